package ai_test

import (
	"slices"
	"testing"

	"tabula/rules"
	"tabula/rules/ai"
)

// TestClassic checks that the level classic is for measurement only: the
// referee protocol's ParseLevel does not read it and Levels does not offer
// it, ParseArenaLevel reads it, and it plays in every game (as hard where
// the hard level has no other value than the classic one).
func TestClassic(t *testing.T) {
	if _, err := ai.ParseLevel("classic"); err == nil {
		t.Error(`ParseLevel("classic") did not fail`)
	}
	if slices.Contains(ai.Levels(oracleFor(t, ai.Perfect)), ai.Classic) {
		t.Error("Levels offers classic")
	}
	for _, name := range []string{"random", "easy", "medium", "hard", "perfect", "classic"} {
		if l, err := ai.ParseArenaLevel(name); err != nil || l.String() != name {
			t.Errorf("ParseArenaLevel(%q) = %v, %v", name, l, err)
		}
	}
	if _, err := ai.ParseArenaLevel("expert"); err == nil {
		t.Error(`ParseArenaLevel("expert") did not fail`)
	}
	for _, g := range all {
		opts, err := g.Rules.ParseOptions(nil)
		if err != nil {
			t.Fatal(err)
		}
		decisions := 0
		playLevels(t, g, opts, []ai.Level{ai.Classic, ai.Random}, 1, func(rules.State, ai.Level, rules.Action) { decisions++ })
		if decisions == 0 {
			t.Errorf("%s: no decision", g.Rules.Name)
		}
	}
}
