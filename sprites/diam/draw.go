package diam

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	game "tabula/rules/diam"
	"tabula/sprites"
)

// The colours of a stack's shadow and of the highlights.
var (
	shadowTone = color.RGBA{0, 0, 0, 0x38} // under a stack
	glowTone   = alpha(sprites.Highlight, 0x60)
	fillTone   = alpha(sprites.Highlight, 0x38)
)

// stackOrder lists the cells from the back of the board to the front (top
// to bottom of the screen), the order stacks are drawn in.
var stackOrder = [game.Cells]int{0, 7, 1, 6, 2, 5, 3, 4}

// DrawPieces draws every pawn of s where the rules put it, in the view v
// of the board: the stacks in their wells, level 1 at the bottom, and the
// pawns not yet played in their colours' trays. The board must be laid out
// for s's number of players.
func (b *Board) DrawPieces(dst *ebiten.Image, v sprites.View, s *game.State) {
	for colour := range 4 {
		for i := range s.Reserve(colour) {
			DrawPiece(dst, v.ToScreen(b.ReserveSlot(colour, i)), reserveR*v.Size, colour, 1)
		}
	}
	for _, c := range stackOrder {
		if h := s.Height(c); h > 0 {
			drawStackShadow(dst, v, c, h)
		}
	}
	for _, c := range stackOrder {
		for l := 1; l <= s.Height(c); l++ {
			DrawPiece(dst, v.ToScreen(b.Slot(c, l)), pieceR*v.Size, s.Pawn(c, l), 1)
		}
	}
}

// drawStackShadow draws the soft shadow a stack of h pawns on cell casts on
// the board, away from the light: longer as the stack is higher.
func drawStackShadow(dst *ebiten.Image, v sprites.View, cell, h int) {
	base := cellCenter(cell)
	tip := base.Add(sprites.Point{X: 0.55, Y: 0.3}.Scale(float64(h) * lift))
	sprites.Line(dst, v.ToScreen(base), v.ToScreen(tip), 2*pieceR*v.Size, shadowTone)
}

// The side of a pawn is shaded in three flat tones, like the board: a
// lit stripe towards the light (top left), the body, and a shaded part on
// the right. The constants give the bounds of the lit stripe and where the
// shade begins, across the side from −1 (left) to 1 (right).
const (
	litFrom, litTo = -0.72, -0.3
	shadeFrom      = 0.38
)

// sideColour is the colour of a pawn's side at u, from −1 (its left edge)
// to 1 (its right edge).
func sideColour(st sprites.PieceStyle, u float64) color.RGBA {
	if sprites.HighContrast() {
		return st.Fill // flat: its black outline tells the pawns apart
	}
	switch {
	case u >= litFrom && u <= litTo:
		return sprites.Mix(scale(st.Fill, 0.97), color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.1)
	case u >= shadeFrom:
		return scale(st.Fill, 0.68)
	}
	return scale(st.Fill, 0.85)
}

// fillSide fills the part of a pawn's side between u0 and u1 (−1..1
// across it): the band between the lower halves of the ellipses of radii
// rx, ry centred on at and tk lower.
func fillSide(dst *ebiten.Image, at sprites.Point, rx, ry, tk, u0, u1 float64, clr color.Color) {
	const n = 24
	var p vector.Path
	arc := func(i int, dy float64) (float32, float32) {
		u := u0 + (u1-u0)*float64(i)/n
		return float32(at.X + u*rx), float32(at.Y + dy + ry*math.Sqrt(math.Max(0, 1-u*u)))
	}
	p.MoveTo(arc(0, 0))
	for i := 1; i <= n; i++ {
		p.LineTo(arc(i, 0))
	}
	for i := n; i >= 0; i-- {
		p.LineTo(arc(i, tk))
	}
	p.Close()
	o := &vector.DrawPathOptions{AntiAlias: true}
	o.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p, nil, o)
}

// DrawPiece draws one pawn of colour (Red..Black) at an arbitrary place,
// for animations: at is the centre of its top face in pixels, radiusPx its
// radius. Its side shows below the face, as in a stack, with the colour's
// mark on it when it is big enough. squash > 1 flattens the pawn (a
// landing), < 1 stretches it (a jump); 1 is its resting shape.
func DrawPiece(dst *ebiten.Image, at sprites.Point, radiusPx float64, colour int, squash float64) {
	checkColour(colour)
	if radiusPx <= 0.5 || squash <= 0 {
		return
	}
	st := sprites.DiamStyles[colour]
	rx, ry := radiusPx*squash, radiusPx/squash
	tk := liftRatio * radiusPx / squash

	// The face first, so that the side covers its shadow except for a
	// sliver on the right, as if cast by the whole pawn.
	sprites.Pawn(dst, at, radiusPx, st, squash)

	// The side: the band between the lower halves of the top and bottom
	// ellipses, in its three tones.
	fillSide(dst, at, rx, ry, tk, -1, 1, sideColour(st, 0))
	fillSide(dst, at, rx, ry, tk, litFrom, litTo, sideColour(st, (litFrom+litTo)/2))
	fillSide(dst, at, rx, ry, tk, shadeFrom, 1, sideColour(st, 1))

	// Its outline, for a crisp edge against the pawn below.
	const n = 40
	var p vector.Path
	p.MoveTo(float32(at.X-rx), float32(at.Y))
	p.LineTo(float32(at.X-rx), float32(at.Y+tk))
	for i := 1; i <= n; i++ {
		u := -1 + 2*float64(i)/n
		p.LineTo(float32(at.X+u*rx), float32(at.Y+tk+ry*math.Sqrt(math.Max(0, 1-u*u))))
	}
	p.LineTo(float32(at.X+rx), float32(at.Y))
	edge, edgeW, sign := alpha(st.Edge, 0xc0), math.Max(1, 0.045*radiusPx), st.Sign
	if sprites.HighContrast() {
		edge, edgeW, sign = sprites.ContrastInk, math.Max(1.5, 0.1*radiusPx), sprites.ContrastSign(st.Fill)
	}
	o := &vector.DrawPathOptions{AntiAlias: true}
	o.ColorScale.ScaleWithColor(edge)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(edgeW), LineJoin: vector.LineJoinRound}, o)

	// The mark on the side, where the pawns below the top one show it.
	if tk >= 5 {
		sprites.DrawMark(dst, sprites.Point{X: at.X, Y: at.Y + ry + tk/2}, tk*0.36, st.Mark, sign)
	}
}

// HighlightCell marks cell's well as selected or as a legal destination, in
// the view v: a glowing ring round it and a light wash inside; in the
// high-contrast look, [sprites.ContrastHighlight]'s black and yellow. Draw
// it over the board and under the pawns.
func (b *Board) HighlightCell(dst *ebiten.Image, v sprites.View, cell int) {
	c := v.ToScreen(b.Center(cell))
	r := wellR * v.Size
	if sprites.HighContrast() {
		sprites.ContrastHighlightDisc(dst, c, r+0.004*v.Size, width(0.007, v))
		return
	}
	sprites.Disc(dst, c, r, fillTone)
	sprites.Ring(dst, c, r+0.006*v.Size, width(0.012, v), glowTone)
	sprites.Ring(dst, c, r+0.002*v.Size, width(0.005, v), sprites.Highlight)
}

// HighlightReserve outlines colour's reserve tray in the view v, for the
// colour chosen for a drop.
func (b *Board) HighlightReserve(dst *ebiten.Image, v sprites.View, colour int) {
	checkColour(colour)
	first, last := b.tray(colour)
	pts := capsule(first, last, trayR+0.004)
	for i := range pts {
		pts[i] = v.ToScreen(pts[i])
	}
	if sprites.HighContrast() {
		sprites.ContrastHighlightPolygon(dst, pts, width(0.007, v))
		return
	}
	sprites.StrokePolygon(dst, pts, width(0.012, v), glowTone)
	sprites.StrokePolygon(dst, pts, width(0.005, v), sprites.Highlight)
}

// capsule returns the outline of the points within r of the segment ab.
func capsule(a, b sprites.Point, r float64) []sprites.Point {
	const n = 24
	d := b.Sub(a)
	base := math.Atan2(d.Y, d.X)
	pts := make([]sprites.Point, 0, 2*(n+1))
	for _, end := range []struct {
		c   sprites.Point
		off float64
	}{{b, -math.Pi / 2}, {a, math.Pi / 2}} {
		for i := 0; i <= n; i++ {
			s, c := math.Sincos(base + end.off + math.Pi*float64(i)/n)
			pts = append(pts, end.c.Add(sprites.Point{X: r * c, Y: r * s}))
		}
	}
	return pts
}
