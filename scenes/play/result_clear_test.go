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

// TestResultShowsTheFinalPositionClear: when a game of lots ends, the
// throw last shown large over the board goes, so that the result shows the
// winning position (issue 42, item 3: Daryon's last throw stayed drawn
// over the board under the result, hiding where the pawns stood).
func TestResultShowsTheFinalPositionClear(t *testing.T) {
	for _, name := range []string{"daryon", "thayyam"} {
		t.Run(name, func(t *testing.T) {
			env := scenestest.Env(anim.Normal, 1)
			env.Settings.Speed = "normal"
			g := games.Find(name)
			opts, _ := g.Rules.ParseOptions(nil)
			seats := []save.Seat{{Computer: true, Level: "easy"}, {Computer: true, Level: "easy"}}
			s, err := session.New(g, opts, seats, 5, nil)
			if err != nil {
				t.Fatal(err)
			}
			env.Attach(s)
			// Played to the throw before the last move: the screen throws
			// it and shows it large, and the move that wins follows.
			var throws []int
			for i := 0; s.State().ToMove() != rules.Over; i++ {
				if i > 5000 {
					t.Fatal("no end")
				}
				if s.State().ToMove() == rules.Chance {
					throws = append(throws, s.History().Len())
				}
				if _, err := s.ComputerStep(); err != nil {
					t.Fatal(err)
				}
			}
			h := s.History().Clone()
			if err := h.Jump(throws[len(throws)-1]); err != nil {
				t.Fatal(err)
			}
			h.Forget()
			s, err = session.FromHistory(g, h, seats, 5, nil)
			if err != nil {
				t.Fatal(err)
			}
			env.Attach(s)
			p := NewPlay(env, s)
			var r *Result
			for i := 0; r == nil; i++ {
				if i > 20000 {
					t.Fatal("the game did not end on the screen")
				}
				tr := p.Update(&ui.Input{Width: 390, Height: 844})
				r, _ = tr.Scene.(*Result)
			}
			if p.lots.Shown.Visible() {
				t.Error("the last throw is still shown large over the board under the result")
			}
		})
	}
}
