// Package dejarik implements Dejarik classique, the round board game of the
// wookiee Groï, as the project's rules document docs/rules/dejarik.en.md
// describes it: the rules as docs/rules tells them are the contract, and the
// game's French source gives way to them where they differ. Its diagrams are
// lost; the Decisions below list what was decided where the source is
// silent, and this package implements every one of them.
//
// # Board and cells
//
// The 25 cells are numbered as the [Cell] constants: the centre C is 0, the
// inner ring I0..I11 is 1..12 and the outer ring O0..O11 is 13..24. The two
// rings share 12 spokes: I_i is in front of O_i, and X_{i-1}, X_{i+1} (mod 12)
// are beside X_i on one ring. [Inner] and [Outer] give the cell of a spoke,
// [Cell.Index] the spoke of a cell. For display only, spoke i is centred on
// the angle 225° + 30°·i counter-clockwise ([Angle], whole degrees), so O0..O3
// are at the bottom; the rules use no geometry and no floats.
//
// A position is two bitboards (bit c for cell c, one uint32 per colour), the
// pawn id on each cell, the player to move and the first-move status. White
// (seat 0) starts on O0 O1 O4 O5, Black (seat 1) on O6 O7 O10 O11, and White
// moves first. Pawns have ids 0..3 (White) and 4..7 (Black), given in the
// order of their cells at the start (or in a [Parse]d position); ids only let
// screens follow pawns: the rules, [State.Key] and the repetition rule never
// tell two pawns of one colour apart.
//
// # Actions and notation
//
// An action is from<<5 | to, with the cell numbers of the move's origin and,
// for a diagonal or double-diagonal exit, of its first landing (augmentation
// and captures follow from the rules); [ActionFor] and [ActionCells] convert.
// [State.Legal] lists actions by origin cell, then destination cell, which
// is increasing order. The notation is FROM-TO with cells written C,
// I0..I11, O0..O11, case-sensitive, without spaces or leading zeros: "O2-I2",
// "O2-I3", "O2-I0", "O5-C", "C-O11", "I3-O3".
// Anything else ("I01", "o2-I2", "I12-O0") is an error starting "dejarik:".
// [State.ParseAction] checks the spelling only, so "C-C" reads and Apply
// refuses it.
//
// # Events
//
// [State.Apply] appends, in order (cells are cell numbers; Level, ToLevel are
// -1 and unused fields 0):
//
//   - one rules.EventMove: Player the mover, Piece the pawn id, From the
//     origin, To the destination or the first landing of a diagonal exit;
//   - after a diagonal or double-diagonal exit, for each landing in turn:
//     either one rules.EventCapture per opposing pawn removed (Player its
//     owner, Piece its id, From its cell, To = -1: out of the game), which
//     ends the move, or one rules.EventAugment (Player, Piece the moving
//     pawn, From the cell it landed on, To the cell two further on, where
//     it lands next);
//   - rules.EventLine when the win that counts is a line: Player the mover,
//     From its first cell and To its last going counter-clockwise (I10..I1
//     wraps), Value its length (4 or 3), Points the points it scores;
//   - rules.EventEnd when the game ends: Player the winner, or -1 on a draw,
//     Points what the winner scores, or each player on a draw.
//
// # Decisions
//
// The decisions the rules document tells, implemented as written:
//   - the rings share their spokes, and the start is the one above;
//   - a landing removes every opposing pawn on I_{k-1} and I_{k+1};
//   - when several wins hold, the highest counts;
//   - a player to move with no legal move ("all pawns blocked") draws the
//     game with 0 points each.
//
// Decided here, beyond them:
//   - At most one pawn is ever removed by a landing, and so by a move: the
//     cell beside the landing on the side the pawn came from is on its path
//     (I_i for an exit from O_i, I_{k+s} for an augmentation), so it is
//     empty. "All of them" therefore never removes two. For the same reason
//     the capturing pawn ends with both neighbours empty, so a capture never
//     completes a line, and a 2-point win never meets a line win in a game
//     from the start; the precedence still applies to set-up positions.
//   - An augmented exit ends: augmentation j (from 0) happens on I_{k+2js}
//     and needs a pawn of the mover on O_{k+2js}; these cells are distinct
//     for j < 6 and the mover has at most 3 pawns on the outer ring, so there
//     are at most 3 augmentations.
//   - "The opponent has lost 2 pawns" means at least 2 (a set-up position may
//     have fewer pawns; missing pawns count as lost).
//   - The first-move status of a player is set by his first move of the game
//     and never cleared. In a [Parse]d position it is given by first=.
//   - Repetition compares positions exactly: a 64-bit code packs both
//     bitboards, the player to move and the two first-move flags, so equal
//     codes are equal positions (no hashing). A capture or a first move can
//     never be undone, so the history only keeps the positions since the
//     last one. The start of a game never occurs again (the first moves
//     change the first-move status); a [Parse]d position is the first
//     occurrence of itself. The same cells always come back with the same
//     player to move, as every move takes one pawn onto or off the outer
//     ring.
//   - The order of the checks after a move is the rules' (the mover's win,
//     repetition, the next player blocked); the second and third can only
//     meet the first, or each other, with a made-up history, since a
//     position that wins or blocks ends the game the first time it occurs.
//   - A game that is over refuses every action with an error wrapping
//     rules.ErrIllegal; so does an illegal action, leaving the state as it
//     was.
//   - [State.Key] is one line: the cells of each colour in cell order, the
//     player to move and the players whose first move is pending, then, once
//     over, " | " and the result, as in
//     "W:O0,O1,O4,O5 B:O6,O7,O10,O11 to=W first=WB" or
//     "W:I0,I1,I2,I3 B:O6,O7,O8,O9 to=B first=- | winner 0 points=3".
//     It omits pawn ids and the repetition history: two states with equal
//     keys may be differently close to a repetition draw. [Parse] reads the
//     key without its result; a parsed position whose player to move is
//     blocked is over at once, drawn with 0 points, and no win is looked for
//     (wins are only the mover's, after a move).
//   - Perft counts (in the tests) are the number of legal move sequences of
//     the given length: a game that ends before the depth contributes 0, one
//     that ends exactly at it counts 1.
//   - The result of the referee protocol is "winner P points=X",
//     "draw points=1" (repetition) or "draw points=0" (blocked), as
//     rules.Result writes it with Scored set.
package dejarik
