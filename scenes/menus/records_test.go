package menus

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"tabula/anim"
	"tabula/games"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/play"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
	"testing"
	"testing/fstest"
)

// TestRecordSavedAndOpened: Save record in the pause menu writes the game
// to the records folder with a comment; Open record lists it, reads it at
// its end, and Play from here continues it with seats chosen anew, the
// steps after it kept for redo.
func TestRecordSavedAndOpened(t *testing.T) {
	const w, h = 1024, 720
	dir := save.RecordFolder(t.TempDir())
	env := scenestest.Env(anim.Instant, 1)
	env.Records = dir
	env.Routes.Continue = func(g *games.Game, h *rules.History) ui.Scene { return NewContinue(env, g, h) }
	s := hotSeat(t, env, "daryon", 30, "players=3")
	p := scenestest.Updated(play.NewPlay(env, s), w, h, 1)
	pause := play.NewPause(env, p)
	scenestest.Click(pause, "Save record", w, h)
	if notice := scenestest.Probe(pause).Notice; !strings.HasPrefix(notice, "Record saved: ") {
		t.Fatalf("notice %q", notice)
	}
	files, err := dir.List()
	if err != nil || len(files) != 1 || files[0].Name != "daryon-2026-11-25-1430.txt" {
		t.Fatalf("records %v, %v", files, err)
	}
	text, _ := dir.Read(files[0])
	if !bytes.HasPrefix(text, []byte("# tabula: Daryon, 25 November 2026, 14:30\n# seats: South, West, North\ndaryon players=3")) {
		t.Errorf("the record begins %q", text[:min(len(text), 120)])
	}

	open := NewOpenRecord(env)
	tr, _ := scenestest.Click(open, files[0].Name, w, h)
	r, ok := tr.Scene.(*play.Play)
	if !ok || !scenestest.Probe(r).Game.Reading {
		t.Fatalf("opening the record gave %+v (notice %q)", tr, open.notice)
	}
	r.Update(&ui.Input{Width: w, Height: h})
	g := scenestest.Probe(r).Game
	if !g.Reading || g.Step != 30 || len(g.Log) != 30 || g.State != s.State().Key() {
		t.Fatalf("the record read: step %d of %d, state %q", g.Step, len(g.Log), g.State)
	}
	for _, b := range scenestest.Probe(r).Buttons {
		if (b.Label == "Undo" || b.Label == "Hint") && !b.Disabled {
			t.Errorf("a record read can be played: %s", b.Label)
		}
	}
	if len(g.Moves) != 0 {
		t.Errorf("a record read offers moves: %+v", g.Moves)
	}
	for scenestest.Probe(r).Game.Step > 20 {
		scenestest.Press(r, "Previous", w, h)
	}
	tr, _ = scenestest.Click(r, "Play from here", w, h)
	setup, ok := tr.Scene.(*Setup)
	if !ok || tr.Kind != ui.TransitionReplace || setup.from == nil || setup.from.At() != 20 {
		t.Fatalf("Play from here gave %+v", tr)
	}
	setup.Update(&ui.Input{Width: w, Height: h})
	if len(setup.form.Rows) != 4 || !strings.HasPrefix(setup.form.Rows[3].Label, "Name of ") {
		t.Fatalf("continuing asks %d rows, want the 3 seats and the person's name", len(setup.form.Rows))
	}
	a := setup.form.Action.Rect.Center()
	tr = setup.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: a.X, Y: a.Y, Released: true}})
	q, ok := tr.Scene.(*play.Play)
	if !ok || scenestest.Probe(q).Game.Reading {
		t.Fatalf("Play gave %+v", tr)
	}
	hist := q.Session().History()
	if hist.At() != 20 || hist.Len() != 30 || !q.Session().CanRedo() {
		t.Errorf("continued at %d of %d steps, redo %v", hist.At(), hist.Len(), q.Session().CanRedo())
	}
}

// hotSeat starts a game of people of the named game and plays n steps of
// it: throws, and the middle one of the moves.
func hotSeat(t *testing.T, env *ui.Env, game string, n int, args ...string) *session.Session {
	t.Helper()
	g := games.Find(game)
	opts, err := g.Rules.ParseOptions(args)
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.New(g, opts, make([]save.Seat, int(opts["players"][0]-'0')), 9, nil)
	if err != nil {
		t.Fatal(err)
	}
	env.Attach(s)
	for range n {
		st := s.State()
		switch {
		case st.ToMove() == rules.Over:
			return s
		case st.ToMove() == rules.Chance:
			_, err = s.Throw()
		default:
			cs := rules.Choices(st, nil)
			_, err = s.Play(cs[len(cs)/2].Action)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// pressMenu taps the button of a menu labelled label, through update.
func pressMenu(t *testing.T, m *ui.Menu, update func(*ui.Input), label string) {
	t.Helper()
	for _, b := range m.Buttons {
		if b.Label == label {
			c := b.Rect.Center()
			update(&ui.Input{Width: 1024, Height: 720, Pointer: ui.Pointer{X: c.X, Y: c.Y, Released: true}})
			return
		}
	}
	t.Fatalf("no button %q among %v", label, m.Buttons)
}

// TestOpenRecordRefusesBadFiles: a file that is not a record, dropped or
// kept, is refused with the line and the reason, and nothing opens.
func TestOpenRecordRefusesBadFiles(t *testing.T) {
	dir := t.TempDir()
	env := scenestest.Env(anim.Instant, 1)
	env.Records = save.RecordFolder(dir)
	for name, text := range map[string]string{
		"empty.txt":   "",
		"chess.txt":   "chess\ne2e4\n",
		"illegal.txt": "diam players=2\nR@0\nB@1\nR@9\n",
		"garbage.txt": strings.Repeat("\x00\xff", 6000),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]string{
		"empty.txt":   "empty.txt: line 1: the record is empty",
		"chess.txt":   `chess.txt: line 1: unknown game "chess"`,
		"illegal.txt": "illegal.txt: line 4: step 3 (R@9)",
		"garbage.txt": "garbage.txt: line 1: longer than",
	}
	o := NewOpenRecord(env)
	o.Update(&ui.Input{Width: 1024, Height: 720})
	for name, prefix := range want {
		var tr ui.Transition
		pressMenu(t, o.menu, func(in *ui.Input) { tr = o.Update(in) }, name)
		if tr.Kind != ui.TransitionStay || !strings.HasPrefix(o.notice, prefix) {
			t.Errorf("%s: %+v, notice %q, want %q…", name, tr.Kind, o.notice, prefix)
		}
	}
	// A record dropped on the window opens at once.
	good := "# a comment\n\ndejarik players=2\nO0-C\nO6-I6\n"
	tr := o.Update(&ui.Input{Width: 1024, Height: 720, Dropped: fstest.MapFS{"game.txt": {Data: []byte(good)}}})
	if r, ok := tr.Scene.(*play.Play); !ok || r.Session().History().Len() != 2 {
		t.Fatalf("a dropped record gave %+v", tr)
	}
}
