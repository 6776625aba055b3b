// Package dejarik says Dejarik in words: the rules summary in English and
// French (rules_en.go, rules_fr.go), and the seat names, computer levels,
// button labels and move log sentences (words.go), all reached through
// [Help]. It follows ../shared/rules/dejarik.md (from the module root) and
// the decisions of tabula/rules/dejarik, whose name it shares: this package
// imports that one as dejarik too.
//
// # Names in the move log
//
// Seats are named by the caller's name function (by default White and
// Black). Cells are named by their ring and the number of their spoke,
// which the board shows on its rim: "the centre", "inner 0" to "inner 11"
// (the notation's I0 to I11), "outer 0" to "outer 11" (O0 to O11). The
// notation's letters are not on the board, so the sentences spell them
// out. The pawns of a side cannot be told apart, so a pawn is named by its
// cell: "Black's pawn on inner 4".
//
// A step's sentence says what matters to someone who has never seen the
// game: the move from and to and its kind (straight out, a diagonal or
// double diagonal exit, to or from the centre, back to the outer ring), each
// augmentation of an exit and the own pawn that caused it, each pawn
// removed, and the end of the game: the line that wins and its points, the
// opponent's second lost pawn, a draw by the third repetition, or a null
// game when the next player cannot move.
package dejarik

import "tabula/help"

// Help is everything the screens say about Dejarik in words. Describe
// writes, for instance, "White: from outer 5 to inner 3, a double diagonal
// exit, removes Black's pawn on inner 2".
var Help = &help.Game{
	Blurb:    "A duel of four pawns on a round board",
	Rules:    [help.Langs]help.Summary{help.English: english, help.French: french},
	SeatName: seatName,
	Levels:   levels,
	Label:    label,
	Describe: describe,
}
