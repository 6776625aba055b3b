package daryon

import (
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/rulestest"
)

// optionSets are the option sets that the conformance kit, the soak, perft
// and the benchmarks cover: each player count with the defaults, and each
// non-default value once with two players.
var optionSets = []string{
	"players=2 exits=one credit=pawn grey=off",
	"players=3 exits=one credit=pawn grey=off",
	"players=4 exits=one credit=pawn grey=off",
	"players=2 exits=multi credit=pawn grey=off",
	"players=2 exits=one credit=player grey=off",
	"players=2 exits=one credit=pawn grey=on",
	"players=4 exits=multi credit=player grey=on",
}

// start returns the start position for "KEY=VALUE ..." options.
func start(tb testing.TB, opts string) *State {
	tb.Helper()
	s, err := Game.Start(strings.Fields(opts)...)
	if err != nil {
		tb.Fatal(err)
	}
	return s.(*State)
}

func BenchmarkPlayouts(b *testing.B) {
	for _, opts := range optionSets {
		b.Run(strings.ReplaceAll(opts, " ", ","), func(b *testing.B) {
			rulestest.Bench(b, start(b, opts), func(dst, src rules.State) { dst.(*State).CopyFrom(src.(*State)) })
		})
	}
}
