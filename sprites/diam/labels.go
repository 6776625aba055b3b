package diam

import (
	"strconv"

	"tabula/rules"
	game "tabula/rules/diam"
	"tabula/sprites"
)

var _ sprites.Labeler = (*View)(nil)

// Labels appends the labels of the eight cells, "0" to "7", as the words
// of tabula/help/diam name them ("cell 3, level 2"), each over the plaque
// that bears the same number under its well: the label shows the board's
// own number more boldly, and a stack, which rises up the screen from its
// well, never hides it. Levels get no label: they are counted up a stack,
// 1 at the bottom. Labels appends nothing for a state of another game.
func (v *View) Labels(s rules.State, buf []sprites.Label) []sprites.Label {
	if _, ok := position(s); !ok {
		return buf
	}
	for c := range game.Cells {
		buf = append(buf, sprites.Label{At: labelAt(c), Text: strconv.Itoa(c)})
	}
	return buf
}
