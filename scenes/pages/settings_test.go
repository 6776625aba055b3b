package pages

import (
	"tabula/anim"
	"tabula/lang"
	"tabula/save"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
	"testing"
)

// TestSettingsHighContrast turns the high contrast on in the settings, in
// French: the boards follow at once, and the setting is kept.
func TestSettingsHighContrast(t *testing.T) {
	defer scenestest.RestoreLook()
	store := save.Memory{}
	env := scenestest.Env(anim.Instant, 1)
	env.Store, env.Lang = store, lang.French
	s := NewSettings(env)
	s.Update(&ui.Input{Width: 900, Height: 700})
	row := s.form.Rows[rowContrast]
	if row.Label != "Contraste élevé" || row.Choices[0] != "Oui" || row.Chosen != 1 {
		t.Fatalf("the row: %+v, want Contraste élevé, off", row)
	}
	c := s.form.ChoiceRect(rowContrast, 0).Center()
	s.Update(&ui.Input{Width: 900, Height: 700, Pointer: ui.Pointer{X: c.X, Y: c.Y, Released: true}})
	if !env.Settings.HighContrast || !sprites.HighContrast() {
		t.Fatalf("after On: the setting %v, the boards %v", env.Settings.HighContrast, sprites.HighContrast())
	}
	kept, err := save.LoadSettings(store)
	if err != nil || !kept.HighContrast {
		t.Errorf("kept %+v, %v", kept, err)
	}
	if save.DefaultSettings.HighContrast {
		t.Error("the high contrast is on by default")
	}
}

// TestSettingsFitTheWindow: at every text size, in a window as short as a
// laptop's or a phone held sideways, the settings keep their words at
// least nine tenths of their size and scroll rather than shrink further,
// under a Done that stays in sight above the sound's line; a drag that
// scrolls chooses nothing.
func TestSettingsFitTheWindow(t *testing.T) {
	defer scenestest.RestoreLook()
	for _, win := range [][2]int{{1024, 600}, {844, 390}} {
		w, h := win[0], win[1]
		for _, size := range textSizes {
			env := scenestest.Env(anim.Instant, 1)
			env.Settings.TextSize = size
			env.ApplySettings()
			s := NewSettings(env)
			s.Update(&ui.Input{Width: w, Height: h})
			if full := ui.MetricsFor(w, h).Text; s.m.Text < full*0.9-0.01 {
				t.Errorf("%d×%d, %s text: the words shrank to %.1f px of %.1f", w, h, size, s.m.Text, full)
			}
			if bottom := s.form.Action.Rect.Max.Y; bottom > float64(h)-s.m.Text*1.4 {
				t.Errorf("%d×%d, %s text: Done ends at %.0f of %d, out of sight or over the sound's line", w, h, size, bottom, h)
			}
			before := *s.env
			// A finger drags the form up, from its middle, all the way.
			x, y := float64(w)/2, float64(h)/2
			s.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: x, Y: y, Down: true, Pressed: true}})
			for range 20 {
				y -= 40
				s.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: x, Y: y, Down: true, Moved: true}})
			}
			s.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: x, Y: y, Released: true, Moved: true}})
			if s.env.Settings != before.Settings {
				t.Errorf("%d×%d, %s text: the drag changed the settings", w, h, size)
			}
			if bottom := s.form.Action.Rect.Max.Y; bottom > float64(h)-s.m.Text*1.4 {
				t.Errorf("%d×%d, %s text: scrolled to the end, Done ends at %.0f of %d, over the sound's line", w, h, size, bottom, h)
			}
		}
	}
}

// TestSettingsLanguageAndTextSize: the settings' rows change the language
// and the text's size at once, and keep them.
func TestSettingsLanguageAndTextSize(t *testing.T) {
	store := save.Memory{}
	env := scenestest.Env(anim.Instant, 1)
	env.Store = store
	defer scenestest.RestoreLook()
	s := NewSettings(env)
	s.Update(&ui.Input{Width: 900, Height: 700})
	tap := func(row, choice int) {
		c := s.form.ChoiceRect(row, choice).Center()
		s.Update(&ui.Input{Width: 900, Height: 700, Pointer: ui.Pointer{X: c.X, Y: c.Y, Released: true}})
	}
	before := ui.MetricsFor(900, 700).Text
	tap(rowLanguage, int(lang.French))
	if env.Lang != lang.French || s.form.Rows[rowLanguage].Label != "Langue" || s.form.Action.Label != "Terminé" {
		t.Fatalf("after French: %v, %q, %q", env.Lang, s.form.Rows[rowLanguage].Label, s.form.Action.Label)
	}
	s.Update(&ui.Input{Width: 900, Height: 700})
	tap(rowTextSize, 2)
	if got := ui.MetricsFor(900, 700).Text; got <= before {
		t.Errorf("large text: %v, normal %v", got, before)
	}
	kept, err := save.LoadSettings(store)
	if err != nil || kept.Lang != "fr" || kept.TextSize != "large" {
		t.Errorf("kept %+v, %v", kept, err)
	}
}
