package rules

import (
	"fmt"
	"math/rand/v2"
)

// Match drives one game: it owns the state, the record of its steps and the
// seeded random source that throws the lots and makes random choices. The
// same game, options, seed and decisions always give the same game.
type Match struct {
	state  State
	record Record
	rng    *rand.Rand

	legal    []Action
	outcomes []Outcome
	events   []Event
}

// NewMatch starts a game with the given options and random seed.
func NewMatch(g *Game, opts Options, seed uint64) (*Match, error) {
	s, err := g.New(opts)
	if err != nil {
		return nil, err
	}
	return &Match{
		state:  s,
		record: Record{Game: g, Options: opts},
		rng:    NewRand(seed),
	}, nil
}

// NewRand returns the random source that every driver of this project uses:
// a PCG generator seeded with seed, which gives the same numbers on every
// platform.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// State returns the current state. The caller must not change it; Clone it to
// explore.
func (m *Match) State() State { return m.state }

// Record returns the steps played so far. The caller must not change it.
func (m *Match) Record() *Record { return &m.record }

// Rand returns the match's random source.
func (m *Match) Rand() *rand.Rand { return m.rng }

// Play applies a and records it. The returned events are valid until the
// next call of a method of m.
func (m *Match) Play(a Action) ([]Event, error) {
	note := m.state.FormatAction(a)
	ev, err := m.state.Apply(a, m.events[:0])
	if err != nil {
		return nil, err
	}
	m.events = ev
	m.record.Steps = append(m.record.Steps, note)
	return ev, nil
}

// PlayNotation reads a move in the game's notation and plays it.
func (m *Match) PlayNotation(move string) ([]Event, error) {
	a, err := m.state.ParseAction(move)
	if err != nil {
		return nil, err
	}
	return m.Play(a)
}

// Throw draws the outcome of the chance step from the match's random source,
// with the exact weights of the rules, and plays it.
func (m *Match) Throw() (Action, []Event, error) {
	if m.state.ToMove() != Chance {
		return 0, nil, fmt.Errorf("%s: no throw now", m.record.Game.Name)
	}
	a := Throw(m.state, m.rng, &m.outcomes)
	ev, err := m.Play(a)
	return a, ev, err
}

// RandomAction returns a legal action of the current step drawn uniformly
// from the legal list, or, at a chance step, a throw drawn with the rules'
// weights. It panics if the game is over.
func (m *Match) RandomAction() Action {
	if m.state.ToMove() == Chance {
		return Throw(m.state, m.rng, &m.outcomes)
	}
	m.legal = m.state.Legal(m.legal[:0])
	return m.legal[m.rng.IntN(len(m.legal))]
}

// Throw draws the outcome of the chance step of s from rng with the exact
// weights of the rules. buf is scratch space, reused across calls.
func Throw(s State, rng *rand.Rand, buf *[]Outcome) Action {
	*buf = s.Outcomes((*buf)[:0])
	return Pick(*buf, rng.IntN(TotalWeight(*buf)))
}
