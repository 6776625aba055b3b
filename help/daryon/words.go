package daryon

import (
	"strconv"
	"strings"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/daryon"
)

// sideNames name the sides of the board in each language, which name the
// seats and the junctions.
var sideNames = [help.Langs][4]string{
	help.English: {daryon.South: "South", daryon.West: "West", daryon.North: "North", daryon.East: "East"},
	help.French:  {daryon.South: "Sud", daryon.West: "Ouest", daryon.North: "Nord", daryon.East: "Est"},
}

// cornerNames name the corners of the loop, L4, L12, L20 and L28, clockwise
// from the south junction as the loop runs.
var cornerNames = [4]string{"south-west", "north-west", "north-east", "south-east"}

// seatName names seat p of a game of players players, in l, by the side of
// the board it sits at: South and North for two players; South, West and
// North for three; South, West, North and East for four (Sud, Ouest, Nord,
// Est). It returns "" for a seat or a number of players the game does not
// have.
func seatName(l help.Lang, players int, p rules.Player) string {
	if players < 2 || players > 4 || p < 0 || int(p) >= players || int(l) >= help.Langs {
		return ""
	}
	return sideNames[l][daryon.SeatSide(players, int(p))]
}

// levels says in a line how the computer plays Daryon at each level,
// indexed by ai.Level. Daryon has no perfect level.
var levels = [5]string{
	ai.Random: "The computer plays any legal move, drawn at random: a first game's opponent.",
	ai.Easy:   "A beginner: the computer runs ahead, blind to danger, and errs now and then.",
	ai.Medium: "A fair player: the computer weighs each move's progress and its dangers.",
	ai.Hard:   "A strong player: the computer looks through the throws to come — the next player's, then its own.",
}

// options names the rule options for the set-up screen, in the order of
// the rules' descriptor.
var options = []help.Option{
	{Name: "Players", Values: []string{"2", "3", "4"}, Explain: []string{
		"Two players, seated south and north.",
		"Three players, seated south, west and north.",
		"Four players, one on each side.",
	}},
	{Name: "Leaving home", Values: []string{"One", "Multi"}, Explain: []string{
		"A pawn leaves home only on a throw of 1.",
		"Also two pawns leave on a 5, and three on a 6.",
	}},
	{Name: "Going home", Values: []string{"Pawn", "Player"}, Explain: []string{
		"A pawn may go home only once it has itself sent an opposing pawn home.",
		"Once any of your pawns has sent an opposing pawn home, all of yours may go home.",
	}},
	{Name: "Safe junctions", Values: []string{"Off", "On"}, Explain: []string{
		"Only the four corners are safe.",
		"The four junctions are safe too.",
	}},
}

// label names a move for its button and for the hint, in l: "Pass", "Bring
// out" for an exit, "Move pawn a" for a move. An exit's label names no
// number of pawns: with exits=multi a 5 or a 6 brings out two or three,
// and a Choice does not say which throw it uses.
func label(l help.Lang, c rules.Choice) string {
	if l == help.French {
		return labelFr(c)
	}
	switch c.Note {
	case "pass":
		return "Pass"
	case "out":
		return "Bring out"
	case "a", "b", "c":
		return "Move pawn " + c.Note
	}
	return c.Note
}

// describe says one step of a Daryon game in words, for the move log, in
// l; in English:
//
//	South throws 3
//	South throws 12: all six seeds dark
//	South brings pawn a out of home and throws again
//	South: pawn b from 14 to 17, sends North's pawn a home; South's pawn b may now go home
//	South: pawn a from 30 to 2, round again as it may not go home yet
//	South: pawn a from 15 to the north-east corner, a safe cell it shares with North's pawn b
//	South brings pawn c home from corridor 1 — all three pawns home: South wins
//	South passes: no pawn can move 12 cells
//
// and in French as describeFr says. Cells are named as the package
// documentation says. before and after must be *daryon.State; for anything
// else describe falls back on the step's notation.
func describe(l help.Lang, before, after rules.State, step rules.Step, name func(rules.Player) string, _ rules.Player) string {
	b, ok1 := before.(*daryon.State)
	a, ok2 := after.(*daryon.State)
	if !ok1 || !ok2 {
		return name(step.Actor) + ": " + step.Note
	}
	if l == help.French {
		return describeFr(b, a, step, name)
	}
	for _, e := range step.Events {
		switch e.Kind {
		case rules.EventThrow:
			return throwText(e, name)
		case rules.EventEnter:
			return exitText(step.Events, name)
		case rules.EventMove:
			return moveText(readMove(help.English, b, a, e, step.Events), name)
		case rules.EventPass:
			return passText(b, e.Player, name)
		}
	}
	return name(step.Actor) + ": " + step.Note
}

// throwText tells a throw of the seeds: its points, and what an all-light or
// all-dark throw is.
func throwText(e rules.Event, name func(rules.Player) string) string {
	text := name(e.Player) + " throws " + strconv.Itoa(int(e.Points))
	switch e.Value {
	case 0:
		text += ": all six seeds light"
	case 6:
		text += ": all six seeds dark"
	}
	return text
}

// exitText tells the pawns that came out of home, after which the same
// player throws again.
func exitText(events []rules.Event, name func(rules.Player) string) string {
	var pawns []string
	var who rules.Player
	for _, e := range events {
		if e.Kind == rules.EventEnter {
			who = e.Player
			pawns = append(pawns, letter(int(e.Piece)))
		}
	}
	what := "pawn "
	if len(pawns) > 1 {
		what = "pawns "
	}
	return name(who) + " brings " + what + help.List(help.English, pawns) + " out of home and throws again"
}

// move is what a step moving a pawn did, read from its events and the
// positions around it, for the sentences of every language to tell.
type move struct {
	who       rules.Player
	pawn      int
	from, to  string // the cells, as cellName names them in the language
	home      bool   // the pawn went home
	win       bool   // and its player won
	homeCount int    // the player's pawns home after the move
	// round is 0, or 1 when the pawn goes round again as it may not go
	// home yet, or 2 when it went round again as it could not go home yet
	// but has just earned the right.
	round  int
	shares []pawn // the opposing pawns on the safe cell where it stopped
	sent   []pawn // the pawns it sent home
	lost   []pawn // those of them that lost their right to go home
	// wonAll says that the move's capture let every pawn of the player go
	// home (credit=player); wonOne that it let the pawn itself.
	wonAll, wonOne bool
}

// readMove reads the move of pawn e.Piece: from where to where, going round
// again, sharing a safe cell, the pawns sent home and the rights to go home
// lost and won, or the pawn home and the end of the game. Cells are named
// in l.
func readMove(l help.Lang, b, a *daryon.State, e rules.Event, events []rules.Event) move {
	seat, i := int(e.Player), int(e.Piece)
	side := b.Side(seat)
	t0, t1 := b.Progress(seat, i), a.Progress(seat, i)
	m := move{who: e.Player, pawn: i, from: cellName(l, side, daryon.Cell(e.From)), to: cellName(l, side, daryon.Cell(e.To))}
	if t1 == daryon.THome {
		m.home, m.win = true, a.Result().Status == rules.Win
		for j := range daryon.Pawns {
			if a.Progress(seat, j) == daryon.THome {
				m.homeCount++
			}
		}
		return m
	}
	// A pawn that came round to or past its junction and is still on the
	// loop may not go home yet: it goes round again. If the move's capture
	// gives it the right, that is said too, and this is said in the past.
	if t0 >= daryon.TJunction && t1 <= daryon.TTour && (t1 < t0 || t1 == daryon.TJunction) {
		m.round = 1
		if a.MayGoHome(seat, i) {
			m.round = 2
		}
	}
	if at := daryon.LoopIndex(side, t1); at >= 0 {
		m.shares = pawnsAt(a, at, seat)
	}
	for _, c := range events {
		if c.Kind != rules.EventCapture {
			continue
		}
		p := pawn{c.Player, int(c.Piece)}
		m.sent = append(m.sent, p)
		if b.MayGoHome(int(p.seat), p.i) && !a.MayGoHome(int(p.seat), p.i) {
			m.lost = append(m.lost, p)
		}
	}
	// The right to go home won by a capture: the pawn's own, or with
	// credit=player all the player's pawns' at once.
	m.wonAll = true
	for j := range daryon.Pawns {
		m.wonAll = m.wonAll && !b.MayGoHome(seat, j) && a.MayGoHome(seat, j)
	}
	m.wonOne = !m.wonAll && !b.MayGoHome(seat, i) && a.MayGoHome(seat, i)
	return m
}

// moveText tells a move in English.
func moveText(m move, name func(rules.Player) string) string {
	if m.home {
		return name(m.who) + " brings pawn " + letter(m.pawn) + " home from " + m.from + moveTail(m, name)
	}
	return name(m.who) + ": pawn " + letter(m.pawn) + " from " + m.from + " to " + m.to + moveTail(m, name)
}

// moveTail tells in English what a move did beyond going from one cell to
// another, as the end of its sentence: ", sends North's pawn a home",
// " — 1 of 3 pawns home"; "" for a plain move.
func moveTail(m move, name func(rules.Player) string) string {
	if m.home {
		if m.win {
			return " — all three pawns home: " + name(m.who) + " wins"
		}
		return " — " + strconv.Itoa(m.homeCount) + " of 3 pawns home"
	}
	var s strings.Builder
	switch m.round {
	case 1:
		s.WriteString(", round again as it may not go home yet")
	case 2:
		s.WriteString(", round again as it could not go home yet")
	}
	if len(m.shares) > 0 {
		s.WriteString(", a safe cell it shares with " + listPawns(m.shares, name))
	}
	if len(m.sent) > 0 {
		s.WriteString(", sends " + listPawns(m.sent, name) + " home")
	}
	switch {
	case len(m.lost) == 0:
	case len(m.lost) == len(m.sent) && len(m.lost) == 1:
		s.WriteString(", which loses its right to go home")
	case len(m.lost) == len(m.sent):
		s.WriteString(", which lose their right to go home")
	case len(m.lost) == 1:
		s.WriteString(", and " + listPawns(m.lost, name) + " loses its right to go home")
	default:
		s.WriteString(", and " + listPawns(m.lost, name) + " lose their right to go home")
	}
	switch {
	case m.wonAll:
		s.WriteString("; all of " + name(m.who) + "'s pawns may now go home")
	case m.wonOne:
		s.WriteString("; " + name(m.who) + "'s pawn " + letter(m.pawn) + " may now go home")
	}
	return s.String()
}

// passText tells a pass and why: nothing can use the throw.
func passText(b *daryon.State, p rules.Player, name func(rules.Player) string) string {
	_, points := b.Thrown()
	pts := strconv.Itoa(points)
	for j := range daryon.Pawns {
		if t := b.Progress(int(p), j); t > 0 && t < daryon.THome {
			return name(p) + " passes: no pawn can move " + pts + " cells"
		}
	}
	return name(p) + " passes: no pawn on the board, and a " + pts + " brings none out: " + leavesHome(help.English, b)
}

// leavesHome says on which throws a pawn leaves home, in l: on a 1, and
// with exits=multi on a 5 or a 6 too.
func leavesHome(l help.Lang, b *daryon.State) string {
	if l == help.French {
		if b.MultiExits() {
			return "un pion ne sort de la maison que sur un 1, un 5 ou un 6"
		}
		return "un pion ne sort de la maison que sur un 1"
	}
	if b.MultiExits() {
		return "a pawn leaves home only on a 1, a 5 or a 6"
	}
	return "a pawn leaves home only on a 1"
}

// cellName names a cell, in l, for a pawn of side d: on the loop, the
// junctions by their side, "the south junction" ("la jonction sud"), the
// corners by theirs, "the north-east corner" ("le coin nord-est"), and the
// other cells by their numbers 1 to 31, clockwise from the south junction;
// the pawn's corridor as "corridor 1" ("le couloir 1", in front of home) to
// "corridor 3"; home as "home" ("la maison"). French names carry their
// article, for [fromFr] and [toFr] to contract.
func cellName(l help.Lang, d daryon.Side, c daryon.Cell) string {
	fr := l == help.French
	if c == daryon.Centre {
		if fr {
			return "la maison"
		}
		return "home"
	}
	for i, at := range daryon.Loop {
		switch {
		case at != c:
		case daryon.IsJunction(i) && fr:
			return "la jonction " + strings.ToLower(sideNames[help.French][i/8])
		case daryon.IsJunction(i):
			return "the " + strings.ToLower(sideNames[help.English][i/8]) + " junction"
		case daryon.IsCorner(i) && fr:
			return "le coin " + cornerNamesFr[i/8]
		case daryon.IsCorner(i):
			return "the " + cornerNames[i/8] + " corner"
		default:
			return strconv.Itoa(i)
		}
	}
	for side := range daryon.Corridors {
		for i, k := range daryon.Corridors[(int(d)+side)%4] {
			if k == c && fr {
				return "le couloir " + strconv.Itoa(i+1)
			}
			if k == c {
				return "corridor " + strconv.Itoa(i+1)
			}
		}
	}
	if fr {
		return "la case " + strconv.Itoa(int(c))
	}
	return "cell " + strconv.Itoa(int(c))
}

// pawn is one pawn of a seat.
type pawn struct {
	seat rules.Player
	i    int
}

// pawnsAt returns the pawns of the seats other than seat on loop cell l.
func pawnsAt(s *daryon.State, l, seat int) []pawn {
	var out []pawn
	for o := range s.Players() {
		if o == seat {
			continue
		}
		for j := range daryon.Pawns {
			if daryon.LoopIndex(s.Side(o), s.Progress(o, j)) == l {
				out = append(out, pawn{rules.Player(o), j})
			}
		}
	}
	return out
}

// listPawns names pawns grouped by owner, in the order given: "North's
// pawn a", "North's pawns a and b and West's pawn c".
func listPawns(ps []pawn, name func(rules.Player) string) string {
	var groups []string
	for k := 0; k < len(ps); {
		var letters []string
		n := k
		for ; n < len(ps) && ps[n].seat == ps[k].seat; n++ {
			letters = append(letters, letter(ps[n].i))
		}
		what := "'s pawn "
		if len(letters) > 1 {
			what = "'s pawns "
		}
		groups = append(groups, name(ps[k].seat)+what+help.List(help.English, letters))
		k = n
	}
	return help.List(help.English, groups)
}

// letter names pawn i: a, b or c.
func letter(i int) string { return string(rune('a' + i)) }

// placeText says what is at a place of the board, for a person who cannot see
// it (see [help.Game.Place]), in l; in English:
//
//	South's pawn a on 14
//	North's pawn c at home
//	South's pawn b on the north-east corner
//	17
//	19: sends North's pawn a home; South's pawn a may now go home
//	the north-east corner: a safe cell it shares with North's pawn b
//	home — all three pawns home: South wins
//	the south junction: North's pawn b
//
// and the same in French (see pawnPlaceFr and moveTailFr). A pawn of at's
// owner on the place (at's own, or, when at names no piece, the lowest
// letter there) is said with its owner and its cell; any other place by its
// name as the log names a move's destination, then what a move of at's pawn
// there does beyond the move, as the log's sentence ends, or, when no legal
// move ends there, the pawns on it. It returns "" for a state that is not a
// *daryon.State.
func placeText(l help.Lang, st rules.State, at rules.Place) string {
	s, ok := st.(*daryon.State)
	if !ok {
		return ""
	}
	fr := l == help.French
	name := func(p rules.Player) string { return seatName(l, s.Players(), p) }
	seat := int(at.Player)
	owned := seat >= 0 && seat < s.Players()
	side := daryon.South
	if owned {
		side = s.Side(seat)
		for j := range daryon.Pawns {
			t := s.Progress(seat, j)
			if (at.Piece < 0 || at.Piece == j) && t < daryon.THome && int(s.PawnCell(seat, j)) == at.Cell {
				if fr {
					return pawnPlaceFr(s, seat, j, name)
				}
				return pawnPlace(s, seat, j, name)
			}
		}
	}
	where := cellName(l, side, daryon.Cell(at.Cell))
	if owned {
		if tail, ok := arrival(l, s, at, name); ok {
			return where + help.Lead(l, tail)
		}
	}
	return standing(l, where, pawnsOn(s, daryon.Cell(at.Cell)), name)
}

// standing says, in l, a place named where and the pawns there, or that
// it is empty: "14: North's pawn a", "la maison\u00a0: vide".
func standing(l help.Lang, where string, there []pawn, name func(rules.Player) string) string {
	fr := l == help.French
	switch {
	case len(there) == 0 && fr:
		return where + "\u00a0: vide"
	case len(there) == 0:
		return where + ": empty"
	case fr:
		return where + "\u00a0: " + listPawnsFr(there, name)
	}
	return where + ": " + listPawns(there, name)
}

// pawnPlace says in English pawn j of seat and where it stands: "South's
// pawn a on 14", "South's pawn b at home".
func pawnPlace(s *daryon.State, seat, j int, name func(rules.Player) string) string {
	text := name(rules.Player(seat)) + "'s pawn " + letter(j)
	if s.Progress(seat, j) == daryon.TStart {
		return text + " at home"
	}
	return text + " on " + cellName(help.English, s.Side(seat), s.PawnCell(seat, j))
}

// arrival tells, in l, what the legal moves of at's pawn that end on at do
// beyond the move, as the end of the log's sentence (see moveTail), if they
// all do the same; ok is false when none ends there.
func arrival(l help.Lang, s *daryon.State, at rules.Place, name func(rules.Player) string) (tail string, ok bool) {
	for _, c := range rules.Choices(s, nil) {
		if !c.Moves || c.To != at {
			continue
		}
		a := s.Clone().(*daryon.State)
		events, err := a.Apply(c.Action, nil)
		if err != nil {
			continue
		}
		t := ""
		for _, e := range events {
			if e.Kind != rules.EventMove {
				continue
			}
			if m := readMove(l, s, a, e, events); l == help.French {
				t = moveTailFr(m, name)
			} else {
				t = moveTail(m, name)
			}
			break
		}
		if ok && t != tail {
			return "", true // moves that do different things: say none
		}
		tail, ok = t, true
	}
	return tail, ok
}

// pawnsOn returns the pawns on cell c, seat by seat: on the centre, those
// waiting at home.
func pawnsOn(s *daryon.State, c daryon.Cell) []pawn {
	var out []pawn
	for seat := range s.Players() {
		for j := range daryon.Pawns {
			if t := s.Progress(seat, j); t < daryon.THome && s.PawnCell(seat, j) == c {
				out = append(out, pawn{rules.Player(seat), j})
			}
		}
	}
	return out
}
