package daryon

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tabula/sprites"
)

// drawer draws on dst through the view v. Shapes of one colour go in one
// path of many sub-paths: the vector package rasterises each path with
// several passes, so fewer paths draw much faster, above all with the
// software renderers of test machines.
type drawer struct {
	dst *ebiten.Image
	v   sprites.View
}

// px returns a length in board units in pixels.
func (d drawer) px(l float64) float64 { return l * d.v.Size }

// at returns a board point in pixels.
func (d drawer) at(p sprites.Point) sprites.Point { return d.v.ToScreen(p) }

// line returns the width of the board's lines times k: a fixed part of a
// cell, at least one pixel.
func (d drawer) line(k float64) float64 { return math.Max(1, d.px(k*0.045*unit)) }

// toPx converts polygons in board units to pixels.
func (d drawer) toPx(polys [][]sprites.Point) [][]sprites.Point {
	out := make([][]sprites.Point, len(polys))
	for i, poly := range polys {
		out[i] = make([]sprites.Point, len(poly))
		for j, p := range poly {
			out[i][j] = d.at(p)
		}
	}
	return out
}

// shift returns polygons in pixels moved by off pixels; polygons in board
// units are converted first.
func (d drawer) shift(polys [][]sprites.Point, off sprites.Point) [][]sprites.Point {
	out := d.toPx(polys)
	for _, poly := range out {
		for j := range poly {
			poly[j] = poly[j].Add(off)
		}
	}
	return out
}

// path returns one path of the polylines or polygons in pixels.
func path(polys [][]sprites.Point, closed bool) *vector.Path {
	var p vector.Path
	for _, poly := range polys {
		for i, q := range poly {
			if i == 0 {
				p.MoveTo(float32(q.X), float32(q.Y))
			} else {
				p.LineTo(float32(q.X), float32(q.Y))
			}
		}
		if closed {
			p.Close()
		}
	}
	return &p
}

func options(c color.Color) *vector.DrawPathOptions {
	o := &vector.DrawPathOptions{AntiAlias: true}
	o.ColorScale.ScaleWithColor(c)
	return o
}

// fillPx fills polygons given in pixels, in one path (non-zero rule:
// polygons turning the same way add up, a reversed one cuts a hole).
func (d drawer) fillPx(polys [][]sprites.Point, c color.Color) {
	if len(polys) > 0 {
		vector.FillPath(d.dst, path(polys, true), nil, options(c))
	}
}

// strokePx strokes polylines, or closed polygons, given in pixels.
func (d drawer) strokePx(polys [][]sprites.Point, closed bool, w float64, c color.Color) {
	if len(polys) > 0 {
		so := &vector.StrokeOptions{Width: float32(w), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
		vector.StrokePath(d.dst, path(polys, closed), so, options(c))
	}
}

// fill fills polygons given in board units.
func (d drawer) fill(polys [][]sprites.Point, c color.Color) { d.fillPx(d.toPx(polys), c) }

// stroke strokes the outlines of polygons given in board units.
func (d drawer) stroke(polys [][]sprites.Point, w float64, c color.Color) {
	d.strokePx(d.toPx(polys), true, w, c)
}

// roundSquare fills the square [lo, hi]² of board units with its corners
// rounded by the radius r.
func (d drawer) roundSquare(lo, hi, r float64, c color.Color) {
	a, b := d.at(sprites.Point{X: lo, Y: lo}), d.at(sprites.Point{X: hi, Y: hi})
	rr := float32(d.px(r))
	x0, y0, x1, y1 := float32(a.X), float32(a.Y), float32(b.X), float32(b.Y)
	var p vector.Path
	p.MoveTo(x0+rr, y0)
	p.ArcTo(x1, y0, x1, y1, rr)
	p.ArcTo(x1, y1, x0, y1, rr)
	p.ArcTo(x0, y1, x0, y0, rr)
	p.ArcTo(x0, y0, x1, y0, rr)
	p.Close()
	vector.FillPath(d.dst, &p, nil, options(c))
}

// feathered collects soft lines drawn as plain triangles, opaque along
// their middle and fading to nothing at their edges: anti-aliased by
// construction, and drawn in one call without the vector package's
// passes.
type feathered struct {
	vs []ebiten.Vertex
	is []uint32
}

// line adds the polyline pts (pixels) of half-width w and opacity alpha.
func (f *feathered) line(pts []sprites.Point, w float64, alpha float32) {
	for i, p := range pts {
		a, b := pts[max(0, i-1)], pts[min(len(pts)-1, i+1)]
		t := b.Sub(a)
		n := sprites.Point{X: -t.Y, Y: t.X}.Scale(w / math.Max(t.Len(), 1e-9))
		base := uint32(len(f.vs))
		for k, q := range []sprites.Point{p.Sub(n), p, p.Add(n)} {
			v := ebiten.Vertex{DstX: float32(q.X), DstY: float32(q.Y), SrcX: 1, SrcY: 1, ColorR: 1, ColorG: 1, ColorB: 1}
			if k == 1 {
				v.ColorA = alpha
			}
			f.vs = append(f.vs, v)
		}
		if i > 0 {
			prev := base - 3
			f.is = append(f.is,
				prev, prev+1, base, prev+1, base+1, base,
				prev+1, prev+2, base+1, prev+2, base+2, base+1)
		}
	}
}

// white is a small white image, the source of plain triangles.
var white *ebiten.Image

// draw draws the lines on dst in the colour c.
func (f *feathered) draw(dst *ebiten.Image, c color.RGBA) {
	if white == nil {
		white = ebiten.NewImage(3, 3)
		white.Fill(color.White)
	}
	for i := range f.vs {
		v := &f.vs[i]
		v.ColorR, v.ColorG, v.ColorB = float32(c.R)/255, float32(c.G)/255, float32(c.B)/255
	}
	dst.DrawTriangles32(f.vs, f.is, white, nil)
}
