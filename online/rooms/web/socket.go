package web

import (
	"context"
	"net/http"
	"time"

	"tabula/online"
	"tabula/online/rooms"
	"tabula/online/rooms/web/wsconn"
)

// Pings of a room's WebSocket on the server: a peer that does not answer
// within PingWait of a ping, sent when it was silent for PingEvery, is gone
// (a phone asleep, a network changed): its connection is closed, and its
// client reconnects when it can.
const (
	PingEvery = 30 * time.Second
	PingWait  = 15 * time.Second
)

// The pings' pace, shortened by the tests.
var pingEvery, pingWait = PingEvery, PingWait

// webSocket serves the WebSocket of a room (GET /api/rooms/{code}/ws) with
// hub: the client's hello names the room. Pages of the hosts of origins,
// besides the server's own, may open it. A connection is a session of the
// hub on a connection of package wsconn: a person connected and silent
// costs no goroutine and no buffer.
func webSocket(hub *rooms.Hub, origins []string) http.Handler {
	sockets := wsconn.NewServer(wsconn.Options{Origins: origins, MaxMessage: online.MaxMessage, PingEvery: pingEvery, PingWait: pingWait})
	context.AfterFunc(hub.Context(), sockets.Close)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sockets.Upgrade(w, r, func(c *wsconn.Conn) wsconn.Handler {
			return socket{hub.Connect(peer{c})}
		}) // answers a refusal itself
	})
}

// socket hands what comes on a room's WebSocket to its session.
type socket struct{ session *rooms.Session }

func (s socket) Message(_ *wsconn.Conn, data []byte) { s.session.Receive(data) }
func (s socket) Closed(*wsconn.Conn, error)          { s.session.End() }

// peer is a room's WebSocket as the hub's Peer.
type peer struct{ c *wsconn.Conn }

func (p peer) Send(data []byte) bool { return p.c.Send(data) }

func (p peer) Close(err error) {
	if err == nil {
		p.c.Close(wsconn.StatusNormal, "")
		return
	}
	p.c.Close(wsconn.StatusPolicyViolation, err.Error()) // cut to a close frame's 123 bytes
}
