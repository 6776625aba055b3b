package sprites

import (
	"image"
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
// < 1 stretches it (a jump); 1 is round. In the high-contrast look (see
// [SetHighContrast]) the rim is black round a white ring, the body flat,
// and the mark larger, in black or white, whichever stands out more from
// the body.
func Pawn(dst *ebiten.Image, c Point, r float64, st PieceStyle, squash float64) {
	if r <= 0.5 {
		return
	}
	rx, ry := r*squash, r/squash
	if highContrast {
		ellipse(dst, c, rx, ry, ContrastInk)
		ellipse(dst, c, rx*0.82, ry*0.82, ContrastCell)
		ellipse(dst, c, rx*0.72, ry*0.72, st.Fill)
		DrawMark(dst, c, r*0.5, st.Mark, ContrastSign(st.Fill))
		return
	}
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
	look int // the boards' look it was drawn in (see SetHighContrast)
}

// Image returns the image of size w×h, calling draw to paint it when the
// size differs from the last call's, or the boards' look (see
// [SetHighContrast]) from the one it was drawn in. Sizes below 1×1 are
// raised to 1×1.
func (b *Baked) Image(w, h int, draw func(dst *ebiten.Image)) *ebiten.Image {
	w, h = max(w, 1), max(h, 1)
	if b.img == nil || w != b.w || h != b.h || b.look != looks {
		if b.img != nil {
			b.img.Deallocate()
		}
		// An image of its own, off the shared atlas: drawn at the atlas's
		// origin, its shapes' edges round the same way whatever else was
		// allocated before it (on an atlas, a board's grain came out a
		// shade apart from run to run).
		img := ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
		b.img, b.w, b.h, b.look = img, w, h, looks
		draw(b.img)
	}
	return b.img
}

// The look of a cell's label (see [DrawLabels]).
var (
	// labelBack is the label's backing: the boards' ink, translucent, dark
	// on light wood and pale pieces alike.
	labelBack = color.NRGBA{Ink.R, Ink.G, Ink.B, 0xd8}
	// labelEdge rims the backing, so that a label stands out on dark
	// wood and dark pieces too.
	labelEdge = color.NRGBA{Paper.R, Paper.G, Paper.B, 0x90}
)

// maxLabelSize is the largest text of a label, as a share of the board's
// side: a label must keep to its cell, and a Daryon loop cell, the
// smallest, is little more than three times as wide.
const maxLabelSize = 0.026

// DrawLabels writes labels over the board drawn by v, each in bold Paper
// on a pill of translucent ink centred on its At, so that it reads over
// wood and pieces alike. size is the text's size in pixels, the caller's
// text size; it shrinks to a share of the board (2.6% of its side) so that
// each label keeps to its cell on a small board, but never under least,
// the smallest text a person reads on the screen (a phone's board would
// otherwise write its cells' numbers 8 pixels high). DrawLabels is meant to be
// called after the pieces standing on the board and the marks of a move
// (the last move, a hint, a chosen piece and its destinations), so that a
// label shows over a piece it partly covers and its words never lie under
// a mark's yellow, and before the moving pieces.
func DrawLabels(dst *ebiten.Image, v View, labels []Label, size, least float64) {
	size = math.Max(labelSize(v, size), math.Min(least, size))
	if size < 1 {
		return
	}
	edge := labelEdgeWidth(size)
	for _, l := range labels {
		r := labelBoundsAt(v, l, size)
		pill := pillImage(r.W(), r.H(), edge, l.Lit)
		op := &ebiten.DrawImageOptions{}
		b := pill.Bounds()
		op.GeoM.Translate(r.Center().X-float64(b.Dx())/2, r.Center().Y-float64(b.Dy())/2)
		dst.DrawImage(pill, op)
	}
	for _, l := range labels {
		clr := Paper
		if l.Lit {
			clr = Ink
		}
		Text(dst, l.Text, v.ToScreen(l.At), size, true, AlignCenter, clr)
	}
}

// pillKey is a label's backing as drawn: its size in quarters of a pixel,
// its rim's, whether it is lit, and the look it was drawn in.
type pillKey struct {
	w, h, edge int
	lit        bool
	look       int
}

// pills are the labels' backings, each filled once as paths and then
// copied: a board's fifty labels were three stencilled fills a frame, a
// third of a phone's frame under software rendering.
var pills = map[pillKey]*ebiten.Image{}

// maxPills bounds the backings kept: a window resized again and again
// makes new sizes.
const maxPills = 512

// pillImage returns the backing of a label whose pill and rim cover w×h
// pixels, its rim edge wide: a capsule of translucent ink (or of the
// highlight, lit) inside a ring of translucent paper.
func pillImage(w, h, edge float64, lit bool) *ebiten.Image {
	q := func(x float64) int { return int(math.Round(x * 4)) }
	key := pillKey{q(w), q(h), q(edge), lit, looks}
	if img, ok := pills[key]; ok {
		return img
	}
	if len(pills) >= maxPills {
		for k, img := range pills {
			img.Deallocate()
			delete(pills, k)
		}
	}
	w, h, edge = float64(key.w)/4, float64(key.h)/4, float64(key.edge)/4
	img := ebiten.NewImage(int(math.Ceil(w))+2, int(math.Ceil(h))+2)
	b := img.Bounds()
	c := Point{X: float64(b.Dx()) / 2, Y: float64(b.Dy()) / 2}
	var back, rim vector.Path
	pillPath(&back, c, w-edge, h-edge)
	pillPath(&rim, c, w, h)
	pillPath(&rim, c, w-2*edge, h-2*edge)
	fill := labelBack
	if lit {
		fill = color.NRGBAModel.Convert(Highlight).(color.NRGBA)
	}
	vector.FillPath(img, &back, nil, drawOptions(fill))
	vector.FillPath(img, &rim, &vector.FillOptions{FillRule: vector.FillRuleEvenOdd}, drawOptions(labelEdge))
	pills[key] = img
	return img
}

// LabelBounds returns the rectangle, in pixels, that [DrawLabels] covers
// with l through v at text size size: its pill and the pill's rim. Boards
// keep their labels' bounds at the largest size inside the board and
// apart.
func LabelBounds(v View, l Label, size float64) Rect {
	return labelBoundsAt(v, l, labelSize(v, size))
}

// labelBoundsAt returns the rectangle a label covers with its text at
// size.
func labelBoundsAt(v View, l Label, size float64) Rect {
	h := size * 1.3
	w := math.Max(h, TextWidth(l.Text, size, true)+size*0.7)
	edge := labelEdgeWidth(size)
	half := Point{X: (w + edge) / 2, Y: (h + edge) / 2}
	c := v.ToScreen(l.At)
	return Rect{Min: c.Sub(half), Max: c.Add(half)}
}

// labelSize returns the size of the labels' text for a caller's size.
func labelSize(v View, size float64) float64 { return math.Min(size, maxLabelSize*v.Size) }

// labelEdgeWidth returns the width of a label's rim.
func labelEdgeWidth(size float64) float64 { return math.Max(1, size*0.07) }

// pillPath adds to p a capsule of width w and height h (w ≥ h) centred on
// c, in pixels, wound clockwise on the screen.
func pillPath(p *vector.Path, c Point, w, h float64) {
	r := h / 2
	x0, x1 := float32(c.X-w/2+r), float32(c.X+w/2-r)
	y, rr := float32(c.Y), float32(r)
	p.MoveTo(x0, y-rr)
	p.LineTo(x1, y-rr)
	p.Arc(x1, y, rr, -math.Pi/2, math.Pi/2, vector.Clockwise)
	p.LineTo(x0, y+rr)
	p.Arc(x0, y, rr, math.Pi/2, 3*math.Pi/2, vector.Clockwise)
	p.Close()
}

// The marks the play screen draws over a board (the last move, a hint,
// the keyboard's cursor) are edged in black in the high-contrast look (see
// [SetHighContrast]), so that a yellow or pale mark shows on its white
// cells as on its black frames.

// markEdge returns the width of a mark's black edge for a mark of width w.
func markEdge(w float64) float64 { return math.Max(1.5, w*0.45) }

// EdgedRing strokes a circle as [Ring] does, edged in black in the
// high-contrast look.
func EdgedRing(dst *ebiten.Image, c Point, r, width float64, clr color.Color) {
	if highContrast {
		Ring(dst, c, r, width+2*markEdge(width), ContrastInk)
	}
	Ring(dst, c, r, width, clr)
}

// EdgedDisc fills a circle as [Disc] does, edged in black in the
// high-contrast look.
func EdgedDisc(dst *ebiten.Image, c Point, r float64, clr color.Color) {
	if highContrast {
		Disc(dst, c, r+markEdge(r), ContrastInk)
	}
	Disc(dst, c, r, clr)
}

// EdgedLine strokes a segment as [Line] does, edged in black in the
// high-contrast look.
func EdgedLine(dst *ebiten.Image, a, b Point, width float64, clr color.Color) {
	if highContrast {
		Line(dst, a, b, width+2*markEdge(width), ContrastInk)
	}
	Line(dst, a, b, width, clr)
}

// ContrastHighlight marks the shape p (pixels) as a chosen piece or a
// legal destination in the high-contrast look: a light wash of
// [ContrastGlow], which leaves a chosen piece under it in view, then its
// outline in a wide black line under a yellow one of width w, so that it
// is unmistakable on white cells, black lines and pieces alike.
func ContrastHighlight(dst *ebiten.Image, p *vector.Path, w float64) {
	g := ContrastGlow
	vector.FillPath(dst, p, nil, drawOptions(color.NRGBA{g.R, g.G, g.B, 0x60}))
	vector.StrokePath(dst, p, &vector.StrokeOptions{Width: float32(w * 2.8), LineJoin: vector.LineJoinRound}, drawOptions(ContrastInk))
	vector.StrokePath(dst, p, &vector.StrokeOptions{Width: float32(w), LineJoin: vector.LineJoinRound}, drawOptions(g))
}

// ContrastHighlightPolygon marks the polygon pts (pixels) as
// [ContrastHighlight] marks a shape.
func ContrastHighlightPolygon(dst *ebiten.Image, pts []Point, w float64) {
	var p vector.Path
	polygonPath(&p, pts)
	ContrastHighlight(dst, &p, w)
}

// ContrastHighlightDisc marks the circle of centre c and radius r (pixels)
// as [ContrastHighlight] marks a shape.
func ContrastHighlightDisc(dst *ebiten.Image, c Point, r, w float64) {
	var p vector.Path
	p.MoveTo(float32(c.X+r), float32(c.Y))
	p.Arc(float32(c.X), float32(c.Y), float32(r), 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	ContrastHighlight(dst, &p, w)
}
