package scenes

import (
	"slices"
	"strings"
	"testing"

	"tabula/save"
	"tabula/scenes/menus"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
)

// TestTurnLineInOrder plays a game of Daryon and one of Diam against the
// computer to their end, with the forced moves playing themselves, and
// reads the screen as the browser does: a probe every few ticks, never
// every one (a browser drawing slowly runs several ticks a frame). What
// Access says must keep the game's order: each step once, in order; a
// turn line only before the step of the seat it names, never after it
// ("North is thinking" after North's move, "South, your move" after
// South's move played itself); and the winner after the last step.
func TestTurnLineInOrder(t *testing.T) {
	for _, c := range []struct {
		title string
		every int
	}{{"Daryon", 3}, {"Diam", 2}, {"Diam", 3}} {
		t.Run(c.title, func(t *testing.T) { turnLineInOrder(t, c.title, c.every) })
	}
}

// turnLineInOrder plays the game called title, reading the probe every
// so many ticks.
func turnLineInOrder(t *testing.T, title string, every int) {
	env := scenestest.Env(0, 5)
	env.Store = save.Memory{}
	env.Settings.Speed = "instant"
	env.ApplySettings()
	d := newProbeDriver(t, NewApp(env, menus.NewTitle(env)), 1024, 720)
	d.press("New game")
	d.press(title)
	first := true
	for _, b := range d.idle().Buttons {
		if strings.HasSuffix(b.Label, ": Random") {
			if !first {
				d.press(b.Label) // the computer's seats answer at once; the first is the person's
			}
			first = false
		}
	}
	d.press("Start")
	a := &ui.Access{}
	var said []string
	turns := map[string]bool{} // every turn line the screen showed
	ticks := 0
	tick := func(in ui.Input) {
		d.tick(in)
		if pr := d.app.Probe(); pr.Scene == "play" && pr.Message != "" {
			turns[pr.Message] = true
		}
		if ticks++; ticks%every == 0 {
			say, _, _ := a.Update(d.app.Probe())
			said = append(said, say...)
		}
	}
	tap := func(x, y float64) {
		tick(ui.Input{Pointer: ui.Pointer{X: x, Y: y, Down: true, Pressed: true, Moved: true}})
		tick(ui.Input{Pointer: ui.Pointer{X: x, Y: y, Released: true, Moved: true}})
	}
	for ; ticks < 200000; tick(ui.Input{}) {
		pr := d.app.Probe()
		if pr.Scene == "result" {
			break
		}
		if pr.Scene != "play" || pr.Busy || !pr.Game.Human || pr.Game.Phase != "await" {
			continue
		}
		m := pr.Game.Moves[0]
		if len(pr.Game.Moves) == 1 && pr.Game.ToMove != "chance" {
			continue // a forced move plays itself
		}
		if m.From != nil {
			tap(m.From.X, m.From.Y)
			if p := d.app.Probe(); p.Game.Selected {
				tap(m.To.X, m.To.Y)
			}
			continue
		}
		for _, b := range pr.Buttons {
			if b.Label == m.Button {
				tap(b.X+b.W/2, b.Y+b.H/2)
			}
		}
	}
	for range 2 * every {
		tick(ui.Input{})
	}
	pr := d.app.Probe()
	if pr.Scene != "result" {
		t.Fatalf("no end: the %s screen", pr.Scene)
	}
	texts := stepTexts(pr.Game)
	// Each step once, in order, and each turn line before the step of
	// the seat it names; the game over after the last.
	next, lastTurn := 0, ""
	for i, line := range said {
		switch {
		case next < len(texts) && line == texts[next]:
			if seat := turnSeat(lastTurn); lastTurn != "" && !strings.HasPrefix(line, seat) {
				t.Errorf("said %q, then step %d %q, not %s's: %q", lastTurn, next+1, line, seat, said[max(0, i-6):i+1])
			}
			next, lastTurn = next+1, ""
		case slices.Contains(texts, line):
			t.Errorf("step %q said out of order or twice: %q", line, said[max(0, i-6):i+1])
		case turns[line]:
			lastTurn = line
		}
	}
	if next < len(texts) {
		t.Errorf("step %d, %q, was never said after the ones before it", next+1, texts[next])
	}
	if !strings.HasPrefix(lastTurn, "Game over: ") {
		t.Errorf("after the last step, said %q: want the winner, %q", lastTurn, said[max(0, len(said)-4):])
	}
}

// turnSeat returns the seat a turn line names: "North" of "North
// (computer) is thinking", "South" of "South, your move".
func turnSeat(line string) string {
	for _, end := range []string{" (computer)", ", your ", " throws", " is thinking", " to move"} {
		line, _, _ = strings.Cut(line, end)
	}
	return line
}
