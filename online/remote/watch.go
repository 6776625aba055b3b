package remote

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"time"

	"tabula/online"
	"tabula/save"
)

// InfoTimeout bounds each question a Watch asks the server about a room.
const InfoTimeout = 10 * time.Second

// RoomState is a room of the index as its server last told it.
type RoomState struct {
	Indexed
	Info *online.Info // nil until the server answers
	Err  string       // why the server could not be asked, or ""
	Gone bool         // the server no longer has the room: it expired
}

// YourTurn reports whether a seat held here is to decide in the room.
func (r RoomState) YourTurn() bool {
	return r.Info != nil && r.Info.ToMove >= 0 && slices.Contains(r.Seats, r.Info.ToMove)
}

// Watch asks a server how the rooms a device holds a seat in stand (GET
// /api/rooms/CODE, one after the other), in a goroutine of its own, so
// that the title screen can say "your turn in 2 games" and list them
// while it is shown; the screens read what it learnt with States, which
// never blocks.
type Watch struct {
	fetch func(ctx context.Context, server, code string) (*online.Info, error)

	mu      sync.Mutex
	rooms   []RoomState
	running bool
	answers int // counts the answers, so that a screen sees news
}

// NewWatch returns a watch that asks with fetch (nil: FetchInfo; a test
// gives its own).
func NewWatch(fetch func(ctx context.Context, server, code string) (*online.Info, error)) *Watch {
	if fetch == nil {
		fetch = FetchInfo
	}
	return &Watch{fetch: fetch}
}

// Rooms returns the rooms of store's index on server, the most recently
// seen first: none without a server or a store.
func Rooms(store save.Store, server string) []Indexed {
	if server == "" || store == nil {
		return nil
	}
	var out []Indexed
	for _, r := range LoadIndex(store) {
		if strings.TrimSuffix(r.Server, "/") == strings.TrimSuffix(server, "/") {
			out = append(out, r)
		}
	}
	return out
}

// Check starts asking server how the rooms of index stand, unless it is
// asking already; what it knew of a room stays until the new answer comes.
// It calls answered, if not nil, from its goroutine after each answer.
func (w *Watch) Check(server string, index []Indexed, answered func()) {
	if len(index) == 0 {
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.running {
		return
	}
	old := w.rooms
	w.rooms = nil
	for _, ix := range index {
		r := RoomState{Indexed: ix}
		if i := slices.IndexFunc(old, func(o RoomState) bool { return o.Code == ix.Code }); i >= 0 {
			r.Info, r.Err = old[i].Info, old[i].Err
		}
		w.rooms = append(w.rooms, r)
	}
	w.running = true
	go w.ask(server, index, answered)
}

// ask asks server about each room of index, in turn.
func (w *Watch) ask(server string, index []Indexed, answered func()) {
	for _, ix := range index {
		ctx, cancel := context.WithTimeout(context.Background(), InfoTimeout)
		info, err := w.fetch(ctx, server, ix.Code)
		cancel()
		w.mu.Lock()
		if i := slices.IndexFunc(w.rooms, func(r RoomState) bool { return r.Code == ix.Code }); i >= 0 {
			r := &w.rooms[i]
			r.Info, r.Err, r.Gone = info, "", errors.Is(err, ErrGone)
			if err != nil && !r.Gone {
				r.Info, r.Err = nil, err.Error()
			}
		}
		w.answers++
		w.mu.Unlock()
		if answered != nil {
			answered()
		}
	}
	w.mu.Lock()
	w.running = false
	w.mu.Unlock()
}

// Asking reports whether the watch is asking the server still.
func (w *Watch) Asking() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.running
}

// States returns the rooms as the server last told them, and the count of
// answers so far. The rooms the server no longer has are dropped from the
// index kept in store, with their tokens, with no fuss.
func (w *Watch) States(store save.Store) ([]RoomState, int) {
	if w == nil {
		return nil, 0
	}
	w.mu.Lock()
	var gone []string
	w.rooms = slices.DeleteFunc(w.rooms, func(r RoomState) bool {
		if r.Gone {
			gone = append(gone, r.Code)
		}
		return r.Gone
	})
	rooms, answers := slices.Clone(w.rooms), w.answers
	w.mu.Unlock()
	for _, code := range gone {
		_ = Forget(store, code) // a failure costs a question next time
	}
	return rooms, answers
}
