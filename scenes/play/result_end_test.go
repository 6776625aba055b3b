package play

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
	"tabula/sprites/spritestest"
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

// TestResultSaysTheWinningDiam: a game of Diam won ends on a result that
// says which diam won it, in the log's words, and lights its two pawns on
// the board (issue 42, item 8: an easy game won in three moves ended
// unexplained).
func TestResultSaysTheWinningDiam(t *testing.T) {
	for _, l := range []lang.Lang{lang.English, lang.French} {
		r := finishedGame(t, "diam", l, 3, "easy", "easy")
		if res := r.play.sess.State().Result(); res.Status != rules.Win {
			t.Fatalf("the game ended %+v, want a win", res)
		}
		const w, h = 390, 844
		scenestest.Updated(r, w, h, 2)
		lm := scenestest.Probe(r).Game.LastMove
		if lm == nil || len(lm.Line) != 2 || lm.Line[0].At == nil || lm.Line[1].At == nil || (lm.Line[0].Cell+4)%8 != lm.Line[1].Cell {
			t.Fatalf("%s: the last move lights %+v, want the two pawns of the diam, facing", l, lm)
		}
		diam := "diam on cells"
		if l == lang.French {
			diam = "sur les cases"
		}
		said := ""
		stop := sprites.WatchText(func(d sprites.DrawnText) bool {
			said += d.Text + " "
			return false
		})
		spritestest.Render(t, w, h, func(dst *ebiten.Image) { r.Draw(dst) })
		stop()
		if !strings.Contains(said, diam) {
			t.Errorf("%s: the result says %q, nothing of the diam that won", l, said)
		}
	}
}
