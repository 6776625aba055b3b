package web

import (
	"bufio"
	"net"
	"net/http"
	"time"
)

// An answer is written in pieces of PieceSize bytes, each of which must
// leave within PieceSize/MinRate (ClientLimits.MinRate), or the connection
// is closed. DefaultMinRate is 1.6 KB a second (13 kbit/s), below the
// slowest mobile link that still carries a web page: each piece has 10 s.
// A client that stops reading is cut about that long after its
// connection's buffers are full, instead of holding a socket, an open file
// and a goroutine for as long as the answer's total deadline.
const (
	PieceSize      = 16 << 10
	DefaultMinRate = 1600
)

// Handler returns h behind the limits of cl: a connection accepted past a
// limit (see Listen) is answered 429 or 503 with a Retry-After and closed,
// and every answer is written at a minimum pace (see PieceSize).
func (cl *Clients) Handler(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if status, msg := refusal(r); status != 0 {
			w.Header().Set("Connection", "close")
			w.Header().Set("Retry-After", "10")
			apiError(w, status, msg)
			return
		}
		h.ServeHTTP(&paced{ResponseWriter: w, rc: http.NewResponseController(w), wait: cl.pieceWait}, r)
	})
}

// paced writes an answer piece by piece, each within wait.
type paced struct {
	http.ResponseWriter
	rc   *http.ResponseController
	wait time.Duration
}

func (p *paced) Write(b []byte) (int, error) {
	written := 0
	for len(b) > 0 {
		n := min(len(b), PieceSize)
		p.rc.SetWriteDeadline(time.Now().Add(p.wait)) // an error: the writer has no deadline to set
		m, err := p.ResponseWriter.Write(b[:n])
		written += m
		if err != nil {
			return written, err
		}
		b = b[n:]
	}
	return written, nil
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (p *paced) Unwrap() http.ResponseWriter { return p.ResponseWriter }

// Flush sends what is buffered, within the same wait.
func (p *paced) Flush() {
	p.rc.SetWriteDeadline(time.Now().Add(p.wait))
	p.rc.Flush()
}

// Hijack hands the connection over, its deadlines cleared: a WebSocket
// lives by its own.
func (p *paced) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c, rw, err := p.rc.Hijack()
	if err == nil {
		c.SetDeadline(time.Time{})
	}
	return c, rw, err
}
