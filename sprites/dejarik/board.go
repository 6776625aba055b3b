package dejarik

import (
	"image/color"
	"math"
	"math/rand/v2"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tabula/rules"
	game "tabula/rules/dejarik"
	"tabula/sprites"
)

// mix returns the colour a fraction t of the way from a to b.
func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// alpha returns the opaque colour c made translucent with alpha a,
// premultiplied as color.RGBA must be.
func alpha(c color.RGBA, a uint8) color.RGBA {
	k := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), a}
}

// The colours of the board, all from the shared palette.
var (
	plankTone  = sprites.WoodDark
	walnut     = mix(sprites.Ink, sprites.WoodDark, 0.3)
	rimTone    = walnut
	centreTone = walnut
	inlayTone  = sprites.Safe                            // the thin lines inlaid in the rim and the centre
	trayTone   = mix(sprites.WoodDark, sprites.Ink, 0.4) // the trays, sunk into the plank
	lineTone   = sprites.Ink
	// innerTones and outerTones alternate by spoke, in opposite phase, so
	// the board is chequered like a holochess table: the combat zone
	// light, the home zone, where pawns are safe, darker.
	innerTones = [2]color.RGBA{sprites.WoodLight, sprites.Wood}
	outerTones = [2]color.RGBA{sprites.WoodDark, sprites.Safe}
)

// cellTone returns the fill of a cell.
func cellTone(cell int) color.RGBA {
	c := game.Cell(cell)
	switch {
	case c.IsInner():
		return innerTones[c.Index()%2]
	case c.IsOuter():
		return outerTones[c.Index()%2]
	}
	return centreTone
}

// lineWidth returns the width in pixels of a line of w board units on a
// board of size pixels, never thinner than a pixel so lines stay crisp.
func lineWidth(w, size float64) float64 { return math.Max(1, w*size) }

func pathOptions(clr color.Color) *vector.DrawPathOptions {
	o := &vector.DrawPathOptions{AntiAlias: true}
	o.ColorScale.ScaleWithColor(clr)
	return o
}

// Shapes of one colour are gathered into one path and filled at once:
// Ebitengine fills each path through a stencil of its bounds, so a few
// large paths cost much less than many small ones. Every sub-path added
// below winds the same way (clockwise on the screen), so overlapping
// shapes of one path add up under the non-zero rule instead of cancelling.

// addPolygon adds the closed polygon pts (pixels) to p, clockwise.
func addPolygon(p *vector.Path, pts []sprites.Point) {
	area := 0.0
	for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
		area += pts[j].X*pts[i].Y - pts[i].X*pts[j].Y
	}
	for k := range pts {
		q := pts[k]
		if area < 0 {
			q = pts[len(pts)-1-k]
		}
		if k == 0 {
			p.MoveTo(float32(q.X), float32(q.Y))
		} else {
			p.LineTo(float32(q.X), float32(q.Y))
		}
	}
	p.Close()
}

// addCircle adds the circle of centre c and radius r (pixels) to p,
// clockwise, or counter-clockwise to cut a hole in a clockwise shape.
func addCircle(p *vector.Path, c sprites.Point, r float64, hole bool) {
	cx, cy, rr := float32(c.X), float32(c.Y), float32(r)
	p.MoveTo(cx+rr, cy)
	if hole {
		p.Arc(cx, cy, rr, 2*math.Pi, 0, vector.CounterClockwise)
	} else {
		p.Arc(cx, cy, rr, 0, 2*math.Pi, vector.Clockwise)
	}
	p.Close()
}

// addRing adds the band of width w centred on the circle (c, r) to p.
// Ebitengine's StrokeCircle can leave a gap where a thick circle closes;
// two filled circles cannot.
func addRing(p *vector.Path, c sprites.Point, r, w float64) {
	addCircle(p, c, r+w/2, false)
	addCircle(p, c, math.Max(0, r-w/2), true)
}

// ribbon returns the outline of the polyline pts (pixels) drawn with width
// w and butt ends, as one polygon.
func ribbon(pts []sprites.Point, w float64) []sprites.Point {
	n := len(pts)
	out := make([]sprites.Point, 2*n)
	for i := range pts {
		a, b := pts[max(i-1, 0)], pts[min(i+1, n-1)]
		d := b.Sub(a)
		l := d.Len()
		if l == 0 {
			l = 1
		}
		nrm := sprites.Point{X: -d.Y / l, Y: d.X / l}.Scale(w / 2)
		out[i] = pts[i].Add(nrm)
		out[2*n-1-i] = pts[i].Sub(nrm)
	}
	return out
}

func fill(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	vector.FillPath(dst, p, nil, pathOptions(clr))
}

// sectorPath adds the outline of the annular sector between radii r0 < r1
// and angles a0 < a1 (board units, degrees counter-clockwise) to p, in the
// pixels of v, clockwise on the screen, or counter-clockwise if hole; r0 = 0
// adds the disc of radius r1.
func sectorPath(p *vector.Path, v sprites.View, r0, r1, a0, a1 float64, hole bool) {
	c := v.ToScreen(mid)
	if r0 == 0 {
		addCircle(p, c, r1*v.Size, hole)
		return
	}
	cx, cy := float32(c.X), float32(c.Y)
	// Screen angles grow clockwise (y is down): negate. Going from a1 to
	// a0 on the outer arc is clockwise on the screen.
	s0, s1 := float32(-a0*math.Pi/180), float32(-a1*math.Pi/180)
	if hole {
		o := v.ToScreen(polar(r1, a0))
		p.MoveTo(float32(o.X), float32(o.Y))
		p.Arc(cx, cy, float32(r1*v.Size), s0, s1, vector.CounterClockwise)
		p.Arc(cx, cy, float32(r0*v.Size), s1, s0, vector.Clockwise)
	} else {
		o := v.ToScreen(polar(r1, a1))
		p.MoveTo(float32(o.X), float32(o.Y))
		p.Arc(cx, cy, float32(r1*v.Size), s1, s0, vector.Clockwise)
		p.Arc(cx, cy, float32(r0*v.Size), s0, s1, vector.CounterClockwise)
	}
	p.Close()
}

// Draw draws the whole board to fill dst, a square image (a non-square one
// gets the board as large as fits, centred): the wooden plank with its
// grain, the two trays for lost pawns sunk in the bottom-right
// (White's) and top-left (Black's) corners, the walnut rim with the spoke
// numbers, the chequered rings, the centre with its inlaid star, and the
// lines. It is meant to be drawn once per size, with sprites.Baked.
func (b *Board) Draw(dst *ebiten.Image) {
	bd := dst.Bounds()
	v := sprites.Fit(sprites.Rect{
		Min: sprites.Point{X: float64(bd.Min.X), Y: float64(bd.Min.Y)},
		Max: sprites.Point{X: float64(bd.Max.X), Y: float64(bd.Max.Y)},
	})
	if v.Size < 4 {
		return
	}
	S := v.Size
	at := v.ToScreen
	c := at(mid)

	drawPlank(dst, v)
	drawTrays(dst, v)

	// The round board's soft shadow on the plank, then the rim and its
	// inlaid line.
	var p vector.Path
	addCircle(&p, c.Add(sprites.Point{X: 0.002 * S, Y: 0.007 * S}), (rimR+0.008)*S, false)
	addCircle(&p, c.Add(sprites.Point{X: 0.001 * S, Y: 0.004 * S}), (rimR+0.003)*S, false)
	fill(dst, &p, alpha(color.RGBA{A: 0xff}, 0x28))
	p.Reset()
	addCircle(&p, c, rimR*S, false)
	fill(dst, &p, rimTone)
	p.Reset()
	addRing(&p, c, (rimR-0.007)*S, lineWidth(0.002, S))
	fill(dst, &p, inlayTone)

	// The cells, one path per tone.
	for k, tones := range [][2]color.RGBA{innerTones, outerTones} {
		for parity, tone := range tones {
			p.Reset()
			for i := parity; i < game.Ring; i += 2 {
				cell := int(game.Inner(i))
				if k == 1 {
					cell = int(game.Outer(i))
				}
				r0, r1, a0, a1 := cellShape(cell)
				sectorPath(&p, v, r0, r1, a0, a1, false)
			}
			fill(dst, &p, tone)
		}
	}
	drawCentre(dst, v)

	// The lines: the spokes and the three circles, in one path.
	w := lineWidth(0.0045, S)
	p.Reset()
	for i := range game.Ring {
		a := float64(game.Angle(i)) - 15
		addPolygon(&p, ribbon([]sprites.Point{at(polar(centreR, a)), at(polar(playR, a))}, w))
	}
	addRing(&p, c, innerR*S, w)
	addRing(&p, c, centreR*S, w*1.3)
	addRing(&p, c, playR*S, w*1.3)
	fill(dst, &p, lineTone)

	// The spoke numbers on the rim, upright, when they can be read.
	if size := 0.021 * S; size >= 7 {
		for i := range game.Ring {
			q := at(polar((playR+rimR)/2-0.002, float64(game.Angle(i))))
			sprites.Text(dst, strconv.Itoa(i), q, size, true, sprites.AlignCenter, alpha(sprites.WoodLight, 0xd0))
		}
	}
}

// drawPlank fills the square with the plank: wood with a fine grain and a
// bevelled edge, its corners rounded.
func drawPlank(dst *ebiten.Image, v sprites.View) {
	S := v.Size
	// The outline, corners rounded with radius cr.
	const cr = 0.03
	var outline []sprites.Point
	for k, cc := range []sprites.Point{{X: 1 - cr, Y: 1 - cr}, {X: cr, Y: 1 - cr}, {X: cr, Y: cr}, {X: 1 - cr, Y: cr}} {
		for j := 0; j <= 6; j++ {
			a := (float64(k) + float64(j)/6) * math.Pi / 2
			outline = append(outline, v.ToScreen(cc.Add(sprites.Point{X: math.Cos(a), Y: math.Sin(a)}.Scale(cr))))
		}
	}
	var p vector.Path
	addPolygon(&p, outline)
	fill(dst, &p, plankTone)

	// The grain: long wavy lines across the plank, the same at every size
	// (a fixed seed), darker and lighter by turns.
	rng := rand.New(rand.NewPCG(7, 11))
	var dark, light vector.Path
	const lines = 40
	for j := range lines {
		y := (float64(j) + 0.5 + rng.Float64()*0.5 - 0.25) / lines
		amp, f, ph := 0.002+rng.Float64()*0.004, 0.6+rng.Float64()*1.6, rng.Float64()*2*math.Pi
		w := lineWidth(0.0015+0.0025*rng.Float64(), S)
		var pts []sprites.Point
		for k := 0; k <= 32; k++ {
			x := 0.01 + 0.98*float64(k)/32
			yy := y + amp*math.Sin(2*math.Pi*f*x+ph) + 0.0015*math.Sin(13*x+2*ph)
			pts = append(pts, v.ToScreen(sprites.Point{X: x, Y: yy}))
		}
		if j%3 == 1 {
			addPolygon(&light, ribbon(pts, w))
		} else {
			addPolygon(&dark, ribbon(pts, w))
		}
	}
	fill(dst, &dark, alpha(sprites.Ink, 0x1c))
	fill(dst, &light, alpha(sprites.WoodLight, 0x18))

	// The bevel: light along the top and left edges, dark along the others.
	bw := lineWidth(0.006, S)
	n := len(outline)
	var hi, lo vector.Path
	// outline runs from the bottom-right corner through the bottom-left,
	// top-left and top-right ones.
	addPolygon(&hi, ribbon(offset(outline[n/4+3:n*3/4+4], v.ToScreen(mid), bw/2), bw))
	addPolygon(&lo, ribbon(offset(append(append([]sprites.Point{}, outline[n*3/4+3:]...), outline[:n/4+4]...), v.ToScreen(mid), bw/2), bw))
	fill(dst, &hi, alpha(sprites.WoodLight, 0x50))
	fill(dst, &lo, alpha(sprites.Ink, 0x50))
}

// offset moves each point d pixels towards c.
func offset(pts []sprites.Point, c sprites.Point, d float64) []sprites.Point {
	out := make([]sprites.Point, len(pts))
	for i, q := range pts {
		dir := c.Sub(q)
		out[i] = q.Add(dir.Scale(d / dir.Len()))
	}
	return out
}

// trayOutline returns the outline of owner's tray in board units: the
// corner of the square within trayBox of its corner and trayInset of its
// edges, outside the circle of radius trayR around the board, its three
// corners rounded.
func trayOutline(owner rules.Player) []sprites.Point {
	const (
		e  = trayInset
		cr = 0.02 // the radius of the rounded corners
	)
	// (u, v) are distances from the right and bottom edges: White's tray
	// is the bottom-right one, Black's the same turned half round.
	h := math.Sqrt(trayR*trayR - (0.5-trayBox)*(0.5-trayBox))
	us := 0.5 - h // where the circle meets the tray's inner edges
	pts := []sprites.Point{{X: trayBox, Y: us}, {X: trayBox, Y: e}, {X: e, Y: e}, {X: e, Y: trayBox}, {X: us, Y: trayBox}}
	for i := 3; i >= 1; i-- {
		pts = fillet(pts, i, cr)
	}
	// Along the circle, from (us, box) to (box, us).
	a0, a1 := math.Atan2(0.5-trayBox, h), math.Atan2(h, 0.5-trayBox)
	const n = 40
	for k := 1; k < n; k++ {
		a := a0 + (a1-a0)*float64(k)/n
		pts = append(pts, sprites.Point{X: 0.5 - trayR*math.Cos(a), Y: 0.5 - trayR*math.Sin(a)})
	}
	for i, q := range pts {
		if owner == game.Black {
			pts[i] = q
		} else {
			pts[i] = sprites.Point{X: 1 - q.X, Y: 1 - q.Y}
		}
	}
	return pts
}

// fillet returns pts with the corner at index i replaced by an arc of
// radius r tangent to its two edges (sampled in 6 steps).
func fillet(pts []sprites.Point, i int, r float64) []sprites.Point {
	a, b, c := pts[i-1], pts[i], pts[i+1]
	d1, d2 := a.Sub(b), c.Sub(b)
	d1, d2 = d1.Scale(1/d1.Len()), d2.Scale(1/d2.Len())
	theta := math.Acos(d1.X*d2.X + d1.Y*d2.Y)
	t := r / math.Tan(theta/2)
	bis := d1.Add(d2)
	centre := b.Add(bis.Scale(r / math.Sin(theta/2) / bis.Len()))
	p1, p2 := b.Add(d1.Scale(t)), b.Add(d2.Scale(t))
	s0 := math.Atan2(p1.Y-centre.Y, p1.X-centre.X)
	s1 := math.Atan2(p2.Y-centre.Y, p2.X-centre.X)
	ds := math.Remainder(s1-s0, 2*math.Pi)
	out := append([]sprites.Point{}, pts[:i]...)
	for k := 0; k <= 6; k++ {
		s := s0 + ds*float64(k)/6
		out = append(out, centre.Add(sprites.Point{X: math.Cos(s), Y: math.Sin(s)}.Scale(r)))
	}
	return append(out, pts[i+1:]...)
}

// drawTrays draws the two trays for lost pawns, sunk into the
// plank: the hollow, an inner shadow and a dark cut edge.
func drawTrays(dst *ebiten.Image, v sprites.View) {
	var hollow vector.Path
	var outlines [2][]sprites.Point
	for p := range outlines {
		for _, q := range trayOutline(rules.Player(p)) {
			outlines[p] = append(outlines[p], v.ToScreen(q))
		}
		addPolygon(&hollow, outlines[p])
	}
	fill(dst, &hollow, trayTone)
	for _, o := range outlines {
		sprites.StrokePolygon(dst, o, lineWidth(0.007, v.Size), alpha(color.RGBA{A: 0xff}, 0x50))
		sprites.StrokePolygon(dst, o, lineWidth(0.002, v.Size), alpha(sprites.Ink, 0xc0))
	}
}

// drawCentre draws the centre cell's decoration: a golden inlaid ring and
// a twelve-rayed star pointing along the spokes.
func drawCentre(dst *ebiten.Image, v sprites.View) {
	S := v.Size
	c := v.ToScreen(mid)
	var p vector.Path
	addRing(&p, c, (centreR-0.016)*S, lineWidth(0.003, S))
	fill(dst, &p, inlayTone)
	var star []sprites.Point
	for k := range 24 {
		a := float64(k) * 15 // the long rays on the spokes' lines
		r := 0.028
		if k%2 == 0 {
			r = 0.1
			if k%4 == 0 {
				r = 0.118
			}
		}
		star = append(star, v.ToScreen(polar(r, a)))
	}
	p.Reset()
	addPolygon(&p, star)
	fill(dst, &p, alpha(inlayTone, 0x90))
	p.Reset()
	addCircle(&p, c, 0.014*S, false)
	fill(dst, &p, inlayTone)
}

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
// outlines it just inside its lines. Draw it over the board and under the
// pawns. It panics if cell is not a cell number.
func (b *Board) HighlightCell(dst *ebiten.Image, v sprites.View, cell int) {
	var p vector.Path
	r0, r1, a0, a1 := cellShape(cell)
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
