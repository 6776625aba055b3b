package games_test

import (
	"strings"
	"testing"

	"tabula/games"
	"tabula/help"
	"tabula/help/helptest"
	"tabula/odds"
	"tabula/rules/ai"
)

// TestLotsNotes checks that a game says what its throws decide, in every
// language and in good typography, exactly when it has lots whose odds the
// odds screen shows.
func TestLotsNotes(t *testing.T) {
	for _, g := range games.All {
		_, err := odds.New(g.Rules, nil)
		for _, lang := range []help.Lang{help.English, help.French} {
			note := g.Help.Lots[lang]
			switch {
			case err == nil && note == "":
				t.Errorf("%s has lots but does not say what they decide in language %d", g.Rules.Name, lang)
			case err != nil && note != "":
				t.Errorf("%s has no lots but says %q of them", g.Rules.Name, note)
			case note != "":
				for _, p := range helptest.Problems(lang, strings.TrimSuffix(note, ".")) {
					t.Errorf("%s (language %d): %q: %s", g.Rules.Name, lang, note, p)
				}
				for _, r := range helptest.Missing(note) {
					t.Errorf("%s: no glyph for %q in Tabula Sans", g.Rules.Name, r)
				}
			}
		}
	}
}

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
		case h == nil || h.Blurb[help.English] == "" || h.Blurb[help.French] == "" || h.SeatName == nil || h.Label == nil || h.Describe == nil || h.Refusal == nil || h.Place == nil:
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
