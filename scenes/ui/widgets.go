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
