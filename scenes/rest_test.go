package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/save"
)

// TestRestDrawsNothing: a screen waiting for a person draws no frame, the
// title's and a game's alike; a tick where the person does something, or
// the game moves by itself, draws.
func TestRestDrawsNothing(t *testing.T) {
	env := testEnv(0, 7)
	env.Store = save.Memory{}
	env.Settings.Speed = "normal" // the computer's move is animated
	env.ApplySettings()
	a := NewApp(NewTitle(env))
	// A small window: the frames drawn here, outside the game's loop, are
	// only queued; the software renderer draws them all (seconds at
	// 900 × 700) when pixels are read back, which this test does as it
	// ends, so that no later test pays for them.
	const w, h = 480, 360
	a.LayoutF(w, h)
	screen := ebiten.NewImage(w, h)
	t.Cleanup(func() { screen.ReadPixels(make([]byte, 4*w*h)) })
	tick := func(in Input) int {
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
			tick(Input{})
		}
		drawn := 0
		for range 120 {
			drawn += tick(Input{})
		}
		if drawn > 0 {
			t.Errorf("%s at rest: %d frames drawn in 120 ticks, want none", what, drawn)
		}
	}
	rest("the title")
	if tick(Input{Actions: []Action{ActionNext}}) == 0 {
		t.Error("a key on the title drew no frame")
	}
	press := func(label string) {
		t.Helper()
		pr := a.Probe()
		for _, b := range pr.Buttons {
			if b.Label == label {
				x, y := b.X+b.W/2, b.Y+b.H/2
				tick(Input{Pointer: Pointer{X: x, Y: y, Down: true, Pressed: true, Moved: true}})
				tick(Input{Pointer: Pointer{X: x, Y: y, Released: true, Moved: true}})
				for range 60 {
					tick(Input{})
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
	tick(Input{Pointer: Pointer{X: m.From.X, Y: m.From.Y, Down: true, Pressed: true, Moved: true}})
	tick(Input{Pointer: Pointer{X: m.From.X, Y: m.From.Y, Released: true, Moved: true}})
	tick(Input{Pointer: Pointer{X: m.To.X, Y: m.To.Y, Down: true, Pressed: true, Moved: true}})
	tick(Input{Pointer: Pointer{X: m.To.X, Y: m.To.Y, Released: true, Moved: true}})
	drawn := 0
	for range 30 {
		drawn += tick(Input{})
	}
	if drawn < 20 {
		t.Errorf("the move's animation: %d frames drawn of 30 ticks", drawn)
	}
	rest("the game after the computer's answer")
}

// TestIdleWaits: with IdleWait set (as in the browser), a tick of a screen
// long at rest waits until Wake; only one tick between two frames waits;
// a tick with a press of the page's buttons queued, or soon after the
// person did something, does not wait.
func TestIdleWaits(t *testing.T) {
	env := testEnv(0, 7)
	env.Store = save.Memory{}
	a := NewApp(NewTitle(env))
	a.LayoutF(900, 700)
	screen := ebiten.NewImage(900, 700)
	// tick runs one tick in a goroutine and reports whether it waited; a
	// tick that should not wait yet does (for an hour) fails the test.
	tick := func(in Input, wake bool) bool {
		t.Helper()
		waits := a.Waits()
		done := make(chan error, 1)
		go func() { done <- a.Tick(in) }()
		if wake {
			a.Wake()
		}
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("a tick waited that should not (10 s)")
		}
		return a.Waits() > waits
	}
	for range 300 { // the title settles, waiting for nothing
		tick(Input{}, false)
		a.Draw(screen)
	}
	a.IdleWait = time.Hour
	if !tick(Input{}, true) {
		t.Fatal("a tick of the title at rest did not wait")
	}
	if tick(Input{}, false) {
		t.Error("a second tick waited before a frame came")
	}
	a.Draw(screen)
	a.Press(0, a.Probe().Buttons[0].Label)
	if tick(Input{}, false) {
		t.Error("a tick waited with a press of the page under way")
	}
	a.Draw(screen)
	if tick(Input{}, false) { // the press's tap ends
		t.Error("a tick waited as a press of the page ended")
	}
	a.Draw(screen)
	if tick(Input{Pointer: Pointer{X: 5, Y: 5, Moved: true}}, false) {
		t.Error("a tick where the pointer moved waited")
	}
	for range idleTicks - 1 {
		a.Draw(screen)
		if tick(Input{}, false) {
			t.Fatal("a tick waited right after the pointer moved")
		}
	}
	a.Draw(screen)
	if !tick(Input{}, true) {
		t.Error("the screen at rest again did not wait")
	}
}
