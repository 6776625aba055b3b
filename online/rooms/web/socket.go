package web

import (
	"context"
	"net/http"
	"net/url"
	"path"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/lesismal/nbio"
	"github.com/lesismal/nbio/logging"
	"github.com/lesismal/nbio/nbhttp"
	"github.com/lesismal/nbio/nbhttp/websocket"

	"tabula/online"
	"tabula/online/rooms"
)

// Pings of a room's WebSocket on the server: every PingEvery the server
// pings each connection, and a peer silent for PingEvery+PingWait (no
// message, no answer to a ping: a phone asleep, a network changed) is cut;
// its client reconnects when it can. A connection that has not said hello
// within HelloWait is closed.
const (
	PingEvery = 30 * time.Second
	PingWait  = 15 * time.Second
	HelloWait = 10 * time.Second
)

// The pings' pace, shortened by the tests.
var pingEvery, pingWait = PingEvery, PingWait

// maxQueued is how many bytes may wait to be written to a peer before it
// is cut for reading too slowly.
const maxQueued = 256 << 10

// The close codes the server sends (RFC 6455, 7.4.1), and the one nbio
// reports for a close frame with no code.
const (
	closeNormal          = 1000
	closeGoingAway       = 1001
	closeProtocolError   = 1002
	closeUnsupportedData = 1003
	closeNoStatus        = 1005
	closeInvalidData     = 1007
	closePolicyViolation = 1008
)

// sockets serves the rooms' WebSockets with github.com/lesismal/nbio: each
// connection, once upgraded by net/http, is handed to nbio's poller (epoll
// on Linux), which reads every connection with a few goroutines and
// writes without blocking. A person connected and silent costs no
// goroutine: a session of the hub, the connection's state in nbio, and a
// timer until its hello.
//
// Each connection's messages, and its end, are handled on the poller's own
// goroutine (a synchronous ServerExecutor; the handler only queues the
// message for the room's session), not in nbio's pool. nbio knows a
// connection by its file descriptor, which the system hands to the next
// connection as soon as it is closed: a connection closed in the pool (a
// client's close frame) while the poller still held an event of it (the
// client's FIN) had that event applied to a connection just opened on the
// same number, which was cut before its hello was answered (about one in
// 10,000 under load: TestChurnLosesNoConnection). Closed on the poller,
// a connection has no event left behind. The server's own closes (a hello
// late or wrong, a peer too slow to read, a stop) still happen off the
// poller; they are rare, and the client cut reconnects.
//
// The poller hands each connection's bytes to read, which checks its
// frames' headers before nbio parses them, for what nbio lets through
// (see frameCheck); message and answerClose check the rest of RFC 6455
// that nbio answers otherwise, and handshakeFault its handshake.
type sockets struct {
	hub       *rooms.Hub
	clients   *Clients
	origins   []string
	helloWait time.Duration
	engine    *nbhttp.Engine
	upgrader  *websocket.Upgrader

	mu    sync.Mutex
	conns map[*websocket.Conn]*socket
}

// socket is a room's WebSocket: the session it feeds. nbio may hand over
// the connection's first message, or its end, before the handler that
// upgraded it has set the socket up: those wait for ready.
type socket struct {
	frames  frameCheck    // the frames read so far, followed by the poller alone
	ready   chan struct{} // closed once serve set the socket up
	mu      sync.Mutex
	code    string         // the room of the path, which the hello must name
	session *rooms.Session //
	hello   *time.Timer    // closes the connection if nothing comes
	heard   bool           // the first message came
	ended   bool           // the connection ended
	ticket  *ticket        // its place in the limits
}

// setupWait bounds how long a message or an end waits for its socket to
// be set up: microseconds, the time serve takes once the upgrade has
// returned, unless the upgrade failed after the handshake was written
// (nbio v1.6.8 returns no error after it). The poller waits meanwhile.
const setupWait = 5 * time.Second

func init() { logging.SetLevel(logging.LevelError) }

// newSockets starts the poller of hub's WebSockets; it stops with the hub.
func newSockets(hub *rooms.Hub, clients *Clients, opts Options) (*sockets, error) {
	s := &sockets{hub: hub, clients: clients, origins: opts.Origins, helloWait: opts.HelloWait, conns: map[*websocket.Conn]*socket{}}
	if s.helloWait <= 0 {
		s.helloWait = HelloWait
	}
	s.engine = nbhttp.NewEngine(nbhttp.Config{
		Name:                         "rooms",
		MaxWriteBufferSize:           maxQueued,
		MaxWebsocketFramePayloadSize: online.MaxMessage,
		ReadLimit:                    4 * online.MaxMessage,                     // bytes of incomplete frames kept a connection
		ServerExecutor:               func(f func()) { nbhttp.SyncExecutor(f) }, // see sockets
	})
	s.engine.CheckUtf8 = func([]byte) bool { return true } // message and answerClose check, for 1007
	s.engine.Engine.OnData(s.read)                         // in place of nbhttp's, which parses at once
	if err := s.engine.Start(); err != nil {
		return nil, err
	}
	u := websocket.NewUpgrader()
	u.Engine = s.engine
	u.BlockingModTrasferConnToPoller = true
	u.MessageLengthLimit = online.MaxMessage
	u.KeepaliveTime = pingEvery + pingWait // the read deadline, renewed by every frame
	u.CheckOrigin = s.allowOrigin
	u.OnMessage(s.message)
	u.SetCloseHandler(answerClose)
	u.OnClose(s.closed)
	s.upgrader = u
	go s.ping()
	context.AfterFunc(hub.Context(), s.stop)
	return s, nil
}

// serve upgrades a request for the room code's WebSocket.
func (s *sockets) serve(w http.ResponseWriter, r *http.Request, code string) {
	t, ok := s.clients.socketTicket(r)
	if !ok {
		tooMany(w, "too many connections from your address: close some, or try again in a minute")
		return
	}
	c, err := s.upgrader.Upgrade(w, r, nil) // answers a refused handshake itself
	if err != nil {
		t.release()
		return
	}
	so := s.socketOf(c)
	so.mu.Lock()
	so.code, so.ticket = code, t
	so.session = s.hub.Connect(peer{c})
	so.hello = time.AfterFunc(s.helloWait, func() { closeWith(c, closePolicyViolation, "no hello within "+s.helloWait.String()) })
	so.mu.Unlock()
	close(so.ready)
}

// socketOf returns the socket of c, made if need be.
func (s *sockets) socketOf(c *websocket.Conn) *socket {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.socketLocked(c)
}

// openSocket returns the socket of c, made if need be, unless c's
// connection nc is closed: then nil, since a socket made after closed
// removed it would stay. The poller may read a connection before serve
// has its socket, and while another goroutine closes it (nbio closes the
// connection before it calls closed).
func (s *sockets) openSocket(c *websocket.Conn, nc *nbio.Conn) *socket {
	s.mu.Lock()
	defer s.mu.Unlock()
	if closed, _ := nc.IsClosed(); closed {
		return nil
	}
	return s.socketLocked(c)
}

// socketLocked is socketOf with s.mu held.
func (s *sockets) socketLocked(c *websocket.Conn) *socket {
	so := s.conns[c]
	if so == nil {
		so = &socket{ready: make(chan struct{})}
		s.conns[c] = so
	}
	return so
}

// setUp waits until the socket is set up, and reports false if it never
// was within setupWait.
func (so *socket) setUp() bool {
	select {
	case <-so.ready:
		return true
	default:
	}
	t := time.NewTimer(setupWait)
	defer t.Stop()
	select {
	case <-so.ready:
		return true
	case <-t.C:
		return false
	}
}

// message takes a message of c.
func (s *sockets) message(c *websocket.Conn, kind websocket.MessageType, data []byte) {
	if kind != websocket.TextMessage {
		closeWith(c, closeUnsupportedData, "the rooms' messages are text")
		return
	}
	if !utf8.Valid(data) {
		closeWith(c, closeInvalidData, "a text message that is not UTF-8")
		return
	}
	so := s.socketOf(c)
	if !so.setUp() {
		c.Close()
		return
	}
	so.mu.Lock()
	defer so.mu.Unlock()
	if so.ended {
		return
	}
	if !so.heard {
		so.heard = true
		so.hello.Stop()
		if m, err := online.DecodeClient(data); err == nil && m.Type == online.MsgHello && m.Room != so.code {
			closeWith(c, closePolicyViolation, "the hello names room "+m.Room+", the address room "+so.code)
			return
		}
	}
	so.session.Receive(data)
}

// closed ends c's session, and gives its place back.
func (s *sockets) closed(c *websocket.Conn, _ error) {
	so := s.socketOf(c)
	set := so.setUp()
	s.mu.Lock()
	delete(s.conns, c)
	s.mu.Unlock()
	if !set {
		return
	}
	so.mu.Lock()
	defer so.mu.Unlock()
	so.ended = true
	so.hello.Stop()
	so.session.End()
	so.ticket.release()
}

// ping pings every connection every pingEvery, until the hub ends.
func (s *sockets) ping() {
	t := time.NewTicker(pingEvery)
	defer t.Stop()
	var all []*websocket.Conn
	for {
		select {
		case <-s.hub.Context().Done():
			return
		case <-t.C:
		}
		s.mu.Lock()
		for c := range s.conns {
			all = append(all, c)
		}
		s.mu.Unlock()
		for i, c := range all {
			c.WriteMessage(websocket.PingMessage, nil) // an error: it is closing
			all[i] = nil
		}
		all = all[:0]
	}
}

// stop closes every connection, telling its client that the server is
// going away, and stops the poller.
func (s *sockets) stop() {
	s.mu.Lock()
	for c := range s.conns {
		closeWith(c, closeGoingAway, "the server is stopping")
	}
	s.mu.Unlock()
	s.engine.Stop()
}

// closeWith closes c with a close frame of code and reason (cut to the
// 123 bytes a close frame holds, on a character's boundary).
func closeWith(c *websocket.Conn, code int, reason string) {
	if len(reason) > 123 {
		reason = strings.ToValidUTF8(reason[:123], "")
	}
	c.WriteClose(code, reason)
	c.Close()
}

// allowOrigin lets pages of the server's own host and of the hosts of
// origins ("example.org", "*.example.org") open rooms' WebSockets; a
// client that sends no Origin is not a page of any site.
func (s *sockets) allowOrigin(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false
	}
	if strings.EqualFold(u.Host, r.Host) {
		return true
	}
	host := strings.ToLower(u.Host)
	for _, p := range s.origins {
		if ok, _ := path.Match(strings.ToLower(p), host); ok {
			return true
		}
	}
	return false
}

// peer is a room's WebSocket as the hub's Peer.
type peer struct{ c *websocket.Conn }

// Send writes data without blocking: nbio queues what the socket cannot
// take yet, and closes a connection whose queue outgrows maxQueued.
func (p peer) Send(data []byte) bool {
	return p.c.WriteMessage(websocket.TextMessage, data) == nil
}

func (p peer) Close(err error) {
	if err == nil {
		closeWith(p.c, closeNormal, "")
		return
	}
	closeWith(p.c, closePolicyViolation, err.Error())
}
