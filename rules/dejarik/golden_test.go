package dejarik

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabula/rules"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// randomSeeds are the seeds of the random games kept as records, chosen for
// their ends: 2 points, blocked, 1 point, repetition, 3 points.
var randomSeeds = []uint64{1, 3, 13, 19, 23}

// TestGolden replays every testdata/*.record and compares its final Key and
// Result with the .golden file beside it. With -update it first rewrites the
// records of the seeded random games, then every golden file.
func TestGolden(t *testing.T) {
	if *update {
		for _, seed := range randomSeeds {
			m, err := rules.NewMatch(Game, rules.Options{"players": "2"}, seed)
			if err != nil {
				t.Fatal(err)
			}
			for m.State().ToMove() != rules.Over {
				if _, err := m.Play(m.RandomAction()); err != nil {
					t.Fatal(err)
				}
			}
			head, steps, _ := strings.Cut(m.Record().String(), "\n")
			text := fmt.Sprintf("%s\n# A random game: rules.NewMatch seed %d, RandomAction.\n%s", head, seed, steps)
			if err := os.WriteFile(filepath.Join("testdata", fmt.Sprintf("random-%d.record", seed)), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	files, err := filepath.Glob(filepath.Join("testdata", "*.record"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 2 {
		t.Fatalf("only %d records in testdata", len(files))
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			r, err := rules.ParseRecord(f, []*rules.Game{Game})
			if err != nil {
				t.Fatal(err)
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
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("%s replays to\n%s\nwant\n%s", file, got, want)
			}
		})
	}
}
