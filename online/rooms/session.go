package rooms

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"tabula/online"
)

// A Peer is a client's connection as the hub sees it: the hub queues
// encoded messages on it, never waiting, and closes it.
type Peer interface {
	// Send queues data for the client, and reports false if the
	// connection is cut (too slow to read, or gone): the hub then forgets
	// the client.
	Send(data []byte) bool
	// Close ends the connection after what is queued, telling the client
	// why (nil: nothing wrong).
	Close(err error)
}

// A Session is a client connected to the hub through a Peer. The
// connection hands it each message the client sends (Receive) and tells it
// when it ends (End); neither waits. The session plays the messages in
// order, one at a time, in a goroutine that lives only while it has one to
// play: a client connected and silent costs the hub no goroutine, which
// lets a node keep many rooms played over days.
type Session struct {
	hub  *Hub
	peer Peer

	mu      sync.Mutex
	queue   [][]byte           // messages received, not played yet
	running bool               // a goroutine plays the queue
	ended   bool               // the connection ended
	cancel  context.CancelFunc // ends what the running goroutine waits for
	tokens  float64            // the rate limit's
	warned  bool               // the client was told it sends too many
	last    time.Time

	// Owned by the running goroutine: the room, once the hello came.
	code string
	lr   *live
	c    *client
	done bool // the room was left
}

// Rate limits of a client: a burst of messages refused, then one per
// interval. A message that plays a move or takes a seat costs nothing: the
// game lets a client do so only in its turn.
const (
	rateBurst    = 20
	rateInterval = 100 * time.Millisecond
)

// Connect returns the session of a client connected through p. Its first
// message must be a hello naming the room.
func (h *Hub) Connect(p Peer) *Session {
	return &Session{hub: h, peer: p, tokens: rateBurst, last: time.Now()}
}

// Receive takes a message the client sent; it is played after those before
// it. A client sending faster than the rate limit has its messages
// dropped, and is told so once, with an error, until one is taken again.
func (s *Session) Receive(data []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		return
	}
	now := time.Now()
	s.tokens = min(rateBurst, s.tokens+float64(now.Sub(s.last))/float64(rateInterval))
	s.last = now
	if s.tokens < 1 {
		if !s.warned { // once a burst, not once a message
			s.warned = true
			s.peer.Send(encode(online.ServerMsg{Type: online.MsgError, Error: "too many messages: slow down"}))
		}
		return
	}
	s.tokens--
	s.warned = false
	s.queue = append(s.queue, data)
	s.start()
}

// End tells the session that its connection ended: it leaves the room,
// once any message being played is done.
func (s *Session) End() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		return
	}
	s.ended, s.queue = true, nil
	if s.cancel != nil {
		s.cancel()
	}
	s.start()
}

// start has a goroutine play the queue, if none does. The caller holds
// s.mu.
func (s *Session) start() {
	if s.running {
		return
	}
	s.running = true
	ctx, cancel := context.WithCancel(s.hub.ctx)
	s.cancel = cancel
	go s.run(ctx)
}

// run plays the queued messages, then leaves the room if the connection
// ended, and returns when there is nothing more to do.
func (s *Session) run(ctx context.Context) {
	for {
		s.mu.Lock()
		if len(s.queue) == 0 {
			ended := s.ended
			s.running, s.queue = false, nil // no array kept while idle
			s.cancel()
			s.cancel = nil
			s.mu.Unlock()
			if ended {
				s.leave()
			}
			return
		}
		data := s.queue[0]
		s.queue = s.queue[1:]
		s.mu.Unlock()
		s.play(ctx, data)
	}
}

// play carries out one message of the client.
func (s *Session) play(ctx context.Context, data []byte) {
	h := s.hub
	if s.done {
		return
	}
	if s.lr == nil {
		s.hello(ctx, data)
		return
	}
	m, err := online.DecodeClient(data)
	if err != nil {
		h.reply(s.lr, s.c, online.ServerMsg{Type: online.MsgError, Error: err.Error()})
		return
	}
	answer := h.handle(ctx, s.lr, s.c, m)
	if answer.Type != online.MsgError {
		s.refund() // a move or a seat taken: the game's own pace limits them
	}
	h.reply(s.lr, s.c, answer)
}

// refund gives back the rate limit's token of a message.
func (s *Session) refund() {
	s.mu.Lock()
	s.tokens = min(rateBurst, s.tokens+1)
	s.mu.Unlock()
}

// hello opens the room the client's first message names and joins the
// client to it: it receives the room so far, then its news. A client whose
// hello is wrong is told why, and cut.
func (s *Session) hello(ctx context.Context, data []byte) {
	h := s.hub
	hello, err := online.DecodeClient(data)
	if err == nil && hello.Type != online.MsgHello {
		err = errors.New("a client starts with hello")
	}
	var lr *live
	if err == nil {
		lr, err = h.open(ctx, hello.Room)
		if errors.Is(err, ErrNoRoom) {
			err = fmt.Errorf("no room %s: it ended, or the code is mistyped", hello.Room)
		}
	}
	if err != nil {
		s.done = true
		s.peer.Send(encode(online.ServerMsg{Type: online.MsgError, Error: err.Error()}))
		s.peer.Close(err)
		return
	}
	c := &client{peer: s.peer}
	s.code, s.lr, s.c = hello.Room, lr, c
	lr.mu.Lock()
	defer lr.mu.Unlock()
	for _, held := range hello.Holds {
		if lr.room.Holds(held.Seat, held.Token) {
			c.holds.hold(held.Seat, held.Token)
		}
	}
	lr.clients[c] = true
	steps := make([]string, lr.room.Steps())
	for i := range steps {
		steps[i] = lr.room.Step(i)
	}
	lr.send(c, encode(online.ServerMsg{Type: online.MsgRoom, Info: lr.info(), Steps: steps}))
	if len(c.holds) > 0 {
		lr.broadcast(online.ServerMsg{Type: online.MsgSeats, Info: lr.info()})
		h.schedule(hello.Room, lr)
		h.announce(hello.Room, lr, false)
	}
}

// leave takes the client out of its room, once its connection ended: the
// others learn that its seats are empty.
func (s *Session) leave() {
	if s.done || s.lr == nil {
		s.done = true
		return
	}
	s.done = true
	h, lr := s.hub, s.lr
	lr.mu.Lock()
	lr.drop(s.c)
	if len(s.c.holds) > 0 {
		lr.broadcast(online.ServerMsg{Type: online.MsgSeats, Info: lr.info()})
		h.schedule(s.code, lr)
		h.announce(s.code, lr, false)
	}
	lr.mu.Unlock()
	h.release(s.code, lr)
}

// reply sends m to c alone, unless it is empty.
func (h *Hub) reply(lr *live, c *client, m online.ServerMsg) {
	if m.Type == "" {
		return
	}
	lr.mu.Lock()
	defer lr.mu.Unlock()
	if lr.clients[c] {
		lr.send(c, encode(m))
	}
}

// Serve plays a room with a client on conn until the connection ends, and
// returns why it ended: the client's hello names the room, its answers and
// the room's news go back on conn. It costs a goroutine reading conn and
// one writing to it; a server of many connections uses Connect with a
// connection that needs none.
func (h *Hub) Serve(ctx context.Context, conn online.Conn) error {
	// A cut (the hub's, or a write failed) stops the writer once what was
	// queued before it is out, if the client reads it within a second;
	// then the reading stops. (A connection may close when a read is
	// cancelled.)
	cutCtx, cut := context.WithCancelCause(ctx)
	defer cut(nil)
	ctx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	wctx, wcancel := context.WithCancel(context.WithoutCancel(ctx))
	defer wcancel()
	p := &connPeer{out: make(chan []byte, clientQueue), cut: cut}
	s := h.Connect(p)
	written := make(chan struct{})
	go func() {
		defer close(written)
		defer func() { stop(context.Cause(cutCtx)) }()
		for {
			var data []byte
			select {
			case data = <-p.out:
			case <-cutCtx.Done():
				select {
				case data = <-p.out:
				default:
					return // all out
				}
			}
			if err := conn.Write(wctx, data); err != nil {
				cut(err)
				return
			}
		}
	}()
	defer func() {
		s.End()
		cut(nil)
		select {
		case <-written:
		case <-time.After(time.Second):
			wcancel()
			<-written
		}
	}()
	for {
		data, err := conn.Read(ctx)
		if err != nil {
			if cause := context.Cause(ctx); ctx.Err() != nil && cause != nil && !errors.Is(cause, context.Canceled) {
				return cause
			}
			return err
		}
		s.Receive(data)
	}
}

// connPeer is the Peer of a connection served by Serve: a queue its
// writer empties.
type connPeer struct {
	out chan []byte
	cut context.CancelCauseFunc
}

// clientQueue is how many messages a client of Serve may lag behind
// before it is cut: it reconnects and reads the room again.
const clientQueue = 64

func (p *connPeer) Send(data []byte) bool {
	select {
	case p.out <- data:
		return true
	default:
		p.cut(errors.New("too slow to read the room's news"))
		return false
	}
}

func (p *connPeer) Close(err error) {
	if err == nil {
		err = context.Canceled
	}
	p.cut(err)
}
