package menus

import (
	"slices"
	"strings"
	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/save"
	"tabula/scenes/pages"
	"tabula/scenes/play"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
	"testing"
)

// TestSetupOffersLevels checks the seat rows of every game: a person or
// the computer at each level the game offers, Perfect for Dejarik alone,
// an explanation for each choice, and one person against the computer at
// the default level when Start is pressed without changes.
func TestSetupOffersLevels(t *testing.T) {
	for _, mod := range games.All {
		g := mod.Rules
		t.Run(g.Name, func(t *testing.T) {
			env := scenestest.Env(anim.Normal, 3)
			s := NewSetup(env, mod)
			s.Update(&ui.Input{Width: 900, Height: 700})
			want := []string{"Person", "Random", "Easy", "Medium", "Hard"}
			if g.Name == "dejarik" {
				want = append(want, "Perfect")
			}
			seatRows := s.form.Rows[len(g.Options) : len(g.Options)+s.players()]
			if n := len(s.form.Rows); n != len(g.Options)+s.players()+1 || !strings.HasPrefix(s.form.Rows[n-1].Label, "Name of ") {
				t.Fatalf("%d rows after the options for %d players, the person's name last: %+v", n-len(g.Options), s.players(), s.form.Rows)
			}
			for _, row := range seatRows {
				if !slices.Equal(row.Choices, want) {
					t.Errorf("%s: choices %q, want %q", row.Label, row.Choices, want)
				}
				if len(row.Explain) != len(row.Choices) {
					t.Errorf("%s: %d explanations for %d choices", row.Label, len(row.Explain), len(row.Choices))
				}
				for i, e := range row.Explain {
					if e == "" || strings.Contains(e, "until the stronger levels") {
						t.Errorf("%s: choice %s explained by %q", row.Label, row.Choices[i], e)
					}
				}
			}
			for _, l := range pages.SeatLevels(mod) {
				if !slices.Contains(seatRows[0].Choices, pages.LevelLabel(env, l)) {
					t.Errorf("the level %v that ai offers is not a choice", l)
				}
			}
			a := s.form.Action.Rect.Center()
			tr := s.Update(&ui.Input{Width: 900, Height: 700, Pointer: ui.Pointer{X: a.X, Y: a.Y, Released: true}})
			p, ok := tr.Scene.(*play.Play)
			if !ok {
				t.Fatalf("Start gave %+v", tr)
			}
			seats := p.Session().Seats()
			if seats[0].Computer {
				t.Error("the first seat is not a person's")
			}
			for i, seat := range seats[1:] {
				if !seat.Computer || seat.Level != "medium" {
					t.Errorf("seat %d: %+v, want the computer at medium", i+1, seat)
				}
			}
		})
	}
}

// TestSetupChoosesLevel checks that a seat set to a level starts the game
// with the computer at that level.
func TestSetupChoosesLevel(t *testing.T) {
	env := scenestest.Env(anim.Normal, 3)
	s := NewSetup(env, games.Find("dejarik"))
	in := &ui.Input{Width: 900, Height: 700}
	s.Update(in)
	seat := len(s.game.Rules.Options) + 1 // Black
	if hard := s.form.Rows[seat].Choices[4]; hard != "Hard" {
		t.Fatalf("choice 4 of Black's row is %q", hard)
	}
	c := s.form.ChoiceRect(seat, 4).Center()
	s.Update(&ui.Input{Width: 900, Height: 700, Pointer: ui.Pointer{X: c.X, Y: c.Y, Released: true}})
	a := s.form.Action.Rect.Center()
	tr := s.Update(&ui.Input{Width: 900, Height: 700, Pointer: ui.Pointer{X: a.X, Y: a.Y, Released: true}})
	p := tr.Scene.(*play.Play)
	if got := p.Session().Seats()[1]; got != (save.Seat{Computer: true, Level: "hard"}) {
		t.Errorf("Black's seat %+v, want the computer at hard", got)
	}
}

// startSetup presses Start on a set-up screen of 1024×720 and returns what
// it does.
func startSetup(s *Setup) ui.Transition {
	in := &ui.Input{Width: 1024, Height: 720}
	s.Update(in)
	a := s.form.Action.Rect.Center()
	return s.Update(&ui.Input{Width: 1024, Height: 720, Pointer: ui.Pointer{X: a.X, Y: a.Y, Released: true}})
}

// confirmPress presses a button of the question by its label.
func confirmPress(t *testing.T, c *ui.Confirm, label string) ui.Transition {
	t.Helper()
	tr, ok := scenestest.Click(c, label, 1024, 720)
	if !ok {
		t.Fatalf("no %q among the question's buttons", label)
	}
	return tr
}

// computerGame returns the play screen of a game of the computer at the
// easy level against itself, after ticks ticks.
func computerGame(t *testing.T, game string, ticks int) *play.Play {
	t.Helper()
	g := games.Find(game)
	opts, _ := g.Rules.ParseOptions(nil)
	s, err := session.New(g, opts, []save.Seat{{Computer: true, Level: "easy"}, {Computer: true, Level: "easy"}}, 11, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := play.NewPlay(scenestest.Env(anim.Instant, 5), s)
	for range ticks + 1 {
		p.Update(&ui.Input{Width: 1024, Height: 720})
	}
	return p
}

// TestNewGameAsksBeforeReplacingAnUnfinishedOne: with a game of Daryon
// saved unfinished, starting a new game asks first; Back returns to the
// set-up, with the saved game untouched; "Start the new game" starts it in
// the saved game's place. With no game saved, or one that is over, or from
// the saved game itself ("Play from here"), nothing is asked.
func TestNewGameAsksBeforeReplacingAnUnfinishedOne(t *testing.T) {
	env := scenestest.Env(anim.Instant, 3)
	store := save.Memory{}
	env.Store = store

	// No game saved: Start starts.
	if tr := startSetup(NewSetup(env, games.Find("diam"))); tr.Kind != ui.TransitionReplace {
		t.Fatalf("no saved game: %+v", tr)
	} else if _, ok := tr.Scene.(*play.Play); !ok {
		t.Fatalf("no saved game: Start shows %T", tr.Scene)
	}

	// A game of Daryon, a few steps in.
	store = save.Memory{}
	env.Store = store
	p := computerGame(t, "daryon", 30)
	h := p.Session().History().Clone()
	sess, err := session.FromHistory(p.Session().Game(), h, []save.Seat{{}, {}}, 3, store)
	if err != nil || sess.History().Len() < 3 {
		t.Fatalf("the saved game: %v, %d steps", err, h.Len())
	}
	saved := string(store[save.GameFile])

	setup := NewSetup(env, games.Find("diam"))
	tr := startSetup(setup)
	c, ok := tr.Scene.(*ui.Confirm)
	if tr.Kind != ui.TransitionReplace || !ok {
		t.Fatalf("with an unfinished game saved, Start shows %T", tr.Scene)
	}
	if q := scenestest.Probe(c).Notice; !strings.Contains(q, "Daryon") || !strings.Contains(q, "not finished") {
		t.Errorf("the question: %q", q)
	}
	if back := confirmPress(t, c, "Back"); back.Kind != ui.TransitionReplace || back.Scene != setup {
		t.Errorf("Back: %+v, want the set-up again", back)
	}
	if string(store[save.GameFile]) != saved {
		t.Fatal("asking changed the saved game")
	}
	tr = confirmPress(t, c, "Start the new game")
	np, ok := tr.Scene.(*play.Play)
	if !ok || np.Session().Game().Rules.Name != "diam" {
		t.Fatalf("Start the new game: %T", tr.Scene)
	}
	if !strings.HasPrefix(strings.SplitN(string(store[save.GameFile]), "record\": \"", 2)[1], "diam") {
		t.Errorf("the saved game is not the new one: %.80s", store[save.GameFile])
	}

	// The new game of Diam has no step: a next new game replaces nothing.
	if tr := startSetup(NewSetup(env, games.Find("dejarik"))); tr.Kind != ui.TransitionReplace {
		t.Fatalf("over a game with no step: %+v", tr)
	} else if _, ok := tr.Scene.(*play.Play); !ok {
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
	if tr := startSetup(NewContinue(env, games.Find("daryon"), from)); tr.Kind != ui.TransitionReplace {
		t.Fatalf("from the saved game: %+v", tr)
	} else if _, ok := tr.Scene.(*play.Play); !ok {
		t.Errorf("from the saved game itself: Start shows %T", tr.Scene)
	}
}

// TestSetupNamesAPlayer checks the word for a person at a seat in each
// language: French says "Joueur", never "Personne", which reads "nobody".
func TestSetupNamesAPlayer(t *testing.T) {
	for _, c := range []struct {
		l    lang.Lang
		want string
	}{{lang.English, "Person"}, {lang.French, "Joueur"}} {
		env := scenestest.Env(anim.Instant, 1)
		env.Lang = c.l
		s := NewSetup(env, games.Find("thayyam"))
		s.Update(&ui.Input{Width: 900, Height: 700})
		for _, row := range s.form.Rows[len(s.game.Rules.Options) : len(s.game.Rules.Options)+s.players()] {
			if got := row.Choices[0]; got != c.want {
				t.Errorf("%s: %s's first choice is %q, want %q", c.l, row.Label, got, c.want)
			}
		}
	}
}
