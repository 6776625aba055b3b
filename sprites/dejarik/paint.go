package dejarik

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tabula/sprites"
)

// alpha returns the opaque colour c made translucent with alpha a,
// premultiplied as color.RGBA must be.
func alpha(c color.RGBA, a uint8) color.RGBA {
	k := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), a}
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
