package diam_test

import (
	"fmt"

	"tabula/rules"
	"tabula/rules/diam"
)

// Example plays a short two-player game: brown climbs on red at cell 0,
// orange goes to cell 4, and brown climbs on it: two brown pawns at level 2
// on opposite cells, a diam.
func Example() {
	s, err := diam.Game.Start("players=2")
	if err != nil {
		panic(err)
	}
	fmt.Println(len(s.Legal(nil)), "moves at the start")
	var events []rules.Event
	for _, move := range []string{"R@0", "B@0", "O@4", "B@4"} {
		a, err := s.ParseAction(move)
		if err != nil {
			panic(err)
		}
		if events, err = s.Apply(a, events[:0]); err != nil {
			panic(err)
		}
	}
	for _, e := range events {
		switch e.Kind {
		case rules.EventDrop:
			fmt.Printf("seat %v dropped colour %d on cell %d at level %d\n", e.Player, e.Piece, e.To, e.Level)
		case rules.EventLine:
			fmt.Printf("diam of colour %d on cells %d and %d at level %d\n", e.Piece, e.From, e.To, e.Level)
		case rules.EventEnd:
			fmt.Println("game over")
		}
	}
	fmt.Println(s.Result())
	fmt.Println(s.Key())
	fmt.Println(s)
	// Output:
	// 16 moves at the start
	// seat 1 dropped colour 2 on cell 4 at level 2
	// diam of colour 2 on cells 0 and 4 at level 2
	// game over
	// winner 1
	// RB/-/-/-/OB/-/-/- place=0 seat=0 winner 1
	// diam players=2 rules=ferti
	// level 4 | . . . . . . . .
	// level 3 | . . . . . . . .
	// level 2 | B . . . B . . .
	// level 1 | R . . . O . . .
	// cell    | 0 1 2 3 4 5 6 7
	// seat 0 (side R+O) reserve R3 O3
	// seat 1 (side B+K) reserve B2 K4
	// over: winner 1
}
