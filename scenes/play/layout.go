package play

import (
	"math"

	"tabula/scenes/board"
	"tabula/scenes/lots"
	"tabula/scenes/movelog"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// playLayout is where the play screen's parts go: the board (whose frame
// the board keeps), the side panel of the header, buttons and log, and
// the text's sizes, for the window's size.
type playLayout struct {
	size    [2]int       // the window's size they were placed for
	metrics ui.Metrics   // the text's and buttons' sizes
	hud     sprites.Rect // the side panel: the header, the tray, the buttons and the log
	header  float64      // the header's height, in lines of text
}

// The height of the panel's header, in lines of text.
const (
	// headerLines is the turn line, two lines of what just happened
	// (three, a little smaller), and the caption.
	headerLines = 5.95
	// roomLines are a room's lines under them: its code and who is
	// connected.
	roomLines = 2.2
)

// arrange places the board and the side panel for a screen of w×h
// pixels, once per size: the board takes the most room, the panel the
// rest, on the right of a wide screen or under a tall one. The panel holds
// the header (header lines of text), the tray of lots, a row of the turn's
// buttons, the bar of bars buttons and six lines of log: on a screen too
// short for the log beside the buttons (a phone held upright), the log is
// a drawer that a button opens. It reports whether it placed anything,
// and whether the log became a drawer or stopped being one (the buttons
// change then: the drawer's button).
func (l *playLayout) arrange(w, h int, header float64, bars int, board *board.Board, lp *lots.Part, log *movelog.Log) (placed, drawerChanged bool) {
	if l.size == [2]int{w, h} && l.header == header {
		return false, false
	}
	l.size, l.header = [2]int{w, h}, header
	l.metrics = ui.MetricsFor(w, h)
	m := l.metrics
	W, H := float64(w), float64(h)
	if W >= H { // landscape: the board on the left, the panel on the right
		side := math.Max(1, math.Min(H-2*m.Pad, W*0.62))
		board.Frame = sprites.Fit(sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: m.Pad + side, Y: H - m.Pad}})
		l.hud = sprites.Rect{Min: sprites.Point{X: 2*m.Pad + side, Y: m.Pad}, Max: sprites.Point{X: W - m.Pad, Y: H - m.Pad}}
	} else { // portrait: the board on top, the panel below
		side := math.Max(1, math.Min(W-2*m.Pad, H*0.62))
		board.Frame = sprites.Fit(sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: W - m.Pad, Y: m.Pad + side}})
		l.hud = sprites.Rect{Min: sprites.Point{X: m.Pad, Y: 2*m.Pad + side}, Max: sprites.Point{X: W - m.Pad, Y: H - m.Pad}}
	}
	need := m.Text*header + float64(1+(bars+1)/2)*(m.Row+m.Pad) + m.Text*6
	if lp.Tray != nil {
		need += math.Min(l.hud.W(), m.Text*16)*lots.TrayH/lots.TrayW + m.Pad
	}
	drawer := l.hud.H() < need
	if drawer != log.Drawer {
		log.Drawer, log.Open = drawer, false
		return true, true
	}
	return true, false
}

// place places the parts in the side panel: the tray of lots under the
// header, the turn's buttons in a column under it (the first two side by
// side when paired: see buttonBar.pair), the bar at the bottom, two
// buttons a row, and the log in the room between them, or, a drawer, over
// the panel above the bar.
func (l *playLayout) place(bb *buttonBar, lp *lots.Part, log *movelog.Log) {
	menu, bar := bb.menu, bb.bar
	if menu == nil || l.hud.W() <= 0 {
		return
	}
	m := l.metrics
	area := l.hud
	area.Min.Y += m.Text * l.header // room for the header
	b := menu.Buttons
	if lp.Tray != nil {
		w := math.Min(area.W(), m.Text*16)
		h := w * lots.TrayH / lots.TrayW
		// On a short panel (an upright phone) the tray takes only what
		// a row of the turn's buttons (Throw) and the bar leave: it
		// hid the Throw button under the bar.
		rows := 1 + (len(b)-bar+1)/2
		if room := area.H() - float64(rows)*(m.Row+m.Pad) - m.Pad; h > room {
			h = math.Max(room, 0)
			w = h * lots.TrayW / lots.TrayH
		}
		c := area.Center().X
		lp.Rect = sprites.Rect{Min: sprites.Point{X: c - w/2, Y: area.Min.Y}, Max: sprites.Point{X: c + w/2, Y: area.Min.Y + h}}
		if h > 0 { // no tray, no gap under it: a room's panel on a phone had no room for Throw over the bar
			area.Min.Y += h + m.Pad
		}
	}
	w := area.W()
	half := (w - m.Pad) / 2
	y := area.Min.Y
	first := 0
	if bb.pair {
		for i := range min(bar, 2) {
			x := area.Min.X + float64(i)*(half+m.Pad)
			b[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + half, Y: y + m.Row}}
		}
		first = min(bar, 2)
		y += m.Row + m.Pad
	}
	for i := first; i < bar; i++ {
		b[i].Rect = sprites.Rect{Min: sprites.Point{X: area.Min.X, Y: y}, Max: sprites.Point{X: area.Min.X + w, Y: y + m.Row}}
		y += m.Row + m.Pad
	}
	// The bar, from the bottom up.
	row := b[bar:]
	rows := (len(row) + 1) / 2
	top := area.Max.Y - float64(rows)*m.Row - float64(rows-1)*m.Pad
	for i := range row {
		x := area.Min.X + float64(i%2)*(half+m.Pad)
		by := top + float64(i/2)*(m.Row+m.Pad)
		row[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: by}, Max: sprites.Point{X: x + half, Y: by + m.Row}}
	}
	log.Rect = sprites.Rect{Min: sprites.Point{X: area.Min.X, Y: y}, Max: sprites.Point{X: area.Max.X, Y: top - m.Pad}}
	if log.Drawer {
		// The drawer covers the panel above the bar.
		log.Rect = sprites.Rect{Min: l.hud.Min, Max: sprites.Point{X: l.hud.Max.X, Y: top - m.Pad}}
	}
}

// relayout makes the next arrange place the parts again: the text's size
// may have changed.
func (l *playLayout) relayout() { l.size = [2]int{} }
