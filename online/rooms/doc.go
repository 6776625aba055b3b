// Package rooms is the server's side of the online rooms: engine-free, it
// knows the games only through the game list (tabula/games).
//
// A room is nothing but its log (see [Log]): its creation (the game, its
// options, its seats and a secret seed), the seats taken, and the steps
// played, in order. Every node that reads the log holds the same [Room], so
// any number of servers may serve one room; an entry is appended only if
// the log has the length its writer read, so that of two nodes racing one
// wins and the other reads again.
//
// The server is the referee: it checks every move with the rules, draws
// every throw from the room's seed, and plays the computer's seats. The
// seed's SHA-256 is shown from the start and the seed itself once the game
// is over, so that anyone can draw every throw again from the record
// (provably fair lots). A person holds a seat by a secret token of 128 bits
// that only their device keeps, compared in constant time.
//
// [Hub] serves rooms to clients with the protocol of package tabula/online.
// A connection hands each client's messages to its [Session] and the hub
// queues its answers on the connection's [Peer], neither ever waiting: a
// person connected and silent costs no goroutine, and a room loaded none
// either (its log's [Log.Watch] costs none while nothing comes), so that a
// node holds thousands of rooms played over days (package web serves them
// on WebSockets of package wsconn). [Hub.Serve] plays a session on any
// connection of whole messages, with two goroutines.
//
// # A room's life
//
// A room is loaded on a node while someone uses it, and a minute more; its
// log's watcher then stops. A room created with an absence (say "2m") has
// the computer, at [StandInLevel], play for a person away in their turn
// once the absence has passed since the last entry, until they are back;
// without one, a turn waits for its person for days. "Away" means that no
// device holding the seat is connected to any node: nodes sharing a log
// that is a [Presence] tell each other who is connected to them. Once the
// game is over a player may ask for a rematch: a new room where every
// person holds the same seat with the same token, whose code every client
// learns. A room nothing was played in for the server's expiry time is
// removed (a log that is an [Expirer]) and its clients told.
package rooms
