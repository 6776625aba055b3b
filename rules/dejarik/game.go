package dejarik

import (
	"fmt"

	"tabula/rules"
)

// Game is the descriptor of Dejarik for the referee, the match and the
// screens.
var Game = &rules.Game{
	Name:  "dejarik",
	Title: "Dejarik",
	Options: []rules.OptionSpec{{
		Key:     "players",
		Values:  []string{"2"},
		Name:    "number of players",
		Explain: []string{"two players, White and Black, with four pawns each; White moves first"},
	}},
	New: func(opts rules.Options) (rules.State, error) {
		if p, ok := opts["players"]; ok && p != "2" {
			return nil, fmt.Errorf("dejarik: players=%s not allowed (allowed: 2)", p)
		}
		return New(), nil
	},
	// A match goes to 12 points, the players swapping colours from game
	// to game (dejarik.md, "Material, start, order" and "End of a game").
	MatchPoints: 12,
}

// White and Black are the seats of the two players; White moves first.
const (
	White rules.Player = 0
	Black rules.Player = 1
)

// Pawns is the number of pawns of each player at the start.
const Pawns = 4

// New returns the start position: White (seat 0) on O0 O1 O4 O5, Black on
// O6 O7 O10 O11, White to move, neither player having made his first move.
// The pawns are numbered 0..3 for White and 4..7 for Black, in the order of
// their start cells.
func New() *State {
	s := &State{hist: make([]uint64, 0, histCap)}
	s.place([2][]Cell{{O0, O1, O4, O5}, {O6, O7, O10, O11}}, White, 0)
	return s
}

// place sets up a position from scratch: pawns of White get ids 0.. in the
// listed order, pawns of Black ids 4.. likewise.
func (s *State) place(cells [2][]Cell, turn rules.Player, moved uint8) {
	s.occ = [2]uint32{}
	for c := range s.board {
		s.board[c] = -1
	}
	for p, list := range cells {
		for j, c := range list {
			s.occ[p] |= 1 << c
			s.board[c] = int8(p*Pawns + j)
		}
	}
	s.turn, s.moved, s.res = turn, moved, rules.Result{}
	s.hist = append(s.hist[:0], s.code())
	if !s.hasMove(turn) {
		s.res = rules.Result{Status: rules.Draw, Scored: true, Points: 0}
	}
}
