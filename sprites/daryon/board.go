package daryon

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules/daryon"
	"tabula/sprites"
)

// Board is the daryon board for a number of players: the sides that are
// played have their corridor and home in their colour, the others stay
// plain wood. Its geometry does not depend on them.
type Board struct {
	used [4]bool
	grey bool
}

// New returns the board for players 2, 3 or 4 (any other number shows all
// four sides in colour); with grey, the junctions are drawn as the safe
// "grey cells" of the option grey=on.
func New(players int, grey bool) *Board {
	b := &Board{grey: grey}
	for d := range b.used {
		b.used[d] = true
	}
	if players == 2 || players == 3 {
		b.used = [4]bool{}
		for seat := range players {
			b.used[daryon.SeatSide(players, seat)] = true
		}
	}
	return b
}

// Used reports whether side d has a player.
func (b *Board) Used(d daryon.Side) bool { return b.used[d&3] }

// The board's own colours, between those of the shared palette.
var (
	cellFill  = sprites.WoodLight
	greyFill  = color.RGBA{0xc4, 0xbb, 0xac, 0xff} // junctions with grey=on
	starFill  = color.RGBA{0xf6, 0xe6, 0xc4, 0xff}
	seedDark  = color.RGBA{0x8a, 0x5a, 0x30, 0xff}
	seedLight = color.RGBA{0xf4, 0xe2, 0xbd, 0xff}
	grainInk  = color.RGBA{0x7a, 0x50, 0x28, 0xff}
)

// CorridorColour returns the fill of side d's corridor cells: a tint of
// its seat's colour, or of the wood on a side no one plays; in the
// high-contrast look (see sprites.SetHighContrast), a pale tint, or white.
func (b *Board) CorridorColour(d daryon.Side) color.RGBA {
	switch {
	case sprites.HighContrast() && !b.Used(d):
		return sprites.ContrastCell
	case sprites.HighContrast():
		return sprites.ContrastTint(sprites.RaceStyles[d&3].Fill)
	case !b.Used(d):
		return sprites.Mix(cellFill, sprites.Wood, 0.35)
	}
	return sprites.Mix(cellFill, sprites.RaceStyles[d&3].Fill, 0.42)
}

// HomeColour returns the fill of side d's home triangle: a stronger tint
// than its corridor's; in the high-contrast look, a pale tint, or light
// grey.
func (b *Board) HomeColour(d daryon.Side) color.RGBA {
	switch {
	case sprites.HighContrast() && !b.Used(d):
		return sprites.ContrastMarked
	case sprites.HighContrast():
		return sprites.ContrastTint(sprites.RaceStyles[d&3].Fill)
	case !b.Used(d):
		return sprites.Mix(cellFill, sprites.Wood, 0.7)
	}
	return sprites.Mix(cellFill, sprites.RaceStyles[d&3].Fill, 0.6)
}

// JunctionColour returns the fill of the junctions: grey with grey=on,
// else that of the other loop cells; in the high-contrast look, light
// grey or white.
func (b *Board) JunctionColour() color.RGBA {
	switch {
	case sprites.HighContrast() && b.grey:
		return sprites.ContrastMarked
	case sprites.HighContrast():
		return sprites.ContrastCell
	case b.grey:
		return greyFill
	}
	return cellFill
}

// Draw draws the whole board to fill dst, a square image (a wider or
// taller one gets the largest centred square): the wooden frame, the loop
// with its corner triangles, the corridors and homes in their sides'
// colours, and the carved seeds in the four empty quadrants. It draws in
// vector paths scaled to dst, so it is crisp at every size; the play screen
// bakes it once per size with [sprites.Baked].
func (b *Board) Draw(dst *ebiten.Image) {
	bounds := dst.Bounds()
	v := sprites.Fit(sprites.Rect{
		Min: sprites.Point{X: float64(bounds.Min.X), Y: float64(bounds.Min.Y)},
		Max: sprites.Point{X: float64(bounds.Max.X), Y: float64(bounds.Max.Y)},
	})
	if v.Size < 4 {
		return
	}
	d := drawer{dst: dst, v: v}
	if sprites.HighContrast() {
		b.drawContrast(d)
		return
	}
	b.drawFrame(d)
	b.drawTrack(d)
	b.drawCross(d)
	b.drawMarks(d)
}

// shadowInk is the colour of the shadows the raised parts cast on the wood.
var shadowInk = color.NRGBA{0x3b, 0x2a, 0x1c, 0x46}

// drawFrame draws the dark rim, the wooden panel and its grain.
func (b *Board) drawFrame(d drawer) {
	const rim = 0.016
	d.roundSquare(0, 1, 0.03, sprites.WoodDark)
	d.roundSquare(0.004, 0.996, 0.027, sprites.Mix(sprites.WoodDark, sprites.Wood, 0.35))
	d.roundSquare(rim, 1-rim, 0.018, sprites.Mix(sprites.WoodDark, sprites.Ink, 0.35))
	d.roundSquare(rim+0.002, 1-rim, 0.017, sprites.Wood)
	// The grain: long, gently waving, feathered strokes across the panel,
	// from a fixed sequence so that every size shows the same wood.
	seed := uint32(0x9e3779b9)
	rnd := func() float64 {
		seed ^= seed << 13
		seed ^= seed >> 17
		seed ^= seed << 5
		return float64(seed) / (1 << 32)
	}
	lo, hi := rim+0.004, 1-rim-0.003
	var g feathered
	for range 44 {
		y := lo + rnd()*(hi-lo)
		amp := 0.002 + rnd()*0.005
		phase, freq := rnd()*2*math.Pi, 3+rnd()*6
		w := math.Max(0.9, d.px(0.0006+rnd()*0.0022))
		alpha := float32(0.1 + rnd()*0.16)
		var pl []sprites.Point
		const steps = 48
		for i := range steps + 1 {
			x := lo + (hi-lo)*float64(i)/steps
			yy := math.Max(lo, math.Min(hi, y+amp*math.Sin(phase+freq*x)))
			pl = append(pl, d.at(sprites.Point{X: x, Y: yy}))
		}
		g.line(pl, w, alpha)
	}
	g.draw(d.dst, grainInk)
}

// square returns the board-unit outline of the grid square [lo, hi]².
func square(lo, hi float64) []sprites.Point {
	return toBoard([]gp{{lo, lo}, {hi, lo}, {hi, hi}, {lo, hi}})
}

// drawTrack draws the loop: its shadow, its cells, its borders.
func (b *Board) drawTrack(d drawer) {
	off := sprites.Point{X: d.px(0.004), Y: d.px(0.005)}
	// The ring's shadow: the inner square, reversed, makes the hole.
	inner := square(1, span-1)
	slices.Reverse(inner)
	d.fillPx(d.shift([][]sprites.Point{square(0, span), inner}, off), shadowInk)
	var plain, safe, junctions, all [][]sprites.Point
	for i, c := range daryon.Loop {
		poly := toBoard(shapes[c].poly)
		all = append(all, poly)
		switch {
		case daryon.IsCorner(i):
			safe = append(safe, poly)
		case daryon.IsJunction(i):
			junctions = append(junctions, poly)
		default:
			plain = append(plain, poly)
		}
	}
	d.fill(plain, cellFill)
	d.fill(safe, sprites.Safe)
	d.fill(junctions, b.JunctionColour())
	d.stroke(all, d.line(1), sprites.Ink)
	// The ring's two borders, heavier than the lines between its cells.
	d.stroke([][]sprites.Point{square(0, span)}, d.line(2), sprites.Ink)
	d.stroke([][]sprites.Point{square(1, span-1)}, d.line(1.5), sprites.Ink)
}

// drawCross draws the corridors and the centre with its four homes.
func (b *Board) drawCross(d drawer) {
	off := sprites.Point{X: d.px(0.003), Y: d.px(0.004)}
	lo, hi := mid-centreHalf, mid+centreHalf
	var shadow, cells [][]sprites.Point
	for side := range daryon.Side(4) {
		shadow = append(shadow, toBoard([]gp{
			turn(gp{mid - 0.5, 1}, side), turn(gp{mid + 0.5, 1}, side),
			turn(gp{mid + 0.5, lo}, side), turn(gp{mid - 0.5, lo}, side),
		}))
	}
	shadow = append(shadow, square(lo, hi))
	d.fillPx(d.shift(shadow, off), shadowInk)
	for side := range daryon.Side(4) {
		var corridor [][]sprites.Point
		for _, c := range daryon.Corridors[side] {
			corridor = append(corridor, toBoard(shapes[c].poly))
		}
		cells = append(cells, corridor...)
		d.fill(corridor, b.CorridorColour(side))
		d.fill([][]sprites.Point{b.HomeOutline(side)}, b.HomeColour(side))
	}
	d.stroke(cells, d.line(1), sprites.Ink)
	// The centre: the two diagonals that cut it into homes, and its square.
	d.strokePx([][]sprites.Point{
		{d.at(grid(gp{lo, lo})), d.at(grid(gp{hi, hi}))},
		{d.at(grid(gp{lo, hi})), d.at(grid(gp{hi, lo}))},
	}, false, d.line(1.2), sprites.Ink)
	d.stroke([][]sprites.Point{square(lo, hi)}, d.line(1.6), sprites.Ink)
}

// drawMarks draws the stars of the safe corners, the arrows of the
// junctions and the carved seeds of the quadrants.
func (b *Board) drawMarks(d drawer) {
	var stars []star
	arrows := map[color.RGBA][][]sprites.Point{}
	var arrowOrder []color.RGBA
	for i, c := range daryon.Loop {
		at := d.at(grid(shapes[c].centre))
		switch {
		case daryon.IsCorner(i):
			stars = append(stars, star{at, d.px(0.55 * unit)})
		case daryon.IsJunction(i):
			side := daryon.Side(i / 8)
			// An arrow along the loop, the way the side's pawns set off.
			next := d.at(grid(shapes[daryon.Loop[i+1]].centre))
			dir := next.Sub(at).Scale(1 / next.Sub(at).Len())
			clr := sprites.RaceStyles[side].Edge
			if !b.Used(side) {
				clr = sprites.WoodDark
			}
			if _, ok := arrows[clr]; !ok {
				arrowOrder = append(arrowOrder, clr)
			}
			arrows[clr] = append(arrows[clr], chevron(at.Add(dir.Scale(d.px(0.3*unit))), dir, d.px(0.12*unit)))
		}
	}
	drawStars(d, stars, starFill)
	for _, clr := range arrowOrder {
		d.strokePx(arrows[clr], false, d.line(1.6), clr)
	}
	var centres []sprites.Point
	for side := range daryon.Side(4) {
		centres = append(centres, grid(turn(gp{2.85, 2.85}, side)))
	}
	drawSeeds(d, centres)
}

// star is an eight-pointed star centred on c, of radius r, in pixels.
type star struct {
	c sprites.Point
	r float64
}

func (s star) outline() []sprites.Point {
	var pts []sprites.Point
	for k := range 16 {
		a := math.Pi/8*float64(k) - math.Pi/2
		rr := s.r
		switch {
		case k%2 == 1:
			rr = s.r * 0.4
		case k%4 == 2:
			rr = s.r * 0.68
		}
		pts = append(pts, s.c.Add(sprites.Point{X: rr * math.Cos(a), Y: rr * math.Sin(a)}))
	}
	return pts
}

func drawStars(d drawer, stars []star, fill color.Color) {
	if len(stars) == 0 {
		return
	}
	var outlines, hubs [][]sprites.Point
	for _, s := range stars {
		outlines = append(outlines, s.outline())
		hubs = append(hubs, ellipse(s.c, sprites.Point{X: 1}, s.r*0.13, s.r*0.13))
	}
	d.fillPx(outlines, fill)
	d.strokePx(outlines, true, math.Max(1, stars[0].r*0.06), sprites.Ink)
	d.fillPx(hubs, sprites.Ink)
}

// chevron returns an arrowhead at c pointing along the unit vector dir, of
// half-size s.
func chevron(c, dir sprites.Point, s float64) []sprites.Point {
	n := sprites.Point{X: -dir.Y, Y: dir.X}
	tip, back := c.Add(dir.Scale(s)), c.Sub(dir.Scale(s))
	return []sprites.Point{back.Add(n.Scale(s * 1.1)), tip, back.Sub(n.Scale(s * 1.1))}
}

// ellipse returns the outline of the ellipse centred on c with half-axes a
// along the unit vector u and b across it.
func ellipse(c, u sprites.Point, a, b float64) []sprites.Point {
	n := sprites.Point{X: -u.Y, Y: u.X}
	k := max(12, min(48, int(a)))
	pts := make([]sprites.Point, k)
	for i := range pts {
		t := 2 * math.Pi * float64(i) / float64(k)
		pts[i] = c.Add(u.Scale(a * math.Cos(t))).Add(n.Scale(b * math.Sin(t)))
	}
	return pts
}

// drawSeeds draws, carved round each centre (board units), the six seeds of
// the lots in a ring, their dark and light sides alternating.
func drawSeeds(d drawer, centres []sprites.Point) {
	ring := d.px(0.58 * unit)
	a, b := d.px(0.27*unit), d.px(0.145*unit)
	var dark, light, circles [][]sprites.Point
	for i, c := range centres {
		at := d.at(c)
		for k := range 6 {
			ang := math.Pi/3*float64(k) + math.Pi/6 + float64(i)*math.Pi/2
			u := sprites.Point{X: math.Cos(ang), Y: math.Sin(ang)}
			e := ellipse(at.Add(u.Scale(ring)), u, a, b)
			if k%2 == 0 {
				dark = append(dark, e)
			} else {
				light = append(light, e)
			}
		}
		circles = append(circles, ellipse(at, sprites.Point{X: 1}, d.px(1.0*unit), d.px(1.0*unit)))
	}
	all := append(slices.Clone(dark), light...)
	d.strokePx(circles, true, d.line(0.7), color.NRGBA{0x7a, 0x50, 0x28, 0x60})
	d.fillPx(d.shift(all, sprites.Point{X: b * 0.18, Y: b * 0.25}), shadowInk)
	d.fillPx(dark, seedDark)
	d.fillPx(light, seedLight)
	d.strokePx(all, true, math.Max(0.8, b*0.12), color.NRGBA{0x3b, 0x2a, 0x1c, 0xc0})
}
