// Package remote plays a room of a server of rooms (cmd/server) from the
// game: it connects to the room over a WebSocket, says hello with the seats
// held, feeds every message of the server to an [online.Follower], sends
// the moves and the seats asked for, and reconnects after a drop. The game's
// loop asks what arrived with [Room.Poll], which never blocks: the
// connection lives in goroutines of its own (in the browser they share the
// one thread, and wait on the network without spinning).
//
// A seat's secret token, given once when the seat is taken, is kept in a
// [save.Store] under the room's code, so that the room opened again on the
// same device (its link followed again, the game restarted) resumes the
// seat. The rooms a device holds a seat in are listed in the store's index
// ([LoadIndex], the 50 most recently seen), so that the game can ask the
// server how each stands ([FetchInfo]) and say "your turn in 2 games".
// The server's end of the same WebSocket is package tabula/online/rooms/socket.
//
// Natively the WebSocket is github.com/coder/websocket's; in the browser it
// is the browser's own, through syscall/js, which spares the module the
// weight of net/http.
package remote

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"tabula/games"
	"tabula/online"
	"tabula/save"
)

// Status is the state of a room's connection.
type Status uint8

// The states of a room's connection.
const (
	StatusConnecting   Status = iota // the first connection is being made
	StatusOnline                     // connected; the room has arrived
	StatusReconnecting               // the connection dropped: trying again
	StatusLost                       // it did not come back within ReconnectFor
	StatusRefused                    // the server refused the room (no such room)
	StatusClosed                     // Close was called
)

// Conn is a connection of whole messages to a server of rooms.
type Conn interface {
	Read(ctx context.Context) ([]byte, error)
	Write(ctx context.Context, data []byte) error
	Close() error
}

// DefaultReconnectFor is how long a dropped connection is tried again
// before the room is given up as lost.
const DefaultReconnectFor = 60 * time.Second

// Options are how a room is opened.
type Options struct {
	Games []*games.Game // the games the client knows (games.All)
	// Store keeps the seats' tokens under the room's code; nil keeps them
	// in memory only.
	Store save.Store
	Name  string // the nickname given with a seat taken
	// Join is the seats to take when they are not held already: the
	// seats of the people at the device that created the room.
	Join []int
	// Held are seats held already, with their tokens (a rematch's, which
	// keeps the seats of the room it follows), besides the store's.
	Held map[int]string
	// TakeFree takes the first free seat for a person online when the
	// client holds none and Join is empty; with none free, it watches.
	TakeFree bool
	// ReconnectFor is how long a dropped connection is tried again
	// (default DefaultReconnectFor); Backoff is the first wait between
	// tries (default half a second), doubled each time up to 8 s.
	ReconnectFor time.Duration
	Backoff      time.Duration
	// Dial connects to a room's WebSocket URL (default: the platform's
	// WebSocket). Tests give their own to cut connections.
	Dial func(ctx context.Context, url string) (Conn, error)
	// Changed, if set, is called, from the room's goroutine, after each
	// change that Poll would show: a message of the server, a connection
	// lost or refused. A screen at rest looks at once (see
	// scenes.App.Wake). It must not block.
	Changed func()
}

// Snapshot is a room as it stands on this device, for the game's loop.
type Snapshot struct {
	Status Status
	// Err says why the room was lost or refused, or why the last
	// connection dropped while reconnecting.
	Err string
	// Info is the room as the server last told it; nil until it arrives.
	Info *online.Info
	// Steps is the number of steps the server has sent: the room's
	// record so far (read them with [Room.Steps]).
	Steps int
	// Held is the seats this device holds, in order.
	Held []int
	// Connections counts the connections on which the room arrived: it
	// changes at each reconnection (a move sent on a connection that
	// dropped may be lost, and is proposed again).
	Connections int
	// Waiting is how long this device has waited for the server's answer
	// to what it last asked (a move, a seat, a rematch): 0 when nothing
	// is awaited. A server that takes more than a second (a NATS node
	// lost, its leader being elected again) is said so on the screen.
	Waiting time.Duration
}

// Room is a room of a server, followed from this device. Its methods are
// safe for concurrent use; none blocks.
type Room struct {
	code, url string
	server    string
	opts      Options

	mu       sync.Mutex
	f        *online.Follower
	status   Status
	err      string
	conns    int
	refusals []string
	asked    time.Time // when the oldest question not answered yet was sent; zero if none
	joining  bool      // the seats to take were asked for on this connection
	// contributed holds the seats whose contribution was sent on this
	// connection.
	contributed map[int]bool
	index       *Indexed // the room, to write to the store's index once r.mu is let go

	out    chan online.ClientMsg // to the connection; dropped when it fails
	cancel context.CancelFunc
	done   chan struct{}
}

// WebSocketURL returns the URL of the WebSocket of the room called code on
// the server at server (as http://127.0.0.1:8080 or https://example.org).
func WebSocketURL(server, code string) (string, error) {
	u, err := url.Parse(server)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("remote: %q is no server's URL, as http://127.0.0.1:8080", server)
	}
	switch u.Scheme {
	case "http", "ws":
		u.Scheme = "ws"
	case "https", "wss":
		u.Scheme = "wss"
	default:
		return "", fmt.Errorf("remote: %q: a server is reached by http or https", server)
	}
	u.Path = strings.TrimSuffix(u.Path, "/") + "/api/rooms/" + code + "/ws"
	u.RawQuery, u.Fragment = "", ""
	return u.String(), nil
}

// Open starts following the room called code on the server at server: it
// connects in the background, and Poll tells what arrived. The seats whose
// tokens the store keeps for the room are held again.
func Open(server, code string, o Options) (*Room, error) {
	code, err := online.ParseCode(code)
	if err != nil {
		return nil, err
	}
	u, err := WebSocketURL(server, code)
	if err != nil {
		return nil, err
	}
	if o.ReconnectFor <= 0 {
		o.ReconnectFor = DefaultReconnectFor
	}
	if o.Backoff <= 0 {
		o.Backoff = 500 * time.Millisecond
	}
	if o.Dial == nil {
		o.Dial = Dial
	}
	if o.Games == nil {
		o.Games = games.All
	}
	r := &Room{code: code, url: u, server: server, opts: o, f: online.NewFollower(o.Games), out: make(chan online.ClientMsg, 16), done: make(chan struct{})}
	for seat, token := range LoadTokens(o.Store, code) {
		r.f.Held[seat] = token
	}
	if len(o.Held) > 0 {
		for seat, token := range o.Held {
			r.f.Held[seat] = token
		}
		if err := SaveTokens(o.Store, code, r.f.Held); err != nil {
			r.refusals = append(r.refusals, "the seat's secret cannot be kept on this device: "+err.Error())
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel = cancel
	go r.run(ctx)
	return r, nil
}

// Code returns the room's code, as K3QX-9TZD.
func (r *Room) Code() string { return r.code }

// Poll returns the room as it stands and the server's refusals since the
// last Poll (a move refused, with the server's words). It never blocks.
func (r *Room) Poll() (Snapshot, []string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := Snapshot{Status: r.status, Err: r.err, Info: r.f.Info, Connections: r.conns}
	if !r.asked.IsZero() {
		s.Waiting = time.Since(r.asked)
	}
	if r.f.History != nil {
		s.Steps = r.f.History.Len()
	}
	for seat := range r.f.Held {
		s.Held = append(s.Held, seat)
	}
	slices.Sort(s.Held)
	refusals := r.refusals
	r.refusals = nil
	return s, refusals
}

// Steps returns the room's steps from the step from (counted from 0), in
// the game's notation.
func (r *Room) Steps(from int) []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	h := r.f.History
	if h == nil {
		return nil
	}
	var notes []string
	for i := max(from, 0); i < h.Len(); i++ {
		notes = append(notes, h.Step(i).Note)
	}
	return notes
}

// Move proposes the move note ("throw" for the lots) of seat, held here,
// for the step at (the number of steps seen). Its steps arrive with the
// server's news; a refusal with the next Poll. A move made while the room
// is not online is refused at once.
func (r *Room) Move(seat, at int, note string) {
	r.send(online.ClientMsg{Type: online.MsgMove, Seat: seat, At: at, Move: note})
}

// Rematch asks for a rematch of the game over: a new room where the same
// people hold the same seats. Its code arrives in the room's information
// (Info.Rematch); open it with the tokens of [Room.Tokens].
func (r *Room) Rematch() {
	r.send(online.ClientMsg{Type: online.MsgRematch})
}

// Tokens returns the seats held here with their tokens.
func (r *Room) Tokens() map[int]string {
	r.mu.Lock()
	defer r.mu.Unlock()
	held := map[int]string{}
	for seat, token := range r.f.Held {
		held[seat] = token
	}
	return held
}

// Join asks for seat (-1: the first free seat for a person online), with
// the device's contribution to the lots.
func (r *Room) Join(seat int) {
	r.send(online.ClientMsg{Type: online.MsgJoin, Seat: seat, Name: r.opts.Name, Contribution: online.NewContribution()})
}

func (r *Room) send(m online.ClientMsg) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.status != StatusOnline {
		r.refusals = append(r.refusals, "not connected to the room")
		return
	}
	select {
	case r.out <- m:
		if r.asked.IsZero() {
			r.asked = time.Now()
		}
	default:
		r.refusals = append(r.refusals, "too many messages: slow down")
	}
}

// Close leaves the room: the connection ends and nothing more arrives. It
// waits for the connection's goroutines to end.
func (r *Room) Close() {
	r.cancel()
	<-r.done
}

// refusedError is a server's refusal of the room itself.
type refusedError struct{ msg string }

func (e *refusedError) Error() string { return e.msg }

// run connects, and connects again after each drop, until the room is
// closed, refused, or lost.
func (r *Room) run(ctx context.Context) {
	defer close(r.done)
	defer r.changed()
	var lost time.Time // when the connection was last lost, or zero
	wait := r.opts.Backoff
	for {
		arrived, err := r.connect(ctx)
		r.mu.Lock()
		var refused *refusedError
		switch {
		case ctx.Err() != nil:
			r.status, r.err = StatusClosed, ""
			r.mu.Unlock()
			return
		case errors.As(err, &refused):
			r.status, r.err = StatusRefused, refused.msg
			r.mu.Unlock()
			return
		}
		now := time.Now()
		if arrived || lost.IsZero() {
			lost, wait = now, r.opts.Backoff
		}
		left := r.opts.ReconnectFor - now.Sub(lost)
		if left <= 0 {
			r.status, r.err = StatusLost, err.Error()
			r.mu.Unlock()
			return
		}
		r.status, r.err = StatusReconnecting, err.Error()
		r.mu.Unlock()
		r.changed()
		t := time.NewTimer(min(wait, left))
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
		}
		wait = min(2*wait, 8*time.Second)
	}
}

// connect plays the room on one connection until it drops, and reports
// whether the room arrived on it.
func (r *Room) connect(ctx context.Context) (arrived bool, err error) {
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	c, err := r.opts.Dial(dctx, r.url)
	cancel()
	if err != nil {
		// The server refuses a room's WebSocket before the handshake when
		// it has no such room, and a browser is not told why: ask.
		if _, ierr := FetchInfo(ctx, r.server, r.code); errors.Is(ierr, ErrGone) {
			return false, &refusedError{fmt.Sprintf("no room %s: it ended, or the code is mistyped", r.code)}
		}
		return false, err
	}
	defer c.Close()
	ctx, cancel = context.WithCancel(ctx)
	defer cancel()
	// What the screen asked for on a connection that dropped is dropped
	// with it: the screen sees the new connection and asks again.
	for len(r.out) > 0 {
		<-r.out
	}
	r.mu.Lock()
	hello := r.f.Hello(r.code)
	r.joining, r.contributed = false, map[int]bool{}
	r.mu.Unlock()
	if err := write(ctx, c, hello); err != nil {
		return false, err
	}
	written := make(chan error, 1)
	go func() {
		for {
			select {
			case m := <-r.out:
				if err := write(ctx, c, m); err != nil {
					written <- err
					cancel()
					return
				}
			case <-ctx.Done():
				written <- nil
				return
			}
		}
	}()
	defer func() { cancel(); <-written }()
	for {
		data, err := c.Read(ctx)
		if err != nil {
			return arrived, err
		}
		var m online.ServerMsg
		if err := json.Unmarshal(data, &m); err != nil {
			return arrived, fmt.Errorf("remote: a message that is not the protocol's: %w", err)
		}
		if err := r.handle(m, &arrived); err != nil {
			return arrived, err
		}
		r.writeIndex()
		r.changed()
	}
}

// changed tells the room's user that Poll has news, if it asked to be.
func (r *Room) changed() {
	if r.opts.Changed != nil {
		r.opts.Changed()
	}
}

// handle applies a server's message to the follower.
func (r *Room) handle(m online.ServerMsg, arrived *bool) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	_, err := r.f.Handle(m)
	switch m.Type {
	case online.MsgRoom, online.MsgSteps, online.MsgSeats, online.MsgJoined, online.MsgError:
		r.asked = time.Time{} // answered, or the room again
	}
	switch {
	case m.Type == online.MsgError && r.f.History == nil:
		return &refusedError{m.Error} // no room, or a bad hello
	case m.Type == online.MsgError:
		r.refusals = append(r.refusals, m.Error)
		return nil
	case err != nil:
		return err // a room that does not fit: hello again
	}
	switch m.Type {
	case online.MsgRoom:
		*arrived = true
		r.status, r.err = StatusOnline, ""
		r.conns++
		r.takeSeats()
		r.remember()
	case online.MsgJoined:
		if err := SaveTokens(r.opts.Store, r.code, r.f.Held); err != nil {
			r.refusals = append(r.refusals, "the seat's secret cannot be kept on this device: "+err.Error())
		}
		r.remember()
	}
	r.contribute()
	return nil
}

// contribute gives the contribution to the lots of each seat held here
// that the room awaits (a rematch's, held without joining), once per
// connection: a new one from the cryptographic source, now that the
// room's seedHash is known. The caller holds r.mu.
func (r *Room) contribute() {
	for _, seat := range r.f.ToContribute() {
		if r.contributed[seat] {
			continue
		}
		select {
		case r.out <- online.ClientMsg{Type: online.MsgContribute, Seat: seat, Contribution: online.NewContribution()}:
			r.contributed[seat] = true
		default: // asked again with the next news
		}
	}
}

// remember notes the room, as it stands now, for the store's index of the
// rooms this device holds a seat in (see [Remember]); writeIndex writes
// it, without r.mu, so that Poll never waits on the store. The caller
// holds r.mu.
func (r *Room) remember() {
	if r.opts.Store == nil || len(r.f.Held) == 0 || r.f.Info == nil {
		return
	}
	seen := Indexed{Code: r.code, Server: r.server, Game: r.f.Info.Game, Seen: time.Now().UTC()}
	for seat := range r.f.Held {
		seen.Seats = append(seen.Seats, seat)
	}
	r.index = &seen
}

// writeIndex writes what remember noted to the store's index. Failing to
// index the room loses no seat: its tokens are kept apart.
func (r *Room) writeIndex() {
	r.mu.Lock()
	seen := r.index
	r.index = nil
	r.mu.Unlock()
	if seen != nil {
		_ = Remember(r.opts.Store, *seen)
	}
}

// takeSeats asks for the seats to take, once per connection. The caller
// holds r.mu.
func (r *Room) takeSeats() {
	if r.joining {
		return
	}
	r.joining = true
	var want []int
	for _, seat := range r.opts.Join {
		if _, held := r.f.Held[seat]; !held {
			want = append(want, seat)
		}
	}
	if len(r.opts.Join) == 0 && r.opts.TakeFree && len(r.f.Held) == 0 {
		free := slices.IndexFunc(r.f.Info.Seats, func(s online.SeatInfo) bool { return s.Kind == online.SeatOnline && !s.Taken })
		if free >= 0 {
			want = append(want, free)
		}
	}
	for _, seat := range want {
		select {
		case r.out <- online.ClientMsg{Type: online.MsgJoin, Seat: seat, Name: r.opts.Name, Contribution: online.NewContribution()}:
		default:
		}
	}
}

func write(ctx context.Context, c Conn, m online.ClientMsg) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return c.Write(ctx, data)
}
