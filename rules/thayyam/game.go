package thayyam

import (
	"fmt"
	"strconv"

	"tabula/rules"
)

// Game is Thayyam, the South-Indian race game with four cowries, for 2, 3 or
// 4 players.
var Game = &rules.Game{
	Name:  "thayyam",
	Title: "Thayyam",
	Options: []rules.OptionSpec{
		{
			Key:    "players",
			Values: []string{"2", "3", "4"},
			Name:   "Players",
			Explain: []string{
				"two players, South against North",
				"three players: South, West and North",
				"four players: South, West, North and East",
			},
		},
		{
			Key:    "twins",
			Values: []string{"keep", "split"},
			Name:   "Captured twins",
			Explain: []string{
				"stay twins and come back together with two 1s of one turn",
				"come back as two single pieces, each entering with its own 1",
			},
		},
	},
	New: func(opts rules.Options) (rules.State, error) {
		n := 2
		if v, ok := opts["players"]; ok {
			var err error
			if n, err = strconv.Atoi(v); err != nil {
				return nil, fmt.Errorf("thayyam: players=%q is not a number", v)
			}
		}
		keep := true
		switch opts["twins"] {
		case "", "keep":
		case "split":
			keep = false
		default:
			return nil, fmt.Errorf("thayyam: twins=%q: want keep or split", opts["twins"])
		}
		return New(n, keep)
	},
}

// New returns the start position for 2, 3 or 4 players; keep says whether
// captured twins stay twins (twins=keep) or come back as single pieces
// (twins=split). Every piece waits and player 0 (South) is to throw.
func New(players int, keep bool) (*State, error) {
	if players < 2 || players > 4 {
		return nil, fmt.Errorf("thayyam: %d players: the game is for 2, 3 or 4", players)
	}
	s := &State{players: int8(players), keep: keep, toMove: rules.Chance, winner: -1}
	for p := range s.pos {
		s.pos[p] = [4]int8{Waiting, Waiting, Waiting, Waiting}
		s.mate[p] = [4]int8{-1, -1, -1, -1}
	}
	return s, nil
}
