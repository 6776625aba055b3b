package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// FillPolygon fills the polygon given in pixels.
func FillPolygon(dst *ebiten.Image, pts []Point, clr color.Color) {
	var p vector.Path
	polygonPath(&p, pts)
	vector.FillPath(dst, &p, nil, drawOptions(clr))
}

// StrokePolygon draws the closed outline of the polygon given in pixels.
func StrokePolygon(dst *ebiten.Image, pts []Point, width float64, clr color.Color) {
	var p vector.Path
	polygonPath(&p, pts)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound}, drawOptions(clr))
}

func polygonPath(p *vector.Path, pts []Point) {
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(float32(q.X), float32(q.Y))
		} else {
			p.LineTo(float32(q.X), float32(q.Y))
		}
	}
	p.Close()
}

func drawOptions(clr color.Color) *vector.DrawPathOptions {
	o := &vector.DrawPathOptions{AntiAlias: true}
	o.ColorScale.ScaleWithColor(clr)
	return o
}

// Disc fills a circle.
func Disc(dst *ebiten.Image, c Point, r float64, clr color.Color) {
	vector.FillCircle(dst, float32(c.X), float32(c.Y), float32(r), clr, true)
}

// Ring strokes a circle. It fills the annulus between two arcs of opposite
// directions: vector.StrokeCircle drops part of a thick ring in Ebitengine
// v2.10.4.
func Ring(dst *ebiten.Image, c Point, r, width float64, clr color.Color) {
	outer, inner := float32(r+width/2), float32(max(0, r-width/2))
	x, y := float32(c.X), float32(c.Y)
	var p vector.Path
	p.MoveTo(x+outer, y)
	p.Arc(x, y, outer, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	p.MoveTo(x+inner, y)
	p.Arc(x, y, inner, 2*math.Pi, 0, vector.CounterClockwise)
	p.Close()
	vector.FillPath(dst, &p, nil, drawOptions(clr))
}

// Line strokes a segment with round ends.
func Line(dst *ebiten.Image, a, b Point, width float64, clr color.Color) {
	var p vector.Path
	p.MoveTo(float32(a.X), float32(a.Y))
	p.LineTo(float32(b.X), float32(b.Y))
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(width), LineCap: vector.LineCapRound}, drawOptions(clr))
}

// Pawn draws a round piece of radius r centred on c: a shadow, a rim, a body
// with a highlight, and the style's mark. squash > 1 flattens it (a landing),
// < 1 stretches it (a jump); 1 is round.
func Pawn(dst *ebiten.Image, c Point, r float64, st PieceStyle, squash float64) {
	if r <= 0.5 {
		return
	}
	rx, ry := r*squash, r/squash
	ellipse(dst, c.Add(Point{r * 0.12, r * 0.18}), rx, ry, color.RGBA{0, 0, 0, 0x50})
	ellipse(dst, c, rx, ry, st.Edge)
	ellipse(dst, c, rx*0.86, ry*0.86, st.Fill)
	// A soft highlight: NRGBA, since RGBA holds premultiplied colours.
	ellipse(dst, c.Add(Point{-rx * 0.28, -ry * 0.32}), rx*0.28, ry*0.2, color.NRGBA{0xff, 0xff, 0xff, 0x40})
	DrawMark(dst, c, r*0.42, st.Mark, st.Sign)
}

// DrawMark draws a mark of half-size s centred on c.
func DrawMark(dst *ebiten.Image, c Point, s float64, m Mark, clr color.Color) {
	w := math.Max(1, s*0.32)
	switch m {
	case MarkDot:
		Disc(dst, c, s*0.55, clr)
	case MarkRing:
		Ring(dst, c, s*0.7, w, clr)
	case MarkCross:
		d := s * 0.7
		Line(dst, c.Add(Point{-d, -d}), c.Add(Point{d, d}), w, clr)
		Line(dst, c.Add(Point{-d, d}), c.Add(Point{d, -d}), w, clr)
	case MarkBar:
		Line(dst, c.Add(Point{-s * 0.8, 0}), c.Add(Point{s * 0.8, 0}), w*1.2, clr)
	case MarkTriangle:
		FillPolygon(dst, []Point{c.Add(Point{0, -s * 0.8}), c.Add(Point{s * 0.75, s * 0.55}), c.Add(Point{-s * 0.75, s * 0.55})}, clr)
	}
}

func ellipse(dst *ebiten.Image, c Point, rx, ry float64, clr color.Color) {
	if rx == ry {
		Disc(dst, c, rx, clr)
		return
	}
	var p vector.Path
	const n = 32
	for i := range n {
		a := 2 * math.Pi * float64(i) / n
		x, y := float32(c.X+rx*math.Cos(a)), float32(c.Y+ry*math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	vector.FillPath(dst, &p, nil, drawOptions(clr))
}

// Baked keeps an image drawn once for a size and redraws it only when the
// size changes: boards and other static art are drawn this way.
type Baked struct {
	img  *ebiten.Image
	w, h int
}

// Image returns the image of size w×h, calling draw to paint it when the
// size differs from the last call's. Sizes below 1×1 are raised to 1×1.
func (b *Baked) Image(w, h int, draw func(dst *ebiten.Image)) *ebiten.Image {
	w, h = max(w, 1), max(h, 1)
	if b.img == nil || w != b.w || h != b.h {
		if b.img != nil {
			b.img.Deallocate()
		}
		b.img, b.w, b.h = ebiten.NewImage(w, h), w, h
		draw(b.img)
	}
	return b.img
}
