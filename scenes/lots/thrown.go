package lots

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/scenes/ui"
	"tabula/sprites"
	"tabula/tray"
)

// Ticks of the throw shown large over the board, at normal speed: it
// grows, stays to be read, and shrinks away. At the speed instant it
// neither grows nor shrinks but stays as long, so that it is still read.
const (
	thrownGrow   = 8
	thrownHold   = 66
	thrownShrink = 10
)

// Thrown is the throw shown large over the board for a moment once the
// lots have landed, as a die is in the games of phones: the tray beside
// the board is small on a phone, its seeds a few pixels across. It shows
// the lots at their result, marked faces first, and what the throw is
// worth; a tap or a key takes it away at once, and goes on to what it
// meant.
type Thrown struct {
	tick   int  // ticks since the lots landed
	ticks  int  // ticks it lasts in all, 0 when nothing is shown
	motion bool // it grows and shrinks (not at the speed instant)
	points int  // what the throw is worth
	marked int  // lots showing their marked face
}

// Show starts showing the throw that has landed in t, worth points, at
// speed.
func (s *Thrown) Show(t *tray.Tray, points int, speed anim.Speed) {
	s.tick, s.motion, s.points, s.marked = 0, speed != anim.Instant, points, 0
	s.ticks = speed.Scale(thrownGrow + thrownHold + thrownShrink)
	if !s.motion {
		s.ticks = thrownHold
	}
	for i := range t.Len() {
		if t.Lot(i).Marked() {
			s.marked++
		}
	}
}

// Visible reports whether the throw is shown.
func (s *Thrown) Visible() bool { return s.tick < s.ticks }

// Update counts a tick, and takes the throw away on a tap or a key.
func (s *Thrown) Update(in *ui.Input) {
	if !s.Visible() {
		return
	}
	s.tick++
	if in != nil && (in.Pointer.Pressed || in.Pointer.Released || len(in.Actions) > 0) {
		s.ticks = 0
	}
}

// Still reports whether the throw draws at the next tick what it drew at
// this one: held at its full size, or not shown at all.
func (s *Thrown) Still() bool {
	if !s.Visible() || !s.motion {
		return true
	}
	grow, shrink := s.phases()
	return s.tick >= grow && s.tick+1 < s.ticks-shrink
}

// phases returns the ticks the throw takes to grow and to shrink, out of
// the ticks it lasts in all (at the speed it was shown at).
func (s *Thrown) phases() (grow, shrink int) {
	grow = max(1, s.ticks*thrownGrow/(thrownGrow+thrownHold+thrownShrink))
	shrink = max(1, s.ticks*thrownShrink/(thrownGrow+thrownHold+thrownShrink))
	return grow, shrink
}

// Hide takes the throw away: the step it showed was taken back.
func (s *Thrown) Hide() { s.ticks = 0 }

// scale returns how grown the throw is, 0 to 1.
func (s *Thrown) scale() float64 {
	if !s.motion {
		return 1
	}
	grow, shrink := s.phases()
	switch {
	case s.tick < grow:
		return anim.Out(float64(s.tick+1) / float64(grow))
	case s.tick >= s.ticks-shrink:
		return anim.In(float64(s.ticks-s.tick) / float64(shrink))
	}
	return 1
}

// thrownLayout is where the throw shown large lies over the board.
type thrownLayout struct {
	panel  sprites.Rect    // its background
	lots   []sprites.Point // the lots' centres, marked faces first
	r      float64         // a lot's half-length
	number sprites.Point   // the centre of what the throw is worth
	size   float64         // the number's size
}

// layout places the throw of n lots of kind k over a board drawn in
// frame, grown by scale: the lots stand upright side by side, each a
// fifteenth of the board long, the number under them.
func (s *Thrown) layout(frame sprites.View, k tray.Kind, n int, scale float64) thrownLayout {
	r := frame.Size / 15 * scale
	gap := r * 0.45
	across := 2 * r * k.Aspect()
	w := float64(n)*across + float64(n-1)*gap
	size := r * 1.5
	h := 2*r + gap + size
	c := frame.ToScreen(sprites.Point{X: 0.5, Y: 0.5})
	pad := r * 0.6
	l := thrownLayout{r: r, size: size}
	l.panel = sprites.Rect{Min: sprites.Point{X: c.X - w/2 - pad, Y: c.Y - h/2 - pad}, Max: sprites.Point{X: c.X + w/2 + pad, Y: c.Y + h/2 + pad}}
	for i := range n {
		l.lots = append(l.lots, sprites.Point{X: c.X - w/2 + across/2 + float64(i)*(across+gap), Y: c.Y - h/2 + r})
	}
	l.number = sprites.Point{X: c.X, Y: c.Y + h/2 - size/2}
	return l
}

// Draw draws the throw over the board drawn in frame, when it is shown.
func (s *Thrown) Draw(screen *ebiten.Image, frame sprites.View, t *tray.Tray) {
	if t == nil || !s.Visible() {
		return
	}
	scale := s.scale()
	if scale <= 0 {
		return
	}
	k := t.Kind()
	l := s.layout(frame, k, t.Len(), scale)
	edge := l.r * 0.25
	ui.RoundRect(screen, sprites.Rect{Min: l.panel.Min.Sub(sprites.Point{X: edge, Y: edge}), Max: l.panel.Max.Add(sprites.Point{X: edge, Y: edge})}, l.r*0.6, sprites.WoodDark)
	ui.RoundRect(screen, l.panel, l.r*0.5, sprites.TrayFloor)
	for i, at := range l.lots {
		flip := 0.5 // the other face
		if i < s.marked {
			flip = 0
		}
		sprites.Lot(screen, at, l.r, k.Aspect(), math.Pi/2, flip, 0, k == tray.KindCowries)
	}
	sprites.Text(screen, strconv.Itoa(s.points), l.number, l.size, true, sprites.AlignCenter, sprites.Paper)
}
