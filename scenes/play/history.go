package play

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
)

// canUndo reports whether the undo button can act now.
func (p *Play) canUndo() bool {
	return !p.record.reading && p.record.shown < 0 && p.phase != PhaseAnimating && p.sess.CanUndo()
}

// canRedo reports whether the redo button can act now.
func (p *Play) canRedo() bool {
	return !p.record.reading && p.record.shown < 0 && p.phase != PhaseAnimating && p.sess.CanRedo()
}

// undo takes back a step, or against the computer the person's last
// decision and what followed; the board shows the position at once.
func (p *Play) undo() {
	if err := p.sess.Undo(); err != nil {
		p.status.note = err.Error()
		return
	}
	p.afterJump()
}

// redo plays again what undo took back, the same steps.
func (p *Play) redo() {
	if err := p.sess.Redo(); err != nil {
		p.status.note = err.Error()
		return
	}
	p.afterJump()
}

// afterJump shows the position reached by undo or redo, without motions.
func (p *Play) afterJump() {
	p.motion.queue.Finish()
	clear(p.motion.moving)
	p.lots.throwing = false
	p.ending.shown = false
	p.refresh()
	p.record.log.follow = true
}

// showStep shows the position after n steps of the history, looked back
// at: nothing is played until "Back to the game".
func (p *Play) showStep(n int) {
	n = min(max(n, 0), p.history().Len())
	if p.phase == PhaseAnimating {
		p.motion.queue.Finish()
		clear(p.motion.moving)
		if p.lots.throwing {
			p.lots.tray.Instant()
			p.lots.throwing = false
		}
	}
	p.record.shown = n
	p.refresh()
	p.record.log.reveal = true
}

// backToGame shows the game's present again.
func (p *Play) backToGame() {
	p.record.shown = -1
	p.refresh()
	p.record.log.follow = true
}

// readingText says which step is shown: "The start: 40 steps", "Step 12
// of 40: South throws 3".
func (p *Play) readingText() string {
	h := p.history()
	n, at := h.Len(), p.shownAt()
	if at == 0 {
		return p.env.N(n, "The start: %d step", "The start: %d steps")
	}
	text := p.env.F("Step %d of %d", at, n)
	if !p.record.reading && at > h.At() {
		text = p.env.F("%s (taken back)", text)
	}
	return text
}

// describe says step i in words, as the log writes it.
func (p *Play) describe(i int) string {
	h := p.history()
	g := p.sess.Game()
	players := h.StateAt(0).Players()
	l := p.env.Lang
	name := func(q rules.Player) string { return g.Help.SeatName(l, players, q) }
	return g.Help.Describe(l, h.StateAt(i), h.StateAt(i+1), h.Step(i), name, p.board.viewer)
}

// moveWords says a move of the person to move in words, as the log will
// once it is played: "South: pawn a from 14 to 17", "White: from outer 5
// to inner 4".
func (p *Play) moveWords(c rules.Choice) string {
	st := p.sess.State()
	after := st.Clone()
	ev, err := after.Apply(c.Action, nil)
	if err != nil {
		return p.env.MoveLabel(p.sess, c)
	}
	who := st.ToMove()
	step := rules.Step{Action: c.Action, Note: c.Note, ToMove: who, Actor: who, Events: ev}
	return p.sess.Game().Help.Describe(p.env.Lang, st, after, step, p.seatWords, p.board.viewer)
}

// playFromHere continues a record read from the step shown, with seats
// chosen anew.
func (p *Play) playFromHere() ui.Transition {
	h := p.history().Clone()
	if err := h.Jump(p.shownAt()); err != nil {
		p.status.note = err.Error()
		return ui.Stay()
	}
	if h.State().ToMove() == rules.Over {
		p.status.note = p.env.T("The game is over here: choose an earlier step to play from.")
		return ui.Stay()
	}
	return ui.Replace(p.env.Routes.Continue(p.sess.Game(), h))
}

// record is the game's steps as the screen keeps them: the move log, and
// the step looked back at.
type record struct {
	log moveLog
	// reading is true for a record opened to read: no one plays it, and
	// "Play from here" continues it from the step shown.
	reading bool
	// shown is the number of steps of the position shown when it is not
	// the game's present: a step of the log looked back at. It is -1 while
	// the present is shown.
	shown int
}

// moveLog is the list of the game's steps beside the board: numbered, in
// words and in notation, throws included; the entry of the position shown
// is lit, and the steps taken back are dim. It scrolls with the wheel and
// a finger; a tap on an entry shows the position after it.
type moveLog struct {
	rect   sprites.Rect // where the log is, inline or as the open drawer
	drawer bool         // the log is a drawer (an upright phone), opened with a button
	open   bool         // the drawer is open

	entries []logEntry
	width   float64 // the width the entries were wrapped to
	size    float64 // their text size
	scroll  float64 // pixels scrolled from the top
	height  float64 // the height of all the entries
	follow  bool    // keep the newest entry in view
	reveal  bool    // bring the entry shown into view
	// A drag of the pointer that began in the log: where, and whether it
	// moved far enough to be a scroll rather than a tap.
	dragging bool
	dragY    float64
	dragged  bool
}

// logEntry is one line of the log: the position after N steps (0: the
// start), what led to it, and its text wrapped to the log's width.
type logEntry struct {
	action rules.Action
	toMove rules.Player
	note   string
	text   string
	lines  []string
	top    float64 // its top, from the log's top
	height float64
}

// syncLog brings the entries up to date with the history: those after the
// first step that changed are made again.
func (p *Play) syncLog() {
	h := p.history()
	lg := &p.record.log
	if len(lg.entries) == 0 {
		lg.entries = append(lg.entries, logEntry{toMove: rules.Over, text: p.env.T("The start")})
		lg.follow = true
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
		lg.entries = append(lg.entries, logEntry{action: st.Action, toMove: st.ToMove, note: st.Note, text: p.describe(i)})
	}
	lg.width = 0 // wrap again
	lg.follow = true
}

// wrapLog wraps the entries to width w at text size size, once per size.
func (lg *moveLog) wrap(w, size float64) {
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
		if e.note != "" {
			e.lines = append(e.lines, "") // the notation's line
		}
		e.top = y
		e.height = float64(len(e.lines))*lineH + size*0.35
		y += e.height
	}
	lg.height = y
}

// updateLog handles the pointer over the log, and reports whether it took
// it: the wheel and a drag scroll, a tap on an entry shows its position.
func (p *Play) updateLog(in *ui.Input) bool {
	r := p.record.log.rect
	lg := &p.record.log
	if !p.logVisible() {
		lg.dragging = false
		return false
	}
	pt := in.Pointer
	inside := pt.X >= r.Min.X && pt.X < r.Max.X && pt.Y >= r.Min.Y && pt.Y < r.Max.Y
	if inside && in.Wheel != 0 {
		lg.scroll -= in.Wheel * p.layout.metrics.Text * 3
		lg.follow = false
	}
	if pt.Pressed && inside {
		lg.dragging, lg.dragY, lg.dragged = true, pt.Y, false
	}
	if lg.dragging && pt.Down {
		if d := pt.Y - lg.dragY; lg.dragged || math.Abs(d) > p.layout.metrics.Text*0.5 {
			lg.scroll -= d
			lg.dragY, lg.dragged, lg.follow = pt.Y, true, false
		}
		return true
	}
	if lg.dragging && pt.Released {
		lg.dragging = false
		if lg.dragged || !inside {
			return true
		}
		y := pt.Y - p.logInner().Min.Y + lg.scroll
		for i, e := range lg.entries {
			if y >= e.top && y < e.top+e.height {
				p.env.Click()
				if !p.record.reading && i == p.history().At() {
					p.backToGame()
				} else {
					p.showStep(i)
				}
				if p.record.log.drawer {
					p.record.log.open = false
				}
				return true
			}
		}
		return true
	}
	return false
}

// logVisible reports whether the log is on the screen: inline, or as the
// open drawer.
func (p *Play) logVisible() bool {
	return p.record.log.rect.H() > p.layout.metrics.Text*2 && (!p.record.log.drawer || p.record.log.open)
}

// logSize returns the text size of the log.
func (p *Play) logSize() float64 {
	if p.record.log.drawer {
		return p.layout.metrics.Text * 0.9
	}
	return p.layout.metrics.Text * 0.8
}

// logInner returns the log's text area, inside its margins.
func (p *Play) logInner() sprites.Rect {
	r, m := p.record.log.rect, p.layout.metrics
	return sprites.Rect{Min: r.Min.Add(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.3}), Max: r.Max.Sub(sprites.Point{X: m.Pad * 0.5, Y: m.Pad * 0.3})}
}

// layoutLog brings the log up to date with the history and the screen:
// its entries, their wrapping, and the scroll that keeps the newest entry,
// or the one looked back at, in view. Update calls it every tick.
func (p *Play) layoutLog() {
	p.syncLog()
	if !p.logVisible() {
		return
	}
	lg := &p.record.log
	inner := p.logInner()
	lg.wrap(inner.W(), p.logSize())
	shown := p.shownAt()
	switch {
	case lg.reveal && shown < len(lg.entries):
		e := lg.entries[shown]
		if e.top < lg.scroll {
			lg.scroll = e.top
		} else if e.top+e.height > lg.scroll+inner.H() {
			lg.scroll = lg.entryAtOrBelow(e.top + e.height - inner.H())
		}
		lg.reveal, lg.follow = false, false
	case lg.follow:
		lg.scroll = lg.entryAtOrBelow(lg.height - inner.H())
	}
	lg.scroll = math.Max(0, math.Min(lg.scroll, lg.entryAtOrBelow(lg.height-inner.H())))
}

// entryAtOrBelow returns the top of the first entry that starts at y or
// below, or y past the last: the log scrolled there shows that entry whole
// at its top, not cut by the edge, and the entries below it down to the
// last whole too, with room to spare under it.
func (lg *moveLog) entryAtOrBelow(y float64) float64 {
	for _, e := range lg.entries {
		if e.top >= y-0.5 {
			return max(e.top, y)
		}
	}
	return y
}

// drawLog draws the log's entries in its rectangle, clipped to it: the
// panel and the lit entry's box in the shapes' pass, the words in the
// words' (see pass).
func (p *Play) drawLog(screen *ebiten.Image, ps ui.Pass) {
	lg := &p.record.log
	if !p.logVisible() || lg.size == 0 {
		return
	}
	m := p.layout.metrics
	if ps == ui.PassShapes {
		ui.RoundRect(screen, p.record.log.rect, m.Pad*0.5, logFloor)
	}
	inner := p.logInner()
	clip := screen.SubImage(ui.Pixels(inner)).(*ebiten.Image)
	size := lg.size
	lineH := size * 1.25
	numW := sprites.TextWidth("0000", size, false)
	shown, present := p.shownAt(), p.history().At()
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
		if !p.record.reading && i > present {
			clr, dim = logUndone, logUndone
		}
		if i > 0 {
			sprites.Text(clip, strconv.Itoa(i), sprites.Point{X: inner.Min.X + numW - size*0.3, Y: top + lineH/2}, size, false, sprites.AlignRight, dim)
		}
		for j, line := range e.lines {
			at := sprites.Point{X: inner.Min.X + numW + size*0.3, Y: top + lineH/2 + float64(j)*lineH}
			if j == len(e.lines)-1 && e.note != "" {
				sprites.Text(clip, noteWords(p.env, e.note), sprites.Point{X: inner.Max.X, Y: at.Y}, size*0.9, false, sprites.AlignRight, dim)
				continue
			}
			sprites.Text(clip, line, at, size, false, sprites.AlignLeft, clr)
		}
	}
}

// Colours of the log: a darker baize, the entry shown lit in wood, the
// steps taken back dim, yet 4.7:1 on the floor as WCAG's level AA asks of
// text (it was 0x9a8c76, 4.48:1; see TestTextContrast).
var (
	logFloor  = color.RGBA{0x17, 0x2c, 0x27, 0xff}
	logLit    = color.RGBA{0x6e, 0x52, 0x32, 0xff}
	logUndone = color.RGBA{0x9d, 0x8f, 0x79, 0xff}
)

// NewReading returns the play screen reading the record h, at its present:
// no one plays it; the log, Previous and Next go through its steps, and
// "Play from here" continues it from the step shown with seats chosen
// anew. Nothing is saved while reading.
func NewReading(env *ui.Env, g *games.Game, h *rules.History) *Play {
	seats := make([]save.Seat, h.State().Players())
	sess, err := session.FromHistory(g, h, seats, 0, nil)
	if err != nil {
		panic("scenes: " + err.Error()) // h is a history of g, with its own number of seats
	}
	env.Attach(sess)
	look := env.Look(g)
	p := &Play{env: env, sess: sess, record: record{reading: true, shown: h.At()}}
	p.board = boardPart{look: look, view: look.NewView(h.State())}
	p.motion.moving = map[int]*pieceMotion{}
	p.refresh()
	p.record.log.reveal = true
	return p
}

// noteWords writes a step's note for the log in the screens' language:
// the notation's words translated ("throw 3", "lancer 3"; "a:in",
// "a:entre"), its letters, numbers and cells as they are. The record keeps
// the notation itself.
func noteWords(e *ui.Env, note string) string {
	var b strings.Builder
	word := func(w string) string {
		switch w {
		case "throw":
			return e.T("throw")
		case "pass":
			return e.T("pass")
		case "end":
			return e.T("end")
		case "in":
			return e.T("in")
		}
		return w
	}
	start := -1
	for i, r := range note + " " {
		letter := r >= 'a' && r <= 'z'
		switch {
		case letter && start < 0:
			start = i
		case !letter && start >= 0:
			b.WriteString(word(note[start:i]))
			start = -1
		}
		if !letter && i < len(note) {
			b.WriteRune(r)
		}
	}
	return b.String()
}
