package dejarik

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tabula/rules"
	game "tabula/rules/dejarik"
	"tabula/sprites"
)

// pawn draws a pawn as sprites.Pawn does (a shadow, a rim, a body with a
// highlight, the style's mark), working around two faults of sprites.Pawn:
// its highlight colour is not premultiplied (so it shows as an opaque
// white blot on dark pawns), and its ring mark, drawn with
// vector.StrokeCircle, loses an arc where the circle closes once the
// stroke is thick for its radius (Ebitengine v2.10.4).
func pawn(dst *ebiten.Image, c sprites.Point, r float64, st sprites.PieceStyle, squash float64) {
	if r <= 0.5 {
		return
	}
	if squash <= 0 {
		squash = 1
	}
	if sprites.HighContrast() { // no highlight, and the ring mark is whole there
		sprites.Pawn(dst, c, r, st, squash)
		return
	}
	rx, ry := r*squash, r/squash
	ellipse := func(c sprites.Point, rx, ry float64, clr color.Color) {
		var p vector.Path
		const n = 40
		pts := make([]sprites.Point, n)
		for i := range pts {
			s, co := math.Sincos(2 * math.Pi * float64(i) / n)
			pts[i] = c.Add(sprites.Point{X: rx * co, Y: ry * s})
		}
		addPolygon(&p, pts)
		fill(dst, &p, clr)
	}
	ellipse(c.Add(sprites.Point{X: r * 0.12, Y: r * 0.18}), rx, ry, alpha(color.RGBA{A: 0xff}, 0x50))
	ellipse(c, rx, ry, st.Edge)
	ellipse(c, rx*0.86, ry*0.86, st.Fill)
	ellipse(c.Add(sprites.Point{X: -rx * 0.28, Y: -ry * 0.32}), rx*0.28, ry*0.2, alpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0x40))
	s := r * 0.42
	if st.Mark == sprites.MarkRing {
		var p vector.Path
		addRing(&p, c, s*0.7, math.Max(1, s*0.32))
		fill(dst, &p, st.Sign)
		return
	}
	sprites.DrawMark(dst, c, s, st.Mark, st.Sign)
}

// DrawPiece draws one pawn of owner centred on the pixel position at, with
// radius radiusPx; squash is as sprites.Pawn's (1 round, > 1 flattened on
// a landing, < 1 stretched in a jump). Animations draw a moving pawn with
// it, lifting it by moving at.
func DrawPiece(dst *ebiten.Image, at sprites.Point, radiusPx float64, owner rules.Player, squash float64) {
	pawn(dst, at, radiusPx, sprites.DejarikStyles[owner&1], squash)
}

// DrawPieces draws every pawn of s where the rules put it, in the pixels
// of v: those on the board on their cells ([Board.Center], radius
// [Board.PieceRadius]), and the lost ones in their owner's tray
// ([Board.LostSlot], radius [Board.LostRadius]). The play screen uses it
// when nothing moves.
func (b *Board) DrawPieces(dst *ebiten.Image, v sprites.View, s *game.State) {
	for cell := range game.NumCells {
		if p := s.At(game.Cell(cell)); p >= 0 {
			DrawPiece(dst, v.ToScreen(b.Center(cell)), pieceR*v.Size, p, 1)
		}
	}
	for _, p := range []rules.Player{game.White, game.Black} {
		for k := range s.Lost(p) {
			DrawPiece(dst, v.ToScreen(b.LostSlot(p, k)), lostR*v.Size, p, 1)
		}
	}
}

// HighlightCell shows a cell as selected or as a legal destination, in the
// pixels of v: it tints the cell's whole shape with sprites.Highlight and
// outlines it just inside its lines; in the high-contrast look, it marks
// it with [sprites.ContrastHighlight]'s black and yellow. Draw it over the
// board and under the pawns. It panics if cell is not a cell number.
func (b *Board) HighlightCell(dst *ebiten.Image, v sprites.View, cell int) {
	var p vector.Path
	r0, r1, a0, a1 := cellShape(cell)
	if sprites.HighContrast() {
		// Inside the cell's lines, so that its black edge shows.
		in := lineWidth(0.0045*1.6, v.Size) / v.Size
		if r0 == 0 {
			sectorPath(&p, v, 0, r1-in*2, a0, a1, false)
		} else {
			rm := (r0 + r1) / 2
			da := 2 * in / rm * 180 / math.Pi
			sectorPath(&p, v, r0+in*2, r1-in*2, a0+da, a1-da, false)
		}
		sprites.ContrastHighlight(dst, &p, lineWidth(0.006, v.Size))
		return
	}
	sectorPath(&p, v, r0, r1, a0, a1, false)
	fill(dst, &p, alpha(sprites.Highlight, highlightAlpha))
	// The outline: the cell's shape less the same shape shrunk by w.
	w := lineWidth(0.007, v.Size) / v.Size
	in := lineWidth(0.0045, v.Size) / v.Size / 2 // clear of the cell's lines
	p.Reset()
	if r0 == 0 {
		addRing(&p, v.ToScreen(mid), (r1-in-w/2)*v.Size, w*v.Size)
	} else {
		rm := (r0 + r1) / 2
		da, dw := in/rm*180/math.Pi, (in+w)/rm*180/math.Pi
		sectorPath(&p, v, r0+in, r1-in, a0+da, a1-da, false)
		sectorPath(&p, v, r0+in+w, r1-in-w, a0+dw, a1-dw, true)
	}
	fill(dst, &p, sprites.Highlight)
}

// highlightAlpha is the opacity of the tint of a highlighted cell.
const highlightAlpha = 0x90
