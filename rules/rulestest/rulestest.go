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
	fail := func(format string, args ...any) {
		ck.fail("step %d: "+format+"\nposition %s\n%s", append(append([]any{step}, args...), s.Key(), s)...)
	}
	who, res := s.ToMove(), s.Result()
	switch {
	case (who == rules.Over) != (res.Status != rules.Ongoing):
		fail("ToMove %v but Result %q", who, res)
	case who != rules.Over && who != rules.Chance && (who < 0 || int(who) >= s.Players()):
		fail("ToMove %v out of range for %d players", who, s.Players())
	}
	legal := s.Legal(nil)
	if !slices.IsSorted(legal) || len(slices.Compact(slices.Clone(legal))) != len(legal) {
		fail("legal actions not strictly increasing: %v", legal)
	}
	if (who == rules.Over) != (len(legal) == 0) {
		fail("ToMove %v with %d legal actions", who, len(legal))
	}
	outcomes := s.Outcomes(nil)
	if who == rules.Chance {
		var actions []rules.Action
		for _, o := range outcomes {
			actions = append(actions, o.Action)
			if o.Weight <= 0 {
				fail("outcome %v has weight %d", o.Action, o.Weight)
			}
		}
		if !slices.Equal(actions, legal) {
			fail("outcomes %v differ from legal %v", actions, legal)
		}
		if t := ck.c.ChanceTotal; t != 0 && rules.TotalWeight(outcomes) != t {
			fail("outcome weights sum to %d, want %d", rules.TotalWeight(outcomes), t)
		}
	} else {
		if len(outcomes) != 0 {
			fail("outcomes %v at a decision", outcomes)
		}
		if who != rules.Over {
			if a, err := s.ParseAction("throw 1"); err == nil {
				fail(`"throw 1" reads as action %d at a decision`, a)
			}
		}
	}

	key := s.Key()
	seen := make(map[string]rules.Action, len(legal))
	for _, a := range legal {
		note := s.FormatAction(a)
		if note == "" || strings.TrimSpace(note) != note {
			fail("action %d has notation %q", a, note)
		}
		if other, dup := seen[note]; dup {
			fail("actions %d and %d both written %q", other, a, note)
		}
		seen[note] = a
		if b, err := s.ParseAction(note); err != nil || b != a {
			fail("notation %q of action %d reads back as %d, %v", note, a, b, err)
		}
		c := s.Clone()
		if c.Key() != key {
			fail("clone has key %q", c.Key())
		}
		events, err := c.Apply(a, nil)
		if err != nil {
			fail("legal %q does not apply: %v", note, err)
		}
		if th, ok := s.(rules.Thrower); ok && who == rules.Chance {
			thrown := false
			for _, e := range events {
				if e.Kind == rules.EventThrow {
					thrown = true
					if e.Player != th.Thrower() {
						fail("%q: the throw event names seat %v, Thrower %v", note, e.Player, th.Thrower())
					}
				}
			}
			if !thrown {
				fail("%q: no throw event", note)
			}
		}
		if s.Key() != key {
			fail("playing %q on a clone changed the original", note)
		}
	}
	for _, a := range illegalCandidates(legal) {
		if _, err := s.Apply(a, nil); err == nil {
			fail("illegal action %d applied", a)
			return false
		} else if !errors.Is(err, rules.ErrIllegal) {
			fail("illegal action %d: error %v does not wrap rules.ErrIllegal", a, err)
		}
		if s.Key() != key || !slices.Equal(s.Legal(nil), legal) || s.ToMove() != who {
			fail("illegal action %d changed the state", a)
			return false
		}
	}
	return len(ck.errs) == n
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
