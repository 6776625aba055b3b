// Package online is what every device of an online room speaks: the
// protocol between a client and a server of rooms (protocol.go), a room's
// code as people type it, the spec a room is created with, and the
// [Follower], a client's copy of a room built from the server's messages
// and played with the client's own rules. [Bot] is a client that plays a
// seat by itself (cmd/bot, the tests).
//
// The server's side — the rooms, their logs, the hub that serves them —
// is package tabula/online/rooms; the game's transport is
// tabula/online/remote. The game links this package and remote, never
// rooms: a browser loads none of the server.
package online
