package thayyam_test

import (
	"fmt"
	"strings"

	"tabula/rules"
	"tabula/rules/thayyam"
)

// A player with nothing on the board throws until a 2 or a 3; the 4 before
// his first 1 is void. He enters a piece with the 1 and moves it with the 2.
func Example() {
	s, _ := thayyam.Game.Start("players=2")
	var events []rules.Event
	playStep := func(text string) {
		a, err := s.ParseAction(text)
		if err == nil {
			events, err = s.Apply(a, events[:0])
		}
		if err != nil {
			fmt.Println(err)
			return
		}
		var kinds []string
		for _, e := range events {
			kinds = append(kinds, e.Kind.String())
		}
		fmt.Printf("%-8s %s\n", text, strings.Join(kinds, " "))
	}
	for _, step := range []string{"throw 4", "throw 1", "throw 2"} {
		playStep(step)
	}
	var moves []string
	for _, a := range s.Legal(nil) {
		moves = append(moves, s.FormatAction(a))
	}
	fmt.Println("legal:", strings.Join(moves, " "))
	playStep("b:in")
	playStep("a:in")
	playStep("a:2")
	fmt.Println(s)
	// Output:
	// throw 4  throw void
	// throw 1  throw
	// throw 2  throw
	// legal: a:in end
	// thayyam: "b:in": illegal move: name the lowest letter of the pieces in the same place
	// a:in     enter
	// a:2      hop hop move turn
	// Thayyam, 2 players, captured twins keep
	// 4  .   .  [. ] .   .
	// 3  .   .   .   .   .
	// 2 [. ] .  [. ] .  [. ]
	// 1  .   .   .   .   .
	// 0  .   .  [. ] .   0a
	//    0   1   2   3   4
	// player 0 (S): waiting b c d, out -
	// player 1 (N): waiting a b c d, out -
	// player 1 throws; pool -; bonus series owed 0
}
