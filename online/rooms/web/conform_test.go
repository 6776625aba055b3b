package web

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestConformance runs the cases of the Autobahn test suite that apply to
// a server of whole text messages (framing, pings, reserved bits, opcodes,
// fragmentation, UTF-8, close codes, limits) against a room's WebSocket:
// each sends frames, then either a hello (as fragments, with control
// frames between, …) that the room must answer, or a fault after which the
// server must end the connection at once, with a close frame of a fitting
// code or none, and give its place back.
func TestConformance(t *testing.T) {
	e := newEnv(t, ClientLimits{}, Options{HelloWait: time.Second})
	path := "/api/rooms/" + e.code + "/ws"
	h := []byte(hello(e.code))
	faults := []int{statusProtocolError, statusUnsupported, statusInvalidData, statusTooBig}
	cases := []struct {
		name   string
		send   [][]byte
		pongs  []string // pongs expected, in order, before the room
		room   bool     // the room comes back
		fault  []int    // the connection ends, with one of these close codes (0: none)
		closed int      // the peer's close is answered with this code
	}{
		// 1.1, 1.2: payload lengths, 7-bit, 16-bit and 64-bit.
		{name: "a hello in one frame", send: [][]byte{text(string(h))}, room: true},
		{name: "a 16-bit length", send: [][]byte{text(string(h) + strings.Repeat(" ", 200))}, room: true},
		{name: "a non-minimal 64-bit length", send: [][]byte{append([]byte{0x81, 0x80 | 127, 0, 0, 0, 0, 0, 0, 0, byte(len(h))}, frame(true, opText, h, true)[2:]...)}, room: true},
		{name: "an unmasked frame", send: [][]byte{frame(true, opText, h, false)}, fault: faults},
		// nbio reads this length as negative and waits for the rest of the
		// frame: the connection ends by the hello's deadline (after a
		// hello, by the read deadline of PingEvery+PingWait), not at once.
		{name: "a length with its top bit set", send: [][]byte{{0x81, 0x80 | 127, 0x80, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4}}, fault: []int{statusPolicy}},
		{name: "a hello one byte at a time", send: bytewise(text(string(h))), room: true},
		// 2: pings and pongs.
		{name: "a ping answered", send: [][]byte{frame(true, opPing, []byte("p!"), true), text(string(h))}, pongs: []string{"p!"}, room: true},
		{name: "a ping of 125 bytes", send: [][]byte{frame(true, opPing, []byte(strings.Repeat("x", 125)), true), text(string(h))}, pongs: []string{strings.Repeat("x", 125)}, room: true},
		{name: "an unsolicited pong", send: [][]byte{frame(true, opPong, []byte("?"), true), text(string(h))}, room: true},
		{name: "a ping of 126 bytes", send: [][]byte{frame(true, opPing, make([]byte, 126), true)}, fault: faults},
		{name: "a fragmented ping", send: [][]byte{frame(false, opPing, nil, true)}, fault: faults},
		// 3: reserved bits.
		{name: "reserved bit 1", send: [][]byte{append([]byte{0xC1}, text(string(h))[1:]...)}, fault: faults},
		{name: "reserved bit 2", send: [][]byte{append([]byte{0xA1}, text(string(h))[1:]...)}, fault: faults},
		{name: "reserved bit 3 on a ping", send: [][]byte{append([]byte{0x99}, frame(true, opPing, nil, true)[1:]...)}, fault: faults},
		// 4: opcodes.
		{name: "reserved data opcode 3", send: [][]byte{frame(true, 0x3, nil, true)}, fault: faults},
		{name: "reserved control opcode 11", send: [][]byte{frame(true, 0xB, nil, true)}, fault: faults},
		{name: "a binary message", send: [][]byte{frame(true, opBinary, h, true)}, fault: faults},
		// 5: fragmentation.
		{name: "a hello in fragments", send: [][]byte{frame(false, opText, h[:5], true), frame(false, opContinuation, h[5:9], true), frame(true, opContinuation, h[9:], true)}, room: true},
		{name: "fragments with a ping between", send: [][]byte{frame(false, opText, h[:5], true), frame(true, opPing, []byte("x"), true), frame(true, opContinuation, h[5:], true)}, pongs: []string{"x"}, room: true},
		{name: "a continuation with nothing started", send: [][]byte{frame(true, opContinuation, h, true)}, fault: faults},
		{name: "a new message inside a fragmented one", send: [][]byte{frame(false, opText, h[:3], true), text(string(h))}, fault: faults},
		// 6: UTF-8.
		{name: "invalid UTF-8", send: [][]byte{frame(true, opText, []byte("caf\xe9"), true)}, fault: faults},
		{name: "UTF-8 cut across fragments", send: [][]byte{frame(false, opText, []byte(`{"t":"hello","room":"`+e.code+`","x":"\xce`), true), frame(true, opContinuation, []byte("\xba\"}"), true)}, fault: faults},
		// 7: closing.
		{name: "a close without code", send: [][]byte{frame(true, opClose, nil, true)}, closed: -1},
		{name: "a close 1000", send: [][]byte{closeFrame(statusNormal, "bye")}, closed: statusNormal},
		{name: "a close 1001", send: [][]byte{closeFrame(statusGoingAway, "page left")}, closed: statusGoingAway},
		{name: "a close 4321", send: [][]byte{closeFrame(4321, "why not")}, closed: 4321},
		{name: "a close frame of one byte", send: [][]byte{frame(true, opClose, []byte{3}, true)}, fault: faults},
		{name: "a close code not allowed (1005)", send: [][]byte{closeFrame(1005, "")}, fault: faults},
		{name: "a close code not allowed (999)", send: [][]byte{closeFrame(999, "")}, fault: faults},
		{name: "a close reason not UTF-8", send: [][]byte{closeFrame(statusNormal, "\xff")}, fault: faults},
		{name: "a close of 126 bytes", send: [][]byte{closeFrame(statusNormal, strings.Repeat("x", 124))}, fault: faults},
		// 9: limits: a message over 4 KB, whole or in fragments.
		{name: "a message over the limit", send: [][]byte{text(strings.Repeat("x", 5000))}, fault: []int{statusTooBig}},
		{name: "a length over the limit, refused from the header", send: [][]byte{{0x81, 0x80 | 127, 0, 0, 1, 0, 0, 0, 0, 0, 1, 2, 3, 4}}, fault: []int{statusTooBig}},
		{name: "fragments over the limit", send: [][]byte{frame(false, opText, make([]byte, 3000), true), frame(true, opContinuation, make([]byte, 3000), true)}, fault: []int{statusTooBig}},
		// The room's protocol: the path names the room.
		{name: "a hello of another room", send: [][]byte{text(hello("ABCD-EFGH"))}, fault: []int{statusPolicy}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rc := dialRaw(t, e.addr(), path)
			for _, f := range tc.send {
				rc.send(f)
				if len(f) == 1 {
					time.Sleep(time.Millisecond) // one byte a read
				}
			}
			for _, want := range tc.pongs {
				if op, p := rc.next(); op != opPong || string(p) != want {
					t.Fatalf("got frame %d %q, want the pong %q", op, p, want)
				}
			}
			switch {
			case tc.room:
				op, p := rc.next()
				var m struct {
					T string `json:"t"`
				}
				if op != opText || json.Unmarshal(p, &m) != nil || m.T != "room" {
					t.Fatalf("got frame %d %q, want the room", op, p)
				}
				rc.send(closeFrame(statusNormal, ""))
				if code, err := rc.ended(2 * time.Second); err != nil || code != statusNormal {
					t.Fatalf("after a close: %d %v", code, err)
				}
			case tc.closed != 0:
				code, err := rc.ended(2 * time.Second)
				if err != nil {
					t.Fatal(err)
				}
				if want := max(tc.closed, 0); tc.closed > 0 && code != want || tc.closed < 0 && code != statusNormal && code != 0 {
					t.Fatalf("the server answered the close with %d, want %d", code, tc.closed)
				}
			default:
				code, err := rc.ended(2 * time.Second)
				if err != nil {
					t.Fatalf("the connection was not ended within 2 s of the fault: %v", err)
				}
				if code != 0 && !slices.Contains(tc.fault, code) {
					t.Fatalf("closed with %d, want one of %v (or no close frame)", code, tc.fault)
				}
			}
			e.waitHeld(t, 0) // the socket is released at once
		})
	}
}

// bytewise cuts frames into bytes, sent one at a time.
func bytewise(frames ...[]byte) [][]byte {
	var out [][]byte
	for _, f := range frames {
		for i := range f {
			out = append(out, f[i:i+1])
		}
	}
	return out
}
