//go:build !linux

package wsconn

// pollState is what a poller knows of a connection: nothing, where there
// is no epoll.
type pollState struct{}

// A poller does nothing where there is no epoll: every connection is read
// by a goroutine of its own.
type poller struct{}

// watch starts reading c with a goroutine of its own.
func (s *Server) watch(c *Conn) {
	c.goRead()
}

// unwatch does nothing: the goroutine reading c ends when c is closed.
func (s *Server) unwatch(*Conn) {}

// stop does nothing.
func (*poller) stop() {}
