package rooms

import (
	"context"
	"errors"
	"sync"
	"time"
)

// Log keeps the rooms' logs: for each room, its entries in order, durable
// and shared by every node that serves rooms. An entry is appended only if
// the room's log has the length the appender read, so that of two nodes
// racing on one room one wins and the other reads again (optimistic
// concurrency): no lock, and no entry ever lost or doubled.
type Log interface {
	// Append adds data as entry number after+1 of room's log, if the log
	// has after entries; otherwise it returns ErrConflict and adds
	// nothing. A room's first entry is appended with after 0, and fails
	// with ErrConflict if the room exists.
	Append(ctx context.Context, room string, after int, data []byte) error
	// Read returns room's entries after the first after ones, and
	// ErrNoRoom if there is no such room.
	Read(ctx context.Context, room string, after int) ([][]byte, error)
	// Watch calls f with each entry of room's log after the first after
	// ones, in order and one at a time, as they are appended by any node,
	// from its return until f returns false or stop is called (not from
	// f): once stop returns, f is not running and is not called again. A
	// watch waits for a room not created yet. It costs no goroutine while
	// nothing comes, so that a node may watch many rooms played over days.
	Watch(room string, after int, f func(n int, data []byte) bool) (stop func(), err error)
}

// WatchUntil watches room's log with f (see Log.Watch) until f returns
// false (it returns nil) or ctx ends (it returns ctx's error).
func WatchUntil(ctx context.Context, log Log, room string, after int, f func(n int, data []byte) bool) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	done := make(chan struct{})
	stop, err := log.Watch(room, after, func(n int, data []byte) bool {
		if f(n, data) {
			return true
		}
		close(done)
		return false
	})
	if err != nil {
		return err
	}
	defer stop()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// An Expirer is a Log that can remove the rooms nothing was appended to
// for a time.
type Expirer interface {
	// Expire removes every room whose last entry was appended before
	// before, and returns their codes.
	Expire(ctx context.Context, before time.Time) ([]string, error)
}

// Errors of a Log.
var (
	ErrConflict = errors.New("online: the room's log moved on: read it again")
	ErrNoRoom   = errors.New("online: no such room")
)

// MemoryLog is a Log in memory, for tests and for a server that keeps
// nothing: it is lost with the process. Its watchers are told of an entry
// by the goroutine that appends it.
type MemoryLog struct {
	// Clock tells when an entry comes, for Expire; nil is the system's
	// clock. A test gives its own, the hub's.
	Clock func() time.Time

	mu       sync.Mutex
	rooms    map[string][][]byte
	last     map[string]time.Time // when each room's last entry came
	watchers map[string]map[*memoryWatch]bool
}

var _ Expirer = (*MemoryLog)(nil)

// NewMemoryLog returns an empty MemoryLog.
func NewMemoryLog() *MemoryLog {
	return &MemoryLog{rooms: map[string][][]byte{}, last: map[string]time.Time{}, watchers: map[string]map[*memoryWatch]bool{}}
}

// Expire removes the rooms whose last entry came before before.
func (m *MemoryLog) Expire(_ context.Context, before time.Time) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var gone []string
	for room, t := range m.last {
		if t.Before(before) {
			delete(m.rooms, room)
			delete(m.last, room)
			gone = append(gone, room)
		}
	}
	return gone, nil
}

// Append adds data to room's log if it has after entries, and tells the
// room's watchers.
func (m *MemoryLog) Append(_ context.Context, room string, after int, data []byte) error {
	m.mu.Lock()
	if len(m.rooms[room]) != after {
		m.mu.Unlock()
		return ErrConflict
	}
	m.rooms[room] = append(m.rooms[room], append([]byte(nil), data...))
	m.last[room] = time.Now()
	if m.Clock != nil {
		m.last[room] = m.Clock()
	}
	ws := make([]*memoryWatch, 0, len(m.watchers[room]))
	for w := range m.watchers[room] {
		ws = append(ws, w)
	}
	m.mu.Unlock()
	for _, w := range ws {
		w.deliver()
	}
	return nil
}

// Read returns room's entries after the first after.
func (m *MemoryLog) Read(_ context.Context, room string, after int) ([][]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	log, ok := m.rooms[room]
	if !ok {
		return nil, ErrNoRoom
	}
	if after >= len(log) {
		return nil, nil
	}
	return append([][]byte(nil), log[max(after, 0):]...), nil
}

// Watch calls f with the entries of room after the first after, those
// already there at once, then as they come.
func (m *MemoryLog) Watch(room string, after int, f func(int, []byte) bool) (stop func(), err error) {
	w := &memoryWatch{log: m, room: room, next: max(after, 0) + 1, f: f}
	m.mu.Lock()
	if m.watchers[room] == nil {
		m.watchers[room] = map[*memoryWatch]bool{}
	}
	m.watchers[room][w] = true
	m.mu.Unlock()
	w.deliver()
	return w.stop, nil
}

// memoryWatch is a watcher of a MemoryLog's room.
type memoryWatch struct {
	log  *MemoryLog
	room string
	f    func(int, []byte) bool

	mu       sync.Mutex
	next     int  // the entry f awaits
	running  bool // a goroutine gives f the entries
	again    bool // and must look again: one came meanwhile
	stopped  bool
	stopping sync.Mutex // held while f runs
}

// deliver gives f the entries it has not had, unless another goroutine
// does: that one then looks again.
func (w *memoryWatch) deliver() {
	w.mu.Lock()
	if w.running || w.stopped {
		w.again = true
		w.mu.Unlock()
		return
	}
	w.running = true
	w.mu.Unlock()
	for {
		w.log.mu.Lock()
		log := w.log.rooms[w.room]
		w.log.mu.Unlock()
		for w.next <= len(log) {
			w.stopping.Lock()
			ok := !w.isStopped() && w.f(w.next, log[w.next-1])
			w.stopping.Unlock()
			if !ok {
				w.stop()
				return
			}
			w.next++
		}
		w.mu.Lock()
		if !w.again || w.stopped {
			w.running = false
			w.mu.Unlock()
			return
		}
		w.again = false
		w.mu.Unlock()
	}
}

func (w *memoryWatch) isStopped() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.stopped
}

// stop ends the watch, once f is not running.
func (w *memoryWatch) stop() {
	w.mu.Lock()
	w.stopped = true
	w.mu.Unlock()
	w.log.mu.Lock()
	delete(w.log.watchers[w.room], w)
	if len(w.log.watchers[w.room]) == 0 {
		delete(w.log.watchers, w.room)
	}
	w.log.mu.Unlock()
	w.stopping.Lock() // f is done, and never called again
	w.f = nil
	w.stopping.Unlock()
}

// Presence is what the nodes serving rooms tell each other of the people
// connected to them: a Log that many nodes share implements it, so that
// every node shows who is connected anywhere, and none has the computer
// play for a person connected to another node.
type Presence interface {
	// Announce tells the other nodes that the people holding seats of
	// room are connected to node (none: nobody any more).
	Announce(ctx context.Context, room, node string, seats []int) error
	// Listen calls f with each announcement of another node for room,
	// from its return until stop is called.
	Listen(room, node string, f func(node string, seats []int)) (stop func(), err error)
}
