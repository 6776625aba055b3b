package solve

import (
	"errors"
	"fmt"

	"tabula/rules"
	"tabula/rules/dejarik"
)

// A Mistake is a move that made the value of the game worse for the player
// who made it: a win given up for a draw or a loss, a draw given up for a
// loss, or a win or loss of fewer points than the position allowed. A
// won game won more slowly than the shortest line, or a lost one lost
// sooner than the longest, is no mistake: only the points count.
type Mistake struct {
	Ply    int          // the move's index in the record's steps
	Player rules.Player // who made it
	Move   string       // the move, as in the record
	Before Value        // the position's value for the player: what best play keeps
	After  Value        // the value of the move played, for the player
	Best   string       // a move that keeps Before's points, the first in legal order
}

// String describes the mistake: "O1-I1 (move 1): draw, then loss -1 in 40;
// O0-C kept the draw".
func (m Mistake) String() string {
	return fmt.Sprintf("%s (move %d): %s, then %s; %s kept the %s", m.Move, m.Ply+1, m.Before, m.After, m.Best, m.Before.word())
}

// word names the kind of a value: "win", "draw" or "loss".
func (v Value) word() string {
	switch {
	case v.Points > 0:
		return "win"
	case v.Points < 0:
		return "loss"
	}
	return "draw"
}

// FirstMistakes replays a record of Dejarik with the rules and returns the
// first mistake of each player (indexed by player, nil for a player who
// made none), judged by t: each move's value for its player, from
// [Table.Moves] on the position before it (with the game's own history, so
// a repetition is valued as the rules score it), against the best of those
// values. It is an error when the record is not Dejarik's, does not replay,
// or reaches a position outside the table.
func FirstMistakes(t *Table, rec *rules.Record) ([2]*Mistake, error) {
	var first [2]*Mistake
	if rec.Game == nil || rec.Game.Name != dejarik.Game.Name {
		return first, errors.New("solve: not a record of Dejarik")
	}
	start, err := rec.Game.New(rec.Options)
	if err != nil {
		return first, err
	}
	st, ok := start.(*dejarik.State)
	if !ok {
		return first, errors.New("solve: not a state of Dejarik")
	}
	for i, step := range rec.Steps {
		a, err := st.ParseAction(step)
		if err != nil {
			return first, fmt.Errorf("solve: step %d: %w", i+1, err)
		}
		p := st.ToMove()
		if p >= 0 && first[p] == nil {
			moves, err := t.Moves(st)
			if err != nil {
				return first, fmt.Errorf("solve: step %d: %w", i+1, err)
			}
			if m := judge(st, moves, a); m != nil {
				m.Ply, m.Player, m.Move = i, p, step
				first[p] = m
			}
		}
		if _, err := st.Apply(a, nil); err != nil {
			return first, fmt.Errorf("solve: step %d: %w", i+1, err)
		}
	}
	return first, nil
}

// judge returns the mistake that playing a among moves would be, or nil
// when a keeps the points of the best move.
func judge(st *dejarik.State, moves []MoveValue, a rules.Action) *Mistake {
	if len(moves) == 0 {
		return nil
	}
	best := moves[0]
	var played *MoveValue
	for i := range moves {
		if moves[i].Value.Better(best.Value) {
			best = moves[i]
		}
		if moves[i].Action == a {
			played = &moves[i]
		}
	}
	if played == nil || played.Value.Points >= best.Value.Points {
		return nil
	}
	// The first move in legal order that keeps the points, rather than
	// the fastest win: any of them keeps what the position was worth.
	keep := best.Action
	for _, mv := range moves {
		if mv.Value.Points == best.Value.Points {
			keep = mv.Action
			break
		}
	}
	return &Mistake{Before: best.Value, After: played.Value, Best: st.FormatAction(keep)}
}
