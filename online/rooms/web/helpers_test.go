package web

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"tabula/games"
	"tabula/online"
	"tabula/online/rooms"
)

// env is a server of rooms as cmd/server serves it: the API behind the
// limits of its Clients, with a room of Diam.
type env struct {
	hub     *rooms.Hub
	clients *Clients
	srv     *httptest.Server
	code    string
}

// newEnv serves a hub over a memory log, with the limits l.
func newEnv(t testing.TB, l ClientLimits, opts Options) *env {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	e := &env{hub: rooms.NewHub(ctx, rooms.NewMemoryLog(), games.All), clients: NewClients(l)}
	opts.Clients = e.clients
	mux := http.NewServeMux()
	mux.Handle("/api/", Handler(e.hub, opts))
	mux.HandleFunc("/big", func(w http.ResponseWriter, r *http.Request) { // a download
		w.Write(make([]byte, 64<<20))
	})
	e.srv = httptest.NewUnstartedServer(e.clients.Handler(mux))
	e.srv.Listener = e.clients.Listen(e.srv.Listener)
	e.srv.Config.ConnState, e.srv.Config.ConnContext = e.clients.ConnState, e.clients.ConnContext
	e.srv.Start()
	t.Cleanup(e.srv.Close)
	code, err := e.hub.Create(ctx, online.Spec{Game: "diam", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	e.code = code
	return e
}

func (e *env) addr() string { return strings.TrimPrefix(e.srv.URL, "http://") }

// held returns how many connections the server holds, all of them from
// this machine.
func (e *env) held() int {
	all, _ := e.clients.Held(peerAddr("127.0.0.1"))
	return all
}

// waitHeld waits until the server holds n connections.
func (e *env) waitHeld(t testing.TB, n int) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); e.held() != n; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the server holds %d connections, want %d", e.held(), n)
		}
	}
}

// hello is the hello of a client of room code.
func hello(code string) string { return `{"t":"hello","room":"` + code + `"}` }

// The frames' opcodes and the close codes of RFC 6455.
const (
	opContinuation = 0x0
	opText         = 0x1
	opBinary       = 0x2
	opClose        = 0x8
	opPing         = 0x9
	opPong         = 0xA

	statusNormal        = 1000
	statusGoingAway     = 1001
	statusProtocolError = 1002
	statusUnsupported   = 1003
	statusNoStatus      = 1005 // ended returns it for a close frame without a code
	statusNoClose       = 1006 // ended returns it for a connection ended without a close frame
	statusInvalidData   = 1007
	statusPolicy        = 1008
	statusTooBig        = 1009
)

const (
	testKey    = "dGhlIHNhbXBsZSBub25jZQ=="
	testAccept = "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="
)

// A rawClient writes hand-made frames on a TCP connection and reads the
// server's.
type rawClient struct {
	t  testing.TB
	nc net.Conn
	br *bufio.Reader
}

// dialRaw opens the WebSocket of path on addr, writing after in the same
// write as the handshake.
func dialRaw(t testing.TB, addr, path string, after ...[]byte) *rawClient {
	t.Helper()
	rc, err := tryDialRaw(addr, path, after...)
	if err != nil {
		t.Fatal(err)
	}
	rc.t = t
	t.Cleanup(func() { rc.nc.Close() })
	return rc
}

// tryDialRaw is dialRaw that returns its error.
func tryDialRaw(addr, path string, after ...[]byte) (*rawClient, error) {
	return tryDialRawVia(addr, path, "", after...)
}

// tryDialRawVia is tryDialRaw through a proxy that says the client is
// forwardedFor (X-Forwarded-For), unless it is "".
func tryDialRawVia(addr, path, forwardedFor string, after ...[]byte) (*rawClient, error) {
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	xff := ""
	if forwardedFor != "" {
		xff = "X-Forwarded-For: " + forwardedFor + "\r\n"
	}
	req := []byte("GET " + path + " HTTP/1.1\r\nHost: " + addr + "\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n" + xff +
		"Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: " + testKey + "\r\n\r\n")
	for _, b := range after {
		req = append(req, b...)
	}
	if _, err := nc.Write(req); err != nil {
		nc.Close()
		return nil, err
	}
	br := bufio.NewReaderSize(nc, 512)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		nc.Close()
		return nil, err
	}
	if resp.StatusCode != http.StatusSwitchingProtocols || resp.Header.Get("Sec-WebSocket-Accept") != testAccept {
		nc.Close()
		return nil, fmt.Errorf("handshake answered %s, accept %q", resp.Status, resp.Header.Get("Sec-WebSocket-Accept"))
	}
	return &rawClient{nc: nc, br: br}, nil
}

// testMask is the masking key of the test's frames.
var testMask = [4]byte{0x37, 0xFA, 0x21, 0x3D}

// frame is a client's frame: masked unless masked is false.
func frame(fin bool, op byte, payload []byte, masked bool) []byte {
	b0 := op
	if fin {
		b0 |= 0x80
	}
	var mbit byte
	if masked {
		mbit = 0x80
	}
	b := []byte{b0}
	switch n := len(payload); {
	case n <= 125:
		b = append(b, mbit|byte(n))
	case n <= 0xFFFF:
		b = append(b, mbit|126, byte(n>>8), byte(n))
	default:
		b = append(b, mbit|127)
		b = binary.BigEndian.AppendUint64(b, uint64(n))
	}
	if !masked {
		return append(b, payload...)
	}
	b = append(b, testMask[:]...)
	for i, c := range payload {
		b = append(b, c^testMask[i&3])
	}
	return b
}

// text is a masked text message in one frame.
func text(s string) []byte { return frame(true, opText, []byte(s), true) }

// closeFrame is a masked close frame with code and reason.
func closeFrame(code int, reason string) []byte {
	p := binary.BigEndian.AppendUint16(nil, uint16(code))
	return frame(true, opClose, append(p, reason...), true)
}

// send writes the frames in one write.
func (rc *rawClient) send(frames ...[]byte) {
	rc.t.Helper()
	var b []byte
	for _, f := range frames {
		b = append(b, f...)
	}
	if _, err := rc.nc.Write(b); err != nil {
		rc.t.Fatal(err)
	}
}

// read reads one frame from the server, which must be whole and unmasked.
func (rc *rawClient) read(wait time.Duration) (op byte, payload []byte, err error) {
	rc.nc.SetReadDeadline(time.Now().Add(wait))
	var h [2]byte
	if _, err := io.ReadFull(rc.br, h[:]); err != nil {
		return 0, nil, err
	}
	if h[0]&0x70 != 0 || h[1]&0x80 != 0 {
		return 0, nil, fmt.Errorf("a server frame starting %x %x", h[0], h[1])
	}
	n := uint64(h[1] & 0x7F)
	switch n {
	case 126, 127:
		ext := make([]byte, 2+6*(n-126))
		if _, err := io.ReadFull(rc.br, ext); err != nil {
			return 0, nil, err
		}
		n = 0
		for _, b := range ext {
			n = n<<8 | uint64(b)
		}
	}
	payload = make([]byte, n)
	if _, err := io.ReadFull(rc.br, payload); err != nil {
		return 0, nil, err
	}
	return h[0] & 0x0F, payload, nil
}

// next reads one frame from the server, passing over its pings, failing
// the test on an error.
func (rc *rawClient) next() (byte, []byte) {
	rc.t.Helper()
	for {
		op, p, err := rc.read(5 * time.Second)
		if err != nil {
			rc.t.Fatal(err)
		}
		if op != opPing {
			return op, p
		}
	}
}

// ended reads until the server ends the connection, within wait, passing
// over its pings, and returns the code of its close frame: statusNoStatus
// for one without a code, statusNoClose if it sent none. A frame of
// another kind is an error.
func (rc *rawClient) ended(wait time.Duration) (int, error) {
	code := statusNoClose
	for deadline := time.Now().Add(wait); ; {
		op, p, err := rc.read(time.Until(deadline))
		switch {
		case errors.Is(err, io.EOF) || errors.Is(err, net.ErrClosed) || isReset(err):
			return code, nil
		case err != nil:
			return code, err
		case op == opClose && len(p) >= 2:
			code = int(binary.BigEndian.Uint16(p))
		case op == opClose:
			code = statusNoStatus
		case op != opPing:
			return code, fmt.Errorf("a frame %d %q before the end", op, p)
		}
	}
}

// isReset reports whether err is the peer's reset of the connection.
func isReset(err error) bool {
	return err != nil && (strings.Contains(err.Error(), "connection reset") || strings.Contains(err.Error(), "broken pipe"))
}
