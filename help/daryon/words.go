package daryon

import (
	"strconv"
	"strings"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/daryon"
)

// sideNames name the sides of the board, which name the seats and the
// junctions.
var sideNames = [4]string{daryon.South: "South", daryon.West: "West", daryon.North: "North", daryon.East: "East"}

// cornerNames name the corners of the loop, L4, L12, L20 and L28, clockwise
// from the south junction as the loop runs.
var cornerNames = [4]string{"south-west", "north-west", "north-east", "south-east"}

// seatName names seat p of a game of players players by the side of the
// board it sits at: South and North for two players; South, West and North
// for three; South, West, North and East for four. It returns "" for a seat
// or a number of players the game does not have.
func seatName(players int, p rules.Player) string {
	if players < 2 || players > 4 || p < 0 || int(p) >= players {
		return ""
	}
	return sideNames[daryon.SeatSide(players, int(p))]
}

// levels says in a line how the computer plays Daryon at each level,
// indexed by ai.Level. Daryon has no perfect level.
var levels = [5]string{
	ai.Random: "The computer plays any legal move, drawn at random: a first game's opponent.",
	ai.Easy:   "A beginner: the computer runs ahead, blind to danger, and errs now and then.",
	ai.Medium: "A fair player: the computer weighs each move's progress and its dangers.",
	ai.Hard:   "A strong player: the computer looks through the throws to come — the next player's, then its own.",
}

// label names a move for its button and for the hint: "Pass", "Bring
// out" for an exit, "Move pawn a" for a move. An exit's label names no
// number of pawns: with exits=multi a 5 or a 6 brings out two or three,
// and a Choice does not say which throw it uses.
func label(c rules.Choice) string {
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

// describe says one step of a Daryon game in words, for the move log:
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
// Cells are named as the package documentation says. before and after must
// be *daryon.State; for anything else describe falls back on the step's
// notation.
func describe(before, after rules.State, step rules.Step, name func(rules.Player) string) string {
	b, ok1 := before.(*daryon.State)
	a, ok2 := after.(*daryon.State)
	if !ok1 || !ok2 {
		return name(step.Actor) + ": " + step.Note
	}
	for _, e := range step.Events {
		switch e.Kind {
		case rules.EventThrow:
			return throwText(e, name)
		case rules.EventEnter:
			return exitText(step.Events, name)
		case rules.EventMove:
			return moveText(b, a, e, step.Events, name)
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
	return name(who) + " brings " + what + and(pawns) + " out of home and throws again"
}

// moveText tells a move of pawn e.Piece: from where to where, going round
// again, sharing a safe cell, the pawns sent home and the rights to go home
// lost and won, or the pawn home and the end of the game.
func moveText(b, a *daryon.State, e rules.Event, events []rules.Event, name func(rules.Player) string) string {
	seat, i := int(e.Player), int(e.Piece)
	side := b.Side(seat)
	t0, t1 := b.Progress(seat, i), a.Progress(seat, i)
	from := cellName(side, daryon.Cell(e.From))
	if t1 == daryon.THome {
		text := name(e.Player) + " brings pawn " + letter(i) + " home from " + from
		if a.Result().Status == rules.Win {
			return text + " — all three pawns home: " + name(e.Player) + " wins"
		}
		home := 0
		for j := range daryon.Pawns {
			if a.Progress(seat, j) == daryon.THome {
				home++
			}
		}
		return text + " — " + strconv.Itoa(home) + " of 3 pawns home"
	}
	var s strings.Builder
	s.WriteString(name(e.Player) + ": pawn " + letter(i) + " from " + from + " to " + cellName(side, daryon.Cell(e.To)))
	// A pawn that came round to or past its junction and is still on the
	// loop may not go home yet: it goes round again. If the move's capture
	// gives it the right, that is said below, and this is said in the past.
	if t0 >= daryon.TJunction && t1 <= daryon.TTour && (t1 < t0 || t1 == daryon.TJunction) {
		if a.MayGoHome(seat, i) {
			s.WriteString(", round again as it could not go home yet")
		} else {
			s.WriteString(", round again as it may not go home yet")
		}
	}
	if l := daryon.LoopIndex(side, t1); l >= 0 {
		if others := pawnsAt(a, l, seat); len(others) > 0 {
			s.WriteString(", a safe cell it shares with " + listPawns(others, name))
		}
	}
	var sent, lost []pawn
	for _, c := range events {
		if c.Kind != rules.EventCapture {
			continue
		}
		p := pawn{c.Player, int(c.Piece)}
		sent = append(sent, p)
		if b.MayGoHome(int(p.seat), p.i) && !a.MayGoHome(int(p.seat), p.i) {
			lost = append(lost, p)
		}
	}
	if len(sent) > 0 {
		s.WriteString(", sends " + listPawns(sent, name) + " home")
	}
	switch {
	case len(lost) == 0:
	case len(lost) == len(sent) && len(lost) == 1:
		s.WriteString(", which loses its right to go home")
	case len(lost) == len(sent):
		s.WriteString(", which lose their right to go home")
	case len(lost) == 1:
		s.WriteString(", and " + listPawns(lost, name) + " loses its right to go home")
	default:
		s.WriteString(", and " + listPawns(lost, name) + " lose their right to go home")
	}
	// The right to go home won by a capture: the pawn's own, or with
	// credit=player all the player's pawns' at once.
	all := true
	for j := range daryon.Pawns {
		all = all && !b.MayGoHome(seat, j) && a.MayGoHome(seat, j)
	}
	switch {
	case all:
		s.WriteString("; all of " + name(e.Player) + "'s pawns may now go home")
	case !b.MayGoHome(seat, i) && a.MayGoHome(seat, i):
		s.WriteString("; " + name(e.Player) + "'s pawn " + letter(i) + " may now go home")
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
	return name(p) + " passes: no pawn on the board, and a " + pts + " brings none out"
}

// cellName names a cell for a pawn of side d: on the loop, the junctions
// by their side, "the south junction", the corners by theirs, "the
// north-east corner", and the other cells by their numbers 1 to 31,
// clockwise from the south junction; the pawn's corridor as "corridor 1"
// (in front of home) to "corridor 3"; home as "home".
func cellName(d daryon.Side, c daryon.Cell) string {
	if c == daryon.Centre {
		return "home"
	}
	for i, l := range daryon.Loop {
		switch {
		case l != c:
		case daryon.IsJunction(i):
			return "the " + strings.ToLower(sideNames[i/8]) + " junction"
		case daryon.IsCorner(i):
			return "the " + cornerNames[i/8] + " corner"
		default:
			return strconv.Itoa(i)
		}
	}
	for side := range daryon.Corridors {
		for i, k := range daryon.Corridors[(int(d)+side)%4] {
			if k == c {
				return "corridor " + strconv.Itoa(i+1)
			}
		}
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
		groups = append(groups, name(ps[k].seat)+what+and(letters))
		k = n
	}
	return and(groups)
}

// letter names pawn i: a, b or c.
func letter(i int) string { return string(rune('a' + i)) }

// and joins words as a list: "a", "a and b", "a, b and c".
func and(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
