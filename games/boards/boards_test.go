package boards_test

import (
	"testing"

	"tabula/games"
	"tabula/games/boards"
)

// TestEveryGameHasALook: the two lists name the same games in the same
// order, and every look is complete.
func TestEveryGameHasALook(t *testing.T) {
	if len(boards.All) != len(games.All) {
		t.Fatalf("%d looks for %d games", len(boards.All), len(games.All))
	}
	for i, g := range games.All {
		l := boards.All[i]
		if l.Rules != g.Rules || boards.Of(g) != l {
			t.Errorf("look %d shows %s, game %d is %s", i, l.Rules.Name, i, g.Rules.Name)
		}
		st, err := g.Rules.Start()
		if err != nil {
			t.Fatal(err)
		}
		if l.NewView == nil || l.NewView(st) == nil {
			t.Errorf("%s: no view", g.Rules.Name)
		}
		if hasChance := st.ToMove() < 0; hasChance != (l.Lots != 0) {
			t.Errorf("%s: lots %v, yet the game starts with a throw: %v", g.Rules.Name, l.Lots, hasChance)
		}
	}
}
