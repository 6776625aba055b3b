package web

import (
	"context"
	"errors"
	"math"
	"net/http"
	"time"

	"github.com/coder/websocket"

	"tabula/online"
	"tabula/online/rooms"
)

// Pings of a room's WebSocket on the server: a peer that does not answer
// within PingWait of a ping, sent every PingEvery, is gone (a phone asleep,
// a network changed): its connection is closed, and its client reconnects
// when it can.
const (
	PingEvery = 30 * time.Second
	PingWait  = 15 * time.Second
)

// The pings' pace, shortened by the tests.
var pingEvery, pingWait = PingEvery, PingWait

// webSocket serves the WebSocket of a room (GET /api/rooms/{code}/ws) with
// hub: the client's hello names the room. Pages of the hosts of origins,
// besides the server's own, may open it.
func webSocket(hub *rooms.Hub, origins []string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// A WebSocket lives longer than a request: the server's deadlines
		// are lifted, and pings find a peer gone.
		rc := http.NewResponseController(w)
		rc.SetReadDeadline(time.Time{})
		rc.SetWriteDeadline(time.Time{})
		ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: origins})
		if err != nil {
			return // Accept answered
		}
		defer ws.CloseNow()
		ws.SetReadLimit(online.MaxMessage)
		ctx, cancel := context.WithCancel(r.Context())
		defer cancel()
		defer keepAlive(ctx, ws, cancel).Stop()
		err = hub.Serve(ctx, serverConn{ws})
		if errors.Is(err, context.Canceled) || websocket.CloseStatus(err) != -1 {
			ws.Close(websocket.StatusNormalClosure, "")
			return
		}
		ws.Close(websocket.StatusPolicyViolation, closeReason(err))
	})
}

// keepAlive pings ws every PingEvery, from a timer rather than a goroutine
// of its own (a connection costs no goroutine waiting to ping), and
// cancels the connection when a ping is not answered within PingWait. The
// timer returned is stopped when the connection ends.
func keepAlive(ctx context.Context, ws *websocket.Conn, cancel func()) *time.Timer {
	var t *time.Timer
	t = time.AfterFunc(math.MaxInt64, func() {
		pctx, done := context.WithTimeout(ctx, pingWait)
		err := ws.Ping(pctx)
		done()
		if err != nil {
			cancel()
			return
		}
		t.Reset(pingEvery)
	})
	t.Reset(pingEvery) // t is set: the first ping may come
	return t
}

// closeReason is an error as a WebSocket's close reason: at most 123 bytes.
func closeReason(err error) string {
	s := err.Error()
	if len(s) > 120 {
		s = s[:120]
	}
	return s
}

// serverConn is a WebSocket as the hub's Conn: whole text messages.
type serverConn struct{ ws *websocket.Conn }

func (c serverConn) Read(ctx context.Context) ([]byte, error) {
	typ, data, err := c.ws.Read(ctx)
	if err == nil && typ != websocket.MessageText {
		err = errors.New("a binary message: the protocol is JSON text")
	}
	return data, err
}

func (c serverConn) Write(ctx context.Context, data []byte) error {
	return c.ws.Write(ctx, websocket.MessageText, data)
}
