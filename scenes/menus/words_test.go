package menus

import (
	"tabula/anim"
	"tabula/games"
	"tabula/scenes/pages"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"testing"
)

// TestBackButtons: the chooser and the set-up screen have a Back button.
func TestBackButtons(t *testing.T) {
	env := scenestest.Env(anim.Instant, 1)
	if tr, _ := scenestest.Click(NewChooser(env), "Back", 900, 700); tr.Kind != ui.TransitionPop {
		t.Errorf("the chooser's Back gave %+v", tr)
	}
	s := NewSetup(env, games.Find("diam"))
	s.Update(&ui.Input{Width: 900, Height: 700})
	b := s.form.Back.Rect.Center()
	tr := s.Update(&ui.Input{Width: 900, Height: 700, Pointer: ui.Pointer{X: b.X, Y: b.Y, Released: true}})
	if _, ok := tr.Scene.(*pages.Chooser); !ok {
		t.Errorf("the set-up's Back gave %+v", tr)
	}
}
