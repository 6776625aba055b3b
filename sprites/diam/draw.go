package diam

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	game "tabula/rules/diam"
	"tabula/sprites"
)

// alpha returns c with its alpha scaled to a/255, premultiplied as
// Ebitengine wants.
func alpha(c color.RGBA, a uint8) color.RGBA {
	k := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), uint8(float64(c.A) * k)}
}

// scale returns c with its red, green and blue multiplied by k, clamped.
func scale(c color.RGBA, k float64) color.RGBA {
	f := func(x uint8) uint8 { return uint8(math.Round(math.Max(0, math.Min(255, float64(x)*k)))) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}

// vec3 returns the colour's red, green and blue as a shader vec3.
func vec3(c color.RGBA) []float32 {
	return []float32{float32(c.R) / 255, float32(c.G) / 255, float32(c.B) / 255}
}

// width returns a line width in pixels: w board units, at least one pixel.
func width(w float64, v sprites.View) float64 { return math.Max(1, w*v.Size) }

// The colours the board is drawn in, beyond the shader's.
var (
	lineTone   = alpha(sprites.Ink, 0x58)  // the diameters between opposite cells
	plaqueTone = sprites.WoodLight         // the discs bearing the numbers
	numberTone = sprites.Ink               // the numbers
	roseTone   = sprites.Safe              // the star at the centre
	roseEdge   = alpha(sprites.Ink, 0x90)  // its outline
	ghostAlpha = uint8(0x70)               // the marks in the empty hollows
	shadowTone = color.RGBA{0, 0, 0, 0x38} // under a stack
	glowTone   = alpha(sprites.Highlight, 0x60)
	fillTone   = alpha(sprites.Highlight, 0x38)
)

// frame returns the view that fills dst with the board.
func frame(dst *ebiten.Image) sprites.View {
	r := dst.Bounds()
	return sprites.Fit(sprites.Rect{
		Min: sprites.Point{X: float64(r.Min.X), Y: float64(r.Min.Y)},
		Max: sprites.Point{X: float64(r.Max.X), Y: float64(r.Max.Y)},
	})
}

// Draw draws the whole board to fill dst, a square image (another shape
// gets the largest centred square and the baize around it): the baize, the
// octagonal wooden board with its ring of wells, the faint diameters that
// join opposite cells, the numbered plaques under the wells, the rose at
// the centre, and the four reserve trays, their empty hollows marked with
// their colour's sign. It draws no pawn: see [Board.DrawPieces].
func (b *Board) Draw(dst *ebiten.Image) {
	v := frame(dst)
	r := dst.Bounds()
	if v.Size < 1 {
		return
	}

	dst.DrawRectShader(r.Dx(), r.Dy(), boardShader(), b.shaderOptions(v, r))

	// The diameters: each joins a well to the one it faces, so that the
	// pairs a diam is made on show at a glance.
	for c := range game.Cells / 2 {
		a, z := cellCenter(c), cellCenter(c+4)
		dir := z.Sub(a).Scale(1 / z.Sub(a).Len())
		sprites.Line(dst, v.ToScreen(a.Add(dir.Scale(wellR+0.012))), v.ToScreen(z.Sub(dir.Scale(wellR+0.012))), width(0.0032, v), lineTone)
	}
	drawRose(dst, v)

	// The numbers, on light plaques under the wells.
	for c := range game.Cells {
		at := v.ToScreen(labelAt(c))
		sprites.Disc(dst, at.Add(sprites.Point{X: 0.002 * v.Size, Y: 0.003 * v.Size}), plaqueR*v.Size, color.RGBA{0, 0, 0, 0x30})
		sprites.Disc(dst, at, plaqueR*v.Size, plaqueTone)
		sprites.Ring(dst, at, plaqueR*v.Size, width(0.0022, v), alpha(sprites.WoodDark, 0xd0))
		sprites.Text(dst, strconv.Itoa(c), at, 0.026*v.Size, true, sprites.AlignCenter, numberTone)
	}

	// The marks of the trays' colours in their hollows, faint: they show
	// whose tray it is once its pawns have gone.
	for colour := range 4 {
		st := sprites.DiamStyles[colour]
		for i := range 4 {
			at := v.ToScreen(b.hole(colour, i))
			sprites.DrawMark(dst, at, reserveR*0.5*v.Size, st.Mark, alpha(st.Fill, ghostAlpha))
		}
	}
}

// shaderOptions returns the options that draw the board's wood with the
// shader into the rectangle r of an image, in the view v.
func (b *Board) shaderOptions(v sprites.View, r image.Rectangle) *ebiten.DrawRectShaderOptions {
	trays := make([]float32, 16)
	for c := range 4 {
		first, last := b.tray(c)
		copy(trays[4*b.corner(c):], []float32{float32(first.X), float32(first.Y), float32(last.X), float32(last.Y)})
	}
	op := &ebiten.DrawRectShaderOptions{}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	op.Uniforms = map[string]any{
		"Origin":    []float32{float32(v.Origin.X - float64(r.Min.X)), float32(v.Origin.Y - float64(r.Min.Y))},
		"Size":      float32(v.Size),
		"Table":     vec3(sprites.Table),
		"Wood":      vec3(sprites.Wood),
		"WoodDark":  vec3(sprites.WoodDark),
		"WoodLight": vec3(sprites.WoodLight),
		"Ink":       vec3(sprites.Ink),
		"Safe":      vec3(sprites.Safe),
		"Apothem":   float32(apothem),
		"Rounding":  float32(rounding),
		"Bevel":     float32(bevel),
		"RingR":     float32(ringR),
		"WellR":     float32(wellR),
		"TrayR":     float32(trayR),
		"HoleR":     float32(holeR),
		"GrainFreq": float32(15),
		"Trays":     trays,
	}
	return op
}

// drawRose draws the eight-pointed star where the diameters cross.
func drawRose(dst *ebiten.Image, v sprites.View) {
	const outer, inner = 0.05, 0.021
	pts := make([]sprites.Point, 0, 16)
	for i := range 16 {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		s, c := math.Sincos(float64(i) * math.Pi / 8)
		pts = append(pts, v.ToScreen(mid.Add(sprites.Point{X: r * s, Y: -r * c})))
	}
	shadow := make([]sprites.Point, len(pts))
	for i, p := range pts {
		shadow[i] = p.Add(sprites.Point{X: 0.002 * v.Size, Y: 0.003 * v.Size})
	}
	sprites.FillPolygon(dst, shadow, color.RGBA{0, 0, 0, 0x28})
	sprites.FillPolygon(dst, pts, roseTone)
	// the lit half of each point, for relief
	for i := 0; i < 16; i += 2 {
		tip, left := pts[i], pts[(i+15)%16]
		sprites.FillPolygon(dst, []sprites.Point{v.ToScreen(mid), left, tip}, alpha(sprites.WoodLight, 0x50))
	}
	sprites.StrokePolygon(dst, pts, width(0.0018, v), roseEdge)
	sprites.Disc(dst, v.ToScreen(mid), 0.009*v.Size, sprites.WoodDark)
}

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
	switch {
	case u >= litFrom && u <= litTo:
		return mix(scale(st.Fill, 0.97), color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.1)
	case u >= shadeFrom:
		return scale(st.Fill, 0.68)
	}
	return scale(st.Fill, 0.85)
}

// mix returns the colour a fraction t of the way from a to b (both opaque).
func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), 0xff}
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
	o := &vector.DrawPathOptions{AntiAlias: true}
	o.ColorScale.ScaleWithColor(alpha(st.Edge, 0xc0))
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(math.Max(1, 0.045*radiusPx)), LineJoin: vector.LineJoinRound}, o)

	// The mark on the side, where the pawns below the top one show it.
	if tk >= 5 {
		sprites.DrawMark(dst, sprites.Point{X: at.X, Y: at.Y + ry + tk/2}, tk*0.36, st.Mark, st.Sign)
	}
}

// HighlightCell marks cell's well as selected or as a legal destination, in
// the view v: a glowing ring round it and a light wash inside. Draw it over
// the board and under the pawns.
func (b *Board) HighlightCell(dst *ebiten.Image, v sprites.View, cell int) {
	c := v.ToScreen(b.Center(cell))
	r := wellR * v.Size
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
