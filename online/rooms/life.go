package rooms

import (
	"context"
	"errors"
	"fmt"
	"time"

	"tabula/online"
)

// A room's life beyond its moves: the computer standing in for a person
// away, the rematch, and the rooms removed when idle.

// rematch creates the room where the people of lr play again, the game
// over, and tells every node's clients its code (in the seats message), or
// answers with the rematch already made. Only a person holding a seat may
// ask.
func (h *Hub) rematch(ctx context.Context, lr *live, c *client) online.ServerMsg {
	lr.write.Lock()
	defer lr.write.Unlock()
	lr.mu.Lock()
	held := len(c.holds) > 0
	code, after, made := lr.room.Code, lr.room.Entries(), lr.room.Rematch != ""
	e, err := lr.room.RematchSpec()
	lr.mu.Unlock()
	switch {
	case !held:
		return online.ServerMsg{Type: online.MsgError, Error: "only a player may ask for a rematch"}
	case made:
		return online.ServerMsg{} // its code is in the room's information
	case err != nil:
		return online.ServerMsg{Type: online.MsgError, Error: err.Error()}
	}
	next, err := h.createEntry(ctx, e)
	if err == nil {
		err = h.appendEntry(ctx, code, after, Entry{Kind: EntryRematch, Rematch: next})
	}
	if err == nil || errors.Is(err, ErrConflict) {
		// Another node's rematch may have been first: its code is the one.
		err = h.await(ctx, code, lr, after+1)
	}
	if err != nil {
		return online.ServerMsg{Type: online.MsgError, Error: err.Error()}
	}
	return online.ServerMsg{}
}

// schedule sets the timer of the room's stand-in: when the person to
// decide has been away (no client of this node holds the seat) for the
// room's absence, counted from the last entry or from the room's loading,
// the computer plays for them. The caller holds lr.mu.
func (h *Hub) schedule(code string, lr *live) {
	if lr.standIn != nil {
		lr.standIn.Stop()
		lr.standIn = nil
	}
	r := lr.room
	seat := r.ToDecide()
	if r.Absence == 0 || seat < 0 || r.Seats[seat].Computer {
		return
	}
	if lr.here(seat) {
		return
	}
	since := r.Last
	if since.Before(lr.loaded) {
		since = lr.loaded // counted from when this node could see it
	}
	entries := r.Entries()
	lr.standIn = time.AfterFunc(time.Until(since.Add(r.Absence)), func() {
		h.standIn(code, lr, seat, entries)
	})
}

// standIn plays for the person of seat, away, if the room is as it was
// when the stand-in was scheduled (entries long).
func (h *Hub) standIn(code string, lr *live, seat, entries int) {
	lr.write.Lock()
	defer lr.write.Unlock()
	lr.mu.Lock()
	var e Entry
	err := ErrStale
	if lr.room.Entries() == entries {
		e, err = lr.room.StandIn(seat)
	}
	lr.mu.Unlock()
	if err != nil {
		return // the person came back or moved, or the game moved on
	}
	ctx, cancel := context.WithTimeout(h.ctx, 10*time.Second)
	defer cancel()
	if err := h.appendEntry(ctx, code, entries, e); err == nil || errors.Is(err, ErrConflict) {
		_ = h.await(ctx, code, lr, entries+1)
	}
}

// Expire removes the rooms nothing was played in for idle, if the hub's
// log can (an Expirer), and returns how many. Their clients on this node
// are told and cut off.
func (h *Hub) Expire(ctx context.Context, idle time.Duration) (int, error) {
	x, ok := h.log.(Expirer)
	if !ok {
		return 0, errors.New("online: this log keeps its rooms for ever")
	}
	gone, err := x.Expire(ctx, h.now().Add(-idle))
	for _, code := range gone {
		h.mu.Lock()
		lr := h.rooms[code]
		if lr != nil {
			delete(h.rooms, code)
			lr.stop()
		}
		h.mu.Unlock()
		if lr == nil {
			continue
		}
		<-lr.ready
		lr.mu.Lock()
		if lr.standIn != nil {
			lr.standIn.Stop()
		}
		lr.broadcast(online.ServerMsg{Type: online.MsgError, Error: fmt.Sprintf("room %s has ended: nothing was played in it for %v", code, idle)})
		for c := range lr.clients {
			lr.drop(c)
		}
		lr.mu.Unlock()
	}
	return len(gone), err
}

// Sweep removes the rooms idle for idle (see Expire) now and then, until
// ctx ends. Errors are reported to report, if not nil.
func (h *Hub) Sweep(ctx context.Context, idle time.Duration, report func(error)) {
	every := min(idle/4, time.Hour)
	for {
		if _, err := h.Expire(ctx, idle); err != nil && report != nil && ctx.Err() == nil {
			report(err)
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(every):
		}
	}
}
