package scenes

import (
	"strings"
	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/save"
	"tabula/scenes/menus"
	"tabula/scenes/play"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
	"testing"
)

// TestScreensInFrench: with French chosen, the title, the play screen's
// buttons, the turn line and the log speak French; a change of language in
// the settings speaks again on the screens beneath.
func TestScreensInFrench(t *testing.T) {
	env := scenestest.Env(anim.Instant, 1)
	env.Lang = lang.French
	title := menus.NewTitle(env)
	if got := strings.Join(labels(title), "|"); !strings.Contains(got, "Nouvelle partie") || !strings.Contains(got, "Réglages") {
		t.Errorf("the title in French: %q", got)
	}
	g := games.Find("daryon")
	opts, _ := g.Rules.ParseOptions(nil)
	s, err := session.New(g, opts, []save.Seat{{}, {}}, 4, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := play.NewPlay(env, s)
	p.Update(&ui.Input{Width: 1000, Height: 700})
	if got := strings.Join(labels(p), "|"); !strings.Contains(got, "Lancer") || !strings.Contains(got, "Annuler") {
		t.Errorf("the play screen's buttons in French: %q", got)
	}
	if msg := scenestest.Probe(p).Message; !strings.Contains(msg, "Sud") {
		t.Errorf("the turn line in French: %q", msg)
	}
	scenestest.Press(p, "Lancer", 1000, 700)
	scenestest.Settle(p, 1000, 700)
	if log := scenestest.Probe(p).Game.Log; len(log) == 0 || !strings.Contains(log[len(log)-1].Text, "Sud") {
		got := ""
		if len(log) > 0 {
			got = log[len(log)-1].Text
		}
		t.Errorf("the last step in French: %q", got)
	}

	// The settings: English chosen, the screens beneath speak it again.
	env.Lang = lang.English
	p.Resume()
	if got := strings.Join(labels(p), "|"); !strings.Contains(got, "Undo") {
		t.Errorf("after the change: %q", got)
	}
	title.Resume()
	if got := strings.Join(labels(title), "|"); !strings.Contains(got, "New game") {
		t.Errorf("the title after the change: %q", got)
	}
}

// labels returns the labels of a screen's buttons.
func labels(s ui.Scene) []string {
	var out []string
	for _, b := range scenestest.Probe(s).Buttons {
		out = append(out, b.Label)
	}
	return out
}
