package diam

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabula/rules"
)

var update = flag.Bool("update", false, "rewrite the golden records and results in testdata")

// goldenGames lists the seeded random games kept as golden records: three per
// option set.
func goldenGames() (names []string, opts []rules.Options, seeds []uint64) {
	for _, set := range optionSets {
		o, err := Game.ParseOptions(strings.Split(set.name, ","))
		if err != nil {
			panic(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			names = append(names, fmt.Sprintf("%s-seed%d", strings.NewReplacer("players=", "p", ",rules=", "-").Replace(set.name), seed))
			opts = append(opts, o)
			seeds = append(seeds, seed)
		}
	}
	return names, opts, seeds
}

// writeRandomGames plays the golden games and writes their records.
func writeRandomGames(t *testing.T) {
	names, opts, seeds := goldenGames()
	for i, name := range names {
		m, err := rules.NewMatch(Game, opts[i], seeds[i])
		if err != nil {
			t.Fatal(err)
		}
		for m.State().ToMove() != rules.Over {
			if _, err := m.Play(m.RandomAction()); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.WriteFile(filepath.Join("testdata", name+".record"), []byte(m.Record().String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// goldenText is what a .golden file holds for a final state.
func goldenText(s rules.State) string {
	return "key " + s.Key() + "\nresult " + s.Result().String() + "\n"
}

// TestGolden replays every record of testdata and compares the final key and
// result with its .golden file. With -update it first rewrites the random
// games, then every .golden file.
func TestGolden(t *testing.T) {
	if *update {
		writeRandomGames(t)
	}
	files, err := filepath.Glob(filepath.Join("testdata", "*.record"))
	if err != nil {
		t.Fatal(err)
	}
	if names, _, _ := goldenGames(); len(files) < len(names) {
		t.Fatalf("%d records in testdata, want at least %d (go test -update writes them)", len(files), len(names))
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
			s, err := r.Replay()
			if err != nil {
				t.Fatal(err)
			}
			got := goldenText(s)
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
				t.Errorf("replay ends at\n%swant\n%s", got, want)
			}
			if s.ToMove() != rules.Over && !strings.Contains(file, "ongoing") {
				t.Errorf("the game is not over")
			}
		})
	}
}
