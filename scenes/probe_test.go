package scenes

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tabula/games"
	"tabula/save"
	"tabula/scenes/menus"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
)

// probeDriver plays the whole app the way the browser test does: it reads
// the probe, taps where the probe says, and never looks inside the scenes.
type probeDriver struct {
	t   *testing.T
	app *ui.App
}

// newProbeDriver returns the driver of app, laid out in a w×h window.
func newProbeDriver(t *testing.T, app *ui.App, w, h int) *probeDriver {
	app.LayoutF(float64(w), float64(h))
	return &probeDriver{t: t, app: app}
}

func (d *probeDriver) tick(in ui.Input) {
	if err := d.app.Tick(in); err != nil {
		d.t.Fatalf("the app ended: %v", err)
	}
}

func (d *probeDriver) tap(x, y float64) {
	d.tick(ui.Input{Pointer: ui.Pointer{X: x, Y: y, Down: true, Pressed: true, Moved: true}})
	d.tick(ui.Input{Pointer: ui.Pointer{X: x, Y: y, Released: true, Moved: true}})
}

// idle lets the screen run until it waits for a person.
func (d *probeDriver) idle() ui.Probe {
	for range 20000 {
		d.tick(ui.Input{})
		pr := d.app.Probe()
		if !pr.Busy && (pr.Game == nil || pr.Game.Human || pr.Game.ToMove == "over" || pr.Scene != "play") {
			return pr
		}
	}
	d.t.Fatal("the screen never waited for a person")
	return ui.Probe{}
}

func (d *probeDriver) press(label string) {
	d.t.Helper()
	pr := d.idle()
	for _, b := range pr.Buttons {
		if b.Label == label {
			d.tap(b.X+b.W/2, b.Y+b.H/2)
			return
		}
	}
	d.t.Fatalf("%s screen: no button %q among %+v", pr.Scene, label, pr.Buttons)
}

// play makes the move with the note by the probe's taps and buttons.
func (d *probeDriver) play(note string) {
	d.t.Helper()
	pr := d.idle()
	i := slices.IndexFunc(pr.Game.Moves, func(m ui.ProbeMove) bool { return m.Note == note })
	if i < 0 {
		d.t.Fatalf("no move %q among %+v", note, pr.Game.Moves)
	}
	m := pr.Game.Moves[i]
	if m.From != nil {
		d.tap(m.From.X, m.From.Y)
		if d.app.Probe().Game.Selected {
			d.tap(m.To.X, m.To.Y)
		}
		if len(d.app.Probe().Game.History) > len(pr.Game.History) {
			return
		}
	}
	d.press(m.Button)
	if pr := d.idle(); pr.Scene == "confirm" {
		d.press(m.Button) // yes: give up what is left of the turn
	}
}

// TestProbeDrivesEveryGame starts each game from the title screen through
// its menus, plays seeded moves by the probe's places alone, and checks
// that the history grew by exactly the moves chosen, then leaves and
// resumes the game from its save.
func TestProbeDrivesEveryGame(t *testing.T) {
	for _, mod := range games.All {
		g := mod.Rules
		t.Run(g.Name, func(t *testing.T) {
			store := save.Memory{}
			env := scenestest.Env(0, 42)
			env.Store = store
			env.Settings.Speed = "instant"
			env.Settings.ForcedMoves = false // the driver plays every move itself
			env.ApplySettings()
			d := newProbeDriver(t, NewApp(env, menus.NewTitle(env)), 900, 700)
			d.press("New game")
			d.press(g.Title)
			pr := d.idle()
			if pr.Scene != "setup" {
				t.Fatalf("after choosing %s: scene %q", g.Title, pr.Scene)
			}
			// The computer's seats (all but the first) play at random
			// here, so that the seeded moves below do not lose within a
			// few moves: the levels are tested elsewhere.
			first := true
			for _, b := range pr.Buttons {
				if strings.HasSuffix(b.Label, ": Random") {
					if !first {
						d.press(b.Label)
					}
					first = false
				}
			}
			d.press("Start")
			var want []string
			for i := 0; i < 10; i++ {
				pr := d.idle()
				if pr.Scene != "play" || pr.Game.ToMove == "over" {
					break
				}
				if !pr.Game.Human {
					t.Fatalf("the computer should have played: %+v", pr.Game)
				}
				want = pr.Game.History
				m := pr.Game.Moves[(i*7+2)%len(pr.Game.Moves)]
				d.play(m.Note)
				got := d.app.Probe().Game.History
				if len(got) <= len(want) || !strings.HasPrefix(strings.Join(got, " "), strings.Join(want, " ")) {
					t.Fatalf("%s: history %v after %v", m.Note, got, want)
				}
				if m.Note != "throw" && got[len(want)] != m.Note {
					t.Fatalf("played %q, the history says %q", m.Note, got[len(want)])
				}
				want = got
			}
			end := d.idle()
			if end.Game.ToMove == "over" {
				t.Fatalf("the game ended within 12 moves (%v): choose other moves so that leaving and resuming is tested", end.Game.History)
			}
			before := end.Game.History
			if b, err := json.Marshal(d.app.Probe()); err != nil || !json.Valid(b) {
				t.Fatalf("the probe does not marshal: %v", err)
			}
			d.press("Menu")
			d.press("Leave the game")
			pr = d.idle()
			if pr.Scene != "title" {
				t.Fatalf("after leaving: scene %q", pr.Scene)
			}
			d.press("Resume " + g.Title)
			after := d.idle().Game.History
			if !slices.Equal(before, after) {
				t.Fatalf("resumed history %v, left %v", after, before)
			}
		})
	}
}
