package scenes

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"tabula/anim"
	"tabula/games"
	"tabula/rules"
	"tabula/rules/rulestest"
	"tabula/save"
	"tabula/session"
)

// hotSeat starts a game of people only on the play screen.
func hotSeat(t *testing.T, game string, args ...string) *Play {
	t.Helper()
	g := games.Find(game)
	opts, err := g.Rules.ParseOptions(args)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]save.Seat, int(opts["players"][0]-'0'))
	s, err := session.New(g, opts, seats, 9, nil)
	if err != nil {
		t.Fatal(err)
	}
	env := testEnv(anim.Instant, 1)
	env.Attach(s)
	p := NewPlay(env, s)
	idle(p)
	return p
}

// playSteps plays n steps through the screen: throws by the Throw button,
// moves by the session (the pointer is tested elsewhere), each step
// animated and settled.
func playSteps(t *testing.T, p *Play, n int) {
	t.Helper()
	for range n {
		st := p.Session().State()
		switch {
		case st.ToMove() == rules.Over:
			return
		case st.ToMove() == rules.Chance:
			pressButton(t, p, labelThrow)
		default:
			cs := rules.Choices(st, nil)
			p.play(cs[len(cs)/2])
		}
		for i := 0; p.Phase() == PhaseAnimating && i < 1000; i++ {
			idle(p)
		}
	}
}

func probeOf(p *Play) *ProbeGame {
	var pr Probe
	p.Probe(&pr)
	return pr.Game
}

func buttonEnabled(p *Play, label string) bool {
	for _, b := range p.buttons.menu.Buttons {
		if b.Label == label {
			return !b.Disabled
		}
	}
	return false
}

// TestUndoRedoBetweenPeople: in hot-seat, Undo and Redo go one step at a
// time, throws included; the board, the log and the probe follow; a throw
// taken back comes back the same.
func TestUndoRedoBetweenPeople(t *testing.T) {
	p := hotSeat(t, "thayyam")
	if buttonEnabled(p, labelUndo) || buttonEnabled(p, labelRedo) {
		t.Fatal("Undo or Redo enabled at the start")
	}
	playSteps(t, p, 10)
	played := probeOf(p)
	if len(played.History) != 10 || len(played.Log) != 10 {
		t.Fatalf("after 10 steps: history %d, log %d", len(played.History), len(played.Log))
	}
	for i := 9; i >= 6; i-- {
		pressButton(t, p, labelUndo)
		g := probeOf(p)
		if g.Present != i || g.Step != i || len(g.Log) != 10 || g.State != p.history().StateAt(i).Key() {
			t.Fatalf("undo to %d: present %d, step %d, log %d", i, g.Present, g.Step, len(g.Log))
		}
	}
	if !buttonEnabled(p, labelRedo) {
		t.Fatal("no Redo after Undo")
	}
	pressButton(t, p, labelRedo)
	if g := probeOf(p); g.Present != 7 {
		t.Fatalf("redo: present %d, want 7", g.Present)
	}
	// Forward by hand from 7: a throw is the throw taken back.
	for p.Session().History().At() < 10 {
		at := p.Session().History().At()
		st := p.Session().State()
		if st.ToMove() == rules.Chance {
			pressButton(t, p, labelThrow)
		} else {
			a := p.Session().History().Step(at).Action
			for _, c := range p.board.choices {
				if c.Action == a {
					p.play(c)
				}
			}
		}
		for i := 0; p.Phase() == PhaseAnimating && i < 1000; i++ {
			idle(p)
		}
		if got, want := p.Session().History().Step(at).Note, played.History[at]; got != want {
			t.Fatalf("step %d played again as %q, was %q", at+1, got, want)
		}
	}
	if got := probeOf(p).History; strings.Join(got, " ") != strings.Join(played.History, " ") {
		t.Errorf("forward again: %v, want %v", got, played.History)
	}
}

// TestLogLooksBack: a tap on a log entry shows the position after it, the
// game waits, Previous and Next step through, and Back to the game returns.
func TestLogLooksBack(t *testing.T) {
	const w, h = 1024, 720
	p := hotSeat(t, "dejarik")
	playSteps(t, p, 6)
	p.Update(&Input{Width: w, Height: h})
	if !p.logVisible() {
		t.Fatalf("no log beside the board at %dx%d", w, h)
	}
	// Tap the earliest entry in view, step k.
	k := -1
	for i, e := range probeOf(p).Log {
		if e.At != nil && k < 0 {
			k = i + 1
		}
	}
	if k < 1 || k > 5 {
		t.Fatalf("the earliest entry in view is step %d", k)
	}
	at := probeOf(p).Log[k-1].At
	p.Update(&Input{Width: w, Height: h, Pointer: Pointer{X: at.X, Y: at.Y, Pressed: true, Down: true}})
	p.Update(&Input{Width: w, Height: h, Pointer: Pointer{X: at.X, Y: at.Y, Released: true}})
	g := probeOf(p)
	if g.Phase != "reading" || g.Step != k || g.Present != 6 || g.State != p.history().StateAt(k).Key() {
		t.Fatalf("after tapping entry %d: phase %s, step %d, present %d", k, g.Phase, g.Step, g.Present)
	}
	if g.LastMove == nil || g.LastMove.Step != k || g.LastMove.Notation != g.History[k-1] {
		t.Fatalf("the last move marked %+v, want step %d (%s)", g.LastMove, k, g.History[k-1])
	}
	if p.status.message != fmt.Sprintf("Step %d of 6", k) || p.noteNow() != p.describe(k-1) {
		t.Errorf("message %q, note %q", p.status.message, p.noteNow())
	}
	for range k {
		pressButton(t, p, labelPrevious)
	}
	if g := probeOf(p); g.Step != 0 || g.LastMove != nil || buttonEnabled(p, labelPrevious) {
		t.Fatalf("at the start: step %d, last move %+v", g.Step, g.LastMove)
	}
	pressButton(t, p, labelNext)
	if g := probeOf(p); g.Step != 1 {
		t.Fatalf("after Next: step %d", g.Step)
	}
	pressButton(t, p, labelBack)
	if g := probeOf(p); g.Phase != "await" || g.Step != 6 || g.LastMove == nil || g.LastMove.Step != 6 {
		t.Fatalf("back to the game: phase %s, step %d, last move %+v", g.Phase, g.Step, g.LastMove)
	}
}

// TestLastMoveMarksCaptures: a Daryon capture is marked where the pawn was
// taken, and the probe's places are the rules' own.
func TestLastMoveMarksCaptures(t *testing.T) {
	for _, mod := range games.All {
		g := mod.Rules
		h := randomHistory(t, g, 7, 400)
		p := NewReading(testEnv(anim.Instant, 1), mod, h)
		p.Update(&Input{Width: 1024, Height: 720})
		captures := 0
		for i := range h.Len() {
			p.showStep(i + 1)
			lm := probeOf(p).LastMove
			c := h.Step(i).Choice()
			if !c.Moves {
				continue
			}
			if lm == nil || lm.Step != i+1 || lm.Notation != c.Note || lm.From.Cell != c.From.Cell || lm.To.Cell != c.To.Cell {
				t.Fatalf("%s step %d %s: last move %+v, want %+v", g.Name, i+1, c.Note, lm, c)
			}
			for _, e := range h.Step(i).Events {
				if e.Kind == rules.EventCapture && e.From >= 0 {
					captures++
					found := false
					for _, cp := range lm.Captured {
						found = found || cp.Cell == int(e.From)
					}
					if !found {
						t.Fatalf("%s step %d: the capture on %d is not marked: %+v", g.Name, i+1, e.From, lm.Captured)
					}
				}
			}
		}
		t.Logf("%s: %d steps, %d captures marked", g.Name, h.Len(), captures)
	}
}

// randomHistory plays a random game of g, with its first option set, to
// its end or to max steps.
func randomHistory(t *testing.T, g *rules.Game, seed uint64, max int) *rules.History {
	t.Helper()
	return rulestest.RandomHistory(t, g, g.OptionSets()[0], seed, max)
}

// TestRecordSavedAndOpened: Save record in the pause menu writes the game
// to the records folder with a comment; Open record lists it, reads it at
// its end, and Play from here continues it with seats chosen anew, the
// steps after it kept for redo.
func TestRecordSavedAndOpened(t *testing.T) {
	dir := save.RecordFolder(t.TempDir())
	p := hotSeat(t, "daryon", "players=3")
	p.env.Records = dir
	playSteps(t, p, 30)
	pause := NewPause(p.env, p)
	pause.Update(&Input{Width: 1024, Height: 720})
	pressMenu(t, pause.menu, func(in *Input) { pause.Update(in) }, labelSaveRecord)
	if !strings.HasPrefix(pause.notice, "Record saved: ") {
		t.Fatalf("notice %q", pause.notice)
	}
	files, err := dir.List()
	if err != nil || len(files) != 1 || files[0].Name != "daryon-2026-11-25-1430.txt" {
		t.Fatalf("records %v, %v", files, err)
	}
	text, _ := dir.Read(files[0])
	if !bytes.HasPrefix(text, []byte("# tabula: Daryon, 25 November 2026, 14:30\n# seats: South, West, North\ndaryon players=3")) {
		t.Errorf("the record begins %q", text[:min(len(text), 120)])
	}

	open := NewOpenRecord(p.env)
	open.Update(&Input{Width: 1024, Height: 720})
	var tr Transition
	pressMenu(t, open.menu, func(in *Input) { tr = open.Update(in) }, files[0].Name)
	r, ok := tr.Scene.(*Play)
	if !ok || !r.record.reading {
		t.Fatalf("opening the record gave %+v (notice %q)", tr, open.notice)
	}
	r.Update(&Input{Width: 1024, Height: 720})
	g := probeOf(r)
	if !g.Reading || g.Step != 30 || len(g.Log) != 30 || g.State != p.Session().State().Key() {
		t.Fatalf("the record read: step %d of %d, state %q", g.Step, len(g.Log), g.State)
	}
	if buttonEnabled(r, labelUndo) || buttonEnabled(r, labelHint) || len(r.board.choices) != 0 {
		t.Error("a record read can be played")
	}
	r.showStep(20)
	pressMenu(t, r.buttons.menu, func(in *Input) { tr = r.Update(in) }, labelFromHere)
	setup, ok := tr.Scene.(*Setup)
	if !ok || tr.Kind != TransitionReplace || setup.from == nil || setup.from.At() != 20 {
		t.Fatalf("Play from here gave %+v", tr)
	}
	setup.Update(&Input{Width: 1024, Height: 720})
	if len(setup.form.Rows) != 3 {
		t.Fatalf("continuing asks %d rows, want the 3 seats", len(setup.form.Rows))
	}
	a := setup.form.Action.Rect.Center()
	tr = setup.Update(&Input{Width: 1024, Height: 720, Pointer: Pointer{X: a.X, Y: a.Y, Released: true}})
	q, ok := tr.Scene.(*Play)
	if !ok || q.record.reading {
		t.Fatalf("Play gave %+v", tr)
	}
	h := q.Session().History()
	if h.At() != 20 || h.Len() != 30 || !q.Session().CanRedo() {
		t.Errorf("continued at %d of %d steps, redo %v", h.At(), h.Len(), q.Session().CanRedo())
	}
}

// pressMenu taps a menu's button by its label through update.
func pressMenu(t *testing.T, m *Menu, update func(*Input), label string) {
	t.Helper()
	for _, b := range m.Buttons {
		if b.Label == label {
			c := b.Rect.Center()
			update(&Input{Width: 1024, Height: 720, Pointer: Pointer{X: c.X, Y: c.Y, Released: true}})
			return
		}
	}
	t.Fatalf("no button %q among %v", label, m.Buttons)
}

// TestOpenRecordRefusesBadFiles: a file that is not a record, dropped or
// kept, is refused with the line and the reason, and nothing opens.
func TestOpenRecordRefusesBadFiles(t *testing.T) {
	dir := t.TempDir()
	env := testEnv(anim.Instant, 1)
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
	o.Update(&Input{Width: 1024, Height: 720})
	for name, prefix := range want {
		var tr Transition
		pressMenu(t, o.menu, func(in *Input) { tr = o.Update(in) }, name)
		if tr.Kind != TransitionStay || !strings.HasPrefix(o.notice, prefix) {
			t.Errorf("%s: %+v, notice %q, want %q…", name, tr.Kind, o.notice, prefix)
		}
	}
	// A record dropped on the window opens at once.
	good := "# a comment\n\ndejarik players=2\nO0-C\nO6-I6\n"
	tr := o.Update(&Input{Width: 1024, Height: 720, Dropped: fstest.MapFS{"game.txt": {Data: []byte(good)}}})
	if r, ok := tr.Scene.(*Play); !ok || r.history().Len() != 2 {
		t.Fatalf("a dropped record gave %+v", tr)
	}
}
