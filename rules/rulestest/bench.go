package rulestest

import (
	"math/bits"
	"math/rand/v2"
	"runtime"
	"testing"

	"tabula/rules"
)

// Bench measures random playouts from start: one benchmark operation is one
// whole game, and a step is "list the legal actions and apply one chosen at
// random" (a throw, at a chance step, drawn with the rules' weights). It
// reports playouts/s, steps/s and allocs/step; cmd/benchline turns them into
// the project's BENCH lines.
//
// reset(dst, src) must make dst a copy of src without allocating once dst's
// buffers have grown, so that the measure counts only the steps.
func Bench(b *testing.B, start rules.State, reset func(dst, src rules.State)) {
	s := start.Clone()
	rng := benchRand{rand.NewPCG(1, 2)}
	legal := make([]rules.Action, 0, 256)
	outcomes := make([]rules.Outcome, 0, 16)
	events := make([]rules.Event, 0, 64)
	var err error
	// Warm up, so that buffers have grown before the measure.
	for range 10 {
		reset(s, start)
		for s.ToMove() != rules.Over {
			legal = s.Legal(legal[:0])
			if events, err = s.Apply(legal[rng.IntN(len(legal))], events[:0]); err != nil {
				b.Fatal(err)
			}
		}
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	steps := 0
	b.ResetTimer()
	for b.Loop() {
		reset(s, start)
		for who := s.ToMove(); who != rules.Over; who = s.ToMove() {
			var a rules.Action
			if who == rules.Chance {
				outcomes = s.Outcomes(outcomes[:0])
				a = rules.Pick(outcomes, rng.IntN(rules.TotalWeight(outcomes)))
			} else {
				legal = s.Legal(legal[:0])
				a = legal[rng.IntN(len(legal))]
			}
			if events, err = s.Apply(a, events[:0]); err != nil {
				b.Fatal(err)
			}
			steps++
		}
	}
	b.StopTimer()
	runtime.ReadMemStats(&after)
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(b.N)/sec, "playouts/s")
	b.ReportMetric(float64(steps)/sec, "steps/s")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(steps), "allocs/step")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/playout")
}

// benchRand draws from a PCG generator called directly, not through the
// rand.Source interface, so that the harness costs the measure as little as
// possible.
type benchRand struct{ pcg *rand.PCG }

// IntN returns a number in [0, n) by multiply-shift; its bias, at most
// n/2^64, does not matter to a benchmark.
func (r benchRand) IntN(n int) int {
	hi, _ := bits.Mul64(r.pcg.Uint64(), uint64(n))
	return int(hi)
}
