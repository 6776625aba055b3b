package rulestest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabula/rules"
)

// GoldenGame is a seeded random game that [Golden] keeps in testdata as
// NAME.record.
type GoldenGame struct {
	Name string   // the file name, without ".record"
	Args []string // the option arguments, "KEY=VALUE"
	Seed uint64   // the seed of the rules.Match that plays it
}

// Golden replays every testdata/*.record of game g, the GoldenGames and any
// hand-written record, and compares its final Key and Result with the file
// NAME.golden beside it. With update it first plays the GoldenGames again
// (random moves of a seeded rules.Match) to rewrite their records, then
// rewrites every .golden file: check the difference by hand.
func Golden(t *testing.T, g *rules.Game, random []GoldenGame, update bool) {
	t.Helper()
	if update {
		for _, gg := range random {
			writeRandomRecord(t, g, gg)
		}
	}
	files, err := filepath.Glob(filepath.Join("testdata", "*.record"))
	if err != nil || len(files) < len(random) {
		t.Fatalf("%d records in testdata, want at least %d (go test -update writes them): %v", len(files), len(random), err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			text, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			r, err := rules.ParseRecord(strings.NewReader(string(text)), []*rules.Game{g})
			if err != nil {
				t.Fatal(err)
			}
			if r.String() != withoutComments(string(text)) {
				t.Errorf("the record does not write back as it reads:\n%s", r)
			}
			s, err := r.Replay()
			if err != nil {
				t.Fatal(err)
			}
			got := s.Key() + "\n" + s.Result().String() + "\n"
			golden := strings.TrimSuffix(file, ".record") + ".golden"
			if update {
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
		})
	}
}

func writeRandomRecord(t *testing.T, g *rules.Game, gg GoldenGame) {
	t.Helper()
	opts, err := g.ParseOptions(gg.Args)
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.NewMatch(g, opts, gg.Seed)
	if err != nil {
		t.Fatal(err)
	}
	for m.State().ToMove() != rules.Over {
		if _, err := m.Play(m.RandomAction()); err != nil {
			t.Fatal(err)
		}
	}
	text := fmt.Sprintf("# A random game: rules.NewMatch seed %d, Match.RandomAction at every step.\n%s", gg.Seed, m.Record())
	if err := os.WriteFile(filepath.Join("testdata", gg.Name+".record"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// withoutComments drops the blank and comment lines of a record's text.
func withoutComments(text string) string {
	var b strings.Builder
	for line := range strings.Lines(text) {
		if s := strings.TrimSpace(line); s != "" && s[0] != '#' {
			b.WriteString(strings.TrimSpace(line) + "\n")
		}
	}
	return b.String()
}
