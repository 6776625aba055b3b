package web

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/lesismal/nbio"
	"github.com/lesismal/nbio/nbhttp/websocket"
)

// What github.com/lesismal/nbio v1.6.8 does otherwise than RFC 6455, and
// where this package answers as the RFC says instead:
//
//   - It never checks that a client's frame is masked (5.1: the server
//     must close the connection): it unmasks a frame only if it is masked,
//     and hands an unmasked one on as any other. frameCheck closes with
//     1002, and nothing of the frame reaches nbio.
//   - On reserved bits, reserved opcodes, a fragmented control frame, a
//     continuation with no message begun or a new message inside a
//     fragmented one, it cuts the TCP connection with no close frame
//     (7.1.7 and 5.2: fail the connection, 1002). frameCheck closes with
//     1002.
//   - A control frame over 125 bytes, or a 64-bit length with its most
//     significant bit set, which it reads as negative and waits on, are
//     protocol errors (5.5, 5.2): 1002, from frameCheck; nbio said 1009,
//     and nothing at all for the second.
//   - Text that is not UTF-8, in a message or a close frame's reason, is
//     answered 1002 where 8.1 and 7.4.1 say 1007: the engine's CheckUtf8
//     lets all through, and message and answerClose check.
//   - A client's close code 1015 is echoed, though 7.4.1 forbids it on
//     the wire: answerClose answers 1002.
//   - A Sec-WebSocket-Key is accepted whatever its length (4.2.1: 16 bytes
//     in base64), and a version other than 13 is refused 400 (4.4: 426,
//     with Sec-WebSocket-Version: 13): handshakeFault refuses them first.
//
// Its own answers that the RFC agrees with are kept: 1009 for a message
// over the limit, 1002 for a close code that may not be sent (999, 1005
// in a frame) or a close frame of one byte.

// A frameCheck follows the frames a client sends on a room's WebSocket,
// before nbio parses them, and finds the faults nbio lets through: it
// reads each frame's header as its bytes come (a header may be cut across
// reads, up to 14 bytes) and skips its payload, which it neither copies
// nor unmasks. Each of a header's bytes is checked as soon as it is read,
// before nbio may read it, so that nbio never acts on a frame at fault.
// It is used by the poller's goroutine alone.
type frameCheck struct {
	head       [10]byte // the header read so far, up to its length (the masking key is not kept)
	n          int      // how many bytes of the header have been read
	size       int      // the header's length with its masking key, once its second byte is read
	left       uint64   // how many bytes of the frame's payload are still to come
	fragmented bool     // a text or binary message is begun and not finished
	failed     bool     // a fault was found: nothing more is read
}

// scan follows data, the connection's bytes read next. It returns how
// many of data's first bytes come before any fault (all of them, if none)
// and, if a frame is at fault, why; that frame and what follows it are
// never to be parsed.
func (f *frameCheck) scan(data []byte) (int, string) {
	if f.failed {
		return 0, ""
	}
	for i := 0; i < len(data); {
		if f.left > 0 {
			k := min(f.left, uint64(len(data)-i))
			i += int(k)
			f.left -= k
			continue
		}
		start := max(i-f.n, 0) // the frame's first byte in data, or data's first
		if why := f.next(data[i]); why != "" {
			f.failed = true
			return start, why
		}
		i++
	}
	return len(data), ""
}

// next reads the next byte of a frame's header, and returns why the frame
// is at fault, or "".
func (f *frameCheck) next(b byte) string {
	if f.n < len(f.head) {
		f.head[f.n] = b
	}
	f.n++
	why := ""
	switch f.n {
	case 1:
		why = f.first(b)
	case 2:
		why = f.second(b)
	case 3:
		if f.head[1]&0x7F == 127 && b&0x80 != 0 {
			why = "a 64-bit length with its most significant bit set"
		}
	}
	if why == "" && f.n == f.size {
		f.end()
	}
	return why
}

// first checks a header's first byte: FIN, RSV1-3 and the opcode.
func (f *frameCheck) first(b byte) string {
	fin, op := b&0x80 != 0, b&0x0F
	switch {
	case b&0x70 != 0:
		return "a reserved bit set, with no extension agreed"
	case op > 2 && op < 8 || op > 10:
		return fmt.Sprintf("reserved opcode %d", op)
	case op >= 8 && !fin:
		return "a control frame fragmented"
	case op == 0 && !f.fragmented:
		return "a continuation with no message begun"
	case op != 0 && op < 8 && f.fragmented:
		return "a new message inside a fragmented one"
	}
	return ""
}

// second checks a header's second byte, the mask bit and the length, and
// learns the header's size.
func (f *frameCheck) second(b byte) string {
	n := b & 0x7F
	switch {
	case b&0x80 == 0:
		return "a frame not masked"
	case f.head[0]&0x08 != 0 && n > 125:
		return "a control frame of more than 125 bytes"
	}
	f.size = 2 + 4 // and the masking key
	switch n {
	case 126:
		f.size += 2
	case 127:
		f.size += 8
	}
	return ""
}

// end takes in a whole header: its payload is to be skipped, and a data
// frame begins, goes on with or ends its message.
func (f *frameCheck) end() {
	var n uint64
	switch l := f.head[1] & 0x7F; l {
	case 126:
		n = uint64(binary.BigEndian.Uint16(f.head[2:4]))
	case 127:
		n = binary.BigEndian.Uint64(f.head[2:10])
	default:
		n = uint64(l)
	}
	if f.head[0]&0x08 == 0 {
		f.fragmented = f.head[0]&0x80 == 0
	}
	f.left, f.n, f.size = n, 0, 0
}

// read takes the bytes the poller read from a connection: the frames
// before any fault go to nbio's parser, and a fault closes the connection
// with 1002 and why, once those are handled.
func (s *sockets) read(nc *nbio.Conn, data []byte) {
	parse := nc.DataHandler()
	c, ok := nc.Session().(*websocket.Conn)
	if !ok { // not a room's WebSocket: none is on this engine
		if parse != nil {
			parse(nc, data)
		}
		return
	}
	so := s.openSocket(c, nc)
	if so == nil {
		return // closed: there is nothing left to read
	}
	n, why := so.frames.scan(data)
	if n > 0 {
		parse(nc, data[:n])
	}
	if why != "" {
		closeWith(c, closeProtocolError, why)
	}
}

// answerClose answers a client's close frame of code and reason (nbio
// closes the connection next): the same code, unless the reason is not
// UTF-8 (1007) or the code is one no endpoint may send (1002); a close
// frame without a code (closeNoStatus) is answered with one without.
func answerClose(c *websocket.Conn, code int, reason string) {
	switch {
	case !utf8.ValidString(reason):
		c.WriteClose(closeInvalidData, "the close reason is not UTF-8")
	case code == closeNoStatus:
		c.WriteMessage(websocket.CloseMessage, nil)
	case !sendable(code):
		c.WriteClose(closeProtocolError, fmt.Sprintf("close code %d is never sent in a close frame", code))
	default:
		c.WriteClose(code, reason)
	}
}

// sendable reports whether an endpoint may send the close code (RFC 6455,
// 7.4.1 and 7.4.2): the codes of the RFC but 1004-1006 and 1015, and
// those of 3000-4999 (nbio refuses the others before answerClose).
func sendable(code int) bool {
	return code >= 1000 && code <= 1003 || code >= 1007 && code <= 1011 || code >= 3000 && code <= 4999
}

// handshakeFault returns the status a WebSocket's handshake is refused
// with before nbio reads it, with why, or 0 (RFC 6455, 4.2.1 and 4.4): no
// Sec-WebSocket-Version, 400; a version other than 13, 426; a
// Sec-WebSocket-Key that is not 16 bytes in base64, 400.
func handshakeFault(r *http.Request) (int, string) {
	switch v := r.Header.Values("Sec-WebSocket-Version"); {
	case len(v) == 0:
		return http.StatusBadRequest, "a WebSocket's handshake says its version: Sec-WebSocket-Version: 13"
	case len(v) > 1 || strings.TrimSpace(v[0]) != "13":
		return http.StatusUpgradeRequired, "this server speaks WebSocket version 13 alone"
	}
	keys := r.Header.Values("Sec-WebSocket-Key")
	if len(keys) != 1 {
		return http.StatusBadRequest, "a WebSocket's handshake has one Sec-WebSocket-Key"
	}
	if key, err := base64.StdEncoding.DecodeString(strings.TrimSpace(keys[0])); err != nil || len(key) != 16 {
		return http.StatusBadRequest, "Sec-WebSocket-Key is 16 bytes in base64"
	}
	return 0, ""
}
