package play

import (
	"slices"

	"tabula/rules"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// The slots of the tutorial's buttons, at the bottom of its panel: each
// button keeps its slot from lesson to lesson, so that a tap where "Show
// me" was never lands on "Previous lesson"; a slot without its button
// stays empty. The moves that move nothing (a pass, Thayyam's "End the
// turn") lie above them.
const (
	slotGo       = iota // Show me, then Next lesson once the move is made; Play a first game on the last page
	slotTryAgain        // Try again
	slotPrevious        // Previous lesson
	slotLeave           // Leave the tutorial
	slotCount
)

// build makes the buttons of the page, each in its slot.
func (t *Tutorial) build() {
	var labels []string
	t.acts, t.slots = t.acts[:0], t.slots[:0]
	add := func(slot int, label string, act func() ui.Transition) {
		labels = append(labels, label)
		t.acts = append(t.acts, act)
		t.slots = append(t.slots, slot)
	}
	var ambiguous, unmoving []rules.Choice
	if t.play != nil {
		ambiguous, unmoving = t.play.board.Offers()
	}
	if p := t.play; p != nil && ambiguous != nil && !t.done {
		// Moves that join the same places: the player names his here,
		// where the play screen's own buttons would be.
		for _, c := range ambiguous {
			add(-1, t.env.MoveLabel(p.sess, c), func() ui.Transition { p.play(c); t.build(); return ui.Stay() })
		}
		add(-1, t.env.T(labelCancel), func() ui.Transition { p.refresh(); t.build(); return ui.Stay() })
	}
	if p := t.play; p != nil && ambiguous == nil && !t.done && p.Phase() == PhaseAwait {
		// The moves that move nothing on the board (Thayyam's bearing
		// off and pairing of twins, a pass) are buttons, here as on the
		// play screen.
		for _, c := range unmoving {
			add(-1, t.env.MoveLabel(p.sess, c), func() ui.Transition { p.play(c); t.build(); return ui.Stay() })
		}
	}
	switch l := t.lesson(); {
	case l == nil:
		add(slotGo, t.env.T(labelFirstGame), func() ui.Transition { return t.env.StartOrAsk(t, nil, t.firstGame) })
	case t.done:
		add(slotGo, t.env.T(labelNextLesson), func() ui.Transition { t.open(t.at + 1); return ui.Stay() })
	case len(l.Moves) > 0:
		add(slotGo, t.env.T(labelShowMe), func() ui.Transition { t.showMe(); return ui.Stay() })
	}
	if t.lesson() != nil {
		add(slotTryAgain, t.env.T(labelTryAgain), func() ui.Transition { t.open(t.at); return ui.Stay() })
	}
	if t.at > 0 {
		add(slotPrevious, t.env.T(labelPrevLesson), func() ui.Transition { t.open(t.at - 1); return ui.Stay() })
	}
	add(slotLeave, t.env.T(labelLeave), func() ui.Transition { return ui.Pop() })
	t.menu = ui.NewMenu(labels...)
	t.size = [2]int{}
}

// layout places the board as the play screen does and the tutorial's
// buttons at the bottom of the panel beside it, each in its slot.
func (t *Tutorial) layout(w, h int) {
	m := ui.MetricsFor(w, h)
	panel := sprites.Rect{Min: sprites.Point{X: m.Pad, Y: m.Pad}, Max: sprites.Point{X: m.W - m.Pad, Y: m.H - m.Pad}}
	if p := t.play; p != nil {
		panel = p.arrange(w, h)
	}
	layoutSlots(t.menu.Buttons, t.slots, panel, m)
	t.textTop = panel.Min.Y
}

// layoutSlots places buttons at the bottom of area two a row: those of
// the slots in rows of their own, slot i at row i/2 and column i%2; then
// the others (slot -1, the lesson's moves) in the slots left empty, and in
// rows above them when there are more, so that the words above keep the
// room they had on a phone.
func layoutSlots(buttons []ui.Button, slots []int, area sprites.Rect, m ui.Metrics) {
	cells := slices.Clone(slots)
	var free []int
	for s := range slotCount {
		if !slices.Contains(slots, s) {
			free = append(free, s)
		}
	}
	above := 0
	for i, s := range cells {
		switch {
		case s >= 0:
		case len(free) > 0:
			cells[i], free = free[0], free[1:]
		default:
			cells[i] = -1 - above
			above++
		}
	}
	fixed := (slotCount + 1) / 2
	rows := fixed + (above+1)/2
	half := (area.W() - m.Pad) / 2
	top := area.Max.Y - float64(rows)*m.Row - float64(rows-1)*m.Pad
	for i := range buttons {
		cell := cells[i] + 2*((above+1)/2)
		x, w := area.Min.X+float64(cell%2)*(half+m.Pad), half
		if cells[i] < 0 {
			cell = -1 - cells[i]
			x, w = area.Min.X+float64(cell%2)*(half+m.Pad), half
			if cell == above-1 && above%2 == 1 {
				x, w = area.Min.X, area.W() // a move alone on its row
			}
		}
		y := top + float64(cell/2)*(m.Row+m.Pad)
		buttons[i].Rect = sprites.Rect{Min: sprites.Point{X: x, Y: y}, Max: sprites.Point{X: x + w, Y: y + m.Row}}
	}
}
