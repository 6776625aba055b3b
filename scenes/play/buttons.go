package play

import (
	"math"

	"tabula/rules"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// The labels of the play screen's fixed buttons.
const (
	labelThrow    = "Throw"
	labelUndo     = "Undo"
	labelRedo     = "Redo"
	labelHint     = "Hint"
	labelMenu     = "Menu"
	labelMoves    = "Moves"
	labelPrevious = "Previous"
	labelNext     = "Next"
	labelBack     = "Back to the game"
	labelFromHere = "Play from here"
	labelCancel   = "Cancel"
)

// buttonBar is the play screen's buttons: those of the moment (throw,
// pass, the moves to pick among) and the bottom bar (undo, redo, hint,
// analysis, log, menu), with what each does.
type buttonBar struct {
	menu     *ui.Menu
	acts     []func() ui.Transition
	bar      int // the index of the first button of the bottom bar
	analysis int // the index of the Analysis button, or -1
	// held are the labels of the last turn's buttons (Throw, Pass…):
	// until other buttons take their places, they stay where they were,
	// disabled, so that a second tap lands on nothing rather than on the
	// log, which would slide into their place.
	held   []string
	tapped sprites.Point // where the person last tapped
	// inert counts down the ticks during which the turn's buttons that
	// took the place of another one just tapped ignore taps (see
	// graceTicks).
	inert   int
	inertAt []bool // which of the turn's buttons are inert
}

// graceTicks is how long a turn's button that appears where another one
// was ignores taps: a second tap meant for the button before it (a double
// tap on Throw) must not end a turn.
const graceTicks = 30 // half a second

// menuItems gathers a menu's buttons as they are added: their labels,
// whether each is enabled, and what each does.
type menuItems struct {
	labels   []string
	disabled []bool
	acts     []func() ui.Transition
}

// add adds a button.
func (m *menuItems) add(label string, on bool, act func() ui.Transition) {
	m.labels = append(m.labels, label)
	m.disabled = append(m.disabled, !on)
	m.acts = append(m.acts, act)
}

// stay makes an action that keeps the screen.
func stay(f func()) func() ui.Transition { return func() ui.Transition { f(); return ui.Stay() } }

// buildMenu lays out the buttons of the moment: above, the actions of the
// turn (Throw, Pass, the moves to pick among…) or of the step looked at;
// below, a bar of buttons that keep their places, disabled when they
// cannot act.
func (p *Play) buildMenu() {
	before, beforeBar := p.buttons.menu, p.buttons.bar
	items := &menuItems{acts: p.buttons.acts[:0]}
	p.turnButtons(items)
	p.buttons.bar = len(items.labels)
	p.barButtons(items)
	labels, disabled := items.labels, items.disabled
	p.buttons.acts = items.acts
	keys, focus := false, 0
	if before != nil {
		keys, focus = before.Keys, before.Focus
	}
	p.buttons.menu = ui.NewMenu(labels...)
	for i := range p.buttons.menu.Buttons {
		p.buttons.menu.Buttons[i].Disabled = disabled[i]
	}
	p.buttons.menu.Keys, p.buttons.menu.Focus = keys, min(focus, len(labels)-1)
	p.layoutMenu()
	p.guardTakenPlaces(before, beforeBar)
}

// turnButtons adds the buttons of the turn, or of the step looked at: Play
// from here, Back to the game, the moves to pick among, Throw, Pass; else
// the last turn's, disabled, in their places (see buttonBar.held).
func (p *Play) turnButtons(items *menuItems) {
	reading := p.phase == PhaseReading
	switch {
	case p.record.reading:
		items.add(p.env.T(labelFromHere), p.shownState().ToMove() != rules.Over, func() ui.Transition { return p.playFromHere() })
	case reading:
		items.add(p.env.T(labelBack), true, stay(p.backToGame))
	case p.board.picking.ambiguous != nil:
		for _, c := range p.board.picking.ambiguous {
			items.add(p.env.MoveLabel(p.sess, c), true, stay(func() { p.play(c) }))
		}
		items.add(p.env.T(labelCancel), true, stay(p.refresh))
	case p.phase == PhaseAwait:
		if p.sess.State().ToMove() == rules.Chance {
			items.add(p.env.T(labelThrow), true, stay(p.throw))
		}
		for _, c := range p.board.choices {
			if !c.Moves {
				items.add(p.env.MoveLabel(p.sess, c), true, func() ui.Transition { return p.giveUp(c) })
			}
		}
		if len(items.labels) > 0 {
			p.buttons.held = append(p.buttons.held[:0], items.labels...)
		}
	}
	if len(items.labels) == 0 && !reading && p.phase != PhaseOver {
		for _, l := range p.buttons.held {
			items.add(l, false, ui.Stay)
		}
	}
}

// barButtons adds the bar's buttons, which keep their places: Previous and
// Next, or Undo and Redo; Hint, the analysis, Menu, and the log's drawer.
func (p *Play) barButtons(items *menuItems) {
	reading := p.phase == PhaseReading
	if reading {
		items.add(p.env.T(labelPrevious), p.shownAt() > 0, stay(func() { p.showStep(p.shownAt() - 1) }))
		items.add(p.env.T(labelNext), p.shownAt() < p.history().Len(), stay(func() { p.showStep(p.shownAt() + 1) }))
	} else {
		items.add(p.env.T(labelUndo), p.canUndo(), stay(p.undo))
		items.add(p.env.T(labelRedo), p.canRedo(), stay(p.redo))
	}
	// In a room, no one is helped: no hint, no analysis.
	canHint := !reading && p.phase == PhaseAwait && p.sess.State().ToMove() >= 0 && p.board.picking.ambiguous == nil && p.server == nil
	items.add(p.env.T(labelHint), canHint, stay(p.askHint))
	p.buttons.analysis = -1
	if p.env.Oracle(p.sess.Game()) != nil && p.server == nil {
		p.buttons.analysis = len(items.labels)
		items.add(p.analysisLabel(), !reading, stay(p.toggleAnalysis))
	}
	items.add(p.env.T(labelMenu), true, func() ui.Transition { return ui.Push(NewPause(p.env, p)) })
	if p.record.log.drawer {
		items.add(p.env.T(labelMoves), true, stay(func() { p.record.log.open = !p.record.log.open }))
	}
}

// guardTakenPlaces makes inert for a moment the turn's button that takes
// the place of a different button the person tapped last (the menu
// before, whose turn's buttons were the first beforeBar): in Thayyam,
// "End the turn" where Throw was tapped. A tap elsewhere since (on the
// board) makes the new buttons its answer, at once alive.
func (p *Play) guardTakenPlaces(before *ui.Menu, beforeBar int) {
	b := &p.buttons
	b.inert, b.inertAt = 0, b.inertAt[:0]
	for i := range b.bar {
		nb := &b.menu.Buttons[i]
		taken := before != nil && !nb.Disabled && nb.Rect.Contains(b.tapped)
		taken = taken && (i >= beforeBar || before.Buttons[i].Label != nb.Label)
		b.inertAt = append(b.inertAt, taken)
		if taken {
			nb.Disabled = true
			b.inert = graceTicks
		}
	}
}

// noteTap remembers where and when the person last tapped.
func (p *Play) noteTap(in *ui.Input) {
	if in.Pointer.Released {
		p.buttons.tapped = sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y}
	}
}

// updateGuard counts the inert moment down, and enables the inert
// buttons at its end.
func (p *Play) updateGuard() {
	b := &p.buttons
	if b.inert <= 0 {
		return
	}
	b.inert--
	for i, inert := range b.inertAt {
		if inert {
			b.menu.Buttons[i].Disabled = b.inert > 0
		}
	}
}

// giveUp plays a choice that moves nothing (a pass, Thayyam's "End the
// turn"), after asking when pieces could still move: it gives up the
// throws or the move left, which cannot be taken back in a room.
func (p *Play) giveUp(c rules.Choice) ui.Transition {
	moves := 0
	for _, o := range p.board.choices {
		if o.Moves {
			moves++
		}
	}
	if moves == 0 || p.vet != nil {
		p.play(c)
		return ui.Stay()
	}
	label := p.env.MoveLabel(p.sess, c)
	question := p.env.F("A piece can still move. “%s” gives up what is left of the turn.", label)
	return ui.Push(ui.NewConfirm(p.env, label, question, label, func() ui.Transition { p.play(c); return ui.Pop() }, nil))
}

// updateLabels keeps the labels that change without a step up to date:
// the analysis's, while its solution loads.
func (p *Play) updateLabels() {
	if i := p.buttons.analysis; i >= 0 && i < len(p.buttons.menu.Buttons) {
		p.buttons.menu.Buttons[i].Label = p.analysisLabel()
	}
}

// layoutMenu places the turn's buttons in a column under the tray and the
// bar at the bottom of the side panel, two buttons a row; the log takes
// the room between them.
func (p *Play) layoutMenu() {
	if p.buttons.menu == nil || p.layout.hud.W() <= 0 {
		return
	}
	m := p.layout.metrics
	area := p.layout.hud
	area.Min.Y += m.Text * p.headerLines() // room for the header
	b := p.buttons.menu.Buttons
	if p.lots.tray != nil {
		w := math.Min(area.W(), m.Text*16)
		h := w * trayH / trayW
		// On a short panel (an upright phone) the tray takes only what
		// a row of the turn's buttons (Throw) and the bar leave: it
		// hid the Throw button under the bar.
		rows := 1 + (len(b)-p.buttons.bar+1)/2
		if room := area.H() - float64(rows)*(m.Row+m.Pad) - m.Pad; h > room {
			h = math.Max(room, 0)
			w = h * trayW / trayH
		}
		c := area.Center().X
		p.lots.rect = sprites.Rect{Min: sprites.Point{X: c - w/2, Y: area.Min.Y}, Max: sprites.Point{X: c + w/2, Y: area.Min.Y + h}}
		area.Min.Y += h + m.Pad
	}
	w := area.W()
	y := area.Min.Y
	for i := range b[:p.buttons.bar] {
		b[i].Rect = sprites.Rect{Min: sprites.Point{X: area.Min.X, Y: y}, Max: sprites.Point{X: area.Min.X + w, Y: y + m.Row}}
		y += m.Row + m.Pad
	}
	// The bar, from the bottom up.
	bar := b[p.buttons.bar:]
	rows := (len(bar) + 1) / 2
	half := (w - m.Pad) / 2
	top := area.Max.Y - float64(rows)*m.Row - float64(rows-1)*m.Pad
	for i := range bar {
		x := area.Min.X + float64(i%2)*(half+m.Pad)
		by := top + float64(i/2)*(m.Row+m.Pad)
		bar[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: by}, Max: sprites.Point{X: x + half, Y: by + m.Row}}
	}
	p.record.log.rect = sprites.Rect{Min: sprites.Point{X: area.Min.X, Y: y}, Max: sprites.Point{X: area.Max.X, Y: top - m.Pad}}
	if p.record.log.drawer {
		// The drawer covers the panel above the bar.
		p.record.log.rect = sprites.Rect{Min: p.layout.hud.Min, Max: sprites.Point{X: p.layout.hud.Max.X, Y: top - m.Pad}}
	}
}
