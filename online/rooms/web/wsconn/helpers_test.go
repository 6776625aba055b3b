package wsconn

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// modes are the two ways a Server reads: with epoll (on Linux) and with a
// goroutine per connection.
var modes = []struct {
	name       string
	goroutines bool
}{
	{"epoll", false},
	{"goroutines", true},
}

// A recorder hears what the Handlers of a test's connections are told.
type recorder struct {
	conns  chan *Conn // each connection, once upgraded
	closed chan error // each Closed's error
	faults chan string
	echo   bool // whether messages are sent back
}

func newRecorder(echo bool) *recorder {
	return &recorder{
		conns:  make(chan *Conn, 2000),
		closed: make(chan error, 2000),
		faults: make(chan string, 100),
		echo:   echo,
	}
}

// checked is one connection's Handler: it echoes, and checks that Message
// and Closed never overlap and that Closed comes once, last.
type checked struct {
	r      *recorder
	busy   atomic.Bool
	closed atomic.Int32
}

func (h *checked) Message(c *Conn, data []byte) {
	if h.busy.Swap(true) {
		h.r.faults <- "two Messages at once"
	}
	if h.closed.Load() != 0 {
		h.r.faults <- "a Message after Closed"
	}
	if h.r.echo {
		c.Send(data)
	}
	h.busy.Store(false)
}

func (h *checked) Closed(c *Conn, err error) {
	if h.closed.Add(1) != 1 {
		h.r.faults <- "Closed twice"
	}
	if h.busy.Load() {
		h.r.faults <- "Closed during a Message"
	}
	h.r.closed <- err
}

// newHandler gives each connection a checked Handler.
func (r *recorder) newHandler(c *Conn) Handler {
	r.conns <- c
	return &checked{r: r}
}

// nextConn is the next connection upgraded.
func (r *recorder) nextConn(t testing.TB) *Conn {
	t.Helper()
	select {
	case c := <-r.conns:
		return c
	case <-time.After(5 * time.Second):
		t.Fatal("no connection upgraded")
		return nil
	}
}

// nextClosed is the error of the next Closed.
func (r *recorder) nextClosed(t testing.TB) error {
	t.Helper()
	select {
	case err := <-r.closed:
		return err
	case <-time.After(5 * time.Second):
		t.Fatal("Closed was not called")
		return nil
	}
}

// env is a Server behind an httptest.Server whose handler upgrades every
// request.
type env struct {
	s        *Server
	hs       *httptest.Server
	r        *recorder
	upgrades chan error // what Upgrade returned
}

// newEnv starts a Server with opts; it is closed when the test ends, and
// the Handlers' faults reported.
func newEnv(t testing.TB, opts Options, echo bool) *env {
	t.Helper()
	e := &env{s: NewServer(opts), r: newRecorder(echo), upgrades: make(chan error, 2000)}
	e.hs = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		e.upgrades <- e.s.Upgrade(w, req, e.r.newHandler)
	}))
	t.Cleanup(func() {
		e.hs.Close()
		e.s.Close()
		for {
			select {
			case f := <-e.r.faults:
				t.Error(f)
			default:
				return
			}
		}
	})
	return e
}

// addr is the host:port of the test server.
func (e *env) addr() string { return strings.TrimPrefix(e.hs.URL, "http://") }

// waitLen waits for the Server to have n connections.
func (e *env) waitLen(t testing.TB, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for e.s.Len() != n {
		if time.Now().After(deadline) {
			t.Fatalf("Len() = %d, want %d", e.s.Len(), n)
		}
		time.Sleep(time.Millisecond)
	}
}

// testKey is the key of RFC 6455's example handshake, and testAccept the
// answer.
const (
	testKey    = "dGhlIHNhbXBsZSBub25jZQ=="
	testAccept = "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="
)

// handshakeRequest is a client's WebSocket handshake to host.
func handshakeRequest(host string) string {
	return "GET /ws HTTP/1.1\r\nHost: " + host + "\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n" +
		"Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: " + testKey + "\r\n\r\n"
}

// A rawClient writes hand-made frames on a TCP connection and reads the
// server's: it spawns no goroutine.
type rawClient struct {
	t  testing.TB
	nc net.Conn
	br *bufio.Reader
}

// dialRaw connects to addr and handshakes, writing after in the same write
// as the request.
func dialRaw(t testing.TB, addr string, after ...[]byte) *rawClient {
	t.Helper()
	rc, err := tryDialRaw(addr, after...)
	if err != nil {
		t.Fatal(err)
	}
	rc.t = t
	t.Cleanup(func() { rc.nc.Close() })
	return rc
}

// tryDialRaw is dialRaw that returns its error.
func tryDialRaw(addr string, after ...[]byte) (*rawClient, error) {
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	req := []byte(handshakeRequest(addr))
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
func (rc *rawClient) read() (op byte, payload []byte, err error) {
	rc.nc.SetReadDeadline(time.Now().Add(5 * time.Second))
	var h [2]byte
	if _, err := io.ReadFull(rc.br, h[:]); err != nil {
		return 0, nil, err
	}
	if h[0]&0xF0 != 0x80 || h[1]&0x80 != 0 {
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

// next reads one frame from the server, failing the test on an error.
func (rc *rawClient) next() (byte, []byte) {
	rc.t.Helper()
	op, p, err := rc.read()
	if err != nil {
		rc.t.Fatal(err)
	}
	return op, p
}

// expectClose reads a close frame and returns its code and reason.
func (rc *rawClient) expectClose() (int, string) {
	rc.t.Helper()
	op, p := rc.next()
	if op != opClose || len(p) < 2 {
		rc.t.Fatalf("got frame %d %q, want a close frame", op, p)
	}
	return int(binary.BigEndian.Uint16(p)), string(p[2:])
}

// expectEOF checks that the server closed the connection, or at least
// its side of it.
func (rc *rawClient) expectEOF() {
	rc.t.Helper()
	if op, p, err := rc.read(); !errors.Is(err, io.EOF) {
		rc.t.Fatalf("got %d %q %v, want EOF", op, p, err)
	}
}
