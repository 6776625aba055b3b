package scenes

import (
	"slices"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/rules"
)

// tutorialTaps drives a tutorial as a person does, through its Update only.
type tutorialTaps struct {
	t  *testing.T
	tu *Tutorial
	w  int
	h  int
}

func (d tutorialTaps) update(in *Input) Transition {
	in.Width, in.Height = d.w, d.h
	return d.tu.Update(in)
}

func (d tutorialTaps) tap(at rules.Place, st rules.State) {
	d.t.Helper()
	p := d.tu.play
	pt, ok := p.board.view.PointOf(st, at)
	if !ok {
		d.t.Fatalf("no point on the board for %+v", at)
	}
	c := p.board.frame.ToScreen(pt)
	d.update(&Input{Pointer: Pointer{X: c.X, Y: c.Y, Released: true, Moved: true}})
}

// press taps the tutorial's button labelled label and returns what it did.
func (d tutorialTaps) press(label string) Transition {
	d.t.Helper()
	d.update(&Input{}) // lays the buttons out
	for _, b := range d.tu.menu.Buttons {
		if b.Label == label {
			c := b.Rect.Center()
			return d.update(&Input{Pointer: Pointer{X: c.X, Y: c.Y, Released: true}})
		}
	}
	d.t.Fatalf("no button %q among %v", label, labels(d.tu.menu))
	return Stay()
}

// move makes choice c by taps on the board, and on the tutorial's buttons
// for a move that moves nothing or when several moves join the same places.
func (d tutorialTaps) move(c rules.Choice) {
	d.t.Helper()
	p := d.tu.play
	st := p.sess.State()
	if !c.Moves {
		d.press(p.env.MoveLabel(p.sess, c))
		return
	}
	n := p.history().Len()
	d.tap(c.From, st)
	if p.history().Len() == n && p.board.picking.selected != nil {
		d.tap(c.To, st)
	}
	if p.history().Len() == n && p.board.picking.ambiguous != nil {
		d.press(p.env.MoveLabel(p.sess, c))
	}
}

// TestTutorialLessons replays every lesson of every game, in both
// languages, by taps: each lesson's position is one where the player is to
// move; a move other than the one asked for is refused with a reason and
// leaves the board as it was; the move asked for ends the lesson and says
// why; Next lesson opens the next; the last page starts a first game
// against the computer at the easy level.
func TestTutorialLessons(t *testing.T) {
	for _, g := range games.All {
		for _, l := range lang.All {
			t.Run(g.Rules.Name+" "+l.Code(), func(t *testing.T) {
				if len(g.Help.Lessons) < 3 {
					t.Fatalf("%d lessons", len(g.Help.Lessons))
				}
				env := testEnv(anim.Instant, 1)
				env.Lang = l
				d := tutorialTaps{t: t, tu: NewTutorial(env, g), w: 1024, h: 720}
				for i, lesson := range g.Help.Lessons {
					d.update(&Input{})
					if at, done := d.tu.Lesson(); at != i || done || d.tu.err != "" || d.tu.play == nil {
						t.Fatalf("lesson %d: shows %d, done %v, error %q", i, at, done, d.tu.err)
					}
					p := d.tu.play
					for range 100 {
						if p.Phase() == PhaseAwait {
							break
						}
						d.update(&Input{})
					}
					st := p.sess.State()
					if p.Phase() != PhaseAwait || st.ToMove() < 0 {
						t.Fatalf("lesson %d (%s): no move to make: phase %d, to move %d", i, lesson.Title[l], p.Phase(), st.ToMove())
					}
					choices := rules.Choices(st, nil)
					n := p.history().Len()
					if len(lesson.Moves) > 0 {
						for _, c := range choices {
							if slices.Contains(lesson.Moves, c.Note) {
								continue
							}
							d.move(c)
							if _, done := d.tu.Lesson(); done || p.history().Len() != n || p.status.note == "" {
								t.Errorf("lesson %d: the other move %s: done %v, %d steps (want %d), note %q", i, c.Note, done, p.history().Len(), n, p.status.note)
							}
							break
						}
					}
					want := choices[0]
					if len(lesson.Moves) > 0 {
						k := slices.IndexFunc(choices, func(c rules.Choice) bool { return c.Note == lesson.Moves[0] })
						if k < 0 {
							t.Fatalf("lesson %d: the move asked for, %s, is not legal", i, lesson.Moves[0])
						}
						want = choices[k]
					}
					d.move(want)
					if _, done := d.tu.Lesson(); !done || p.history().Len() != n+1 || p.history().Step(n).Note != want.Note {
						t.Fatalf("lesson %d: after %s: done %v, %d steps", i, want.Note, done, p.history().Len())
					}
					d.press(env.T(labelNextLesson))
				}
				if at, _ := d.tu.Lesson(); at != len(g.Help.Lessons) {
					t.Fatalf("after the last lesson: page %d", at)
				}
				tr := d.press(env.T(labelFirstGame))
				game, ok := tr.Scene.(*Play)
				if tr.Kind != TransitionReplace || !ok {
					t.Fatalf("the first game: %+v", tr)
				}
				s := game.Session()
				for p := 1; p < s.State().Players(); p++ {
					if seat := s.Seats()[p]; !seat.Computer || seat.Level != "easy" {
						t.Errorf("seat %d of the first game: %+v", p, seat)
					}
				}
			})
		}
	}
}
