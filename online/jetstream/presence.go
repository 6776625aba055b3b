package jetstream

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"sync"

	"github.com/nats-io/nats.go"

	"tabula/online/rooms"
)

// What the nodes tell each other of their people (Presence), and how one
// subscription of the process hands each room's news and announcements to
// its listeners.

var _ rooms.Presence = (*Log)(nil)

// presence is the message of a node's announcement for a room, on the core
// NATS subject "presence.CODE": nothing is stored, a node that missed one
// learns again at the next.
type presence struct {
	Node  string `json:"node"`
	Seats []int  `json:"seats"`
}

// Announce publishes which seats of room have a person connected to node.
func (l *Log) Announce(ctx context.Context, room, node string, seats []int) error {
	if _, err := subject(room); err != nil {
		return err
	}
	data, err := json.Marshal(presence{Node: node, Seats: seats})
	if err != nil {
		return err
	}
	return l.js.Conn().Publish("presence."+room, data)
}

// Listen calls f with the other nodes' announcements for room, from its
// return (the subscription is made) until stop is called.
func (l *Log) Listen(room, node string, f func(node string, seats []int)) (stop func(), err error) {
	if _, err := subject(room); err != nil {
		return nil, err
	}
	return l.presence.listen(l.js.Conn(), "presence.", room, func(m *nats.Msg) {
		var p presence
		if json.Unmarshal(m.Data, &p) == nil && p.Node != node {
			f(p.Node, p.Seats)
		}
	})
}

// fanout is one subscription of the node to the subjects prefix+CODE of
// every room, handing each message to the listeners of its room: a room
// listened to costs a map entry, not a subscription and its goroutine.
type fanout struct {
	mu    sync.Mutex
	sub   *nats.Subscription     // made at the first listener, kept
	rooms map[string][]*listener // a room has one or two: a slice is smaller than a map
}

type listener struct{ f func(*nats.Msg) }

// listen calls f with each message on prefix+room, from its return until
// stop is called. f must be quick: it holds up every room's messages.
func (fo *fanout) listen(nc *nats.Conn, prefix, room string, f func(*nats.Msg)) (stop func(), err error) {
	fo.mu.Lock()
	defer fo.mu.Unlock()
	if fo.sub == nil {
		sub, err := nc.Subscribe(prefix+"*", func(m *nats.Msg) {
			room := strings.TrimPrefix(m.Subject, prefix)
			fo.mu.Lock()
			ls := fo.rooms[room] // never changed in place: see stop
			fo.mu.Unlock()
			for _, l := range ls {
				l.f(m)
			}
		})
		if err != nil {
			return nil, err
		}
		// Every room's messages come through it: no limit on what
		// waits, rather than drop some (a watcher would catch up, but
		// later).
		sub.SetPendingLimits(-1, -1)
		fo.sub, fo.rooms = sub, map[string][]*listener{}
	}
	l := &listener{f}
	fo.rooms[room] = append(fo.rooms[room][:len(fo.rooms[room]):len(fo.rooms[room])], l) // a new array: a handler may be reading the old
	return func() {
		fo.mu.Lock()
		defer fo.mu.Unlock()
		ls := slices.DeleteFunc(slices.Clone(fo.rooms[room]), func(m *listener) bool { return m == l })
		if len(ls) == 0 {
			delete(fo.rooms, room)
		} else {
			fo.rooms[room] = ls
		}
	}, nil
}
