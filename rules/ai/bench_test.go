package ai_test

import (
	"flag"
	"runtime"
	"testing"
	"time"

	"tabula/rules"
	"tabula/rules/ai"
)

// benchPositions returns decisions of game with opts from seeded games of
// the medium level against the easy one, every one with a choice.
func benchPositions(b testing.TB, game string, args ...string) []rules.State {
	g := find(game)
	opts, err := g.Rules.ParseOptions(args)
	if err != nil {
		b.Fatal(err)
	}
	var out []rules.State
	for seed := range uint64(4) {
		playLevels(b, g, opts, []ai.Level{ai.Medium, ai.Easy}, seed, func(st rules.State, _ ai.Level, _ rules.Action) {
			if len(st.Legal(nil)) > 1 {
				out = append(out, st.Clone())
			}
		})
	}
	return out
}

func benchHard(b *testing.B, game string, args ...string) {
	ps := benchPositions(b, game, args...)
	b.ResetTimer()
	nodes := 0
	for i := 0; b.Loop(); i++ {
		s, err := newSearch(b, ps[i%len(ps)], ai.Hard, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		s.Step(1 << 30)
		nodes += s.Nodes()
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkHardMoveDaryon measures a hard move of Daryon, over the
// decisions with a choice of seeded games.
func BenchmarkHardMoveDaryon(b *testing.B) { benchHard(b, "daryon") }

// BenchmarkHardMoveDejarik measures a hard move of Dejarik.
func BenchmarkHardMoveDejarik(b *testing.B) { benchHard(b, "dejarik") }

// BenchmarkHardMoveThayyam measures a hard move of Thayyam.
func BenchmarkHardMoveThayyam(b *testing.B) { benchHard(b, "thayyam") }

// BenchmarkHardMoveDiam measures a hard move of two-player Diam.
func BenchmarkHardMoveDiam(b *testing.B) { benchHard(b, "diam") }

// BenchmarkHardMoveDiam4 measures a hard move of four-player Diam.
func BenchmarkHardMoveDiam4(b *testing.B) { benchHard(b, "diam", "players=4") }

var worst = flag.Bool("worst", false, "measure the slowest hard move of every game and option set (slow)")

// TestWorstHardMove reports the slowest hard move over the decisions of
// seeded games of every game and option set; it fails above 100 ms
// natively and 250 ms in WebAssembly for the race games (the bounds of
// their learned value's search, issue 33), above 300 ms and 1 s for the
// others. It reads the clock only to report,
// never to decide. Run with -worst.
func TestWorstHardMove(t *testing.T) {
	if !*worst {
		t.Skip("run with -worst")
	}
	for _, g := range all {
		limit := 300 * time.Millisecond
		if runtime.GOOS == "js" {
			limit = time.Second
		}
		if g.Rules.Name == "daryon" || g.Rules.Name == "thayyam" {
			limit = 100 * time.Millisecond
			if runtime.GOOS == "js" {
				limit = 250 * time.Millisecond
			}
		}
		for _, opts := range g.Rules.OptionSets() {
			var args []string
			for k, v := range opts {
				args = append(args, k+"="+v)
			}
			ps := benchPositions(t, g.Rules.Name, args...)
			var slowest time.Duration
			var key string
			for i, st := range ps {
				start := time.Now()
				if _, err := choose(t, st, ai.Hard, uint64(i)); err != nil {
					t.Fatal(err)
				}
				if d := time.Since(start); d > slowest {
					slowest, key = d, st.Key()
				}
			}
			t.Logf("%s %s: %d positions, slowest %v (%s)", g.Rules.Name, g.Rules.FormatOptions(opts), len(ps), slowest, key)
			if slowest > limit {
				t.Errorf("%s %s: a hard move took %v", g.Rules.Name, g.Rules.FormatOptions(opts), slowest)
			}
		}
	}
}
