package wsconn

import (
	"bytes"
	"crypto/sha1"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"
	"time"
)

// acceptGUID is appended to the client's key to make the server's answer
// (RFC 6455, section 1.3).
const acceptGUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

// Upgrade answers r's WebSocket handshake, takes the connection over from
// net/http, calls newHandler(c) before anything is read, and returns: the
// HTTP handler's goroutine ends, and the Server reads the connection from
// then on. newHandler must not return nil. Messages the client sent right
// after its handshake may reach the Handler before Upgrade returns.
//
// A request that cannot be upgraded is answered with an HTTP error, and
// the error is returned: 405 for a method other than GET, 426 for a
// request that is not a WebSocket handshake or of a version other than
// 13, 400 for a missing or malformed Sec-WebSocket-Key, 403 for an origin
// not allowed, 503 once the Server is closed, 500 if the connection
// cannot be taken over. No extension and no subprotocol is offered.
func (s *Server) Upgrade(w http.ResponseWriter, r *http.Request, newHandler func(*Conn) Handler) error {
	key, status, err := s.check(r)
	if err != nil {
		switch status {
		case http.StatusMethodNotAllowed:
			w.Header().Set("Allow", http.MethodGet)
		case http.StatusUpgradeRequired:
			w.Header().Set("Connection", "Upgrade")
			w.Header().Set("Upgrade", "websocket")
			w.Header().Set("Sec-WebSocket-Version", "13")
		}
		http.Error(w, err.Error(), status)
		return err
	}
	nc, brw, err := http.NewResponseController(w).Hijack()
	if err != nil {
		err = fmt.Errorf("wsconn: cannot take the connection over: %w", err)
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return err
	}
	// A client may send its first frames with its handshake: net/http has
	// read them. They are copied, and its buffers left to the collector.
	var pending []byte
	if n := brw.Reader.Buffered(); n > 0 {
		b, _ := brw.Reader.Peek(n)
		pending = bytes.Clone(b)
	}

	c := &Conn{s: s, nc: nc, p: newParser(s.opts.MaxMessage)}
	c.heard.Store(s.now())
	// Closed waits for the Handler, should the connection end at once. The
	// Server counts the connection before it is answered, so that a Close
	// of the Server meanwhile closes it too; what is queued meanwhile (that
	// close frame) waits for the answer: until then, the handshake is the
	// connection's writer.
	c.hmu.Lock()
	c.writing = true
	if !s.add(c) {
		c.hmu.Unlock()
		nc.SetDeadline(time.Now().Add(s.opts.WriteWait))
		nc.Write([]byte("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"))
		nc.Close()
		return ErrServerClosed
	}
	nc.SetDeadline(time.Now().Add(s.opts.WriteWait))
	_, err = nc.Write(answer(key))
	// A WebSocket lives longer than a request: the server's deadlines go.
	nc.SetDeadline(time.Time{})
	c.mu.Lock()
	c.writing = false
	if err != nil {
		c.markClosed(err)
		c.mu.Unlock()
		s.forget(c)
		nc.Close()
		c.hmu.Unlock()
		return fmt.Errorf("wsconn: answering the handshake: %w", err)
	}
	if len(c.queue) > 0 {
		c.startWriter()
	}
	c.mu.Unlock()
	c.h = newHandler(c)
	c.hmu.Unlock()
	if len(pending) > 0 && !c.received(pending) {
		return nil
	}
	s.watch(c)
	return nil
}

// check validates a handshake request and returns its key, or the HTTP
// status refusing it and why.
func (s *Server) check(r *http.Request) (key string, status int, err error) {
	switch {
	case r.Method != http.MethodGet:
		return "", http.StatusMethodNotAllowed, fmt.Errorf("wsconn: a WebSocket handshake is a GET, not a %s", r.Method)
	case !hasToken(r.Header, "Connection", "upgrade") || !hasToken(r.Header, "Upgrade", "websocket"):
		return "", http.StatusUpgradeRequired, errors.New("wsconn: not a WebSocket handshake: Connection: Upgrade and Upgrade: websocket are needed")
	case r.Header.Get("Sec-WebSocket-Version") != "13":
		return "", http.StatusUpgradeRequired, fmt.Errorf("wsconn: WebSocket version %q: only 13 is served", r.Header.Get("Sec-WebSocket-Version"))
	}
	key = r.Header.Get("Sec-WebSocket-Key")
	if b, err := base64.StdEncoding.DecodeString(key); err != nil || len(b) != 16 {
		return "", http.StatusBadRequest, fmt.Errorf("wsconn: Sec-WebSocket-Key %q is not 16 bytes in base64", key)
	}
	if err := s.allowOrigin(r); err != nil {
		return "", http.StatusForbidden, err
	}
	s.mu.Lock()
	closed := s.closed
	s.mu.Unlock()
	if closed {
		return "", http.StatusServiceUnavailable, ErrServerClosed
	}
	return key, 0, nil
}

// allowOrigin checks the request's Origin header, if any, against its Host
// and the Server's Origins.
func (s *Server) allowOrigin(r *http.Request) error {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return nil
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return fmt.Errorf("wsconn: Origin %q is not a URL with a host", origin)
	}
	if strings.EqualFold(u.Host, r.Host) {
		return nil
	}
	host := strings.ToLower(u.Host)
	for _, p := range s.opts.Origins {
		if ok, _ := path.Match(strings.ToLower(p), host); ok {
			return nil
		}
	}
	return fmt.Errorf("wsconn: pages of %s may not connect to %s", u.Host, r.Host)
}

// hasToken reports whether the comma-separated lists of the header name
// hold token, case-insensitively.
func hasToken(h http.Header, name, token string) bool {
	for _, v := range h.Values(name) {
		for t := range strings.SplitSeq(v, ",") {
			if strings.EqualFold(strings.TrimSpace(t), token) {
				return true
			}
		}
	}
	return false
}

// answer is the server's handshake answer to key.
func answer(key string) []byte {
	sum := sha1.Sum([]byte(key + acceptGUID))
	return []byte("HTTP/1.1 101 Switching Protocols\r\n" +
		"Upgrade: websocket\r\n" +
		"Connection: Upgrade\r\n" +
		"Sec-WebSocket-Accept: " + base64.StdEncoding.EncodeToString(sum[:]) + "\r\n\r\n")
}
