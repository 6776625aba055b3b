package ai_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/ai"
)

var update = flag.Bool("update", false, "rewrite testdata/moves.golden from the levels' present play")

// TestGoldenMoves asks the levels easy, medium and hard (and classic, in
// the race games) for their move at
// decisions of seeded games of every game and option set, and compares
// each move and the nodes it took with testdata/moves.golden: a change of
// the searches or the evaluations that is meant to keep the play (a
// refactoring) must keep every line. -update rewrites the file, for a
// change meant to change the play.
func TestGoldenMoves(t *testing.T) {
	var b strings.Builder
	for _, g := range all {
		for i, opts := range g.Rules.OptionSets() {
			var seen []rules.State
			playLevels(t, g, opts, []ai.Level{ai.Medium, ai.Easy}, uint64(100+i), func(st rules.State, _ ai.Level, _ rules.Action) {
				if len(st.Legal(nil)) > 1 {
					seen = append(seen, st.Clone())
				}
			})
			const perOptions = 8
			for k := range min(perOptions, len(seen)) {
				st := seen[k*len(seen)/perOptions]
				fmt.Fprintf(&b, "%s %s: %s\n", g.Rules.Name, g.Rules.FormatOptions(opts), st.Key())
				levels := []ai.Level{ai.Easy, ai.Medium, ai.Hard}
				if _, ok := g.AI.(ai.ClassicPlayer); ok {
					levels = append(levels, ai.Classic)
				}
				for _, l := range levels {
					s, err := newSearch(t, st, l, uint64(k))
					if err != nil {
						t.Fatal(err)
					}
					s.Step(1 << 30)
					fmt.Fprintf(&b, "\t%s: %s, %d nodes\n", l, st.FormatAction(s.Best()), s.Nodes())
				}
			}
		}
	}
	file := filepath.Join("testdata", "moves.golden")
	if *update {
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	got, wantLines := strings.Split(b.String(), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(got), len(wantLines)) {
		g, w := line(got, i), line(wantLines, i)
		if g != w {
			t.Errorf("line %d: %q, want %q", i+1, g, w)
		}
	}
}

// line returns the line i of lines, or "" past their end.
func line(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return ""
}
