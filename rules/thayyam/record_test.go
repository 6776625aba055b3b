package thayyam

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabula/rules"
)

var update = flag.Bool("update", false, "rewrite the golden records and results in testdata")

// goldenGames are the seeded random games written to testdata with -update.
var goldenGames = []struct {
	name string
	args []string
	seed uint64
}{
	{"players2-keep", []string{"players=2", "twins=keep"}, 1},
	{"players2-split", []string{"players=2", "twins=split"}, 2},
	{"players3-keep", []string{"players=3", "twins=keep"}, 3},
	{"players3-split", []string{"players=3", "twins=split"}, 4},
	{"players4-keep", []string{"players=4", "twins=keep"}, 5},
	{"players4-split", []string{"players=4", "twins=split"}, 6},
}

// TestGoldenRecords replays every testdata/*.record and compares the final
// Key and Result with the .golden file beside it. With -update it first
// plays the goldenGames again to write their records, then rewrites every
// .golden file.
func TestGoldenRecords(t *testing.T) {
	if *update {
		for _, g := range goldenGames {
			opts, err := Game.ParseOptions(g.args)
			if err != nil {
				t.Fatal(err)
			}
			m, err := rules.NewMatch(Game, opts, g.seed)
			if err != nil {
				t.Fatal(err)
			}
			for m.State().ToMove() != rules.Over {
				if _, err := m.Play(m.RandomAction()); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.WriteFile(filepath.Join("testdata", g.name+".record"), []byte(m.Record().String()), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	files, err := filepath.Glob(filepath.Join("testdata", "*.record"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no records in testdata: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			text, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			r, err := rules.ParseRecord(strings.NewReader(string(text)), []*rules.Game{Game})
			if err != nil {
				t.Fatal(err)
			}
			if r.String() != string(text) {
				t.Errorf("the record does not write back as it reads")
			}
			s, err := r.Replay()
			if err != nil {
				t.Fatal(err)
			}
			got := s.Key() + "\n" + s.Result().String() + "\n"
			golden := strings.TrimSuffix(file, ".record") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("replay ends at\n%s\nwant\n%s", got, want)
			}
		})
	}
}
