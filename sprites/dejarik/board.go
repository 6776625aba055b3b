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

// Board is the Dejarik board: a square wooden plank bearing the round board
// (the centre C, the inner ring I0..I11 and the outer ring O0..O11 on 12
// shared spokes) and, in two opposite corners, the trays of the pawns each
// side has lost. Cells are the rules' cell numbers (tabula/rules/dejarik:
// C is 0, I_i is 1+i, O_i is 13+i). The zero Board is ready to use.
type Board struct{}

// New returns the Dejarik board. Dejarik is always played by two.
func New() *Board { return &Board{} }

// The colours of the board, all from the shared palette.
var (
	plankTone  = sprites.WoodDark
	walnut     = sprites.Mix(sprites.Ink, sprites.WoodDark, 0.3)
	rimTone    = walnut
	centreTone = walnut
	inlayTone  = sprites.Safe                                    // the thin lines inlaid in the rim and the centre
	trayTone   = sprites.Mix(sprites.WoodDark, sprites.Ink, 0.4) // the trays, sunk into the plank
	lineTone   = sprites.Ink
	// innerTones and outerTones alternate by spoke, in opposite phase, so
	// the board is chequered like a holochess table: the combat zone
	// light, the home zone, where pawns are safe, darker.
	innerTones = [2]color.RGBA{sprites.WoodLight, sprites.Wood}
	outerTones = [2]color.RGBA{sprites.WoodDark, sprites.Safe}
)

// cellTone returns the fill of a cell; in the high-contrast look (see
// sprites.SetHighContrast), white, or light grey in the home zone.
func cellTone(cell int) color.RGBA {
	c := game.Cell(cell)
	if sprites.HighContrast() {
		if c.IsOuter() {
			return sprites.ContrastMarked
		}
		return sprites.ContrastCell
	}
	switch {
	case c.IsInner():
		return innerTones[c.Index()%2]
	case c.IsOuter():
		return outerTones[c.Index()%2]
	}
	return centreTone
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
	if sprites.HighContrast() {
		drawContrast(dst, v)
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
	outline := plankOutline(v)
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

// plankOutline returns the outline of the plank in the pixels of v: the
// square, its corners rounded, from the bottom-right corner through the
// bottom-left, top-left and top-right ones.
func plankOutline(v sprites.View) []sprites.Point {
	const cr = 0.03 // the corners' radius
	var outline []sprites.Point
	for k, cc := range []sprites.Point{{X: 1 - cr, Y: 1 - cr}, {X: cr, Y: 1 - cr}, {X: cr, Y: cr}, {X: 1 - cr, Y: cr}} {
		for j := 0; j <= 6; j++ {
			a := (float64(k) + float64(j)/6) * math.Pi / 2
			outline = append(outline, v.ToScreen(cc.Add(sprites.Point{X: math.Cos(a), Y: math.Sin(a)}.Scale(cr))))
		}
	}
	return outline
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
