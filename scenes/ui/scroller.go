package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
)

// Scroller scrolls a column taller than its window, by the wheel and by a
// finger's drag; a drag is not a tap.
type Scroller struct {
	Offset   float64 // pixels scrolled from the top
	Max      float64 // the most it scrolls: the column's height beyond the window
	dragging bool
	dragged  bool
	dragY    float64
}

// Update scrolls by the wheel's turn and the pointer's drag this tick, a
// line being line pixels, and reports whether the pointer's input was a
// scroll, which the caller does not take as a tap.
func (s *Scroller) Update(in *Input, line float64) (scrolled bool) {
	if s.Max <= 0 {
		s.Offset, s.dragging = 0, false
		return false
	}
	pt := in.Pointer
	s.Offset -= in.Wheel * line * 3
	switch {
	case pt.Pressed:
		s.dragging, s.dragged, s.dragY = true, false, pt.Y
	case s.dragging && pt.Down:
		if d := pt.Y - s.dragY; s.dragged || math.Abs(d) > line*0.5 {
			s.Offset -= d
			s.dragY, s.dragged = pt.Y, true
		}
	case s.dragging && pt.Released:
		s.dragging = false
		scrolled = s.dragged
	}
	s.Offset = math.Max(0, math.Min(s.Offset, s.Max))
	return scrolled || s.dragged && s.dragging
}

// UpdateIn scrolls, as Update does, a column shown in view: by a drag
// that starts in view, and by the wheel wherever the pointer is. It
// reports whether the pointer's input was a scroll, which the caller does
// not take as a tap, and whether the offset moved.
func (s *Scroller) UpdateIn(in *Input, view sprites.Rect, line float64) (scrolled, moved bool) {
	if s.Max <= 0 {
		return false, false
	}
	before := s.Offset
	if view.Contains(sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y}) || s.dragging {
		scrolled = s.Update(in, line)
	} else if in.Wheel != 0 {
		s.Update(&Input{Width: in.Width, Height: in.Height, Wheel: in.Wheel}, line)
	}
	return scrolled, s.Offset != before
}

// Probe describes view, where the column scrolls, for a screen's probe,
// or is nil when the column does not scroll.
func (s *Scroller) Probe(view sprites.Rect) *ProbeScroll {
	if s.Max <= 0 || view.H() <= 0 {
		return nil
	}
	return &ProbeScroll{X: view.Min.X, Y: view.Min.Y, W: view.W(), H: view.H(), Offset: s.Offset, Max: s.Max}
}

// Show scrolls as little as it takes for the span top..bottom (pixels, as
// laid out at the current offset) to lie within min..max of the window.
func (s *Scroller) Show(top, bottom, min, max float64) {
	switch {
	case top < min:
		s.Offset -= min - top
	case bottom > max:
		s.Offset += bottom - max
	}
	s.Offset = math.Max(0, math.Min(s.Offset, s.Max))
}

// DrawBar draws, at the right edge of view, the bar that says how much of
// a scrolled column shows and where: nothing when it does not scroll.
func (s *Scroller) DrawBar(dst *ebiten.Image, view sprites.Rect, m Metrics) {
	if s.Max <= 0 || view.H() <= 0 {
		return
	}
	w := math.Max(3, m.Pad*0.5)
	track := sprites.Rect{Min: sprites.Point{X: view.Max.X - w, Y: view.Min.Y}, Max: view.Max}
	shown := view.H() / (view.H() + s.Max)
	h := math.Max(track.H()*shown, m.Pad*2)
	top := track.Min.Y + (track.H()-h)*s.Offset/s.Max
	RoundRect(dst, track, w/2, shade)
	RoundRect(dst, sprites.Rect{Min: sprites.Point{X: track.Min.X, Y: top}, Max: sprites.Point{X: track.Max.X, Y: top + h}}, w/2, sprites.WoodLight)
}
