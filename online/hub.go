package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"tabula/games"
	"tabula/rules"
)

// Hub serves rooms from a Log: it creates them, answers what anyone may
// know of them, and plays them with the clients connected to this node. Any
// number of hubs on any number of nodes may share one Log: each follows
// every room its clients use as the log grows, whoever appended.
type Hub struct {
	log   Log
	games []*games.Game

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
	err     error         // why it could not be
	applied chan struct{} // closed and replaced at each entry applied
	write   sync.Mutex    // held while a client's entry is made and appended
}

// client is a connection to a room.
type client struct {
	out   chan ServerMsg // to the connection; a client too slow to read it is cut
	holds map[int]string // the seats it proved it holds, with their tokens
}

// clientQueue is how many messages a client may lag behind before it is
// cut: it reconnects and reads the room again.
const clientQueue = 64

// NewHub returns a hub of the rooms in log, for the games of list, alive
// until ctx ends.
func NewHub(ctx context.Context, log Log, list []*games.Game) *Hub {
	return &Hub{log: log, games: list, rooms: map[string]*live{}, ctx: ctx}
}

// Create opens a room of spec and returns its code. The computer's first
// moves, if it starts, are played at once.
func (h *Hub) Create(ctx context.Context, spec Spec) (string, error) {
	e, err := Create(spec, h.games)
	if err != nil {
		return "", err
	}
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

func (h *Hub) appendEntry(ctx context.Context, code string, after int, e Entry) error {
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	return h.log.Append(ctx, code, after, data)
}

// open returns the room called code, followed from its log.
func (h *Hub) open(ctx context.Context, code string) (*live, error) {
	h.mu.Lock()
	lr, ok := h.rooms[code]
	if !ok {
		lr = &live{clients: map[*client]bool{}, ready: make(chan struct{}), applied: make(chan struct{})}
		h.rooms[code] = lr
		go h.follow(code, lr)
	}
	h.mu.Unlock()
	select {
	case <-lr.ready:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	if lr.err != nil {
		h.mu.Lock()
		if h.rooms[code] == lr {
			delete(h.rooms, code)
		}
		h.mu.Unlock()
		return nil, lr.err
	}
	return lr, nil
}

// follow loads the room called code and applies its log's entries as they
// come, from any node, telling the room's clients.
func (h *Hub) follow(code string, lr *live) {
	loaded := false
	fail := func(err error) {
		if !loaded {
			lr.err = err
			close(lr.ready)
		}
	}
	data, err := h.log.Read(h.ctx, code, 0)
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
	lr.room = r
	loaded = true
	close(lr.ready)
	// Watch ends with the hub (or with a log this node cannot read).
	_ = h.log.Watch(h.ctx, code, len(entries), func(n int, d []byte) bool {
		var e Entry
		lr.mu.Lock()
		defer lr.mu.Unlock()
		if n != lr.room.Entries()+1 {
			return true // already applied
		}
		before := lr.room.Steps()
		err := json.Unmarshal(d, &e)
		if err == nil {
			err = lr.room.Apply(e, h.games)
		}
		if err != nil {
			lr.err = err // a log this node cannot read: its clients are told
			lr.broadcast(ServerMsg{Type: "error", Error: "the room's log cannot be read: " + err.Error()})
			return false
		}
		close(lr.applied)
		lr.applied = make(chan struct{})
		switch e.Kind {
		case "steps":
			lr.broadcast(ServerMsg{Type: "steps", At: before, Steps: e.Steps, Info: lr.info()})
		case "join":
			lr.broadcast(ServerMsg{Type: "seats", Info: lr.info()})
		}
		return true
	})
}

// await waits until the room has applied n entries of its log: a node
// answers a client once its own view holds what the client did.
func (lr *live) await(ctx context.Context, n int) error {
	for {
		lr.mu.Lock()
		done, applied := lr.room.Entries() >= n, lr.applied
		lr.mu.Unlock()
		if done {
			return nil
		}
		select {
		case <-applied:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// broadcast sends m to every client of the room; one too slow to take it
// is cut. The caller holds lr.mu.
func (lr *live) broadcast(m ServerMsg) {
	for c := range lr.clients {
		select {
		case c.out <- m:
		default:
			lr.drop(c)
		}
	}
}

// drop cuts a client off the room. The caller holds lr.mu.
func (lr *live) drop(c *client) {
	if lr.clients[c] {
		delete(lr.clients, c)
		close(c.out)
	}
}

// info returns what anyone may know of the room. The caller holds lr.mu.
func (lr *live) info() *Info {
	r := lr.room
	in := &Info{Code: r.Code, Game: r.Game.Rules.Name, Options: r.Game.Rules.FormatOptions(r.Options), Steps: r.Steps(),
		Result: r.State().Result().String(), SeedHash: r.SeedHash, ToMove: -1}
	st := r.State()
	switch who := st.ToMove(); {
	case who == rules.Chance:
		if t, ok := st.(rules.Thrower); ok {
			in.ToMove = int(t.Thrower())
		}
	case who >= 0:
		in.ToMove = int(who)
	}
	if seed, ok := r.Seed(); ok {
		in.Seed = strconv.FormatUint(seed, 10)
	}
	for i, s := range r.Seats {
		connected := s.Computer
		for c := range lr.clients {
			_, holds := c.holds[i]
			connected = connected || holds
		}
		in.Seats = append(in.Seats, SeatInfo{Kind: s.Kind, Name: s.Name, Taken: s.Taken || s.Computer, Connected: connected})
	}
	return in
}

// Info returns what anyone may know of the room called code.
func (h *Hub) Info(ctx context.Context, code string) (*Info, error) {
	lr, err := h.open(ctx, code)
	if err != nil {
		return nil, err
	}
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
	lr.mu.Lock()
	defer lr.mu.Unlock()
	return lr.room.Record(), nil
}

// Conn is a client's connection as the hub uses it: whole messages in and
// out. The server gives a WebSocket; tests give channels.
type Conn interface {
	Read(ctx context.Context) ([]byte, error)
	Write(ctx context.Context, data []byte) error
}

// Rate limits of a client: a burst of messages refused, then one per
// interval. A message that plays a move or takes a seat costs nothing: the
// game lets a client do so only in its turn.
const (
	rateBurst    = 20
	rateInterval = 100 * time.Millisecond
)

// Serve plays a room with a client until the connection ends: the client's
// hello names the room, its answers and the room's news go back on conn. It
// returns why the connection ended.
func (h *Hub) Serve(ctx context.Context, conn Conn) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	data, err := conn.Read(ctx)
	if err != nil {
		return err
	}
	hello, err := DecodeClient(data)
	if err == nil && hello.Type != "hello" {
		err = errors.New("a client starts with hello")
	}
	if err != nil {
		writeMsg(ctx, conn, ServerMsg{Type: "error", Error: err.Error()})
		return err
	}
	lr, err := h.open(ctx, hello.Room)
	if err != nil {
		if errors.Is(err, ErrNoRoom) {
			err = fmt.Errorf("no room %s: it ended, or the code is mistyped", hello.Room)
		}
		writeMsg(ctx, conn, ServerMsg{Type: "error", Error: err.Error()})
		return err
	}
	c := &client{out: make(chan ServerMsg, clientQueue), holds: map[int]string{}}
	lr.mu.Lock()
	for _, s := range hello.Holds {
		if lr.room.Holds(s.Seat, s.Token) {
			c.holds[s.Seat] = s.Token
		}
	}
	lr.clients[c] = true
	steps := make([]string, lr.room.Steps())
	for i := range steps {
		steps[i] = lr.room.Step(i)
	}
	c.out <- ServerMsg{Type: "room", Info: lr.info(), Steps: steps}
	if len(c.holds) > 0 {
		lr.broadcast(ServerMsg{Type: "seats", Info: lr.info()})
	}
	lr.mu.Unlock()

	// The room's news go out as they come; the client's messages come in.
	// Serve returns once nothing more is written on conn.
	written := make(chan struct{})
	defer func() {
		lr.mu.Lock()
		lr.drop(c)
		if len(c.holds) > 0 {
			lr.broadcast(ServerMsg{Type: "seats", Info: lr.info()})
		}
		lr.mu.Unlock()
		cancel()
		<-written
	}()
	go func() {
		defer close(written)
		defer cancel() // cut off, too slow, or the connection failed
		for m := range c.out {
			if writeMsg(ctx, conn, m) != nil {
				return
			}
		}
	}()
	tokens, last := float64(rateBurst), time.Now()
	for {
		data, err := conn.Read(ctx)
		if err != nil {
			return err
		}
		now := time.Now()
		tokens = min(rateBurst, tokens+float64(now.Sub(last))/float64(rateInterval))
		last = now
		if tokens < 1 {
			h.reply(lr, c, ServerMsg{Type: "error", Error: "too many messages: slow down"})
			continue
		}
		tokens--
		m, err := DecodeClient(data)
		if err != nil {
			h.reply(lr, c, ServerMsg{Type: "error", Error: err.Error()})
			continue
		}
		answer := h.handle(ctx, lr, c, m)
		if answer.Type != "error" {
			tokens++ // a move or a seat taken: the game's own pace limits them
		}
		h.reply(lr, c, answer)
	}
}

// reply sends m to c alone, unless it is empty.
func (h *Hub) reply(lr *live, c *client, m ServerMsg) {
	if m.Type == "" {
		return
	}
	lr.mu.Lock()
	defer lr.mu.Unlock()
	if !lr.clients[c] {
		return
	}
	select {
	case c.out <- m:
	default:
		lr.drop(c)
	}
}

// handle carries out a client's message and returns its answer, if any:
// the news of a move go to every client as the log brings them.
func (h *Hub) handle(ctx context.Context, lr *live, c *client, m ClientMsg) ServerMsg {
	if m.Type == "hello" {
		return ServerMsg{Type: "error", Error: "hello comes once, first"}
	}
	// One writer per room on this node: its clients' moves and seats go to
	// the log one after the other. Another node may still be first; a
	// seat is then sought again, and a move was for a past step.
	lr.write.Lock()
	defer lr.write.Unlock()
	for attempt := 0; ; attempt++ {
		lr.mu.Lock()
		var e Entry
		var token string
		var err error
		after := lr.room.Entries()
		switch m.Type {
		case "join":
			if e, token, err = lr.room.Join(m.Seat, m.Name); err == nil {
				c.holds[e.Seat] = token // connected as soon as the others learn of it
			}
		case "move":
			token, ok := c.holds[m.Seat]
			if !ok {
				err = ErrBadToken
				break
			}
			e, err = lr.room.Propose(m.Seat, token, m.At, m.Move)
		}
		lr.mu.Unlock()
		if err == nil {
			err = h.appendEntry(ctx, lr.room.Code, after, e)
			if err == nil || errors.Is(err, ErrConflict) {
				if werr := lr.await(ctx, after+1); werr != nil {
					err = werr
				}
			}
		}
		if err != nil && m.Type == "join" && e.Kind == "join" {
			lr.mu.Lock()
			delete(c.holds, e.Seat)
			lr.mu.Unlock()
		}
		switch {
		case errors.Is(err, ErrConflict) && m.Type == "join" && attempt < 3:
			continue // the room has changed: seek a seat again
		case errors.Is(err, ErrConflict):
			err = ErrStale // another node was first: the client sees its step
		}
		if err != nil {
			return ServerMsg{Type: "error", Error: err.Error()}
		}
		if m.Type == "join" {
			return ServerMsg{Type: "joined", Seat: e.Seat, Token: token}
		}
		return ServerMsg{}
	}
}

func writeMsg(ctx context.Context, conn Conn, m ServerMsg) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return conn.Write(ctx, data)
}
