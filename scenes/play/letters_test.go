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
				cells := p.board.CellLabels(st, nil)
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

// TestCellNamesOffPieces: in every lesson (whose boards name their cells),
// a cell's name sits neither on a piece nor on the ring that marks it but
// for an edge: Dejarik's "O10" sat on a black pawn's ring, Daryon's "17"
// on a pawn's (issue 31, newcomer item 6).
func TestCellNamesOffPieces(t *testing.T) {
	for _, g := range games.All {
		env := scenestest.Env(anim.Instant, 1)
		tu := NewTutorial(env, g)
		for i := range tu.lessons {
			tu.open(i)
			tu.Update(&ui.Input{Width: 960, Height: 600})
			p := tu.play
			for _, l := range p.board.CellLabels(p.sess.State(), nil) {
				for _, pc := range p.board.Pieces {
					pc.R *= sprites.RingScale
					if c := sprites.LabelCover(l, pc); c > sprites.LabelRim {
						t.Errorf("%s lesson %d: %q hides %.2f of a piece and its ring at %v", g.Rules.Name, i+1, l.Text, c, pc.Place)
					}
				}
			}
		}
	}
}
