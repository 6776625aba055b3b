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
	// ones, in order, as they are appended by any node, until ctx ends or
	// f returns false. It returns ctx's error, or nil when f stopped.
	Watch(ctx context.Context, room string, after int, f func(n int, data []byte) bool) error
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
// nothing: it is lost with the process.
type MemoryLog struct {
	mu      sync.Mutex
	rooms   map[string][][]byte
	last    map[string]time.Time // when each room's last entry came
	changed chan struct{}        // closed and replaced at each append
}

var _ Expirer = (*MemoryLog)(nil)

// NewMemoryLog returns an empty MemoryLog.
func NewMemoryLog() *MemoryLog {
	return &MemoryLog{rooms: map[string][][]byte{}, last: map[string]time.Time{}, changed: make(chan struct{})}
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

// Append adds data to room's log if it has after entries.
func (m *MemoryLog) Append(_ context.Context, room string, after int, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.rooms[room]) != after {
		return ErrConflict
	}
	m.rooms[room] = append(m.rooms[room], append([]byte(nil), data...))
	m.last[room] = time.Now()
	close(m.changed)
	m.changed = make(chan struct{})
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

// Watch calls f with the entries of room after the first after, as they
// come.
func (m *MemoryLog) Watch(ctx context.Context, room string, after int, f func(int, []byte) bool) error {
	for {
		m.mu.Lock()
		log, changed := m.rooms[room], m.changed
		m.mu.Unlock()
		for ; after < len(log); after++ {
			if !f(after+1, log[after]) {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-changed:
		}
	}
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
