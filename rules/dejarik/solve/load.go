package solve

import (
	"errors"
	"sync"
	"sync/atomic"
)

// ErrNoLoader is returned by [Default] when there is no table to load:
// under GOOS=js, until [SetLoader] is called.
var ErrNoLoader = errors.New("solve: no table loader (under js, call SetLoader)")

// lazyTable loads a table once, from a loader that may be replaced until it
// succeeds; a failed load is retried at the next call.
type lazyTable struct {
	mu     sync.Mutex // held while loading, and guards loader
	table  atomic.Pointer[Table]
	loader func() ([]byte, error)
}

func (l *lazyTable) setLoader(f func() ([]byte, error)) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.loader = f
}

func (l *lazyTable) get() (*Table, error) {
	if t := l.table.Load(); t != nil {
		return t, nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if t := l.table.Load(); t != nil {
		return t, nil
	}
	if l.loader == nil {
		return nil, ErrNoLoader
	}
	file, err := l.loader()
	if err != nil {
		return nil, err
	}
	t, err := Decode(file)
	if err != nil {
		return nil, err
	}
	l.table.Store(t)
	return t, nil
}

func (l *lazyTable) loaded() bool { return l.table.Load() != nil }

// defaultTable is the table of Default; natively its loader returns the
// embedded file, under GOOS=js it has none until SetLoader.
var defaultTable = &lazyTable{loader: embeddedLoader}

// SetLoader sets the function that [Default] calls to get the table file
// (the bytes of dejarik.tbl), replacing the embedded file natively. The
// browser front-end sets one that fetches the file, since under GOOS=js the
// table is not embedded in the program. It has no effect once Default has
// loaded a table.
func SetLoader(f func() ([]byte, error)) { defaultTable.setLoader(f) }

// Default returns the table of the game, loading it on the first call:
// from the file embedded in the program natively, or through the loader
// set by [SetLoader] under GOOS=js. A failed load is not remembered, so a
// later call tries again; once loaded, every call returns the same table.
// Calls wait for a load in progress (under js a loader that fetches blocks
// its goroutine: call Default from one that may wait, not from a screen's
// Update, which can ask [Loaded] first).
func Default() (*Table, error) { return defaultTable.get() }

// Loaded reports whether Default has loaded its table. It never waits, so
// a screen can ask it every frame while a goroutine calls Default.
func Loaded() bool { return defaultTable.loaded() }
