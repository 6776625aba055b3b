// Package diam says Diam in words: the rules summary in English and French
// (rules_en.go, rules_fr.go), and the seat names, computer levels, button
// labels and move log sentences (words.go), all reached through [Help]. It
// follows ../shared/rules/diam.md (from the module root) and the decisions
// of tabula/rules/diam, whose name it shares: this package imports that one
// as diam too.
//
// # Names in the move log
//
// Seats are named by the caller's name function (by default by their
// colours: "Red and orange", "Brown", …). Pawns are named by their colour:
// red, orange, brown, black. Cells are named by the numbers 0 to 7 the
// board shows on its plaques, "cell 3", and heights by level, 1 (the bottom
// of a pile) to 4, "cell 3, level 2"; a shift names the level of the pawn
// moved, before and after, and counts the pawns it carries.
//
// A step's sentence says what matters to someone who has never seen the
// game: the pawn dropped or shifted and the pile it carries, the
// announcement of the prototype rules, a pass, and the end of the game: the
// diam or diams that decide it, whether the mover made it for the other
// side, and the winners; or the draw, after two passes in a row or when a
// position comes back for the third time.
package diam

import "tabula/help"

// Help is everything the screens say about Diam in words. Describe writes,
// for instance, "Red and orange: a red pawn dropped on cell 3, level 1".
var Help = &help.Game{
	Blurb:    "Stack and shift pawns on a ring of eight, for 2 to 4",
	Rules:    [help.Langs]help.Summary{help.English: english, help.French: french},
	SeatName: seatName,
	Levels:   levels,
	Label:    label,
	Describe: describe,
}
