package ai

import (
	"errors"
	"fmt"
	"strconv"

	"tabula/rules"
)

// Value is what a position of a solved game is worth for the player to
// move, or a move for the player making it, under perfect play by both
// sides: Points is the point difference the player can force (+3, +2, +1 a
// win of that many points, 0 a draw, -1, -2, -3 a loss), and Plies the
// number of plies (single moves) to the end of the game when the winner
// plays the shortest win and the loser the longest loss; it is 0 for a
// draw, which may last forever.
type Value struct {
	Points int8
	Plies  int16
}

// String writes the value as "win +2 in 7", "draw" or "loss -3 in 12".
func (v Value) String() string {
	switch {
	case v.Points > 0:
		return "win +" + strconv.Itoa(int(v.Points)) + " in " + strconv.Itoa(int(v.Plies))
	case v.Points < 0:
		return "loss " + strconv.Itoa(int(v.Points)) + " in " + strconv.Itoa(int(v.Plies))
	}
	return "draw"
}

// Better reports whether v is strictly better than w for the player they
// belong to: more points, then, among wins, fewer plies, and among losses,
// more plies. Draws are all equal.
func (v Value) Better(w Value) bool {
	switch {
	case v.Points != w.Points:
		return v.Points > w.Points
	case v.Points > 0:
		return v.Plies < w.Plies
	case v.Points < 0:
		return v.Plies > w.Plies
	}
	return false
}

// Negate returns the value one ply earlier, for the other player: the
// points change sign and a win or loss is one ply further away.
func (v Value) Negate() Value {
	if v.Points == 0 {
		return Value{}
	}
	return Value{Points: -v.Points, Plies: v.Plies + 1}
}

// Word names the kind of a value: "win", "draw" or "loss".
func (v Value) Word() string {
	switch {
	case v.Points > 0:
		return "win"
	case v.Points < 0:
		return "loss"
	}
	return "draw"
}

// MoveValue is a legal move with its value for the player making it.
type MoveValue struct {
	Action rules.Action
	Value  Value
}

// Analyst is an oracle that also values every move of a position: what the
// screens show as the analysis of a solved game, and how they find its
// mistakes.
type Analyst interface {
	Oracle
	// MoveValues returns every legal move of st, in the order of
	// st.Legal, with its value for the player to move. It is an error
	// when st is not a position the analyst knows.
	MoveValues(st rules.State) ([]MoveValue, error)
}

// Best returns the best of values by [Value.Better]; values must not be
// empty.
func Best(values []MoveValue) Value {
	best := values[0].Value
	for _, mv := range values[1:] {
		if mv.Value.Better(best) {
			best = mv.Value
		}
	}
	return best
}

// A Mistake is a move that made the value of the game worse for the player
// who made it: a win given up for a draw or a loss, a draw given up for a
// loss, or a win or loss of fewer points than the position allowed. A
// won game won more slowly than the shortest line, or a lost one lost
// sooner than the longest, is no mistake: only the points count.
type Mistake struct {
	Step   int          // the move's index in the history's steps
	Player rules.Player // who made it
	Move   string       // the move, as in the record
	Before Value        // the position's value for the player: what best play keeps
	After  Value        // the value of the move played, for the player
	Best   string       // a move that keeps Before's points, the first in legal order
}

// String describes the mistake: "O1-I1 (move 1): draw, then loss -1 in 40;
// O0-C kept the draw".
func (m Mistake) String() string {
	return fmt.Sprintf("%s (move %d): %s, then %s; %s kept the %s", m.Move, m.Step+1, m.Before, m.After, m.Best, m.Before.Word())
}

// FirstMistakes returns the first mistake of each seat in the steps of h
// up to its present, indexed by seat (nil for a seat that made none),
// judged by a: each move's value for its player, from
// [Analyst.MoveValues] on the position before it (with the game's own
// past, so a repetition is valued as the rules score it), against the best
// of those values. It is an error when a position is one a does not know.
func FirstMistakes(a Analyst, h *rules.History) ([]*Mistake, error) {
	first := make([]*Mistake, h.StateAt(0).Players())
	for i := range h.At() {
		step, st := h.Step(i), h.StateAt(i)
		p := step.ToMove
		if p < 0 || first[p] != nil {
			continue
		}
		moves, err := a.MoveValues(st)
		if err != nil {
			return first, fmt.Errorf("ai: step %d: %w", i+1, err)
		}
		if m := judge(st, moves, step.Action); m != nil {
			m.Step, m.Player, m.Move = i, p, step.Note
			first[p] = m
		}
	}
	return first, nil
}

// judge returns the mistake that playing a among moves would be, or nil
// when a keeps the points of the best move.
func judge(st rules.State, moves []MoveValue, a rules.Action) *Mistake {
	if len(moves) == 0 {
		return nil
	}
	best := Best(moves)
	var played *MoveValue
	for i := range moves {
		if moves[i].Action == a {
			played = &moves[i]
		}
	}
	if played == nil || played.Value.Points >= best.Points {
		return nil
	}
	// The first move in legal order that keeps the points, rather than
	// the fastest win: any of them keeps what the position was worth.
	for _, mv := range moves {
		if mv.Value.Points == best.Points {
			return &Mistake{Before: best, After: played.Value, Best: st.FormatAction(mv.Action)}
		}
	}
	return nil
}

// errNotAnalyst is returned where an oracle cannot value moves.
var errNotAnalyst = errors.New("ai: this solution does not value moves")

// AnalystOf returns o as an Analyst, or an error if it cannot value moves.
func AnalystOf(o Oracle) (Analyst, error) {
	if a, ok := o.(Analyst); ok {
		return a, nil
	}
	return nil, errNotAnalyst
}
