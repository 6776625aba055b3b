package scenes

import (
	"math"

	"tabula/rules"
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

// buildMenu lays out the buttons of the moment: above, the actions of the
// turn (Throw, Pass, the moves to pick among…) or of the step looked at;
// below, a bar of buttons that keep their places, disabled when they
// cannot act.
func (p *Play) buildMenu() {
	var labels []string
	var disabled []bool
	p.menuActs = p.menuActs[:0]
	add := func(label string, on bool, act func() Transition) {
		labels = append(labels, label)
		disabled = append(disabled, !on)
		p.menuActs = append(p.menuActs, act)
	}
	stay := func(f func()) func() Transition { return func() Transition { f(); return Stay() } }
	st := p.sess.State()
	reading := p.phase == PhaseReading
	switch {
	case p.reading:
		add(p.env.T(labelFromHere), p.shownState().ToMove() != rules.Over, func() Transition { return p.playFromHere() })
	case reading:
		add(p.env.T(labelBack), true, stay(p.backToGame))
	case p.picking.ambiguous != nil:
		for _, c := range p.picking.ambiguous {
			add(p.env.MoveLabel(p.sess, c), true, stay(func() { p.play(c) }))
		}
		add(p.env.T(labelCancel), true, stay(p.refresh))
	case p.phase == PhaseAwait:
		if st.ToMove() == rules.Chance {
			add(p.env.T(labelThrow), true, stay(p.throw))
		}
		for _, c := range p.choices {
			if !c.Moves {
				add(p.env.MoveLabel(p.sess, c), true, stay(func() { p.play(c) }))
			}
		}
	}
	p.bar = len(labels)
	if reading {
		add(p.env.T(labelPrevious), p.shownAt() > 0, stay(func() { p.showStep(p.shownAt() - 1) }))
		add(p.env.T(labelNext), p.shownAt() < p.history().Len(), stay(func() { p.showStep(p.shownAt() + 1) }))
	} else {
		add(p.env.T(labelUndo), p.canUndo(), stay(p.undo))
		add(p.env.T(labelRedo), p.canRedo(), stay(p.redo))
	}
	// In a room, no one is helped: no hint, no analysis.
	canHint := !reading && p.phase == PhaseAwait && st.ToMove() >= 0 && p.picking.ambiguous == nil && p.online == nil
	add(p.env.T(labelHint), canHint, stay(p.askHint))
	p.analysisButton = -1
	if p.env.Oracle(p.sess.Game()) != nil && p.online == nil {
		p.analysisButton = len(labels)
		add(p.analysisLabel(), !reading, stay(p.toggleAnalysis))
	}
	add(p.env.T(labelMenu), true, func() Transition { return Push(NewPause(p.env, p)) })
	if p.drawer {
		add(p.env.T(labelMoves), true, stay(func() { p.logOpen = !p.logOpen }))
	}
	keys, focus := false, 0
	if p.menu != nil {
		keys, focus = p.menu.keys, p.menu.Focus
	}
	p.menu = NewMenu(labels...)
	for i := range p.menu.Buttons {
		p.menu.Buttons[i].Disabled = disabled[i]
	}
	p.menu.keys, p.menu.Focus = keys, min(focus, len(labels)-1)
	p.layoutMenu()
}

// updateLabels keeps the labels that change without a step up to date:
// the analysis's, while its solution loads.
func (p *Play) updateLabels() {
	if i := p.analysisButton; i >= 0 && i < len(p.menu.Buttons) {
		p.menu.Buttons[i].Label = p.analysisLabel()
	}
}

// layoutMenu places the turn's buttons in a column under the tray and the
// bar at the bottom of the side panel, two buttons a row; the log takes
// the room between them.
func (p *Play) layoutMenu() {
	if p.menu == nil || p.hud.W() <= 0 {
		return
	}
	m := p.metrics
	area := p.hud
	area.Min.Y += m.Text * p.headerLines() // room for the header
	b := p.menu.Buttons
	if p.tray != nil {
		w := math.Min(area.W(), m.Text*16)
		h := w * trayH / trayW
		// On a short panel (an upright phone) the tray takes only what
		// a row of the turn's buttons (Throw) and the bar leave: it
		// hid the Throw button under the bar.
		rows := 1 + (len(b)-p.bar+1)/2
		if room := area.H() - float64(rows)*(m.Row+m.Pad) - m.Pad; h > room {
			h = math.Max(room, 0)
			w = h * trayW / trayH
		}
		c := area.Center().X
		p.trayRect = sprites.Rect{Min: sprites.Point{X: c - w/2, Y: area.Min.Y}, Max: sprites.Point{X: c + w/2, Y: area.Min.Y + h}}
		area.Min.Y += h + m.Pad
	}
	w := area.W()
	y := area.Min.Y
	for i := range b[:p.bar] {
		b[i].Rect = sprites.Rect{Min: sprites.Point{X: area.Min.X, Y: y}, Max: sprites.Point{X: area.Min.X + w, Y: y + m.Row}}
		y += m.Row + m.Pad
	}
	// The bar, from the bottom up.
	bar := b[p.bar:]
	rows := (len(bar) + 1) / 2
	half := (w - m.Pad) / 2
	top := area.Max.Y - float64(rows)*m.Row - float64(rows-1)*m.Pad
	for i := range bar {
		x := area.Min.X + float64(i%2)*(half+m.Pad)
		by := top + float64(i/2)*(m.Row+m.Pad)
		bar[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: by}, Max: sprites.Point{X: x + half, Y: by + m.Row}}
	}
	p.logRect = sprites.Rect{Min: sprites.Point{X: area.Min.X, Y: y}, Max: sprites.Point{X: area.Max.X, Y: top - m.Pad}}
	if p.drawer {
		// The drawer covers the panel above the bar.
		p.logRect = sprites.Rect{Min: p.hud.Min, Max: sprites.Point{X: p.hud.Max.X, Y: top - m.Pad}}
	}
}
