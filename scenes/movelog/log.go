package movelog

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// Log is the list of the game's steps beside the board: numbered, in
// words and in notation, throws included; the entry of the position shown
// is lit, and the steps taken back are dim. It scrolls with the wheel and
// a finger; a tap on an entry shows the position after it.
type Log struct {
	Rect   sprites.Rect // where the log is, inline or as the open drawer
	Drawer bool         // the log is a drawer (an upright phone), opened with a button
	Open   bool         // the drawer is open

	entries []entry
	width   float64 // the width the entries were wrapped to
	size    float64 // their text size
	scroll  float64 // pixels scrolled from the top
	height  float64 // the height of all the entries
	Follow  bool    // keep the newest entry in view
	Reveal  bool    // bring the entry shown into view
	// A drag of the pointer that began in the log: where, and whether it
	// moved far enough to be a scroll rather than a tap.
	dragging bool
	dragY    float64
	dragged  bool
}

// entry is one line of the log: the position after N steps (0: the
// start), what led to it, and its text wrapped to the log's width.
type entry struct {
	action rules.Action
	toMove rules.Player
	note   string
	throw  bool // a throw: its words say its points, and its notation (the marked lots' count, another number) is not shown
	text   string
	lines  []string
	top    float64 // its top, from the log's top
	height float64
}

// showsNote reports whether the entry shows its notation under its words:
// not a throw's, whose notation counts the marked lots ("throw 6") where
// its words say the points ("throws 12"), two numbers for one throw.
func (e *entry) showsNote() bool { return e.note != "" && !e.throw }

// Sync brings the entries up to date with the history h, the first one
// saying start and each step's said by describe: those after the first
// step that changed are made again.
func (lg *Log) Sync(h *rules.History, start string, describe func(i int) string) {
	if len(lg.entries) == 0 {
		lg.entries = append(lg.entries, entry{toMove: rules.Over, text: start})
		lg.Follow = true
	}
	keep := 1
	for keep < len(lg.entries) && keep-1 < h.Len() {
		st := h.Step(keep - 1)
		if e := lg.entries[keep]; e.action != st.Action || e.toMove != st.ToMove || e.note != st.Note {
			break
		}
		keep++
	}
	if keep == len(lg.entries) && keep-1 == h.Len() {
		return
	}
	lg.entries = lg.entries[:keep]
	for i := keep - 1; i < h.Len(); i++ {
		st := h.Step(i)
		lg.entries = append(lg.entries, entry{action: st.Action, toMove: st.ToMove, note: st.Note, throw: st.Throw(), text: describe(i)})
	}
	lg.width = 0 // wrap again
	lg.Follow = true
}

// Forget forgets the entries, which are made again in the screens'
// language.
func (lg *Log) Forget() { lg.entries = nil }

// wrap wraps the entries to width w at text size size, once per size.
func (lg *Log) wrap(w, size float64) {
	if lg.width == w && lg.size == size {
		return
	}
	lg.width, lg.size = w, size
	numW := sprites.TextWidth("0000", size, false)
	textW := math.Max(size*4, w-numW-size*0.6)
	lineH := size * 1.25
	y := 0.0
	for i := range lg.entries {
		e := &lg.entries[i]
		e.lines = ui.Wrap(e.text, textW, func(s string) float64 { return sprites.TextWidth(s, size, false) })
		if e.showsNote() {
			e.lines = append(e.lines, "") // the notation's line
		}
		e.top = y
		e.height = float64(len(e.lines))*lineH + size*0.35
		y += e.height
	}
	lg.height = y
}

// Update handles the pointer over the log in a screen of metrics m, and
// reports whether it took it: the wheel and a drag scroll, a tap on an
// entry returns the entry's number (the position after as many steps),
// or -1.
func (lg *Log) Update(in *ui.Input, m ui.Metrics) (tapped int, took bool) {
	r := lg.Rect
	if !lg.Visible(m) {
		lg.dragging = false
		return -1, false
	}
	pt := in.Pointer
	inside := pt.X >= r.Min.X && pt.X < r.Max.X && pt.Y >= r.Min.Y && pt.Y < r.Max.Y
	if inside && in.Wheel != 0 {
		lg.scroll -= in.Wheel * m.Text * 3
		lg.Follow = false
	}
	if pt.Pressed && inside {
		lg.dragging, lg.dragY, lg.dragged = true, pt.Y, false
	}
	if lg.dragging && pt.Down {
		if d := pt.Y - lg.dragY; lg.dragged || math.Abs(d) > m.Text*0.5 {
			lg.scroll -= d
			lg.dragY, lg.dragged, lg.Follow = pt.Y, true, false
		}
		return -1, true
	}
	if lg.dragging && pt.Released {
		lg.dragging = false
		if lg.dragged || !inside {
			return -1, true
		}
		y := pt.Y - lg.Inner(m).Min.Y + lg.scroll
		for i, e := range lg.entries {
			if y >= e.top && y < e.top+e.height {
				if lg.Drawer {
					lg.Open = false
				}
				return i, true
			}
		}
		return -1, true
	}
	return -1, false
}

// Visible reports whether the log is on the screen: inline, or as the
// open drawer.
func (lg *Log) Visible(m ui.Metrics) bool {
	return lg.Rect.H() > m.Text*2 && (!lg.Drawer || lg.Open)
}

// textSize returns the text size of the log.
func (lg *Log) textSize(m ui.Metrics) float64 {
	if lg.Drawer {
		return m.Text * 0.9
	}
	return m.Text * 0.8
}

// Inner returns the log's text area, inside its margins.
func (lg *Log) Inner(m ui.Metrics) sprites.Rect {
	r := lg.Rect
	return sprites.Rect{Min: r.Min.Add(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.3}), Max: r.Max.Sub(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.3})}
}

// Layout wraps the entries to the log's width and scrolls so that the
// newest entry, or the one looked back at (shown, the position after as
// many steps), is in view. The screen calls it every tick.
func (lg *Log) Layout(m ui.Metrics, shown int) {
	if !lg.Visible(m) {
		return
	}
	inner := lg.Inner(m)
	lg.wrap(inner.W(), lg.textSize(m))
	switch {
	case lg.Reveal && shown < len(lg.entries):
		e := lg.entries[shown]
		if e.top < lg.scroll {
			lg.scroll = e.top
		} else if e.top+e.height > lg.scroll+inner.H() {
			lg.scroll = lg.entryAtOrBelow(e.top + e.height - inner.H())
		}
		lg.Reveal, lg.Follow = false, false
	case lg.Follow:
		lg.scroll = lg.entryAtOrBelow(lg.height - inner.H())
	}
	lg.scroll = math.Max(0, math.Min(lg.scroll, lg.entryAtOrBelow(lg.height-inner.H())))
}

// entryAtOrBelow returns the top of the first entry that starts at y or
// below, or y past the last: the log scrolled there shows that entry whole
// at its top, not cut by the edge, and the entries below it down to the
// last whole too, with room to spare under it.
func (lg *Log) entryAtOrBelow(y float64) float64 {
	for _, e := range lg.entries {
		if e.top >= y-0.5 {
			return max(e.top, y)
		}
	}
	return y
}

// Draw draws the log's entries in its rectangle, clipped to it, in a
// screen of metrics m: the panel and the lit entry's box in the shapes'
// pass, the words in the words' (see ui.Pass). The entry shown is lit;
// those after present, taken back, are dim unless reading a record; words
// writes a step's notation in the screens' language.
func (lg *Log) Draw(screen *ebiten.Image, ps ui.Pass, m ui.Metrics, shown, present int, reading bool, words func(note string) string) {
	if !lg.Visible(m) || lg.size == 0 {
		return
	}
	if ps == ui.PassShapes {
		ui.RoundRect(screen, lg.Rect, m.Pad*0.5, logFloor)
	}
	inner := lg.Inner(m)
	clip := screen.SubImage(ui.Pixels(inner)).(*ebiten.Image)
	size := lg.size
	lineH := size * 1.25
	numW := sprites.TextWidth("0000", size, false)
	for i, e := range lg.entries {
		top := inner.Min.Y + e.top - lg.scroll
		if top+e.height < inner.Min.Y || top > inner.Max.Y {
			continue
		}
		if ps == ui.PassShapes {
			if i == shown {
				box := sprites.Rect{Min: sprites.Point{X: inner.Min.X, Y: top}, Max: sprites.Point{X: inner.Max.X, Y: top + e.height - size*0.2}}
				ui.RoundRect(clip, box, size*0.3, logLit)
			}
			continue
		}
		clr, dim := sprites.Paper, sprites.WoodLight
		if !reading && i > present {
			clr, dim = logUndone, logUndone
		}
		if i > 0 {
			sprites.Text(clip, strconv.Itoa(i), sprites.Point{X: inner.Min.X + numW - size*0.3, Y: top + lineH/2}, size, false, sprites.AlignRight, dim)
		}
		for j, line := range e.lines {
			at := sprites.Point{X: inner.Min.X + numW + size*0.3, Y: top + lineH/2 + float64(j)*lineH}
			if j == len(e.lines)-1 && e.showsNote() {
				sprites.Text(clip, words(e.note), sprites.Point{X: inner.Max.X, Y: at.Y}, size*0.9, false, sprites.AlignRight, dim)
				continue
			}
			sprites.Text(clip, line, at, size, false, sprites.AlignLeft, clr)
		}
	}
}

// Probe describes the entries of steps (from 1) with where to tap them
// while the log shows them, in a screen of metrics m.
func (lg *Log) Probe(h *rules.History, m ui.Metrics) []ui.ProbeStep {
	inner := lg.Inner(m)
	out := make([]ui.ProbeStep, h.Len())
	for i := range out {
		e := lg.entries[i+1]
		out[i] = ui.ProbeStep{Notation: h.Step(i).Note, Text: e.text}
		if y := inner.Min.Y + e.top - lg.scroll + e.height/2; lg.Visible(m) && e.height > 0 && y > inner.Min.Y && y < inner.Max.Y {
			out[i].At = &ui.ProbePoint{X: inner.Center().X, Y: y}
		}
	}
	return out
}

// Colours of the log: a darker baize, the entry shown lit in wood, the
// steps taken back dim, yet 4.7:1 on the floor as WCAG's level AA asks of
// text (it was 0x9a8c76, 4.48:1; see TestTextContrast).
var (
	logFloor  = color.RGBA{0x17, 0x2c, 0x27, 0xff}
	logLit    = color.RGBA{0x6e, 0x52, 0x32, 0xff}
	logUndone = color.RGBA{0x9d, 0x8f, 0x79, 0xff}
)

// Text returns the words of the entry of the position after n steps (0:
// the start), as the log shows them, once synced (see Sync); "" past its
// end.
func (lg *Log) Text(n int) string {
	if n < 0 || n >= len(lg.entries) {
		return ""
	}
	return lg.entries[n].text
}

// Spans returns how far the log is scrolled, in pixels from its top, and
// where each entry lies, its top and bottom from the log's top: what a
// test reads to check that no entry is cut by the log's edges.
func (lg *Log) Spans() (scroll float64, entries [][2]float64) {
	for _, e := range lg.entries {
		entries = append(entries, [2]float64{e.top, e.top + e.height})
	}
	return lg.scroll, entries
}
