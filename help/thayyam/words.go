package thayyam

import (
	"strconv"
	"strings"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/thayyam"
)

// sideNames name the sides of the board in each language, which name the
// seats and the castles.
var sideNames = [help.Langs][4]string{
	help.English: {thayyam.SeatSouth: "South", thayyam.SeatWest: "West", thayyam.SeatNorth: "North", thayyam.SeatEast: "East"},
	help.French:  {thayyam.SeatSouth: "Sud", thayyam.SeatWest: "Ouest", thayyam.SeatNorth: "Nord", thayyam.SeatEast: "Est"},
}

// seatName names seat p of a game of players players, in l, by the side of
// the board it sits at: South and North for two players; South, West and
// North for three; South, West, North and East for four (Sud, Ouest, Nord,
// Est). It returns "" for a seat or a number of players the game does not
// have.
func seatName(l help.Lang, players int, p rules.Player) string {
	s := thayyam.SeatOf(players, p)
	if s < 0 || int(l) >= help.Langs {
		return ""
	}
	return sideNames[l][s]
}

// levels says in a line how the computer plays Thayyam at each level,
// indexed by ai.Level. Thayyam has no perfect level.
var levels = [5]string{
	ai.Random: "The computer plays any legal move, drawn at random: a first game's opponent.",
	ai.Easy:   "A beginner: the computer runs ahead, blind to danger, and errs now and then.",
	ai.Medium: "A fair player: the computer weighs each move's progress and its dangers, but misjudges close choices.",
	ai.Hard:   "A strong player: the computer plans its whole turn and weighs the danger of the throws to come.",
}

// options names the rule options for the set-up screen, in the order of
// the rules' descriptor.
var options = []help.Option{
	{Name: "Players", Values: []string{"2", "3", "4"}, Explain: []string{
		"Two players, South against North.",
		"Three players: South, West and North.",
		"Four players: South, West, North and East.",
	}},
	{Name: "Captured twins", Values: []string{"Keep", "Split"}, Explain: []string{
		"Twins sent off stay twins and come back together with two 1s of one turn.",
		"Twins sent off come back as two single pieces, each entering with its own 1.",
	}},
}

// label names a move for its button and for the hint, in l: "End the
// turn", "Bear off a", "Pair a and b", "Bring a in", "Bring twins a and b
// in", "Move a with 4+2", "Move a with an 8", "Move twins a and b with
// 4+4"; in French "Finir le tour", "Sortir a", "Jumeler a et b", "Faire
// entrer a", "Faire entrer les jumeaux a et b", "Avancer a avec 4+2",
// "Avancer a avec un 8", "Avancer les jumeaux a et b avec 4+4".
func label(l help.Lang, c rules.Choice) string {
	fr := l == help.French
	note := c.Note
	if note == "end" {
		if fr {
			return "Finir le tour"
		}
		return "End the turn"
	}
	who, what, ok := strings.Cut(note, ":")
	if !ok || len(who) < 1 || len(who) > 2 {
		return note
	}
	pieces := who
	if len(who) == 2 {
		pieces = help.List(l, []string{who[:1], who[1:]})
	}
	if fr {
		return labelFr(who, what, pieces)
	}
	return labelEn(who, what, pieces)
}

// labelEn writes the English label of the move what ("in", "off", "pair"
// or throws) of who, a piece's letter or twins' two, pieces the letters
// as a list.
func labelEn(who, what, pieces string) string {
	switch {
	case what == "off" && len(who) == 1:
		return "Bear off " + who
	case what == "pair" && len(who) == 2:
		return "Pair " + pieces
	case what == "in" && len(who) == 1:
		return "Bring " + who + " in"
	case what == "in":
		return "Bring twins " + pieces + " in"
	case len(who) == 1:
		return "Move " + who + " with " + withThrows(help.English, what)
	}
	return "Move twins " + pieces + " with " + withThrows(help.English, what)
}

// labelFr writes the French label of the move what of who, as labelEn.
func labelFr(who, what, pieces string) string {
	switch {
	case what == "off" && len(who) == 1:
		return "Sortir " + who
	case what == "pair" && len(who) == 2:
		return "Jumeler " + pieces
	case what == "in" && len(who) == 1:
		return "Faire entrer " + who
	case what == "in":
		return "Faire entrer les jumeaux " + pieces
	case len(who) == 1:
		return "Avancer " + who + " avec " + withThrows(help.French, what)
	}
	return "Avancer les jumeaux " + pieces + " avec " + withThrows(help.French, what)
}

// describe says one step of a Thayyam game in words, for the move log, in
// l:
//
//	South throws 4 and throws again
//	South throws 8 (no slit showing), lost: no piece on the board and no 1 yet; South throws again
//	South throws 2 and has 4+2+1 to play
//	South brings piece a onto its castle with a 1
//	South: piece a from 2 to 10 with 8+2, sends North's piece b off; the capture earns South another series after this turn's moves
//	South pairs pieces a and b into twins on the opposite castle
//	South: twins a and b from the opposite castle to 11 with 4+2 (3 cells: twins move half)
//	South ends the turn, giving up 3+1
//	South bears off piece d with a 1 — all four pieces out: South wins
//
// and in French (see the phrases of words_fr.go). Cells are named as the
// package documentation says, on the way of the seat of viewer, the
// board's labels' (see placeFor): another seat's move "from 14 to 2", the
// squares its labels show. before and after must be *thayyam.State;
// for anything else describe falls back on the step's notation. describe
// reads what the step did (see [read]) and has it said in l.
func describe(l help.Lang, before, after rules.State, step rules.Step, name func(rules.Player) string, viewer rules.Player) string {
	w := &phrases[help.English]
	if l == help.French {
		w = &phrases[help.French]
	}
	b, ok1 := before.(*thayyam.State)
	a, ok2 := after.(*thayyam.State)
	if !ok1 || !ok2 {
		return name(step.Actor) + w.colon + step.Note
	}
	d := read(l, b, a, step, thayyam.SeatOf(b.Players(), viewer))
	if d.kind == stepOther {
		return name(step.Actor) + w.colon + step.Note
	}
	return w.say(d, name)
}

// The kinds of step a sentence tells.
const (
	stepOther = iota
	stepThrow
	stepEnter
	stepMove
	stepPair
	stepFinish
	stepEnd
)

// did is what a step did, read from its events and the positions around
// it, for the sentences of every language to tell.
type did struct {
	kind   int
	who    rules.Player
	points int  // a throw's points
	none   bool // a throw with no slit showing (an 8)
	void   bool // a throw lost: no piece on the board and no 1 yet
	// next is what follows a throw or a move: nextAgain the same player
	// throws again, nextPlay the series ends and he plays pool, nextPass
	// the turn passes to next; or, after a move, the bonus series.
	next     int
	nextWho  rules.Player
	pool     string // the throws to play or given up, as the notation writes them ("4+2+1")
	pieces   [2]int // the piece, and its twin or -1
	from, to string // the places of a move, as place names them in the language
	throws   string // the throws a move uses ("8+2")
	cells    int    // the cells twins move
	split    bool   // twins that split on the centre
	sent     []sent // what the move sent off
	sentBack bool   // twins sent off that come back as single pieces
	captured bool   // the move sent something off
	out      int    // the pieces out after a bear-off
	won      bool   // the bear-off won the game
}

// sent is a unit sent off: single pieces of one owner, or twins.
type sent struct {
	owner  rules.Player
	pieces []string
	twins  bool
}

// What follows a throw or a move.
const (
	nextNone = iota
	nextAgain
	nextPlay
	nextPass
	nextGoesOn // a void throw after which the game goes on otherwise
	// after a move
	nextCapture      // the move's capture: the player throws again now
	nextCaptureLater // the move's capture earns a series after this turn's moves
	nextEarlier      // the moving phase ends: the series of an earlier capture
)

// read reads step, from before b to after a: places are named in l, on
// the way of viewer (see placeFor).
func read(l help.Lang, b, a *thayyam.State, step rules.Step, viewer thayyam.Seat) did {
	p := b.Turn()
	d := did{who: p, pieces: [2]int{-1, -1}}
	for _, e := range step.Events {
		switch e.Kind {
		case rules.EventThrow:
			readThrow(&d, a, e, step)
			return d
		case rules.EventEnter:
			d.kind, d.pieces = stepEnter, [2]int{int(e.Piece), int(e.Value)}
		case rules.EventMove:
			d.kind = stepMove
			readMove(l, &d, b, a, e, step, viewer)
		case rules.EventPair:
			d.kind, d.pieces = stepPair, [2]int{int(e.Piece), int(e.Value)}
			return d
		case rules.EventFinish:
			readFinish(&d, a, e)
		case rules.EventEnd:
			return d
		}
	}
	if step.Note == "end" {
		d.kind, d.pool = stepEnd, pool(b)
		if a.ToMove() == rules.Chance && a.Turn() == p {
			d.next = nextEarlier
		}
		return d
	}
	readAfterMove(&d, a, p)
	return d
}

// readThrow reads the throw e of step, and what follows it in a: the
// player throws again, the turn passes, the player plays the pool, or the
// void throw's turn goes on.
func readThrow(d *did, a *thayyam.State, e rules.Event, step rules.Step) {
	d.kind, d.who, d.points, d.none = stepThrow, e.Player, int(e.Points), e.Value == 0
	for _, v := range step.Events {
		d.void = d.void || v.Kind == rules.EventVoid
	}
	again := a.ToMove() == rules.Chance && a.Turn() == e.Player
	switch {
	case again:
		d.next = nextAgain
	case a.ToMove() == rules.Chance:
		d.next, d.nextWho = nextPass, a.Turn()
	case !d.void && a.ToMove() == e.Player:
		d.next, d.pool = nextPlay, pool(a)
	case d.void:
		d.next = nextGoesOn
	}
}

// readFinish reads a piece's finish e, after which a holds whether its
// player won and how many of his pieces are out.
func readFinish(d *did, a *thayyam.State, e rules.Event) {
	d.kind, d.who, d.pieces[0] = stepFinish, e.Player, int(e.Piece)
	d.won = a.Result().Status == rules.Win
	for i := range 4 {
		if a.Progress(e.Player, i) == thayyam.Out {
			d.out++
		}
	}
}

// readAfterMove reads what follows, in a, a move of p that ends the moving
// phase, or its capture: a throw again now, a series after this turn's
// moves, or the series of an earlier capture.
func readAfterMove(d *did, a *thayyam.State, p rules.Player) {
	bonus := a.ToMove() == rules.Chance && a.Turn() == p
	switch {
	case d.captured && bonus:
		d.next = nextCapture
	case d.captured && a.ToMove() == p:
		d.next = nextCaptureLater
	case bonus:
		d.next = nextEarlier
	}
}

// readMove reads a move of a single piece or of twins: from and to, with
// which throws, the twins splitting on the centre, and the pieces sent off.
func readMove(l help.Lang, d *did, b, a *thayyam.State, e rules.Event, step rules.Step, viewer thayyam.Seat) {
	p := e.Player
	seat := thayyam.SeatOf(b.Players(), p)
	d.pieces = [2]int{int(e.Piece), int(e.Value)}
	d.throws = step.Note[strings.IndexByte(step.Note, ':')+1:]
	from, to := b.Progress(p, int(e.Piece)), a.Progress(p, int(e.Piece))
	d.from, d.to, d.cells = placeFor(l, seat, viewer, from), placeFor(l, seat, viewer, to), to-from
	for i := 0; i < len(step.Events); i++ {
		c := step.Events[i]
		switch {
		case c.Kind == rules.EventSplit && c.Player == p:
			d.split = true
		case c.Kind == rules.EventSplit:
			d.sentBack = true
		case c.Kind != rules.EventCapture:
		case b.Twin(c.Player, int(c.Piece)) >= 0:
			// Twins are sent off together: two events, one phrase.
			d.sent = append(d.sent, sent{c.Player, []string{letter(int(c.Piece)), letter(b.Twin(c.Player, int(c.Piece)))}, true})
			i++
		case len(d.sent) > 0 && !d.sent[len(d.sent)-1].twins && d.sent[len(d.sent)-1].owner == c.Player:
			last := &d.sent[len(d.sent)-1]
			last.pieces = append(last.pieces, letter(int(c.Piece)))
		default:
			d.sent = append(d.sent, sent{c.Player, []string{letter(int(c.Piece))}, false})
		}
	}
	d.captured = len(d.sent) > 0
}

// words are the phrases of the move log in one language.
type words struct {
	colon string // between a seat's name and what it did
	// say tells what a step did.
	say func(d did, name func(rules.Player) string) string
}

// phrases are the words of each language.
var phrases = [help.Langs]words{
	help.English: {colon: ": ", say: sayEnglish},
	help.French:  {colon: "\u00a0: ", say: sayFrench},
}

// sayEnglish tells what a step did in English.
func sayEnglish(d did, name func(rules.Player) string) string {
	who := name(d.who)
	switch d.kind {
	case stepThrow:
		text := who + " throws " + strconv.Itoa(d.points)
		if d.none {
			text += " (no slit showing)"
		}
		if d.void {
			text += ", lost: no piece on the board and no 1 yet; "
			switch d.next {
			case nextAgain:
				return text + who + " throws again"
			case nextPass:
				return text + "the turn passes to " + name(d.nextWho)
			}
			return text + "the game goes on"
		}
		switch d.next {
		case nextAgain:
			return text + " and throws again"
		case nextPlay:
			return text + " and has " + withThrows(help.English, d.pool) + " to play"
		case nextPass:
			return text + "; the turn passes to " + name(d.nextWho)
		}
		return text
	case stepPair:
		return who + " pairs pieces " + letter(d.pieces[0]) + " and " + letter(d.pieces[1]) + " into twins on the opposite castle"
	case stepEnd:
		if d.next == nextEarlier {
			return who + " stops moving, giving up " + withThrows(help.English, d.pool) + ", and throws again for the earlier capture"
		}
		return who + " ends the turn, giving up " + withThrows(help.English, d.pool)
	}
	var s strings.Builder
	switch d.kind {
	case stepEnter:
		if d.pieces[1] >= 0 {
			s.WriteString(who + " brings twins " + letter(d.pieces[0]) + " and " + letter(d.pieces[1]) + " onto its castle with two 1s")
		} else {
			s.WriteString(who + " brings piece " + letter(d.pieces[0]) + " onto its castle with a 1")
		}
	case stepFinish:
		s.WriteString(who + " bears off piece " + letter(d.pieces[0]) + " with a 1")
		if d.won {
			return s.String() + " — all four pieces out: " + who + " wins"
		}
		s.WriteString(" — " + strconv.Itoa(d.out) + " of 4 pieces out")
	default:
		sayMove(&s, d, name)
	}
	switch d.next {
	case nextCapture:
		s.WriteString("; " + who + " throws again for the capture")
	case nextCaptureLater:
		s.WriteString("; the capture earns " + who + " another series after this turn's moves")
	case nextEarlier:
		s.WriteString("; " + who + " throws again for the earlier capture")
	}
	return s.String()
}

// sayMove tells a move of a single piece or twins in English.
func sayMove(s *strings.Builder, d did, name func(rules.Player) string) {
	s.WriteString(name(d.who) + ": ")
	if d.pieces[1] >= 0 {
		s.WriteString("twins " + letter(d.pieces[0]) + " and " + letter(d.pieces[1]))
	} else {
		s.WriteString("piece " + letter(d.pieces[0]))
	}
	s.WriteString(" from " + d.from + " to " + d.to + " with " + withThrows(help.English, d.throws))
	if d.pieces[1] >= 0 {
		cells := "1 cell"
		if d.cells > 1 {
			cells = strconv.Itoa(d.cells) + " cells"
		}
		s.WriteString(" (" + cells + ": twins move half)")
	}
	s.WriteString(moveTail(d, name))
}

// moveTail tells in English what a move did beyond going from one place to
// another, as the end of its sentence: twins splitting on the centre, the
// pieces sent off; "" for a plain move.
func moveTail(d did, name func(rules.Player) string) string {
	var s strings.Builder
	if d.split {
		s.WriteString(", where they split into single pieces")
	}
	if len(d.sent) > 0 {
		var units []string
		for _, u := range d.sent {
			switch {
			case u.twins:
				units = append(units, name(u.owner)+"'s twins "+help.List(help.English, u.pieces))
			case len(u.pieces) > 1:
				units = append(units, name(u.owner)+"'s pieces "+help.List(help.English, u.pieces))
			default:
				units = append(units, name(u.owner)+"'s piece "+u.pieces[0])
			}
		}
		s.WriteString(", sends " + help.List(help.English, units) + " off")
		if d.sentBack {
			s.WriteString(", to come back as single pieces")
		}
	}
	return s.String()
}

// place names where a piece of seat stands at progress t, in l, counting
// the cells of its circuit from its castle: the castles and the centre by
// name, the other cells by their number on the piece's way, 1 to 23. The
// French names carry their article ("le château opposé"), for fromFr and
// toFr to contract.
func place(l help.Lang, seat thayyam.Seat, t int) string {
	fr := l == help.French
	switch {
	case t == 0 && fr:
		return "son château"
	case t == 0:
		return "its castle"
	case t == 8 && fr:
		return "le château opposé"
	case t == 8:
		return "the opposite castle"
	case t == thayyam.Centre && fr:
		return "le centre"
	case t == thayyam.Centre:
		return "the centre"
	}
	if castle, ok := castleAt(l, thayyam.CellOf(seat, t)); ok {
		return castle
	}
	return strconv.Itoa(t)
}

// castleAt names in l the castle on cell, by the side of its seat ("the
// east castle", "le château de l’est"), or reports false when cell is no
// castle.
func castleAt(l help.Lang, cell int) (string, bool) {
	for s := range sideNames[help.English] {
		if thayyam.Palace(thayyam.Seat(s)) != cell {
			continue
		}
		if l == help.French {
			return "le château " + castleOf[s], true
		}
		return "the " + strings.ToLower(sideNames[help.English][s]) + " castle", true
	}
	return "", false
}

// placeFor names, in l, where a piece of seat stands at progress t as the
// board's labels name it for a person who counts on the way of viewer (see
// tabula/sprites/thayyam, View.SetLabelSeat): a square by its number on
// viewer's way, another seat's castle by its side. The piece's own castle
// stays "its castle", and the centre the centre. For viewer -1, or seat
// itself, it is place: the piece's own way.
func placeFor(l help.Lang, seat, viewer thayyam.Seat, t int) string {
	if viewer < 0 || viewer == seat || t <= 0 || t >= thayyam.Centre {
		return place(l, seat, t)
	}
	cell := thayyam.CellOf(seat, t)
	if castle, ok := castleAt(l, cell); ok {
		return castle
	}
	for v := 1; v < thayyam.Centre; v++ {
		if thayyam.CellOf(viewer, v) == cell {
			return strconv.Itoa(v)
		}
	}
	return place(l, seat, t) // every way passes every cell: not reached
}

// pool writes the throws of the pool, largest first, as the notation
// writes a move's throws: "4+2+1".
func pool(s *thayyam.State) string {
	var b strings.Builder
	for i, v := range s.Pool(nil) {
		if i > 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(v))
	}
	return b.String()
}

// withThrows writes throws as the notation writes them ("4+2"), or one
// throw with its article, in l: "a 4", "an 8", "un 8".
func withThrows(l help.Lang, throws string) string {
	switch {
	case strings.Contains(throws, "+"):
		return throws
	case l == help.French:
		return "un " + throws
	case throws == "8":
		return "an 8"
	}
	return "a " + throws
}

// letter names piece i: a, b, c or d.
func letter(i int) string { return string(rune('a' + i)) }

// placeText says what is at a place of the board, for a person who cannot see
// it (see [help.Game.Place]), in l; in English:
//
//	South's piece a on 10
//	South's twins a and b on the opposite castle
//	North's piece c, waiting off the board
//	its castle
//	12: sends North's piece b off
//	the centre, where they split into single pieces
//	10: North's piece b
//
// and the same in French (see unitPlaceFr and moveTailFr). A piece of at's
// owner at the place (at's own, or, when at names no piece, the lowest
// letter there), or twins, is said with its owner and where it stands; any
// other place by its name as the log names a move's destination, counted on
// the circuit of at's owner, then what a move of at's piece there does
// beyond the move, as the log's sentence ends, or, when no legal move ends
// there, the pieces on it. It returns "" for a state that is not a
// *thayyam.State.
func placeText(l help.Lang, st rules.State, at rules.Place) string {
	s, ok := st.(*thayyam.State)
	if !ok {
		return ""
	}
	name := func(p rules.Player) string { return seatName(l, s.Players(), p) }
	seat := thayyam.SeatOf(s.Players(), at.Player)
	if seat < 0 {
		return cellName(l, thayyam.SeatSouth, at.Cell)
	}
	if i, ok := pieceAt(s, seat, at); ok {
		if l == help.French {
			return unitPlaceFr(s, at.Player, i, name)
		}
		return unitPlace(s, at.Player, i, name)
	}
	where := cellName(l, seat, at.Cell)
	if tail, ok := arrival(l, s, at, name); ok {
		return where + help.Lead(l, tail)
	}
	return withUnits(l, where, unitsOn(l, s, at.Cell, name))
}

// pieceAt returns the first piece of at.Player, of seat, at the place at
// (the piece at.Piece if it is one): off the board for cell -1, waiting or
// out, or else on at's cell of its circuit, the centre included.
func pieceAt(s *thayyam.State, seat thayyam.Seat, at rules.Place) (int, bool) {
	for i := range 4 {
		t := s.Progress(at.Player, i)
		here := at.Cell == -1 && (t == thayyam.Waiting || t == thayyam.Out) ||
			t >= 0 && t <= thayyam.Centre && thayyam.CellOf(seat, t) == at.Cell
		if here && (at.Piece < 0 || at.Piece == i) {
			return i, true
		}
	}
	return 0, false
}

// unitsOn names, in l, the units of every player on cell: single pieces,
// and twins once, by their lower letter.
func unitsOn(l help.Lang, s *thayyam.State, cell int, name func(rules.Player) string) []string {
	var units []string
	for p := range rules.Player(s.Players()) {
		for i := range 4 {
			t := s.Progress(p, i)
			if m := s.Twin(p, i); m >= 0 && m < i || t < 0 || t > thayyam.Centre || thayyam.CellOf(thayyam.SeatOf(s.Players(), p), t) != cell {
				continue
			}
			if l == help.French {
				units = append(units, unitNameFr(s, p, i, name))
			} else {
				units = append(units, unitName(s, p, i, name))
			}
		}
	}
	return units
}

// withUnits writes the place where followed by the units on it, or by
// "empty".
func withUnits(l help.Lang, where string, units []string) string {
	fr := l == help.French
	switch {
	case len(units) == 0 && fr:
		return where + "\u00a0: vide"
	case len(units) == 0:
		return where + ": empty"
	case fr:
		return where + "\u00a0: " + help.List(l, units)
	}
	return where + ": " + help.List(l, units)
}

// cellName names cell, in l, as a piece of seat counts it on its circuit
// (see place), or the place off the board for -1.
func cellName(l help.Lang, seat thayyam.Seat, cell int) string {
	for t := 0; t <= thayyam.Centre; t++ {
		if thayyam.CellOf(seat, t) == cell {
			return place(l, seat, t)
		}
	}
	if l == help.French {
		return "hors du plateau"
	}
	return "off the board"
}

// unitName names in English piece i of p, or the twins it belongs to, with
// its owner: "South's piece a", "South's twins a and b".
func unitName(s *thayyam.State, p rules.Player, i int, name func(rules.Player) string) string {
	if m := s.Twin(p, i); m >= 0 {
		return name(p) + "'s twins " + help.List(help.English, []string{letter(min(i, m)), letter(max(i, m))})
	}
	return name(p) + "'s piece " + letter(i)
}

// unitPlace says in English piece i of p, or its twins, and where it
// stands: "South's piece a on 10", "North's piece c, waiting off the
// board", "South's piece d, borne off".
func unitPlace(s *thayyam.State, p rules.Player, i int, name func(rules.Player) string) string {
	switch t := s.Progress(p, i); t {
	case thayyam.Waiting:
		return unitName(s, p, i, name) + ", waiting off the board"
	case thayyam.Out:
		return unitName(s, p, i, name) + ", borne off"
	default:
		return unitName(s, p, i, name) + " on " + place(help.English, thayyam.SeatOf(s.Players(), p), t)
	}
}

// arrival tells, in l, what the legal moves of at's piece that end on at
// do beyond the move, as the end of the log's sentence (see moveTail), if
// they all do the same; ok is false when none ends there.
func arrival(l help.Lang, s *thayyam.State, at rules.Place, name func(rules.Player) string) (tail string, ok bool) {
	for _, c := range rules.Choices(s, nil) {
		if !c.Moves || c.To != at {
			continue
		}
		a := s.Clone().(*thayyam.State)
		events, err := a.Apply(c.Action, nil)
		if err != nil {
			continue
		}
		d := read(l, s, a, rules.Step{Action: c.Action, Note: c.Note, ToMove: at.Player, Actor: at.Player, Events: events}, -1)
		t := ""
		switch {
		case d.kind != stepMove:
		case l == help.French:
			t = moveTailFr(d, name)
		default:
			t = moveTail(d, name)
		}
		if ok && t != tail {
			return "", true // moves that do different things: say none
		}
		tail, ok = t, true
	}
	return tail, ok
}
