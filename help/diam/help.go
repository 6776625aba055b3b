// Package diam says Diam in words, in English and French: the rules summary
// (rules_en.go, rules_fr.go); the seat names, computer levels, rule
// options, button labels and move log sentences (words.go in English,
// words_fr.go in French); and why a tap chose nothing (refusal.go), all
// reached through [Help]. It follows docs/rules/diam.en.md (from the
// module root) and the decisions of tabula/rules/diam, whose name it
// shares: this package imports that one as diam too. The French words are
// the Ferti rule sheet's: poser, déplacer, pile, niveau, réserve, camp,
// partenaire, « Diam ! ».
//
// # Names in the move log
//
// Seats are named by the caller's name function (by default by their
// colours: "Red and orange", "Brown", …; "Rouge et orange", "Marron", …).
// Pawns are named by their colour: red, orange, brown, black (rouge,
// orange, marron, noir). Cells are named by the numbers 0 to 7 the board
// shows on its plaques, "cell 3" ("la case 3"), and heights by level, 1
// (the bottom of a pile) to 4, "cell 3, level 2" ("la case 3, niveau 2");
// a shift names the level of the pawn moved, before and after, and counts
// the pawns it carries.
//
// A step's sentence says what matters to someone who has never seen the
// game: the pawn dropped or shifted and the pile it carries, the
// announcement of the prototype rules, a pass, and the end of the game: the
// diam or diams that decide it, whether the mover made it for the other
// side, and the winners; or the draw, after two passes in a row or when a
// position comes back for the third time.
//
// # What the keyboard's cursor says
//
// For a person who cannot see the board, [Help]'s Place says a pawn by its
// colour, cell and level, with the pile it would carry: "a red pawn on cell
// 3, level 2, with the pawn above it", "un pion rouge sur la case 3, niveau
// 2, avec le pion au-dessus de lui"; a reserve by the colour and what is
// left: "one of the 4 red pawns in the reserve", "the last orange pawn in
// the reserve"; and a destination by its cell and level, then how the move
// ends the game in the log's words: "cell 4, level 2 — a brown diam on
// cells 0 and 4 at level 2: a win for Brown and black". Where a drop and a
// shift of one colour end on the same place and end the game differently,
// each is said after its kind ("if shifted there, …"), since Place does
// not know which piece the person chose. help.Focus adds where a pawn can
// go, "cell" said once: "a red pawn on cell 3, level 1: it can go to cell 2
// or 4".
//
// # The tutorial
//
// The lessons (lessons.go) set up real positions of a two-player game with
// the published rules, reached by legal play, red and orange to move, and
// ask for the move that shows one rule each: the drop, the shift that
// carries the pawns above it, the limit of four pawns a cell, the diam at
// level 2 (two pawns at level 1 are none), the highest diam winning when a
// shift makes one for each side, and the other side's threat. Their texts
// name cells by the numbers the board writes on them and levels as the
// move log does; the answers of each lesson are exactly the legal moves
// that show its rule, so its Wrong can say why any other move is not one.
package diam

import (
	"tabula/help"
	"tabula/rules"
)

// Help is everything the screens say about Diam in words. Describe writes,
// for instance, "Red and orange: a red pawn dropped on cell 3, level 1",
// or in French "Rouge et orange : un pion rouge posé sur la case 3, niveau
// 1".
var Help = &help.Game{
	Blurb: [help.Langs]string{
		help.English: "Stack and shift pawns on a ring of eight, for 2 to 4",
		help.French:  "Des piles de pions sur un anneau de huit, de 2 à 4",
	},
	Rules:    [help.Langs]help.Summary{help.English: english, help.French: french},
	Options:  [help.Langs][]help.Option{help.English: options, help.French: optionsFr},
	SeatName: seatName,
	Levels:   [help.Langs][5]string{help.English: levels, help.French: levelsFr},
	Label:    label,
	Opening:  opening,
	Describe: describe,
	Refusal:  refusal,
	Place:    placeText,
	Grid:     grid,
	Cell:     cellText,
	Lessons:  lessons,
}

// opening says what a move is, under the turn line before the first
// step, in words true of every option: a drop, or a shift that carries
// the pawns above; in two lines of a phone's 12 px (the longer words ran
// out of a 320 × 480 screen's header).
func opening(l help.Lang, _ rules.State) string {
	if l == help.French {
		return "Un coup\u00a0: posez un pion, ou déplacez d’une case l’un des vôtres et ceux au-dessus."
	}
	return "A move: drop a pawn from your reserve, or shift one of yours a cell with those above it."
}
