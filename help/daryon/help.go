// Package daryon says Daryon in words: the rules summary in English and
// French (rules_en.go, rules_fr.go), and the seat names, computer levels,
// button labels and move log sentences (words.go), all reached through
// [Help]. It follows ../shared/rules/daryon.md (from the module root) and
// the decisions of tabula/rules/daryon, whose name it shares: this package
// imports that one as daryon too.
//
// # Names in the move log
//
// Seats are named by the caller's name function (by default the side of the
// board: South, West, North, East). Pawns are named by their letters a, b
// and c, as the notation names them, with their owner: "North's pawn a".
// Cells are named so that a player can find them on the board, which shows
// no numbers:
//   - on the loop of 32 cells, the rules' L0 to L31, the marked cells by
//     name: the junctions by their side, "the south junction" (L0), "the
//     west junction" (L8), "the north junction" (L16), "the east
//     junction" (L24), and the corners by theirs, "the south-west corner"
//     (L4), "north-west" (L12), "north-east" (L20), "south-east" (L28);
//   - the other cells of the loop by their numbers 1 to 31, clockwise from
//     the south junction, which a player can count from the nearest corner
//     or junction;
//   - a pawn's own corridor as "corridor 1" (the cell in front of its home)
//     to "corridor 3" (the cell by its junction), both ways;
//   - the centre as "home", whether a pawn leaves it or comes back.
//
// A step's sentence says what matters to someone who has never seen the
// game: the points thrown (and an all-light or all-dark throw), the pawns
// coming out of home and the throw again, each move from and to, a pawn
// going round again because it may not go home yet, a safe cell shared with
// opposing pawns, the pawns sent home and the right to go home they lose,
// the right to go home won (by the pawn, or with credit=player by all the
// player's pawns), a pawn home and how many are, the winner, and a pass with
// its reason.
package daryon

import "tabula/help"

// Help is everything the screens say about Daryon in words. Describe
// writes, for instance, "South throws 3" and "South: pawn b from 14 to 17,
// sends North's pawn a home; South's pawn b may now go home".
var Help = &help.Game{
	Blurb:    "The race game of La Réunion, thrown with six seeds",
	Rules:    [help.Langs]help.Summary{help.English: english, help.French: french},
	SeatName: seatName,
	Levels:   levels,
	Label:    label,
	Describe: describe,
}
