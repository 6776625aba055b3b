// Package diam implements Diam, by Alain Couchot and Bernard Klein, as the
// project's rules document docs/rules/diam.en.md sets it out: the published
// Ferti rules for 2, 3 and 4 players, and the authors' prototype rules as the
// option rules=prototype. The rules as docs/rules tells them are the
// contract; this comment says how the package encodes them and what it
// decided where the game's sources are silent.
//
// # Board and colours
//
// Cells are numbered 0..7 round the ring; cell n touches n-1 and n+1 (mod 8)
// and faces n+4. Levels are 1 (bottom) to 4. Colours are numbered Red = 0
// (R), Orange = 1 (O), Brown = 2 (B), Black = 3 (K); the red/orange side is
// side 0, the brown/black side side 1. Seats, colours and turn orders:
//
//	players  seat 0   seat 1  seat 2  seat 3  turn order
//	2        R, O     B, K                    0 1 0 1 ...
//	3        R, O     B       K               0 1 0 2 0 1 0 2 ...
//	4        R        B       O       K       0 1 2 3 ...
//
// # Actions
//
// A drop of colour c on cell n is the action c*8+n (0..31); a shift of the
// pawn at cell n, level l, is 32 + 8n + 2(l-1) + d, with d = 0 for "-" and 1
// for "+" (32..95); pass is 96; with rules=prototype, the announced form of a
// move adds 128. So Legal lists the drops colour by colour, then the shifts
// cell by cell and level by level, "-" before "+", then, with the prototype
// rules, the same moves announced. The notation is the rules document's: "R@3",
// "3.2-", "3.2+", "R@3!", "3.2-!", "pass".
//
// # Events
//
// Apply reports, in this order:
//   - [rules.EventDrop]: Player dropped colour Piece from his reserve on cell
//     To, landing at Level (ToLevel is the same, From is -1, Value is 1).
//   - [rules.EventShift]: Player moved the pawn of colour Piece from cell From,
//     level Level, to cell To, where it now stands at level ToLevel; Value is
//     the number of pawns moved (the pawn and those above it).
//   - [rules.EventPass]: Player passed.
//   - [rules.EventLine], for each diam that decides the game: cells From and
//     To (From+4) hold colour Piece at Level; Player is the seat whose reserve
//     the colour came from.
//   - [rules.EventEnd] when the game ends; Player is the seat that moved.
//
// Fields an event does not use are -1 for cells and pieces, 0 otherwise.
//
// # Decisions
//
// The rules document tells these decisions, all implemented:
//   - A player with no legal move passes; pass is legal only then, and is
//     never announced.
//   - When the highest level holding a diam holds diams of both sides, the
//     side that just moved wins. (In play this cannot happen: the diams a
//     move makes all lie on its destination cell and the cell facing it, one
//     per level, and no diam stands before a move. The package checks the
//     whole board all the same.)
//   - The third occurrence of a position draws, right after the step that
//     makes it. The start counts, and so does the position after every
//     step, passes included. The same position means the same stacks (and so
//     the same reserves), the same place in the turn order (with 3 players,
//     seat 0 before seat 1 and seat 0 before seat 2 differ) and the same
//     announcement flags of every seat. A diam is checked first.
//   - Two passes in a row draw.
//   - With rules=prototype, a seat whose own previous move was not announced
//     may not play a move after which a colour of its side forms a diam,
//     even if the move also makes a higher diam for the other side; a seat
//     counts as not having announced before its first move, and a pass
//     counts as unannounced.
//
// Beyond them, the package decides:
//   - A drop is irreversible (the pawns on the board only grow in number), so
//     the repetition count compares the exact positions since the last drop,
//     and only those at the same place in the turn order.
//   - In the prototype restriction, "forms a diam" means that any diam of the
//     seat's side stands on the board after the move (there is none before).
//   - A win lists every seat of the winning side in [rules.Result.Winners]; Diam
//     has no points, so Scored is false.
//   - Key is one line: the stacks of cells 0..7, bottom to top, separated by
//     "/", "-" for an empty cell; then "place=P seat=S" (the place in the turn
//     order and the seat there); with rules=prototype "ann=" and one digit per
//     seat (1: its previous move was announced); then the result as the
//     referee writes it. It holds exactly what the rules call the same
//     position, plus the result: the count of passes just played and the
//     repetition history are not part of it. After the end, the place is the
//     one after the last step.
//   - ParseAction reads only the rules' spellings: one letter of ROBK,
//     "@" and a cell digit; a cell digit, ".", a level digit 1..4 and "+" or
//     "-"; "pass"; each move but pass with a trailing "!" only with
//     rules=prototype, since the published rules have no announcement.
//   - EventLine reports the diams of the winning side at the level that
//     decides, not lower ones nor the loser's.
//   - Perft (in the tests) counts the nodes exactly at the given depth; a
//     game that ends earlier adds nothing (none can end within 4 steps).
package diam
