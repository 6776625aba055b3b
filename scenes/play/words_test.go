package play

import (
	"strings"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
)

// labels returns the labels of a menu.
func labels(m *ui.Menu) []string {
	var out []string
	for _, b := range m.Buttons {
		out = append(out, b.Label)
	}
	return out
}

// TestForcedMovesArePlayed: a person's only move is played once its reason
// has been read, unless the setting says by hand; a throw never is.
func TestForcedMovesArePlayed(t *testing.T) {
	for _, byHand := range []bool{false, true} {
		env := scenestest.Env(anim.Normal, 1)
		env.Settings.ForcedMoves = !byHand
		g := games.Find("daryon")
		opts, _ := g.Rules.ParseOptions(nil)
		s, _ := session.New(g, opts, []save.Seat{{}, {}}, 4, nil)
		p := NewPlay(env, s)
		idle(p)
		for range 200 {
			idle(p)
		}
		if len(p.sess.History().Record().Steps) != 0 {
			t.Fatalf("by hand %v: a throw was made for the person", byHand)
		}
		pressButton(t, p, labelThrow)
		for i := 0; p.Phase() == PhaseAnimating && i < 1000; i++ {
			idle(p)
		}
		// At the start of Daryon, no pawn is out: a throw other than 1
		// leaves a pass only.
		if legal := p.Session().State().Legal(nil); len(legal) != 1 {
			t.Skipf("the seeded throw gave %d moves", len(legal))
		}
		steps := len(p.sess.History().Record().Steps)
		for range 400 {
			idle(p)
		}
		played := len(p.sess.History().Record().Steps) > steps
		if played == byHand {
			t.Errorf("by hand %v: the forced move played %v", byHand, played)
		}
	}
}

// TestComputerSaysThinkingOnlyWithAChoice: the turn line says the computer
// thinks only when it has several moves to choose among.
func TestComputerSaysThinkingOnlyWithAChoice(t *testing.T) {
	env := scenestest.Env(anim.Normal, 1)
	g := games.Find("daryon")
	opts, _ := g.Rules.ParseOptions(nil)
	cpu := save.Seat{Computer: true, Level: "easy"}
	s, _ := session.New(g, opts, []save.Seat{cpu, cpu}, 4, nil)
	p := NewPlay(env, s)
	for i := 0; i < 3000 && len(s.History().Record().Steps) < 30; i++ {
		idle(p)
		st := s.State()
		if p.Phase() != PhaseThinking || st.ToMove() < 0 {
			continue
		}
		thinking := strings.Contains(headingOf(p).message, "is thinking")
		if n := len(st.Legal(nil)); thinking != (n > 1) {
			t.Fatalf("%d legal moves, the turn line %q", n, headingOf(p).message)
		}
	}
}

// TestHintInWords: a hint says its move as the log will, and draws it.
func TestHintInWords(t *testing.T) {
	p := teachPlay(t, "diam", []save.Seat{{}, {}}, 7, nil)
	waitHint(t, p)
	if !strings.HasPrefix(p.status.note, "Hint: ") || !strings.Contains(p.status.note, "dropped on cell") {
		t.Errorf("hint %q", p.status.note)
	}
	if p.advice.hint.found == nil || p.advice.hint.found.Note == "" || !p.advice.hint.found.Moves {
		t.Errorf("no move to draw: %+v", p.advice.hint.found)
	}
	_ = rules.Over
}

// TestDiamSaysWhatAMoveIs: under "Red and orange, your move", a Diam game
// says what a move is before its first step, in both languages (issue
// 31, newcomer item 8: it never did).
func TestDiamSaysWhatAMoveIs(t *testing.T) {
	for _, c := range []struct {
		l    lang.Lang
		want []string
	}{
		{lang.English, []string{"drop a pawn", "shift"}},
		{lang.French, []string{"posez un pion", "déplacez"}},
	} {
		env := scenestest.Env(anim.Instant, 1)
		env.Lang = c.l
		p := scenestest.Updated(NewPlay(env, scenestest.Session(t, env, "diam", nil, 0, 0)), 1024, 720, 3)
		note := noteOf(p)
		for _, w := range c.want {
			if !strings.Contains(note, w) {
				t.Errorf("%s: the note under %q is %q: it does not say %q", c.l, p.status.message, note, w)
			}
		}
	}
}
