package scenes

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tabula/games"
	"tabula/save"
	"tabula/scenes/menus"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
)

// TestPressFromThePage: a button pressed from outside the picture (the
// page's own, for a screen reader) acts as a tap on it; one whose label
// changed meanwhile is not pressed.
func TestPressFromThePage(t *testing.T) {
	env := scenestest.Env(0, 1)
	env.Settings.Speed = "instant"
	env.ApplySettings()
	d := newProbeDriver(t, NewApp(env, menus.NewTitle(env)), 900, 700)
	pr := d.idle()
	i := slices.IndexFunc(pr.Buttons, func(b ui.ProbeTarget) bool { return b.Label == "New game" })
	if i < 0 {
		t.Fatalf("no New game among %+v", pr.Buttons)
	}
	tick := func() { d.tick(ui.Input{}) }
	d.app.Press(i, "Old game") // a label the button no longer has
	tick()
	tick()
	if pr := d.idle(); pr.Scene != "title" {
		t.Fatalf("a stale press opened %s", pr.Scene)
	}
	d.app.Press(i, "New game")
	tick()
	tick()
	if pr := d.idle(); pr.Scene != "chooser" {
		t.Fatalf("pressing New game from the page: the %s screen", pr.Scene)
	}
}

// TestKeyboardAlone plays a game of each game against the computer to its
// end with the keys alone, as a person with a screen reader does, and
// hears every step: each step's text of the move log (throws, moves,
// captures) is said, in order, by Access.
func TestKeyboardAlone(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Rules.Name, func(t *testing.T) { keyboardAlone(t, g.Rules.Title) })
	}
}

// keyboardAlone plays the game called title with the keys alone.
func keyboardAlone(t *testing.T, title string) {
	env := scenestest.Env(0, 3)
	env.Store = save.Memory{}
	env.Settings.Speed = "instant"
	env.ApplySettings()
	d := newProbeDriver(t, NewApp(env, menus.NewTitle(env)), 1024, 720)
	a := &ui.Access{}
	var said []string
	key := func(act ui.Action) {
		d.tick(ui.Input{Actions: []ui.Action{act}})
		say, _, _ := a.Update(d.app.Probe())
		said = append(said, say...)
	}
	// focusOn moves the keyboard round the screen's ring until label
	// (or, on the board, a place) is focused, and confirms it.
	confirm := func(want string) {
		t.Helper()
		for range 60 {
			pr := d.idle()
			say, _, _ := a.Update(pr)
			said = append(said, say...)
			for _, b := range pr.Buttons {
				if b.Focused && strings.HasPrefix(b.Label, want) {
					key(ui.ActionConfirm)
					return
				}
			}
			key(ui.ActionNext)
		}
		t.Fatalf("%s: no %q reached with Tab", d.app.Probe().Scene, want)
	}
	confirm("New game")
	confirm(title)
	confirm("Start") // as the set-up screen stands: a person against the computer
	var texts []string
	for range 2000 {
		pr := d.idle()
		if pr.Scene != "play" && pr.Scene != "result" {
			t.Fatalf("the %s screen during the game", pr.Scene)
		}
		say, _, _ := a.Update(pr)
		said = append(said, say...)
		texts = stepTexts(pr.Game)
		if pr.Game.ToMove == "over" {
			t.Logf("the game ended after %d steps", len(texts))
			break
		}
		before := len(pr.Game.History)
		if pr.Game.Moves[0].From == nil { // a move of a button alone
			confirm(pr.Game.Moves[0].Button)
		} else {
			// The cursor comes onto the board's first candidate, which is
			// chosen, then its first destination.
			key(ui.ActionNext)
			key(ui.ActionPrev)
			if d.app.Probe().Focus == "" {
				t.Fatalf("the keyboard is on the board, and nothing says where: %+v", d.app.Probe())
			}
			key(ui.ActionConfirm)
			key(ui.ActionConfirm)
			if pr := d.app.Probe(); pr.Game != nil && len(pr.Game.History) == before && len(pr.Game.Moves) > 0 && pr.Game.Moves[0].Button != "" {
				confirm(pr.Game.Moves[0].Button) // several moves join those places
			}
		}
		if len(d.idle().Game.History) == before {
			t.Fatalf("the keys made no move: %+v", d.app.Probe().Game)
		}
	}
	if g := d.app.Probe().Game; g == nil || g.ToMove != "over" {
		t.Fatal("the game did not end within 2,000 moves")
	}
	// Every step was said, in order, among the rest.
	next := 0
	for _, line := range said {
		if next < len(texts) && line == texts[next] {
			next++
		}
	}
	if next < len(texts) {
		t.Errorf("step %d, %q, was never said after the ones before it; said: %q", next+1, texts[next], said)
	}
	// What was said, word for word, is kept (see TestScreenSnapshots).
	golden := filepath.Join("testdata", "screens", "keyboard-"+strings.ToLower(title)+".txt")
	text := strings.Join(said, "\n") + "\n"
	if *updateScreens {
		if err := os.WriteFile(golden, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("no snapshot of what is said (run with -screens-update): %v", err)
	}
	if string(want) != text {
		t.Errorf("what the keys' game said differs from %s:\n%s", golden, firstDifference(string(want), text))
	}
}

// stepTexts returns the log's texts of the game's present.
func stepTexts(g *ui.ProbeGame) []string {
	var out []string
	for i := 0; i < g.Present && i < len(g.Log); i++ {
		out = append(out, g.Log[i].Text)
	}
	return out
}
