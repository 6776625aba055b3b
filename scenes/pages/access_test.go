package pages

import (
	"slices"
	"strings"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
)

// TestSettingsSayAChange: the settings moved by the keys are said as they
// change, the language too, whose choice rebuilds the screen in its new
// words: the screen's name when it opens, the focused choice with what
// it means, and a choice changed by the arrows in the words just chosen.
// Every choice of a row says whether it is the one chosen, and what it
// means where the screen explains it.
func TestSettingsSayAChange(t *testing.T) {
	defer scenestest.RestoreLook()
	env := scenestest.Env(anim.Instant, 1)
	s := NewSettings(env)
	a := &ui.Access{}
	frame := func(actions ...ui.Action) []string {
		s.Update(&ui.Input{Width: 1000, Height: 700, Actions: actions})
		say, _, _ := a.Update(scenestest.Probe(s))
		return say
	}
	if say := frame(); !slices.Equal(say, []string{"Settings"}) {
		t.Errorf("the settings opened: said %q, want their name", say)
	}
	if say := frame(ui.ActionLeft); !slices.Contains(say, "Langue: Français") {
		t.Errorf("Left on the language: said %q, want the language chosen, in its words", say)
	}
	frame(ui.ActionRight) // English again
	for range rowSpeed {
		frame(ui.ActionDown)
	}
	say := frame(ui.ActionRight)
	if want := []string{"Animations: Slow", "Slower, to follow every hop."}; !slices.Equal(say, want) {
		t.Errorf("Right on the animations: said %q, want %q", say, want)
	}
	rows := 0
	for _, b := range scenestest.Probe(s).Buttons {
		if !b.Choice {
			continue
		}
		rows++
		if strings.HasPrefix(b.Label, "High contrast: ") && b.Description == "" {
			t.Errorf("%q does not say what it means", b.Label)
		}
	}
	if rows < 2*len(s.form.Rows) {
		t.Errorf("%d buttons are choices of a row, in %d rows", rows, len(s.form.Rows))
	}
}

// TestScreensSayWhatTheyShow: the chooser's games carry their blurb, and
// the nickname screen gives its help to read, as they are written on the
// screen.
func TestScreensSayWhatTheyShow(t *testing.T) {
	env := scenestest.Env(anim.Instant, 1)
	c := scenestest.Updated(NewChooserFor(env, "New game", games.All, nil), 1000, 700, 1)
	pr := scenestest.Probe(c)
	if pr.Title != "New game" || pr.Buttons[0].Description != games.All[0].Help.Blurb[env.Lang] || pr.Buttons[0].Description == "" {
		t.Errorf("the chooser: title %q, first game %+v", pr.Title, pr.Buttons[0])
	}
	n := scenestest.Updated(NewNameEntry(env, nil), 1000, 700, 1)
	pr = scenestest.Probe(n)
	if pr.Title != "Your nickname" || len(pr.Reading) == 0 || !strings.HasPrefix(pr.Reading[0].Text, "The other players of a room see it") {
		t.Errorf("the nickname screen: title %q, to read %+v", pr.Title, pr.Reading)
	}
}
