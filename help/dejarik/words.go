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
func describe(l help.Lang, before, after rules.State, step rules.Step, name func(rules.Player) string, _ rules.Player) string {
	w := &phrases[help.English]
	if l == help.French {
		w = &phrases[help.French]
	}
	for i, e := range step.Events {
		if e.Kind == rules.EventMove {
			return name(e.Player) + w.colon + w.move(dejarik.Cell(e.From), dejarik.Cell(e.To)) + tail(l, after, e.Player, step.Events[i+1:], name)
		}
	}
	return name(step.Actor) + w.colon + step.Note
}

// tail tells, in l, what a move of mover did after it went from one cell to
// another, from the events that follow its move: each augmentation, the
// pawn removed, and the end of the game, as the end of the move log's
// sentence (", removes Black's pawn on inner 2", " — its four pawns side
// by side on inner 2, 3, 4 and 5: White wins 3 points"); "" for a plain
// move.
func tail(l help.Lang, after rules.State, mover rules.Player, events []rules.Event, name func(rules.Player) string) string {
	w := &phrases[help.English]
	if l == help.French {
		w = &phrases[help.French]
	}
	var text string
	for _, e := range events {
		switch e.Kind {
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

// placeText says what is at a place of the board, for a person who cannot see
// it (see [help.Game.Place]), in l; in English:
//
//	White's pawn on outer 5
//	Black's pawn on the centre
//	inner 3
//	inner 3: removes Black's pawn on inner 2
//	inner 3: lands in front of its own pawn on outer 1 and goes on to inner 3
//	inner 2 — its four pawns side by side on inner 2, 3, 4 and 5: White wins 3 points
//	outer 7: empty
//
// and in French "le pion de Blanc sur la case extérieure 5", "la case
// intérieure 3 : tue le pion de Noir sur la case intérieure 2". A pawn on
// the place, anybody's, is said with its owner and its cell, as the log
// names a pawn; an empty place by its name, then what a move of at's pawn
// there does beyond the move, as the log's sentence ends (see tail), or,
// when no legal move ends there, that it is empty. It returns "" for a
// state that is not a *dejarik.State.
func placeText(l help.Lang, st rules.State, at rules.Place) string {
	s, ok := st.(*dejarik.State)
	if !ok {
		return ""
	}
	fr := l == help.French
	c := dejarik.Cell(at.Cell)
	if owner := s.At(c); owner >= 0 {
		name := seatName(l, 2, owner)
		switch {
		case fr && c.IsCentre():
			return "le pion " + help.Of(name) + " au centre"
		case fr:
			return "le pion " + help.Of(name) + " sur " + cellNameFr(c)
		}
		return name + "'s pawn on " + cellName(c)
	}
	where := cellName(c)
	if fr {
		where = cellNameFr(c)
	}
	if !c.Valid() {
		return where
	}
	if tail, ok := arrival(l, s, at); ok {
		return where + help.Lead(l, tail)
	}
	if fr {
		return where + "\u00a0: vide"
	}
	return where + ": empty"
}

// arrival tells, in l, what the legal moves of at's pawn that end on at do
// beyond the move, as the end of the log's sentence (see tail), if they
// all do the same; ok is false when none ends there.
func arrival(l help.Lang, s *dejarik.State, at rules.Place) (text string, ok bool) {
	name := func(p rules.Player) string { return seatName(l, 2, p) }
	for _, c := range rules.Choices(s, nil) {
		if !c.Moves || c.To != at {
			continue
		}
		a := s.Clone()
		events, err := a.Apply(c.Action, nil)
		if err != nil || len(events) == 0 {
			continue
		}
		t := tail(l, a, events[0].Player, events[1:], name)
		if ok && t != text {
			return "", true // moves that do different things: say none
		}
		text, ok = t, true
	}
	return text, ok
}
