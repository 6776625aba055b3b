package games_test

import (
	"strings"
	"testing"

	"tabula/games"
	"tabula/help"
	"tabula/rules/ai"
)

// TestEveryGameIsComplete: every entry has every layer, names are unique,
// and Find, Of and Rules agree with the list.
func TestEveryGameIsComplete(t *testing.T) {
	seen := map[string]bool{}
	for i, g := range games.All {
		name := g.Rules.Name
		if seen[name] {
			t.Errorf("%s is listed twice", name)
		}
		seen[name] = true
		h := g.Help
		switch {
		case g.AI == nil:
			t.Errorf("%s: no computer player", name)
		case h == nil || h.Blurb[help.English] == "" || h.Blurb[help.French] == "" || h.SeatName == nil || h.Label == nil || h.Describe == nil || h.Refusal == nil:
			t.Errorf("%s: incomplete help %+v", name, h)
		case games.Find(name) != g || games.Of(g.Rules) != g || games.Rules()[i] != g.Rules:
			t.Errorf("%s: the lookups disagree with the list", name)
		}
		for _, lang := range []help.Lang{help.English, help.French} {
			for l := ai.Random; l <= ai.Hard; l++ {
				if h != nil && h.Levels[lang][l] == "" {
					t.Errorf("%s: level %s is not explained in language %d", name, l, lang)
				}
			}
			if solved := g.Solution() != nil; h != nil && solved != (h.Levels[lang][ai.Perfect] != "") {
				t.Errorf("%s: solved %v, but the level perfect explained %q", name, solved, h.Levels[lang][ai.Perfect])
			}
		}
	}
	if games.Find("chess") != nil {
		t.Error("found a game that is not listed")
	}
	if got := games.Names(", ", " or "); strings.Count(got, ",") != len(games.All)-2 || !strings.Contains(got, " or ") {
		t.Errorf("Names = %q", got)
	}
}
