package play

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/scenes/board"
	"tabula/scenes/solved"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// Draw draws the board, the pieces where the rules or the animations put
// them, the marks, the message, the tray, the log and the buttons.
func (p *Play) Draw(screen *ebiten.Image) {
	p.drawWith(screen, func(screen *ebiten.Image, ps ui.Pass) {
		// The log's open drawer covers the header and the buttons above
		// the bar: they are not drawn, their words would show through it.
		m := p.layout.metrics
		covered := p.record.log.Drawer && p.record.log.Open
		if !covered {
			p.status.Draw(screen, ps, p.layout.hud, m, headingOf(p))
		}
		h := p.sess.History()
		p.record.log.Draw(screen, ps, m, p.record.shownAt(h), h.At(), p.record.reading, p.words.note)
		first := 0
		if covered {
			first = p.buttons.bar
		}
		if ps == ui.PassWords && p.board.Picking.Ambiguous != nil && !covered {
			askWhich(screen, p.layout.hud, m, p.env.T("Which move?"))
		}
		p.buttons.Draw(screen, ps, m, first)
	})
}

// drawWith draws the board and what lies on it, the tray, then the side
// panel's shapes and every word of the screen (see ui.Pass): side draws
// the panel in the pass given, the play screen's own (see Draw) or a
// tutorial's.
func (p *Play) drawWith(screen *ebiten.Image, side func(*ebiten.Image, ui.Pass)) {
	screen.Fill(sprites.Table)
	h := p.sess.History()
	st := h.StateAt(p.record.shownAt(h))
	picks := p.picks()
	d := board.Drawing{State: st, Picks: picks, Animating: p.phase == PhaseAnimating, Moving: p.motion.Moving,
		Hint: p.advice.hint.found, Labels: p.env.Settings.Labels || p.vet != nil, TextSize: p.layout.metrics.Text, LeastText: p.layout.metrics.Small(0)}
	if p.phase != PhaseAnimating && p.vet == nil {
		// In a lesson, rings of a move not played read as a hint.
		if m, ok := p.board.LastMoveMarks(h, p.record.shownAt(h)); ok {
			d.Marks = &m
		}
	}
	if name := p.sess.Game().Help.PieceName; name != nil {
		d.Letters = name
	}
	p.board.Draw(screen, d)
	p.lots.Draw(screen, p.layout.metrics)
	p.lots.DrawPath(screen, &p.board, p.sess.State(), picks, p.env.Speed)
	for _, ps := range [...]ui.Pass{ui.PassShapes, ui.PassWords} {
		p.advice.solved.Draw(screen, ps, &p.board, st, picks && solved.On(p.env, p.sess))
		side(screen, ps)
	}
	p.lots.Shown.Draw(screen, p.board.Frame, p.lots.Tray)
}

// Changing reports whether the play screen changes by itself, with no one
// touching it: a piece or the lots moving, the computer's turn, the last
// step's words in view before the game goes on, a hint being sought, a
// room's steps being played or its server awaited. A screen that does not
// move is drawn only when something it shows changes (see ui.App).
func (p *Play) Changing() bool { return p.moving() || p.lots.Shown.Visible() }

// Still reports whether the screen, changing, draws at its next frame what
// it drew: the throw held large over the board counts its ticks, and
// nothing else moves (see ui.Stiller).
func (p *Play) Still() bool { return !p.moving() && p.lots.Shown.Still() }

// moving reports whether something of the screen moves by itself, the
// throw shown large aside.
func (p *Play) moving() bool {
	switch {
	case p.phase == PhaseAnimating || p.phase == PhaseThinking:
		return true
	case p.motion.Wait > 0 || p.lots.Settling() || p.advice.hint.search != nil && p.advice.hint.found == nil:
		return true
	case p.buttons.inert > 0: // the inert buttons come alive
		return true
	case p.status.glow < p.env.Speed.Scale(glowTicks): // the glow of the seat to act grows in
		return true
	}
	return p.server != nil && p.server.Changing()
}

// String describes the screen for tests and logs.
func (p *Play) String() string {
	return fmt.Sprintf("play %s phase %d: %s", p.sess.Game().Rules.Name, p.phase, p.status.message)
}
