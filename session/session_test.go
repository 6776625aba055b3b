package session

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"tabula/games"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/save"
)

var (
	person   = save.Seat{}
	computer = save.Seat{Computer: true, Level: "random"}
)

func start(t *testing.T, game string, seats []save.Seat, store save.Store, args ...string) *Session {
	t.Helper()
	g := games.Find(game)
	opts, err := g.Rules.ParseOptions(args)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(g, opts, seats, 3, store)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSeatsMustMatchPlayers(t *testing.T) {
	g := games.Find("diam")
	opts, _ := g.Rules.ParseOptions([]string{"players=3"})
	if _, err := New(g, opts, []save.Seat{person, computer}, 1, nil); err == nil {
		t.Error("two seats for three players were accepted")
	}
}

// TestWholeGamesEnd plays every game with computers only, to the end.
func TestWholeGamesEnd(t *testing.T) {
	for _, g := range games.All {
		s := start(t, g.Rules.Name, []save.Seat{computer, computer}, nil)
		for i := 0; s.State().ToMove() != rules.Over; i++ {
			if i > 20000 {
				t.Fatalf("%s: no end", g.Rules.Name)
			}
			if _, err := s.ComputerStep(); err != nil {
				t.Fatalf("%s: %v", g.Rules.Name, err)
			}
		}
		if _, err := s.ComputerStep(); err == nil {
			t.Errorf("%s: a step after the end", g.Rules.Name)
		}
	}
}

func TestTurns(t *testing.T) {
	s := start(t, "daryon", []save.Seat{person, computer}, nil)
	if s.State().ToMove() != rules.Chance || s.Actor() != 0 || !s.HumanActs() {
		t.Fatalf("start: to move %v, actor %v, human %v", s.State().ToMove(), s.Actor(), s.HumanActs())
	}
	if _, err := s.ComputerStep(); err == nil {
		t.Error("the computer played the person's throw")
	}
	if _, err := s.Play(0); err == nil {
		t.Error("Play at a chance step")
	}
	ev, err := s.Throw()
	if err != nil || len(ev) == 0 || ev[0].Kind != rules.EventThrow {
		t.Fatalf("throw: %v %v", ev, err)
	}
	if _, err := s.Throw(); err == nil {
		t.Error("two throws in a row")
	}
}

// TestUndo checks that undo returns to just before the person's last
// choice, keeping the throw before it, and is offered only against the
// computer.
func TestUndo(t *testing.T) {
	s := start(t, "daryon", []save.Seat{person, computer}, nil)
	if s.CanUndo() {
		t.Error("undo offered before any decision")
	}
	var before string
	var steps int
	// Play until the person has decided once and the computer has moved.
	for guard := 0; guard < 1000; guard++ {
		if s.State().ToMove() == rules.Over {
			t.Fatal("the game ended first")
		}
		if s.HumanActs() {
			if s.State().ToMove() == rules.Chance {
				if _, err := s.Throw(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			legal := s.State().Legal(nil)
			if len(legal) > 1 {
				before, steps = s.State().Key(), len(s.Record().Steps)
			}
			if _, err := s.Play(legal[len(legal)-1]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if before != "" && s.State().ToMove() >= 0 {
			break // the computer has thrown and is to move, or has moved
		}
		if _, err := s.ComputerStep(); err != nil {
			t.Fatal(err)
		}
	}
	if !s.CanUndo() {
		t.Fatal("no undo after a decision")
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if s.State().Key() != before || len(s.Record().Steps) != steps {
		t.Errorf("undo went to %q after %d steps, want %q after %d", s.State().Key(), len(s.Record().Steps), before, steps)
	}
	if last := s.Record().Steps[steps-1]; last[:5] != "throw" {
		t.Errorf("the step before the undone decision is %q, not the kept throw", last)
	}
	if !s.HumanActs() || s.State().ToMove() != 0 {
		t.Errorf("after undo the person does not decide")
	}
	if !s.CanRedo() {
		t.Fatal("no redo after an undo")
	}
	if err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if s.HumanActs() && s.State().ToMove() >= 0 {
		t.Errorf("redo stopped before the computer's answer")
	}

	all := start(t, "diam", []save.Seat{computer, computer}, nil)
	all.ComputerStep()
	if all.CanUndo() {
		t.Error("undo offered in a game of computers")
	}
}

// TestUndoPassesForcedSteps: against the computer as between people at
// one screen, undo passes over the forced steps (a pass, the only legal
// move), which would play themselves again at once (and the computer's
// answer after them), back to the last choice of a person among several,
// with the same throw; with no such choice, undo is not offered. Redo
// plays again up to where undo was pressed.
func TestUndoPassesForcedSteps(t *testing.T) {
	for _, c := range []struct {
		name  string
		seats []save.Seat
	}{
		{"against the computer", []save.Seat{person, computer}},
		{"between people", []save.Seat{person, person}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := start(t, "daryon", c.seats, nil)
			chose, chooser := forcedAfterChoice(t, s)
			end, throw := len(s.Record().Steps), s.Record().Steps[chose-1]
			if err := s.Undo(); err != nil {
				t.Fatal(err)
			}
			if got := len(s.Record().Steps); got != chose {
				t.Fatalf("undo went back to step %d, want the last choice at %d", got, chose)
			}
			if n := len(s.State().Legal(nil)); !s.HumanActs() || s.State().ToMove() != chooser || n < 2 {
				t.Errorf("after undo: the person acts %v, to move %v, %d legal steps: want a choice of seat %v", s.HumanActs(), s.State().ToMove(), n, chooser)
			}
			if last := s.Record().Steps[chose-1]; last != throw {
				t.Errorf("the throw before the choice is %q, was %q: a throw is never taken back", last, throw)
			}
			if err := s.Redo(); err != nil {
				t.Fatal(err)
			}
			if got := len(s.Record().Steps); got != end {
				t.Errorf("redo went forward to step %d, want %d, where undo was pressed", got, end)
			}
		})
	}
}

// forcedAfterChoice plays s, the first legal step at every decision, until
// a person is to throw after a forced step of theirs that followed a
// choice, and returns the steps before that choice and the seat that made
// it. It checks on the way that undo is offered once a choice was made.
func forcedAfterChoice(t *testing.T, s *Session) (int, rules.Player) {
	t.Helper()
	chose, chooser, forced := -1, rules.Player(0), false
	for guard := 0; !(chose >= 0 && forced && s.HumanActs() && s.State().ToMove() == rules.Chance); guard++ {
		if guard > 5000 || s.State().ToMove() == rules.Over {
			t.Fatal("no forced step of a person after a choice")
		}
		switch {
		case !s.HumanActs():
			if _, err := s.ComputerStep(); err != nil {
				t.Fatal(err)
			}
		case s.State().ToMove() == rules.Chance:
			if s.CanUndo() != (chose >= 0) {
				t.Fatalf("undo offered %v, with the last choice of a person at %d", s.CanUndo(), chose)
			}
			if _, err := s.Throw(); err != nil {
				t.Fatal(err)
			}
		default:
			legal := s.State().Legal(nil)
			if len(legal) > 1 {
				chose, chooser, forced = len(s.Record().Steps), s.State().ToMove(), false
			} else if chose >= 0 {
				forced = true
			}
			if _, err := s.Play(legal[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return chose, chooser
}

// TestUndoBetweenPeople: in a game of people, undo goes from choice to
// choice, back to just before each, the throw before it kept; redo goes
// forward the same way; a throw taken back comes back the same.
func TestUndoBetweenPeople(t *testing.T) {
	s := start(t, "thayyam", []save.Seat{person, person}, nil)
	var choices []int // the steps before each choice
	for range 12 {
		if s.State().ToMove() == rules.Chance {
			s.Throw()
		} else {
			if len(s.State().Legal(nil)) > 1 {
				choices = append(choices, s.History().At())
			}
			s.Play(s.State().Legal(nil)[0])
		}
	}
	if len(choices) < 2 {
		t.Fatalf("choices before steps %v: want two at least", choices)
	}
	played := s.Record().Steps
	for i := len(choices) - 1; i >= 0; i-- {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
		if at := s.History().At(); at != choices[i] {
			t.Fatalf("undo to step %d, want %d, before a choice", at, choices[i])
		}
	}
	if s.CanUndo() || s.Undo() == nil {
		t.Error("undo before the first choice")
	}
	if err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if at := s.History().At(); at != choices[1] {
		t.Fatalf("redo to step %d, want %d, before the next choice", at, choices[1])
	}
	// Forward again by hand: the same throws come, and the person's
	// same moves keep the rest for redo.
	for s.History().At() < len(played) {
		if s.State().ToMove() == rules.Chance {
			s.Throw()
		} else {
			s.Play(s.State().Legal(nil)[0])
		}
	}
	if got := s.Record().Steps; !slices.Equal(got, played) {
		t.Errorf("forward again: %v, want %v", got, played)
	}
}

// TestLuckNeverChanges: a throw taken back comes back the same even when
// the person decides otherwise in between.
func TestLuckNeverChanges(t *testing.T) {
	s := start(t, "daryon", []save.Seat{person, person}, nil, "exits=multi")
	throws := func() []string {
		var out []string
		for _, step := range s.Record().Steps {
			if strings.HasPrefix(step, "throw") {
				out = append(out, step)
			}
		}
		return out
	}
	for len(throws()) < 20 && s.State().ToMove() != rules.Over {
		if s.State().ToMove() == rules.Chance {
			s.Throw()
		} else {
			s.Play(s.State().Legal(nil)[0])
		}
	}
	want := throws()
	for s.CanUndo() {
		s.Undo()
	}
	for len(throws()) < len(want) && s.State().ToMove() != rules.Over {
		if s.State().ToMove() == rules.Chance {
			s.Throw()
		} else {
			legal := s.State().Legal(nil)
			s.Play(legal[len(legal)-1]) // another choice than before, where there is one
		}
	}
	if got := throws(); !slices.Equal(got, want[:len(got)]) {
		t.Errorf("throws after other decisions: %v, want %v", got, want)
	}
}

func TestAutosaveAndResume(t *testing.T) {
	store := save.Memory{}
	s := start(t, "thayyam", []save.Seat{person, computer, person}, store, "players=3")
	for range 5 {
		if s.HumanActs() {
			if s.State().ToMove() == rules.Chance {
				s.Throw()
			} else {
				s.Play(s.State().Legal(nil)[0])
			}
		} else {
			s.ComputerStep()
		}
	}
	r, err := Resume(store, games.All, 99)
	if err != nil {
		t.Fatal(err)
	}
	if r.State().Key() != s.State().Key() || len(r.Seats()) != 3 || !r.Seats()[1].Computer || r.Seed() != s.Seed() {
		t.Errorf("resumed %q seats %+v seed %d, want %q seed %d", r.State().Key(), r.Seats(), r.Seed(), s.State().Key(), s.Seed())
	}
	for s.State().ToMove() != rules.Over {
		if s.State().ToMove() == rules.Chance {
			s.Throw()
		} else {
			s.Play(s.State().Legal(nil)[0])
		}
	}
	if _, err := Resume(store, games.All, 1); !errors.Is(err, save.ErrNoGame) {
		t.Errorf("a finished game is still saved: %v", err)
	}
}

// failing is a store that cannot write.
type failing struct{ save.Memory }

func (failing) Write(string, []byte) error { return errors.New("disk full") }

func TestSaveErrorIsReportedOnce(t *testing.T) {
	s := start(t, "diam", []save.Seat{person, person}, failing{save.Memory{}})
	if err := s.SaveError(); err == nil || err.Error() != "disk full" {
		t.Errorf("first report: %v", err)
	}
	if err := s.SaveError(); err != nil {
		t.Errorf("second report: %v", err)
	}
	if _, err := s.Play(s.State().Legal(nil)[0]); err != nil {
		t.Errorf("the game stopped because it cannot be saved: %v", err)
	}
}

// TestLevel checks a seat's level, and the default for a save without one.
func TestLevel(t *testing.T) {
	s := start(t, "diam", []save.Seat{{Computer: true, Level: "hard"}, {Computer: true}}, nil)
	if got := s.Level(0); got != ai.Hard {
		t.Errorf("seat 0: %v, want hard", got)
	}
	if got := s.Level(1); got != DefaultLevel {
		t.Errorf("seat without a level: %v, want %v", got, DefaultLevel)
	}
	s.seats[1].Level = "grandmaster"
	if got := s.Level(1); got != DefaultLevel {
		t.Errorf("unknown level: %v, want %v", got, DefaultLevel)
	}
}

// TestComputerSearchSeeds checks that the computer's search is seeded from
// the session's source (the same seed gives the same moves), that a hint
// draws nothing from it, and that a search must be done to be played.
func TestComputerSearchSeeds(t *testing.T) {
	easy := save.Seat{Computer: true, Level: "easy"}
	game := func(seed uint64, hints bool) []string {
		g := games.Find("dejarik")
		opts, _ := g.Rules.ParseOptions(nil)
		s, err := New(g, opts, []save.Seat{person, easy}, seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		for s.State().ToMove() != rules.Over && len(s.Record().Steps) < 24 {
			if s.HumanActs() {
				if hints {
					h, err := s.HintSearch()
					if err != nil {
						t.Fatal(err)
					}
					h.Step(100)
					h.Stop()
				}
				if _, err := s.Play(s.State().Legal(nil)[0]); err != nil {
					t.Fatal(err)
				}
				continue
			}
			search, err := s.ComputerSearch()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.PlayComputer(search); err == nil {
				t.Fatal("a search not done was played")
			}
			for !search.Step(1000) {
			}
			if _, err := s.PlayComputer(search); err != nil {
				t.Fatal(err)
			}
		}
		return s.Record().Steps
	}
	a, b, c := game(8, false), game(8, true), game(9, false)
	if !slices.Equal(a, b) {
		t.Errorf("hints changed the computer's moves:\n%v\n%v", a, b)
	}
	if slices.Equal(a, c) {
		t.Errorf("seeds 8 and 9 gave the same game %v", a)
	}
	s := start(t, "dejarik", []save.Seat{person, easy}, nil)
	if _, err := s.ComputerSearch(); err == nil {
		t.Error("a computer search on a person's move")
	}
	if _, err := s.ComputerStep(); err == nil {
		t.Error("a computer step on a person's move")
	}
}
