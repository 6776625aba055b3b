// Package wsconn serves the server side of WebSocket connections (RFC
// 6455) that stay open for days while costing almost nothing when idle:
// no goroutine and no buffer, about half a kilobyte of heap on Linux.
//
// A Server takes a connection over from net/http in Upgrade, after the
// handshake, and the HTTP handler's goroutine ends. On Linux, the Server
// reads all its connections with one epoll instance, level-triggered, and
// one goroutine waiting on it: when a connection has bytes to read, that
// goroutine reads them into one buffer shared by all the connections and
// feeds them to the connection's parser. Elsewhere (and with
// Options.Goroutines), each connection is read by a goroutine of its own,
// into a small buffer.
//
// The parser is a state machine over bytes, with no I/O: it keeps at most
// one incomplete frame and message per connection, copies what it keeps,
// and holds nothing between messages. Whole text messages go to the
// connection's Handler, one at a time, in order.
//
// Send never blocks: it appends a frame to the connection's queue, and a
// writer goroutine, started if none runs, writes what is queued and ends
// when the queue is empty. A peer that lets too much wait, or blocks a
// write too long, is cut.
//
// One goroutine per Server, rather than a timer per connection, pings the
// connections silent for a while, and cuts those that do not answer.
//
// Only whole text messages are served, each sent in one frame; no
// extension (compression) and no subprotocol is offered.
package wsconn
