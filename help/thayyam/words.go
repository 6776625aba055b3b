package thayyam

import (
	"strconv"
	"strings"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/thayyam"
)

// seatNames name the sides of the board, which name the seats and the
// castles.
var seatNames = [4]string{thayyam.SeatSouth: "South", thayyam.SeatWest: "West", thayyam.SeatNorth: "North", thayyam.SeatEast: "East"}

// seatName names seat p of a game of players players by the side of the
// board it sits at: South and North for two players; South, West and North
// for three; South, West, North and East for four. It returns "" for a seat
// or a number of players the game does not have.
func seatName(players int, p rules.Player) string {
	s := thayyam.SeatOf(players, p)
	if s < 0 {
		return ""
	}
	return seatNames[s]
}

// levels says in a line how the computer plays Thayyam at each level,
// indexed by ai.Level. Thayyam has no perfect level.
var levels = [5]string{
	ai.Random: "The computer plays any legal move, drawn at random: a first game's opponent.",
	ai.Easy:   "A beginner: the computer runs ahead, blind to danger, and errs now and then.",
	ai.Medium: "A fair player: the computer weighs each move's progress and its dangers, but misjudges close choices.",
	ai.Hard:   "A strong player: the computer plans its whole turn and weighs the danger of the throws to come.",
}

// label names a move for its button and for the hint: "End the turn",
// "Bear off a", "Pair a and b", "Bring a in", "Bring twins a and b in",
// "Move a with 4+2", "Move a with an 8", "Move twins a and b with 4+4".
func label(c rules.Choice) string {
	note := c.Note
	if note == "end" {
		return "End the turn"
	}
	who, what, ok := strings.Cut(note, ":")
	if !ok || len(who) < 1 || len(who) > 2 {
		return note
	}
	pieces := who
	if len(who) == 2 {
		pieces = who[:1] + " and " + who[1:]
	}
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
		return "Move " + who + " with " + withThrows(what)
	}
	return "Move twins " + pieces + " with " + withThrows(what)
}

// describe says one step of a Thayyam game in words, for the move log:
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
// Cells are named as the package documentation says. before and after must
// be *thayyam.State; for anything else describe falls back on the step's
// notation.
func describe(before, after rules.State, step rules.Step, name func(rules.Player) string) string {
	b, ok1 := before.(*thayyam.State)
	a, ok2 := after.(*thayyam.State)
	if !ok1 || !ok2 {
		return name(step.Actor) + ": " + step.Note
	}
	p := b.Turn()
	var text string
	for _, e := range step.Events {
		switch e.Kind {
		case rules.EventThrow:
			return throwText(a, e, step.Events, name)
		case rules.EventEnter:
			if e.Value >= 0 {
				text = name(p) + " brings twins " + letter(e.Piece) + " and " + letter(e.Value) + " onto its castle with two 1s"
			} else {
				text = name(p) + " brings piece " + letter(e.Piece) + " onto its castle with a 1"
			}
		case rules.EventMove:
			text = moveText(b, a, e, step, name)
		case rules.EventPair:
			return name(p) + " pairs pieces " + letter(e.Piece) + " and " + letter(e.Value) + " into twins on the opposite castle"
		case rules.EventFinish:
			text = finishText(a, e, name)
		case rules.EventEnd:
			return text
		}
	}
	if step.Note == "end" {
		if a.ToMove() == rules.Chance && a.Turn() == p {
			return name(p) + " stops moving, giving up " + pool(b) + ", and throws again for the earlier capture"
		}
		return name(p) + " ends the turn, giving up " + pool(b)
	}
	if text == "" {
		return name(step.Actor) + ": " + step.Note
	}
	return text + phaseEnd(a, p, step.Events, name)
}

// throwText tells a throw of the cowries: its points (and what an 8 is),
// whether it is lost for want of a piece on the board, and what comes
// next: another throw, the throws to play, or the turn passing.
func throwText(a *thayyam.State, e rules.Event, events []rules.Event, name func(rules.Player) string) string {
	text := name(e.Player) + " throws " + strconv.Itoa(int(e.Points))
	if e.Value == 0 {
		text += " (no slit showing)"
	}
	void := false
	for _, v := range events {
		void = void || v.Kind == rules.EventVoid
	}
	again := a.ToMove() == rules.Chance && a.Turn() == e.Player
	if void {
		text += ", lost: no piece on the board and no 1 yet; "
		switch {
		case again:
			return text + name(e.Player) + " throws again"
		case a.ToMove() == rules.Chance:
			return text + "the turn passes to " + name(a.Turn())
		}
		return text + "the game goes on"
	}
	switch {
	case again:
		return text + " and throws again"
	case a.ToMove() == e.Player:
		return text + " and has " + pool(a) + " to play"
	case a.ToMove() == rules.Chance:
		return text + "; the turn passes to " + name(a.Turn())
	}
	return text
}

// moveText tells a move of a single piece or of twins: from and to, with
// which throws, the twins splitting on the centre, and the pieces sent off.
func moveText(b, a *thayyam.State, e rules.Event, step rules.Step, name func(rules.Player) string) string {
	p := e.Player
	seat := thayyam.SeatOf(b.Players(), p)
	throws := step.Note[strings.IndexByte(step.Note, ':')+1:]
	from, to := b.Progress(p, int(e.Piece)), a.Progress(p, int(e.Piece))
	var s strings.Builder
	s.WriteString(name(p) + ": ")
	if e.Value >= 0 {
		s.WriteString("twins " + letter(e.Piece) + " and " + letter(e.Value))
	} else {
		s.WriteString("piece " + letter(e.Piece))
	}
	s.WriteString(" from " + place(seat, from) + " to " + place(seat, to) + " with " + withThrows(throws))
	if e.Value >= 0 {
		cells := "1 cell"
		if to-from > 1 {
			cells = strconv.Itoa(to-from) + " cells"
		}
		s.WriteString(" (" + cells + ": twins move half)")
	}
	var sent []string
	var singles []rules.Player // the owner of each single piece sent off, in order
	var letters [][]string     // and their letters, grouped by owner
	split := false
	for i := 0; i < len(step.Events); i++ {
		c := step.Events[i]
		switch {
		case c.Kind == rules.EventSplit && c.Player == p:
			s.WriteString(", where they split into single pieces")
		case c.Kind == rules.EventSplit:
			split = true
		case c.Kind != rules.EventCapture:
		case b.Twin(c.Player, int(c.Piece)) >= 0:
			// Twins are sent off together: two events, one phrase.
			sent = append(sent, name(c.Player)+"'s twins "+letter(c.Piece)+" and "+letter(int8(b.Twin(c.Player, int(c.Piece)))))
			i++
		case len(singles) > 0 && singles[len(singles)-1] == c.Player:
			letters[len(letters)-1] = append(letters[len(letters)-1], letter(c.Piece))
		default:
			singles = append(singles, c.Player)
			letters = append(letters, []string{letter(c.Piece)})
		}
	}
	for k, owner := range singles {
		what := "'s piece "
		if len(letters[k]) > 1 {
			what = "'s pieces "
		}
		sent = append(sent, name(owner)+what+and(letters[k]))
	}
	if len(sent) > 0 {
		s.WriteString(", sends " + and(sent) + " off")
		if split {
			s.WriteString(", to come back as single pieces")
		}
	}
	return s.String()
}

// finishText tells a piece borne off, and the win with the fourth.
func finishText(a *thayyam.State, e rules.Event, name func(rules.Player) string) string {
	text := name(e.Player) + " bears off piece " + letter(e.Piece) + " with a 1"
	if a.Result().Status == rules.Win {
		return text + " — all four pieces out: " + name(e.Player) + " wins"
	}
	out := 0
	for i := range 4 {
		if a.Progress(e.Player, i) == thayyam.Out {
			out++
		}
	}
	return text + " — " + strconv.Itoa(out) + " of 4 pieces out"
}

// phaseEnd says what a capture earns and what follows when a move ends the
// moving phase: a bonus series for a capture, or nothing when the turn
// simply passes.
func phaseEnd(a *thayyam.State, p rules.Player, events []rules.Event, name func(rules.Player) string) string {
	captured := false
	for _, e := range events {
		captured = captured || e.Kind == rules.EventCapture
	}
	bonus := a.ToMove() == rules.Chance && a.Turn() == p
	switch {
	case captured && bonus:
		return "; " + name(p) + " throws again for the capture"
	case captured && a.ToMove() == p:
		return "; the capture earns " + name(p) + " another series after this turn's moves"
	case bonus:
		return "; " + name(p) + " throws again for the earlier capture"
	}
	return ""
}

// place names where a piece of seat stands at progress t, counting the
// cells of its circuit from its castle: the castles and the centre by name,
// the other cells by their number on the piece's way, 1 to 23.
func place(seat thayyam.Seat, t int) string {
	switch t {
	case 0:
		return "its castle"
	case 8:
		return "the opposite castle"
	case thayyam.Centre:
		return "the centre"
	}
	cell := thayyam.CellOf(seat, t)
	for s := range seatNames {
		if thayyam.Palace(thayyam.Seat(s)) == cell {
			return "the " + strings.ToLower(seatNames[s]) + " castle"
		}
	}
	return strconv.Itoa(t)
}

// pool writes the throws of the pool, largest first, as [withThrows] does:
// "4+2+1", or one throw with its article, "a 3".
func pool(s *thayyam.State) string {
	var b strings.Builder
	for i, v := range s.Pool(nil) {
		if i > 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(v))
	}
	return withThrows(b.String())
}

// withThrows writes the throws a move uses, as the notation writes them
// ("4+2"), or one throw with its article ("a 4", "an 8").
func withThrows(throws string) string {
	switch {
	case strings.Contains(throws, "+"):
		return throws
	case throws == "8":
		return "an 8"
	}
	return "a " + throws
}

// letter names piece i: a, b, c or d.
func letter(i int8) string { return string(rune('a' + i)) }

// and joins words as a list: "a", "a and b", "a, b and c".
func and(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
