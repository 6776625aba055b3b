package scenes

import (
	"testing"

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
	a.LayoutF(900, 700)
	screen := ebiten.NewImage(900, 700)
	tick := func(in Input) int {
		before := a.Drawn()
		in.Width, in.Height = a.w, a.h
		a.input = in
		if err := a.stackStep(); err != nil {
			t.Fatal(err)
		}
		a.noteChanges()
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
		var pr Probe
		a.stack.Top().(prober).probe(&pr)
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
	var pr Probe
	a.stack.Top().(prober).probe(&pr)
	m := pr.Game.Moves[0]
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
