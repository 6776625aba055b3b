package play

import (
	"fmt"
	"testing"

	"tabula/anim"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// TestButtonsStayUnderTheFinger: a second tap on Throw, while the lots
// fly or just after they land, does nothing. It used to land on the move
// log, which had slid into Throw's place (opening its review), or in
// Thayyam on "End the turn", which gave up every throw left (issue 24's
// second defect).
func TestButtonsStayUnderTheFinger(t *testing.T) {
	for _, game := range []string{"daryon", "thayyam"} {
		for _, speed := range []anim.Speed{anim.Normal, anim.Instant} {
			for _, size := range [][2]int{{1024, 720}, {390, 844}} {
				// after counts the ticks after the animation of the throw.
				for _, c := range []struct{ steps, after int }{{0, 0}, {0, 5}, {12, 0}, {12, 1}, {12, 5}, {25, 5}, {40, 5}} {
					steps, after := c.steps, c.after
					name := fmt.Sprintf("%s speed %d %d×%d after %d steps tap again %d ticks after the lots land", game, speed, size[0], size[1], steps, after)
					t.Run(name, func(t *testing.T) {
						w, h := size[0], size[1]
						// The same game twice, tapped again or not: the
						// second tap must change nothing.
						play := func(again bool) (p *Play, tr ui.Transition) {
							env := scenestest.Env(speed, 3)
							sess := scenestest.Session(t, env, game, nil, steps, 0)
							for sess.State().ToMove() >= 0 { // on to a throw
								if _, err := sess.Play(sess.State().Legal(nil)[0]); err != nil {
									t.Fatal(err)
								}
							}
							p = scenestest.Updated(NewPlay(env, sess), w, h, 3)
							settle(p, w, h)
							var at sprites.Point
							for _, b := range p.buttons.menu.Buttons {
								if b.Label == labelThrow {
									at = b.Rect.Center()
								}
							}
							if !pressLabel(p, labelThrow, w, h) {
								t.Fatalf("no Throw button among %v", p.buttons.menu.Buttons)
							}
							settle(p, w, h)
							scenestest.Updated(p, w, h, after)
							// A tap: the finger down, then up.
							press, release := &ui.Input{Width: w, Height: h}, &ui.Input{Width: w, Height: h}
							if again {
								press.Pointer = ui.Pointer{X: at.X, Y: at.Y, Down: true, Pressed: true, Moved: true}
								release.Pointer = ui.Pointer{X: at.X, Y: at.Y, Released: true, Moved: true}
							}
							if tr := p.Update(press); tr.Kind != ui.TransitionStay {
								return p, tr
							}
							return p, p.Update(release)
						}
						want, _ := play(false)
						p, tr := play(true)
						if tr.Kind != ui.TransitionStay {
							t.Errorf("the second tap opened a screen: %+v", tr)
						}
						if p.record.shown >= 0 {
							t.Errorf("the second tap opened the log's review at step %d", p.record.shown)
						}
						// Throw again where Throw still is, is what the tap meant.
						got, wanted := p.sess.History().Len(), want.sess.History().Len()
						if got == wanted+1 && p.sess.History().Step(got-1).Throw() {
							return
						}
						if got != wanted {
							t.Errorf("the second tap played a step: %d steps, want %d (%v)", got, wanted, p.sess.History().Step(got-1).Action)
						}
					})
				}
			}
		}
	}
}

// TestEndTurnAsks: Thayyam's "End the turn", while a piece could still
// move, asks before it gives up the throws left.
func TestEndTurnAsks(t *testing.T) {
	env := scenestest.Env(anim.Instant, 3)
	w, h := 1024, 720
	p := scenestest.Updated(NewPlay(env, scenestest.Session(t, env, "thayyam", nil, 0, 0)), w, h, 3)
	settle(p, w, h)
	for range 50 {
		if !pressLabel(p, labelThrow, w, h) {
			break
		}
		scenestest.Updated(p, w, h, graceTicks+1)
	}
	end := env.MoveLabel(p.sess, p.board.Choices[len(p.board.Choices)-1])
	for _, c := range p.board.Choices {
		if !c.Moves {
			end = env.MoveLabel(p.sess, c)
		}
	}
	var found bool
	for _, b := range p.buttons.menu.Buttons {
		if b.Label == end {
			found = true
			steps := p.sess.History().Len()
			tr := p.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: b.Rect.Center().X, Y: b.Rect.Center().Y, Released: true, Moved: true}})
			confirm, ok := tr.Scene.(*ui.Confirm)
			if tr.Kind != ui.TransitionPush || !ok {
				t.Fatalf("%q played at once (%+v), want a question first", end, tr)
			}
			if p.sess.History().Len() != steps {
				t.Fatal("the step was played before the answer")
			}
			if tr, _ := scenestest.Click(confirm, end, w, h); tr.Kind != ui.TransitionPop || p.sess.History().Len() != steps+1 {
				t.Errorf("yes: %+v, %d steps, want a pop and %d", tr, p.sess.History().Len(), steps+1)
			}
		}
	}
	if !found {
		t.Fatalf("no %q button among %v", end, p.buttons.menu.Buttons)
	}
}
