package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/scenes/luck"
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
	// whys say why a disabled button does nothing, for a tap on it (nil:
	// nothing to say).
	whys []func() string
	// pair puts the first two turn's buttons side by side: in a game of
	// lots, Throw on the left, always there (disabled while the throw is
	// made), and the choice that moves nothing (Pass, "End the turn") on
	// the right, so that a tap repeated on Throw never lands on it.
	pair bool
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
	whys     []func() string
}

// add adds a button.
func (m *menuItems) add(label string, on bool, act func() ui.Transition) {
	m.addWhy(label, on, act, nil)
}

// addWhy adds a button that, disabled, says why when tapped.
func (m *menuItems) addWhy(label string, on bool, act func() ui.Transition, why func() string) {
	m.labels = append(m.labels, label)
	m.disabled = append(m.disabled, !on)
	m.acts = append(m.acts, act)
	m.whys = append(m.whys, why)
}

// stay makes an action that keeps the screen.
func stay(f func()) func() ui.Transition { return func() ui.Transition { f(); return ui.Stay() } }

// set makes the buttons items, those from bar on being the bottom bar's,
// keeping the keyboard's focus where it was. The turn's buttons that take
// the place of a different button the person tapped last are inert a
// moment (see guard); place lays them out.
func (b *buttonBar) set(items *menuItems, bar int, place func()) {
	before, beforeBar := b.menu, b.bar
	b.bar, b.acts, b.whys = bar, items.acts, items.whys
	keys, focus := false, 0
	if before != nil {
		keys, focus = before.Keys, before.Focus
	}
	b.menu = ui.NewMenu(items.labels...)
	for i := range b.menu.Buttons {
		b.menu.Buttons[i].Disabled = items.disabled[i]
	}
	b.menu.Keys, b.menu.Focus = keys, min(focus, len(items.labels)-1)
	place()
	b.guard(before, beforeBar)
}

// hold keeps labels as the last turn's buttons, shown disabled in their
// places until others take them.
func (b *buttonBar) hold(labels []string) { b.held = append(b.held[:0], labels...) }

// guard makes inert for a moment the turn's button that takes the place
// of a different button the person tapped last (the menu before, whose
// turn's buttons were the first beforeBar): in Thayyam, "End the turn"
// where Throw was tapped. A tap elsewhere since (on the board) makes the
// new buttons its answer, at once alive.
func (b *buttonBar) guard(before *ui.Menu, beforeBar int) {
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

// tick remembers where the person tapped this tick, counts the inert
// moment down, and enables the inert buttons at its end.
func (b *buttonBar) tick(in *ui.Input) {
	if b.inert > 0 {
		b.inert--
		for i, inert := range b.inertAt {
			if inert {
				b.menu.Buttons[i].Disabled = b.inert > 0
			}
		}
	}
	if in.Pointer.Released {
		b.tapped = sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y}
	}
}

// Update takes the pointer on the buttons (the keys go round the board's
// ring: see boardPart.keyboard) and returns the index of the button
// tapped, or -1.
func (b *buttonBar) Update(in *ui.Input) int {
	pointer := *in
	pointer.Actions = nil
	return b.menu.Update(&pointer)
}

// refused returns why the disabled button tapped this tick does nothing,
// or "": a greyed Throw says why there is no throw now.
func (b *buttonBar) refused(in *ui.Input) string {
	if !in.Pointer.Released {
		return ""
	}
	for i, bt := range b.menu.Buttons {
		if bt.Disabled && i < len(b.whys) && b.whys[i] != nil && in.Tapped(bt.Rect.Min.X, bt.Rect.Min.Y, bt.Rect.Max.X, bt.Rect.Max.Y) {
			return b.whys[i]()
		}
	}
	return ""
}

// targets appends the buttons to buf for the screen's probe: a disabled
// button that says why when tapped says it as its description too, which
// a screen reader says when the keyboard lands on it ("Throw" greyed: "No
// throw now: you have thrown; move a piece."), unless settling: while the
// pieces still move, the button comes alive in a moment, and the turn line
// says so.
func (b *buttonBar) targets(buf []ui.ProbeTarget, settling bool) []ui.ProbeTarget {
	first := len(buf)
	buf = b.menu.Targets(buf)
	for i, bt := range b.menu.Buttons {
		if settling {
			break
		}
		if bt.Disabled && i < len(b.whys) && b.whys[i] != nil {
			buf[first+i].Description = b.whys[i]()
		}
	}
	return buf
}

// relabel gives the Analysis button, if there is one, the label label:
// its state changes as the solution loads.
func (b *buttonBar) relabel(label string) {
	if i := b.analysis; i >= 0 && i < len(b.menu.Buttons) {
		b.menu.Buttons[i].Label = label
	}
}

// Draw draws the buttons from first on in the pass ps (the log's open
// drawer covers those above the bar).
func (b *buttonBar) Draw(screen *ebiten.Image, ps ui.Pass, m ui.Metrics, first int) {
	if ps == ui.PassShapes {
		b.menu.DrawShapesFrom(screen, m, first)
		return
	}
	b.menu.DrawWordsFrom(screen, m, first)
}

// turnButtons adds the buttons of the turn, or of the step looked at: Play
// from here, Back to the game, the moves to pick among, Throw, Pass; else
// the last turn's, disabled, in their places (see buttonBar.held).
func turnButtons(p *Play, items *menuItems) {
	reading := p.phase == PhaseReading
	h := p.sess.History()
	ambiguous, unmoving := p.board.Offers()
	switch {
	case p.record.reading:
		items.add(p.env.T(labelFromHere), h.StateAt(p.record.shownAt(h)).ToMove() != rules.Over, p.playFromHere)
		if _, judged := p.sess.Game().AI.(ai.Judged); judged && h.State().ToMove() == rules.Over {
			items.add(luck.Title(p.env), true, func() ui.Transition { return ui.Push(luckOf(p, &p.record.judging)) })
		}
	case reading:
		items.add(p.env.T(labelBack), true, stay(func() { p.ShowStep(-1) }))
	case ambiguous != nil:
		for _, c := range ambiguous {
			items.add(p.env.MoveLabel(p.sess, c), true, stay(func() { p.play(c) }))
		}
		items.add(p.env.T(labelCancel), true, stay(p.refresh))
	case p.phase == PhaseAwait:
		if chance := p.sess.State().ToMove() == rules.Chance; chance || p.lots.Tray != nil {
			items.addWhy(p.env.T(labelThrow), chance, stay(p.throw), p.noThrow)
		}
		for _, c := range unmoving {
			items.add(p.env.MoveLabel(p.sess, c), true, func() ui.Transition { return p.giveUp(c) })
		}
		if len(items.labels) > 0 {
			p.buttons.hold(items.labels)
		}
	}
	if len(items.labels) == 0 && !reading && p.phase != PhaseOver {
		for _, l := range p.buttons.held {
			var why func() string
			if l == p.env.T(labelThrow) {
				why = p.noThrow
			}
			items.addWhy(l, false, ui.Stay, why)
		}
	}
	p.buttons.pair = p.lots.Tray != nil && len(items.labels) > 0 && items.labels[0] == p.env.T(labelThrow)
}

// noThrow says why Throw, greyed, throws nothing now: the person has
// thrown and moves, the pieces move, or another seat is to act.
func (p *Play) noThrow() string {
	switch {
	case p.phase == PhaseAnimating:
		return p.env.T("No throw now: the pieces are still moving.")
	case p.phase == PhaseAwait && p.sess.State().ToMove() >= 0:
		if _, unmoving := p.board.Offers(); len(unmoving) > 0 {
			return p.env.F("No throw now: you have thrown; move a piece, or choose “%s”.", p.env.MoveLabel(p.sess, unmoving[0]))
		}
		return p.env.T("No throw now: you have thrown; move a piece.")
	}
	return p.env.F("No throw now: it is %s's turn.", p.env.SeatName(p.sess, p.sess.Actor()))
}

// barButtons adds the bar's buttons, which keep their places: Previous and
// Next, or Undo and Redo; Hint, the analysis, Menu, and the log's drawer.
func barButtons(p *Play, items *menuItems) {
	reading := p.phase == PhaseReading
	h := p.sess.History()
	at := p.record.shownAt(h)
	if reading {
		items.add(p.env.T(labelPrevious), at > 0, stay(func() { p.ShowStep(at - 1) }))
		items.add(p.env.T(labelNext), at < h.Len(), stay(func() { p.ShowStep(at + 1) }))
	} else {
		items.add(p.env.T(labelUndo), p.record.canJump(p.phase, p.sess, true), stay(func() { p.jump(true) }))
		items.add(p.env.T(labelRedo), p.record.canJump(p.phase, p.sess, false), stay(func() { p.jump(false) }))
	}
	// In a room, no one is helped: no hint, no analysis.
	ambiguous, _ := p.board.Offers()
	canHint := !reading && p.phase == PhaseAwait && p.sess.State().ToMove() >= 0 && ambiguous == nil && p.server == nil
	items.add(p.env.T(labelHint), canHint, stay(func() {
		if note := p.advice.hint.ask(p.sess, p.env); note != "" {
			p.status.note = note
		}
	}))
	p.buttons.analysis = -1
	if p.env.Oracle(p.sess.Game()) != nil && p.server == nil {
		p.buttons.analysis = len(items.labels)
		items.add(p.advice.solved.Label(p.env, p.sess), !reading, stay(func() { p.advice.solved.Toggle(p.env, p.sess) }))
	}
	items.add(p.env.T(labelMenu), true, func() ui.Transition { return ui.Push(NewPause(p.env, p)) })
	if p.record.log.Drawer {
		items.add(p.env.T(labelMoves), true, stay(func() { p.record.log.Open = !p.record.log.Open }))
	}
}
