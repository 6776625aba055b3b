// Package dejarik says Dejarik in words, in English and French: the rules
// summary (rules_en.go, rules_fr.go); the seat names, computer levels,
// rule options, button labels and move log sentences (words.go in English,
// words_fr.go in French); and why a tap chose nothing (refusal.go), all
// reached through [Help]. It follows docs/rules/dejarik.en.md (from the
// module root) and the decisions of tabula/rules/dejarik, whose name it
// shares: this package imports that one as dejarik too. The French words
// are the French source's: couronne intérieure et extérieure, centre,
// sortie droite, en diagonale, en double diagonale, sortie augmentée,
// rentrée, tuer.
//
// # Names in the move log
//
// Seats are named by the caller's name function (by default White and
// Black, Blanc and Noir: a player, so a verb after the name is singular).
// Cells are named by their ring and the number of their spoke, which the
// board shows on its rim: "the centre", "inner 0" to "inner 11" (the
// notation's I0 to I11), "outer 0" to "outer 11" (O0 to O11); in French
// "le centre", "la case intérieure 0", "la case extérieure 0". The
// notation's letters are not on the board, so the sentences spell them
// out; the buttons show the notation, the same in both languages. The
// pawns of a side cannot be told apart, so a pawn is named by its cell:
// "Black's pawn on inner 4", "le pion de Noir sur la case intérieure 4".
//
// A step's sentence says what matters to someone who has never seen the
// game: the move from and to and its kind (straight out, a diagonal or
// double diagonal exit, to or from the centre, back to the outer ring), each
// augmentation of an exit and the own pawn that caused it, each pawn
// removed, and the end of the game: the line that wins and its points, the
// opponent's second lost pawn, a draw by the third repetition, or a null
// game when the next player cannot move.
//
// # What the keyboard's cursor says
//
// For a person who cannot see the board, [Help]'s Place says a pawn with
// its owner and its cell, as the log names them: "White's pawn on outer 4",
// "le pion de Blanc au centre"; and a destination by its cell, then what
// the move does there in the log's words: "inner 5: removes Black's pawn on
// inner 6", "inner 3: lands in front of its own pawn on outer 1 and goes on
// to inner 3", "inner 2 — its four pawns side by side on inner 2, 3, 4 and
// 5: White wins 3 points". help.Focus adds where a pawn can go, a ring said
// once: "White's pawn on outer 4: it can go to the centre, inner 4 or 5",
// "… il peut aller au centre, à la case intérieure 4 ou 5".
//
// # The tutorial
//
// The lessons (lessons.go) set up real positions reached by legal play,
// White to move, and ask for the move that shows one rule each: the
// straight exit of a first move, the centre, the diagonal exits, the
// augmented exit (the only move along the inner ring), the kill, the line
// of four, and the return home with the draw by repetition. Their texts
// name cells as the board's labels write them, O5, I3 and C, the
// notation's names, which the first lesson explains; the answers of each
// lesson are exactly the legal moves that show its rule, so its Wrong can
// say why any other move is not one.
package dejarik

import "tabula/help"

// Help is everything the screens say about Dejarik in words. Describe
// writes, for instance, "White: from outer 5 to inner 3, a double diagonal
// exit, removes Black's pawn on inner 2", or in French "Blanc : de la case
// extérieure 5 à la case intérieure 3, sortie en double diagonale, tue le
// pion de Noir sur la case intérieure 2".
var Help = &help.Game{
	Blurb: [help.Langs]string{
		help.English: "A duel of four pawns on a round board",
		help.French:  "Un duel de quatre pions sur un plateau rond",
	},
	Rules:    [help.Langs]help.Summary{help.English: english, help.French: french},
	Options:  [help.Langs][]help.Option{help.English: options, help.French: optionsFr},
	SeatName: seatName,
	Levels:   [help.Langs][5]string{help.English: levels, help.French: levelsFr},
	Label:    label,
	Describe: describe,
	Refusal:  refusal,
	Place:    placeText,
	Grid:     grid,
	Lessons:  lessons,
}
