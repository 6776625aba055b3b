// Package daryon says Daryon in words, in English and French: the rules
// summary (rules_en.go, rules_fr.go); the seat names, computer levels,
// rule options, button labels and move log sentences (words.go in English,
// words_fr.go in French); and why a tap chose nothing (refusal.go), all
// reached through [Help]. It follows docs/rules/daryon.en.md (from the
// module root) and the decisions of tabula/rules/daryon, whose name it
// shares: this package imports that one as daryon too. The French words are
// the French source's: graines, pions, maison, couloir, jonction, coin.
//
// # Names in the move log
//
// Seats are named by the caller's name function (by default the side of the
// board: South, West, North, East; Sud, Ouest, Nord, Est). Pawns are named
// by their letters a, b and c, as the notation names them, with their
// owner: "North's pawn a", "le pion a de Nord". Cells are named so that a
// player can find them on the board, which shows no numbers:
//   - on the loop of 32 cells, the rules' L0 to L31, the marked cells by
//     name: the junctions by their side, "the south junction" (L0, "la
//     jonction sud"), "the west junction" (L8), "the north junction"
//     (L16), "the east junction" (L24), and the corners by theirs, "the
//     south-west corner" (L4, "le coin sud-ouest"), "north-west" (L12),
//     "north-east" (L20), "south-east" (L28);
//   - the other cells of the loop by their numbers 1 to 31, clockwise from
//     the south junction, which a player can count from the nearest corner
//     or junction;
//   - a pawn's own corridor as "corridor 1" ("le couloir 1", the cell in
//     front of its home) to "corridor 3" (the cell by its junction), both
//     ways;
//   - the centre as "home" ("la maison"), whether a pawn leaves it or comes
//     back.
//
// A step's sentence says what matters to someone who has never seen the
// game: the points thrown (and an all-light or all-dark throw), the pawns
// coming out of home and the throw again, each move from and to, a pawn
// going round again because it may not go home yet, a safe cell shared with
// opposing pawns, the pawns sent home and the right to go home they lose,
// the right to go home won (by the pawn, or with credit=player by all the
// player's pawns), a pawn home and how many are, the winner, and a pass with
// its reason.
//
// # What the keyboard's cursor says
//
// For a person who cannot see the board, [Help]'s Place says a pawn with
// its owner and its cell, as the log names them: "South's pawn a on 14",
// "South's pawn b at home", "le pion a de Sud sur la case 14", "le pion b
// de Sud à la maison", "le pion a de Nord au couloir 1"; and a destination
// by the cell's name, then what the move does there in the log's words:
// "19: sends North's pawn a home; South's pawn a may now go home", "the
// north-east corner: a safe cell it shares with North's pawn b", "home — 1
// of 3 pawns home". help.Focus adds where a pawn can go: "South's pawn a on
// 14: it can go to 19", "South's pawn a on corridor 1: it can go home".
//
// # The tutorial
//
// The lessons (lessons.go) teach a beginner, on real two-player positions
// where South is to move: leaving home on a 1, sending a pawn home (which
// earns it the right to go home), the safe corners, turning into the
// corridor with that right, and the exact count home. Each lesson's setup
// is a record played from the start, with the throws chosen; its texts
// name the cells as the log does and as the board's labels show them.
package daryon

import (
	"tabula/help"
)

// Help is everything the screens say about Daryon in words. Describe
// writes, for instance, "South throws 3" and "South: pawn b from 14 to 17,
// sends North's pawn a home; South's pawn b may now go home", or in French
// "Sud fait 3" and "Sud : pion b de 14 à 17, renvoie le pion a de Nord à
// la maison ; le pion b de Sud peut désormais rentrer".
var Help = &help.Game{
	Blurb: [help.Langs]string{
		help.English: "The race game of La Réunion, thrown with six seeds",
		help.French:  "Le jeu de course de La Réunion, aux six graines",
	},
	Rules:     [help.Langs]help.Summary{help.English: english, help.French: french},
	Options:   [help.Langs][]help.Option{help.English: options, help.French: optionsFr},
	SeatName:  seatName,
	Levels:    [help.Langs][5]string{help.English: levels, help.French: levelsFr},
	Label:     label,
	PieceName: pieceName,
	Opening:   opening,
	Describe:  describe,
	Refusal:   refusal,
	Place:     placeText,
	Grid:      grid,
	Cell:      cellText,
	Lessons:   lessons,
	Lots: [help.Langs]string{
		help.English: "Only a 1 brings a pawn out of home: a player waits that long, on average, for each pawn to come out.",
		help.French:  "Seul un 1 fait sortir un pion de la maison\u00a0: un joueur attend donc ce nombre de lancers, en moyenne, pour chaque pion.",
	},
}
