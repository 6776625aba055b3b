package daryon

import (
	"fmt"

	"tabula/rules"
)

// Game is the daryon descriptor: its name, its options in the order of the
// rules file, and its constructor.
var Game = &rules.Game{
	Name:    "daryon",
	Title:   "Daryon",
	Options: options,
	New:     func(opts rules.Options) (rules.State, error) { return New(opts) },
}

// options are the rule options, each default first.
var options = []rules.OptionSpec{
	{
		Key: "players", Values: []string{"2", "3", "4"}, Name: "Players",
		Explain: []string{
			"Two players, seated south and north.",
			"Three players, seated south, west and north.",
			"Four players, one on each side.",
		},
	},
	{
		Key: "exits", Values: []string{"one", "multi"}, Name: "Leaving home",
		Explain: []string{
			"A pawn leaves home only on a throw of 1.",
			"Also two pawns leave on a 5 and three on a 6.",
		},
	},
	{
		Key: "credit", Values: []string{"pawn", "player"}, Name: "Going home",
		Explain: []string{
			"A pawn may go home only once it has itself sent an opposing pawn home.",
			"Once any of your pawns has sent an opposing pawn home, all of yours may go home.",
		},
	},
	{
		Key: "grey", Values: []string{"off", "on"}, Name: "Safe junctions",
		Explain: []string{
			"Only the four corners are safe.",
			"The four junctions are safe too.",
		},
	},
}

// Pawns is the number of pawns of each player.
const Pawns = 3

// New returns the start position for the options opts, as returned by
// Game.ParseOptions. A missing option takes its default value.
func New(opts rules.Options) (*State, error) {
	get := func(key string) string {
		if v, ok := opts[key]; ok {
			return v
		}
		for _, o := range options {
			if o.Key == key {
				return o.Default()
			}
		}
		return ""
	}
	s := &State{toMove: rules.Chance, k: -1, winner: -1}
	switch p := get("players"); p {
	case "2", "3", "4":
		s.players = int8(p[0] - '0')
	default:
		return nil, fmt.Errorf("daryon: option players=%q not allowed", p)
	}
	for i := range s.players {
		s.side[i] = SeatSide(int(s.players), int(i))
	}
	var err error
	if s.multi, err = choice(get("exits"), "exits", "one", "multi"); err != nil {
		return nil, err
	}
	if s.shared, err = choice(get("credit"), "credit", "pawn", "player"); err != nil {
		return nil, err
	}
	if s.grey, err = choice(get("grey"), "grey", "off", "on"); err != nil {
		return nil, err
	}
	return s, nil
}

func choice(v, key, off, on string) (bool, error) {
	switch v {
	case off:
		return false, nil
	case on:
		return true, nil
	}
	return false, fmt.Errorf("daryon: option %s=%q not allowed", key, v)
}
