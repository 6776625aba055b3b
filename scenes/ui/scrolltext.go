package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
)

// ScrollText is a text wrapped in a box at a size it keeps, scrolled by
// the wheel or a finger's drag when it is taller than its box, rather than
// shrunk or cut with "…": a text a reader needs in full (the mistakes of a
// finished game).
type ScrollText struct {
	Scroller
	Box  sprites.Rect
	Size float64
	text string
}

// Set gives the text and lays it out in box at size.
func (s *ScrollText) Set(text string, box sprites.Rect, size float64) {
	s.text, s.Box, s.Size = text, box, size
	s.Max = max(0, linesHeight(len(wrapAt(text, box.W(), size)), size)-box.H())
}

// Update scrolls the text by the pointer over its box, and reports whether
// the pointer's input was a scroll.
func (s *ScrollText) Update(in *Input) bool {
	p := sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y}
	if !s.Box.Contains(p) && !in.Pointer.Down {
		return false
	}
	return s.Scroller.Update(in, s.Size*1.25)
}

// Draw draws the lines of the text in view, in clr.
func (s *ScrollText) Draw(dst *ebiten.Image, clr color.Color) {
	if s.Box.W() <= 0 || s.Box.H() <= 0 {
		return
	}
	clip := dst.SubImage(Pixels(s.Box)).(*ebiten.Image)
	r := s.Box
	r.Min.Y -= s.Offset
	r.Max.Y = r.Min.Y + s.Max + s.Box.H()
	drawLines(clip, wrapAt(s.text, s.Box.W(), s.Size), r, s.Size, clr)
}
