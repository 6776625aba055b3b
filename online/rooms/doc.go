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
// every throw, and plays the computer's seats. A person holds a seat by a
// secret token of 128 bits that only their device keeps, compared in
// constant time.
//
// # Lots no one can choose
//
// No one alone, the server nor a player, chooses a throw (README.md, "Fair
// throws online", tells the method exactly, for a verifier in any
// language; cmd/fair is one):
//
//   - The server's seed is 256 bits from crypto/rand, kept in the room's
//     creation entry as 64 lowercase hex digits; the room shows from its
//     creation seedHash, the SHA-256 of those 64 digits as text, and the
//     seed once the game is over.
//   - Every person's seat, online or local, gets a contribution of 128
//     bits (32 lowercase hex digits) from the device that holds it, drawn
//     once the device has seen seedHash: with the join that takes the seat
//     (the join entry keeps it), or, for a seat held without joining (a
//     rematch's), in a contribute message once the device sees the new
//     room (a contribute entry). A seat's contribution is given once,
//     never changes, and is shown to all as soon as it is given. A
//     computer's seat has none.
//   - The throws' key is the SHA-256 of the seed's 32 bytes followed by
//     the 16 bytes of each person's seat's contribution, in seat order.
//     It seeds math/rand/v2's ChaCha8, which the room draws from through
//     rules.Throw exactly as it drew from its PCG before: every throw of
//     the game in turn, one Uint64 each (the weights total 64 or 16).
//   - No throw is drawn before every person's seat has given its
//     contribution: the game's turn stays the thrower's, a throw asked for
//     is refused with an error (ErrAwaited) naming the seats awaited, the
//     computer and the stand-in do not throw either, and the entry of the
//     last contribution carries what the room then plays by itself (the
//     computer's throws and moves), so that they are appended at once.
//     Moves need no contribution: a person's are theirs, and the
//     computer's are the server's own decisions, not chance to prove.
//   - The computer's move at step n (a computer's seat's, or a stand-in's
//     for a person away) is chosen with the seed made of the first 8
//     bytes, little-endian, of the SHA-256 of the server's seed's 32
//     bytes, "move", and n as 8 bytes little-endian: the same on every
//     node, and known before any contribution (Diam and Dejarik, which
//     throw nothing, play without waiting for one).
//
// A room created before contributions has in its log a uint64 seed
// instead: its seedHash is the SHA-256 of the seed's decimal text, its
// throws are drawn from its PCG (rules.NewRand) and its computer's seeds
// as they were then, and it takes no contribution (ErrNoContributions).
//
// [Hub] serves rooms to clients with the protocol of package tabula/online.
// A connection hands each client's messages to its [Session] and the hub
// queues its answers on the connection's [Peer], neither ever waiting: a
// person connected and silent costs no goroutine, and a room loaded none
// either (its log's [Log.Watch] costs none while nothing comes), so that a
// node holds thousands of rooms played over days (package web serves them
// on WebSockets that github.com/lesismal/nbio reads). [Hub.Serve] plays a session on any
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
