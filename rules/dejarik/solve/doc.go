// Package solve is the exact solution of Dejarik (package
// tabula/rules/dejarik, rules in docs/rules/dejarik.en.md): the value of
// every position once both players have made their first move, computed by
// retrograde analysis, shipped as a compact table, and perfect play from
// it.
//
// # API
//
// [Default] returns the table, loaded once: natively from the file
// dejarik.tbl embedded in the program; under GOOS=js, where the file is not
// embedded (it is not part of the main download), through the function the
// front-end gives [SetLoader] (which fetches the file). A failed load is
// retried at the next call. [Decode] reads a table file from bytes.
//
// [Table.Lookup] gives the [Value] of a position for the player to move: a
// point difference Points (+3, +2, +1: a win of that many points the
// player can force; 0: a draw; -1, -2, -3: a loss) and the number of Plies
// to the end when the winner plays the shortest win and the loser the
// longest loss (0 for a draw), written "win +2 in 7", "draw" or
// "loss -3 in 12". Lookup needs both first moves made; [Table.Value] takes
// any ongoing position and searches the first plies down to the table.
// [Table.Moves] values every legal move for the player making it, and
// [Best] picks a perfect move: never from a win or a draw to something
// worse, the shortest win, the longest loss, and among equal moves one
// drawn by a PCG generator seeded with the caller's seed.
//
// [Solve] runs the analysis (cmd/dejariksolve calls it to write the file:
// go run ./cmd/dejariksolve -o rules/dejarik/solve/dejarik.tbl).
//
// # Positions and symmetry
//
// Once both first moves are made, the rules treat the two colours alike,
// so a position is the cells of the player to move (the mover) and of the
// other player, each with 3 or 4 pawns (a player who loses a second pawn
// has lost the game). That is 112 901 250 positions: 75 710 250 of 4 v 4,
// 16 824 500 each of 4 v 3 and 3 v 4 (mover first), 3 542 000 of 3 v 3.
// The board has 24 symmetries: the 12 rotations by a spoke, with or
// without a mirror image (spoke i to r+i or r-i, both rings at once, the
// centre kept). Every rule is invariant under them: a
// diagonal exit in one direction mirrors one in the other, lines and
// captures are symmetric, and the augmentation follows its direction.
//
// The table is ordered by class (3 v 3, 4 v 3, 3 v 4, 4 v 4, mover's pawns
// first), then by the orbit of the mover's pawns under the symmetries (115
// orbits of 3 cells, 585 of 4, numbered in the order of their smallest
// mask, the representative), then by the colex rank of the other's pawns
// among the cells the representative leaves free, the cells renumbered
// centre, O0, I0, O1, I1, ... so that a spoke's two cells are neighbours
// (this compresses about 5% better). The index of a position is computed,
// not stored: the colex rank of the mover's pawns gives their orbit and a
// symmetry to the representative (a table of 12 650 + 2 300 entries); the
// other's pawns are turned by it and ranked. When a symmetry other than the
// identity keeps the representative (its stabilizer), the smallest rank of
// the images counts. So a lookup needs about 70 KB of small tables (built
// at the first use) besides the table. The
// table has 5 297 600 entries; 586 111 of them are duplicates that no
// position indexes (their images under the stabilizer rank lower), which
// leaves 4 711 489 classes.
//
// # The analysis
//
// A move of a position either ends the game (the mover's win: 3 points for
// four pawns on four consecutive inner cells, 2 when the other is left
// with 2 pawns, 1 for exactly three pawns on three consecutive inner cells,
// the highest that holds, checked after the move and for the mover only),
// or captures into a smaller class, or leads to a position of the same
// family: captures only go down, so the families 3 v 3, then {4 v 3,
// 3 v 4}, then 4 v 4 are solved in this order, each using the values of
// the ones before it. The solver generates the moves of every entry of a
// family once, with its own move generator on bitboards (tested against
// the rules package), and keeps, per entry, the distinct entries of the
// family its moves lead to, as reverse edges (up to 24 million for 4 v 4),
// the count of those not yet known to be won by their mover, and its best
// exit (a win, or a capture into a solved family, with its distance).
//
// Then, for v = 3, 2, 1 in turn, a breadth-first search in distance
// buckets finds the entries the mover wins with exactly v points and those
// he loses by exactly v: an entry wins v in d plies when a move ends the
// game with v points (d = 1), captures into an entry lost by v (1 + its
// distance), or leads to an entry lost by v in d-1, whichever is shortest;
// it loses v when every move leads to an entry won by at least v and at
// least one by exactly v, and its distance is one more than the longest of
// those. Entries won or lost by more were found at an earlier v, and count
// as bad moves for the loser but not in his distance (he avoids them).
// Whatever is left after v = 1 is a draw: either its mover is blocked, or a
// move blocks the other player, or both sides can keep the game going for
// ever. Values are point differences because a win of p points scores p
// for the winner and 0 for the loser, and a draw 1 or 0 for each.
//
// # Why the table is the game
//
// The repetition draw (the third occurrence of a position) is not part of
// a position, and the table values positions as if infinite play were a
// draw. That is the game's value under the rules, because
//   - a player who can force a win does so without ever repeating a
//     position: playing the shortest win, each time he is to move the
//     position's value for him is better than the time before (the same
//     points at least two plies closer to the end, or more points if the
//     loser errs), and a position has one value, so none occurs twice;
//   - a player in a drawn position can always keep the draw: every
//     position of value 0 has a move of value 0 (or ends the game in a
//     draw), and if the opponent avoids every draw the game goes on for
//     ever, which the repetition rule turns into a draw (the positions are
//     finitely many, so one occurs a third time).
//
// A position whose mover has no legal move is a draw with 0 points (the
// rules' "all pawns blocked"), and a move that blocks the other player
// ends the game at once in that draw. A position in which the player who
// just moved holds a winning line cannot occur in a game (the win would
// have ended it); its entry has whatever value its moves give.
//
// [Table.Moves] plays each move on a copy of the state with the rules
// package, so the game's own history decides the moves that end the game
// by repetition at once, as the rules score them (a draw, 0 as a
// difference). Further repetitions are not foreseen: a player who lets a
// won position recur twice and then comes back to it a third time could
// see a drawn game the table calls won.
//
// The first two plies of a game forbid diagonal exits to the player making
// his first move, so their positions are not in the table: [Table.Value]
// and [Table.Moves] search them down to positions after both first moves
// (at most two plies). The start position is a draw, as the rules document
// says it was chosen to be.
//
// # The file
//
// dejarik.tbl is the 8 bytes "DJKTBL01", the number of entries and the
// CRC-32 (IEEE) of the decoded codes, both as little-endian uint32, then
// the codes, one byte per entry in table order, compressed with DEFLATE
// (compress/flate, best compression). A code is 0 for a draw; for a win of
// v points in d plies (d is odd: the winner makes the last move) 1 +
// 42·(v-1) + (d-1)/2; for a loss of v points in d plies (d even) 127 +
// 42·(v-1) + (d-2)/2; codes 253..255 are not used. So the table can hold
// wins up to 83 plies; the longest line of the game is 75 plies, and the
// generator refuses a solution that does not fit. Duplicate entries take
// the code of the entry before them, which costs almost nothing
// compressed. [Decode] checks the header, the size and the checksum, and
// keeps the decoded codes (5.3 MB) in memory.
//
// # Figures
//
// Measured on the project's 2-core machine, shared with other work (load
// about 4), running the built cmd/dejariksolve under /usr/bin/time -v:
//   - solve, encode and write: 9 to 12 s elapsed, 9.5 s user time (the
//     analysis itself about 6 s of it, the rest finding the duplicates and
//     compressing), maximum resident set 246 MB; the reverse edges are
//     1.2 M (3 v 3), 11.0 M (4 v 3 with 3 v 4) and 23.9 M (4 v 4);
//   - table: 5 297 600 entries, 5 297 600 bytes decoded, 2 396 042 bytes
//     compressed (values alone would compress to about 1.2 MB: the
//     distances cost the rest);
//   - the 4 711 489 classes by value: +3: 276 681, +2: 1 509 269,
//     +1: 470 086, draw: 1 100 178, -1: 328 317, -2: 930 573,
//     -3: 96 385; the longest line is 75 plies;
//   - the start position is a draw; of White's 8 first moves, O1-I1 and
//     O4-I4 lose (by 1 point in 40 plies), the other 6 keep the draw;
//   - Lookup about 70 ns, Best about 2.3 µs (it values every move), Decode
//     about 52 ms (go test -bench);
//   - the exhaustive check of every class (TestExhaustive) about 20 s on
//     2 cores.
//
// # Decisions
//
//   - Values are point differences, and distances are counted in plies;
//     draws carry no distance.
//   - The solver works on the table's entries as nodes, duplicates
//     included (they are solved like the others, but no move leads to
//     them), and keeps its reverse edges in memory rather than generating
//     moves backwards: the move generator is the only place that knows the
//     rules, and it is tested against the rules package.
//   - Lookup builds the index from st.At, so it needs nothing of package
//     dejarik beyond its exported API.
//   - Best draws among equal moves with rules.NewRand(seed), the project's
//     PCG generator.
package solve
