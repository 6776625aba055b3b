package wsconn

import (
	"fmt"
	"path"
	"sync"
	"time"
)

// Options are how a Server serves its connections. A zero field takes the
// default given beside it.
type Options struct {
	// Origins are the hosts whose pages may connect besides the request's
	// own Host: patterns as path.Match, matched case-insensitively against
	// the host of the Origin header (as coder/websocket's
	// AcceptOptions.OriginPatterns). A request with no Origin header is
	// allowed: it does not come from a browser.
	Origins []string

	// MaxMessage is the largest message read, in bytes, after its fragments
	// are put together; a larger one closes the connection with
	// StatusTooBig. Default 4096.
	MaxMessage int

	// PingEvery is how long a peer may be silent before it is pinged.
	// Default 30s.
	PingEvery time.Duration

	// PingWait is how long a pinged peer has to send anything: then it is
	// gone, and Closed is called with an error wrapping ErrGone. Default 15s.
	PingWait time.Duration

	// MaxQueued is how many bytes may wait to be written to a peer that
	// does not read: more, and it is cut, Closed being called with an error
	// wrapping ErrTooSlow. Default 256 KiB.
	MaxQueued int

	// WriteWait is how long one write may block before the peer is cut
	// (ErrTooSlow), and how long a peer has to answer a close frame.
	// Default 10s.
	WriteWait time.Duration

	// Goroutines makes the Server read with a goroutine per connection even
	// where epoll exists; the tests use it to check both ways.
	Goroutines bool
}

// The defaults of Options.
const (
	DefaultMaxMessage = 4096
	DefaultPingEvery  = 30 * time.Second
	DefaultPingWait   = 15 * time.Second
	DefaultMaxQueued  = 256 << 10
	DefaultWriteWait  = 10 * time.Second
)

// A Server takes WebSocket connections over from net/http (Upgrade) and
// serves them: it reads them, pings them and closes them.
type Server struct {
	opts  Options
	epoch time.Time
	poll  poller

	mu      sync.Mutex
	conns   map[*Conn]struct{}
	closed  bool
	pinging bool          // the pinger runs
	drained chan struct{} // closed by the last connection to go once Close is called
	stop    chan struct{} // closed by Close: the pinger ends
}

// NewServer returns a Server serving connections as opts says. It panics
// if an origin pattern is malformed.
func NewServer(opts Options) *Server {
	for _, p := range opts.Origins {
		if _, err := path.Match(p, ""); err != nil {
			panic(fmt.Sprintf("wsconn: origin pattern %q: %v", p, err))
		}
	}
	if opts.MaxMessage <= 0 {
		opts.MaxMessage = DefaultMaxMessage
	}
	if opts.PingEvery <= 0 {
		opts.PingEvery = DefaultPingEvery
	}
	if opts.PingWait <= 0 {
		opts.PingWait = DefaultPingWait
	}
	if opts.MaxQueued <= 0 {
		opts.MaxQueued = DefaultMaxQueued
	}
	if opts.WriteWait <= 0 {
		opts.WriteWait = DefaultWriteWait
	}
	return &Server{opts: opts, epoch: time.Now(), conns: map[*Conn]struct{}{}, stop: make(chan struct{})}
}

// now is the time on the Server's monotonic clock, in nanoseconds: never 0
// once a connection exists.
func (s *Server) now() int64 {
	return int64(time.Since(s.epoch)) + 1
}

// Len returns how many connections are open (or closing).
func (s *Server) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.conns)
}

// Close closes every connection with StatusGoingAway, waits for them to
// close (at most Options.WriteWait, then they are cut), and stops the
// pinger and the poller. Upgrade refuses connections from then on. Close is safe to call
// more than once.
func (s *Server) Close() {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.closed = true
	conns := make([]*Conn, 0, len(s.conns))
	for c := range s.conns {
		conns = append(conns, c)
	}
	if len(conns) > 0 {
		s.drained = make(chan struct{})
	}
	drained := s.drained
	s.mu.Unlock()

	for _, c := range conns {
		c.Close(StatusGoingAway, "the server is shutting down")
	}
	if drained != nil {
		t := time.NewTimer(s.opts.WriteWait)
		select {
		case <-drained:
		case <-t.C:
			for _, c := range conns {
				c.cut(nil) // they were closing: Closed is told nil
			}
		}
		t.Stop()
	}
	close(s.stop)
	s.poll.stop()
}

// add counts c among the Server's connections and starts the pinger if
// need be; it reports false if the Server is closed.
func (s *Server) add(c *Conn) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false
	}
	s.conns[c] = struct{}{}
	if !s.pinging {
		s.pinging = true
		go s.pingLoop()
	}
	return true
}

// forget removes c, closed, from the Server's connections.
func (s *Server) forget(c *Conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.conns, c)
	if len(s.conns) == 0 && s.drained != nil {
		close(s.drained)
		s.drained = nil
	}
}

// tick is how often the pinger looks at the connections: half the shorter
// of PingEvery and PingWait, at most a second.
func (s *Server) tick() time.Duration {
	d := min(s.opts.PingEvery, s.opts.PingWait) / 2
	return max(min(d, time.Second), time.Millisecond)
}

// pingLoop is the pinger: one goroutine for all the connections of the
// Server, rather than a timer each. It ends when no connection is left,
// or the Server is closed.
func (s *Server) pingLoop() {
	t := time.NewTicker(s.tick())
	defer t.Stop()
	type due struct {
		c   *Conn
		err error
	}
	var cut []due
	for {
		select {
		case <-t.C:
		case <-s.stop:
			return
		}
		now := s.now()
		s.mu.Lock()
		if len(s.conns) == 0 {
			s.pinging = false
			s.mu.Unlock()
			return
		}
		for c := range s.conns {
			if err := c.check(now); err != nil {
				cut = append(cut, due{c, err})
			}
		}
		s.mu.Unlock()
		for i, d := range cut {
			d.c.cut(d.err)
			cut[i] = due{}
		}
		cut = cut[:0]
	}
}
