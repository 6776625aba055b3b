package rules

import "fmt"

// Step is one step of a game as a [History] keeps it: what was played, by
// whom, and what happened.
type Step struct {
	Action Action
	// Note is the step in the game's notation, as a record writes it
	// ("throw 3", "a:4+2", "O1-I1").
	Note string
	// ToMove is who was to move: a seat, or Chance for a throw.
	ToMove Player
	// Actor is the seat that acted: the seat that decided, or for a throw
	// the seat whose lots were thrown (Chance if the game does not say).
	Actor Player
	// Events is what happened, as [State.Apply] reported it. The caller
	// must not change them.
	Events []Event
}

// Throw reports whether the step was a throw of the lots.
func (s Step) Throw() bool { return s.ToMove == Chance }

// Choice returns the step as a choice of the player who made it: the piece
// that moved, from where to where, through which cells. A throw, a pass or
// any step that moves nothing has Moves false.
func (s Step) Choice() Choice {
	c := Choice{Action: s.Action, Note: s.Note}
	if s.Throw() {
		return c
	}
	c.From, c.To, c.Moves = movement(s.Events)
	c.Path = hops(s.Events, c.To)
	return c
}

// History is a game from its start: every step with the position after it,
// and a present, the position being played. Undo and redo move the present
// back and forth over the steps kept; playing at a present before the last
// step keeps the steps after it when the step played is the one that came
// next (the same throw, the same move), and otherwise forgets them. Jumping
// to any step costs nothing, since every position is kept.
//
// A History is the single way the project replays a game: a [Record]
// becomes one through [Record.History] or [ReadHistory], a [Match] keeps
// one, and the screens read positions from one rather than replaying
// steps. Its methods must not be called concurrently.
//
// A lean history (see [History.Lean]) keeps only the start and the present
// position, and no events: for a driver that only goes forward and whose
// games may be as long as its input, such as the referee.
type History struct {
	game   *Game
	opts   Options
	steps  []Step
	states []State // states[i] is the position after i steps; lean: the present alone
	at     int     // the number of steps of the present position
	lean   bool
	events []Event // scratch space for Apply
}

// NewHistory starts a game with the given options, as [Game.ParseOptions]
// returns them.
func NewHistory(g *Game, opts Options) (*History, error) {
	s, err := g.New(opts)
	if err != nil {
		return nil, err
	}
	return &History{game: g, opts: opts, states: []State{s}}, nil
}

// Game returns the game played.
func (h *History) Game() *Game { return h.game }

// Options returns the game's options. The caller must not change them.
func (h *History) Options() Options { return h.opts }

// Len returns the number of steps kept: those up to the present and those
// taken back after it.
func (h *History) Len() int { return len(h.steps) }

// At returns the number of steps played to reach the present position.
func (h *History) At() int { return h.at }

// Lean makes the history keep from now on only the present position, not
// the one after every step, and no events: a game of a million steps then
// holds a few bytes a step, and a game waiting for its next move (a room
// played over days) one position. Going back (StateAt, Undo, Jump) replays
// from the start, made anew with the game's options; the referee and the
// arena, which only go forward, never do.
func (h *History) Lean() {
	if h.lean {
		return
	}
	// The present is played on in place: it must be its own.
	h.states = []State{h.states[h.at].Clone()}
	for i := range h.steps {
		h.steps[i].Events = nil
	}
	h.lean = true
}

// State returns the present position. The caller must not change it; Clone
// it to explore.
func (h *History) State() State {
	if h.lean {
		return h.states[0]
	}
	return h.states[h.at]
}

// StateAt returns the position after i steps, for 0 ≤ i ≤ Len. The caller
// must not change it.
func (h *History) StateAt(i int) State {
	switch {
	case !h.lean:
		return h.states[i]
	case i == h.at:
		return h.states[0]
	}
	return h.replay(i)
}

// start returns the start position, the history's own: a lean history
// makes it anew.
func (h *History) start() State {
	if !h.lean {
		return h.states[0].Clone()
	}
	s, err := h.game.New(h.opts)
	if err != nil {
		panic("rules: a history's game no longer starts: " + err.Error()) // it started when the history was made
	}
	return s
}

// replay returns the position after the first n steps, played again from
// the start: what a lean history does to go back.
func (h *History) replay(n int) State {
	st := h.start()
	for _, step := range h.steps[:n] {
		if _, err := st.Apply(step.Action, h.events[:0]); err != nil {
			panic("rules: a history's step does not replay: " + err.Error()) // its steps were played before
		}
	}
	return st
}

// Step returns step i (counting from 0), the one that led from StateAt(i)
// to StateAt(i+1), for 0 ≤ i < Len.
func (h *History) Step(i int) Step { return h.steps[i] }

// Play plays a at the present position and makes the position after it the
// present. If a is the step that came next in the history (a step taken
// back and played again), the steps after it are kept for redo; otherwise
// they are forgotten. The returned events are the step's, kept by the
// history (a lean one keeps none: they are valid until the next call): the
// caller must not change them. An illegal action is an error and changes
// nothing.
func (h *History) Play(a Action) ([]Event, error) {
	if h.at < len(h.steps) && h.steps[h.at].Action == a && !h.lean {
		h.at++
		return h.steps[h.at-1].Events, nil
	}
	before := h.State()
	note := before.FormatAction(a)
	who := before.ToMove()
	step := Step{Action: a, Note: note, ToMove: who, Actor: who}
	if th, ok := before.(Thrower); ok && who == Chance {
		step.Actor = th.Thrower()
	}
	if h.lean {
		// The present is played on in place, as a forward-only driver
		// always did: a long game costs no copy of its position a step.
		ev, err := before.Apply(a, h.events[:0])
		if err != nil {
			return nil, err
		}
		h.events = ev
		h.steps = append(h.steps[:h.at], step)
		h.at++
		return ev, nil
	}
	st := before.Clone()
	ev, err := st.Apply(a, h.events[:0])
	if err != nil {
		return nil, err
	}
	h.events = ev
	step.Events = append([]Event(nil), ev...)
	h.steps = append(h.steps[:h.at], step)
	h.states = append(h.states[:h.at+1], st)
	h.at++
	return step.Events, nil
}

// PlayNotation reads a step in the game's notation and plays it.
func (h *History) PlayNotation(note string) ([]Event, error) {
	a, err := h.State().ParseAction(note)
	if err != nil {
		return nil, err
	}
	return h.Play(a)
}

// Undo takes back the step before the present, keeping it for redo. It
// reports whether there was one.
func (h *History) Undo() bool {
	if h.at == 0 {
		return false
	}
	h.Jump(h.at - 1)
	return true
}

// Redo plays again the step after the present, taken back before. It
// reports whether there was one.
func (h *History) Redo() bool {
	if h.at == len(h.steps) {
		return false
	}
	h.Jump(h.at + 1)
	return true
}

// Jump makes the position after i steps the present, keeping every step,
// for 0 ≤ i ≤ Len.
func (h *History) Jump(i int) error {
	if i < 0 || i > len(h.steps) {
		return fmt.Errorf("%s: no step %d in a history of %d", h.game.Name, i, len(h.steps))
	}
	if h.lean && i != h.at {
		h.states[0] = h.replay(i)
	}
	h.at = i
	return nil
}

// Forget drops the steps after the present: they can no longer be redone.
func (h *History) Forget() {
	clear(h.steps[h.at:])
	h.steps = h.steps[:h.at]
	if !h.lean {
		clear(h.states[h.at+1:])
		h.states = h.states[:h.at+1]
	}
}

// Record returns the record of the steps up to the present. It is the
// caller's own.
func (h *History) Record() *Record { return h.RecordTo(h.at) }

// RecordTo returns the record of the first n steps, for 0 ≤ n ≤ Len. It is
// the caller's own.
func (h *History) RecordTo(n int) *Record {
	r := &Record{Game: h.game, Options: h.opts, Steps: make([]string, n)}
	for i := range n {
		r.Steps[i] = h.steps[i].Note
	}
	return r
}

// Clone returns an independent copy of the history. The positions, which
// are never changed once kept, are shared.
func (h *History) Clone() *History {
	c := *h
	c.steps = append([]Step(nil), h.steps...)
	c.states = append([]State(nil), h.states...)
	if h.lean {
		c.states[0] = h.states[0].Clone() // played on in place
	}
	c.events = nil
	return &c
}

// A StepError reports a step of a record that could not be read or played.
type StepError struct {
	Step int // the step's number, from 1
	Line int // its line in the record's text, or 0 when it has none
	Note string
	Err  error
}

func (e *StepError) Error() string {
	where := fmt.Sprintf("step %d (%s)", e.Step, clip(e.Note))
	if e.Line > 0 {
		where = fmt.Sprintf("line %d: %s", e.Line, where)
	}
	return where + ": " + e.Err.Error()
}

func (e *StepError) Unwrap() error { return e.Err }
