// Package rules is the game-agnostic core of the four games of tabula.
//
// A game is a [Game] descriptor (name, rule options, constructor) whose
// constructor returns a [State]. A State follows the shape of OpenSpiel:
//
//   - [State.ToMove] names the seat that decides next, [Chance] when the next
//     step is a throw of the lots, or [Over] when the game has ended;
//   - [State.Legal] appends the legal actions to a caller's buffer, sorted in
//     increasing order, each exactly once; at a chance step they are the
//     possible throws, and [State.Outcomes] gives each one's exact integer
//     weight (64ths for six seeds, 16ths for four cowries);
//   - [State.Apply] plays one action — a decision or a throw alike — and
//     appends to a caller's buffer what happened, as plain [Event] values that
//     the screen turns into animations. An illegal action is an error and
//     changes nothing.
//
// The rules never draw random numbers: a throw is an ordinary step chosen by
// the driver ([Match], the referee, the AI) with its own seeded source, so a
// [Record] of steps replays a game exactly on every platform. A [History]
// keeps a game's steps with the position after each: it is how a record
// is read ([ReadHistory]) and how a game is undone, redone, jumped through
// and saved; nothing else replays steps.
//
// This package and every game package under it import only the standard
// library. The conformance kit in package rulestest checks that every game
// keeps the contract.
package rules
