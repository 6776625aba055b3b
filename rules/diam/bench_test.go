package diam

import (
	"testing"

	"tabula/rules"
	"tabula/rules/rulestest"
)

// optionSets lists every option set, in the names of the benchmarks.
var optionSets = []struct {
	name    string
	players int
	proto   bool
}{
	{"players=2,rules=ferti", 2, false},
	{"players=3,rules=ferti", 3, false},
	{"players=4,rules=ferti", 4, false},
	{"players=2,rules=prototype", 2, true},
	{"players=3,rules=prototype", 3, true},
	{"players=4,rules=prototype", 4, true},
}

// BenchmarkPlayouts measures random playouts from the start of every option
// set.
func BenchmarkPlayouts(b *testing.B) {
	for _, set := range optionSets {
		b.Run(set.name, func(b *testing.B) {
			rulestest.Bench(b, New(set.players, set.proto), func(dst, src rules.State) {
				dst.(*State).CopyFrom(src.(*State))
			})
		})
	}
}
