// Package daryon implements the rules of daryon, the Réunion race game of
// pachisi's family played with six two-coloured seeds, exactly as
// docs/rules/daryon.en.md (from the module root) tells them, after the
// IREMI article on the game. The rules as docs/rules tells them are the
// contract, and win over this comment; its Decisions below list what was
// decided where the game's sources are silent.
//
// # Board
//
// The board is 9 × 9; a [Cell] is y*9 + x (0..80), with x = 0..8 left to
// right and y = 0..8 bottom to top. [Loop] lists the 32 loop cells L0..L31,
// clockwise from the south junction L0 = (4, 0); the corners L4, L12, L20,
// L28 ([IsCorner]) are safe for everybody, and the junctions L0 (S), L8 (W),
// L16 (N), L24 (E) ([IsJunction]) are safe with grey=on. [Corridors] lists
// each side's corridor from its home outwards. Every home is a triangle of
// the centre cell (4, 4), [Centre]: pawns at home, not started or finished,
// are all on it, and the owner's [Side] says which triangle.
//
// Seats take the sides S, N for two players; S, W, N for three; S, W, N, E
// for four ([SeatSide]); seat 0 (S) starts and the turn goes clockwise. A
// pawn's progress t (0..40) is a cell by [PathCell] or [State.CellOf]: home
// at 0, corridor outwards at 1..3, the loop cell L_{(8d + t − 4) mod 32} at
// 4..36 for side d, corridor inwards at 37..39, home (finished) at 40.
//
// # Actions
//
// At a chance step ([rules.Chance]) the action is K, the number of dark
// seeds, 0..6, written "throw K", with weights 1, 6, 15, 20, 15, 6, 1 in 64
// and [ThrowPoints] 6, 1, 2, 3, 4, 5, 12. At a decision the actions are
// [ActionOut] "out" (0), [ActionA] "a" (1), [ActionB] "b" (2), [ActionC] "c"
// (3) and [ActionPass] "pass" (4), listed in that order.
//
// # Events
//
// Apply reports, with Player the seat concerned and unused Piece, From and
// To set to -1:
//   - [rules.EventThrow]: Player the seat that threw, Value K, Points the
//     points, Mask the seeds showing dark: bits 0..K-1 (see below);
//   - [rules.EventEnter]: for each pawn of an exit, Piece the pawn (0..2),
//     From [Centre], To the first cell of its corridor;
//   - [rules.EventMove]: first, the summary of a move: Piece, From and To the
//     cells before and after, Value the points;
//   - [rules.EventHop]: then one per cell passed, Value times, From and To
//     neighbouring cells (the last To is the move's To); a pawn on another
//     tour hops over its junction and on round the loop;
//   - [rules.EventCapture]: then for each pawn sent home, Player its owner,
//     Piece the pawn, From the cell, To [Centre];
//   - [rules.EventFinish]: a pawn reached home, From its last corridor cell,
//     To [Centre];
//   - [rules.EventPass]: the player passed;
//   - [rules.EventTurn]: last, after a move or a pass that does not end the
//     game, Player the seat to throw next (none after an exit: the same seat
//     throws again);
//   - [rules.EventEnd]: last, the game is over, Player the winner.
//
// # Decisions
//
// The rules document's decisions are implemented as written: the 9 × 9
// board, and a compulsory action with pass only when nothing else is legal.
// Beyond them this package decides, as the document tells in its last
// section:
//
//   - The junction rule (a pawn that stops exactly on its junction is at
//     t = 36 with credit, else at t = 4) applies to a pawn that reaches its
//     junction round the loop (t + P = 36). A pawn coming out of its corridor
//     onto its junction (t ≤ 3, t + P = 4) is at t = 4 whatever its credit,
//     even with credit=player or after capturing there: t = 36 means "one
//     complete tour later", and the source makes every pawn go round.
//   - Apply refuses a letter that Legal does not list: a higher letter of
//     interchangeable pawns (same t, same credit) is refused, naming the
//     reason, and every position keeps its pawns' letters as played.
//   - The throw event's Mask has the lowest K bits set: the rules never
//     draw, so the screen may show any K seeds dark (permute them freely).
//   - EventThrow's Player is the seat that threw, not rules.Chance.
//   - With credit=pawn a pawn's credit flag is kept when it finishes and
//     cleared when it is sent home; with credit=player only the player's flag
//     exists, set for the rest of the game, and the pawns' flags stay clear.
//   - Key is "OPTIONS; SIDE t t t; ...; credit SIDES|-; SEAT throws|SEAT
//     moves POINTS|winner SEAT", t followed by '*' for a pawn with credit.
//   - Perft counts (in the tests) count every outcome of a chance step as
//     one node, without weights.
package daryon
