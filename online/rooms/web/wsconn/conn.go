package wsconn

import (
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"sync"
	"sync/atomic"
	"time"
)

// A Handler is told what comes on a connection.
type Handler interface {
	// Message is called with each whole text message, in order, never two
	// at once for one connection; it must not block (queue work elsewhere),
	// since on Linux one goroutine reads every connection of a Server.
	// data is the handler's to keep.
	Message(c *Conn, data []byte)

	// Closed is called once, after the last Message, when the connection
	// ends, with why: nil when the peer closed it normally (code 1000, 1001
	// or none) or Close was called; a *CloseError for another close frame,
	// from the peer or answering its fault; an error wrapping ErrTooSlow or
	// ErrGone otherwise. It must not block either.
	Closed(c *Conn, err error)
}

// connState is where a connection is in its life.
type connState uint8

const (
	stateOpen    connState = iota
	stateClosing           // our close frame is queued or sent: the peer's is awaited
	stateClosed            // the connection is closed, or being closed
)

// A Conn is one WebSocket connection taken over by a Server. Its methods
// are safe from any goroutine.
type Conn struct {
	s  *Server
	nc net.Conn
	h  Handler // set under hmu, before anything is read
	p  parser  // used only by whoever reads the connection
	pollState

	heard  atomic.Int64 // when the peer last sent anything, in Server.now's time
	pinged atomic.Int64 // when it was pinged since, or 0

	// hmu is held while the Handler is called, so that Message and Closed
	// never overlap, and Closed comes after the last Message.
	hmu sync.Mutex

	mu         sync.Mutex
	queue      []byte // frames not yet taken by the writer; nil when there are none
	inflight   int    // bytes the writer is writing
	state      connState
	writing    bool  // a writer goroutine runs
	flushed    bool  // our close frame is written
	peerClosed bool  // the peer's close frame came
	closingAt  int64 // when the state became stateClosing
	why        error // what Closed is told, set when the state leaves stateOpen
}

// Send queues a text message to the peer and never blocks; it reports
// false if the connection is closed or closing, or was just cut for being
// too slow: more than Options.MaxQueued bytes would be waiting to be
// written. Send is safe from any goroutine; data may be reused once it
// returns.
func (c *Conn) Send(data []byte) bool {
	c.mu.Lock()
	if c.state != stateOpen {
		c.mu.Unlock()
		return false
	}
	ok := c.enqueue(opText, data)
	ended := !ok && c.markClosed(c.tooSlow())
	c.mu.Unlock()
	if ended {
		c.release(false)
	}
	return ok
}

// Close sends a close frame with code and reason after what is queued,
// then closes the connection once the peer answers (or after
// Options.WriteWait); Closed is called with a nil error. The reason is cut
// to 123 bytes on a character's boundary; a code that may not be sent
// (below 1000, 1004-1006, 1012-2999, 5000 and more) is sent as
// StatusNormal. Close is safe from any goroutine, more than once: only the
// first call counts.
func (c *Conn) Close(code int, reason string) {
	c.mu.Lock()
	if c.state == stateOpen {
		c.closeLocked(code, reason, nil)
	}
	c.mu.Unlock()
}

// tooSlow is the error of a peer that has more than MaxQueued bytes
// waiting.
func (c *Conn) tooSlow() error {
	return fmt.Errorf("%w: more than %d bytes waiting to be written", ErrTooSlow, c.s.opts.MaxQueued)
}

// enqueue appends a frame to the queue, c.mu held, and starts a writer if
// none runs. It reports false, queueing nothing, if the queue would hold
// more than MaxQueued bytes.
func (c *Conn) enqueue(op byte, payload []byte) bool {
	if len(c.queue)+c.inflight+frameSize(len(payload)) > c.s.opts.MaxQueued {
		return false
	}
	c.queue = appendFrame(c.queue, op, payload)
	c.startWriter()
	return true
}

// startWriter starts a writer goroutine, c.mu held, unless one runs.
func (c *Conn) startWriter() {
	if !c.writing {
		c.writing = true
		go c.writeLoop()
	}
}

// closeLocked queues a close frame, whatever the queue holds, c.mu held and
// the connection open: nothing is queued after it. why is what Closed will
// be told.
func (c *Conn) closeLocked(code int, reason string, why error) {
	c.state = stateClosing
	c.closingAt = c.s.now()
	c.why = why
	c.queue = appendClose(c.queue, code, reason)
	c.startWriter()
}

// writeLoop writes what is queued, with a deadline of WriteWait, as long
// as something is, then ends: an idle connection has no writer.
func (c *Conn) writeLoop() {
	for {
		c.mu.Lock()
		buf := c.queue
		c.queue = nil
		if len(buf) == 0 || c.state == stateClosed {
			c.writing = false
			c.mu.Unlock()
			return
		}
		// Nothing is queued after a close frame: if the connection is
		// closing, buf ends with ours.
		last := c.state == stateClosing
		c.inflight = len(buf)
		c.mu.Unlock()

		c.nc.SetWriteDeadline(time.Now().Add(c.s.opts.WriteWait))
		_, err := c.nc.Write(buf)

		c.mu.Lock()
		c.inflight = 0
		if err != nil || last {
			c.writing = false
			c.flushed = err == nil
			var ended bool
			switch {
			case err != nil && errors.Is(err, os.ErrDeadlineExceeded):
				ended = c.markClosed(fmt.Errorf("%w: a write blocked for %v", ErrTooSlow, c.s.opts.WriteWait))
			case err != nil:
				ended = c.markClosed(fmt.Errorf("%w: %v", ErrGone, err))
			case c.peerClosed:
				ended = c.markClosed(nil)
			}
			c.mu.Unlock()
			if ended {
				c.release(true)
			} else if err == nil {
				// The peer's close frame is awaited; meanwhile it learns
				// that nothing more comes.
				if cw, ok := c.nc.(interface{ CloseWrite() error }); ok {
					cw.CloseWrite()
				}
			}
			return
		}
		c.mu.Unlock()
	}
}

// markClosed ends the connection's state, c.mu held, and reports whether
// this call did: the caller must then call release, without c.mu. err is
// what Closed is told, unless the connection was already closing, for a
// reason told then.
func (c *Conn) markClosed(err error) bool {
	if c.state == stateClosed {
		return false
	}
	if c.state == stateOpen {
		c.why = err
	}
	c.state = stateClosed
	c.queue = nil
	return true
}

// release closes the connection whose state markClosed ended: it leaves
// the poller before the socket is closed, then the Server, and calls
// Closed, on this goroutine if inline (its caller holds no lock and is not
// in the Handler), else on a new one.
func (c *Conn) release(inline bool) {
	c.s.unwatch(c)
	c.nc.Close()
	c.s.forget(c)
	if inline {
		c.closed()
	} else {
		go c.closed()
	}
}

// closed calls the Handler's Closed, once the Handler is known and no
// Message is running.
func (c *Conn) closed() {
	c.hmu.Lock()
	defer c.hmu.Unlock()
	c.h.Closed(c, c.why)
}

// received handles bytes read from the peer, on the goroutine that reads
// the connection; it reports whether the connection is still to be read.
func (c *Conn) received(p []byte) bool {
	c.heard.Store(c.s.now())
	c.pinged.Store(0)
	for len(p) > 0 {
		n, ev := c.p.feed(p)
		p = p[n:]
		switch ev.kind {
		case eventText:
			c.deliver(ev.data)
		case eventPing:
			c.mu.Lock()
			ended := c.state == stateOpen && !c.enqueue(opPong, ev.data) && c.markClosed(c.tooSlow())
			c.mu.Unlock()
			if ended {
				c.release(true)
			}
		case eventClose:
			c.peerClose(ev.code, ev.reason)
		case eventFail:
			c.mu.Lock()
			if c.state == stateOpen {
				c.closeLocked(ev.code, ev.reason, &CloseError{Code: ev.code, Reason: ev.reason})
			}
			c.mu.Unlock()
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.state != stateClosed
}

// deliver gives a message to the Handler, unless the connection is
// closing.
func (c *Conn) deliver(data []byte) {
	c.hmu.Lock()
	defer c.hmu.Unlock()
	c.mu.Lock()
	open := c.state == stateOpen
	c.mu.Unlock()
	if open {
		c.h.Message(c, data)
	}
}

// peerClose handles the peer's close frame: it is answered with the same
// code, and the connection closed once the answer is written; or, if the
// close frame answers ours, the connection is closed.
func (c *Conn) peerClose(code int, reason string) {
	c.mu.Lock()
	c.peerClosed = true
	ended := false
	switch c.state {
	case stateOpen:
		var why error
		switch code {
		case statusNone:
			code = StatusNormal
		case StatusNormal, StatusGoingAway:
		default:
			why = &CloseError{Code: code, Reason: reason, Peer: true}
		}
		c.closeLocked(code, "", why)
	case stateClosing:
		ended = c.flushed && c.markClosed(nil)
	}
	c.mu.Unlock()
	if ended {
		c.release(true)
	}
}

// gone ends a connection whose read failed: err is io.EOF when the peer
// closed it.
func (c *Conn) gone(err error) {
	if errors.Is(err, io.EOF) {
		err = errors.New("the connection was closed with no close frame")
	}
	c.mu.Lock()
	ended := c.markClosed(fmt.Errorf("%w: %v", ErrGone, err))
	c.mu.Unlock()
	if ended {
		c.release(true)
	}
}

// readLoop reads the connection on a goroutine of its own, where epoll is
// not used, until it is closed.
func (c *Conn) readLoop() {
	buf := make([]byte, 512)
	for {
		n, err := c.nc.Read(buf)
		if n > 0 && !c.received(buf[:n]) {
			return
		}
		if err != nil {
			c.gone(err)
			return
		}
	}
}

// goRead starts readLoop, unless the connection is closed already.
func (c *Conn) goRead() {
	c.mu.Lock()
	closed := c.state == stateClosed
	c.mu.Unlock()
	if !closed {
		go c.readLoop()
	}
}

// check is called by the pinger every tick, with s.mu held: a connection
// silent for PingEvery is pinged; one that has not answered within
// PingWait, or has not answered a close frame within WriteWait, is due to
// be cut: check returns why.
func (c *Conn) check(now int64) error {
	o := &c.s.opts
	c.mu.Lock()
	defer c.mu.Unlock()
	switch c.state {
	case stateOpen:
		p := c.pinged.Load()
		if p != 0 && c.heard.Load() >= p {
			c.pinged.Store(0) // heard from since the ping
			p = 0
		}
		switch {
		case p != 0:
			if now-p >= int64(o.PingWait) {
				return fmt.Errorf("%w: no answer to a ping in %v", ErrGone, o.PingWait)
			}
		case now-c.heard.Load() >= int64(o.PingEvery):
			c.pinged.Store(now)
			if !c.enqueue(opPing, nil) {
				return c.tooSlow()
			}
		}
	case stateClosing:
		if now-c.closingAt >= int64(o.WriteWait) {
			return errors.New("no answer to a close frame") // Closed is told why it was closing
		}
	}
	return nil
}

// cut closes the connection at once, telling Closed err unless it was
// closing already.
func (c *Conn) cut(err error) {
	c.mu.Lock()
	ended := c.markClosed(err)
	c.mu.Unlock()
	if ended {
		c.release(false)
	}
}
