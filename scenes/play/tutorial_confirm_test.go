package play

import (
	"tabula/anim"
	"tabula/games"
	"tabula/save"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
	"testing"
)

// TestFirstGameOfTutorialAsks: the tutorial's first game asks too, and
// Back returns to the tutorial.
func TestFirstGameOfTutorialAsks(t *testing.T) {
	env := scenestest.Env(anim.Instant, 3)
	store := save.Memory{}
	env.Store = store
	h := realPlay(t, "diam", nil, []save.Seat{{}, {}}, anim.Instant, 1024, 720).sess.History().Clone()
	if _, err := h.PlayNotation("R@3"); err != nil {
		t.Fatal(err)
	}
	if _, err := session.FromHistory(games.Find("diam"), h, []save.Seat{{}, {}}, 3, store); err != nil {
		t.Fatal(err)
	}
	tut := NewTutorial(env, games.Find("thayyam"))
	tr := env.StartOrAsk(tut, nil, tut.firstGame)
	c, ok := tr.Scene.(*ui.Confirm)
	if !ok {
		t.Fatalf("the first game over an unfinished one shows %T", tr.Scene)
	}
	if back := confirmPress(t, c, "Back"); back.Scene != tut {
		t.Errorf("Back: %+v, want the tutorial", back)
	}
	if p, ok := confirmPress(t, c, "Start the new game").Scene.(*Play); !ok || p.sess.Game().Rules.Name != "thayyam" {
		t.Errorf("Start the new game: %T", p)
	}
}

// confirmPress presses a button of the question by its label.
func confirmPress(t *testing.T, c *ui.Confirm, label string) ui.Transition {
	t.Helper()
	tr, ok := scenestest.Click(c, label, 1024, 720)
	if !ok {
		t.Fatalf("no %q among the question's buttons", label)
	}
	return tr
}
