package play

import (
	"tabula/anim"
	"tabula/rules"
	"tabula/sprites"
)

// Tray size in its own units: the lots' radius is 1/20 of its width.
const (
	trayW, trayH, trayR = 320.0, 180.0, 14.0
)

// motion is the animation of a step: the queue of the pieces' moves, the
// pieces an animation is placing, and the pause before a step that plays
// itself (a computer's, a forced move).
type motion struct {
	queue  anim.Queue
	moving map[int]*pieceMotion // pieces whose place an animation decides
	// wait counts down the ticks the last step's words stay in view
	// before the screen plays on by itself: a computer's step, or a
	// person's forced move (a tap skips it).
	wait int
}

// pieceMotion is where an animation puts a piece now.
type pieceMotion struct {
	at     sprites.Point // board units
	lift   float64       // board units above the ground
	squash float64
}

// animate turns a step's events into motions on the queue.
func (p *Play) animate(before rules.State, events []rules.Event) {
	p.stopSearches()
	after := p.sess.State()
	p.board.pieces = p.board.view.Pieces(after, p.board.pieces[:0])
	p.phase = PhaseAnimating
	p.board.picking.selected, p.board.picking.ambiguous = nil, nil
	p.buildMenu()
	p.env.SoundsFor(events)
	speed := p.env.Speed
	p.throwLots(events)
	for _, phase := range p.board.view.Motions(before, after, events) {
		var group []anim.Step
		for _, m := range phase {
			if len(m.Path) == 0 {
				continue
			}
			pm := &pieceMotion{at: m.Path[0], squash: 1}
			p.motion.moving[m.ID] = pm
			group = append(group, p.motionStep(m, pm, speed))
		}
		if len(group) > 0 {
			p.motion.queue.Push(anim.Group(group...))
		}
	}
	if speed == anim.Instant {
		p.motion.queue.Finish()
		if p.lots.throwing {
			p.updateTray(true)
		}
	}
}

// throwLots throws the lots into the tray when the step was a throw. The
// rules mark the lowest K lots; which lots show their marked face is
// shuffled here, the same way for the same step of the same game.
func (p *Play) throwLots(events []rules.Event) {
	if p.lots.tray == nil {
		return
	}
	for _, e := range events {
		if e.Kind != rules.EventThrow {
			continue
		}
		n := p.lots.tray.Len()
		step := uint64(p.history().At())
		rng := rules.NewRand(step*0x9e3779b97f4a7c15 + uint64(e.Mask))
		order := rng.Perm(n)
		var faces uint8
		for i := range n {
			if e.Mask&(1<<uint(i)) != 0 {
				faces |= 1 << uint(order[i])
			}
		}
		p.lots.tray.Throw(rng.Uint64(), faces)
		p.lots.throwing = true
	}
}

// updateTray advances the lots one tick (two when fast), or lands them at
// once when skipped; their landings clatter.
func (p *Play) updateTray(skip bool) {
	if skip || p.env.Speed == anim.Instant {
		p.lots.tray.Instant()
	} else {
		n := 1
		if p.env.Speed == anim.Fast {
			n = 2
		}
		for range n {
			p.lots.tray.Update()
			for _, h := range p.lots.tray.Hits() {
				if h.Strength > 0.3 {
					p.env.Hop()
					break
				}
			}
		}
	}
	if p.lots.tray.Settled() {
		p.lots.throwing = false
	}
}

// motionStep returns the step that moves one piece along its path to its
// place after the step; its legs play one after another inside it.
func (p *Play) motionStep(m sprites.Motion, pm *pieceMotion, speed anim.Speed) anim.Step {
	end := m.Path[len(m.Path)-1]
	for _, pc := range p.board.pieces {
		if pc.ID == m.ID {
			end = pc.At
		}
	}
	path := append(append([]sprites.Point(nil), m.Path...), end)
	legTicks, height := hopTicks, 0.035
	switch m.Kind {
	case sprites.MotionSlide:
		legTicks, height = slideTicks, 0.0
	case sprites.MotionFly:
		legTicks, height = flyTicks, 0.12
	}
	legTicks = max(1, speed.Scale(legTicks))
	legs := len(path) - 1
	total := legs * legTicks
	return anim.Step{
		Ticks: total,
		Frame: func(progress float64) {
			t := progress * float64(legs)
			i := min(int(t), legs-1)
			h := anim.Hop{From: anim.Vec(path[i]), To: anim.Vec(path[i+1]), Height: height}
			pos, lift, squash := h.At(t - float64(i))
			pm.at, pm.lift, pm.squash = sprites.Point(pos), lift, squash
			if m.Kind == sprites.MotionHop && int(progress*float64(total))%legTicks == legTicks-1 {
				p.env.Hop()
			}
		},
		Done: func() { delete(p.motion.moving, m.ID) },
	}
}

// changing reports whether the play screen changes by itself, with no one
// touching it: a piece or the lots moving, the computer's turn, the last
// step's words in view before the game goes on, a hint being sought, a
// room's steps being played or its server awaited. A screen that does not
// move is drawn only when something it shows changes (see App).
func (p *Play) Changing() bool {
	switch {
	case p.phase == PhaseAnimating || p.phase == PhaseThinking:
		return true
	case p.motion.wait > 0 || p.lots.throwing || p.advice.hint.search != nil && p.advice.hint.found == nil:
		return true
	case p.lots.tray != nil && !p.lots.tray.Settled():
		return true
	case p.buttons.inert > 0: // the inert buttons come alive
		return true
	}
	return p.server != nil && p.server.Changing()
}

// The screens over a game move as it does.
func (p *Pause) Changing() bool  { return p.play.Changing() }
func (r *Result) Changing() bool { return r.play.Changing() }
func (t *Tutorial) Changing() bool {
	return t.play != nil && t.play.Changing()
}
