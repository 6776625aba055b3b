package odds_test

import (
	"fmt"

	"tabula/odds"
	"tabula/rules/thayyam"
)

// The exact law of Thayyam's four cowries, read from its rules, and the
// facts a teacher can draw from it.
func Example() {
	t, err := odds.New(thayyam.Game, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range t.Rows {
		fmt.Printf("%d points: %d in %d\n", r.Points, r.Ways, r.Of)
	}
	fmt.Printf("mean: %v = %.2f\n", t.Mean(), t.Mean().Float())
	wait, _ := t.Wait(1)
	fmt.Printf("a 1: %v, so %v throws on average before the first\n", t.Chance(1), wait)
	again, points, _ := t.Again()
	series, _ := t.Series()
	fmt.Printf("another throw after %v: %v; a series is %v throws on average\n", points, again, series)
	// Output:
	// 1 points: 4 in 16
	// 2 points: 6 in 16
	// 3 points: 4 in 16
	// 4 points: 1 in 16
	// 8 points: 1 in 16
	// mean: 5/2 = 2.50
	// a 1: 1/4, so 4 throws on average before the first
	// another throw after [1 4 8]: 3/8; a series is 8/5 throws on average
}
