package scenes

import (
	"strings"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/save"
	"tabula/session"
)

// startSetup presses Start on a set-up screen of 1024×720 and returns what
// it does.
func startSetup(s *Setup) Transition {
	in := &Input{Width: 1024, Height: 720}
	s.Update(in)
	a := s.form.Action.Rect.Center()
	return s.Update(&Input{Width: 1024, Height: 720, Pointer: Pointer{X: a.X, Y: a.Y, Released: true}})
}

// confirmPress presses a button of the question by its label.
func confirmPress(t *testing.T, c *Confirm, label string) Transition {
	t.Helper()
	var tr Transition
	c.Update(&Input{Width: 1024, Height: 720})
	pressMenu(t, c.menu, func(in *Input) { tr = c.Update(in) }, label)
	return tr
}

// TestNewGameAsksBeforeReplacingAnUnfinishedOne: with a game of Daryon
// saved unfinished, starting a new game asks first; Back returns to the
// set-up, with the saved game untouched; "Start the new game" starts it in
// the saved game's place. With no game saved, or one that is over, or from
// the saved game itself ("Play from here"), nothing is asked.
func TestNewGameAsksBeforeReplacingAnUnfinishedOne(t *testing.T) {
	env := testEnv(anim.Instant, 3)
	store := save.Memory{}
	env.Store = store

	// No game saved: Start starts.
	if tr := startSetup(NewSetup(env, games.Find("diam"))); tr.Kind != TransitionReplace {
		t.Fatalf("no saved game: %+v", tr)
	} else if _, ok := tr.Scene.(*Play); !ok {
		t.Fatalf("no saved game: Start shows %T", tr.Scene)
	}

	// A game of Daryon, a few steps in.
	store = save.Memory{}
	env.Store = store
	p := realPlay(t, "daryon", nil, []save.Seat{{Computer: true, Level: "easy"}, {Computer: true, Level: "easy"}}, anim.Instant, 1024, 720)
	for range 30 {
		p.Update(&Input{Width: 1024, Height: 720})
	}
	h := p.history().Clone()
	sess, err := session.FromHistory(p.sess.Game(), h, []save.Seat{{}, {}}, 3, store)
	if err != nil || sess.History().Len() < 3 {
		t.Fatalf("the saved game: %v, %d steps", err, h.Len())
	}
	saved := string(store[save.GameFile])

	setup := NewSetup(env, games.Find("diam"))
	tr := startSetup(setup)
	c, ok := tr.Scene.(*Confirm)
	if tr.Kind != TransitionReplace || !ok {
		t.Fatalf("with an unfinished game saved, Start shows %T", tr.Scene)
	}
	if !strings.Contains(c.question, "Daryon") || !strings.Contains(c.question, "not finished") {
		t.Errorf("the question: %q", c.question)
	}
	if back := confirmPress(t, c, "Back"); back.Kind != TransitionReplace || back.Scene != setup {
		t.Errorf("Back: %+v, want the set-up again", back)
	}
	if string(store[save.GameFile]) != saved {
		t.Fatal("asking changed the saved game")
	}
	tr = confirmPress(t, c, "Start the new game")
	np, ok := tr.Scene.(*Play)
	if !ok || np.sess.Game().Rules.Name != "diam" {
		t.Fatalf("Start the new game: %T", tr.Scene)
	}
	if !strings.HasPrefix(strings.SplitN(string(store[save.GameFile]), "record\": \"", 2)[1], "diam") {
		t.Errorf("the saved game is not the new one: %.80s", store[save.GameFile])
	}

	// The new game of Diam has no step: a next new game replaces nothing.
	if tr := startSetup(NewSetup(env, games.Find("dejarik"))); tr.Kind != TransitionReplace {
		t.Fatalf("over a game with no step: %+v", tr)
	} else if _, ok := tr.Scene.(*Play); !ok {
		t.Errorf("over a game with no step: Start shows %T", tr.Scene)
	}

	// Continued from the saved game itself: nothing to ask.
	store = save.Memory{}
	env.Store = store
	if _, err := session.FromHistory(games.Find("daryon"), h.Clone(), []save.Seat{{}, {}}, 3, store); err != nil {
		t.Fatal(err)
	}
	from := h.Clone()
	if err := from.Jump(2); err != nil {
		t.Fatal(err)
	}
	if tr := startSetup(NewContinue(env, games.Find("daryon"), from)); tr.Kind != TransitionReplace {
		t.Fatalf("from the saved game: %+v", tr)
	} else if _, ok := tr.Scene.(*Play); !ok {
		t.Errorf("from the saved game itself: Start shows %T", tr.Scene)
	}
}

// TestFirstGameOfTutorialAsks: the tutorial's first game asks too, and
// Back returns to the tutorial.
func TestFirstGameOfTutorialAsks(t *testing.T) {
	env := testEnv(anim.Instant, 3)
	store := save.Memory{}
	env.Store = store
	h := realPlay(t, "diam", nil, []save.Seat{{}, {}}, anim.Instant, 1024, 720).history().Clone()
	if _, err := h.PlayNotation("R@3"); err != nil {
		t.Fatal(err)
	}
	if _, err := session.FromHistory(games.Find("diam"), h, []save.Seat{{}, {}}, 3, store); err != nil {
		t.Fatal(err)
	}
	tut := NewTutorial(env, games.Find("thayyam"))
	tr := env.StartOrAsk(tut, nil, tut.firstGame)
	c, ok := tr.Scene.(*Confirm)
	if !ok {
		t.Fatalf("the first game over an unfinished one shows %T", tr.Scene)
	}
	if back := confirmPress(t, c, "Back"); back.Scene != tut {
		t.Errorf("Back: %+v, want the tutorial", back)
	}
	if p, ok := confirmPress(t, c, "Start the new game").Scene.(*Play); !ok || p.sess.Game().Rules.Name != "thayyam" {
		t.Errorf("Start the new game: %T", p)
	}
}
