package dejarik

import (
	"testing"

	"tabula/rules"
	"tabula/rules/rulestest"
)

// BenchmarkPlayouts measures random playouts from the start position.
func BenchmarkPlayouts(b *testing.B) {
	b.Run("players=2", func(b *testing.B) {
		start, err := Game.Start("players=2")
		if err != nil {
			b.Fatal(err)
		}
		rulestest.Bench(b, start, func(dst, src rules.State) { dst.(*State).CopyFrom(src.(*State)) })
	})
}
