// Package rulestest checks that a game keeps the contract of package rules,
// in the spirit of testing/fstest. Every game's tests call [Run].
package rulestest

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"tabula/rules"
)

// Config says which game to check and how hard.
type Config struct {
	Game *rules.Game
	// OptionSets lists the option arguments ("KEY=VALUE") of each set to
	// check. Empty means the defaults only.
	OptionSets [][]string
	// Playouts is the number of random games played per option set
	// (default 100). Every state of every playout is checked.
	Playouts int
	// MaxSteps bounds a playout; a longer one is a failure (default 10000).
	MaxSteps int
	// Seed seeds the random choices.
	Seed uint64
	// Pieces, if set, counts the pieces of a state wherever they are (on the
	// board, in reserve, at home, captured, out): it must never change.
	Pieces func(rules.State) int
	// ChanceTotal, if set, is the sum of the weights of every chance step.
	ChanceTotal int
}

// Run checks the game and reports every problem as a test error.
func Run(t *testing.T, c Config) {
	t.Helper()
	if err := Check(c); err != nil {
		t.Error(err)
	}
}

// maxErrors bounds the problems reported, to keep a broken game's report
// readable.
const maxErrors = 10

// Check plays c.Playouts random games for each option set, checks every
// state on the way, and returns the problems found, or nil.
func Check(c Config) error {
	if c.Playouts == 0 {
		c.Playouts = 100
	}
	if c.MaxSteps == 0 {
		c.MaxSteps = 10000
	}
	sets := c.OptionSets
	if len(sets) == 0 {
		sets = [][]string{nil}
	}
	ck := &checker{c: c}
	for _, args := range sets {
		opts, err := c.Game.ParseOptions(args)
		if err != nil {
			return err
		}
		for i := 0; i < c.Playouts && len(ck.errs) < maxErrors; i++ {
			ck.where = fmt.Sprintf("%s %s playout %d", c.Game.Name, c.Game.FormatOptions(opts), i)
			ck.playout(opts, c.Seed+uint64(i))
		}
	}
	return errors.Join(ck.errs...)
}

type checker struct {
	c     Config
	where string
	errs  []error
}

func (ck *checker) fail(format string, args ...any) {
	ck.errs = append(ck.errs, fmt.Errorf(ck.where+": "+format, args...))
}

// playout plays one random game and checks every state. It stops at the
// first problem of the game.
func (ck *checker) playout(opts rules.Options, seed uint64) {
	m, err := rules.NewMatch(ck.c.Game, opts, seed)
	if err != nil {
		ck.fail("new: %v", err)
		return
	}
	s := m.State()
	pieces := -1
	if ck.c.Pieces != nil {
		pieces = ck.c.Pieces(s)
	}
	var previous rules.State
	var previousKey string
	for step := 0; ; step++ {
		s = m.State()
		if previous != nil && previous.Key() != previousKey {
			ck.fail("step %d: playing on the state changed a clone taken before", step)
			return
		}
		if !ck.state(s, step) {
			return
		}
		if ck.c.Pieces != nil {
			if n := ck.c.Pieces(s); n != pieces {
				ck.fail("step %d: %d pieces, want %d\n%s", step, n, pieces, s)
				return
			}
		}
		if s.ToMove() == rules.Over {
			break
		}
		if step >= ck.c.MaxSteps {
			ck.fail("no end after %d steps", step)
			return
		}
		previous, previousKey = s.Clone(), s.Key()
		if _, err := m.Play(m.RandomAction()); err != nil {
			ck.fail("step %d: %v", step, err)
			return
		}
	}
	ck.replay(m, s)
	ck.determinism(m, opts, seed)
}

// state checks one state and reports whether it is sound.
func (ck *checker) state(s rules.State, step int) bool {
	n := len(ck.errs)
	p := &probe{ck: ck, s: s, step: step, who: s.ToMove()}
	p.turn()
	p.legal = s.Legal(nil)
	p.legalList()
	p.outcomes()
	p.key = s.Key()
	p.seen = make(map[string]rules.Action, len(p.legal))
	for _, a := range p.legal {
		p.legalAction(a)
	}
	if !p.illegalRefused() {
		return false
	}
	return len(ck.errs) == n
}

// A probe is the check of one state: the state, the step of the match it
// is at, and what it said first of itself.
type probe struct {
	ck    *checker
	s     rules.State
	step  int
	who   rules.Player            // s.ToMove()
	legal []rules.Action          // s.Legal
	key   string                  // s.Key()
	seen  map[string]rules.Action // the notations of the legal actions checked so far
}

// fail reports a fault of the state, with its step, key and text.
func (p *probe) fail(format string, args ...any) {
	p.ck.fail("step %d: "+format+"\nposition %s\n%s", append(append([]any{p.step}, args...), p.s.Key(), p.s)...)
}

// turn checks that the state is over exactly when its result says so, and
// that the seat to move is one of its players.
func (p *probe) turn() {
	who, res := p.who, p.s.Result()
	switch {
	case (who == rules.Over) != (res.Status != rules.Ongoing):
		p.fail("ToMove %v but Result %q", who, res)
	case who != rules.Over && who != rules.Chance && (who < 0 || int(who) >= p.s.Players()):
		p.fail("ToMove %v out of range for %d players", who, p.s.Players())
	}
}

// legalList checks that the legal actions are strictly increasing, and
// that there are none exactly when the game is over.
func (p *probe) legalList() {
	if !slices.IsSorted(p.legal) || len(slices.Compact(slices.Clone(p.legal))) != len(p.legal) {
		p.fail("legal actions not strictly increasing: %v", p.legal)
	}
	if (p.who == rules.Over) != (len(p.legal) == 0) {
		p.fail("ToMove %v with %d legal actions", p.who, len(p.legal))
	}
}

// outcomes checks the throws of a chance step against the legal actions,
// and that a decision has no outcomes and reads no throw.
func (p *probe) outcomes() {
	outcomes := p.s.Outcomes(nil)
	if p.who == rules.Chance {
		p.chanceOutcomes(outcomes)
		return
	}
	if len(outcomes) != 0 {
		p.fail("outcomes %v at a decision", outcomes)
	}
	if p.who != rules.Over {
		if a, err := p.s.ParseAction("throw 1"); err == nil {
			p.fail(`"throw 1" reads as action %d at a decision`, a)
		}
	}
}

// chanceOutcomes checks that the outcomes of a chance step are the legal
// actions, each with a positive weight, the weights summing to the
// configured total, if any.
func (p *probe) chanceOutcomes(outcomes []rules.Outcome) {
	var actions []rules.Action
	for _, o := range outcomes {
		actions = append(actions, o.Action)
		if o.Weight <= 0 {
			p.fail("outcome %v has weight %d", o.Action, o.Weight)
		}
	}
	if !slices.Equal(actions, p.legal) {
		p.fail("outcomes %v differ from legal %v", actions, p.legal)
	}
	if t := p.ck.c.ChanceTotal; t != 0 && rules.TotalWeight(outcomes) != t {
		p.fail("outcome weights sum to %d, want %d", rules.TotalWeight(outcomes), t)
	}
}

// legalAction checks the legal action a: its notation is written once,
// with no spaces around, and reads back as a; it applies to a clone, with
// a throw event naming the thrower at a chance step, and leaves the state
// unchanged. It keeps a's notation in p.seen.
func (p *probe) legalAction(a rules.Action) {
	note := p.s.FormatAction(a)
	if note == "" || strings.TrimSpace(note) != note {
		p.fail("action %d has notation %q", a, note)
	}
	if other, dup := p.seen[note]; dup {
		p.fail("actions %d and %d both written %q", other, a, note)
	}
	p.seen[note] = a
	if b, err := p.s.ParseAction(note); err != nil || b != a {
		p.fail("notation %q of action %d reads back as %d, %v", note, a, b, err)
	}
	c := p.s.Clone()
	if c.Key() != p.key {
		p.fail("clone has key %q", c.Key())
	}
	events, err := c.Apply(a, nil)
	if err != nil {
		p.fail("legal %q does not apply: %v", note, err)
	}
	p.throwEvent(note, events)
	if p.s.Key() != p.key {
		p.fail("playing %q on a clone changed the original", note)
	}
}

// throwEvent checks, at a chance step of a game whose states know their
// thrower, that the events of the throw note hold a throw event naming
// him.
func (p *probe) throwEvent(note string, events []rules.Event) {
	th, ok := p.s.(rules.Thrower)
	if !ok || p.who != rules.Chance {
		return
	}
	thrown := false
	for _, e := range events {
		if e.Kind == rules.EventThrow {
			thrown = true
			if e.Player != th.Thrower() {
				p.fail("%q: the throw event names seat %v, Thrower %v", note, e.Player, th.Thrower())
			}
		}
	}
	if !thrown {
		p.fail("%q: no throw event", note)
	}
}

// illegalRefused checks that actions near and far from the legal ones are
// refused with rules.ErrIllegal and leave the state unchanged. It reports
// false if one applied or changed the state, after which the state is not
// to be checked further.
func (p *probe) illegalRefused() bool {
	for _, a := range illegalCandidates(p.legal) {
		if _, err := p.s.Apply(a, nil); err == nil {
			p.fail("illegal action %d applied", a)
			return false
		} else if !errors.Is(err, rules.ErrIllegal) {
			p.fail("illegal action %d: error %v does not wrap rules.ErrIllegal", a, err)
		}
		if p.s.Key() != p.key || !slices.Equal(p.s.Legal(nil), p.legal) || p.s.ToMove() != p.who {
			p.fail("illegal action %d changed the state", a)
			return false
		}
	}
	return true
}

// illegalCandidates returns actions near and far from the legal ones that are
// not legal.
func illegalCandidates(legal []rules.Action) []rules.Action {
	var out []rules.Action
	try := func(a rules.Action) {
		if _, found := slices.BinarySearch(legal, a); !found && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	for _, a := range legal {
		try(a + 1)
		try(a - 1)
	}
	for _, a := range []rules.Action{0, 1, 2, 255, 1 << 16, 1<<31 + 7, ^rules.Action(0)} {
		try(a)
	}
	return out
}

// replay checks that the record of the match, also through its text form,
// replays to the same final state.
func (ck *checker) replay(m *rules.Match, final rules.State) {
	text := m.Record().String()
	r, err := rules.ParseRecord(strings.NewReader(text), []*rules.Game{ck.c.Game})
	if err != nil {
		ck.fail("record does not read back: %v\n%s", err, text)
		return
	}
	s, err := r.Replay()
	if err != nil {
		ck.fail("record does not replay: %v\n%s", err, text)
		return
	}
	if s.Key() != final.Key() || s.Result() != final.Result() {
		ck.fail("replay ends at %q (%v), game ended at %q (%v)", s.Key(), s.Result(), final.Key(), final.Result())
	}
}

// determinism checks that the same seed plays the same game.
func (ck *checker) determinism(m *rules.Match, opts rules.Options, seed uint64) {
	again, _ := rules.NewMatch(ck.c.Game, opts, seed)
	for again.State().ToMove() != rules.Over && len(again.Record().Steps) <= ck.c.MaxSteps {
		if _, err := again.Play(again.RandomAction()); err != nil {
			break
		}
	}
	if !slices.Equal(again.Record().Steps, m.Record().Steps) {
		ck.fail("the same seed played another game")
	}
}
