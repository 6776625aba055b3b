package web

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestConformance runs the cases of the Autobahn test suite that apply to
// a server of whole text messages (framing, pings, reserved bits, opcodes,
// fragmentation, UTF-8, close codes, limits), and the faults RFC 6455 names
// that nbio v1.6.8 answers otherwise (see frameCheck), against a room's
// WebSocket. Each case sends frames, then, if it says hello, reads the
// room and sends more; the server must answer the pongs and the messages
// expected, nothing else, and end the connection with the one close code
// the RFC gives (statusNoStatus: a close frame without a code), then give
// its place back at once.
func TestConformance(t *testing.T) {
	e := newEnv(t, ClientLimits{}, Options{HelloWait: time.Second})
	path := "/api/rooms/" + e.code + "/ws"
	h := []byte(hello(e.code))
	bye := closeFrame(statusNormal, "")
	rematch := []byte(`{"t":"rematch"}`)
	cases := []struct {
		name    string
		send    [][]byte // frames, each in a write of its own (one byte: after a pause)
		pongs   []string // the pongs expected, in order, before the room
		room    bool     // the room comes back
		after   [][]byte // then sent, in one write
		answers []string // then the messages expected (their "t"), in order
		then    [][]byte // then sent, in one write
		close   int      // the code of the server's close frame, the connection's end
	}{
		// 1.1, 1.2: payload lengths, 7-bit, 16-bit and 64-bit.
		{name: "a hello in one frame", send: [][]byte{text(string(h))}, room: true, then: [][]byte{bye}, close: statusNormal},
		{name: "a 16-bit length", send: [][]byte{text(string(h) + strings.Repeat(" ", 200))}, room: true, then: [][]byte{bye}, close: statusNormal},
		{name: "a non-minimal 64-bit length", send: [][]byte{append([]byte{0x81, 0x80 | 127, 0, 0, 0, 0, 0, 0, 0, byte(len(h))}, frame(true, opText, h, true)[2:]...)}, room: true, then: [][]byte{bye}, close: statusNormal},
		{name: "a length with its most significant bit set", send: [][]byte{{0x81, 0x80 | 127, 0x80, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4}}, close: statusProtocolError},
		{name: "that length, a byte at a time", send: bytewise([]byte{0x81, 0x80 | 127, 0x80}), close: statusProtocolError},
		{name: "a hello one byte at a time", send: bytewise(text(string(h))), room: true, then: [][]byte{bye}, close: statusNormal},
		// 5.1: a client's frames are masked.
		{name: "an unmasked hello", send: [][]byte{frame(true, opText, h, false)}, close: statusProtocolError},
		{name: "a masked rematch after the hello is answered", send: [][]byte{text(string(h))}, room: true, after: [][]byte{text(string(rematch))}, answers: []string{"error"}, then: [][]byte{bye}, close: statusNormal},
		{name: "an unmasked rematch after the hello is not", send: [][]byte{text(string(h))}, room: true, after: [][]byte{frame(true, opText, rematch, false)}, close: statusProtocolError},
		{name: "an unmasked ping", send: [][]byte{frame(true, opPing, []byte("p"), false)}, close: statusProtocolError},
		{name: "an unmasked header cut across reads", send: bytewise(frame(true, opText, h, false)[:2]), close: statusProtocolError},
		{name: "a ping and an unmasked frame in one write", send: [][]byte{append(frame(true, opPing, []byte("p"), true), frame(true, opText, h, false)...)}, pongs: []string{"p"}, close: statusProtocolError},
		// 2: pings and pongs.
		{name: "a ping answered", send: [][]byte{frame(true, opPing, []byte("p!"), true), text(string(h))}, pongs: []string{"p!"}, room: true, then: [][]byte{bye}, close: statusNormal},
		{name: "a ping of 125 bytes", send: [][]byte{frame(true, opPing, []byte(strings.Repeat("x", 125)), true), text(string(h))}, pongs: []string{strings.Repeat("x", 125)}, room: true, then: [][]byte{bye}, close: statusNormal},
		{name: "an unsolicited pong", send: [][]byte{frame(true, opPong, []byte("?"), true), text(string(h))}, room: true, then: [][]byte{bye}, close: statusNormal},
		{name: "a ping of 126 bytes", send: [][]byte{frame(true, opPing, make([]byte, 126), true)}, close: statusProtocolError},
		{name: "a ping of 126 bytes, its header a byte at a time", send: bytewise(frame(true, opPing, make([]byte, 126), true)[:2]), close: statusProtocolError},
		{name: "a fragmented ping", send: [][]byte{frame(false, opPing, nil, true)}, close: statusProtocolError},
		// 3: reserved bits.
		{name: "reserved bit 1", send: [][]byte{append([]byte{0xC1}, text(string(h))[1:]...)}, close: statusProtocolError},
		{name: "reserved bit 2", send: [][]byte{append([]byte{0xA1}, text(string(h))[1:]...)}, close: statusProtocolError},
		{name: "reserved bit 3 on a ping", send: [][]byte{append([]byte{0x99}, frame(true, opPing, nil, true)[1:]...)}, close: statusProtocolError},
		{name: "a reserved bit after the hello", send: [][]byte{text(string(h))}, room: true, after: [][]byte{append([]byte{0xC1}, text(string(rematch))[1:]...)}, close: statusProtocolError},
		// 4: opcodes.
		{name: "reserved data opcode 3", send: [][]byte{frame(true, 0x3, nil, true)}, close: statusProtocolError},
		{name: "reserved data opcode 7", send: [][]byte{frame(true, 0x7, h, true)}, close: statusProtocolError},
		{name: "reserved control opcode 11", send: [][]byte{frame(true, 0xB, nil, true)}, close: statusProtocolError},
		{name: "reserved control opcode 15", send: [][]byte{frame(true, 0xF, []byte("x"), true)}, close: statusProtocolError},
		{name: "a binary message", send: [][]byte{frame(true, opBinary, h, true)}, close: statusUnsupported},
		// 5: fragmentation.
		{name: "a hello in fragments", send: [][]byte{frame(false, opText, h[:5], true), frame(false, opContinuation, h[5:9], true), frame(true, opContinuation, h[9:], true)}, room: true, then: [][]byte{bye}, close: statusNormal},
		{name: "fragments with a ping between", send: [][]byte{frame(false, opText, h[:5], true), frame(true, opPing, []byte("x"), true), frame(true, opContinuation, h[5:], true)}, pongs: []string{"x"}, room: true, then: [][]byte{bye}, close: statusNormal},
		{name: "a continuation with nothing begun", send: [][]byte{frame(true, opContinuation, h, true)}, close: statusProtocolError},
		{name: "a continuation after a whole message", send: [][]byte{text(string(h))}, room: true, after: [][]byte{frame(true, opContinuation, rematch, true)}, close: statusProtocolError},
		{name: "a new message inside a fragmented one", send: [][]byte{frame(false, opText, h[:3], true), text(string(h))}, close: statusProtocolError},
		{name: "a binary frame inside a fragmented text", send: [][]byte{frame(false, opText, h[:3], true), frame(true, opBinary, h[3:], true)}, close: statusProtocolError},
		// 6: UTF-8.
		{name: "invalid UTF-8", send: [][]byte{frame(true, opText, []byte("caf\xe9"), true)}, close: statusInvalidData},
		{name: "invalid UTF-8 after the hello", send: [][]byte{text(string(h))}, room: true, after: [][]byte{frame(true, opText, []byte("{\"t\":\"rematch\",\"x\":\"\xed\xa0\x80\"}"), true)}, close: statusInvalidData},
		{name: "UTF-8 cut across fragments", send: [][]byte{text(string(h))}, room: true, after: [][]byte{frame(false, opText, []byte("{\"t\":\"rematch\",\"x\":\"\xce"), true), frame(true, opContinuation, []byte("\xba\"}"), true)}, answers: []string{"error"}, then: [][]byte{bye}, close: statusNormal},
		{name: "invalid UTF-8 across fragments", send: [][]byte{text(string(h))}, room: true, after: [][]byte{frame(false, opText, []byte("{\"t\":\"rematch\",\"x\":\"\xce"), true), frame(true, opContinuation, []byte("\xff\"}"), true)}, close: statusInvalidData},
		// 7: closing.
		{name: "a close without code", send: [][]byte{frame(true, opClose, nil, true)}, close: statusNoStatus},
		{name: "a close 1000", send: [][]byte{closeFrame(statusNormal, "bye")}, close: statusNormal},
		{name: "a close 1001", send: [][]byte{closeFrame(statusGoingAway, "page left")}, close: statusGoingAway},
		{name: "a close 4321", send: [][]byte{closeFrame(4321, "why not")}, close: 4321},
		{name: "a close frame of one byte", send: [][]byte{frame(true, opClose, []byte{3}, true)}, close: statusProtocolError},
		{name: "a close code not allowed (1005)", send: [][]byte{closeFrame(1005, "")}, close: statusProtocolError},
		{name: "a close code not allowed (999)", send: [][]byte{closeFrame(999, "")}, close: statusProtocolError},
		{name: "a close code not allowed (1015)", send: [][]byte{closeFrame(1015, "tls")}, close: statusProtocolError},
		{name: "a close reason not UTF-8", send: [][]byte{closeFrame(statusNormal, "\xff")}, close: statusInvalidData},
		{name: "a close of 126 bytes", send: [][]byte{closeFrame(statusNormal, strings.Repeat("x", 124))}, close: statusProtocolError},
		{name: "a fragmented close", send: [][]byte{frame(false, opClose, []byte{3, 232}, true)}, close: statusProtocolError},
		// 9: limits: a message over 4 KB, whole or in fragments.
		{name: "a message over the limit", send: [][]byte{text(strings.Repeat("x", 5000))}, close: statusTooBig},
		{name: "a length over the limit, refused from the header", send: [][]byte{{0x81, 0x80 | 127, 0, 0, 1, 0, 0, 0, 0, 0, 1, 2, 3, 4}}, close: statusTooBig},
		{name: "fragments over the limit", send: [][]byte{frame(false, opText, make([]byte, 3000), true), frame(true, opContinuation, make([]byte, 3000), true)}, close: statusTooBig},
		// The room's protocol: the path names the room.
		{name: "a hello of another room", send: [][]byte{text(hello("ABCD-EFGH"))}, close: statusPolicy},
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
			if tc.room {
				if got := messageType(rc.next()); got != "room" {
					t.Fatalf("got %s, want the room", got)
				}
				if len(tc.after) > 0 {
					rc.send(tc.after...)
				}
			}
			for _, want := range tc.answers {
				if got := messageType(rc.next()); got != want {
					t.Fatalf("got %s, want a message %q", got, want)
				}
			}
			if len(tc.then) > 0 {
				rc.send(tc.then...)
			}
			code, err := rc.ended(2 * time.Second)
			if err != nil {
				t.Fatalf("not ended within 2 s, or answered: %v", err)
			}
			if code != tc.close {
				t.Fatalf("ended with close code %d, want %d", code, tc.close)
			}
			e.waitHeld(t, 0) // the socket is released at once
		})
	}
}

// messageType returns the type ("t") of a message of the server, or says
// what the frame is if it is not one.
func messageType(op byte, p []byte) string {
	var m struct {
		T string `json:"t"`
	}
	if op != opText || json.Unmarshal(p, &m) != nil {
		return fmt.Sprintf("frame %d %q", op, p)
	}
	return m.T
}

// TestHandshake: a WebSocket's handshake that RFC 6455 refuses (4.2.1,
// 4.4) is refused before the upgrade, with the RFC's status: a key that
// is not 16 bytes in base64, 400; a version other than 13, 426 with
// Sec-WebSocket-Version: 13; none, 400.
func TestHandshake(t *testing.T) {
	e := newEnv(t, ClientLimits{}, Options{})
	for _, c := range []struct {
		name    string
		headers string // besides Connection and Upgrade
		status  int
	}{
		{"a handshake as the RFC's", "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: " + testKey + "\r\n", http.StatusSwitchingProtocols},
		{"an 8-byte key", "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: AAAAAAAAAAA=\r\n", http.StatusBadRequest},
		{"a 17-byte key", "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAAA=\r\n", http.StatusBadRequest},
		{"a key not in base64", "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: not a key, not at all\r\n", http.StatusBadRequest},
		{"a key without its padding", "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ\r\n", http.StatusBadRequest},
		{"two keys", "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: " + testKey + "\r\nSec-WebSocket-Key: " + testKey + "\r\n", http.StatusBadRequest},
		{"no key", "Sec-WebSocket-Version: 13\r\n", http.StatusBadRequest},
		{"version 8", "Sec-WebSocket-Version: 8\r\nSec-WebSocket-Key: " + testKey + "\r\n", http.StatusUpgradeRequired},
		{"versions 13 and 8", "Sec-WebSocket-Version: 13, 8\r\nSec-WebSocket-Key: " + testKey + "\r\n", http.StatusUpgradeRequired},
		{"no version", "Sec-WebSocket-Key: " + testKey + "\r\n", http.StatusBadRequest},
	} {
		t.Run(c.name, func(t *testing.T) {
			nc, err := net.Dial("tcp", e.addr())
			if err != nil {
				t.Fatal(err)
			}
			defer nc.Close()
			fmt.Fprintf(nc, "GET /api/rooms/%s/ws HTTP/1.1\r\nHost: %s\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n%s\r\n", e.code, e.addr(), c.headers)
			nc.SetReadDeadline(time.Now().Add(5 * time.Second))
			resp, err := http.ReadResponse(bufio.NewReader(nc), nil)
			if err != nil {
				t.Fatal(err)
			}
			if resp.StatusCode != c.status {
				t.Fatalf("answered %s, want %d", resp.Status, c.status)
			}
			if resp.StatusCode != http.StatusSwitchingProtocols && resp.Header.Get("Sec-WebSocket-Version") != "13" {
				t.Errorf("a refusal without Sec-WebSocket-Version: 13: %v", resp.Header)
			}
			if resp.StatusCode == http.StatusUpgradeRequired && resp.Header.Get("Upgrade") != "websocket" {
				t.Errorf("a 426 without Upgrade: websocket: %v", resp.Header)
			}
		})
	}
	e.waitHeld(t, 0)
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
