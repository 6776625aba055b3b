package ai_test

import (
	"errors"
	"sync"
	"testing"

	"tabula/rules"
	"tabula/rules/ai"
)

// fakeOracle is an oracle read from a file holding its name.
type fakeOracle string

func (fakeOracle) Best(rules.State, uint64) (rules.Action, error) { return 0, nil }

func openFake(file []byte) (ai.Oracle, error) {
	if len(file) == 0 {
		return nil, errors.New("empty table")
	}
	return fakeOracle(file), nil
}

// TestOracleLoader: the built-in table comes first; without one the file
// is fetched; a failed load is tried again; a loaded oracle stays; nothing
// to load from is ErrNoTable.
func TestOracleLoader(t *testing.T) {
	built := &ai.Solution{File: "t.tbl", Embedded: func() []byte { return []byte("built in") }, Open: openFake}
	l := ai.NewOracleLoader(built, func(string) ([]byte, error) { t.Error("fetched a built-in table"); return nil, nil })
	if o, err := l.Wait(); err != nil || o != fakeOracle("built in") {
		t.Fatalf("built in: %v, %v", o, err)
	}

	fetched := &ai.Solution{File: "t.tbl", Embedded: func() []byte { return nil }, Open: openFake}
	var mu sync.Mutex
	calls := 0
	l = ai.NewOracleLoader(fetched, func(name string) ([]byte, error) {
		mu.Lock()
		defer mu.Unlock()
		calls++
		switch {
		case name != "t.tbl":
			t.Errorf("fetched %q", name)
		case calls == 1:
			return nil, errors.New("network down")
		case calls == 2:
			return []byte{}, nil
		}
		return []byte("fetched"), nil
	})
	if l.Oracle() != nil || l.Err() != nil {
		t.Fatal("an oracle or an error before any load")
	}
	if _, err := l.Wait(); err == nil || err.Error() != "network down" || l.Oracle() != nil || l.Err() == nil {
		t.Fatalf("first load: %v", err)
	}
	if _, err := l.Wait(); err == nil || err.Error() != "empty table" {
		t.Fatalf("second load: %v", err)
	}
	l.Start()
	o, err := l.Wait() // waits for the load Start began
	if err != nil || o != fakeOracle("fetched") || l.Oracle() != o || l.Err() != nil {
		t.Fatalf("third load: %v, %v", o, err)
	}
	l.Start()
	if o2, _ := l.Wait(); o2 != o || calls != 3 {
		t.Fatalf("a loaded oracle was loaded again: %d fetches", calls)
	}

	none := ai.NewOracleLoader(fetched, nil)
	if _, err := none.Wait(); !errors.Is(err, ai.ErrNoTable) {
		t.Fatalf("nothing to load from: %v, want ErrNoTable", err)
	}
}

// fakeTable is a table that is at hand once loaded from a file that is not
// empty.
type fakeTable struct {
	mu    sync.Mutex
	built []byte
	read  []byte
}

func (f *fakeTable) File() string    { return "f.nn" }
func (f *fakeTable) BuiltIn() []byte { return f.built }
func (f *fakeTable) Ready() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.built != nil || f.read != nil
}
func (f *fakeTable) Load(file []byte) error {
	if len(file) == 0 {
		return errors.New("empty file")
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.read = file
	return nil
}

// TestTableLoader: a built-in table is never fetched; without one the file
// is fetched by its name and loaded; a failed load is an error that stops
// the wait (Waits false) and is tried again at the next Start; nothing to
// load from is ErrNoTable.
func TestTableLoader(t *testing.T) {
	built := &fakeTable{built: []byte("built in")}
	l := ai.NewTableLoader(built, func(string) ([]byte, error) { t.Error("fetched a built-in table"); return nil, nil })
	if err := l.Wait(); err != nil || !l.Ready() || l.Waits() {
		t.Fatalf("built in: %v, ready %v, waits %v", err, l.Ready(), l.Waits())
	}

	fetched := &fakeTable{}
	answers := [][]byte{nil, []byte("learned")}
	var names []string
	l = ai.NewTableLoader(fetched, func(name string) ([]byte, error) {
		names = append(names, name)
		a := answers[0]
		answers = answers[1:]
		return a, nil
	})
	if !l.Waits() || l.Ready() {
		t.Fatal("a table not asked for yet: want Waits and not Ready")
	}
	if err := l.Wait(); err == nil || l.Ready() || l.Waits() || l.Err() == nil {
		t.Fatalf("an empty file: %v, ready %v, waits %v", err, l.Ready(), l.Waits())
	}
	l.Start()
	if err := l.Wait(); err != nil || !l.Ready() || l.Waits() || l.Err() != nil {
		t.Fatalf("tried again: %v, ready %v, waits %v", err, l.Ready(), l.Waits())
	}
	if string(fetched.read) != "learned" || len(names) != 2 || names[0] != "f.nn" {
		t.Errorf("fetched %q as %q", fetched.read, names)
	}
	if err := l.Wait(); err != nil || len(names) != 2 {
		t.Errorf("a loaded table was fetched again (%v, %d fetches)", err, len(names))
	}

	if err := ai.NewTableLoader(&fakeTable{}, nil).Wait(); !errors.Is(err, ai.ErrNoTable) {
		t.Errorf("nothing to load from: %v, want ErrNoTable", err)
	}
}
