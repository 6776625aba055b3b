package thayyam

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tabula/sprites"
)

// alpha returns c with opacity a (0..1), for drawing translucently.
func alpha(c color.RGBA, a float64) color.NRGBA {
	return color.NRGBA{c.R, c.G, c.B, uint8(math.Round(a * 255))}
}

// px converts a length in board units to pixels, at least minPx.
func px(v sprites.View, l, minPx float64) float64 { return math.Max(l*v.Size, minPx) }

// screenRect converts a rectangle in board units to pixels.
func screenRect(v sprites.View, r sprites.Rect) sprites.Rect {
	return sprites.Rect{Min: v.ToScreen(r.Min), Max: v.ToScreen(r.Max)}
}

// inset returns r shrunk by d on every side (grown for d < 0).
func inset(r sprites.Rect, d float64) sprites.Rect {
	return sprites.Rect{Min: r.Min.Add(sprites.Point{X: d, Y: d}), Max: r.Max.Sub(sprites.Point{X: d, Y: d})}
}

// shift returns r moved by d down and to the right.
func shift(r sprites.Rect, d float64) sprites.Rect {
	return sprites.Rect{Min: r.Min.Add(sprites.Point{X: d, Y: d}), Max: r.Max.Add(sprites.Point{X: d, Y: d})}
}

// roundRect adds to p the outline of r with corners of radius rad, in pixels.
func roundRect(p *vector.Path, r sprites.Rect, rad float64) {
	rad = math.Min(rad, math.Min(r.W(), r.H())/2)
	x0, y0, x1, y1 := float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Max.Y)
	q := float32(rad)
	p.MoveTo(x0+q, y0)
	p.LineTo(x1-q, y0)
	p.Arc(x1-q, y0+q, q, -math.Pi/2, 0, vector.Clockwise)
	p.LineTo(x1, y1-q)
	p.Arc(x1-q, y1-q, q, 0, math.Pi/2, vector.Clockwise)
	p.LineTo(x0+q, y1)
	p.Arc(x0+q, y1-q, q, math.Pi/2, math.Pi, vector.Clockwise)
	p.LineTo(x0, y0+q)
	p.Arc(x0+q, y0+q, q, math.Pi, 3*math.Pi/2, vector.Clockwise)
	p.Close()
}

func fillRoundRect(dst *ebiten.Image, r sprites.Rect, rad float64, clr color.Color) {
	var p vector.Path
	roundRect(&p, r, rad)
	o := &vector.DrawPathOptions{AntiAlias: true}
	o.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p, nil, o)
}

func strokeRoundRect(dst *ebiten.Image, r sprites.Rect, rad, width float64, clr color.Color) {
	var p vector.Path
	roundRect(&p, r, rad)
	o := &vector.DrawPathOptions{AntiAlias: true}
	o.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound}, o)
}
