package thayyam

import (
	"testing"

	"tabula/rules"
	"tabula/rules/rulestest"
)

// BenchmarkPlayouts measures uniform random playouts from the start of each
// option set: one operation is one whole game, a step lists the legal actions
// and applies one (a throw drawn with its weight).
func BenchmarkPlayouts(b *testing.B) {
	for _, players := range []string{"2", "3", "4"} {
		for _, twins := range []string{"keep", "split"} {
			b.Run("players="+players+",twins="+twins, func(b *testing.B) {
				start, err := Game.Start("players="+players, "twins="+twins)
				if err != nil {
					b.Fatal(err)
				}
				rulestest.Bench(b, start, func(dst, src rules.State) { dst.(*State).CopyFrom(src.(*State)) })
			})
		}
	}
}
