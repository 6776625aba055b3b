package ai

import (
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"

	"tabula/rules"
)

// Search is one computer move in the making. It advances in slices, so that
// a screen can keep animating while it thinks (in the browser every
// goroutine shares one thread): call [Search.Step] once per frame until it
// reports done, then play [Search.Best]. The move depends only on the
// position, the level and the seed, never on how the work was sliced.
type Search struct {
	st     rules.State
	level  Level
	seed   uint64
	rng    *rand.Rand
	run    func(*Search)
	engine Engine
	oracle Oracle

	best  rules.Action
	err   error
	done  bool
	nodes int

	// The coroutine of a sliced search: limit is the node count at which
	// it pauses; pause is nil when the search runs straight through.
	limit int
	pause func() bool
	next  func() (struct{}, bool)
	stop  func()
}

// errStopped unwinds a search whose coroutine was stopped.
var errStopped = errors.New("ai: search stopped")

// NewSearch starts a search for the player to decide in st at level, with
// seed deciding among moves the level finds equally good (and the noise of
// the easy level). e is the game's engine, which plays the levels Easy,
// Medium and Hard (nil: a move that wins at once, or else a random one);
// o, if not nil, is the game's solution, which plays the level Perfect.
// st is cloned. It is an error when the game is over, at a chance step (the
// lots are thrown, not chosen), for an unknown level, and for the level
// Perfect without an oracle.
func NewSearch(e Engine, o Oracle, st rules.State, level Level, seed uint64) (*Search, error) {
	switch st.ToMove() {
	case rules.Over:
		return nil, errors.New("ai: the game is over")
	case rules.Chance:
		return nil, errors.New("ai: the lots are to be thrown, not chosen")
	}
	if level < Random || level > Classic {
		return nil, fmt.Errorf("ai: no level %d", int(level))
	}
	if level == Perfect && o == nil {
		return nil, errors.New("ai: the level perfect plays from a solved game's table, and there is none here")
	}
	if _, ok := e.(ClassicPlayer); level == Classic && !ok {
		level = Hard
	}
	s := &Search{st: st.Clone(), level: level, seed: seed, rng: rules.NewRand(seed), engine: e, oracle: o}
	legal := s.st.Legal(nil)
	s.best = legal[0]
	switch {
	case level == Perfect:
		s.run = runPerfect
	case level == Random:
		s.run = runRandom
	case len(legal) == 1:
		// A forced move (often pass or end) needs no thought.
		s.run = func(*Search) {}
	case e == nil:
		s.run = runGeneric
	default:
		s.run = e.Run
	}
	return s, nil
}

// Step spends at most about budget nodes (or iterations) of the search and
// reports whether it is done. Once done, further calls do nothing.
func (s *Search) Step(budget int) (done bool) {
	if s.done {
		return true
	}
	if s.next == nil {
		s.next, s.stop = iter.Pull(func(yield func(struct{}) bool) {
			defer func() {
				if r := recover(); r != nil && r != errStopped {
					panic(r)
				}
			}()
			s.pause = func() bool { return yield(struct{}{}) }
			s.run(s)
		})
	}
	s.limit = s.nodes + max(budget, 1)
	if _, ok := s.next(); !ok {
		s.finish()
	}
	return s.done
}

// finish marks the search done and releases its coroutine.
func (s *Search) finish() {
	s.done = true
	s.pause = nil
	if s.stop != nil {
		s.stop()
		s.next, s.stop = nil, nil
	}
}

// Stop abandons a search that is not done, releasing what it holds. Best
// still returns a legal move. A screen calls it when the game moves on
// without the search (an undo, a new game).
func (s *Search) Stop() {
	if !s.done && s.stop != nil {
		s.stop()
		s.next, s.stop = nil, nil
	}
}

// Done reports whether the search has finished.
func (s *Search) Done() bool { return s.done }

// Nodes returns the nodes (or iterations) spent so far.
func (s *Search) Nodes() int { return s.nodes }

// Best returns the move chosen. Once the search is done it is the level's
// move; before, it is the best legal move found so far.
func (s *Search) Best() rules.Action { return s.best }

// Err returns what went wrong in a search that could not choose by its
// own method: the solver of the level perfect not knowing the position, in
// which case Best is the hard level's move.
func (s *Search) Err() error { return s.err }

// State returns the position searched, the search's own clone: an engine
// may read it but must not change it.
func (s *Search) State() rules.State { return s.st }

// Level returns the level searched.
func (s *Search) Level() Level { return s.level }

// Rand returns the search's random source, seeded by its seed: an engine
// draws its noise from it.
func (s *Search) Rand() *rand.Rand { return s.rng }

// SetBest keeps a as the best move found so far: [Search.Best] returns it,
// and a search cut short plays it.
func (s *Search) SetBest(a rules.Action) { s.best = a }

// Shuffle puts moves in an order drawn from the search's source, so that
// equally good moves are chosen at random but reproducibly.
func (s *Search) Shuffle(moves []rules.Action) {
	for i := len(moves) - 1; i > 0; i-- {
		j := s.rng.IntN(i + 1)
		moves[i], moves[j] = moves[j], moves[i]
	}
}

// Tick counts one node of the search and, in a sliced search, pauses when
// the slice is spent. An engine calls it for every position it looks at.
func (s *Search) Tick() {
	s.nodes++
	if s.pause != nil && s.nodes >= s.limit {
		if !s.pause() {
			panic(errStopped)
		}
	}
}

// complete runs the search to its end in the calling goroutine.
func (s *Search) complete() {
	if s.done {
		return
	}
	if s.next != nil {
		for !s.Step(1 << 30) {
		}
		return
	}
	s.run(s)
	s.done = true
}

// Choose returns the move of level for the player to decide in st, running
// a whole search; see [NewSearch] for the arguments and the errors.
func Choose(e Engine, o Oracle, st rules.State, level Level, seed uint64) (rules.Action, error) {
	s, err := NewSearch(e, o, st, level, seed)
	if err != nil {
		return 0, err
	}
	s.complete()
	return s.best, nil
}

// runRandom draws a legal move uniformly.
func runRandom(s *Search) {
	legal := s.st.Legal(nil)
	s.Tick()
	s.best = legal[s.rng.IntN(len(legal))]
}

// runPerfect asks the game's oracle. A position the oracle does not know
// (a set-up position outside its table) gets the hard level's move, and Err
// says why.
func runPerfect(s *Search) {
	s.Tick()
	a, err := s.oracle.Best(s.st, s.seed)
	if err == nil {
		s.best = a
		return
	}
	s.err = err
	s.level = Hard
	if s.engine == nil || len(s.st.Legal(nil)) == 1 {
		runGeneric(s)
		return
	}
	s.engine.Run(s)
}

// runGeneric plays a game this package has no evaluation for: a move that
// wins at once if there is one, else a random one.
func runGeneric(s *Search) {
	legal := s.st.Legal(nil)
	me := s.st.ToMove()
	for _, a := range legal {
		s.Tick()
		c := s.st.Clone()
		if _, err := c.Apply(a, nil); err == nil && c.Result().Status == rules.Win && c.Result().Winners.Has(me) {
			s.best = a
			return
		}
	}
	s.best = legal[s.rng.IntN(len(legal))]
}
