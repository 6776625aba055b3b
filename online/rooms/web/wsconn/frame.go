package wsconn

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// The close codes of RFC 6455 (section 7.4.1) that a Server sends or
// reports.
const (
	StatusNormal          = 1000 // the purpose of the connection is fulfilled
	StatusGoingAway       = 1001 // the server is shutting down, or the page is left
	StatusProtocolError   = 1002 // a frame broke RFC 6455
	StatusUnsupportedData = 1003 // a binary message, where JSON text is expected
	StatusInvalidData     = 1007 // a text message that is not UTF-8
	StatusPolicyViolation = 1008 // a message the application refuses
	StatusTooBig          = 1009 // a message longer than Options.MaxMessage

	// statusNone stands for a close frame with no code: it is never sent.
	statusNone = 1005
)

// Opcodes of RFC 6455, section 5.2.
const (
	opContinuation = 0x0
	opText         = 0x1
	opBinary       = 0x2
	opClose        = 0x8
	opPing         = 0x9
	opPong         = 0xA
)

// maxReason is the longest close reason: a control frame carries at most
// 125 bytes, two of them the code.
const maxReason = 123

var (
	// ErrTooSlow is wrapped by the error given to Handler.Closed when the
	// peer did not read what was sent to it fast enough: more than
	// Options.MaxQueued bytes were waiting, or a write blocked for
	// Options.WriteWait.
	ErrTooSlow = errors.New("wsconn: the peer is too slow to read")

	// ErrGone is wrapped by the error given to Handler.Closed when the peer
	// went without a close frame: its connection broke, or it did not answer
	// a ping in time.
	ErrGone = errors.New("wsconn: the peer is gone")

	// ErrServerClosed is returned by Upgrade once the Server is closed.
	ErrServerClosed = errors.New("wsconn: the server is closed")
)

// A CloseError is given to Handler.Closed when a connection ended with a
// close frame other than a normal one: either the peer sent it (Peer is
// true), or the server did because the peer broke the protocol (a frame
// not masked, a message too big, a binary message...).
type CloseError struct {
	Code   int    // the close frame's code
	Reason string // the close frame's reason, possibly empty
	Peer   bool   // whether the peer sent the close frame
}

// Error says who closed the connection, with which code and reason.
func (e *CloseError) Error() string {
	who := "wsconn: closed"
	if e.Peer {
		who = "wsconn: the peer closed the connection"
	}
	if e.Reason == "" {
		return fmt.Sprintf("%s with code %d", who, e.Code)
	}
	return fmt.Sprintf("%s with code %d: %s", who, e.Code, e.Reason)
}

// validCode reports whether code may be sent in a close frame: the codes
// RFC 6455 defines for use on the wire, and those for applications.
func validCode(code int) bool {
	switch {
	case code >= 1000 && code <= 1003, code >= 1007 && code <= 1011:
		return true
	default:
		return code >= 3000 && code <= 4999
	}
}

// frameSize is the length of an unmasked frame carrying n bytes.
func frameSize(n int) int {
	switch {
	case n <= 125:
		return 2 + n
	case n <= 0xFFFF:
		return 4 + n
	default:
		return 10 + n
	}
}

// appendFrame appends to b a whole (FIN) unmasked frame: a server's frame.
func appendFrame(b []byte, op byte, payload []byte) []byte {
	b = append(b, 0x80|op)
	switch n := len(payload); {
	case n <= 125:
		b = append(b, byte(n))
	case n <= 0xFFFF:
		b = append(b, 126, byte(n>>8), byte(n))
	default:
		b = append(b, 127)
		b = binary.BigEndian.AppendUint64(b, uint64(n))
	}
	return append(b, payload...)
}

// appendClose appends a close frame with code and reason; an invalid code
// is sent as StatusNormal, and the reason is made valid UTF-8 and cut to
// 123 bytes on a character's boundary.
func appendClose(b []byte, code int, reason string) []byte {
	if !validCode(code) {
		code = StatusNormal
	}
	reason = cutReason(reason)
	payload := make([]byte, 2, 2+len(reason))
	binary.BigEndian.PutUint16(payload, uint16(code))
	payload = append(payload, reason...)
	return appendFrame(b, opClose, payload)
}

// cutReason makes s a valid close reason: UTF-8, at most 123 bytes, cut
// between characters.
func cutReason(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if len(s) <= maxReason {
		return s
	}
	i := maxReason
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i]
}
