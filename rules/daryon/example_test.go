package daryon_test

import (
	"fmt"
	"strings"

	"tabula/rules"
	"tabula/rules/daryon"
)

// A game is a series of steps: a throw of the seeds, then a move that uses
// its points. A 1 brings a pawn out and gives another throw.
func Example() {
	s, _ := daryon.Game.Start("players=2")
	var ev []rules.Event
	for _, step := range []string{"throw 1", "out", "throw 3", "a", "throw 2", "pass"} {
		if s.ToMove() != rules.Chance {
			var moves []string
			for _, a := range s.Legal(nil) {
				moves = append(moves, s.FormatAction(a))
			}
			fmt.Printf("player %v may play: %s\n", s.ToMove(), strings.Join(moves, " "))
		}
		a, err := s.ParseAction(step)
		if err != nil {
			fmt.Println(err)
			return
		}
		ev, _ = s.Apply(a, ev[:0])
		var kinds []string
		for _, e := range ev {
			kinds = append(kinds, e.Kind.String())
		}
		fmt.Printf("%s: %s\n", step, strings.Join(kinds, " "))
	}
	fmt.Println(s.Key())
	fmt.Println(s)
	// Output:
	// throw 1: throw
	// player 0 may play: out
	// out: enter
	// throw 3: throw
	// player 0 may play: a
	// a: move hop hop hop turn
	// throw 2: throw
	// player 1 may play: pass
	// pass: pass turn
	// 2 one pawn off; S 4 0 0; N 0 0 0; credit -; 0 throws
	//   0   1   2   3   4   5   6   7   8
	// 8 C   .   .   .   J   .   .   .   C
	// 7 .               n               .
	// 6 .               n               .
	// 5 .               n               .
	// 4 J   w   w   w   H   e   e   e   J
	// 3 .               s               .
	// 2 .               s               .
	// 1 .               s               .
	// 0 C   .   .   .   Sa  .   .   .   C
	// S (player 0): a t=4 (4,0), b home, c home
	// N (player 1): a home, b home, c home
	// player 0 to throw
}
