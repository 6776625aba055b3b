package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/save"
	"tabula/scenes/menus"
	"tabula/scenes/play"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
)

// TestRestDrawsNothing: a screen waiting for a person draws no frame, the
// title's and a game's alike; a tick where the person does something, or
// the game moves by itself, draws.
func TestRestDrawsNothing(t *testing.T) {
	env := scenestest.Env(0, 7)
	env.Store = save.Memory{}
	env.Settings.Speed = "normal" // the computer's move is animated
	env.ApplySettings()
	a := NewApp(env, menus.NewTitle(env))
	// A small window: the frames drawn here, outside the game's loop, are
	// only queued; the software renderer draws them all (seconds at
	// 900 × 700) when pixels are read back, which this test does as it
	// ends, so that no later test pays for them.
	const w, h = 480, 360
	a.LayoutF(w, h)
	screen := ebiten.NewImage(w, h)
	t.Cleanup(func() { screen.ReadPixels(make([]byte, 4*w*h)) })
	tick := func(in ui.Input) int {
		before := a.Drawn()
		if err := a.Tick(in); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
		return a.Drawn() - before
	}
	rest := func(what string) {
		t.Helper()
		for range 600 { // settles: fades, words in view, the computer's turn
			tick(ui.Input{})
		}
		drawn := 0
		for range 120 {
			drawn += tick(ui.Input{})
		}
		if drawn > 0 {
			t.Errorf("%s at rest: %d frames drawn in 120 ticks, want none", what, drawn)
		}
	}
	rest("the title")
	if tick(ui.Input{Actions: []ui.Action{ui.ActionNext}}) == 0 {
		t.Error("a key on the title drew no frame")
	}
	press := func(label string) {
		t.Helper()
		pr := a.Probe()
		for _, b := range pr.Buttons {
			if b.Label == label {
				x, y := b.X+b.W/2, b.Y+b.H/2
				tick(ui.Input{Pointer: ui.Pointer{X: x, Y: y, Down: true, Pressed: true, Moved: true}})
				tick(ui.Input{Pointer: ui.Pointer{X: x, Y: y, Released: true, Moved: true}})
				for range 60 {
					tick(ui.Input{})
				}
				return
			}
		}
		t.Fatalf("no %q among %+v", label, pr.Buttons)
	}
	press("New game")
	press("Dejarik")
	press("Start")
	rest("a game of Dejarik waiting for its person")

	// A move: the person's, then the computer's answer, animated, drawn
	// frame after frame with no one touching.
	m := a.Probe().Game.Moves[0]
	tick(ui.Input{Pointer: ui.Pointer{X: m.From.X, Y: m.From.Y, Down: true, Pressed: true, Moved: true}})
	tick(ui.Input{Pointer: ui.Pointer{X: m.From.X, Y: m.From.Y, Released: true, Moved: true}})
	tick(ui.Input{Pointer: ui.Pointer{X: m.To.X, Y: m.To.Y, Down: true, Pressed: true, Moved: true}})
	tick(ui.Input{Pointer: ui.Pointer{X: m.To.X, Y: m.To.Y, Released: true, Moved: true}})
	drawn := 0
	for range 30 {
		drawn += tick(ui.Input{})
	}
	if drawn < 20 {
		t.Errorf("the move's animation: %d frames drawn of 30 ticks", drawn)
	}
	rest("the game after the computer's answer")
}

// TestThrowHeldDrawsOnce: the throw shown large over the board, held still
// at the speed instant, counts its ticks without drawing them again and
// again (a phone's battery, a browser's frames); the frame after it goes
// is drawn, so that it does not stay on the screen.
func TestThrowHeldDrawsOnce(t *testing.T) {
	env := scenestest.Env(anim.Instant, 7)
	env.Store = save.Memory{}
	sess := scenestest.Session(t, env, "thayyam", nil, 0, 0)
	a := NewApp(env, play.NewPlay(env, sess))
	const w, h = 480, 360
	a.LayoutF(w, h)
	screen := ebiten.NewImage(w, h)
	t.Cleanup(func() { screen.ReadPixels(make([]byte, 4*w*h)) })
	tick := func(in ui.Input) bool {
		before := a.Drawn()
		if err := a.Tick(in); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
		return a.Drawn() > before
	}
	for range 120 {
		tick(ui.Input{})
	}
	if pr := a.Probe(); pr.Game.ToMove != "chance" {
		t.Fatalf("the game does not wait for a throw: %q", pr.Game.ToMove)
	}
	a.Command(ui.PageCommand{Spot: -1, Move: "throw"})
	tick(ui.Input{})
	if pr := a.Probe(); len(pr.Game.History) != 1 {
		t.Fatalf("the throw was not made: %q", pr.Game.History)
	}
	var drawn []int // the ticks after the throw that drew
	for i := range 200 {
		if tick(ui.Input{}) {
			drawn = append(drawn, i)
		}
	}
	if len(drawn) > 8 {
		t.Errorf("the throw held still drew %d frames of 200 ticks (at ticks %v), want a few", len(drawn), drawn)
	}
	if len(drawn) == 0 || drawn[len(drawn)-1] < 50 {
		t.Errorf("no frame drawn when the throw shown large went (frames at ticks %v)", drawn)
	}
}
