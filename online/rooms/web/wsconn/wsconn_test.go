package wsconn

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// testMax is the MaxMessage of the tests with coder/websocket's client.
const testMax = 1000

// dial connects coder/websocket's client to e.
func (e *env) dial(t *testing.T) *websocket.Conn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws://"+e.addr()+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(4 * testMax)
	t.Cleanup(func() { ws.CloseNow() })
	return ws
}

// wantCloseError checks that err is a *CloseError with code (and reason,
// if not empty).
func wantCloseError(t *testing.T, err error, code int, reason string, peer bool) {
	t.Helper()
	var ce *CloseError
	if !errors.As(err, &ce) || ce.Code != code || ce.Peer != peer || reason != "" && ce.Reason != reason {
		t.Fatalf("Closed(%v), want a CloseError %d %q from the peer %v", err, code, reason, peer)
	}
}

// wantClientClosed checks that the client's read ends with a close frame
// of code (and reason, if not empty).
func wantClientClosed(t *testing.T, ws *websocket.Conn, code websocket.StatusCode, reason string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, data, err := ws.Read(ctx)
	var ce websocket.CloseError
	if !errors.As(err, &ce) || ce.Code != code || reason != "" && ce.Reason != reason {
		t.Fatalf("client read %q, %v; want close %d %q", data, err, code, reason)
	}
}

// TestWithCoderClient checks the Server against coder/websocket's client,
// reading both ways.
func TestWithCoderClient(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		name string
		run  func(t *testing.T, e *env, ws *websocket.Conn)
	}{
		{"many messages echoed in order", func(t *testing.T, e *env, ws *websocket.Conn) {
			const n = 300
			for i := range n {
				if err := ws.Write(ctx, websocket.MessageText, fmt.Appendf(nil, "message %d", i)); err != nil {
					t.Fatal(err)
				}
			}
			for i := range n {
				typ, data, err := ws.Read(ctx)
				if want := fmt.Sprintf("message %d", i); err != nil || typ != websocket.MessageText || string(data) != want {
					t.Fatalf("read %v %q %v, want %q", typ, data, err, want)
				}
			}
			ws.Close(websocket.StatusNormalClosure, "")
			if err := e.r.nextClosed(t); err != nil {
				t.Fatalf("Closed(%v), want nil", err)
			}
		}},
		{"a message of MaxMessage bytes echoed", func(t *testing.T, e *env, ws *websocket.Conn) {
			msg := bytes.Repeat([]byte("é"), testMax/2)
			if err := ws.Write(ctx, websocket.MessageText, msg); err != nil {
				t.Fatal(err)
			}
			if _, data, err := ws.Read(ctx); err != nil || !bytes.Equal(data, msg) {
				t.Fatalf("read %d bytes, %v; want the %d sent", len(data), err, len(msg))
			}
			ws.Close(websocket.StatusNormalClosure, "")
			if err := e.r.nextClosed(t); err != nil {
				t.Fatalf("Closed(%v), want nil", err)
			}
		}},
		{"a message of MaxMessage+1 bytes closes with 1009", func(t *testing.T, e *env, ws *websocket.Conn) {
			if err := ws.Write(ctx, websocket.MessageText, bytes.Repeat([]byte("a"), testMax+1)); err != nil {
				t.Fatal(err)
			}
			wantClientClosed(t, ws, websocket.StatusMessageTooBig, "")
			wantCloseError(t, e.r.nextClosed(t), StatusTooBig, "", false)
		}},
		{"a binary message closes with 1003", func(t *testing.T, e *env, ws *websocket.Conn) {
			if err := ws.Write(ctx, websocket.MessageBinary, []byte("{}")); err != nil {
				t.Fatal(err)
			}
			const reason = "a binary message: the protocol is JSON text"
			wantClientClosed(t, ws, websocket.StatusUnsupportedData, reason)
			wantCloseError(t, e.r.nextClosed(t), StatusUnsupportedData, reason, false)
		}},
		{"the client's normal close", func(t *testing.T, e *env, ws *websocket.Conn) {
			if err := ws.Close(websocket.StatusNormalClosure, "done"); err != nil {
				t.Fatalf("client's Close: %v", err)
			}
			if err := e.r.nextClosed(t); err != nil {
				t.Fatalf("Closed(%v), want nil", err)
			}
		}},
		{"the client's close with 4001", func(t *testing.T, e *env, ws *websocket.Conn) {
			if err := ws.Close(4001, "left the room"); err != nil {
				t.Fatalf("client's Close: %v", err)
			}
			wantCloseError(t, e.r.nextClosed(t), 4001, "left the room", true)
		}},
		{"the server's Close(4000, bye)", func(t *testing.T, e *env, ws *websocket.Conn) {
			c := e.r.nextConn(t)
			c.Close(4000, "bye")
			c.Close(4002, "twice") // only the first counts
			if c.Send([]byte("late")) {
				t.Error("Send after Close reported true")
			}
			wantClientClosed(t, ws, 4000, "bye")
			if err := e.r.nextClosed(t); err != nil {
				t.Fatalf("Closed(%v), want nil", err)
			}
		}},
		{"Server.Close is going away", func(t *testing.T, e *env, ws *websocket.Conn) {
			done := make(chan struct{})
			go func() {
				defer close(done)
				wantClientClosed(t, ws, websocket.StatusGoingAway, "")
			}()
			e.s.Close()
			<-done
			if err := e.r.nextClosed(t); err != nil {
				t.Fatalf("Closed(%v), want nil", err)
			}
			if _, _, err := websocket.Dial(ctx, "ws://"+e.addr()+"/ws", nil); err == nil {
				t.Error("a closed Server upgraded a connection")
			}
		}},
	}
	for _, m := range modes {
		for _, tc := range cases {
			t.Run(m.name+"/"+tc.name, func(t *testing.T) {
				e := newEnv(t, Options{MaxMessage: testMax, Goroutines: m.goroutines}, true)
				ws := e.dial(t)
				tc.run(t, e, ws)
				e.waitLen(t, 0)
			})
		}
	}
}

// TestPingsKeepALivePeer checks that a peer answering pings (coder's
// client answers while it reads) stays.
func TestPingsKeepALivePeer(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			e := newEnv(t, Options{PingEvery: 20 * time.Millisecond, PingWait: 40 * time.Millisecond, Goroutines: m.goroutines}, true)
			ws := e.dial(t)
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			defer cancel()
			_, _, err := ws.Read(ctx) // answers pings until the deadline
			if websocket.CloseStatus(err) != -1 {
				t.Fatalf("client read: %v, want the deadline", err)
			}
			// coder's client closes its connection when a read is
			// cancelled: the server learns it then, not from its pings.
			if err := e.r.nextClosed(t); !errors.Is(err, ErrGone) || strings.Contains(err.Error(), "ping") {
				t.Fatalf("Closed(%v), want ErrGone for a connection closed", err)
			}
			e.waitLen(t, 0)
		})
	}
}

// TestCloseReason checks that a close reason is cut on a character's
// boundary, and kept valid UTF-8.
func TestCloseReason(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", ""},
		{"bye", "bye"},
		{strings.Repeat("a", 123), strings.Repeat("a", 123)},
		{strings.Repeat("a", 124), strings.Repeat("a", 123)},
		{strings.Repeat("a", 122) + "é", strings.Repeat("a", 122)},
		{strings.Repeat("a", 121) + "é", strings.Repeat("a", 121) + "é"},
		{"bad \xff byte", "bad \uFFFD byte"},
	}
	for _, tc := range cases {
		if got := cutReason(tc.in); got != tc.want {
			t.Errorf("cutReason(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
