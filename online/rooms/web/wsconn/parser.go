package wsconn

import (
	"encoding/binary"
	"fmt"
	"unicode/utf8"
)

// eventKind is what the parser found in the bytes it was fed.
type eventKind uint8

const (
	eventNone  eventKind = iota // nothing yet: more bytes are needed
	eventText                   // data is a whole text message, valid UTF-8
	eventPing                   // data is a ping's payload, to send back in a pong
	eventPong                   // a pong
	eventClose                  // the peer's close frame: code (statusNone if it had none) and reason
	eventFail                   // the peer broke the protocol: code and reason are the close frame to answer
)

// An event is one thing the parser found: a whole message, a control
// frame, or a fault.
type event struct {
	kind   eventKind
	data   []byte
	code   int
	reason string
}

// A parser reads the frames a client sends (RFC 6455, section 5) from
// bytes fed to it as they come, split anywhere. It is a state machine with
// no I/O, so that it can be fuzzed. It keeps at most one incomplete frame
// header (in an array) and one incomplete message or control frame, copies
// what it keeps (it never holds on to the bytes it is fed), and holds no
// slice between messages: an idle connection's parser allocates nothing.
//
// After a close frame or a fault, the parser ignores everything.
type parser struct {
	msg    []byte // the text message being gathered; nil between messages
	ctl    []byte // the control frame's payload being gathered
	remain int64  // how much of the current frame's payload is still to come
	max    int32  // the longest text message, in bytes
	hdr    [14]byte
	nhdr   uint8 // how many header bytes have come
	need   uint8 // the header's length, known from its first two bytes
	at     uint8 // where in the masking key the next payload byte is
	body   bool  // in a frame's payload, its header whole
	frag   bool  // a fragmented message is started: continuations are due
	dead   bool  // a close frame or a fault ended the stream
}

// newParser returns a parser of text messages of at most max bytes.
func newParser(max int) parser {
	return parser{max: int32(min(max, 1<<31-1))}
}

// feed parses p from its start up to the end of the first whole message
// or control frame, and returns how many bytes it used and what it found.
// An event other than eventNone always uses at least one byte; eventNone
// means p was used up and more bytes are needed. The caller feeds the rest
// of p next.
func (ps *parser) feed(p []byte) (int, event) {
	if ps.dead {
		return len(p), event{}
	}
	n := 0
	for {
		if !ps.body {
			for ps.nhdr < 2 || ps.nhdr < ps.need {
				if n == len(p) {
					return n, event{}
				}
				ps.hdr[ps.nhdr] = p[n]
				ps.nhdr++
				n++
				if ps.nhdr == 2 {
					need, ev := ps.check()
					if ev.kind != eventNone {
						return n, ps.fail(ev)
					}
					ps.need = need
				}
			}
			if ev := ps.begin(); ev.kind != eventNone {
				return n, ps.fail(ev)
			}
		}
		if ps.remain > 0 {
			if n == len(p) {
				return n, event{}
			}
			k := int(min(int64(len(p)-n), ps.remain))
			ps.unmask(p[n : n+k])
			n += k
		}
		if ps.remain == 0 {
			ps.body, ps.nhdr, ps.need = false, 0, 0
			if ev := ps.end(); ev.kind != eventNone {
				return n, ev
			}
		}
	}
}

// protocolError is a fault of the peer answered with StatusProtocolError.
func protocolError(format string, args ...any) event {
	return event{kind: eventFail, code: StatusProtocolError, reason: fmt.Sprintf(format, args...)}
}

// check validates a frame's first two bytes and returns the header's
// length, or a fault.
func (ps *parser) check() (uint8, event) {
	b0, b1 := ps.hdr[0], ps.hdr[1]
	fin, op, len7 := b0&0x80 != 0, b0&0x0F, b1&0x7F
	if b0&0x70 != 0 {
		return 0, protocolError("reserved bits set: no extension was agreed")
	}
	if b1&0x80 == 0 {
		return 0, protocolError("a frame from the client must be masked")
	}
	switch op {
	case opText, opBinary:
		if ps.frag {
			return 0, protocolError("a new message inside a fragmented one")
		}
		if op == opBinary {
			return 0, event{kind: eventFail, code: StatusUnsupportedData, reason: "a binary message: the protocol is JSON text"}
		}
	case opContinuation:
		if !ps.frag {
			return 0, protocolError("a continuation frame with no message started")
		}
	case opClose, opPing, opPong:
		if !fin {
			return 0, protocolError("a fragmented control frame")
		}
		if len7 > 125 {
			return 0, protocolError("a control frame longer than 125 bytes")
		}
	default:
		return 0, protocolError("unknown opcode %d", op)
	}
	switch len7 {
	case 126:
		return 2 + 2 + 4, event{}
	case 127:
		return 2 + 8 + 4, event{}
	}
	return 2 + 4, event{}
}

// begin starts the payload of a frame whose header is whole: it checks
// the length against the largest message, before any of it is read.
func (ps *parser) begin() event {
	length := int64(ps.hdr[1] & 0x7F)
	switch length {
	case 126:
		length = int64(binary.BigEndian.Uint16(ps.hdr[2:]))
	case 127:
		u := binary.BigEndian.Uint64(ps.hdr[2:])
		if u>>63 != 0 {
			return protocolError("a frame length with its top bit set")
		}
		length = int64(u)
	}
	switch op := ps.hdr[0] & 0x0F; op {
	case opText, opContinuation:
		if length > int64(ps.max)-int64(len(ps.msg)) {
			return event{kind: eventFail, code: StatusTooBig, reason: fmt.Sprintf("a message longer than %d bytes", ps.max)}
		}
		if op == opText {
			// A whole message in one frame gets its exact size; the first
			// fragment of several, what it brings.
			ps.msg = make([]byte, 0, length)
		}
		ps.frag = ps.hdr[0]&0x80 == 0
	default:
		if length > 0 {
			ps.ctl = make([]byte, 0, length)
		}
	}
	ps.remain, ps.at, ps.body = length, 0, true
	return event{}
}

// unmask appends p, unmasked, to the message or control payload being
// gathered.
func (ps *parser) unmask(p []byte) {
	dst := &ps.msg
	if ps.hdr[0]&0x08 != 0 {
		dst = &ps.ctl
	}
	start := len(*dst)
	*dst = append(*dst, p...)
	b := (*dst)[start:]
	key := ps.hdr[ps.need-4 : ps.need]
	at := int(ps.at)
	for i := range b {
		b[i] ^= key[(at+i)&3]
	}
	ps.at = uint8((at + len(b)) & 3)
	ps.remain -= int64(len(p))
}

// end finishes a frame whose payload is whole.
func (ps *parser) end() event {
	switch ps.hdr[0] & 0x0F {
	case opText, opContinuation:
		if ps.frag {
			return event{}
		}
		msg := ps.msg
		ps.msg = nil
		if !utf8.Valid(msg) {
			return ps.fail(event{kind: eventFail, code: StatusInvalidData, reason: "a text message that is not UTF-8"})
		}
		return event{kind: eventText, data: msg}
	case opPing:
		data := ps.ctl
		ps.ctl = nil
		return event{kind: eventPing, data: data}
	case opPong:
		ps.ctl = nil
		return event{kind: eventPong}
	}
	// A close frame: the stream ends, and any message begun before it.
	data := ps.ctl
	ps.ctl, ps.msg = nil, nil
	ps.dead = true
	switch len(data) {
	case 0:
		return event{kind: eventClose, code: statusNone}
	case 1:
		return ps.fail(protocolError("a close frame of one byte"))
	}
	code := int(binary.BigEndian.Uint16(data))
	if !validCode(code) {
		return ps.fail(protocolError("close code %d is not allowed", code))
	}
	if !utf8.Valid(data[2:]) {
		return ps.fail(protocolError("a close reason that is not UTF-8"))
	}
	return event{kind: eventClose, code: code, reason: string(data[2:])}
}

// fail ends the stream with the fault ev and returns it.
func (ps *parser) fail(ev event) event {
	ps.dead = true
	ps.msg, ps.ctl = nil, nil
	return ev
}
