package play

import (
	"tabula/rules"
	"tabula/scenes/ui"
)

func (p *Play) Probe(pr *ui.Probe) {
	pr.Scene, pr.Message, pr.Note, pr.Focus = "play", p.status.message, p.status.note, p.keyFocus()
	pr.Busy = p.phase == PhaseAnimating || p.phase == PhaseThinking || p.buttons.inert > 0
	pr.Buttons = p.buttons.menu.Targets(pr.Buttons)
	pr.Game = p.probeGame()
	pr.Room = p.probeRoom()
}

// probeRoom describes the room of a room's game, or is nil.
func (p *Play) probeRoom() *ui.ProbeRoom {
	if p.server != nil {
		return p.server.Probe()
	}
	return nil
}

var phaseNames = [...]string{PhaseAwait: "await", PhaseAnimating: "animating", PhaseThinking: "thinking", PhaseOver: "over", PhaseReading: "reading", PhaseWaiting: "waiting"}

// probeGame describes the game, the position shown with its log and last
// move, and, when a person is to act, every move with the taps that make
// it.
func (p *Play) probeGame() *ui.ProbeGame {
	st := p.sess.State()
	h := p.history()
	g := &ui.ProbeGame{
		Name:     h.Game().Name,
		Options:  h.Game().FormatOptions(h.Options()),
		ToMove:   toMoveWord(st.ToMove()),
		Phase:    phaseNames[p.phase],
		Human:    !p.record.reading && p.sess.HumanActs() && st.ToMove() != rules.Over,
		History:  append([]string{}, h.Record().Steps...),
		Result:   st.Result().String(),
		Selected: p.board.picking.selected != nil,
		Moves:    []ui.ProbeMove{},
		State:    p.shownState().Key(),
		Step:     p.shownAt(),
		Present:  h.At(),
		Reading:  p.record.reading,
		Log:      make([]ui.ProbeStep, h.Len()),
	}
	p.syncLog()
	inner := p.logInner()
	for i := range g.Log {
		e := p.record.log.entries[i+1]
		g.Log[i] = ui.ProbeStep{Notation: h.Step(i).Note, Text: e.text}
		if y := inner.Min.Y + e.top - p.record.log.scroll + e.height/2; p.logVisible() && e.height > 0 && y > inner.Min.Y && y < inner.Max.Y {
			g.Log[i].At = &ui.ProbePoint{X: inner.Center().X, Y: y}
		}
	}
	g.LastMove = p.probeLastMove()
	if p.advice.hint.found != nil {
		g.Hint = p.advice.hint.found.Note
	}
	if p.phase != PhaseAwait || p.board.picking.ambiguous != nil {
		for _, c := range p.board.picking.ambiguous {
			g.Moves = append(g.Moves, ui.ProbeMove{Note: c.Note, Button: p.env.MoveLabel(p.sess, c)})
		}
		return g
	}
	if st.ToMove() == rules.Chance {
		g.Moves = append(g.Moves, ui.ProbeMove{Note: "throw", Button: labelThrow})
		return g
	}
	for _, c := range p.board.choices {
		m := ui.ProbeMove{Note: c.Note}
		if v, ok := p.advice.solved.value(c.Action); ok && p.analysisOn() {
			m.Analysis, _ = badge(v)
		}
		if c.Moves {
			m.From, m.To = p.probePoint(st, c.From), p.probePoint(st, c.To)
			if p.joined(c) {
				m.Button = p.env.MoveLabel(p.sess, c)
			}
		} else {
			m.Button = p.env.MoveLabel(p.sess, c)
		}
		g.Moves = append(g.Moves, m)
	}
	return g
}

// probePoint returns where a place of st is on the screen, or nil.
func (p *Play) probePoint(st rules.State, pl rules.Place) *ui.ProbePoint {
	at, ok := p.board.view.PointOf(st, pl)
	if !ok {
		return nil
	}
	q := p.board.frame.ToScreen(at)
	return &ui.ProbePoint{X: q.X, Y: q.Y}
}

// probeLastMove describes the move marked on the board, or nil.
func (p *Play) probeLastMove() *ui.ProbeLastMove {
	i, c, ok := p.lastMove()
	if !ok {
		return nil
	}
	h := p.history()
	before, after := h.StateAt(i), h.StateAt(i+1)
	place := func(st rules.State, pl rules.Place) ui.ProbePlace {
		return ui.ProbePlace{Cell: pl.Cell, Level: pl.Level, Player: int(pl.Player), At: p.probePoint(st, pl)}
	}
	lm := &ui.ProbeLastMove{Step: i + 1, Notation: c.Note, From: place(before, c.From), To: place(after, c.To), Path: append([]int{}, c.Path...), Captured: []ui.ProbePlace{}}
	for _, e := range h.Step(i).Events {
		if e.Kind == rules.EventCapture && e.From >= 0 {
			lm.Captured = append(lm.Captured, place(before, rules.Place{Cell: int(e.From), Player: e.Player, Piece: int(e.Piece)}))
		}
	}
	return lm
}

func toMoveWord(p rules.Player) string {
	switch p {
	case rules.Chance:
		return "chance"
	case rules.Over:
		return "over"
	}
	return string(rune('0' + p))
}
