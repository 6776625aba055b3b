// Copyright 2023 The Ebitengine Authors (the layout and the glyph images,
// from github.com/hajimehoshi/ebiten/v2/text/v2's GoXFace, v2.10.4),
// and tabula's authors. Licensed under the Apache License, Version 2.0.

// Package glyph draws text in a golang.org/x/image font face on
// Ebitengine images: the lines laid out, aligned and spaced, each glyph
// drawn once into an image at a fraction of a pixel and kept.
//
// It does what Ebitengine's text/v2 does with a GoXFace, to the pixel: the
// same layout, the same sub-pixel steps, the same glyph images drawn in
// the same order. It exists because package text/v2 links, whatever face
// a program uses, the go-text/typesetting shaper (HarfBuzz's port), its
// SVG glyph renderer, a TIFF and a JPEG decoder, and golang.org/x/text's
// language tables: about 120 KB of the browser game's brotli download
// that Latin text drawn through a GoXFace never runs. A test draws texts
// through both and compares the pixels.
package glyph

import (
	"image"
	"math"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Face is a font at one size, with the images of the glyphs it has drawn.
// A Face is safe for use by several goroutines, and must not be copied.
type Face struct {
	mu   sync.Mutex // guards f, which font faces do not do themselves
	f    font.Face
	kern map[[2]rune]fixed.Int26_6
	adv  map[rune]advance
	bnd  map[rune]fixed.Rectangle26_6

	metrics Metrics
	images  *cache[imageKey, *ebiten.Image]
	origins *cache[string, []fixed.Int26_6]
}

type advance struct {
	a  fixed.Int26_6
	ok bool
}

// imageKey names a glyph's image: the rune at a sub-pixel offset (its
// vertical offset is the same for every drawing of the rune).
type imageKey struct {
	r  rune
	dx fixed.Int26_6
}

// Metrics are a face's vertical measures, in pixels.
type Metrics struct {
	HLineGap  float64 // the font's recommended gap between two lines
	HAscent   float64 // from the top of a line to its baseline
	HDescent  float64 // from the baseline to the bottom of a line, positive
	XHeight   float64 // the height of the lower-case letters
	CapHeight float64 // the height of the capitals
}

// NewFace returns a face drawing with f.
func NewFace(f font.Face) *Face {
	g := &Face{f: f, kern: map[[2]rune]fixed.Int26_6{}, adv: map[rune]advance{}, bnd: map[rune]fixed.Rectangle26_6{}}
	fm := f.Metrics()
	g.metrics = Metrics{
		HLineGap:  fixedToFloat(fm.Height - fm.Ascent - fm.Descent),
		HAscent:   fixedToFloat(fm.Ascent),
		HDescent:  fixedToFloat(fm.Descent),
		XHeight:   math.Abs(fixedToFloat(fm.XHeight)), // negative in some old fonts (golang/go#69378)
		CapHeight: math.Abs(fixedToFloat(fm.CapHeight)),
	}
	g.images = newCache[imageKey, *ebiten.Image](128 * g.variations())
	g.origins = newCache[string, []fixed.Int26_6](512)
	return g
}

// Metrics returns the face's vertical measures.
func (g *Face) Metrics() Metrics { return g.metrics }

func fixedToFloat(x fixed.Int26_6) float64 { return float64(x) / (1 << 6) }

func floatToFixed(x float64) fixed.Int26_6 { return fixed.Int26_6(x * (1 << 6)) }

// variations is how many images of one glyph the face draws at different
// fractions of a pixel: fewer as the letters grow.
func (g *Face) variations() int {
	switch s := g.metrics.HAscent + g.metrics.HDescent; {
	case s < 20:
		return 8
	case s < 40:
		return 4
	case s < 80:
		return 2
	}
	return 1
}

func (g *Face) glyphAdvance(r rune) (fixed.Int26_6, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	v, ok := g.adv[r]
	if !ok {
		v.a, v.ok = g.f.GlyphAdvance(r)
		g.adv[r] = v
	}
	return v.a, v.ok
}

func (g *Face) glyphBounds(r rune) fixed.Rectangle26_6 {
	g.mu.Lock()
	defer g.mu.Unlock()
	b, ok := g.bnd[r]
	if !ok {
		b, _, _ = g.f.GlyphBounds(r)
		g.bnd[r] = b
	}
	return b
}

func (g *Face) kerning(a, b rune) fixed.Int26_6 {
	g.mu.Lock()
	defer g.mu.Unlock()
	k := [2]rune{a, b}
	v, ok := g.kern[k]
	if !ok {
		v = g.f.Kern(a, b)
		g.kern[k] = v
	}
	return v
}

// originXs returns where each rune of the line after the first starts,
// and where the line ends, from its start: the advances and the kerning
// between pairs.
func (g *Face) originXs(line string) []fixed.Int26_6 {
	return g.origins.getOrCreate(line, func() ([]fixed.Int26_6, bool) {
		var xs []fixed.Int26_6
		prev := rune(-1)
		var x fixed.Int26_6
		for _, r := range line {
			if isLineBreak(r) {
				break
			}
			if prev >= 0 {
				x += g.kerning(prev, r)
				xs = append(xs, x)
			}
			a, _ := g.glyphAdvance(r)
			x += a
			prev = r
		}
		if prev < 0 {
			return nil, false
		}
		return append(xs, x), true
	})
}

// advance returns the width of a line.
func (g *Face) advance(line string) float64 {
	xs := g.originXs(line)
	if len(xs) == 0 {
		return 0
	}
	return fixedToFloat(xs[len(xs)-1])
}

// image returns the image of r drawn at the sub-pixel offset d, or nil for
// a glyph with no ink.
func (g *Face) image(r rune, d fixed.Point26_6, b fixed.Rectangle26_6) *ebiten.Image {
	return g.images.getOrCreate(imageKey{r: r, dx: d.X}, func() (*ebiten.Image, bool) {
		w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
		if w == 0 || h == 0 {
			return nil, false
		}
		// One pixel more each way: the ink of a glyph drawn at a fraction
		// of a pixel can reach into it.
		rgba := image.NewRGBA(image.Rect(0, 0, w+1, h+1))
		g.mu.Lock()
		dr := font.Drawer{Dst: rgba, Src: image.White, Face: g.f,
			Dot: fixed.Point26_6{X: -b.Min.X + d.X, Y: -b.Min.Y + d.Y}}
		dr.DrawString(string(r))
		g.mu.Unlock()
		return ebiten.NewImageFromImage(rgba), true
	})
}

// Glyph is a glyph laid out: its image and where it goes.
type Glyph struct {
	Image *ebiten.Image // the glyph's image, white on transparent; nil for a glyph with no ink (a space)
	X, Y  float64       // where its image's top left corner goes: whole pixels
}

// Align says where a text goes from the point it is drawn at.
type Align int

// The alignments: along a line, the point is the text's left, middle or
// right; across the lines, their top, middle or bottom.
const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

// LayoutOptions say how to lay a text out.
type LayoutOptions struct {
	LineSpacing    float64 // from one line's baseline to the next, in pixels
	PrimaryAlign   Align   // along the lines
	SecondaryAlign Align   // across them
}

// DrawOptions say how to draw a text: its layout, then GeoM and
// ColorScale as for any image drawn (the glyphs are white).
type DrawOptions struct {
	ebiten.DrawImageOptions
	LayoutOptions
}

// Measure returns the width of the widest line of s and the height of its
// lines.
func Measure(s string, g *Face, lineSpacing float64) (width, height float64) {
	if s == "" {
		return 0, 0
	}
	n := 0
	for line := range lines(s) {
		width = max(width, g.advance(trimLineBreak(line)))
		n++
	}
	return width, float64(n-1)*lineSpacing + g.metrics.HAscent + g.metrics.HDescent
}

// AppendGlyphs appends the glyphs of s laid out by o, from the point it
// is drawn at, and returns the slice.
func AppendGlyphs(glyphs []Glyph, s string, g *Face, o *LayoutOptions) []Glyph {
	forEachLine(s, g, o, func(line string, x, y float64) {
		glyphs = g.appendLine(glyphs, line, x, y)
	})
	return glyphs
}

// Draw draws s on dst with g, laid out and coloured by o (nil: from the
// top left corner, one line).
func Draw(dst *ebiten.Image, s string, g *Face, o *DrawOptions) {
	if o == nil {
		o = &DrawOptions{}
	}
	geoM := o.GeoM
	op := o.DrawImageOptions
	db := dst.Bounds()
	// Every image first, then every drawing: drawing between two glyphs'
	// first images would flush the engine's batch of pixels each time.
	var todo []Glyph
	forEachLine(s, g, &o.LayoutOptions, func(line string, x, y float64) {
		for _, gl := range g.appendLine(nil, line, x, y) {
			if gl.Image == nil {
				continue
			}
			b := gl.Image.Bounds()
			r := image.Rect(int(gl.X), int(gl.Y), int(gl.X)+b.Dx(), int(gl.Y)+b.Dy())
			if overlaps(geoM, r, db) {
				todo = append(todo, gl)
			}
		}
	})
	for _, gl := range todo {
		op.GeoM.Reset()
		op.GeoM.Translate(gl.X, gl.Y)
		op.GeoM.Concat(geoM)
		dst.DrawImage(gl.Image, &op)
	}
}

// overlaps reports whether r, transformed by m, reaches into dst.
func overlaps(m ebiten.GeoM, r, dst image.Rectangle) bool {
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	ax, ay := m.Apply(x0, y0)
	bx, by := m.Apply(x1, y0)
	cx, cy := m.Apply(x0, y1)
	dx, dy := m.Apply(x1, y1)
	t := image.Rect(int(math.Floor(min(ax, bx, cx, dx))), int(math.Floor(min(ay, by, cy, dy))),
		int(math.Ceil(max(ax, bx, cx, dx))), int(math.Ceil(max(ay, by, cy, dy))))
	return t.Overlaps(dst)
}

// appendLine appends the glyphs of one line whose origin is (x, y).
func (g *Face) appendLine(glyphs []Glyph, line string, x, y float64) []Glyph {
	origin := fixed.Point26_6{X: floatToFixed(x), Y: floatToFixed(y)}
	ox := origin.X
	xs := g.originXs(line)
	step := fixed.Int26_6(1<<6) / fixed.Int26_6(g.variations())
	k := 0
	for i, r := range line {
		if i > 0 {
			origin.X = ox + xs[k]
			k++
		}
		// The image goes at whole pixels; the fraction is drawn into it,
		// in steps of 1/variations of a pixel.
		o := fixed.Point26_6{X: origin.X / step * step, Y: origin.Y &^ (1<<6 - 1)}
		b := g.glyphBounds(r)
		d := fixed.Point26_6{X: (o.X + b.Min.X) & (1<<6 - 1), Y: (o.Y + b.Min.Y) & (1<<6 - 1)}
		gl := Glyph{X: float64((o.X + b.Min.X).Floor()), Y: float64((o.Y + b.Min.Y).Floor())}
		if (b.Max.X-b.Min.X).Ceil() != 0 && (b.Max.Y-b.Min.Y).Ceil() != 0 {
			gl.Image = g.image(r, d, b)
		} else {
			gl.X, gl.Y = 0, 0
		}
		glyphs = append(glyphs, gl)
	}
	return glyphs
}

// forEachLine calls f with each line of s and its origin, as o aligns and
// spaces them.
func forEachLine(s string, g *Face, o *LayoutOptions, f func(line string, x, y float64)) {
	if s == "" {
		return
	}
	if o == nil {
		o = &LayoutOptions{}
	}
	var widths []float64
	widest := 0.0
	for line := range lines(s) {
		w := g.advance(trimLineBreak(line))
		widths = append(widths, w)
		widest = max(widest, w)
	}
	m := g.metrics
	height := float64(len(widths)-1)*o.LineSpacing + m.HAscent + m.HDescent
	y := m.HAscent
	switch o.SecondaryAlign {
	case AlignCenter:
		y -= height / 2
	case AlignEnd:
		y -= height
	}
	i := 0
	var lineY float64
	for line := range lines(s) {
		var x float64
		switch o.PrimaryAlign {
		case AlignCenter:
			x = -widths[i] / 2
		case AlignEnd:
			x = -widths[i]
		}
		f(trimLineBreak(line), x, lineY+y)
		lineY += o.LineSpacing
		i++
	}
}

// lineBreaks are the characters that end a line.
const lineBreaks = "\n\v\f\r\u0085\u2028\u2029"

func isLineBreak(r rune) bool { return strings.ContainsRune(lineBreaks, r) }

// lines yields the lines of s, each with its line break (\r\n as one).
func lines(s string) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		for len(s) > 0 {
			n := len(s)
			if i := strings.IndexAny(s, lineBreaks); i >= 0 {
				_, size := utf8.DecodeRuneInString(s[i:])
				n = i + size
				if s[i] == '\r' && n < len(s) && s[n] == '\n' {
					n++
				}
			}
			if !yield(s[:n]) {
				return
			}
			s = s[n:]
		}
	}
}

func trimLineBreak(s string) string {
	if strings.HasSuffix(s, "\r\n") {
		return s[:len(s)-2]
	}
	if r, size := utf8.DecodeLastRuneInString(s); isLineBreak(r) {
		return s[:len(s)-size]
	}
	return s
}

// A cache keeps values while they are used: past its soft limit of
// values, it drops those not used in the last second of ticks.
type cache[K comparable, V any] struct {
	mu     sync.Mutex
	limit  int
	values map[K]*cached[V]
	tick   int64 // the tick of its last sweep
}

type cached[V any] struct {
	v    V
	used int64 // the tick it was last used at; never dropped if forever
}

const forever = math.MaxInt64

func newCache[K comparable, V any](limit int) *cache[K, V] {
	return &cache[K, V]{limit: limit, values: map[K]*cached[V]{}}
}

// getOrCreate returns the value of k, made by create if there is none;
// create says whether the value may be dropped later.
func (c *cache[K, V]) getOrCreate(k K, create func() (V, bool)) V {
	now := ebiten.Tick()
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.values[k]; ok {
		e.used = now
		return e.v
	}
	v, expires := create()
	e := &cached[V]{v: v, used: forever}
	if expires {
		e.used = now
	}
	c.values[k] = e
	if c.tick < now && len(c.values) > c.limit {
		for k, e := range c.values {
			if e.used < now-60 {
				delete(c.values, k)
			}
		}
	}
	c.tick = now
	return e.v
}
