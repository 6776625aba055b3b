package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tabula/games"
	"tabula/rules"
	"tabula/rules/ai"
)

// record writes a seeded game of g between two levels into a record file
// in a temporary folder and returns its path.
func record(t *testing.T, game string, levels [2]ai.Level, seed uint64) string {
	g := games.Find(game)
	opts, err := g.Rules.ParseOptions(nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.NewMatch(g.Rules, opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; m.State().ToMove() != rules.Over; steps++ {
		if steps > 20000 {
			t.Fatal("no end")
		}
		st := m.State()
		if st.ToMove() == rules.Chance {
			if _, _, err := m.Throw(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		a, err := ai.Choose(g.AI, nil, st, levels[st.ToMove()%2], seed+uint64(steps))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte(m.Record().String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestJSON checks the names and the shape of -json's object: seats with
// result, luck, cost and mistakes (step, cost, played, best), and one
// array of chances per position.
func TestJSON(t *testing.T) {
	for _, game := range []string{"daryon", "thayyam", "diam"} {
		path := record(t, game, [2]ai.Level{ai.Hard, ai.Random}, 2)
		var out bytes.Buffer
		if err := run(path, true, &out); err != nil {
			t.Fatal(err)
		}
		var obj map[string]any
		if err := json.Unmarshal(out.Bytes(), &obj); err != nil {
			t.Fatal(err)
		}
		if got := keys(obj); !reflect.DeepEqual(got, []string{"chances", "seats"}) {
			t.Fatalf("%s: keys %v", game, got)
		}
		seats := obj["seats"].([]any)
		results := 0.0
		for _, s := range seats {
			seat := s.(map[string]any)
			if got := keys(seat); !reflect.DeepEqual(got, []string{"cost", "luck", "mistakes", "result"}) {
				t.Errorf("%s: seat keys %v", game, got)
			}
			results += seat["result"].(float64)
			for _, m := range seat["mistakes"].([]any) {
				if got := keys(m.(map[string]any)); !reflect.DeepEqual(got, []string{"best", "cost", "played", "step"}) {
					t.Errorf("%s: mistake keys %v", game, got)
				}
			}
		}
		if results != 1 {
			t.Errorf("%s: results add up to %v", game, results)
		}
		chances := obj["chances"].([]any)
		h, err := readHistory(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(chances) != h.At()+1 {
			t.Errorf("%s: %d arrays of chances for %d steps", game, len(chances), h.At())
		}
		last := chances[len(chances)-1].([]any)
		for p, s := range seats {
			if last[p].(float64) != s.(map[string]any)["result"].(float64) {
				t.Errorf("%s: chances %v at the end, seat %d's result %v", game, last, p, s.(map[string]any)["result"])
			}
		}
	}
}

// TestText checks that the analysis for people names every seat and every
// position.
func TestText(t *testing.T) {
	path := record(t, "daryon", [2]ai.Level{ai.Random, ai.Hard}, 5)
	var out bytes.Buffer
	if err := run(path, false, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"seat 0 ", "seat 1 ", "luck ", "chances after each step", "   0 start"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text[:min(len(text), 600)])
		}
	}
}

func keys(m map[string]any) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func readHistory(path string) (*rules.History, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return rules.ReadHistory(f, games.Rules())
}
