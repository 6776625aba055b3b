package play

import (
	"fmt"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// TestTutorialButtonsKeepTheirPlaces: from lesson to lesson, and once a
// lesson's move is made, each of the tutorial's own buttons stays where
// it was, and no other takes its place: Thayyam's lesson 2 put "Previous
// lesson" where lesson 1 had "Show me" (issue 31, newcomer item 5). Show
// me, Next lesson and Play a first game share a place, the way on.
func TestTutorialButtonsKeepTheirPlaces(t *testing.T) {
	family := map[string]string{
		labelShowMe: labelShowMe, labelNextLesson: labelShowMe, labelFirstGame: labelShowMe,
		labelTryAgain: labelTryAgain, labelPrevLesson: labelPrevLesson, labelLeave: labelLeave,
	}
	for _, mod := range games.All {
		for _, size := range [][2]int{{1280, 800}, {390, 844}, {844, 390}} {
			w, h := size[0], size[1]
			t.Run(fmt.Sprintf("%s %dx%d", mod.Rules.Name, w, h), func(t *testing.T) {
				env := scenestest.Env(anim.Instant, 1)
				tu := NewTutorial(env, mod)
				placeOf := map[string]sprites.Rect{} // a label's place
				holder := map[sprites.Rect]string{}  // a place's family
				check := func(page string) {
					tu.Update(&ui.Input{Width: w, Height: h})
					for _, b := range tu.menu.Buttons {
						f, own := family[b.Label]
						if !own {
							continue // a move of the lesson
						}
						if r, ok := placeOf[b.Label]; ok && r != b.Rect {
							t.Errorf("%s: %q moved from %v to %v", page, b.Label, r, b.Rect)
						}
						placeOf[b.Label] = b.Rect
						if other, ok := holder[b.Rect]; ok && other != f {
							t.Errorf("%s: %q lies where %q was", page, b.Label, other)
						}
						holder[b.Rect] = f
					}
				}
				for i := range tu.lessons {
					tu.open(i)
					check(fmt.Sprintf("lesson %d", i+1))
					tu.done = true
					tu.build()
					check(fmt.Sprintf("lesson %d done", i+1))
				}
				// The last page, with no board, has the whole screen: a
				// tap repeated on Next lesson lands on none of the
				// buttons that go back or leave.
				next := placeOf[labelNextLesson].Center()
				tu.open(len(tu.lessons))
				tu.Update(&ui.Input{Width: w, Height: h})
				for _, b := range tu.menu.Buttons {
					if b.Rect.Contains(next) && family[b.Label] != labelShowMe {
						t.Errorf("the last page puts %q where Next lesson was", b.Label)
					}
				}
			})
		}
	}
}

// TestLessonDoneRingsNothing: once a lesson's move is made, no piece wears
// the ring of a piece to move, and a tap on one chooses nothing: at the
// end of Diam's lesson 1 the other side's pieces, whose turn came, wore
// the rings (issue 31, newcomer item 8).
func TestLessonDoneRingsNothing(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Rules.Name, func(t *testing.T) {
			env := scenestest.Env(anim.Instant, 1)
			d := tutorialTaps{t: t, tu: NewTutorial(env, g), w: 1024, h: 720}
			for i, lesson := range g.Help.Lessons {
				d.tu.open(i)
				d.update(&ui.Input{})
				p := d.tu.play
				choices := p.board.Choices
				want := choices[0]
				for _, c := range choices {
					if len(lesson.Moves) > 0 && c.Note == lesson.Moves[0] {
						want = c
					}
				}
				d.move(want)
				for range 200 {
					d.update(&ui.Input{})
				}
				if rings := p.board.MovableSources(p.picks()); len(rings) > 0 {
					t.Errorf("lesson %d done: %d pieces ringed as movable", i+1, len(rings))
				}
				n := p.sess.History().Len()
				for _, c := range p.board.Choices {
					if c.Moves && p.sess.State().ToMove() >= 0 {
						d.tap(c.From, p.sess.State())
						if p.board.Picking.Selected != nil || p.sess.History().Len() != n {
							t.Errorf("lesson %d done: a tap on %+v chose it", i+1, c.From)
						}
						break
					}
				}
			}
		})
	}
}
