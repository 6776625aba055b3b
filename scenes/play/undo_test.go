package play

import (
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
)

// TestUndoLetsThePersonChooseAgain: in Daryon against the computer, and
// between people at one screen, with the forced moves playing
// themselves, U after a forced step takes back to the last choice of a
// person, with the same throw, and the screen waits for them to choose
// again: the forced step (and the computer's answer) are not replayed to
// the same position.
func TestUndoLetsThePersonChooseAgain(t *testing.T) {
	for _, c := range []struct {
		name  string
		seats []save.Seat
	}{
		{"against the computer", []save.Seat{{}, {Computer: true, Level: "random"}}},
		{"between people", []save.Seat{{}, {}}},
	} {
		t.Run(c.name, func(t *testing.T) { undoAfterForced(t, c.seats) })
	}
}

// undoAfterForced plays Daryon on the play screen with seats until a
// person is to throw after a forced step that followed a choice, presses
// U, and checks that the screen waits for that choice again.
func undoAfterForced(t *testing.T, seats []save.Seat) {
	g := games.Find("daryon")
	opts, err := g.Rules.ParseOptions(nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.New(g, opts, seats, 9, nil)
	if err != nil {
		t.Fatal(err)
	}
	env := scenestest.Env(anim.Instant, 1)
	env.Settings.ForcedMoves = true
	env.Attach(s)
	p := NewPlay(env, s)
	h := s.History()
	chose, forced := -1, false // the steps before the person's last choice; a forced step of the person since
	for tick := 0; ; tick++ {
		if tick > 100000 || s.State().ToMove() == rules.Over {
			t.Fatal("no forced step of the person after a choice")
		}
		p.Update(&ui.Input{Width: 1000, Height: 700})
		if p.Phase() != PhaseAwait || !s.HumanActs() {
			continue
		}
		if s.State().ToMove() == rules.Chance {
			if chose >= 0 && forced {
				break // the person's turn again, after a forced step
			}
			p.throw()
			continue
		}
		if choices := p.board.Choices; len(choices) > 1 {
			chose, forced = h.At(), false
			p.play(choices[0])
		} else if chose >= 0 {
			forced = true // it plays itself
		}
	}
	p.Update(&ui.Input{Width: 1000, Height: 700, Actions: []ui.Action{ui.ActionUndo}})
	for range 300 {
		p.Update(&ui.Input{Width: 1000, Height: 700})
	}
	if h.At() != chose || p.Phase() != PhaseAwait || len(p.board.Choices) < 2 {
		t.Errorf("after U: at step %d in phase %d with %d choices; want the person's choice at step %d, waiting for them", h.At(), p.Phase(), len(p.board.Choices), chose)
	}
}
