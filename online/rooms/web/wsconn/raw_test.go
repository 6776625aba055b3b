package wsconn

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"
)

// TestRawFrames checks the Server against hand-made frames, reading both
// ways: each case sends frames and expects frames back, then maybe a close
// frame and Closed's error.
func TestRawFrames(t *testing.T) {
	type reply struct {
		op      byte
		payload string
	}
	cases := []struct {
		name      string
		send      [][]byte
		want      []reply
		wantClose int // the server's close frame, 0 if none
		wantErr   int // the code of Closed's CloseError, 0 for nil
	}{{
		name: "fragments with a ping between",
		send: [][]byte{
			frame(false, opText, []byte("Hel"), true),
			frame(true, opPing, []byte("p!"), true),
			frame(false, opContinuation, []byte("lo, "), true),
			frame(true, opPong, nil, true), // unsolicited: nothing is answered
			frame(true, opContinuation, []byte("world"), true),
		},
		want: []reply{{opPong, "p!"}, {opText, "Hello, world"}},
	}, {
		name: "an empty message",
		send: [][]byte{text(""), text("x")},
		want: []reply{{opText, ""}, {opText, "x"}},
	}, {
		name: "a 16-bit length, and a non-minimal 64-bit one",
		send: [][]byte{text(strings.Repeat("a", 300)), append([]byte{0x81, 0x80 | 127, 0, 0, 0, 0, 0, 0, 0, 2}, append(testMask[:], 'o'^testMask[0], 'k'^testMask[1])...)},
		want: []reply{{opText, strings.Repeat("a", 300)}, {opText, "ok"}},
	}, {
		name:      "an unmasked frame",
		send:      [][]byte{frame(true, opText, []byte("hi"), false)},
		wantClose: StatusProtocolError, wantErr: StatusProtocolError,
	}, {
		name:      "invalid UTF-8",
		send:      [][]byte{text("ok"), frame(true, opText, []byte("caf\xe9"), true)},
		want:      []reply{{opText, "ok"}},
		wantClose: StatusInvalidData, wantErr: StatusInvalidData,
	}, {
		name:      "a continuation with nothing started",
		send:      [][]byte{frame(true, opContinuation, []byte("x"), true)},
		wantClose: StatusProtocolError, wantErr: StatusProtocolError,
	}, {
		name:      "a new message inside a fragmented one",
		send:      [][]byte{frame(false, opText, []byte("a"), true), text("b")},
		wantClose: StatusProtocolError, wantErr: StatusProtocolError,
	}, {
		name:      "a reserved bit",
		send:      [][]byte{append([]byte{0xC1}, text("x")[1:]...)},
		wantClose: StatusProtocolError, wantErr: StatusProtocolError,
	}, {
		name:      "an unknown opcode",
		send:      [][]byte{frame(true, 0x3, nil, true)},
		wantClose: StatusProtocolError, wantErr: StatusProtocolError,
	}, {
		name:      "a fragmented ping",
		send:      [][]byte{frame(false, opPing, nil, true)},
		wantClose: StatusProtocolError, wantErr: StatusProtocolError,
	}, {
		name:      "a ping of 126 bytes",
		send:      [][]byte{frame(true, opPing, make([]byte, 126), true)},
		wantClose: StatusProtocolError, wantErr: StatusProtocolError,
	}, {
		name:      "a length with its top bit set",
		send:      [][]byte{{0x81, 0x80 | 127, 0x80, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4}},
		wantClose: StatusProtocolError, wantErr: StatusProtocolError,
	}, {
		name:      "too big, refused from the header",
		send:      [][]byte{{0x81, 0x80 | 127, 0, 0, 1, 0, 0, 0, 0, 0, 1, 2, 3, 4}},
		wantClose: StatusTooBig, wantErr: StatusTooBig,
	}, {
		name:      "too big once fragments are put together",
		send:      [][]byte{frame(false, opText, make([]byte, 600), true), frame(true, opContinuation, make([]byte, 500), true)},
		wantClose: StatusTooBig, wantErr: StatusTooBig,
	}, {
		name:      "a peer's close without code",
		send:      [][]byte{frame(true, opClose, nil, true)},
		wantClose: StatusNormal,
	}, {
		name:      "a peer's close 1001",
		send:      [][]byte{closeFrame(StatusGoingAway, "page left")},
		wantClose: StatusGoingAway,
	}, {
		name:      "a peer's close 4321",
		send:      [][]byte{closeFrame(4321, "why not")},
		wantClose: 4321, wantErr: 4321,
	}, {
		name:      "a close frame of one byte",
		send:      [][]byte{frame(true, opClose, []byte{3}, true)},
		wantClose: StatusProtocolError, wantErr: StatusProtocolError,
	}, {
		name:      "a close code not allowed",
		send:      [][]byte{closeFrame(1005, "")},
		wantClose: StatusProtocolError, wantErr: StatusProtocolError,
	}, {
		name:      "a close reason not UTF-8",
		send:      [][]byte{closeFrame(StatusNormal, "\xff")},
		wantClose: StatusProtocolError, wantErr: StatusProtocolError,
	}}
	for _, m := range modes {
		for _, tc := range cases {
			t.Run(m.name+"/"+tc.name, func(t *testing.T) {
				e := newEnv(t, Options{MaxMessage: testMax, Goroutines: m.goroutines}, true)
				rc := dialRaw(t, e.addr())
				rc.send(tc.send...)
				for _, w := range tc.want {
					if op, p := rc.next(); op != w.op || string(p) != w.payload {
						t.Fatalf("got frame %d %q, want %d %q", op, p, w.op, w.payload)
					}
				}
				if tc.wantClose == 0 {
					rc.nc.Close()
				} else {
					if code, reason := rc.expectClose(); code != tc.wantClose {
						t.Fatalf("closed with %d %q, want %d", code, reason, tc.wantClose)
					}
					rc.expectEOF()
					rc.nc.Close()
				}
				err := e.r.nextClosed(t)
				switch {
				case tc.wantErr != 0:
					wantCloseError(t, err, tc.wantErr, "", tc.wantErr >= 3000)
				case tc.wantClose != 0 && err != nil:
					t.Fatalf("Closed(%v), want nil", err)
				case tc.wantClose == 0 && !errors.Is(err, ErrGone):
					t.Fatalf("Closed(%v), want ErrGone", err)
				}
				e.waitLen(t, 0)
			})
		}
	}
}

// TestRawReads checks how frames may be cut across TCP reads.
func TestRawReads(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name+"/a frame in the handshake's write", func(t *testing.T) {
			e := newEnv(t, Options{Goroutines: m.goroutines}, true)
			rc := dialRaw(t, e.addr(), text("early"), text("bird"))
			for _, want := range []string{"early", "bird"} {
				if op, p := rc.next(); op != opText || string(p) != want {
					t.Fatalf("got %d %q, want %q", op, p, want)
				}
			}
		})
		t.Run(m.name+"/one byte at a time", func(t *testing.T) {
			e := newEnv(t, Options{Goroutines: m.goroutines}, true)
			rc := dialRaw(t, e.addr())
			b := append(frame(false, opText, []byte("un "), true), frame(true, opPing, []byte("?"), true)...)
			b = append(b, frame(true, opContinuation, []byte(strings.Repeat("octet ", 25)), true)...)
			for i := range b {
				rc.send(b[i : i+1])
				time.Sleep(200 * time.Microsecond)
			}
			if op, p := rc.next(); op != opPong || string(p) != "?" {
				t.Fatalf("got %d %q, want the pong", op, p)
			}
			if op, p := rc.next(); op != opText || string(p) != "un "+strings.Repeat("octet ", 25) {
				t.Fatalf("got %d %q", op, p)
			}
		})
	}
}

// TestPeerNotAnsweringPings checks that a peer silent after a ping is
// closed, and Closed told why.
func TestPeerNotAnsweringPings(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			e := newEnv(t, Options{PingEvery: 30 * time.Millisecond, PingWait: 30 * time.Millisecond, Goroutines: m.goroutines}, true)
			rc := dialRaw(t, e.addr())
			start := time.Now()
			if op, p := rc.next(); op != opPing || len(p) != 0 {
				t.Fatalf("got %d %q, want a ping", op, p)
			}
			rc.expectEOF()
			err := e.r.nextClosed(t)
			if !errors.Is(err, ErrGone) || !strings.Contains(err.Error(), "no answer to a ping in 30ms") {
				t.Fatalf("Closed(%v), want the peer gone for a ping", err)
			}
			if d := time.Since(start); d < 50*time.Millisecond {
				t.Errorf("cut after %v, before PingEvery+PingWait", d)
			}
			e.waitLen(t, 0)
		})
		t.Run(m.name+"/answered", func(t *testing.T) {
			e := newEnv(t, Options{PingEvery: 20 * time.Millisecond, PingWait: 20 * time.Millisecond, Goroutines: m.goroutines}, true)
			rc := dialRaw(t, e.addr())
			for range 5 {
				if op, p := rc.next(); op != opPing {
					t.Fatalf("got %d %q, want a ping", op, p)
				}
				rc.send(frame(true, opPong, nil, true))
			}
			if e.s.Len() != 1 {
				t.Fatal("a peer answering pings was cut")
			}
		})
	}
}

// TestPeerNotReading checks that a peer that does not read is cut: by the
// queue's bound, or by a write blocked too long.
func TestPeerNotReading(t *testing.T) {
	cases := []struct {
		name string
		opts Options
		wait time.Duration // between Sends
	}{
		{"more than MaxQueued waiting", Options{MaxQueued: 64 << 10}, 0},
		{"a write blocked for WriteWait", Options{MaxQueued: 1 << 30, WriteWait: 50 * time.Millisecond}, 200 * time.Microsecond},
	}
	for _, m := range modes {
		for _, tc := range cases {
			t.Run(m.name+"/"+tc.name, func(t *testing.T) {
				tc.opts.Goroutines = m.goroutines
				e := newEnv(t, tc.opts, true)
				dialRaw(t, e.addr())
				c := e.r.nextConn(t)
				msg := bytes.Repeat([]byte("x"), 16<<10)
				sent := 0
				for c.Send(msg) {
					if sent++; sent > 1<<14 { // 256 MB
						t.Fatal("a peer that does not read was never cut")
					}
					time.Sleep(tc.wait)
				}
				if err := e.r.nextClosed(t); !errors.Is(err, ErrTooSlow) {
					t.Fatalf("Closed(%v), want ErrTooSlow", err)
				}
				if c.Send(msg) {
					t.Error("Send on a cut connection reported true")
				}
				e.waitLen(t, 0)
			})
		}
	}
}
