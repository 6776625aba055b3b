// Package thayyam implements Thayyam (Thaayam, Dayakattai), the South-Indian
// race game with four cowries, for 2, 3 or 4 players, as written in the
// project's rules document docs/rules/thayyam.en.md, from the module root:
// the rules as docs/rules tells them are the contract, and win over the
// game's French source; the Decisions below list what was decided where the
// sources are silent.
//
// # Board
//
// Cells are numbered y*5 + x ([Cell], [XY]), x = 0..4 left to right and
// y = 0..4 bottom to top. [Marked] cells — the four palaces (2,0), (0,2),
// (2,4), (4,2) and the centre (2,2) — are safe for everybody. Players sit on
// the seats of [SeatOf]: S and N for two; S, W and N for three; S, W, N and
// E for four; player 0 (S) starts and play passes S, W, N, E. A piece's
// progress t runs from 0 (its own palace) to 24 (the centre); [CellOf] gives
// its cell for each seat, S's circuit of the rules document turned with the
// board.
// Off the board a piece is [Waiting] or [Out]; [State.Progress] and
// [State.Twin] tell a screen where each piece is and which pieces are twins.
//
// # Steps and actions
//
// A throw is a step of its own: [State.ToMove] is rules.Chance during a
// series, [State.Legal] lists the throws K = 0..4 (slits showing, written
// "throw K") and [State.Outcomes] gives them the weights 1, 4, 6, 4, 1 in
// 16ths. K = 1..4 is worth K points and K = 0 is worth 8 ([Points]). The
// throws kept so far and the series still owed are part of the position.
//
// A decision is one of
//
//   - "a:in" (a waiting piece enters with a 1), "ab:in" (with twins=keep,
//     waiting twins enter with two 1s);
//   - "a:4+2" (a single piece moves by the sum of a multiset of pool
//     throws), "ab:4+4+2" (twins move half the sum, rounded down);
//   - "ab:pair" (two single pieces on the opposite palace, t = 8, become
//     twins; no throw is used);
//   - "a:off" (a piece on the centre is borne off with a 1);
//   - "end" (the rest of the pool is given up).
//
// The action number encodes the unit (pieces a..d, then the pairs ab, ac,
// ad, bc, bd, cd), the operation and the multiset of throws as counts per
// value; end is the largest. Legal lists them in increasing order, which is
// the order the units and the multisets are generated in: no sorting. The
// notation is case-sensitive and errors start with "thayyam:".
//
// # Events
//
// Apply reports, with -1 in unused cell and piece fields:
//
//   - rules.EventThrow: Player the thrower (not rules.Chance), Value K,
//     Points its value, Mask the cowries showing a slit (see below);
//   - rules.EventVoid after it when the throw is not kept;
//   - rules.EventEnter: Piece entered on its palace To; for twins Value is
//     the second twin, else -1;
//   - rules.EventHop for each cell passed and the last one, From → To, a
//     neighbouring cell; twins move as one unit: one hop per cell with Piece
//     the first twin and Value the second (-1 for a single piece);
//   - rules.EventMove: the summary of the move, From and To cells, Piece and
//     Value as for hops, Points the sum of the throws used;
//   - rules.EventPair: Piece and Value became twins on cell From = To;
//   - rules.EventSplit: twins Piece and Value became single pieces: on the
//     centre (From = To = the centre) or, with twins=split, when sent off
//     (From = To = -1);
//   - rules.EventCapture: one per piece sent off, Player its owner, From its
//     cell, To = -1 (it waits again); twins give two;
//   - rules.EventFinish: Piece borne off, From the centre, To = -1;
//   - rules.EventTurn: the turn passes to Player;
//   - rules.EventEnd: the game is over, Player won.
//
// # Decisions
//
// The rules document's decisions are implemented as written: bonus series
// are thrown after the moving phase. Beyond that, as the document tells
// them too:
//
//   - A bonus series is owed per capturing move, however many pieces or
//     players it hits. They are counted ([State.Owed]) and thrown one after
//     another, each followed by its own moving phase; captures there add to
//     the count. A series whose throws are all void ends its phase at once
//     (this cannot happen in a bonus series in practice: the capturing piece
//     is still on the board).
//   - The void rule applies to every series, bonus ones too.
//   - The rules never draw random numbers, so the EventThrow Mask is chosen
//     deterministically: the lowest K bits are set. A screen may show the K
//     slits on any K of the four cowries.
//   - Twins are named by the pieces paired, the two lowest letters among the
//     single pieces on the opposite palace; captured twins with twins=keep
//     keep their letters.
//   - Pieces in the same place (waiting, or on the same t) that are both
//     single or both twins are interchangeable: only the lowest letters are
//     listed. Apply refuses the other letters ("b:in" when "a:in" is
//     listed) and ParseAction refuses other spellings: throws not written
//     largest first ("a:2+4"), twins not in alphabetical order ("ba:pair"),
//     "throw K" at a decision, more throws of a value than a move can ever use
//     (49 ones, one 2, one 3, 12 fours, 6 eights: no move covers more than 24
//     cells).
//   - The pool holds any number of throws (int32 counts): a series has no
//     length limit.
//   - The first player is seat 0; the throw-off of the physical game is left
//     to the driver.
//   - A winning bear-off ends the game at once: the pool and the series owed
//     are cleared; Result gives the winner, not Scored.
//
// [State.Key] is one line: the twins option, each piece's letter, place and
// twin, whose turn and whether he throws or moves, the pool, the series owed
// and the result. Perft counts (see the tests) count each chance outcome as
// one branch, whatever its weight.
package thayyam
