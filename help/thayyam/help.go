// Package thayyam says Thayyam in words, in English and French: the rules
// summary (rules_en.go, rules_fr.go); the seat names, computer levels,
// rule options, button labels and move log sentences (words.go in English,
// words_fr.go in French); and why a tap chose nothing (refusal.go), all
// reached through [Help]. It follows docs/rules/thayyam.en.md (from the
// module root) and the decisions of tabula/rules/thayyam, whose name it
// shares: this package imports that one as thayyam too.
//
// # Names in the move log
//
// Seats are named by the caller's name function (by default the side of the
// board: South, West, North, East; Sud, Ouest, Nord, Est). The words are
// the rules summary's and the rules document's: cowries, pieces, twins,
// castles (the rules package's palaces), the centre; in French the source's cauris, pions, jumeaux,
// châteaux, centre, plateau. Pieces are named by their letters a to d, as
// the notation names them, with their owner for another player's: "North's
// piece b", "North's twins c and d", "le pion b de Nord". Cells are named
// along the moving piece's own circuit, which the rules number from its
// castle (0) to the centre (24), or, in the log of a person at the screen,
// along that person's (Describe's viewer; see placeFor), as the board's
// labels number them:
//   - the marked cells by name: "its castle" (0, "son château"), "the
//     opposite castle" (8, "le château opposé"), the castles on either side
//     by their side of the board, "the east castle" ("le château de l’est"),
//     and "the centre" ("le centre");
//   - the other cells by their number on that circuit, 1 to 23: the outer
//     ring is 0 to 15, anticlockwise from the castle, the inner ring 16 to
//     23, clockwise, so a piece's number says how far it has come.
//
// A step's sentence says what matters to someone who has never seen the
// game: the points thrown, a throw lost because no piece is on the board,
// why the player throws again (a 1, 4 or 8, or a capture's bonus series),
// the throws to play once the series ends, the turn passing when a series
// keeps nothing, each entry, move and the throws it uses (and for twins the
// cells they move, half the points), pairing and splitting, the pieces sent off
// and the series they earn, a piece borne off and how many are, the throws
// given up at the end of a turn, and the winner.
//
// # What the keyboard's cursor says
//
// For a person who cannot see the board, [Help]'s Place says a piece or
// twins with their owner and where they stand, the cell counted on their
// own circuit as the log counts it: "South's piece a on 10", "South's twins
// a and b on the opposite castle", "North's piece c, waiting off the
// board", "le pion a de Sud sur la case 10", "les jumeaux a et b de Sud sur
// le château opposé"; and a destination by its name on the moving piece's
// circuit, then what the move does there in the log's words: "12: sends
// North's piece b off", "the centre, where they split into single pieces".
// help.Focus adds where a piece can go, the throws' sums once each: "South's
// piece a on its castle: it can go to 2, the east castle or 6", "South's
// twins a and b on 8: they can go to 9".
//
// # The tutorial
//
// The lessons (lessons.go) teach a beginner, on real two-player positions
// where South is to move with throws to play: entering on a 1, the series
// of throws and a move that adds several of them up (a throw is never
// split between pieces), sending a piece off (which earns another series),
// pairing two pieces into twins on the opposite castle, moving twins by
// half the points beside an enemy single piece that neither they nor it
// can send off, and the exact count to the centre before bearing off. Each
// lesson's setup is a record played from the start, with the throws
// chosen; its texts name the cells as the log does and as the board's
// labels show them.
package thayyam

import "tabula/help"

// Help is everything the screens say about Thayyam in words. Describe
// writes, for instance, "South throws 4 and throws again" and "South: piece
// a from its castle to 6 with 4+2", or in French "Sud fait 4 et relance"
// and "Sud : pion a de son château à 6 avec 4+2".
var Help = &help.Game{
	Blurb: [help.Langs]string{
		help.English: "The South-Indian cowrie race on a 5 × 5 board",
		help.French:  "La course aux cauris du sud de l’Inde, sur 5 × 5 cases",
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
	Lessons:   lessons,
	Lots: [help.Langs]string{
		help.English: "Only a 1 brings a piece onto the board, and while none is on it, any other throw is lost.",
		help.French:  "Seul un 1 fait entrer un pion sur le plateau, et tant qu’aucun n’y est, tout autre jet est perdu.",
	},
}
