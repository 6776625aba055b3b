package scenes

import (
	"sync"

	"tabula/rules/dejarik/solve"
)

// solutionLoader loads Dejarik's solution (package solve) in the
// background. In the browser the table is fetched, and solve.Default blocks
// its goroutine until the file arrives, so no screen calls it from Update:
// a Dejarik screen calls start when it opens and asks table every frame,
// which never waits.
type solutionLoader struct {
	mu      sync.Mutex
	loading bool  // a goroutine is loading the table
	err     error // the last load's failure, until the next attempt
}

// solution is the program's one loader of Dejarik's solution.
var solution = &solutionLoader{}

// start begins loading the table in a goroutine, unless it is loaded or
// being loaded. A load that failed is tried again.
func (l *solutionLoader) start() {
	if solve.Loaded() {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.loading {
		return
	}
	l.loading, l.err = true, nil
	go func() {
		_, err := solve.Default()
		l.mu.Lock()
		l.loading, l.err = false, err
		l.mu.Unlock()
	}()
}

// table returns the solution once it is loaded, or nil. It never waits.
func (l *solutionLoader) table() *solve.Table {
	if !solve.Loaded() {
		return nil
	}
	t, _ := solve.Default() // loaded: returns at once
	return t
}

// failed returns why the last load failed, or nil while it is loading or
// once it succeeded.
func (l *solutionLoader) failed() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.err
}
