// Package ai is the computer opponent of the games of tabula: the levels
// random, easy, medium and hard for every game, player count and option,
// and the level perfect of a solved game (Dejarik); and the judge of every
// game's positions that the analysis of a finished game reads
// ([Judge], package tabula/rules/ai/analysis). It holds what every
// game shares — the levels, the sliced [Search], the two searches
// [AlphaBeta] and [Expectimax], the [Oracle] of a solved game and its
// [OracleLoader] — and each game's package below it (rules/ai/daryon,
// rules/ai/dejarik, …) holds that game's [Engine]: its evaluation and the
// depth and budget of each level. It imports only the standard library and
// package rules, so it runs natively and in the browser alike.
//
// # Use
//
// [Choose] returns a level's move for the player to decide, given the
// game's engine and, for the level perfect, its oracle. A screen that
// must keep animating while the computer thinks makes a [NewSearch] and
// calls [Search.Step] with a budget of nodes once per frame until it
// reports done, then plays [Search.Best]; in the browser every goroutine
// shares one thread, so the search must give the frame back. A search runs
// as a coroutine (iter.Pull) that pauses when its slice of nodes is spent:
// the algorithm itself never sees the slicing, so the move and the number
// of nodes are the same however the work is cut, and the same as Choose's.
//
// # Determinism
//
// A (position, level, seed) always gives the same move, on every platform.
// Budgets count nodes, never time; the seed feeds a PCG source owned by the
// search ([rules.NewRand]), which orders the root moves at random so that
// equally good moves are chosen fairly, and draws the noise of the easy
// level; no decision reads a map's iteration order; evaluations use
// integers only (a float expression may be fused differently on another
// processor).
//
// # Methods, game by game
//
// Dejarik and Diam have no chance and few moves (Dejarik: about 10 per
// position, games of some 40 plies; Diam: at most 32, or 64 with the
// prototype's announcements, games of some 25 plies), so they get
// alpha-beta search with iterative deepening, a transposition table keyed
// by the exact position code of the rules ([dejarik.State.Code],
// [diam.State.Code], hashed; no string is built) and the history
// heuristic for move ordering. An iteration cut short by the node budget
// keeps the root moves it searched in full, the previous best first.
// Repetition draws are left to the rules' own history, which the search's
// states carry: a line that repeats a position a third time is scored as
// the draw it is. Dejarik scores a win by its points (3, 2 or 1) so the
// search prefers the larger win; both draws are even.
//
// Diam with three or four seats is not a free-for-all: the rules make two
// sides (one player against a team of two, or two teams of two), every
// result is a win of one side or a draw, and the turn order always
// alternates sides (0 1 0 2 with three seats, 0 1 2 3 with four). So the
// same two-sided alpha-beta is exact for it; max-n or paranoid search would
// only approximate what the teams make a zero-sum game.
//
// Daryon and Thayyam are race games with chance: the rules give every
// throw an exact integer weight ([rules.State.Outcomes]), so they get
// expectimax with a score per seat (max-n at decisions, each player
// maximising his lead over the best other player, for 2 to 4 players)
// averaging over every throw with those weights. Depth counts chance steps,
// not decisions, because a Thayyam turn is a series of throws and then many
// moves in a row with one pool: the hard level searches every order of the
// turn's moves to the next throw (one chance step), sharing the positions
// that different orders reach through a table keyed by
// [thayyam.State.Hash]. A Daryon turn is one move, so the hard level looks
// through two throws: after its move, every throw of the next player and
// his best answer, then every throw of its own and its best answer. (Measured
// with the arena: a third throw costs ten times more and wins no more games;
// for Thayyam, judging the three best turns one series further, the next
// player's throws averaged and his moves played greedily, won no more
// games either, 51.8 % of 1,000.)
//
// # Evaluations
//
// Daryon and Thayyam have a value learned by self-play (package
// tabula/rules/ai/nn, trained by package tabula/rules/ai/td and cmd/train,
// as TD-Gammon learned backgammon's): a small network per number of
// seats, the options among its inputs, that gives every seat its chance
// to win. It runs in integers (quantized weights, an integer accumulator
// and an integer softmax, as Stockfish's NNUE), so a position gets the
// same chances everywhere; its weights are built into native programs
// (value.nn beside each engine), and the browser fetches them beside its
// module when a race game first needs them (an [Table], loaded by a
// [TableLoader]; until they are at hand hard plays as classic). The level
// hard searches with it, and the analysis reads it.
//
// Each game also has a hand-made evaluation, in integers, from what its
// players weigh (the only one of Dejarik and Diam; in the race games that
// of the levels below hard and of the level classic):
//   - Dejarik: pawns kept (two lost lose the game), pawns side by side on
//     the inner ring (a line of four wins), the centre (safe and free to go
//     anywhere), and the pawns that a diagonal or double-diagonal exit of
//     the other side could take next move.
//   - Diam: threats, the diams each side could make in one move (a drop on
//     the cell facing a pawn of a colour still in reserve, or a shift of a
//     pile beside the cell facing its pawns); a threat of the side to move
//     is nearly a win, two threats of the other side seldom can be parried.
//   - Daryon: progress, the exit (a 1 comes once in ten throws), and credit:
//     a pawn without credit is worth little more than being out, since it
//     goes round until it sends a pawn home; then danger, the weight of the
//     throws (in 64ths) that bring an enemy pawn onto each pawn on an unsafe
//     cell, scaled by who moves first, and the credit a pawn may earn by
//     landing on an enemy with the next throw.
//   - Thayyam: progress and entry, the throws still in the pool and the
//     bonus series owed; danger from the enemy singles, twins and waiting
//     pieces behind each piece on an ordinary cell, from tables of the
//     chance that one series holds throws summing to the distance (worked
//     out once from the cowries' weights), the loss counting the piece and
//     the capturer's bonus series.
//
// # Levels
//
//   - random: a legal move drawn uniformly.
//   - easy: a beginner. Dejarik and Diam: one ply with noise on the scores
//     (it takes a win or a capture it sees, and misjudges the rest). Daryon
//     and Thayyam: one move judged by progress and credit only, blind to
//     danger, with noise. The noise misjudges moves, never giving up:
//     a noisy level ends a Thayyam turn with throws left only when its
//     evaluation finds every move worse, which easy's never does.
//   - medium: Dejarik three plies, Diam two, full evaluation; Daryon and
//     Thayyam one move judged by the full evaluation, Thayyam's with
//     noise, which keeps it halfway between easy and hard (see
//     the levels of rules/ai/thayyam).
//   - hard: Dejarik and Diam iterative deepening within a node budget
//     (400,000 nodes, about 40 ms, and 100,000 nodes, about 25 ms, half as
//     many with the prototype's doubled move lists); Daryon two throws
//     deep and Thayyam the whole turn, each with its learned value, every
//     player maximising his own chance to win (against classic, the same
//     search with the hand-made evaluation: 59.8 % and 61.9 % of 4,000
//     games; against medium 68.0 % and 74.4 %; BENCHMARKS.md). Each race
//     level beats the one below in two games of three or more: Daryon's
//     random, easy, medium and hard 65 %, 70 % and 68 %, Thayyam's 98 %,
//     82 % and 74 %; the levels below hard did not change. Every hard move stays far below a
//     second natively (see the BenchmarkHardMove benchmarks and
//     TestWorstHardMove, run with -worst).
//   - perfect: Dejarik only, from the exact solution of package
//     tabula/rules/dejarik/solve: a move of the best value, the seed
//     choosing among equals. The solution is an [Oracle] that the driver
//     gives the search, never a global: the engine of rules/ai/dejarik says
//     where its table is ([Solved], [Solution]); a native program has it
//     built in, the browser fetches it, and an [OracleLoader] loads it in
//     the background so that a screen never waits. [Levels] lists perfect
//     only when the oracle is at hand. A set-up position outside the table
//     gets the hard level's move, and [Search.Err] says so.
//   - classic: the race games' hard level before they learned their
//     value: the same search with the hand-made evaluation. It is kept to
//     measure the learned value against (cmd/arena), and offered to
//     nobody: [ParseLevel] does not read it, [Levels] does not list it
//     ([ParseArenaLevel] reads it). In Dejarik and Diam it is hard.
package ai
