package rooms

import (
	"context"
	"maps"
	"slices"
	"time"

	"tabula/online"
)

// heard is another node's announcement: the seats held by its people.
type heard struct {
	seats []int
	at    time.Time
}

// Presence's pace: a node announces its people again every presenceEvery,
// and one not heard from for presenceLost (gone with its process) is
// taken to have nobody.
var (
	presenceEvery = 20 * time.Second
	presenceLost  = 3 * presenceEvery
)

// refresh announces again, every presenceEvery, the people of every room
// loaded here, and forgets the nodes not heard from for presenceLost.
func (h *Hub) refresh() {
	t := time.NewTicker(presenceEvery)
	defer t.Stop()
	for {
		select {
		case <-h.ctx.Done():
			return
		case <-t.C:
		}
		h.mu.Lock()
		loaded := make(map[string]*live, len(h.rooms))
		maps.Copy(loaded, h.rooms)
		h.mu.Unlock()
		for code, lr := range loaded {
			select {
			case <-lr.ready:
			default:
				continue
			}
			lr.mu.Lock()
			if lr.err == nil {
				changed := false
				for node, hd := range lr.remote {
					if time.Since(hd.at) > presenceLost {
						delete(lr.remote, node)
						changed = true
					}
				}
				if changed {
					lr.broadcast(online.ServerMsg{Type: online.MsgSeats, Info: lr.info()})
					h.schedule(code, lr)
				}
				if len(lr.announced) > 0 {
					h.announce(code, lr, true)
				}
			}
			lr.mu.Unlock()
		}
	}
}

// announce tells the other nodes which seats of the room have their
// person connected here, if that changed since the last announcement or
// again is set. The caller holds lr.mu.
func (h *Hub) announce(code string, lr *live, again bool) {
	p, ok := h.log.(Presence)
	if !ok {
		return
	}
	seats := []int{}
	for c := range lr.clients {
		for _, held := range c.holds {
			if !slices.Contains(seats, held.Seat) {
				seats = append(seats, held.Seat)
			}
		}
	}
	slices.Sort(seats)
	if !again && lr.announced != nil && slices.Equal(seats, lr.announced) {
		return
	}
	lr.announced = seats
	_ = p.Announce(h.ctx, code, h.node, seats) // lost: said again at the next refresh
}

// listen follows the other nodes' announcements for the room until ctx
// ends: a node heard for the first time is answered with this node's own,
// so that a node that has just loaded the room soon knows them all.
func (h *Hub) listen(ctx context.Context, code string, lr *live, p Presence) {
	stop, err := p.Listen(code, h.node, func(node string, seats []int) {
		lr.mu.Lock()
		defer lr.mu.Unlock()
		old, known := lr.remote[node]
		if lr.remote == nil {
			lr.remote = map[string]heard{}
		}
		lr.remote[node] = heard{seats, time.Now()}
		if lr.room == nil {
			return // loading: this node announces itself once loaded
		}
		if !known {
			h.announce(code, lr, true)
		}
		if !slices.Equal(old.seats, seats) {
			lr.broadcast(online.ServerMsg{Type: online.MsgSeats, Info: lr.info()})
			h.schedule(code, lr)
		}
	})
	if err == nil {
		context.AfterFunc(ctx, stop)
	}
}

// here reports whether the person holding seat is connected, to this node
// or, as announced, to another. The caller holds lr.mu.
func (lr *live) here(seat int) bool {
	for c := range lr.clients {
		if _, ok := c.holds.token(seat); ok {
			return true
		}
	}
	for _, hd := range lr.remote {
		if slices.Contains(hd.seats, seat) && time.Since(hd.at) <= presenceLost {
			return true
		}
	}
	return false
}
