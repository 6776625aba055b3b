package ai

import (
	"errors"
	"sync"

	"tabula/rules"
)

// Engine is the computer's play of one game at the levels [Easy], [Medium]
// and [Hard]: each game's package under rules/ai provides one. The levels
// [Random] and [Perfect] are played by this package for every game.
type Engine interface {
	// Run searches the move of s's level for the player to decide in s's
	// position, counting its nodes with [Search.Tick] and keeping the best
	// move found so far with [Search.SetBest]. It is called at most once
	// per search, never at a position with a single legal move.
	Run(s *Search)
}

// ClassicPlayer is implemented by the engines whose level [Classic]
// differs from [Hard]: those of the race games, whose hard level plays
// with a learned value and whose classic level with the hand-made
// evaluation. Another engine's classic level is its hard level.
type ClassicPlayer interface {
	Engine
	PlaysClassic()
}

// Oracle plays a solved game perfectly: it knows the value of every
// position it was solved for.
type Oracle interface {
	// Best returns a move of the best value in st, seed choosing among
	// equally good ones. It is an error when st is not a position the
	// oracle knows; the level Perfect then plays the level Hard's move.
	Best(st rules.State, seed uint64) (rules.Action, error)
}

// Solution describes a game's solved table, the oracle of its level
// Perfect. A driver is given the table's bytes in its own way — a native
// program has it built in, a browser fetches File beside its module — and
// turns them into an [Oracle] with Open.
type Solution struct {
	// File is the table's file name, served beside the browser's module.
	File string
	// Embedded returns the table built into the program, or nil where it
	// is not (in the browser, which fetches File).
	Embedded func() []byte
	// Open reads a table file.
	Open func(file []byte) (Oracle, error)
}

// Solved is implemented by the engines of the games that have a solution.
type Solved interface {
	Solution() *Solution
}

// SolutionOf returns the solution of the game e plays, or nil.
func SolutionOf(e Engine) *Solution {
	if s, ok := e.(Solved); ok {
		return s.Solution()
	}
	return nil
}

// OracleLoader loads a solution's oracle once, in the background, for a
// screen that must never wait for it, or at once for a tool that may: in
// the browser, getting the table means a download. A failed load is tried
// again at the next Start or Wait. Its methods may be called from any
// goroutine.
type OracleLoader struct {
	sol   *Solution
	fetch func(file string) ([]byte, error)

	mu      sync.Mutex
	oracle  Oracle
	loading bool
	err     error
	done    chan struct{} // closed when the load under way ends
}

// ErrNoTable is the error of an OracleLoader that has no way to get its
// table: none is built in and no fetch was given.
var ErrNoTable = errors.New("ai: the solution's table is not available here")

// NewOracleLoader returns a loader of sol's oracle. The table comes from
// sol.Embedded when the program has it, otherwise from fetch (nil: none),
// given sol.File.
func NewOracleLoader(sol *Solution, fetch func(file string) ([]byte, error)) *OracleLoader {
	return &OracleLoader{sol: sol, fetch: fetch}
}

// Start begins loading the oracle in a goroutine, unless it is loaded or
// being loaded.
func (l *OracleLoader) Start() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.oracle != nil || l.loading {
		return
	}
	l.loading, l.err, l.done = true, nil, make(chan struct{})
	go l.load(l.done)
}

func (l *OracleLoader) load(done chan struct{}) {
	o, err := l.open()
	l.mu.Lock()
	l.oracle, l.err, l.loading = o, err, false
	l.mu.Unlock()
	close(done)
}

func (l *OracleLoader) open() (Oracle, error) {
	var file []byte
	if l.sol.Embedded != nil {
		file = l.sol.Embedded()
	}
	if file == nil {
		if l.fetch == nil {
			return nil, ErrNoTable
		}
		var err error
		if file, err = l.fetch(l.sol.File); err != nil {
			return nil, err
		}
	}
	return l.sol.Open(file)
}

// Oracle returns the oracle once it is loaded, or nil. It never waits.
func (l *OracleLoader) Oracle() Oracle {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.oracle
}

// Err returns why the last load failed, or nil while loading or once
// loaded.
func (l *OracleLoader) Err() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.err
}

// Wait loads the oracle if it is not loaded and returns it, waiting for a
// load under way. A screen's Update must not call it.
func (l *OracleLoader) Wait() (Oracle, error) {
	l.Start()
	l.mu.Lock()
	done := l.done
	l.mu.Unlock()
	<-done
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.oracle, l.err
}
