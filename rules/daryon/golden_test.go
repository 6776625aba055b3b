package daryon

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabula/rules"
)

var update = flag.Bool("update", false, "rewrite the golden records and results in testdata")

// goldenGames are random games played by a seeded rules.Match, kept as
// records with their final Key and Result.
var goldenGames = []struct {
	name, opts string
	seed       uint64
}{
	{"two", "players=2 exits=one credit=pawn grey=off", 1},
	{"three", "players=3 exits=one credit=pawn grey=off", 2},
	{"four-multi-player-grey", "players=4 exits=multi credit=player grey=on", 3},
	{"two-player-credit", "players=2 exits=one credit=player grey=off", 4},
	{"two-grey", "players=2 exits=multi credit=pawn grey=on", 5},
}

// TestGolden replays each record of testdata and compares its final Key and
// Result with the golden ones. With -update it plays the games again from
// their seeds and rewrites both files.
func TestGolden(t *testing.T) {
	for _, g := range goldenGames {
		t.Run(g.name, func(t *testing.T) {
			recordPath := filepath.Join("testdata", g.name+".record")
			goldenPath := filepath.Join("testdata", g.name+".golden")
			if *update {
				m, err := rules.NewMatch(Game, mustOptions(t, g.opts), g.seed)
				if err != nil {
					t.Fatal(err)
				}
				for m.State().ToMove() != rules.Over {
					if _, err := m.Play(m.RandomAction()); err != nil {
						t.Fatal(err)
					}
				}
				s := m.State()
				write(t, recordPath, m.Record().String())
				write(t, goldenPath, s.Key()+"\n"+s.Result().String()+"\n")
			}
			text, err := os.ReadFile(recordPath)
			if err != nil {
				t.Fatal(err)
			}
			if first, _, _ := strings.Cut(string(text), "\n"); first != "daryon "+g.opts {
				t.Errorf("record starts %q", first)
			}
			r, err := rules.ParseRecord(strings.NewReader(string(text)), []*rules.Game{Game})
			if err != nil {
				t.Fatal(err)
			}
			if r.String() != string(text) {
				t.Error("the record does not write back as read")
			}
			s, err := r.Replay()
			if err != nil {
				t.Fatal(err)
			}
			golden, err := os.ReadFile(goldenPath)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Key() + "\n" + s.Result().String() + "\n"; got != string(golden) {
				t.Errorf("replay ends at\n%swant\n%s", got, golden)
			}
		})
	}
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
