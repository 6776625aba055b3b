package play

import (
	"slices"
	"strings"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/rules"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// TestTutorialByKeys takes every lesson of every game with the keys
// alone, in both languages, as a person who cannot see the board does:
// the arrows bring the cursor onto the board's pieces, and what it is on
// is said (with where a piece can go); Enter chooses the lesson's piece
// and then its destination, or the lesson's button; the lesson is done;
// Tab reaches "Next lesson". Before, the keys went round the lesson's
// buttons only, and no piece ever had the focus.
func TestTutorialByKeys(t *testing.T) {
	for _, g := range games.All {
		for _, l := range lang.All {
			t.Run(g.Rules.Name+" "+l.Code(), func(t *testing.T) {
				env := scenestest.Env(anim.Instant, 1)
				env.Lang = l
				d := tutorialTaps{t: t, tu: NewTutorial(env, g), w: 1024, h: 720}
				keys := func(as ...ui.Action) ui.Transition {
					return d.update(&ui.Input{Actions: as})
				}
				said := func() string {
					var pr ui.Probe
					d.tu.Probe(&pr)
					return pr.Focus
				}
				for i, lesson := range g.Help.Lessons {
					d.update(&ui.Input{})
					p := d.tu.play
					for range 100 {
						if p.Phase() == PhaseAwait {
							break
						}
						d.update(&ui.Input{})
					}
					st := p.sess.State()
					choices := rules.Choices(st, nil)
					want := choices[0]
					if len(lesson.Moves) > 0 {
						want = choices[slices.IndexFunc(choices, func(c rules.Choice) bool { return c.Note == lesson.Moves[0] })]
					}
					if i == 0 {
						keys(ui.ActionRight)
						keys(ui.ActionLeft)
						if focus := said(); focus == "" || !strings.Contains(focus, map[lang.Lang]string{lang.English: "can go", lang.French: "peu"}[l]) {
							t.Fatalf("lesson 1: the arrows on the board's first piece say %q", focus)
						}
					}
					d.byKeys(want, keys)
					if _, done := d.tu.Lesson(); !done {
						t.Fatalf("lesson %d: %s by the keys is not done (note %q)", i+1, want.Note, p.status.note)
					}
					d.toButton(env.T(labelNextLesson), keys)
				}
			})
		}
	}
}

// byKeys makes choice c with the keys: the cursor round the ring to its
// piece, Enter, then to its destination, Enter; or to its button.
func (d tutorialTaps) byKeys(c rules.Choice, keys func(...ui.Action) ui.Transition) {
	d.t.Helper()
	p := d.tu.play
	n := p.sess.History().Len()
	if !c.Moves {
		d.toButton(p.env.MoveLabel(p.sess, c), keys)
		return
	}
	on := func(at rules.Place, dest bool) {
		for range 60 {
			if pl, ok := p.board.KeyPlace(true); ok && (dest && pl.Cell == at.Cell || !dest && sprites.SameSource(pl, at)) {
				keys(ui.ActionConfirm)
				return
			}
			keys(ui.ActionNext)
		}
		d.t.Fatalf("the keys never reached %+v", at)
	}
	on(c.From, false)
	if p.sess.History().Len() == n && p.board.Picking.Selected != nil {
		on(c.To, true)
	}
	if p.sess.History().Len() == n && p.board.Picking.Ambiguous != nil {
		d.toButton(p.env.MoveLabel(p.sess, c), keys)
	}
}

// toButton brings the cursor onto the tutorial's button with the label
// and presses Enter.
func (d tutorialTaps) toButton(label string, keys func(...ui.Action) ui.Transition) {
	d.t.Helper()
	for range 60 {
		var pr ui.Probe
		d.tu.Probe(&pr)
		for _, b := range pr.Buttons {
			if b.Focused && b.Label == label {
				keys(ui.ActionConfirm)
				return
			}
		}
		keys(ui.ActionNext)
	}
	d.t.Fatalf("the keys never reached the button %q", label)
}
