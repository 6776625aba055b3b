package board

import (
	"tabula/anim"
	"tabula/rules"
	"tabula/sprites"
)

// The ticks a piece takes from cell to cell at normal speed: a hop, a
// slide (Dejarik's pawns along a ring) and a flight (home, or to a cell
// far away).
const (
	HopTicks   = 10
	slideTicks = 16
	flyTicks   = 26
)

// Motion is the animation of a step: the queue of the pieces' moves, the
// pieces an animation is placing, and the pause before a step that plays
// itself (a computer's, a forced move).
type Motion struct {
	queue  anim.Queue
	Moving map[int]*PieceMotion // pieces whose place an animation decides
	// Wait counts down the ticks the last step's words stay in view
	// before the screen plays on by itself: a computer's step, or a
	// person's forced move (a tap skips it).
	Wait int
}

// PieceMotion is where an animation puts a piece now.
type PieceMotion struct {
	at     sprites.Point // board units
	lift   float64       // board units above the ground
	squash float64
}

// Animate puts on the queue the motions of a step from before to after,
// its events drawn by view, at speed: each piece hops, slides or flies
// along its path to its place among pieces, those of after; hop is called
// as a hopping piece lands on each cell.
func (m *Motion) Animate(view sprites.GameView, before, after rules.State, events []rules.Event, pieces []sprites.Piece, speed anim.Speed, hop func()) {
	for _, phase := range view.Motions(before, after, events) {
		var group []anim.Step
		for _, mv := range phase {
			if len(mv.Path) == 0 {
				continue
			}
			pm := &PieceMotion{at: mv.Path[0], squash: 1}
			m.Moving[mv.ID] = pm
			group = append(group, m.step(mv, pm, pieces, speed, hop))
		}
		if len(group) > 0 {
			m.queue.Push(anim.Group(group...))
		}
	}
	if speed == anim.Instant {
		m.queue.Finish()
	}
}

// step returns the step that moves one piece along its path to its place
// among pieces; its legs play one after another inside it.
func (m *Motion) step(mv sprites.Motion, pm *PieceMotion, pieces []sprites.Piece, speed anim.Speed, hop func()) anim.Step {
	end := mv.Path[len(mv.Path)-1]
	for _, pc := range pieces {
		if pc.ID == mv.ID {
			end = pc.At
		}
	}
	path := append(append([]sprites.Point(nil), mv.Path...), end)
	legTicks, height := HopTicks, 0.035
	switch mv.Kind {
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
			if mv.Kind == sprites.MotionHop && int(progress*float64(total))%legTicks == legTicks-1 {
				hop()
			}
		},
		Done: func() { delete(m.Moving, mv.ID) },
	}
}

// Update moves the pieces one tick on, or to their places when skip is
// set, and reports whether they all rest.
func (m *Motion) Update(skip bool) (done bool) {
	if skip {
		m.queue.Finish()
	} else {
		m.queue.Update()
	}
	if m.queue.Busy() {
		return false
	}
	clear(m.Moving)
	return true
}

// Stop puts every piece in its place at once.
func (m *Motion) Stop() {
	m.queue.Finish()
	clear(m.Moving)
}
