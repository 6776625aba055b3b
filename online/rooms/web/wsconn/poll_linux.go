package wsconn

import (
	"io"
	"net"
	"sync"
	"syscall"
)

// pollState is what the epoll poller knows of a connection.
type pollState struct {
	rc     syscall.RawConn // the socket, set when it is added to epoll
	fd     int32           // its descriptor, under poller.mu
	polled bool            // whether it is in epoll, under poller.mu
}

// pollerState is where a poller is in its life.
type pollerState uint8

const (
	pollIdle     pollerState = iota // started with the first connection
	pollRunning                     // its goroutine waits in epoll_wait
	pollStopping                    // its goroutine is told to stop
	pollOff                         // stopped, or epoll failed: connections are read by goroutines
)

// A poller reads all the connections of a Server with one epoll instance
// and one goroutine, level-triggered: a connection is read when it has
// something to read, into one buffer shared by all of them.
type poller struct {
	mu    sync.Mutex
	state pollerState
	epfd  int
	wake  [2]int  // a pipe: a byte written to wake[1] stops the goroutine
	conns []*Conn // by descriptor: descriptors are small and dense
}

// readSize is the size of the poller's one read buffer.
const readSize = 16 << 10

// watch starts reading c: with the Server's epoll instance unless
// Options.Goroutines is set, c is not a TCP connection, or epoll fails,
// else with a goroutine of its own.
func (s *Server) watch(c *Conn) {
	if s.opts.Goroutines || !s.poll.add(c) {
		c.goRead()
	}
}

// unwatch removes c from epoll, before its socket is closed.
func (s *Server) unwatch(c *Conn) {
	s.poll.remove(c)
}

// add puts c in epoll, starting the poller if need be, and reports whether
// it did (or c was closed already, so that nobody needs to read it).
func (p *poller) add(c *Conn) bool {
	tc, ok := c.nc.(*net.TCPConn)
	if !ok {
		return false
	}
	rc, err := tc.SyscallConn()
	if err != nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.state == pollIdle {
		p.start()
	}
	if p.state != pollRunning {
		return false
	}
	c.mu.Lock()
	closed := c.state == stateClosed
	c.mu.Unlock()
	if closed {
		return true // its remove is done, or waits for p.mu and finds nothing
	}
	var fd int
	var ctlErr error
	err = rc.Control(func(f uintptr) {
		fd = int(f)
		ev := syscall.EpollEvent{Events: syscall.EPOLLIN | syscall.EPOLLRDHUP, Fd: int32(fd)}
		ctlErr = syscall.EpollCtl(p.epfd, syscall.EPOLL_CTL_ADD, fd, &ev)
	})
	if err != nil || ctlErr != nil {
		return false
	}
	c.rc, c.fd, c.polled = rc, int32(fd), true
	if fd >= len(p.conns) {
		p.conns = append(p.conns, make([]*Conn, fd+1-len(p.conns))...)
	}
	p.conns[fd] = c
	return true
}

// start creates the epoll instance and its goroutine, p.mu held; if it
// cannot, connections are read by goroutines.
func (p *poller) start() {
	p.state = pollOff
	epfd, err := syscall.EpollCreate1(syscall.EPOLL_CLOEXEC)
	if err != nil {
		return
	}
	var wake [2]int
	if err := syscall.Pipe2(wake[:], syscall.O_CLOEXEC|syscall.O_NONBLOCK); err != nil {
		syscall.Close(epfd)
		return
	}
	ev := syscall.EpollEvent{Events: syscall.EPOLLIN, Fd: int32(wake[0])}
	if err := syscall.EpollCtl(epfd, syscall.EPOLL_CTL_ADD, wake[0], &ev); err != nil {
		syscall.Close(epfd)
		syscall.Close(wake[0])
		syscall.Close(wake[1])
		return
	}
	p.epfd, p.wake, p.state = epfd, wake, pollRunning
	go p.loop(epfd, wake[0])
}

// remove takes c out of epoll, if it is there.
func (p *poller) remove(c *Conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !c.polled {
		return
	}
	c.polled = false
	p.conns[c.fd] = nil
	if p.state == pollRunning || p.state == pollStopping {
		c.rc.Control(func(fd uintptr) {
			syscall.EpollCtl(p.epfd, syscall.EPOLL_CTL_DEL, int(fd), &syscall.EpollEvent{})
		})
	}
}

// stop tells the poller's goroutine to end.
func (p *poller) stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch p.state {
	case pollIdle:
		p.state = pollOff
	case pollRunning:
		p.state = pollStopping
		syscall.Write(p.wake[1], []byte{0})
	}
}

// loop waits for connections with something to read, and reads them.
func (p *poller) loop(epfd, wake int) {
	events := make([]syscall.EpollEvent, 128)
	buf := make([]byte, readSize)
	for {
		n, err := syscall.EpollWait(epfd, events, -1)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			p.shutdown()
			return
		}
		for _, ev := range events[:n] {
			fd := int(ev.Fd)
			if fd == wake {
				p.shutdown()
				return
			}
			// An event for a descriptor no longer in p.conns is stale: its
			// connection is closed.
			var c *Conn
			p.mu.Lock()
			if fd < len(p.conns) {
				c = p.conns[fd]
			}
			p.mu.Unlock()
			if c != nil {
				c.readOnce(buf)
			}
		}
	}
}

// shutdown closes the epoll instance; connections still in it, if any, are
// handed to goroutines of their own.
func (p *poller) shutdown() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for fd, c := range p.conns {
		if c != nil {
			c.polled = false
			p.conns[fd] = nil
			go c.readLoop()
		}
	}
	syscall.Close(p.epfd)
	syscall.Close(p.wake[0])
	syscall.Close(p.wake[1])
	p.state = pollOff
}

// readOnce reads what c has to read, once, into buf: the poller calls it
// again while there is more (epoll is level-triggered).
func (c *Conn) readOnce(buf []byte) {
	var n int
	var readErr error
	// The function returns true: the read never parks in Go's netpoller.
	err := c.rc.Read(func(fd uintptr) bool {
		n, readErr = syscall.Read(int(fd), buf)
		return true
	})
	switch {
	case err != nil:
		c.gone(err)
	case readErr == syscall.EAGAIN || readErr == syscall.EINTR:
		// Nothing now.
	case readErr != nil:
		c.gone(readErr)
	case n == 0:
		c.gone(io.EOF)
	default:
		c.received(buf[:n])
	}
}
