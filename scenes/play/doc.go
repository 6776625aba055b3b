// Package play is the play screen, where a game is played or a record
// read, and the screens over it: the pause menu, the result (with the
// review of a solved game's mistakes), and the tutorial, whose lessons are
// play screens of a position.
//
// The screen is made of parts, one file each, each holding its state and
// doing what it shows (see play.go): the board (package board), the move
// log (package movelog), the lots (package lots), the computer's turn and
// the hint, a solved game's analysis and mistakes (package solved), the buttons, the header, the layout, the board
// read aloud for the page's grid. Play routes a tick between them and
// keeps the phase machine: waiting for a person, animating, the computer
// thinking, waiting for a room's server, reading, over. A room's game is
// played on a [Server], which package rooms implements.
//
// Undo goes back to the last choice of a person among several steps, the
// throw before it kept, against the computer as between people at one
// screen (see package session): a forced step taken back would play
// itself again, and the computer's answer.
// The turn line in the probe is news only for the present it was said
// for, so that a screen reader never hears a turn after its step.
package play
