package jetstream

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"tabula/online/rooms"
)

// TestMain runs the test binary as the kill -9 test's child when
// TABULA_JETSTREAM_CHILD names a folder (see TestKill9).
func TestMain(m *testing.M) {
	if dir := os.Getenv("TABULA_JETSTREAM_CHILD"); dir != "" {
		child(dir)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// embedded starts an embedded server in a temporary folder, stopped at
// the test's end.
func embedded(t testing.TB, opts ...Option) *Server {
	t.Helper()
	srv, err := Embedded(t.TempDir(), opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Shutdown)
	return srv
}

// newJetStreamLog returns a Log on a new embedded server.
func newJetStreamLog(t testing.TB, opts ...Option) *Log {
	t.Helper()
	return openLog(t, embedded(t, opts...))
}

// openLog returns a Log on srv.
func openLog(t testing.TB, srv *Server) *Log {
	t.Helper()
	js, err := jetstream.New(srv.Conn())
	if err != nil {
		t.Fatal(err)
	}
	l, err := New(context.Background(), js, 1)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestLogContract runs the contract of an rooms.Log on MemoryLog, the
// reference, and on the JetStream Log.
func TestLogContract(t *testing.T) {
	t.Run("memory", func(t *testing.T) {
		logContract(t, func(t *testing.T) rooms.Log { return rooms.NewMemoryLog() })
	})
	t.Run("jetstream", func(t *testing.T) {
		logContract(t, func(t *testing.T) rooms.Log { return newJetStreamLog(t) })
	})
}

// entry is the data of a test's entry n.
func entry(n int) []byte { return fmt.Appendf(nil, "entry %d", n) }

// fill appends the entries 1 to n to room.
func fill(t *testing.T, l rooms.Log, room string, n int) {
	t.Helper()
	for i := 1; i <= n; i++ {
		if err := l.Append(context.Background(), room, i-1, entry(i)); err != nil {
			t.Fatalf("appending entry %d to %s: %v", i, room, err)
		}
	}
}

// wantEntries checks that got are the entries from..to.
func wantEntries(t *testing.T, got [][]byte, from, to int) {
	t.Helper()
	if len(got) != max(to-from+1, 0) {
		t.Fatalf("%d entries, want the %d from %d to %d: %q", len(got), max(to-from+1, 0), from, to, got)
	}
	for i, data := range got {
		if !bytes.Equal(data, entry(from+i)) {
			t.Fatalf("entry %d is %q, want %q", from+i, data, entry(from+i))
		}
	}
}

// logContract checks that the Logs newLog returns behave as rooms.Log
// says: each case gets a new, empty Log.
func logContract(t *testing.T, newLog func(t *testing.T) rooms.Log) {
	ctx := context.Background()
	for _, c := range []struct {
		name string
		test func(t *testing.T, l rooms.Log)
	}{
		{"append and read in order", func(t *testing.T, l rooms.Log) {
			fill(t, l, "K3QX-9TZD", 5)
			fill(t, l, "OTHER", 2)
			for after := range 8 {
				got, err := l.Read(ctx, "K3QX-9TZD", after)
				if err != nil {
					t.Fatal(err)
				}
				wantEntries(t, got, after+1, 5)
			}
			got, err := l.Read(ctx, "OTHER", 0)
			if err != nil {
				t.Fatal(err)
			}
			wantEntries(t, got, 1, 2)
		}},
		{"idle rooms expire, and only they", func(t *testing.T, l rooms.Log) {
			fill(t, l, "OLD", 3)
			fill(t, l, "OLDER", 1)
			time.Sleep(20 * time.Millisecond) // the stores' clocks count milliseconds
			cut := time.Now()
			time.Sleep(20 * time.Millisecond)
			fill(t, l, "NEW", 2)
			gone, err := l.(rooms.Expirer).Expire(ctx, cut)
			if err != nil {
				t.Fatal(err)
			}
			slices.Sort(gone)
			if !slices.Equal(gone, []string{"OLD", "OLDER"}) {
				t.Errorf("expired %q, want OLD and OLDER", gone)
			}
			for _, room := range []string{"OLD", "OLDER"} {
				if _, err := l.Read(ctx, room, 0); !errors.Is(err, rooms.ErrNoRoom) {
					t.Errorf("Read of expired %s: %v, want ErrNoRoom", room, err)
				}
			}
			got, err := l.Read(ctx, "NEW", 0)
			if err != nil {
				t.Fatal(err)
			}
			wantEntries(t, got, 1, 2)
			// The code is free again.
			fill(t, l, "OLD", 1)
		}},
		{"a stale after is a conflict and appends nothing", func(t *testing.T, l rooms.Log) {
			fill(t, l, "ROOM", 3)
			for _, after := range []int{1, 2, 4, 9} {
				if err := l.Append(ctx, "ROOM", after, []byte("stale")); !errors.Is(err, rooms.ErrConflict) {
					t.Errorf("Append after %d of 3: %v, want ErrConflict", after, err)
				}
			}
			got, err := l.Read(ctx, "ROOM", 0)
			if err != nil {
				t.Fatal(err)
			}
			wantEntries(t, got, 1, 3)
		}},
		{"creating an existing room is a conflict", func(t *testing.T, l rooms.Log) {
			fill(t, l, "ROOM", 1)
			if err := l.Append(ctx, "ROOM", 0, []byte("again")); !errors.Is(err, rooms.ErrConflict) {
				t.Errorf("Append after 0 to an existing room: %v, want ErrConflict", err)
			}
			got, err := l.Read(ctx, "ROOM", 0)
			if err != nil {
				t.Fatal(err)
			}
			wantEntries(t, got, 1, 1)
		}},
		{"no room", func(t *testing.T, l rooms.Log) {
			fill(t, l, "ROOM", 1)
			for _, after := range []int{0, 1} {
				if got, err := l.Read(ctx, "NONE", after); !errors.Is(err, rooms.ErrNoRoom) {
					t.Errorf("Read of no room after %d: %q, %v, want ErrNoRoom", after, got, err)
				}
			}
		}},
		{"watch sees another goroutine's appends in order, stops when f says", func(t *testing.T, l rooms.Log) {
			fill(t, l, "ROOM", 3)
			done := make(chan struct{})
			defer func() { <-done }()
			go func() {
				defer close(done)
				for i := 4; i <= 12; i++ {
					time.Sleep(time.Millisecond)
					if err := l.Append(ctx, "ROOM", i-1, entry(i)); err != nil {
						t.Errorf("appending entry %d: %v", i, err)
						return
					}
				}
			}()
			ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			defer cancel()
			var got [][]byte
			next := 2
			err := rooms.WatchUntil(ctx, l, "ROOM", 1, func(n int, data []byte) bool {
				if n != next {
					t.Errorf("Watch gave entry %d where %d was due", n, next)
				}
				next++
				got = append(got, data)
				return n < 10
			})
			if err != nil {
				t.Errorf("Watch stopped by f: %v, want nil", err)
			}
			wantEntries(t, got, 2, 10)
		}},
		{"watch waits for a room to be created, stops with its context", func(t *testing.T, l rooms.Log) {
			ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			defer cancel()
			done := make(chan struct{})
			defer func() { <-done }()
			go func() {
				defer close(done)
				time.Sleep(10 * time.Millisecond)
				for i := 1; i <= 4; i++ {
					if err := l.Append(context.Background(), "LATE", i-1, entry(i)); err != nil {
						t.Errorf("appending entry %d: %v", i, err)
						return
					}
				}
			}()
			var got [][]byte
			err := rooms.WatchUntil(ctx, l, "LATE", 0, func(n int, data []byte) bool {
				got = append(got, data)
				if n == 4 {
					cancel()
				}
				return true
			})
			if !errors.Is(err, context.Canceled) {
				t.Errorf("Watch stopped by its context: %v, want context.Canceled", err)
			}
			wantEntries(t, got, 1, 4)
			// A context already ended stops Watch at once.
			if err := rooms.WatchUntil(ctx, l, "LATE", 4, func(int, []byte) bool { return true }); !errors.Is(err, context.Canceled) {
				t.Errorf("Watch with an ended context: %v, want context.Canceled", err)
			}
			tctx, tcancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
			defer tcancel()
			if err := rooms.WatchUntil(tctx, l, "LATE", 4, func(int, []byte) bool { return true }); !errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("Watch past its deadline: %v, want context.DeadlineExceeded", err)
			}
		}},
		{"watches waiting for news cost no goroutine; each gets its room's", func(t *testing.T, l rooms.Log) {
			const n = 200
			var mu sync.Mutex
			got := map[string][]int{}
			before := runtime.NumGoroutine()
			var stops []func()
			for i := range n {
				room := fmt.Sprintf("W%d", i)
				fill(t, l, room, 1)
				stop, err := l.Watch(room, 0, func(e int, _ []byte) bool {
					mu.Lock()
					got[room] = append(got[room], e)
					mu.Unlock()
					return true
				})
				if err != nil {
					t.Fatal(err)
				}
				stops = append(stops, stop)
			}
			// Each watch reads its room's first entry, then waits.
			waitUntil(t, "every watch's first entry", func() bool {
				mu.Lock()
				defer mu.Unlock()
				return len(got) == n && runtime.NumGoroutine() < before+n/10
			})
			if err := l.Append(ctx, "W7", 1, entry(2)); err != nil {
				t.Fatal(err)
			}
			waitUntil(t, "the news of W7", func() bool {
				mu.Lock()
				defer mu.Unlock()
				return slices.Equal(got["W7"], []int{1, 2})
			})
			for _, stop := range stops {
				stop()
			}
			mu.Lock()
			defer mu.Unlock()
			for room, es := range got {
				if room != "W7" && !slices.Equal(es, []int{1}) {
					t.Errorf("room %s watched entries %v, want [1]", room, es)
				}
			}
		}},
		{"two appenders racing re-read and lose nothing", func(t *testing.T, l rooms.Log) {
			const each = 200
			var wg sync.WaitGroup
			for w := range 2 {
				wg.Go(func() {
					n := 0
					for i := 0; i < each; {
						err := l.Append(ctx, "RACE", n, fmt.Appendf(nil, "%d %d", w, i))
						switch {
						case err == nil:
							n++
							i++
							continue
						case !errors.Is(err, rooms.ErrConflict):
							t.Errorf("appender %d: %v", w, err)
							return
						}
						got, err := l.Read(ctx, "RACE", n)
						if err != nil {
							t.Errorf("appender %d reading after %d: %v", w, n, err)
							return
						}
						n += len(got)
					}
				})
			}
			wg.Wait()
			got, err := l.Read(ctx, "RACE", 0)
			if err != nil {
				t.Fatal(err)
			}
			checkRacing(t, got, 2, each)
		}},
	} {
		t.Run(c.name, func(t *testing.T) { c.test(t, newLog(t)) })
	}
}

// TestTwoNodes: two Logs on one stream are two nodes; each one's cache
// goes stale when the other appends, and they still agree.
func TestTwoNodes(t *testing.T) {
	ctx := context.Background()
	srv := embedded(t)
	a, b := openLog(t, srv), openLog(t, srv)
	fill(t, a, "ROOM", 3)
	if err := b.Append(ctx, "ROOM", 0, []byte("x")); !errors.Is(err, rooms.ErrConflict) {
		t.Fatalf("b creating a's room: %v, want ErrConflict", err)
	}
	if err := b.Append(ctx, "ROOM", 3, entry(4)); err != nil { // b asks for the last entry
		t.Fatal(err)
	}
	if err := a.Append(ctx, "ROOM", 3, []byte("x")); !errors.Is(err, rooms.ErrConflict) { // a's cache is stale
		t.Fatalf("a appending after 3 of 4: %v, want ErrConflict", err)
	}
	if err := a.Append(ctx, "ROOM", 4, entry(5)); err != nil {
		t.Fatal(err)
	}
	if err := b.Append(ctx, "ROOM", 4, []byte("x")); !errors.Is(err, rooms.ErrConflict) {
		t.Fatalf("b appending after 4 of 5: %v, want ErrConflict", err)
	}
	for _, l := range []*Log{a, b} {
		got, err := l.Read(ctx, "ROOM", 2)
		if err != nil {
			t.Fatal(err)
		}
		wantEntries(t, got, 3, 5)
	}
	// b watches from where its cache is not.
	var got [][]byte
	if err := rooms.WatchUntil(ctx, b, "ROOM", 1, func(n int, data []byte) bool { got = append(got, data); return n < 5 }); err != nil {
		t.Fatal(err)
	}
	wantEntries(t, got, 2, 5)
}

// TestLimits: a room's name must be one token of a subject, and an entry
// at most MaxEntry bytes.
func TestLimits(t *testing.T) {
	ctx := context.Background()
	l := newJetStreamLog(t)
	for _, room := range []string{"", "a.b", "*", ">", "a b", strings.Repeat("A", 65)} {
		if err := l.Append(ctx, room, 0, []byte("x")); err == nil || errors.Is(err, rooms.ErrConflict) {
			t.Errorf("Append to the room %q: %v, want an error", room, err)
		}
		if _, err := l.Read(ctx, room, 0); err == nil || errors.Is(err, rooms.ErrNoRoom) {
			t.Errorf("Read of the room %q: %v, want an error", room, err)
		}
	}
	if err := l.Append(ctx, "BIG", 0, make([]byte, MaxEntry+1)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Append of %d bytes: %v, want ErrTooLarge", MaxEntry+1, err)
	}
	big := bytes.Repeat([]byte("b"), MaxEntry)
	if err := l.Append(ctx, "BIG", 0, big); err != nil {
		t.Fatalf("Append of %d bytes: %v", MaxEntry, err)
	}
	got, err := l.Read(ctx, "BIG", 0)
	if err != nil || len(got) != 1 || !bytes.Equal(got[0], big) {
		t.Fatalf("Read of the big entry: %d entries, %v", len(got), err)
	}
}

// TestNotInGame: the game, native or WebAssembly, does not link NATS:
// only the server command imports this package.
func TestNotInGame(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	for _, goos := range []string{"", "js"} {
		cmd := exec.Command("go", "list", "-deps", "tabula")
		cmd.Env = os.Environ()
		if goos == "js" {
			cmd.Env = append(cmd.Env, "GOOS=js", "GOARCH=wasm")
		}
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -deps tabula (GOOS=%s): %v", goos, err)
		}
		for _, pkg := range strings.Fields(string(out)) {
			if strings.Contains(pkg, "nats-io") || pkg == "tabula/online/jetstream" {
				t.Errorf("the game (GOOS=%s) is built with %s", goos, pkg)
			}
		}
	}
}

// TestEarlierStream: a stream made before the stream republished what it
// stores (the data of an earlier version) is updated, and a watcher sees
// another node's entries as they are stored (not a minute later, when it
// would read the log again).
func TestEarlierStream(t *testing.T) {
	ctx := context.Background()
	srv := embedded(t)
	js, err := jetstream.New(srv.Conn())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: Stream, Subjects: []string{Subjects}, Storage: jetstream.FileStorage}); err != nil {
		t.Fatal(err)
	}
	l := openLog(t, srv)
	fill(t, l, "ROOM", 2)
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second) // a bound on a failure
	defer cancel()
	other := openLog(t, srv)
	var wg sync.WaitGroup
	defer wg.Wait()
	wg.Go(func() { // another node appends while l watches
		for i := 1; i <= 3; i++ {
			if err := other.Append(ctx, "ROOM2", i-1, entry(i)); err != nil {
				t.Errorf("appending entry %d: %v", i, err)
				return
			}
		}
	})
	var got [][]byte
	if err := rooms.WatchUntil(wctx, l, "ROOM2", 0, func(n int, data []byte) bool {
		got = append(got, data)
		return n < 3
	}); err != nil {
		t.Fatal(err)
	}
	wantEntries(t, got, 1, 3)
}

// waitUntil waits up to 10 s for ok, polling, and fails the test with what
// if it does not come.
func waitUntil(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !ok(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s: not after 10 s", what)
		}
	}
}
