package dejarik

import (
	"strconv"
	"strings"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/dejarik"
)

// seatName names seat p by its colour: White (seat 0, who moves first) or
// Black. It returns "" for a seat or a number of players the game does not
// have.
func seatName(players int, p rules.Player) string {
	if players != 2 || p < 0 || p > 1 {
		return ""
	}
	return [2]string{"White", "Black"}[p]
}

// levels says in a line how the computer plays Dejarik at each level,
// indexed by ai.Level, up to the perfect play of the solved game.
var levels = [5]string{
	ai.Random:  "The computer plays any legal move, drawn at random: a first game's opponent.",
	ai.Easy:    "A beginner: the computer takes a win or a capture it sees, and misjudges the rest.",
	ai.Medium:  "A fair player: the computer looks a few moves ahead.",
	ai.Hard:    "A strong player: the computer searches deep before it moves.",
	ai.Perfect: "Perfect play from the solved game: the computer never lets a win or a draw slip.",
}

// label names a move for its button: its notation, "O2-I3", which the
// board's spoke numbers let a player read.
func label(c rules.Choice) string { return c.Note }

// describe says one step of a Dejarik game in words, for the move log:
//
//	White: from outer 0 to inner 0, straight out
//	White: from outer 5 to inner 3, a double diagonal exit, removes Black's pawn on inner 2
//	White: from outer 0 to inner 1, a diagonal exit, lands in front of its own pawn on outer 1 and goes on to inner 3
//	White: from outer 1 to the centre
//	White: from outer 0 to inner 2, a double diagonal exit — its four pawns side by side on inner 2, 3, 4 and 5: White wins 3 points
//	Black: from inner 7 back to outer 7 — the same position for the third time: a draw, 1 point each
//
// Cells are named as the package documentation says. describe reads the
// step's events, and after's result for the end of the game; it does not
// need before.
func describe(before, after rules.State, step rules.Step, name func(rules.Player) string) string {
	var text string
	var mover rules.Player
	for _, e := range step.Events {
		switch e.Kind {
		case rules.EventMove:
			mover = e.Player
			text = name(e.Player) + ": " + moveText(dejarik.Cell(e.From), dejarik.Cell(e.To))
		case rules.EventAugment:
			text += ", lands in front of its own pawn on " + cellName(dejarik.Outer(dejarik.Cell(e.From).Index())) +
				" and goes on to " + cellName(dejarik.Cell(e.To))
		case rules.EventCapture:
			text += ", removes " + name(e.Player) + "'s pawn on " + cellName(dejarik.Cell(e.From))
		case rules.EventLine:
			pawns := "its four pawns"
			if e.Value == 3 {
				pawns = "its last three pawns"
			}
			var spokes []string
			for i := range int(e.Value) {
				spokes = append(spokes, strconv.Itoa((dejarik.Cell(e.From).Index()+i)%dejarik.Ring))
			}
			text += " — " + pawns + " side by side on inner " + and(spokes)
		case rules.EventEnd:
			text += endText(after, e, mover, name)
		}
	}
	if text == "" {
		return name(step.Actor) + ": " + step.Note
	}
	return text
}

// cellName names a cell by its ring and the number of its spoke, which the
// board shows on its rim: "outer 5", "inner 3", or "the centre".
func cellName(c dejarik.Cell) string {
	switch {
	case c.IsCentre():
		return "the centre"
	case c.IsInner():
		return "inner " + strconv.Itoa(c.Index())
	case c.IsOuter():
		return "outer " + strconv.Itoa(c.Index())
	}
	return c.String()
}

// moveText names a move by its cells and its kind.
func moveText(from, to dejarik.Cell) string {
	cells := "from " + cellName(from) + " to " + cellName(to)
	switch {
	case to.IsCentre(), from.IsCentre():
		return cells
	case from.IsInner():
		return "from " + cellName(from) + " back to " + cellName(to)
	}
	switch d := (to.Index() - from.Index() + dejarik.Ring) % dejarik.Ring; d {
	case 0:
		return cells + ", straight out"
	case 1, dejarik.Ring - 1:
		return cells + ", a diagonal exit"
	}
	return cells + ", a double diagonal exit"
}

// endText says why the game ended and what it scores. A line was told by
// its own event; a win without one is the opponent's second lost pawn.
func endText(after rules.State, e rules.Event, mover rules.Player, name func(rules.Player) string) string {
	r := after.Result()
	switch {
	case r.Status == rules.Win && r.Points == 2:
		return " — " + name(1-mover) + " has lost two pawns: " + name(e.Player) + " wins 2 points"
	case r.Status == rules.Win:
		return ": " + name(e.Player) + " wins " + points(r.Points)
	case r.Points == 1:
		return " — the same position for the third time: a draw, 1 point each"
	}
	return " — " + name(1-mover) + " cannot move: the game is null, no points"
}

// points writes a number of points.
func points(n int) string {
	if n == 1 {
		return "1 point"
	}
	return strconv.Itoa(n) + " points"
}

// and joins words as a list: "a", "a and b", "a, b and c".
func and(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
