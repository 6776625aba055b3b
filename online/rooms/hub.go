package rooms

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"tabula/games"
	"tabula/online"
	"tabula/rules"
)

// Hub serves rooms from a Log: it creates them, answers what anyone may
// know of them, and plays them with the clients connected to this node. Any
// number of hubs on any number of nodes may share one Log: each follows
// every room its clients use as the log grows, whoever appended.
type Hub struct {
	// KeepLoaded is how long a room nobody uses stays in memory, followed
	// (a minute by default). Set it before the hub serves.
	KeepLoaded time.Duration
	// Clock tells the time the hub stamps entries with and measures a
	// room's idleness by (see Expire); nil is the system's clock. A test
	// gives its own. Set it before the hub serves.
	Clock func() time.Time

	log   Log
	games []*games.Game
	node  string // this hub's name in its presence announcements

	awaitRead time.Duration // see the constant
	patience  time.Duration // appendPatience, shortened by the tests

	mu    sync.Mutex
	rooms map[string]*live
	ctx   context.Context // the hub's life: its rooms' watchers stop with it
}

// live is a room followed by this node: the room as its log builds it,
// and the clients connected to it.
type live struct {
	mu      sync.Mutex
	room    *Room
	clients map[*client]bool
	ready   chan struct{} // closed once the room is loaded
	err     error         // why it could not be, or why its log can no longer be read
	applied chan struct{} // closed and replaced at each entry applied
	write   sync.Mutex    // held while a client's entry is made and appended
	standIn *time.Timer   // when the computer plays for the person away, if it will
	loaded  time.Time     // when the room was loaded

	// What other nodes announced of their people (with a Presence), and
	// what this node last announced.
	remote    map[string]heard
	announced []int

	// Guarded by the hub's mu: the connections and requests using the
	// room, the timer that unloads it once nobody does, and the end of
	// its watcher.
	users  int
	unload *time.Timer
	stop   context.CancelFunc
}

// client is a connection to a room.
type client struct {
	peer  Peer      // where its messages go, encoded; a client too slow to read them is cut
	holds seatsHeld // the seats it proved it holds, with their tokens
}

// seatsHeld are the seats a client holds, with their tokens: a seat or
// two, kept in a slice rather than a map (a map costs a connection of a
// room played over days some 300 bytes).
type seatsHeld []online.SeatHeld

// token returns the token of seat, if held.
func (h seatsHeld) token(seat int) (string, bool) {
	for _, s := range h {
		if s.Seat == seat {
			return s.Token, true
		}
	}
	return "", false
}

// hold records that seat is held with token.
func (h *seatsHeld) hold(seat int, token string) {
	h.drop(seat)
	*h = append(*h, online.SeatHeld{Seat: seat, Token: token})
}

// drop forgets seat.
func (h *seatsHeld) drop(seat int) {
	*h = slices.DeleteFunc(*h, func(s online.SeatHeld) bool { return s.Seat == seat })
}

// NewHub returns a hub of the rooms in log, for the games of list, alive
// until ctx ends.
func NewHub(ctx context.Context, log Log, list []*games.Game) *Hub {
	var name [6]byte
	rand.Read(name[:])
	h := &Hub{KeepLoaded: time.Minute, awaitRead: awaitRead, patience: appendPatience, log: log, games: list, rooms: map[string]*live{}, ctx: ctx, node: hex.EncodeToString(name[:])}
	if _, ok := log.(Presence); ok {
		go h.refresh()
	}
	return h
}

// Context returns the hub's life, which ends with the context NewHub was
// given: what serves the hub's clients ends with it.
func (h *Hub) Context() context.Context { return h.ctx }

// Loaded returns the number of rooms in memory.
func (h *Hub) Loaded() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.rooms)
}

// Create opens a room of spec and returns its code. The computer's first
// moves, if it starts, are played at once.
func (h *Hub) Create(ctx context.Context, spec online.Spec) (string, error) {
	e, err := Create(spec, h.games)
	if err != nil {
		return "", err
	}
	return h.createEntry(ctx, e)
}

// now returns the time by the hub's clock.
func (h *Hub) now() time.Time {
	if h.Clock != nil {
		return h.Clock()
	}
	return time.Now()
}

// createEntry opens a room whose creation is e under a new code, plays the
// computer's first moves if it starts, and returns the code.
func (h *Hub) createEntry(ctx context.Context, e Entry) (string, error) {
	e.Time = h.now().UnixMilli()
	data, err := json.Marshal(e)
	if err != nil {
		return "", err
	}
	for range 5 {
		code := NewCode()
		switch err := h.log.Append(ctx, code, 0, data); {
		case errors.Is(err, ErrConflict):
			continue // a room has that code: draw another
		case err != nil:
			return "", err
		}
		r, err := Open(code, []Entry{e}, h.games)
		if err != nil {
			return "", err
		}
		if next, ok, err := r.Advance(); err != nil {
			return "", err
		} else if ok {
			if err := h.appendEntry(ctx, code, 1, next); err != nil {
				return "", err
			}
		}
		return code, nil
	}
	return "", errors.New("online: no free code after 5 draws")
}

// appendEntry appends e, stamped with the time, to room code's log as its
// entry after+1.
func (h *Hub) appendEntry(ctx context.Context, code string, after int, e Entry) error {
	e.Time = h.now().UnixMilli()
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	return h.log.Append(ctx, code, after, data)
}

// open returns the room called code, followed from its log, for a user
// who calls release when done with it.
func (h *Hub) open(ctx context.Context, code string) (*live, error) {
	h.mu.Lock()
	lr, ok := h.rooms[code]
	if !ok {
		wctx, stop := context.WithCancel(h.ctx)
		lr = &live{clients: map[*client]bool{}, ready: make(chan struct{}), applied: make(chan struct{}), stop: stop}
		h.rooms[code] = lr
		go h.follow(wctx, code, lr)
	}
	lr.users++
	if lr.unload != nil {
		lr.unload.Stop()
		lr.unload = nil
	}
	h.mu.Unlock()
	select {
	case <-lr.ready:
	case <-ctx.Done():
		h.release(code, lr)
		return nil, ctx.Err()
	}
	if err := lr.failure(); err != nil {
		h.mu.Lock()
		lr.users--
		if h.rooms[code] == lr {
			delete(h.rooms, code)
			lr.stop()
		}
		h.mu.Unlock()
		return nil, err
	}
	return lr, nil
}

// failure returns why the room could not be loaded, or why its log can no
// longer be read; nil if neither.
func (lr *live) failure() error {
	lr.mu.Lock()
	defer lr.mu.Unlock()
	return lr.err
}

// release ends a use of the room called code: once nobody has used it for
// KeepLoaded, it leaves memory (and its watcher stops) until it is opened
// again.
func (h *Hub) release(code string, lr *live) {
	h.mu.Lock()
	defer h.mu.Unlock()
	lr.users--
	if lr.users > 0 || h.rooms[code] != lr {
		return
	}
	lr.unload = time.AfterFunc(h.KeepLoaded, func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		if lr.users == 0 && h.rooms[code] == lr {
			delete(h.rooms, code)
			lr.stop()
			lr.mu.Lock()
			if lr.standIn != nil {
				lr.standIn.Stop()
			}
			lr.mu.Unlock()
		}
	})
}

// follow loads the room called code and applies its log's entries as they
// come, from any node, telling the room's clients.
func (h *Hub) follow(ctx context.Context, code string, lr *live) {
	fail := func(err error) {
		lr.mu.Lock()
		lr.err = err
		lr.mu.Unlock()
		close(lr.ready)
	}
	data, err := h.log.Read(ctx, code, 0)
	if err != nil {
		fail(err)
		return
	}
	entries := make([]Entry, len(data))
	for i, d := range data {
		if err := json.Unmarshal(d, &entries[i]); err != nil {
			fail(fmt.Errorf("entry %d of room %s: %w", i+1, code, err))
			return
		}
	}
	r, err := Open(code, entries, h.games)
	if err != nil {
		fail(err)
		return
	}
	if p, ok := h.log.(Presence); ok {
		h.listen(ctx, code, lr, p) // before this node's first announcement: the answers come to it
	}
	lr.mu.Lock()
	lr.room, lr.loaded = r, time.Now()
	lr.mu.Unlock()
	// The watch ends when the room is unloaded, with the hub, or with a
	// log this node cannot read; it costs no goroutine meanwhile.
	stop, err := h.log.Watch(code, len(entries), func(n int, d []byte) bool { return h.apply(code, lr, n, d) })
	if err != nil {
		fail(fmt.Errorf("following room %s: %w", code, err))
		return
	}
	context.AfterFunc(ctx, stop)
	lr.mu.Lock()
	h.schedule(code, lr)
	h.announce(code, lr, true)
	lr.mu.Unlock()
	close(lr.ready)
}

// apply applies the room's entry number n, if it is the next, and tells
// the room's clients; it reports false if the entry cannot be read (the
// room is then out of use on this node). The watcher calls it with each
// entry, and so does a client awaiting its own entry for long (see
// await): whichever comes first applies it.
func (h *Hub) apply(code string, lr *live, n int, d []byte) bool {
	var e Entry
	lr.mu.Lock()
	defer lr.mu.Unlock()
	if lr.err != nil {
		return false
	}
	if n != lr.room.Entries()+1 {
		return true // already applied
	}
	before := lr.room.Steps()
	err := json.Unmarshal(d, &e)
	if err == nil {
		err = lr.room.Apply(e)
	}
	if err != nil {
		lr.err = err // a log this node cannot read: its clients are told
		lr.broadcast(online.ServerMsg{Type: online.MsgError, Error: "the room's log cannot be read: " + err.Error()})
		return false
	}
	close(lr.applied)
	lr.applied = make(chan struct{})
	switch e.Kind {
	case EntryJoin, EntryContribute, EntryRematch:
		lr.broadcast(online.ServerMsg{Type: online.MsgSeats, Info: lr.info()})
		h.announce(code, lr, false)
	}
	if len(e.Steps) > 0 {
		lr.broadcast(online.ServerMsg{Type: online.MsgSteps, At: before, Steps: e.Steps, Info: lr.info()})
	}
	h.schedule(code, lr)
	return true
}

// awaitRead is how long a client waits for the watcher to bring its
// entry before the hub reads the log itself (an entry's news lost
// between nodes, say).
const awaitRead = 2 * time.Second

// await waits until the room has applied n entries of its log: a node
// answers a client once its own view holds what the client did. If the
// watcher is slow to bring them, it reads them from the log.
func (h *Hub) await(ctx context.Context, code string, lr *live, n int) error {
	t := time.NewTimer(h.awaitRead)
	defer t.Stop()
	for {
		lr.mu.Lock()
		done, applied, have := lr.room.Entries() >= n, lr.applied, lr.room.Entries()
		lr.mu.Unlock()
		if done {
			return nil
		}
		select {
		case <-applied:
		case <-t.C:
			entries, err := h.log.Read(ctx, code, have)
			if err != nil && ctx.Err() != nil {
				return ctx.Err()
			}
			for i, d := range entries {
				if !h.apply(code, lr, have+i+1, d) {
					break
				}
			}
			t.Reset(h.awaitRead)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// broadcast sends m to every client of the room; one too slow to take it
// is cut. The caller holds lr.mu.
func (lr *live) broadcast(m online.ServerMsg) {
	if len(lr.clients) == 0 {
		return
	}
	data := encode(m) // once for all
	for c := range lr.clients {
		lr.send(c, data)
	}
}

// send queues data for c, and forgets c if its connection is cut. The
// caller holds lr.mu.
func (lr *live) send(c *client, data []byte) {
	if !c.peer.Send(data) {
		lr.drop(c)
	}
}

// encode returns m as the protocol's JSON.
func encode(m online.ServerMsg) []byte {
	data, err := json.Marshal(m)
	if err != nil {
		panic(err) // a ServerMsg always encodes
	}
	return data
}

// drop cuts a client off the room: its connection is closed. The caller
// holds lr.mu.
func (lr *live) drop(c *client) {
	if lr.clients[c] {
		delete(lr.clients, c)
		c.peer.Close(nil)
	}
}

// info returns what anyone may know of the room. The caller holds lr.mu.
func (lr *live) info() *online.Info {
	r := lr.room
	in := &online.Info{Code: r.Code, Game: r.Game.Rules.Name, Options: r.Game.Rules.FormatOptions(r.Options), Steps: r.Steps(),
		Result: r.State().Result().String(), Lots: r.Lots, SeedHash: r.SeedHash, ToMove: -1}
	st := r.State()
	switch who := st.ToMove(); {
	case who == rules.Chance:
		if t, ok := st.(rules.Thrower); ok {
			in.ToMove = int(t.Thrower())
		}
	case who >= 0:
		in.ToMove = int(who)
	}
	in.Seed, _ = r.Seed()
	if r.Absence > 0 {
		in.Absence = r.Absence.String()
	}
	in.From, in.Rematch = r.From, r.Rematch
	for i, s := range r.Seats {
		connected := s.Computer || lr.here(i)
		in.Seats = append(in.Seats, online.SeatInfo{Kind: s.Kind, Name: s.Name, Taken: s.Taken || s.Computer, Connected: connected, Contribution: s.Contribution})
	}
	return in
}

// Info returns what anyone may know of the room called code.
func (h *Hub) Info(ctx context.Context, code string) (*online.Info, error) {
	lr, err := h.open(ctx, code)
	if err != nil {
		return nil, err
	}
	defer h.release(code, lr)
	lr.mu.Lock()
	defer lr.mu.Unlock()
	return lr.info(), nil
}

// Record returns the record of the room called code so far.
func (h *Hub) Record(ctx context.Context, code string) (string, error) {
	lr, err := h.open(ctx, code)
	if err != nil {
		return "", err
	}
	defer h.release(code, lr)
	lr.mu.Lock()
	defer lr.mu.Unlock()
	return lr.room.Record(), nil
}

// handle carries out a client's message and returns its answer, if any:
// the news of a move go to every client as the log brings them.
func (h *Hub) handle(ctx context.Context, lr *live, c *client, m online.ClientMsg) online.ServerMsg {
	switch m.Type {
	case online.MsgHello:
		return online.ServerMsg{Type: online.MsgError, Error: "hello comes once, first"}
	case online.MsgRematch:
		return h.rematch(ctx, lr, c)
	}
	// One writer per room on this node: its clients' moves and seats go to
	// the log one after the other. Another node may still be first: the
	// message is then carried out again on the room as it has become (a
	// seat is sought again; a move the game has passed is stale).
	lr.write.Lock()
	defer lr.write.Unlock()
	for attempt := 0; ; attempt++ {
		lr.mu.Lock()
		var e Entry
		var token string
		var err error
		after := lr.room.Entries()
		switch m.Type {
		case online.MsgJoin:
			if e, token, err = lr.room.Join(m.Seat, m.Name, m.Contribution); err == nil {
				c.holds.hold(e.Seat, token) // connected as soon as the others learn of it
			}
		case online.MsgContribute, online.MsgMove:
			held, ok := c.holds.token(m.Seat)
			switch {
			case !ok:
				err = ErrBadToken
			case m.Type == online.MsgContribute:
				e, err = lr.room.Contribute(m.Seat, held, m.Contribution)
			default:
				e, err = lr.room.Propose(m.Seat, held, m.At, m.Move)
			}
		}
		lr.mu.Unlock()
		if err == nil {
			err = h.store(ctx, lr, after, e, token)
			if err == nil || errors.Is(err, ErrConflict) {
				if werr := h.await(ctx, lr.room.Code, lr, after+1); werr != nil {
					err = werr
				}
			}
		}
		if err != nil && e.Kind == EntryJoin {
			lr.mu.Lock()
			c.holds.drop(e.Seat)
			lr.mu.Unlock()
		}
		switch {
		case errors.Is(err, ErrConflict) && attempt < 3:
			continue // the room has changed: carry the message out on it again
		case errors.Is(err, ErrConflict):
			err = errors.New("the room keeps changing under your message: send it again")
		}
		if err != nil {
			return online.ServerMsg{Type: online.MsgError, Error: err.Error()}
		}
		if m.Type == online.MsgJoin {
			return online.ServerMsg{Type: online.MsgJoined, Seat: e.Seat, Token: token}
		}
		return online.ServerMsg{}
	}
}

// store appends e to the room's log as entry after+1. An append whose
// fate is unknown (a node lost, the log's leader being elected again, a
// timeout) is tried again, the same entry after the same one, until it is
// stored, the log holds another entry there (ErrConflict), the client is
// gone, or appendPatience is over: the client waits, its screen saying so,
// rather than being refused a move the log only took its time to take.
func (h *Hub) store(ctx context.Context, lr *live, after int, e Entry, token string) error {
	try := func() error {
		tctx, cancel := context.WithTimeout(ctx, min(appendTry, h.patience))
		defer cancel()
		return h.appendEntry(tctx, lr.room.Code, after, e)
	}
	err := try()
	wait := min(landedWait, h.patience/4) // a few tries within the patience
	for deadline := time.Now().Add(h.patience); err != nil && !errors.Is(err, ErrConflict); {
		if h.landed(ctx, lr, after, e, token, wait) {
			return nil // stored after all: the news say so
		}
		if ctx.Err() != nil || time.Now().After(deadline) {
			return err
		}
		err = try()
		if errors.Is(err, ErrConflict) && h.landed(ctx, lr, after, e, token, wait) {
			return nil // an earlier try was stored, late
		}
	}
	return err
}

// appendPatience is how long the hub tries again an append whose fate is
// unknown: longer than a NATS cluster takes to elect a new leader for the
// rooms' stream once its leader is lost (BENCHMARKS.md). Each try waits
// appendTry for its acknowledgment (an append takes milliseconds, 200 ms
// at worst at 5,000 rooms), then landedWait for its entry to come all the
// same: long enough for await to read the log itself.
const (
	appendPatience = 30 * time.Second
	appendTry      = time.Second
	landedWait     = awaitRead + 500*time.Millisecond
)

// landed tells, after an append whose fate is unknown (a node lost, a
// timeout), whether e was stored as entry after+1 all the same: it waits up
// to wait for the log to grow, and compares what came (a seat now held by
// token, the same steps).
func (h *Hub) landed(ctx context.Context, lr *live, after int, e Entry, token string, wait time.Duration) bool {
	wctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	if h.await(wctx, lr.room.Code, lr, after+1) != nil {
		return false
	}
	lr.mu.Lock()
	defer lr.mu.Unlock()
	switch e.Kind {
	case EntryJoin:
		return lr.room.Holds(e.Seat, token)
	case EntryContribute:
		return lr.room.Seats[e.Seat].Contribution == e.Contribution
	case EntrySteps:
		// The room's steps after those e followed are e's own.
		first := lr.room.Steps() - len(e.Steps)
		for i, note := range e.Steps {
			if first < 0 || lr.room.Step(first+i) != note {
				return false
			}
		}
		return true
	}
	return false
}
