package play

import (
	"tabula/rules"
	"tabula/scenes/board"
	"tabula/scenes/solved"
	"tabula/scenes/ui"
)

// Probe describes the play screen: its turn line and note, what the
// keyboard's cursor is on, its buttons, the game (see probeGame) and, in
// a room, the room.
func (p *Play) Probe(pr *ui.Probe) {
	picks := p.picks()
	pr.Scene, pr.Message, pr.Note = "play", p.turnLine(), p.status.note
	pr.Title = p.sess.Game().Rules.Title
	pr.Focus = p.board.KeyFocus(p.sess.Game().Help, p.env.Lang, p.sess.State(), picks)
	pr.Busy = p.phase == PhaseAnimating || p.phase == PhaseThinking || p.buttons.inert > 0
	pr.Buttons = p.buttons.targets(pr.Buttons, p.phase == PhaseAnimating)
	pr.Game = probeGame(p)
	pr.Game.Board = probeBoard(p)
	pr.Answer, pr.Asked = p.aloud.answer, p.aloud.asked
	if p.server != nil {
		pr.Room = p.server.Probe()
	}
}

var phaseNames = [...]string{PhaseAwait: "await", PhaseAnimating: "animating", PhaseThinking: "thinking", PhaseOver: "over", PhaseReading: "reading", PhaseWaiting: "waiting"}

// probeGame describes the game of p, the position shown with its log and
// last move, and, when a person is to act, every move with the taps that
// make it.
func probeGame(p *Play) *ui.ProbeGame {
	st := p.sess.State()
	h := p.sess.History()
	shown := p.record.shownAt(h)
	g := &ui.ProbeGame{
		Name:     h.Game().Name,
		Options:  h.Game().FormatOptions(h.Options()),
		ToMove:   toMoveWord(st.ToMove()),
		Phase:    phaseNames[p.phase],
		Human:    !p.record.reading && p.sess.HumanActs() && st.ToMove() != rules.Over,
		History:  append([]string{}, h.Record().Steps...),
		Result:   st.Result().String(),
		Selected: p.board.Picking.Selected != nil,
		Asking:   p.board.Picking.Ambiguous != nil,
		Moves:    []ui.ProbeMove{},
		State:    h.StateAt(shown).Key(),
		Step:     shown,
		Present:  h.At(),
		Reading:  p.record.reading,
	}
	p.record.log.Sync(h, p.env.T("The start"), p.words.step)
	g.Log = p.record.log.Probe(h, p.layout.metrics)
	g.LastMove = probeLastMove(&p.board, h, shown)
	if p.advice.hint.found != nil {
		g.Hint = p.advice.hint.found.Note
	}
	if p.phase != PhaseAwait || p.board.Picking.Ambiguous != nil {
		for _, c := range p.board.Picking.Ambiguous {
			g.Moves = append(g.Moves, ui.ProbeMove{Note: c.Note, Button: p.env.MoveLabel(p.sess, c)})
		}
		return g
	}
	if st.ToMove() == rules.Chance {
		g.Moves = append(g.Moves, ui.ProbeMove{Note: "throw", Button: labelThrow})
		return g
	}
	analysed := solved.On(p.env, p.sess)
	for _, c := range p.board.Choices {
		m := ui.ProbeMove{Note: c.Note}
		if v, ok := p.advice.solved.Value(c.Action); ok && analysed {
			m.Analysis, _ = solved.Badge(v)
		}
		if c.Moves {
			m.From, m.To = p.board.ProbePoint(st, c.From), p.board.ProbePoint(st, c.To)
			if p.board.Joined(c) {
				m.Button = p.env.MoveLabel(p.sess, c)
			}
		} else {
			m.Button = p.env.MoveLabel(p.sess, c)
		}
		g.Moves = append(g.Moves, m)
	}
	return g
}

// probeLastMove describes the move marked on b, the last of h before the
// position after shown steps, or nil.
func probeLastMove(b *board.Board, h *rules.History, shown int) *ui.ProbeLastMove {
	i, c, ok := board.LastMove(h, shown)
	if !ok {
		return nil
	}
	before, after := h.StateAt(i), h.StateAt(i+1)
	place := func(st rules.State, pl rules.Place) ui.ProbePlace {
		return ui.ProbePlace{Cell: pl.Cell, Level: pl.Level, Player: int(pl.Player), At: b.ProbePoint(st, pl)}
	}
	lm := &ui.ProbeLastMove{Step: i + 1, Notation: c.Note, From: place(before, c.From), To: place(after, c.To), Path: append([]int{}, c.Path...), Captured: []ui.ProbePlace{}}
	for _, pair := range board.LinePlaces(h.Step(i).Events) {
		lm.Line = append(lm.Line, place(after, pair[0]), place(after, pair[1]))
	}
	for _, e := range h.Step(i).Events {
		if e.Kind == rules.EventCapture && e.From >= 0 {
			lm.Captured = append(lm.Captured, place(before, rules.Place{Cell: int(e.From), Player: e.Player, Piece: int(e.Piece)}))
		}
	}
	return lm
}

// toMoveWord names who acts as the probe says it.
func toMoveWord(p rules.Player) string {
	switch p {
	case rules.Chance:
		return "chance"
	case rules.Over:
		return "over"
	}
	return string(rune('0' + p))
}
