package rules

import (
	"fmt"
	"math/rand/v2"
)

// Match drives one game forward: it owns the game's [History], a lean one
// (the present position and the steps, so that a game as long as the
// referee's input costs a few bytes a step), and the seeded random source
// that throws the lots and makes random choices. The same game, options,
// seed and decisions always give the same game.
type Match struct {
	history *History
	rng     *rand.Rand

	legal    []Action
	outcomes []Outcome
}

// NewMatch starts a game with the given options and random seed.
func NewMatch(g *Game, opts Options, seed uint64) (*Match, error) {
	h, err := NewHistory(g, opts)
	if err != nil {
		return nil, err
	}
	h.Lean()
	return &Match{history: h, rng: NewRand(seed)}, nil
}

// NewRand returns the random source that every driver of this project uses:
// a PCG generator seeded with seed, which gives the same numbers on every
// platform.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// State returns the current state. The caller must not change it; Clone it to
// explore.
func (m *Match) State() State { return m.history.State() }

// History returns the game played so far. The caller must not change it.
func (m *Match) History() *History { return m.history }

// Record returns the record of the steps played so far, the caller's own.
func (m *Match) Record() *Record { return m.history.Record() }

// Rand returns the match's random source.
func (m *Match) Rand() *rand.Rand { return m.rng }

// Play applies a and records it. The returned events are valid until the
// next call of a method of m.
func (m *Match) Play(a Action) ([]Event, error) { return m.history.Play(a) }

// PlayNotation reads a move in the game's notation and plays it.
func (m *Match) PlayNotation(move string) ([]Event, error) { return m.history.PlayNotation(move) }

// Throw draws the outcome of the chance step from the match's random source,
// with the exact weights of the rules, and plays it.
func (m *Match) Throw() (Action, []Event, error) {
	st := m.State()
	if st.ToMove() != Chance {
		return 0, nil, fmt.Errorf("%s: no throw now", m.history.Game().Name)
	}
	a := Throw(st, m.rng, &m.outcomes)
	ev, err := m.Play(a)
	return a, ev, err
}

// RandomAction returns a legal action of the current step drawn uniformly
// from the legal list, or, at a chance step, a throw drawn with the rules'
// weights. It panics if the game is over.
func (m *Match) RandomAction() Action {
	st := m.State()
	if st.ToMove() == Chance {
		return Throw(st, m.rng, &m.outcomes)
	}
	m.legal = st.Legal(m.legal[:0])
	return m.legal[m.rng.IntN(len(m.legal))]
}

// Throw draws the outcome of the chance step of s from rng with the exact
// weights of the rules. buf is scratch space, reused across calls.
func Throw(s State, rng *rand.Rand, buf *[]Outcome) Action {
	*buf = s.Outcomes((*buf)[:0])
	return Pick(*buf, rng.IntN(TotalWeight(*buf)))
}
