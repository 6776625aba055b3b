package anim

// Step is one animation: for Ticks ticks, Frame is called with the eased
// progress (from just above 0 to 1), then Done once. Either may be nil. A
// step of 0 ticks calls Frame(1) and Done at once.
type Step struct {
	Ticks int
	Ease  Ease
	Frame func(progress float64)
	Done  func()
}

// Group returns a step that plays steps at the same time: it lasts as long
// as the longest, and each one's Done is called when it ends. The step keeps
// its own count of ticks, so it plays once: build a new Group to play again.
func Group(steps ...Step) Step {
	longest := 0
	for _, s := range steps {
		longest = max(longest, s.Ticks)
	}
	done := make([]bool, len(steps))
	tick := 0
	finish := func() {
		for i, s := range steps {
			if !done[i] {
				done[i] = true
				if s.Frame != nil {
					s.Frame(1)
				}
				if s.Done != nil {
					s.Done()
				}
			}
		}
	}
	return Step{
		Ticks: longest,
		Frame: func(progress float64) {
			if progress >= 1 { // the last tick, or the queue finishing at once
				finish()
				return
			}
			tick++
			for i, s := range steps {
				if done[i] {
					continue
				}
				if s.Frame != nil {
					s.Frame(Progress(tick, s.Ticks, s.Ease))
				}
				if tick >= s.Ticks {
					done[i] = true
					if s.Done != nil {
						s.Done()
					}
				}
			}
		},
		Done: finish,
	}
}

// Queue plays steps one after another, a tick at a time. The zero Queue is
// empty and ready.
type Queue struct {
	steps []Step
	tick  int // ticks played of steps[0]
}

// Push adds steps at the end of the queue.
func (q *Queue) Push(steps ...Step) { q.steps = append(q.steps, steps...) }

// Busy reports whether steps remain to play.
func (q *Queue) Busy() bool { return len(q.steps) > 0 }

// Len returns the number of steps left, the current one included.
func (q *Queue) Len() int { return len(q.steps) }

// Update plays one tick: the current step advances, and any steps of 0 ticks
// that follow a finished step finish at once.
func (q *Queue) Update() {
	for len(q.steps) > 0 {
		s := &q.steps[0]
		if s.Ticks > 0 {
			q.tick++
			if s.Frame != nil {
				s.Frame(Progress(q.tick, s.Ticks, s.Ease))
			}
			if q.tick < s.Ticks {
				return
			}
		} else if s.Frame != nil {
			s.Frame(1)
		}
		q.pop()
		if s.Ticks > 0 {
			// A step that took this tick ends it; steps of 0 ticks
			// after it wait for the next.
			return
		}
	}
}

// pop ends the current step.
func (q *Queue) pop() {
	done := q.steps[0].Done
	q.steps = q.steps[1:]
	q.tick = 0
	if done != nil {
		done()
	}
}

// Finish plays every remaining step to its end at once, in order: each
// Frame sees progress 1 and each Done is called.
func (q *Queue) Finish() {
	for len(q.steps) > 0 {
		if f := q.steps[0].Frame; f != nil {
			f(1)
		}
		q.pop()
	}
}
