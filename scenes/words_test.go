package scenes

import (
	"strings"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/rules"
	"tabula/save"
	"tabula/session"
)

// labels returns the labels of a menu.
func labels(m *Menu) []string {
	var out []string
	for _, b := range m.Buttons {
		out = append(out, b.Label)
	}
	return out
}

// TestScreensInFrench: with French chosen, the title, the play screen's
// buttons, the turn line and the log speak French; a change of language in
// the settings speaks again on the screens beneath.
func TestScreensInFrench(t *testing.T) {
	env := testEnv(anim.Instant, 1)
	env.Lang = lang.French
	title := NewTitle(env)
	if got := strings.Join(labels(title.menu), "|"); !strings.Contains(got, "Nouvelle partie") || !strings.Contains(got, "Réglages") {
		t.Errorf("the title in French: %q", got)
	}
	g := games.Find("daryon")
	opts, _ := g.Rules.ParseOptions(nil)
	s, err := session.New(g, opts, []save.Seat{{}, {}}, 4, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(env, s)
	idle(p)
	if got := strings.Join(labels(p.buttons.menu), "|"); !strings.Contains(got, "Lancer") || !strings.Contains(got, "Annuler") {
		t.Errorf("the play screen's buttons in French: %q", got)
	}
	if !strings.Contains(p.status.message, "Sud") {
		t.Errorf("the turn line in French: %q", p.status.message)
	}
	pressButton(t, p, "Lancer")
	for i := 0; p.Phase() == PhaseAnimating && i < 100; i++ {
		idle(p)
	}
	if got := p.eventText(); !strings.Contains(got, "Sud") {
		t.Errorf("the last step in French: %q", got)
	}

	// The settings: English chosen, the screens beneath speak it again.
	env.Lang = lang.English
	p.Resume()
	if got := strings.Join(labels(p.buttons.menu), "|"); !strings.Contains(got, "Undo") {
		t.Errorf("after the change: %q", got)
	}
	title.Resume()
	if got := strings.Join(labels(title.menu), "|"); !strings.Contains(got, "New game") {
		t.Errorf("the title after the change: %q", got)
	}
}

// TestSettingsLanguageAndTextSize: the settings' rows change the language
// and the text's size at once, and keep them.
func TestSettingsLanguageAndTextSize(t *testing.T) {
	store := save.Memory{}
	env := testEnv(anim.Instant, 1)
	env.Store = store
	defer func() { textScale = 1 }()
	s := NewSettings(env)
	s.Update(&Input{Width: 900, Height: 700})
	tap := func(row, choice int) {
		c := s.form.choices[row][choice].Rect.Center()
		s.Update(&Input{Width: 900, Height: 700, Pointer: Pointer{X: c.X, Y: c.Y, Released: true}})
	}
	before := MetricsFor(900, 700).Text
	tap(rowLanguage, int(lang.French))
	if env.Lang != lang.French || s.form.Rows[rowLanguage].Label != "Langue" || s.form.Action.Label != "Terminé" {
		t.Fatalf("after French: %v, %q, %q", env.Lang, s.form.Rows[rowLanguage].Label, s.form.Action.Label)
	}
	s.Update(&Input{Width: 900, Height: 700})
	tap(rowTextSize, 2)
	if got := MetricsFor(900, 700).Text; got <= before {
		t.Errorf("large text: %v, normal %v", got, before)
	}
	kept, err := save.LoadSettings(store)
	if err != nil || kept.Lang != "fr" || kept.TextSize != "large" {
		t.Errorf("kept %+v, %v", kept, err)
	}
}

// TestForcedMovesArePlayed: a person's only move is played once its reason
// has been read, unless the setting says by hand; a throw never is.
func TestForcedMovesArePlayed(t *testing.T) {
	for _, byHand := range []bool{false, true} {
		env := testEnv(anim.Normal, 1)
		env.Settings.ForcedMoves = !byHand
		g := games.Find("daryon")
		opts, _ := g.Rules.ParseOptions(nil)
		s, _ := session.New(g, opts, []save.Seat{{}, {}}, 4, nil)
		p := NewPlay(env, s)
		idle(p)
		for range 200 {
			idle(p)
		}
		if len(p.history().Record().Steps) != 0 {
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
		steps := len(p.history().Record().Steps)
		for range 400 {
			idle(p)
		}
		played := len(p.history().Record().Steps) > steps
		if played == byHand {
			t.Errorf("by hand %v: the forced move played %v", byHand, played)
		}
	}
}

// TestComputerSaysThinkingOnlyWithAChoice: the turn line says the computer
// thinks only when it has several moves to choose among.
func TestComputerSaysThinkingOnlyWithAChoice(t *testing.T) {
	env := testEnv(anim.Normal, 1)
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
		thinking := strings.Contains(p.messageNow(), "is thinking")
		if n := len(st.Legal(nil)); thinking != (n > 1) {
			t.Fatalf("%d legal moves, the turn line %q", n, p.messageNow())
		}
	}
}

// TestBackButtons: the chooser and the set-up screen have a Back button.
func TestBackButtons(t *testing.T) {
	env := testEnv(anim.Instant, 1)
	c := NewChooser(env)
	c.Update(&Input{Width: 900, Height: 700})
	b := c.back.Rect.Center()
	if tr := c.Update(&Input{Width: 900, Height: 700, Pointer: Pointer{X: b.X, Y: b.Y, Released: true}}); tr.Kind != TransitionPop {
		t.Errorf("the chooser's Back gave %+v", tr)
	}
	s := NewSetup(env, games.Find("diam"))
	s.Update(&Input{Width: 900, Height: 700})
	b = s.form.Back.Rect.Center()
	tr := s.Update(&Input{Width: 900, Height: 700, Pointer: Pointer{X: b.X, Y: b.Y, Released: true}})
	if _, ok := tr.Scene.(*Chooser); !ok {
		t.Errorf("the set-up's Back gave %+v", tr)
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
