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

// TestLettersClearOfNames: in every lesson (whose boards name their
// cells), a piece's letter meets no cell's name and no other letter: pawn
// b's letter beside "c1" read "b1" in Daryon's lessons, and two letters
// side by side read as a word, "c" and "a" as "ca" (issue 31, newcomer
// items 2 and 6).
func TestLettersClearOfNames(t *testing.T) {
	for _, g := range games.All {
		if g.Help.PieceName == nil {
			continue
		}
		env := scenestest.Env(anim.Instant, 1)
		tu := NewTutorial(env, g)
		for i := range tu.lessons {
			t.Run(fmt.Sprintf("%s lesson %d", g.Rules.Name, i+1), func(t *testing.T) {
				tu.open(i)
				tu.Update(&ui.Input{Width: 960, Height: 600})
				p := tu.play
				st := p.sess.State()
				var cells []sprites.Label
				if lb, ok := p.board.View.(sprites.Labeler); ok {
					cells = lb.Labels(st, nil)
				}
				letters := p.board.PieceLetters(st, g.Help.PieceName, cells, nil)
				for j, a := range letters {
					for _, b := range append(cells, letters[j+1:]...) {
						if sprites.LabelsMeet(a, b) {
							t.Errorf("the letter %q at %v meets %q at %v", a.Text, a.At, b.Text, b.At)
						}
					}
				}
			})
		}
	}
}
