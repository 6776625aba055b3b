package dejarik_test

import (
	"fmt"
	"strings"

	"tabula/help"
	"tabula/help/dejarik"
	"tabula/rules"
	rules_dejarik "tabula/rules/dejarik"
)

// The move log beside the board tells every step of a game in words.
func Example() {
	record := "dejarik\nO4-I4\nO10-I10\nO0-I0\nO6-I5\n"
	r, err := rules.ParseRecord(strings.NewReader(record), []*rules.Game{rules_dejarik.Game})
	if err != nil {
		panic(err)
	}
	h, err := r.History()
	if err != nil {
		panic(err)
	}
	name := func(p rules.Player) string { return dejarik.Help.SeatName(help.English, 2, p) }
	for i := range h.Len() {
		step := h.Step(i)
		fmt.Printf("%d. %s — %s\n", i+1, step.Note, dejarik.Help.Describe(help.English, h.StateAt(i), h.StateAt(i+1), step, name, -1))
	}
	// Output:
	// 1. O4-I4 — White: from outer 4 to inner 4, straight out
	// 2. O10-I10 — Black: from outer 10 to inner 10, straight out
	// 3. O0-I0 — White: from outer 0 to inner 0, straight out
	// 4. O6-I5 — Black: from outer 6 to inner 5, a diagonal exit, removes White's pawn on inner 4
}
