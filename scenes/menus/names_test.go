package menus

import (
	"strings"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/save"
	"tabula/scenes/pages"
	"tabula/scenes/play"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
)

// TestSetupNamesASeat gives the person's seat a name and a mark in the
// set-up: its row opens the name's screen, and the name typed and the
// mark chosen there come back to the row; the game calls the seat by
// both in the turn line and the log, and keeps them in the seat.
func TestSetupNamesASeat(t *testing.T) {
	const w, h = 1024, 720
	env := scenestest.Env(anim.Instant, 3)
	s := NewSetup(env, games.Find("daryon"))
	s.Update(&ui.Input{Width: w, Height: h})
	row := len(s.form.Rows) - 1
	if got := s.form.Rows[row]; got.Label != "Name of South" || got.Choices[0] != "South" {
		t.Fatalf("the last row: %+v", got)
	}
	tr, _ := scenestest.Click(s, "Name of South: Change", w, h)
	entry, ok := tr.Scene.(*pages.NameEntry)
	if tr.Kind != ui.TransitionPush || !ok {
		t.Fatalf("Change gave %+v", tr)
	}
	entry.Update(&ui.Input{Width: w, Height: h, Chars: []rune("Ana")})
	var heart ui.ProbeTarget
	for _, b := range scenestest.Probe(entry).Buttons {
		if b.Label == "♥" {
			heart = b
		}
	}
	entry.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: heart.X + heart.W/2, Y: heart.Y + heart.H/2, Released: true}})
	if tr := entry.Update(&ui.Input{Width: w, Height: h, Actions: []ui.Action{ui.ActionConfirm}}); tr.Kind != ui.TransitionPop {
		t.Fatalf("OK gave %+v", tr)
	}
	s.Update(&ui.Input{Width: w, Height: h})
	if got := s.form.Rows[row].Choices[0]; got != "♥ Ana" {
		t.Fatalf("after typing, the row shows %q", got)
	}
	p, ok := startSetup(s).Scene.(*play.Play)
	if !ok {
		t.Fatal("Start gave no game")
	}
	if got := p.Session().Seats()[0]; got != (save.Seat{Name: "Ana", Mark: "♥"}) {
		t.Errorf("South's seat: %+v", got)
	}
	p.Update(&ui.Input{Width: w, Height: h})
	if msg := scenestest.Probe(p).Message; !strings.HasPrefix(msg, "♥ Ana, ") {
		t.Errorf("the turn line: %q", msg)
	}
	scenestest.Press(p, "Throw", w, h)
	for range 200 {
		p.Update(&ui.Input{Width: w, Height: h})
	}
	if log := scenestest.Probe(p).Game.Log; len(log) == 0 || !strings.HasPrefix(log[0].Text, "♥ Ana throws") {
		t.Errorf("the log: %+v", log)
	}
}

// TestSeatNameFromASave checks that a seat's name read from a save is
// shown as a room would take it: a name written by hand with a line break
// or a reversal of the text shows without them, and an empty one, or a
// computer's, is the seat's own; a mark that is none of the screens' is
// not shown.
func TestSeatNameFromASave(t *testing.T) {
	env := scenestest.Env(anim.Instant, 3)
	g := games.Find("diam")
	opts, _ := g.Rules.ParseOptions(nil)
	for _, c := range []struct {
		seat save.Seat
		want string
	}{
		{save.Seat{Name: "Ana"}, "Ana"},
		{save.Seat{Name: "Ana", Mark: "♣"}, "♣ Ana"},
		{save.Seat{Mark: "♣"}, "♣ Red and orange"},
		{save.Seat{Name: "Ana", Mark: "<b>"}, "Ana"},
		{save.Seat{Name: "A\nna\u202e"}, "Ana"},
		{save.Seat{Name: " \u2028 "}, "Red and orange"},
		{save.Seat{}, "Red and orange"},
		{save.Seat{Computer: true, Level: "easy", Name: "Ana"}, "Red and orange"},
	} {
		sess, err := env.NewSession(g, opts, []save.Seat{c.seat, {}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := env.Called(sess, 0); got != c.want {
			t.Errorf("%+v is called %q, want %q", c.seat, got, c.want)
		}
	}
}
