package dejarik_test

import (
	"fmt"
	"strings"

	"tabula/rules"
	"tabula/rules/dejarik"
)

// Example plays the start of a game: White's first move can only be a
// straight exit or a Dejarik move; later a diagonal exit captures, and one in
// front of the mover's own pawn is augmented.
func Example() {
	s := dejarik.New()
	var moves []string
	for _, a := range s.Legal(nil) {
		moves = append(moves, s.FormatAction(a))
	}
	fmt.Println(strings.Join(moves, " "))
	var events []rules.Event
	for _, m := range []string{"O0-C", "O7-I7", "O5-I6", "O10-I11"} {
		a, err := s.ParseAction(m)
		if err != nil {
			fmt.Println(err)
			return
		}
		if events, err = s.Apply(a, events[:0]); err != nil {
			fmt.Println(err)
			return
		}
		fmt.Print(m, ":")
		for _, e := range events {
			switch e.Kind {
			case rules.EventCapture:
				fmt.Printf(" %s %v", e.Kind, dejarik.Cell(e.From))
			default:
				fmt.Printf(" %s %v-%v", e.Kind, dejarik.Cell(e.From), dejarik.Cell(e.To))
			}
		}
		fmt.Println()
	}
	fmt.Println(s.Key())
	fmt.Println(s)
	// Output:
	// O0-C O0-I0 O1-C O1-I1 O4-C O4-I4 O5-C O5-I5
	// O0-C: move O0-C
	// O7-I7: move O7-I7
	// O5-I6: move O5-I6 capture I7
	// O10-I11: move O10-I11 augment I11-I1
	// W:C,I6,O1,O4 B:I1,O6,O11 to=W first=-
	// dejarik: White (W) to move
	// first move pending: none; removed: White 0, Black 1
	//                O8      O7
	//        O9                      [B]
	//                  I8  I7
	//              I9          [W]
	//    O10    I10               I5     O5
	//                    [W]
	//    [B]    I11               I4     [W]
	//              I0          I3
	//                  [B] I2
	//        O0                      O3
	//                [W]     O2
}
