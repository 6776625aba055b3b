package play

import (
	"slices"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/rules"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// tutorialTaps drives a tutorial as a person does, through its Update only.
type tutorialTaps struct {
	t  *testing.T
	tu *Tutorial
	w  int
	h  int
}

func (d tutorialTaps) update(in *ui.Input) ui.Transition {
	in.Width, in.Height = d.w, d.h
	return d.tu.Update(in)
}

func (d tutorialTaps) tap(at rules.Place, st rules.State) {
	d.t.Helper()
	p := d.tu.play
	pt, ok := p.board.View.PointOf(st, at)
	if !ok {
		d.t.Fatalf("no point on the board for %+v", at)
	}
	c := p.board.Frame.ToScreen(pt)
	d.update(&ui.Input{Pointer: ui.Pointer{X: c.X, Y: c.Y, Released: true, Moved: true}})
}

// press taps the tutorial's button labelled label and returns what it did.
func (d tutorialTaps) press(label string) ui.Transition {
	d.t.Helper()
	d.update(&ui.Input{}) // lays the buttons out
	for _, b := range d.tu.menu.Buttons {
		if b.Label == label {
			c := b.Rect.Center()
			return d.update(&ui.Input{Pointer: ui.Pointer{X: c.X, Y: c.Y, Released: true}})
		}
	}
	d.t.Fatalf("no button %q among %v", label, labels(d.tu.menu))
	return ui.Stay()
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
	n := p.sess.History().Len()
	d.tap(c.From, st)
	if p.sess.History().Len() == n && p.board.Picking.Selected != nil {
		d.tap(c.To, st)
	}
	if p.sess.History().Len() == n && p.board.Picking.Ambiguous != nil {
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
				env := scenestest.Env(anim.Instant, 1)
				env.Lang = l
				d := tutorialTaps{t: t, tu: NewTutorial(env, g), w: 1024, h: 720}
				for i, lesson := range g.Help.Lessons {
					d.update(&ui.Input{})
					if at, done := d.tu.Lesson(); at != i || done || d.tu.err != "" || d.tu.play == nil {
						t.Fatalf("lesson %d: shows %d, done %v, error %q", i, at, done, d.tu.err)
					}
					p := d.tu.play
					for range 100 {
						if p.Phase() == PhaseAwait {
							break
						}
						d.update(&ui.Input{})
					}
					st := p.sess.State()
					if p.Phase() != PhaseAwait || st.ToMove() < 0 {
						t.Fatalf("lesson %d (%s): no move to make: phase %d, to move %d", i, lesson.Title[l], p.Phase(), st.ToMove())
					}
					choices := rules.Choices(st, nil)
					n := p.sess.History().Len()
					if len(lesson.Moves) > 0 {
						for _, c := range choices {
							if slices.Contains(lesson.Moves, c.Note) {
								continue
							}
							d.move(c)
							if _, done := d.tu.Lesson(); done || p.sess.History().Len() != n || p.status.note == "" {
								t.Errorf("lesson %d: the other move %s: done %v, %d steps (want %d), note %q", i, c.Note, done, p.sess.History().Len(), n, p.status.note)
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
					if _, done := d.tu.Lesson(); !done || p.sess.History().Len() != n+1 || p.sess.History().Step(n).Note != want.Note {
						t.Fatalf("lesson %d: after %s: done %v, %d steps", i, want.Note, done, p.sess.History().Len())
					}
					d.press(env.T(labelNextLesson))
				}
				if at, _ := d.tu.Lesson(); at != len(g.Help.Lessons) {
					t.Fatalf("after the last lesson: page %d", at)
				}
				tr := d.press(env.T(labelFirstGame))
				game, ok := tr.Scene.(*Play)
				if tr.Kind != ui.TransitionReplace || !ok {
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

// TestTutorialSaysWhyOfAPiece taps, in every lesson, each piece that has
// no move and is no move's destination: another side's, or one that
// cannot move. The lesson says why, in the game's words, as the play
// screen does of its own pieces, and plays nothing; in Dejarik and Diam a
// tap on the other side's piece said nothing.
func TestTutorialSaysWhyOfAPiece(t *testing.T) {
	first := map[string]string{ // the note for the first such piece of the first lesson
		"dejarik": "This pawn is Black's, not yours: you play White.",
		"diam":    "This brown pawn is not yours: your side plays red and orange.",
	}
	for _, g := range games.All {
		t.Run(g.Rules.Name, func(t *testing.T) {
			env := scenestest.Env(anim.Instant, 1)
			d := tutorialTaps{t: t, tu: NewTutorial(env, g), w: 1024, h: 720}
			tapped := 0
			for i := range g.Help.Lessons {
				d.tu.open(i)
				d.update(&ui.Input{})
				p := d.tu.play
				st := p.sess.State()
				for _, pc := range slices.Clone(p.board.Pieces) {
					// The piece a tap there picks, and the cell it names.
					at, _ := p.board.View.PointOf(st, pc.Place)
					src, isSource := p.board.View.SourceAt(st, at)
					cell, isCell := p.board.View.TargetAt(st, at)
					if slices.ContainsFunc(p.board.Choices, func(c rules.Choice) bool {
						return isSource && sprites.SameSource(src, c.From) || isCell && c.To.Cell == cell
					}) {
						continue
					}
					p.status.note = ""
					n := p.sess.History().Len()
					d.tap(pc.Place, st)
					if _, done := d.tu.Lesson(); done || p.sess.History().Len() != n || p.status.note == "" {
						t.Errorf("lesson %d, a tap on %+v: done %v, %d steps (want %d), note %q", i, pc.Place, done, p.sess.History().Len(), n, p.status.note)
					}
					if want, ok := first[g.Rules.Name]; ok && i == 0 && tapped == 0 && pc.Place.Player != st.ToMove() && p.status.note != want {
						t.Errorf("lesson %d, a tap on %+v: note %q, want %q", i, pc.Place, p.status.note, want)
					}
					if pc.Place.Player != st.ToMove() {
						tapped++
					}
				}
			}
			if tapped == 0 {
				t.Error("no piece of the other side to tap in any lesson")
			}
		})
	}
}

// TestTutorialShowsTheThrow checks that a lesson of a game with lots
// pictures them: its last throw lies in the tray, at rest, in the
// lesson's panel above its buttons where the words leave room (always for
// Daryon's seeds on a screen held wide), and the panel says what the
// board does not show (Daryon's throw and credit, Thayyam's pool of
// throws), as the play screen's caption does.
func TestTutorialShowsTheThrow(t *testing.T) {
	pools := map[string]string{ // the caption of the second lesson
		"daryon":  "Thrown: 12 points; credit (right to go home): none",
		"thayyam": "Throws: 4, 3, 1",
	}
	for _, g := range games.All {
		for _, win := range [][2]int{{1024, 720}, {390, 844}} {
			env := scenestest.Env(anim.Instant, 1)
			d := tutorialTaps{t: t, tu: NewTutorial(env, g), w: win[0], h: win[1]}
			for i := range g.Help.Lessons {
				d.tu.open(i)
				d.update(&ui.Input{})
				p := d.tu.play
				pr := &ui.Probe{}
				d.tu.Probe(pr)
				caption := captionOf(p)
				if caption != "" && !slices.Contains(pr.Reading, ui.ProbeText{Text: caption}) {
					t.Errorf("%s lesson %d: the panel does not say %q: %+v", g.Rules.Name, i, caption, pr.Reading)
				}
				if want, ok := pools[g.Rules.Name]; ok && i == 1 && caption != want {
					t.Errorf("%s lesson %d: the caption is %q, want %q", g.Rules.Name, i, caption, want)
				}
				tr := p.lots.Tray
				if tr == nil {
					continue
				}
				if tr.Ticks() == 0 || !tr.Settled() || tr.Faces() != tr.Outcome() {
					t.Errorf("%s lesson %d: the tray shows no throw at rest (ticks %d, settled %v)", g.Rules.Name, i, tr.Ticks(), tr.Settled())
				}
				m := ui.MetricsFor(win[0], win[1])
				panel := d.tu.panel(m)
				_, lots := d.tu.panelLayout(m, panel)
				if lots.W() <= 0 && (win[0] < win[1] || g.Rules.Name != "daryon") {
					continue // no room: the caption says the throw
				}
				if lots != p.lots.Rect || lots.W() <= 0 || lots.Min.X < panel.Min.X || lots.Max.X > panel.Max.X || lots.Min.Y < panel.Min.Y || lots.Max.Y > d.tu.menu.Buttons[0].Rect.Min.Y {
					t.Errorf("%s lesson %d at %v: the tray at %v, not in the panel %v above the buttons", g.Rules.Name, i, win, lots, panel)
				}
			}
		}
	}
}
