// Package thayyam draws the Thayyam board and gives its geometry: the
// 5 × 5 grid of the rules package tabula/rules/thayyam (rules document
// docs/rules/thayyam.en.md from the module root), drawn procedurally at any
// size.
//
// # What is drawn
//
// [Board.Draw] paints a wooden board with a dark rim and a grained surface.
// In the middle, inlaid in a dark frame, the grid of 5 × 5 square cells
// separated by ink lines. The five marked cells — the four palaces in the
// middle of each side and the centre — carry the traditional cross, corner
// to corner. Each palace of a seat in play is tinted lightly with its seat's
// colour (sprites.RaceStyles, S, W, N, E = seats 0..3); the centre, and the
// palaces of seats not in play, take the shared marked colour sprites.Safe.
// On the side of each seat in play, beyond its palace, a channel holds four
// cups for its waiting pieces, and the corner on the seat's right (as the
// player faces the board) holds a tray of four cups for its pieces borne
// off. Seats not in play get neither: their side is bare wood.
//
// Pieces are sprites.Pawn in the style of their seat ([StyleOf]); twins
// are two pawns stacked, the lower one showing below the upper one
// ([DrawPiece]).
//
// # Geometry
//
// Everything is in board units: the board's square spans [0,1]×[0,1], x to
// the right and y down; a sprites.View maps it to pixels. Cells keep the
// rules' numbers, y*5 + x with y up: S sits at the bottom, W on the left, N
// at the top, E on the right, so row y of the rules is drawn 4 − y cells
// from the top. The grid spans [0.18, 0.82] on both axes, a cell is 0.128
// on a side and the cells tile the grid without gaps: [Board.Pick] finds
// the square containing a point, and nothing in the margin.
// [Board.PickWaiting] and [Board.PickOut] find a seat's waiting channel and
// out tray. Each seat's trays are S's turned a quarter clockwise on the
// screen per seat, around the centre, as the rules turn S's circuit.
//
// # Placement
//
// A piece alone on its cell is drawn at the cell's centre with radius
// [Board.PieceRadius] (0.36 of a cell). Single pieces and pairs of twins
// are units; n units sharing a cell are placed by [Board.CellSlots]: two on
// the cell's diagonal, three on three corners of a square (the top-right
// one, where the cell's label goes, left free), four in a square, five to
// sixteen (every piece of four players on the centre) in a 3 × 3 or 4 × 4
// grid, smaller each time, never overlapping and never crossing the cell's
// lines. Units on a cell come in the order of [Board.Units]: players in
// turn order, pieces a to d. A waiting piece has its own cup, a to d from
// the seat's left to its right ([Board.WaitingSlot]); waiting twins (kept
// twins sent off) are drawn as one pair in the cup of their lower letter. A
// piece borne off has its own cup of the out tray ([Board.OutSlot]).
//
// [Board.DrawPieces] draws a whole position where the rules put it;
// [Board.PieceSlot] tells an animation where a piece is drawn, and
// [DrawPiece] draws one unit anywhere, at any size and squash.
// [Board.HighlightCell] and [Board.HighlightArea] mark a selection or a
// legal destination with sprites.Highlight.
//
// # Labels
//
// The words name a square by its number on the way of a piece, so
// [View.Labels] numbers the way of one seat, 1 to 23: the seat of the
// person at the screen ([View.SetLabelSeat]), South by default. The
// labels never change with the turn, so that "share 11" in the words of
// South's move still names the square labelled 11 once North is to play.
// The castles and the centre, named by words and marked with crosses,
// have none.
//
// # Files
//
// The board packages of the four games (sprites/daryon, sprites/dejarik,
// sprites/thayyam, sprites/diam) keep the same role in the same file; a
// package may lack a role, and only a role no other game has gets a file
// of its own.
//
//   - doc.go: the package doc.
//   - look.go: [Look], how the screens show Thayyam.
//   - geom.go: the geometry in board units: cells, picking, where pieces stand.
//   - board.go: [Board], its colours and [Board.Draw], the empty board.
//   - draw.go: the pieces, twins as a pair, and the highlights.
//   - paint.go: the painting primitives: colours, lengths, rounded rectangles.
//   - view.go: [View], the [sprites.GameView] the play screen drives.
//   - labels.go: the squares' labels, [View.Labels].
package thayyam
