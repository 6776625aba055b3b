package play

import (
	"fmt"
	"strings"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
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
	env := scenestest.Env(anim.Instant, 1)
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

func probeOf(p *Play) *ui.ProbeGame {
	var pr ui.Probe
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

// TestUndoRedoBetweenPeople: in hot-seat, Undo and Redo go from a
// person's choice to the next, the throw before it kept; the board, the
// log and the probe follow; a throw taken back comes back the same.
func TestUndoRedoBetweenPeople(t *testing.T) {
	p := hotSeat(t, "thayyam")
	if buttonEnabled(p, labelUndo) || buttonEnabled(p, labelRedo) {
		t.Fatal("Undo or Redo enabled at the start")
	}
	const n = 30
	playSteps(t, p, n)
	played := probeOf(p)
	if len(played.History) != n || len(played.Log) != n {
		t.Fatalf("after %d steps: history %d, log %d", n, len(played.History), len(played.Log))
	}
	var choices []int // the steps before each choice
	for i := range n {
		if st := p.sess.History().StateAt(i); st.ToMove() >= 0 && len(st.Legal(nil)) > 1 {
			choices = append(choices, i)
		}
	}
	if len(choices) < 2 {
		t.Fatalf("choices before steps %v: want two at least", choices)
	}
	for k := len(choices) - 1; k >= 0; k-- {
		pressButton(t, p, labelUndo)
		i := choices[k]
		if g := probeOf(p); g.Present != i || g.Step != i || len(g.Log) != n || g.State != p.sess.History().StateAt(i).Key() {
			t.Fatalf("undo to %d: present %d, step %d, log %d", i, g.Present, g.Step, len(g.Log))
		}
	}
	if buttonEnabled(p, labelUndo) || !buttonEnabled(p, labelRedo) {
		t.Fatal("Undo before the first choice, or no Redo after Undo")
	}
	pressButton(t, p, labelRedo)
	if g := probeOf(p); g.Present != choices[1] {
		t.Fatalf("redo: present %d, want %d", g.Present, choices[1])
	}
	// Forward by hand: a throw is the throw taken back.
	for p.Session().History().At() < n {
		at := p.Session().History().At()
		st := p.Session().State()
		if st.ToMove() == rules.Chance {
			pressButton(t, p, labelThrow)
		} else {
			a := p.Session().History().Step(at).Action
			for _, c := range p.board.Choices {
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
	p.Update(&ui.Input{Width: w, Height: h})
	if !p.record.log.Visible(p.layout.metrics) {
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
	p.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: at.X, Y: at.Y, Pressed: true, Down: true}})
	p.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: at.X, Y: at.Y, Released: true}})
	g := probeOf(p)
	if g.Phase != "reading" || g.Step != k || g.Present != 6 || g.State != p.sess.History().StateAt(k).Key() {
		t.Fatalf("after tapping entry %d: phase %s, step %d, present %d", k, g.Phase, g.Step, g.Present)
	}
	if g.LastMove == nil || g.LastMove.Step != k || g.LastMove.Notation != g.History[k-1] {
		t.Fatalf("the last move marked %+v, want step %d (%s)", g.LastMove, k, g.History[k-1])
	}
	if p.status.message != fmt.Sprintf("Step %d of 6", k) || noteOf(p) != p.words.step(k-1) {
		t.Errorf("message %q, note %q", p.status.message, noteOf(p))
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
		h := scenestest.RandomHistory(t, g, 7, 400)
		p := NewReading(scenestest.Env(anim.Instant, 1), mod, h)
		p.Update(&ui.Input{Width: 1024, Height: 720})
		captures := 0
		for i := range h.Len() {
			p.ShowStep(i + 1)
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
