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

// loader loads a value once, in the background, for a screen that must
// never wait for it, or at once for a tool that may: in the browser,
// getting a file means a download. A failed load is tried again at the
// next start or wait. Its methods may be called from any goroutine.
type loader[T any] struct {
	open func() (T, error)

	mu      sync.Mutex
	value   T
	loaded  bool
	loading bool
	err     error
	done    chan struct{} // closed when the load under way ends
}

// Start begins loading the value in a goroutine, unless it is loaded or
// being loaded.
func (l *loader[T]) Start() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.startLocked()
}

func (l *loader[T]) startLocked() {
	if l.loaded || l.loading {
		return
	}
	l.loading, l.err, l.done = true, nil, make(chan struct{})
	go l.load(l.done)
}

func (l *loader[T]) load(done chan struct{}) {
	v, err := l.open()
	l.mu.Lock()
	l.value, l.err, l.loaded, l.loading = v, err, err == nil, false
	l.mu.Unlock()
	close(done)
}

// get returns the value and whether it is loaded. It never waits.
func (l *loader[T]) get() (T, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.value, l.loaded
}

// Err returns why the last load failed, or nil while loading or once
// loaded.
func (l *loader[T]) Err() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.err
}

// wait loads the value if it is not loaded and returns it, waiting for a
// load under way.
func (l *loader[T]) wait() (T, error) {
	l.mu.Lock()
	l.startLocked()
	done := l.done
	l.mu.Unlock()
	<-done
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.value, l.err
}

// OracleLoader loads a solution's oracle once, in the background, for a
// screen that must never wait for it, or at once for a tool that may: in
// the browser, getting the table means a download. A failed load is tried
// again at the next Start or Wait. Its methods may be called from any
// goroutine.
type OracleLoader struct {
	loader[Oracle]
}

// ErrNoTable is the error of a loader that has no way to get its table:
// none is built in and no fetch was given.
var ErrNoTable = errors.New("ai: the table is not available here")

// NewOracleLoader returns a loader of sol's oracle. The table comes from
// sol.Embedded when the program has it, otherwise from fetch (nil: none),
// given sol.File.
func NewOracleLoader(sol *Solution, fetch func(file string) ([]byte, error)) *OracleLoader {
	l := &OracleLoader{}
	l.open = func() (Oracle, error) {
		var file []byte
		if sol.Embedded != nil {
			file = sol.Embedded()
		}
		if file == nil {
			if fetch == nil {
				return nil, ErrNoTable
			}
			var err error
			if file, err = fetch(sol.File); err != nil {
				return nil, err
			}
		}
		return sol.Open(file)
	}
	return l
}

// Oracle returns the oracle once it is loaded, or nil. It never waits.
func (l *OracleLoader) Oracle() Oracle {
	o, _ := l.get()
	return o
}

// Wait loads the oracle if it is not loaded and returns it, waiting for a
// load under way. A screen's Update must not call it.
func (l *OracleLoader) Wait() (Oracle, error) { return l.wait() }

// Table is a file that a game's computer player reads beside its code: a
// race game's learned value, which its level [Hard], its hints and the
// analysis of its games read. A native program has it built in; the
// browser fetches File beside its module when a game first needs it (see
// [TableLoader]). While a table is not at hand, the level Hard plays as
// [Classic] and the game cannot be judged.
type Table interface {
	// File is the table's file name, served beside the browser's module.
	File() string
	// BuiltIn returns the file built into the program, or nil where it is
	// not (in the browser).
	BuiltIn() []byte
	// Ready reports whether the table is at hand: built in, or loaded.
	Ready() bool
	// Load reads the table from its file, fetched. It may be called from
	// any goroutine.
	Load(file []byte) error
}

// Tabled is implemented by the engines that read a [Table].
type Tabled interface {
	Table() Table
}

// TableOf returns the table that e reads, or nil.
func TableOf(e Engine) Table {
	if t, ok := e.(Tabled); ok {
		return t.Table()
	}
	return nil
}

// TableLoader loads a table that the program does not have built in, once,
// in the background (see [OracleLoader]).
type TableLoader struct {
	loader[struct{}]
	table Table
}

// NewTableLoader returns a loader of t, fetched with fetch (nil: none)
// when it is not built in.
func NewTableLoader(t Table, fetch func(file string) ([]byte, error)) *TableLoader {
	l := &TableLoader{table: t}
	l.open = func() (struct{}, error) {
		if t.Ready() {
			return struct{}{}, nil
		}
		if fetch == nil {
			return struct{}{}, ErrNoTable
		}
		file, err := fetch(t.File())
		if err != nil {
			return struct{}{}, err
		}
		return struct{}{}, t.Load(file)
	}
	return l
}

// Ready reports whether the table is at hand. It never waits.
func (l *TableLoader) Ready() bool { return l.table.Ready() }

// Waits reports whether a screen should wait for the table: it is not at
// hand, and it is being loaded or has not been asked for. After a failed
// load it does not (the level Hard plays as Classic).
func (l *TableLoader) Waits() bool { return !l.table.Ready() && l.Err() == nil }

// Wait loads the table if it is not at hand, waiting for a load under
// way. A screen's Update must not call it.
func (l *TableLoader) Wait() error {
	if l.table.Ready() {
		return nil
	}
	_, err := l.wait()
	return err
}
