package dejarik

import (
	"strconv"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/dejarik"
)

// seatNames name the seats by their colour in each language: White (seat
// 0, who moves first) and Black, Blanc and Noir.
var seatNames = [help.Langs][2]string{
	help.English: {"White", "Black"},
	help.French:  {"Blanc", "Noir"},
}

// seatName names seat p by its colour, in l. It returns "" for a seat or a
// number of players the game does not have.
func seatName(l help.Lang, players int, p rules.Player) string {
	if players != 2 || p < 0 || p > 1 || int(l) >= help.Langs {
		return ""
	}
	return seatNames[l][p]
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

// options names the rule options for the set-up screen, in the order of
// the rules' descriptor.
var options = []help.Option{
	{Name: "Players", Values: []string{"2"}, Explain: []string{
		"Two players, White and Black, with four pawns each; White moves first.",
	}},
}

// label names a move for its button, in any language: its notation,
// "O2-I3", which the board's spoke numbers let a player read.
func label(_ help.Lang, c rules.Choice) string { return c.Note }

// describe says one step of a Dejarik game in words, for the move log, in
// l:
//
//	White: from outer 0 to inner 0, straight out
//	White: from outer 5 to inner 3, a double diagonal exit, removes Black's pawn on inner 2
//	White: from outer 0 to inner 1, a diagonal exit, lands in front of its own pawn on outer 1 and goes on to inner 3
//	White: from outer 1 to the centre
//	White: from outer 0 to inner 2, a double diagonal exit — its four pawns side by side on inner 2, 3, 4 and 5: White wins 3 points
//	Black: from inner 7 back to outer 7 — the same position for the third time: a draw, 1 point each
//
// and in French (see the phrases of words_fr.go). Cells are named as the
// package documentation says. describe reads the step's events, and
// after's result for the end of the game; it does not need before.
func describe(l help.Lang, before, after rules.State, step rules.Step, name func(rules.Player) string) string {
	w := &phrases[help.English]
	if l == help.French {
		w = &phrases[help.French]
	}
	var text string
	var mover rules.Player
	for _, e := range step.Events {
		switch e.Kind {
		case rules.EventMove:
			mover = e.Player
			text = name(e.Player) + w.colon + w.move(dejarik.Cell(e.From), dejarik.Cell(e.To))
		case rules.EventAugment:
			text += w.augment(dejarik.Outer(dejarik.Cell(e.From).Index()), dejarik.Cell(e.To))
		case rules.EventCapture:
			text += w.capture(name(e.Player), dejarik.Cell(e.From))
		case rules.EventLine:
			var spokes []string
			for i := range int(e.Value) {
				spokes = append(spokes, strconv.Itoa((dejarik.Cell(e.From).Index()+i)%dejarik.Ring))
			}
			text += w.line(int(e.Value), help.List(l, spokes))
		case rules.EventEnd:
			text += w.end(after.Result(), name(e.Player), name(1-mover))
		}
	}
	if text == "" {
		return name(step.Actor) + w.colon + step.Note
	}
	return text
}

// words are the phrases of the move log in one language.
type words struct {
	colon string // between a seat's name and what it did
	// move names a move by its cells and its kind.
	move func(from, to dejarik.Cell) string
	// augment tells an augmentation: the pawn landed in front of its own
	// pawn on outer and went on to to.
	augment func(outer, to dejarik.Cell) string
	// capture tells the removal of owner's pawn on cell.
	capture func(owner string, cell dejarik.Cell) string
	// line tells n pawns side by side on the inner spokes listed.
	line func(n int, spokes string) string
	// end says why the game ended and what it scores: winner is the
	// mover, other the opponent. A line was told by its own event; a win
	// without one is the opponent's second lost pawn.
	end func(r rules.Result, winner, other string) string
}

// phrases are the words of each language.
var phrases = [help.Langs]words{
	help.English: {
		colon: ": ",
		move: func(from, to dejarik.Cell) string {
			if from.IsInner() {
				return "from " + cellName(from) + " back to " + cellName(to)
			}
			return "from " + cellName(from) + " to " + cellName(to) + kind(from, to, ", straight out", ", a diagonal exit", ", a double diagonal exit")
		},
		augment: func(outer, to dejarik.Cell) string {
			return ", lands in front of its own pawn on " + cellName(outer) + " and goes on to " + cellName(to)
		},
		capture: func(owner string, cell dejarik.Cell) string {
			return ", removes " + owner + "'s pawn on " + cellName(cell)
		},
		line: func(n int, spokes string) string {
			if n == 3 {
				return " — its last three pawns side by side on inner " + spokes
			}
			return " — its four pawns side by side on inner " + spokes
		},
		end: func(r rules.Result, winner, other string) string {
			switch {
			case r.Status == rules.Win && r.Points == 2:
				return " — " + other + " has lost two pawns: " + winner + " wins 2 points"
			case r.Status == rules.Win && r.Points == 1:
				return ": " + winner + " wins 1 point"
			case r.Status == rules.Win:
				return ": " + winner + " wins " + strconv.Itoa(r.Points) + " points"
			case r.Points == 1:
				return " — the same position for the third time: a draw, 1 point each"
			}
			return " — " + other + " cannot move: the game is null, no points"
		},
	},
	help.French: wordsFr,
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

// kind returns the words of the kind of an exit from the outer ring to the
// inner: straight, diagonal or double diagonal; "" for a move to or from
// the centre.
func kind(from, to dejarik.Cell, straight, diagonal, double string) string {
	if !from.IsOuter() || !to.IsInner() {
		return ""
	}
	switch spokes(from, to) {
	case 0:
		return straight
	case 1:
		return diagonal
	}
	return double
}

// spokes returns how many spokes apart two ring cells are, 0 to 6.
func spokes(a, b dejarik.Cell) int {
	d := (b.Index() - a.Index() + dejarik.Ring) % dejarik.Ring
	return min(d, dejarik.Ring-d)
}
