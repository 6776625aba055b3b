package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
)

// Menu is a column of buttons with a keyboard focus.
type Menu struct {
	Buttons []Button
	Focus   int  // the focused button
	Keys    bool // the keyboard was used last: show the focus

	// What LayoutIn laid the menu out in, and, when its column is taller
	// than that, the part where its buttons scroll (see LayoutIn).
	area   sprites.Rect
	mt     Metrics
	pinned int
	view   sprites.Rect
	scroll Scroller
}

// NewMenu returns a menu of the labels.
func NewMenu(labels ...string) *Menu {
	m := &Menu{}
	for _, l := range labels {
		m.Buttons = append(m.Buttons, Button{Label: l})
	}
	return m
}

// Layout places the buttons in a column centred horizontally in area,
// starting at its top.
func (m *Menu) Layout(area sprites.Rect, mt Metrics) {
	w := math.Min(area.W(), math.Max(mt.Text*14, area.W()*0.5))
	x := area.Center().X - w/2
	y := area.Min.Y
	for i := range m.Buttons {
		m.Buttons[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + w, Y: y + mt.Row}}
		y += mt.Row + mt.Pad
	}
}

// LayoutIn places the buttons in area so that each can be reached: in a
// column centred in it, as Layout does, when the column fits; else in two
// columns side by side, when the area is wide enough (a phone held
// sideways); else the last pinned buttons (Back) stay at the area's foot
// and the others scroll above them, by the wheel, a drag and the keys,
// which bring the focused button into view.
func (m *Menu) LayoutIn(area sprites.Rect, mt Metrics, pinned int) {
	m.area, m.mt, m.pinned = area, mt, min(pinned, len(m.Buttons))
	m.place()
}

// place lays the menu out as LayoutIn does, scrolled by its offset.
func (m *Menu) place() {
	area, mt := m.area, m.mt
	m.view = sprites.Rect{}
	if m.Height(mt) <= area.H() {
		m.scroll.Offset, m.scroll.Max = 0, 0
		m.Layout(area, mt)
		return
	}
	w := math.Min(mt.Text*14, (area.W()-3*mt.Pad)/2)
	rows := (len(m.Buttons) + 1) / 2
	if h := float64(rows)*mt.Row + float64(rows-1)*mt.Pad; w >= mt.Text*10 && h <= area.H() {
		m.scroll.Offset, m.scroll.Max = 0, 0
		x0 := area.Center().X - w - mt.Pad/2
		for i := range m.Buttons {
			x, y := x0+float64(i/rows)*(w+mt.Pad), area.Min.Y+float64(i%rows)*(mt.Row+mt.Pad)
			m.Buttons[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + w, Y: y + mt.Row}}
		}
		return
	}
	n := len(m.Buttons) - m.pinned
	foot := area.Max.Y - float64(m.pinned)*(mt.Row+mt.Pad) + mt.Pad
	m.view = sprites.Rect{Min: sprites.Point{X: area.Min.X, Y: area.Min.Y - mt.Pad*0.5}, Max: sprites.Point{X: area.Max.X, Y: foot - mt.Pad*0.5}}
	column := float64(n)*mt.Row + float64(max(0, n-1))*mt.Pad
	m.scroll.Max = math.Max(0, area.Min.Y+column-(m.view.Max.Y-mt.Pad*0.5))
	m.scroll.Offset = math.Max(0, math.Min(m.scroll.Offset, m.scroll.Max))
	scrolled := area
	scrolled.Min.Y -= m.scroll.Offset
	m.Layout(scrolled, mt)
	for i := n; i < len(m.Buttons); i++ {
		r := &m.Buttons[i].Rect
		*r = r.Translate(0, foot+float64(i-n)*(mt.Row+mt.Pad)-r.Min.Y)
	}
}

// Bottom returns the foot of the buttons as they show: of the lowest, or
// of the part where they scroll.
func (m *Menu) Bottom() float64 {
	y := 0.0
	for i, b := range m.Buttons {
		if m.reachable(i) {
			y = max(y, b.Rect.Max.Y)
		}
	}
	if m.Scrolls() {
		y = max(y, m.view.Max.Y)
	}
	return y
}

// Scrolls reports whether the menu's buttons scroll (see LayoutIn).
func (m *Menu) Scrolls() bool { return m.view.H() > 0 }

// ProbeScroll describes the part where the buttons scroll, for a
// screen's probe, or is nil when they do not.
func (m *Menu) ProbeScroll() *ProbeScroll {
	if !m.Scrolls() {
		return nil
	}
	return m.scroll.Probe(m.view)
}

// scrollBy applies the wheel and a drag to a menu that scrolls, and
// reports whether the pointer's input was a scroll, not a tap.
func (m *Menu) scrollBy(in *Input) bool {
	if !m.Scrolls() {
		return false
	}
	scrolled, moved := m.scroll.UpdateIn(in, m.view, m.mt.Text)
	if moved {
		m.place()
	}
	return scrolled
}

// reachable reports whether button i can be tapped: a button that
// scrolls, only where it shows.
func (m *Menu) reachable(i int) bool {
	if !m.Scrolls() || i >= len(m.Buttons)-m.pinned {
		return true
	}
	r := m.Buttons[i].Rect
	return r.Min.Y >= m.view.Min.Y-0.5 && r.Max.Y <= m.view.Max.Y+0.5
}

// showFocus scrolls the focused button into view.
func (m *Menu) showFocus() {
	if !m.Scrolls() || m.Focus >= len(m.Buttons)-m.pinned {
		return
	}
	r := m.Buttons[m.Focus].Rect
	before := m.scroll.Offset
	m.scroll.Show(r.Min.Y, r.Max.Y, m.view.Min.Y+m.mt.Pad*0.5, m.view.Max.Y-m.mt.Pad*0.5)
	if m.scroll.Offset != before {
		m.place()
	}
}

// Height returns the height of the laid-out column.
func (m *Menu) Height(mt Metrics) float64 {
	n := float64(len(m.Buttons))
	return n*mt.Row + math.Max(0, n-1)*mt.Pad
}

// Update moves the focus with the keyboard and returns the index of the
// button tapped or confirmed this tick, or -1.
func (m *Menu) Update(in *Input) int {
	if len(m.Buttons) == 0 {
		return -1
	}
	if m.scrollBy(in) {
		in = &Input{Actions: in.Actions, Width: in.Width, Height: in.Height} // a drag is not a tap
	}
	if len(in.Actions) > 0 {
		defer m.showFocus()
	}
	for _, a := range in.Actions {
		switch a {
		case ActionUp, ActionPrev, ActionLeft:
			m.Keys = true
			m.Move(-1)
		case ActionDown, ActionNext, ActionRight:
			m.Keys = true
			m.Move(+1)
		case ActionConfirm:
			m.Keys = true
			if !m.Buttons[m.Focus].Disabled {
				return m.Focus
			}
		}
	}
	if in.Pointer.Moved && !in.Pointer.Released && !in.Pointer.Down {
		m.Keys = false
	}
	for i, b := range m.Buttons {
		if !b.Disabled && m.reachable(i) && in.Tapped(b.Rect.Min.X, b.Rect.Min.Y, b.Rect.Max.X, b.Rect.Max.Y) {
			m.Focus = i
			return i
		}
	}
	return -1
}

// Move moves the focus by d, skipping disabled buttons.
func (m *Menu) Move(d int) {
	n := len(m.Buttons)
	for range n {
		m.Focus = (m.Focus + d + n) % n
		if !m.Buttons[m.Focus].Disabled {
			return
		}
	}
}

// Draw draws the buttons.
func (m *Menu) Draw(dst *ebiten.Image, mt Metrics) {
	m.DrawShapes(dst, mt)
	m.DrawWords(dst, mt)
}

// DrawShapes draws the buttons' shapes and drawWords their labels: all
// the shapes first, so that the engine fills their paths in one batch
// (see [pass]).
func (m *Menu) DrawShapes(dst *ebiten.Image, mt Metrics) { m.DrawShapesFrom(dst, mt, 0) }

func (m *Menu) DrawWords(dst *ebiten.Image, mt Metrics) { m.DrawWordsFrom(dst, mt, 0) }

// DrawShapesFrom and drawWordsFrom draw the buttons from the index first
// on, as drawShapes and drawWords draw them all.
// A menu that scrolls draws its scrolling buttons in their part of the
// screen only, and the bar that says how far they are scrolled.
func (m *Menu) DrawShapesFrom(dst *ebiten.Image, mt Metrics, first int) {
	for i := first; i < len(m.Buttons); i++ {
		m.Buttons[i].DrawFace(m.clip(dst, i), mt, m.Keys && i == m.Focus)
	}
	if m.Scrolls() {
		m.scroll.DrawBar(dst, m.view, mt)
	}
}

func (m *Menu) DrawWordsFrom(dst *ebiten.Image, mt Metrics, first int) {
	for i := first; i < len(m.Buttons); i++ {
		m.Buttons[i].DrawLabel(m.clip(dst, i), mt)
	}
}

// clip returns where button i is drawn: dst, or the part of it where the
// buttons scroll.
func (m *Menu) clip(dst *ebiten.Image, i int) *ebiten.Image {
	if !m.Scrolls() || i >= len(m.Buttons)-m.pinned {
		return dst
	}
	return dst.SubImage(Pixels(m.view).Intersect(dst.Bounds())).(*ebiten.Image)
}

// Targets lists a menu's buttons.
func (m *Menu) Targets(buf []ProbeTarget) []ProbeTarget {
	for i, b := range m.Buttons {
		t := Target(b)
		t.Focused = m.Keys && i == m.Focus
		t.Hidden = !m.reachable(i)
		buf = append(buf, t)
	}
	return buf
}
