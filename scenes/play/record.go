package play

import (
	"tabula/games"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/luck"
	"tabula/scenes/movelog"
	"tabula/scenes/ui"
	"tabula/session"
)

// record is the game's steps as the screen keeps them: the move log, and
// the step looked back at.
type record struct {
	log movelog.Log
	// reading is true for a record opened to read: no one plays it, and
	// "Play from here" continues it from the step shown.
	reading bool
	// shown is the number of steps of the position shown when it is not
	// the game's present: a step of the log looked back at. It is -1 while
	// the present is shown.
	shown int
	// judging is the analysis of a finished record read, made while the
	// Luck screen shows it.
	judging luck.Judging
}

// shownAt returns the number of steps of the position shown, of h.
func (r *record) shownAt(h *rules.History) int {
	if r.shown >= 0 {
		return r.shown
	}
	return h.At()
}

// looking reports whether the screen shows another position than the
// game's present: a record read, a step looked back at.
func (r *record) looking() bool { return r.reading || r.shown >= 0 }

// canJump reports whether undo (back) or redo can act now, in the phase
// ph, on sess.
func (r *record) canJump(ph PlayPhase, sess *session.Session, back bool) bool {
	if r.looking() || ph == PhaseAnimating {
		return false
	}
	if back {
		return sess.CanUndo()
	}
	return sess.CanRedo()
}

// NewReading returns the play screen reading the record h, at its present:
// no one plays it; the log, Previous and Next go through its steps, and
// "Play from here" continues it from the step shown with seats chosen
// anew. Nothing is saved while reading.
func NewReading(env *ui.Env, g *games.Game, h *rules.History) *Play {
	seats := make([]save.Seat, h.State().Players())
	sess, err := session.FromHistory(g, h, seats, 0, nil)
	if err != nil {
		panic("play: " + err.Error()) // h is a history of g, with its own number of seats
	}
	env.Attach(sess)
	p := newPlay(env, sess)
	p.lots.Tray = nil // nothing is thrown while reading
	p.record = record{reading: true, shown: h.At()}
	p.refresh()
	p.record.log.Reveal = true
	return p
}

// jump takes back the last choice of a person and what followed (back),
// or plays again what was taken back. The board shows the position at
// once.
func (p *Play) jump(back bool) {
	jump := p.sess.Redo
	if back {
		jump = p.sess.Undo
	}
	if err := jump(); err != nil {
		p.status.note = err.Error()
		return
	}
	p.motion.Stop()
	p.lots.Throwing = false
	p.lots.Shown.Hide()
	p.ending.shown = false
	p.refresh()
	p.record.log.Follow = true
}

// ShowStep shows the position after n steps of the history, looked back
// at, or the game's present again when n is -1: nothing is played until
// the present is shown ("Back to the game").
func (p *Play) ShowStep(n int) {
	if n < 0 {
		p.record.shown = -1
		p.refresh()
		p.record.log.Follow = true
		return
	}
	n = min(n, p.sess.History().Len())
	if p.phase == PhaseAnimating {
		p.motion.Stop()
		p.lots.Land()
	}
	p.record.shown = n
	p.refresh()
	p.record.log.Reveal = true
}

// playFromHere continues a record read from the step shown, with seats
// chosen anew.
func (p *Play) playFromHere() ui.Transition {
	h := p.sess.History().Clone()
	if err := h.Jump(p.record.shownAt(h)); err != nil {
		p.status.note = err.Error()
		return ui.Stay()
	}
	if h.State().ToMove() == rules.Over {
		p.status.note = p.env.T("The game is over here: choose an earlier step to play from.")
		return ui.Stay()
	}
	return ui.Replace(p.env.Routes.Continue(p.sess.Game(), h))
}
