package play

import (
	"slices"
	"strings"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/save"
	"tabula/scenes/pages"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
)

// runComputer lets the computer seats of p play until a person is to act,
// the game ends or moves steps are recorded, and checks on the way that no
// Update spends more than one slice of a search. It returns the number of
// Updates in which a search was under way.
func runComputer(t *testing.T, p *Play, steps int) (searching int) {
	t.Helper()
	const w, h = 1024, 720
	for i := 0; i < 200000; i++ {
		if len(p.Session().Record().Steps) >= steps || p.Phase() == PhaseOver || p.Phase() == PhaseAwait {
			return searching
		}
		s := p.advice.computer.search
		before := 0
		if s != nil {
			before = s.Nodes()
		}
		p.Update(&ui.Input{Width: w, Height: h})
		if s == nil {
			s = p.advice.computer.search
		}
		if s != nil {
			searching++
			if spent := s.Nodes() - before; spent > searchSlice {
				t.Fatalf("one Update spent %d nodes of a search, more than the slice of %d", spent, searchSlice)
			}
		}
	}
	t.Fatal("the computer never finished")
	return 0
}

// TestComputerLevelsPlay has every level of every game play a few moves on
// the play screen, the search advancing a slice per Update, and checks that
// the moves are legal (the rules replay the record) and that the hard level
// thinks across several Updates while the screen keeps running.
func TestComputerLevelsPlay(t *testing.T) {
	scenestest.WaitSolution(t, scenestest.Env(anim.Fast, 1), "dejarik")
	for _, mod := range games.All {
		g := mod.Rules
		for _, l := range pages.SeatLevels(mod) {
			t.Run(g.Name+" "+l.String(), func(t *testing.T) {
				seat := save.Seat{Computer: true, Level: l.String()}
				p := realPlay(t, g.Name, nil, []save.Seat{seat, seat}, anim.Fast, 1024, 720)
				steps := 8
				if l == ai.Hard && (g.Name == "dejarik" || g.Name == "diam") {
					steps = 2 // a hard move of these takes a tenth of a second
				}
				searching := runComputer(t, p, steps)
				rec := p.Session().Record()
				if len(rec.Steps) < steps && p.Phase() != PhaseOver {
					t.Fatalf("%d steps played, want %d", len(rec.Steps), steps)
				}
				if _, err := rec.Replay(); err != nil {
					t.Fatalf("the record does not replay: %v", err)
				}
				if l == ai.Hard && (g.Name == "dejarik" || g.Name == "diam") && searching < 4 {
					t.Errorf("the hard search took %d Updates: it was not sliced", searching)
				}
			})
		}
	}
}

// TestComputerWaitsAtLeastThePause checks that even a quick search does
// not show its move before the pause a person can follow, and that the
// screen says the computer is thinking with dots that change with the ticks.
func TestComputerWaitsAtLeastThePause(t *testing.T) {
	seat := save.Seat{Computer: true, Level: "easy"}
	p := realPlay(t, "diam", nil, []save.Seat{seat, {}}, anim.Normal, 1024, 720)
	if p.Phase() != PhaseThinking {
		t.Fatalf("phase %d", p.Phase())
	}
	seen := map[string]bool{}
	for range thinkTicks - 3 {
		idleAt(p, 1024, 720)
		seen[headingOf(p).message] = true
	}
	if len(p.Session().Record().Steps) != 0 {
		t.Fatal("the computer moved before the pause")
	}
	if p.advice.computer.search == nil || !p.advice.computer.search.Done() {
		t.Fatal("the easy search was not done within the pause")
	}
	if len(seen) < 2 {
		t.Errorf("the thinking indicator did not change: %v", seen)
	}
	for msg := range seen {
		if !strings.Contains(msg, "is thinking.") {
			t.Errorf("message %q does not say the computer thinks", msg)
		}
	}
	for i := 0; i < 10 && len(p.Session().Record().Steps) == 0; i++ {
		idleAt(p, 1024, 720)
	}
	if len(p.Session().Record().Steps) != 1 {
		t.Error("the computer did not move after the pause")
	}
}

func idleAt(p *Play, w, h int) { p.Update(&ui.Input{Width: w, Height: h}) }

// TestComputerMovesReplay checks that the computer's moves come from the
// session's seed: two games with the same seed and the same person's moves
// are the same game, and another seed gives another game.
func TestComputerMovesReplay(t *testing.T) {
	for _, game := range []string{"dejarik", "daryon"} {
		play := func(seed uint64) []string {
			g := games.Find(game)
			opts, _ := g.Rules.ParseOptions(nil)
			easy := save.Seat{Computer: true, Level: "easy"}
			s, err := session.New(g, opts, []save.Seat{easy, easy}, seed, nil)
			if err != nil {
				t.Fatal(err)
			}
			env := scenestest.Env(anim.Instant, 1)
			p := NewPlay(env, s)
			runComputer(t, p, 30)
			return append([]string(nil), s.Record().Steps...)
		}
		a, b, c := play(5), play(5), play(6)
		if !slices.Equal(a, b) {
			t.Errorf("%s: the same seed gave two games:\n%v\n%v", game, a, b)
		}
		if slices.Equal(a, c) {
			t.Errorf("%s: seeds 5 and 6 gave the same game %v", game, a)
		}
	}
}

// TestUndoWhileThinking checks that an undo during the computer's search
// abandons it and gives the move back to the person.
func TestUndoWhileThinking(t *testing.T) {
	hard := save.Seat{Computer: true, Level: "hard"}
	p := realPlay(t, "dejarik", nil, []save.Seat{{}, hard}, anim.Instant, 1024, 720)
	c := p.board.Choices[0]
	p.play(c)
	idleAt(p, 1024, 720)
	idleAt(p, 1024, 720)
	if p.Phase() != PhaseThinking || p.advice.computer.search == nil || p.advice.computer.search.Done() {
		t.Fatalf("phase %d, search %v: the hard level should be thinking", p.Phase(), p.advice.computer.search)
	}
	s := p.advice.computer.search
	if !pressLabel(p, "Undo", 1024, 720) {
		t.Fatal("no Undo while the computer thinks")
	}
	if p.advice.computer.search != nil || len(p.Session().Record().Steps) != 0 || p.Phase() != PhaseAwait {
		t.Errorf("after undo: search %v, %d steps, phase %d", p.advice.computer.search, len(p.Session().Record().Steps), p.Phase())
	}
	if s.Done() {
		t.Error("the abandoned search was finished instead")
	}
	if p.Session().State().ToMove() != rules.Player(0) {
		t.Error("the person is not to move after undo")
	}
}
