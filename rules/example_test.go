package rules_test

import (
	"fmt"

	"tabula/rules"
	"tabula/rules/rulestest/toygame"
)

// A Match throws the lots with its seeded source and keeps the record; the
// same seed always plays the same game.
func ExampleMatch() {
	g := toygame.New(toygame.Faults{})
	m, _ := rules.NewMatch(g, rules.Options{"players": "2", "start": "3"}, 1)
	for m.State().ToMove() != rules.Over {
		events, _ := m.Play(m.RandomAction())
		for _, e := range events {
			switch e.Kind {
			case rules.EventThrow:
				fmt.Printf("throw: %d heads, %d points\n", e.Value, e.Points)
			case rules.EventMove:
				fmt.Printf("player %v: %d -> %d\n", e.Player, e.From, e.To)
			}
		}
	}
	fmt.Println(m.State().Result())
	// Output:
	// throw: 2 heads, 3 points
	// player 0: 3 -> 4
	// throw: 1 heads, 2 points
	// player 1: 3 -> 4
	// throw: 0 heads, 1 points
	// player 0: 4 -> 5
	// throw: 1 heads, 2 points
	// player 1: 4 -> 5
	// throw: 1 heads, 2 points
	// player 0: 5 -> 6
	// winner 0
}
