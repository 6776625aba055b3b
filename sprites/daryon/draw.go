package daryon

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules/daryon"
	"tabula/sprites"
)

// DrawPieces draws every pawn of s where [Board.Place] puts it, through the
// view v: the play screen uses it when nothing moves, and for pictures.
func (b *Board) DrawPieces(dst *ebiten.Image, v sprites.View, s *daryon.State) {
	for _, p := range b.Place(s) {
		at := v.ToScreen(p.At)
		DrawPiece(dst, at, p.R*v.Size, p.Side, 1)
		if p.Finished() {
			DrawFinished(dst, at, p.R*v.Size)
		}
	}
}

// DrawPiece draws one pawn of side d centred on the pixel position at, of
// radius r pixels: the animations draw a moving pawn with it. squash > 1
// flattens the pawn (a landing), < 1 stretches it (a jump), 1 is round.
func DrawPiece(dst *ebiten.Image, at sprites.Point, r float64, d daryon.Side, squash float64) {
	sprites.Pawn(dst, at, r, sprites.RaceStyles[d&3], squash)
}

// finishedRing is the colour of the ring round a pawn that is home for good.
var finishedRing = color.RGBA{0xfb, 0xf4, 0xe4, 0xff}

// DrawFinished draws, round a pawn of radius r pixels centred on at, the
// ring that says it is home for good: a light ring with a dark edge, which
// sets finished pawns apart from those waiting to start.
func DrawFinished(dst *ebiten.Image, at sprites.Point, r float64) {
	w := max(1, 0.16*r)
	sprites.Ring(dst, at, r+w*0.9, w*1.8, sprites.Ink)
	sprites.Ring(dst, at, r+w*0.9, w, finishedRing)
}

// HighlightCell shows cell, through the view v, as a selection or a legal
// destination: its outline filled with a translucent glow and edged with
// [sprites.Highlight]; in the high-contrast look, with
// [sprites.ContrastHighlight]'s black and yellow. Use [Board.HighlightHome]
// for a home.
func (b *Board) HighlightCell(dst *ebiten.Image, v sprites.View, cell int) {
	highlight(dst, v, b.Outline(cell))
}

// HighlightHome shows the home triangle of side d as [Board.HighlightCell]
// shows a cell.
func (b *Board) HighlightHome(dst *ebiten.Image, v sprites.View, d daryon.Side) {
	highlight(dst, v, b.HomeOutline(d))
}

func highlight(dst *ebiten.Image, v sprites.View, poly []sprites.Point) {
	if len(poly) == 0 {
		return
	}
	px := make([]sprites.Point, len(poly))
	for i, p := range poly {
		px[i] = v.ToScreen(p)
	}
	if sprites.HighContrast() {
		sprites.ContrastHighlightPolygon(dst, px, max(2, 0.06*unit*v.Size))
		return
	}
	h := sprites.Highlight
	sprites.FillPolygon(dst, px, color.NRGBA{h.R, h.G, h.B, 0x70})
	sprites.StrokePolygon(dst, px, max(2, 0.07*unit*v.Size), h)
}
