package diam

import (
	"fmt"

	"tabula/rules"
)

// The colours, as [rules.Event.Piece] and [State.Pawn] number them.
const (
	Red    = 0 // R
	Orange = 1 // O
	Brown  = 2 // B
	Black  = 3 // K
)

// config holds what the player count and the rule set fix.
type config struct {
	players int
	proto   bool
	cycle   int8     // length of the turn order
	order   [4]int8  // seat at each place of the turn order
	side    [4]uint8 // side of each seat: 0 red/orange, 1 brown/black
	drops   [4]uint8 // for each seat, a bit per colour of its own reserve
	owner   [4]int8  // seat whose reserve holds each colour
	team    [2]rules.Seats
	name    string // "players=2 rules=ferti"
}

// configs is indexed by players-2 and by prototype.
var configs = func() (c [3][2]config) {
	base := [3]config{
		{players: 2, cycle: 2, order: [4]int8{0, 1},
			side: [4]uint8{0, 1}, drops: [4]uint8{0b0011, 0b1100},
			owner: [4]int8{0, 0, 1, 1}, team: [2]rules.Seats{rules.SeatsOf(0), rules.SeatsOf(1)}},
		{players: 3, cycle: 4, order: [4]int8{0, 1, 0, 2},
			side: [4]uint8{0, 1, 1}, drops: [4]uint8{0b0011, 0b0100, 0b1000},
			owner: [4]int8{0, 0, 1, 2}, team: [2]rules.Seats{rules.SeatsOf(0), rules.SeatsOf(1, 2)}},
		{players: 4, cycle: 4, order: [4]int8{0, 1, 2, 3},
			side: [4]uint8{0, 1, 0, 1}, drops: [4]uint8{0b0001, 0b0100, 0b0010, 0b1000},
			owner: [4]int8{0, 2, 1, 3}, team: [2]rules.Seats{rules.SeatsOf(0, 2), rules.SeatsOf(1, 3)}},
	}
	for i := range base {
		for j, name := range []string{"ferti", "prototype"} {
			c[i][j] = base[i]
			c[i][j].proto = j == 1
			c[i][j].name = fmt.Sprintf("players=%d rules=%s", base[i].players, name)
		}
	}
	return c
}()

// Game is the descriptor of Diam.
var Game = &rules.Game{
	Name:  "diam",
	Title: "Diam",
	Options: []rules.OptionSpec{
		{
			Key:    "players",
			Values: []string{"2", "3", "4"},
			Name:   "Number of players",
			Explain: []string{
				"Two players: red and orange against brown and black",
				"Three players: one with red and orange against a team of two, one brown, one black",
				"Four players in two teams: red and orange against brown and black, one colour each",
			},
		},
		{
			Key:    "rules",
			Values: []string{"ferti", "prototype"},
			Name:   "Rules",
			Explain: []string{
				"The published rules: a pawn may be dropped on any cell holding fewer than four",
				"The authors' first rules: drops only on empty cells, and a diam must be announced the move before",
			},
		},
	},
	New: func(opts rules.Options) (rules.State, error) {
		players, proto := 0, false
		switch opts["players"] {
		case "2", "":
			players = 2
		case "3":
			players = 3
		case "4":
			players = 4
		default:
			return nil, fmt.Errorf("diam: players=%q not allowed (allowed: 2, 3, 4)", opts["players"])
		}
		switch opts["rules"] {
		case "ferti", "":
		case "prototype":
			proto = true
		default:
			return nil, fmt.Errorf("diam: rules=%q not allowed (allowed: ferti, prototype)", opts["rules"])
		}
		return New(players, proto), nil
	},
}

// New returns the start position for 2, 3 or 4 players, with the prototype
// rules if proto is set and the published rules otherwise. It panics on
// another player count.
func New(players int, proto bool) *State {
	if players < 2 || players > 4 {
		panic("diam: players must be 2, 3 or 4")
	}
	j := 0
	if proto {
		j = 1
	}
	s := &State{cfg: &configs[players-2][j], res: [4]int8{4, 4, 4, 4}}
	s.hist = make([]position, 0, 16)
	s.hist = append(s.hist, s.position())
	return s
}
