package spritestest

import "tabula/sprites"

// LabelCover returns the largest share of a piece's disc that one of
// labels hides ([sprites.LabelCover]), with the label and the piece. It
// needs no display.
func LabelCover(labels []sprites.Label, pieces []sprites.Piece) (worst float64, label sprites.Label, piece sprites.Piece) {
	for _, l := range labels {
		for _, p := range pieces {
			if c := sprites.LabelCover(l, p); c > worst {
				worst, label, piece = c, l, p
			}
		}
	}
	return worst, label, piece
}
