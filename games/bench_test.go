package games_test

import (
	"runtime"
	"strings"
	"testing"

	"tabula/games"
	"tabula/rules"
)

// longGame returns the whole history of a seeded random game of game with
// the option arguments args that lasts at least minSteps steps: the first
// seed from 1 that gives one.
func longGame(b *testing.B, game string, args []string, minSteps int) *rules.History {
	b.Helper()
	g := games.Find(game).Rules
	opts, err := g.ParseOptions(args)
	if err != nil {
		b.Fatal(err)
	}
	for seed := uint64(1); seed < 1000; seed++ {
		h := randomHistory(b, g, opts, seed, 1<<20)
		if h.Len() >= minSteps {
			return h
		}
	}
	b.Fatalf("no game of %s %v has %d steps", game, args, minSteps)
	return nil
}

// BenchmarkHistoryJump jumps to step after step of a four-player Thayyam
// game of 1,000 steps or more and reads the position there: what the log
// and undo cost, since every position is kept.
func BenchmarkHistoryJump(b *testing.B) {
	h := longGame(b, "thayyam", []string{"players=4"}, 1000)
	n := h.Len()
	i := 0
	for b.Loop() {
		i = (i + 389) % (n + 1)
		if err := h.Jump(i); err != nil {
			b.Fatal(err)
		}
		if h.State().ToMove() == rules.Player(-9) {
			b.Fatal("impossible")
		}
	}
	b.ReportMetric(float64(n), "steps")
}

// BenchmarkHistoryRead reads the record of the same game back into a
// history: opening a record, or resuming a saved game.
func BenchmarkHistoryRead(b *testing.B) {
	h := longGame(b, "thayyam", []string{"players=4"}, 1000)
	text := h.Record().String()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := rules.ReadHistory(strings.NewReader(text), games.Rules()); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(h.Len()), "steps")
}

// BenchmarkHistoryMemory measures the heap a whole history holds — every
// step with its events and the position after it — for the longest of 20
// seeded random games of each option set of each game, and reports it per
// history and per step.
func BenchmarkHistoryMemory(b *testing.B) {
	for _, mod := range games.All {
		b.Run(mod.Rules.Name, func(b *testing.B) {
			var longest *rules.History
			var opts string
			for _, o := range mod.Rules.OptionSets() {
				for seed := range uint64(20) {
					m, _ := rules.NewMatch(mod.Rules, o, seed)
					for n := 0; m.State().ToMove() != rules.Over && n < 1<<20; n++ {
						m.Play(m.RandomAction())
					}
					if longest == nil || m.History().Len() > longest.Len() {
						longest, opts = m.History(), mod.Rules.FormatOptions(o)
					}
				}
			}
			text := longest.Record().String()
			var bytes uint64
			for b.Loop() {
				var before, after runtime.MemStats
				runtime.GC()
				runtime.ReadMemStats(&before)
				h, err := rules.ReadHistory(strings.NewReader(text), games.Rules())
				if err != nil {
					b.Fatal(err)
				}
				runtime.GC()
				runtime.ReadMemStats(&after)
				bytes = after.HeapAlloc - before.HeapAlloc
				runtime.KeepAlive(h)
			}
			b.Logf("%s: the longest game, %s, %d steps", mod.Rules.Name, opts, longest.Len())
			b.ReportMetric(float64(bytes), "bytes/history")
			b.ReportMetric(float64(bytes)/float64(longest.Len()), "bytes/step")
			b.ReportMetric(float64(longest.Len()), "steps")
		})
	}
}
