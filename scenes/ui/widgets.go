package ui

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
)

// Metrics are the sizes of text and controls for a screen, derived from its
// smaller side so that every screen reads well from a phone held upright to
// a desktop window.
type Metrics struct {
	W, H  float64
	Text  float64 // body text size in pixels
	Title float64
	Pad   float64
	Row   float64 // the height of a button or a form row
}

// deviceScale is the number of screen pixels per device-independent pixel,
// set by the App from the monitor (1 in tests). Sizes are chosen in
// device-independent pixels, so that text and buttons have the same size on
// a phone's dense screen as on a desktop's.
var deviceScale = 1.0

// DeviceScale returns the number of screen pixels per device-independent
// pixel, as the App last laid the screen out (1 in tests).
func DeviceScale() float64 { return deviceScale }

// textScale is the size of the words the player chose in the settings: 1
// for normal, less for small, more for large.
var textScale = 1.0

// textScales are the settings' text sizes and their scales.
var textScales = map[string]float64{"small": 0.85, "normal": 1, "large": 1.2}

// MetricsFor returns the metrics of a w×h screen. Small screens (phones)
// get relatively larger text and buttons, big enough for a finger; the
// settings' text size scales them all.
func MetricsFor(w, h int) Metrics {
	side := math.Min(float64(w), float64(h)) / deviceScale
	t := side*0.034 + math.Max(0, 600-side)*0.02
	t = math.Max(12, math.Min(t, 30)) * deviceScale * textScale
	return Metrics{W: float64(w), H: float64(h), Text: t, Title: t * 2.4, Pad: t * 0.5, Row: math.Max(t*2, leastRow(w, h))}
}

// leastRow returns the least height of a button on a w×h screen: a
// finger's (minTouch) on a phone's or a small tablet's, none on a larger
// screen, where a mouse points.
func leastRow(w, h int) float64 {
	if float64(min(w, h))/deviceScale < 600 {
		return MinTouch * deviceScale
	}
	return 0
}

// MinTouch is the least height of a button on a phone, in
// device-independent pixels:
// the 44 points of Apple's guidelines (Android's 48 dp), which a finger
// hits without aiming. A phone's text alone made buttons 35 high.
const MinTouch = 44

// LeastText is the least size of a text, in device-independent pixels at
// the normal text size: smaller words are hard to read on a phone.
const LeastText = 12

// leastText returns LeastText in the screen's pixels at the text size
// chosen in the settings.
func leastText() float64 { return LeastText * deviceScale * textScale }

// Small returns the size of a text k times the body's, but never under
// the least a person reads on a phone (LeastText).
func (m Metrics) Small(k float64) float64 { return math.Max(m.Text*k, leastText()) }

// Scaled returns m with its sizes, not the screen's, Scaled by k: a screen
// whose words do not fit at their size draws them smaller; its buttons
// keep a finger's height.
func (m Metrics) Scaled(k float64) Metrics {
	return Metrics{W: m.W, H: m.H, Text: m.Text * k, Title: m.Title * k, Pad: m.Pad * k, Row: math.Max(m.Row*k, leastRow(int(m.W), int(m.H)))}
}

// Pass is one of the two passes in which a busy screen draws: its shapes,
// then its words. Ebitengine's vector package fills the paths drawn on an
// image in batches, and any text or image drawn onto that image fills the
// batch so far; each batch clears the package's stencil atlas, as large
// as the largest batch yet, which cost a frame of the play screen about
// 30 ms a batch under software rendering (a browser without a GPU, Xvfb).
// A screen that draws every shape before any word fills one batch a
// frame: what lies in one area never overlaps the words of another, so
// the picture is the same.
type Pass uint8

const (
	PassShapes Pass = iota
	PassWords
)

// Button is a rectangle that can be tapped or confirmed with the keyboard.
type Button struct {
	Label    string
	Rect     sprites.Rect
	Disabled bool
	Selected bool // shown as chosen (a choice in a form)
}

// The colours of the buttons. Their labels are in Ink, which stands out
// from every face as WCAG's level AA asks of text (4.5:1, see
// TestTextContrast): 7.9:1 on the face, 10:1 on the chosen one, 4.7:1 on
// the disabled one, grey where the others are wood (it was 0x8a7a66,
// 3.3:1).
var (
	buttonFace     = color.RGBA{0xe3, 0xc0, 0x8d, 0xff}
	buttonDisabled = color.RGBA{0xa3, 0x96, 0x84, 0xff}
	buttonChosen   = color.RGBA{0xff, 0xe0, 0x66, 0xff}
	shade          = color.RGBA{0, 0, 0, 0x60}
)

// DrawButtons draws buttons, none focused: every face, then every label,
// so that the faces are filled in one batch (see pass).
func DrawButtons(dst *ebiten.Image, m Metrics, buttons []*Button) {
	for _, b := range buttons {
		b.DrawFace(dst, m, false)
	}
	for _, b := range buttons {
		b.DrawLabel(dst, m)
	}
}

// ButtonsOf returns pointers to the buttons of a keyboard on screen.
func ButtonsOf(keys []Button) []*Button {
	out := make([]*Button, len(keys))
	for i := range keys {
		out[i] = &keys[i]
	}
	return out
}

// Draw draws the button; focused ones get a bright outline.
func (b *Button) Draw(dst *ebiten.Image, m Metrics, focused bool) {
	b.DrawFace(dst, m, focused)
	b.DrawLabel(dst, m)
}

// DrawFace draws the button's shape: its shadow, its face and the focus's
// outline.
func (b *Button) DrawFace(dst *ebiten.Image, m Metrics, focused bool) {
	r := b.Rect
	radius := math.Min(r.H()*0.3, m.Pad)
	face := buttonFace
	switch {
	case b.Disabled:
		face = buttonDisabled
	case b.Selected:
		face = buttonChosen
	}
	RoundRect(dst, sprites.Rect{Min: r.Min.Add(sprites.Point{X: 0, Y: m.Pad * 0.2}), Max: r.Max.Add(sprites.Point{X: 0, Y: m.Pad * 0.2})}, radius, shade)
	RoundRect(dst, r, radius, face)
	if focused {
		StrokeRoundRect(dst, r, radius, math.Max(2, m.Text*0.14), sprites.Paper)
	}
}

// DrawLabel writes the button's label.
func (b *Button) DrawLabel(dst *ebiten.Image, m Metrics) {
	r := b.Rect
	// A label wider than its button (six levels in a row on a phone) is
	// drawn smaller rather than over the button's edges.
	size := m.Text
	room := r.W() - m.Pad*0.5
	if w := sprites.TextWidth(b.Label, size, true); w > room && room > 0 {
		size *= room / w
	}
	if size < leastText() && strings.Contains(b.Label, " ") {
		// Too small to read on one line: on two, as large as they fit.
		if lines, s := twoLines(b.Label, room, r.H(), m.Text); s >= leastText() {
			for i, l := range lines {
				at := r.Center().Add(sprites.Point{Y: (float64(i) - 0.5) * s * 1.1})
				sprites.Text(dst, l, at, s, true, sprites.AlignCenter, sprites.Ink)
			}
			return
		}
	}
	sprites.Text(dst, b.Label, r.Center(), size, true, sprites.AlignCenter, sprites.Ink)
}

// twoLines breaks label in the two lines that fit the narrowest width,
// and returns them with the largest size, up to most, at which both fit
// width and the two lines height.
func twoLines(label string, width, height, most float64) ([]string, float64) {
	words := strings.Fields(label)
	var best []string
	bestW := math.Inf(1)
	for i := 1; i < len(words); i++ {
		a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		if w := max(sprites.TextWidth(a, most, true), sprites.TextWidth(b, most, true)); w < bestW {
			best, bestW = []string{a, b}, w
		}
	}
	if best == nil {
		return nil, 0
	}
	s := math.Min(most, height/2.3)
	if bestW*s/most > width {
		s = width * most / bestW
	}
	return best, s
}

func roundRectPoints(r sprites.Rect, radius float64) []sprites.Point {
	radius = math.Max(0, math.Min(radius, math.Min(r.W(), r.H())/2))
	var pts []sprites.Point
	corners := []struct {
		c     sprites.Point
		start float64
	}{
		{sprites.Point{X: r.Max.X - radius, Y: r.Min.Y + radius}, -math.Pi / 2},
		{sprites.Point{X: r.Max.X - radius, Y: r.Max.Y - radius}, 0},
		{sprites.Point{X: r.Min.X + radius, Y: r.Max.Y - radius}, math.Pi / 2},
		{sprites.Point{X: r.Min.X + radius, Y: r.Min.Y + radius}, math.Pi},
	}
	for _, c := range corners {
		for i := 0; i <= 6; i++ {
			a := c.start + float64(i)*math.Pi/12
			pts = append(pts, sprites.Point{X: c.c.X + radius*math.Cos(a), Y: c.c.Y + radius*math.Sin(a)})
		}
	}
	return pts
}

func RoundRect(dst *ebiten.Image, r sprites.Rect, radius float64, clr color.Color) {
	sprites.FillPolygon(dst, roundRectPoints(r, radius), clr)
}

func StrokeRoundRect(dst *ebiten.Image, r sprites.Rect, radius, width float64, clr color.Color) {
	sprites.StrokePolygon(dst, roundRectPoints(r, radius), width, clr)
}

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

func Target(b Button) ProbeTarget {
	r := b.Rect
	return ProbeTarget{Label: b.Label, X: r.Min.X, Y: r.Min.Y, W: r.W(), H: r.H(), Disabled: b.Disabled, Selected: b.Selected}
}

// Pixels returns the whole Pixels inside r.
func Pixels(r sprites.Rect) image.Rectangle {
	return image.Rect(int(math.Ceil(r.Min.X)), int(math.Ceil(r.Min.Y)), int(math.Floor(r.Max.X)), int(math.Floor(r.Max.Y)))
}

// KeyGrid places keys in rows of cols from (x0, y0), each key wide and h
// high with gap between them, and returns the top of the next row.
func KeyGrid(keys []Button, cols int, x0, y0, key, h, gap float64) float64 {
	for i := range keys {
		x := x0 + float64(i%cols)*(key+gap)
		y := y0 + float64(i/cols)*(h+gap)
		keys[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + key, Y: y + h}}
	}
	return y0 + float64((len(keys)+cols-1)/cols)*(h+gap)
}

// ButtonRow places buttons side by side, of equal widths, across w from
// (x0, y).
func ButtonRow(buttons []*Button, x0, y, w float64, m Metrics) {
	each := (w - float64(len(buttons)-1)*m.Pad) / float64(len(buttons))
	for i, b := range buttons {
		x := x0 + float64(i)*(each+m.Pad)
		b.Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + each, Y: y + m.Row}}
	}
}
