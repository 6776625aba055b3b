// Package diam draws the Diam board and gives its geometry: where each
// cell, pawn and reserve lies, and which cell, pawn or reserve is under a
// point. Cells, levels and colours are those of tabula/rules/diam
// (docs/rules/diam.en.md): cells 0..7 round the ring, cell c facing
// c+4; levels 1 (bottom) to 4; colours Red, Orange, Brown and Black (0..3).
//
// # What is drawn
//
// [Board.Draw] paints, on the green baize, the octagonal wooden board of the
// Ferti edition: a solid board with a bevelled edge and a fine grain, a
// grooved ring joining eight round wells (the cells), a faint line across
// the centre from each well to the one it faces, since a diam is made on
// two facing cells, an eight-pointed rose where those lines cross, and
// each cell's number on a light plaque just under its well. In the four
// corners lie the reserve trays, one per colour, each with four hollows
// that show the colour's mark faintly when empty. The wood, wells and
// trays are computed per pixel by a Kage shader from signed distances, so
// every edge is anti-aliased at any size; the lines, rose and numbers are
// vector paths and text drawn over it. It is meant to be drawn once per
// size, with [sprites.Baked].
//
// [Board.DrawPieces] draws a rules state over it. A pawn is a thick disc
// seen in a slight oblique perspective: its top face ([sprites.Pawn] with
// [sprites.DiamStyles], so each colour has its mark as well as its hue)
// and, below it, its side, shaded like a cylinder and bearing the mark
// again. A stack rises straight up the screen from its well, one pawn
// thickness ([Board.Lift]) per level, so each pawn under the top one shows
// as a band with its colour and mark, and the height of every stack can be
// counted at a glance; stacks of the same height on facing cells reach the
// same height above their wells. A stack casts a soft shadow down and to
// the right, longer as it is higher.
//
// # Geometry
//
// Board units span the unit square, x to the right and y down; [sprites.View]
// maps them to pixels. The octagon is centred at (0.5, 0.5), its flat sides
// facing the square's sides, 0.40 from the centre. The wells lie on a
// circle of radius 0.268 round the centre: cell 0 straight up, then
// clockwise every 45°, so a shift "+" (to c+1) goes clockwise, and cell c
// faces c+4 through the centre. A well has radius 0.062 ([Board.Pick] tests
// exactly that disc), a pawn on the board 0.054 ([Board.PieceRadius]).
//
// # Placement
//
// The pawn at level l of cell c has its top face centred l thicknesses
// above the well's centre ([Board.Slot]); the bottom of the stack stands
// on the centre of the well. The towers are short enough that a full
// stack of four never reaches a neighbouring well, stack, number or tray.
//
// The reserves lie in capsule-shaped trays along the octagon's slanted
// sides, four hollows each. With 2 or 3 players, seat 0's red and orange
// are in the bottom corners (red left) and brown and black at the top
// (brown left), so each seat's colours are on its own side of the table;
// with 4 players each seat has its corner, clockwise in turn order from the
// bottom left (red, brown, orange, black), so partners sit face to face. A
// reserve of n pawns fills hollows 0..n−1, numbered left to right
// ([Board.ReserveSlot]); reserve pawns are smaller ([Board.ReserveRadius]).
//
// # Input
//
// [Board.Pick] finds the well under a point, [Board.PickPawn] the pawn of a
// stack (the visible one: the top face or a band), [Board.PickReserve] the
// tray. [Board.HighlightCell] and [Board.HighlightReserve] mark a selection
// or a legal destination; [DrawPiece] draws one pawn anywhere, at any size
// and squash, for animations.
//
// # Labels
//
// [View.Labels] writes each cell's number, 0 to 7 as in the words ("cell
// 3, level 2"), over the plaque that bears it, boldly enough to read from
// afar. Levels have none: they are counted up a stack from 1.
//
// # Files
//
// The board packages of the four games (sprites/daryon, sprites/dejarik,
// sprites/thayyam, sprites/diam) keep the same role in the same file; a
// package may lack a role, and only a role no other game has gets a file
// of its own.
//
//   - doc.go: the package doc.
//   - look.go: [Look], how the screens show Diam.
//   - geom.go: the geometry in board units: wells, picking, where pawns stand.
//   - board.go: [Board], its colours and [Board.Draw], the empty board.
//   - draw.go: the pawns, their stacks' shadows and the highlights.
//   - paint.go: the painting primitives: colours and line widths.
//   - shader.go: the Kage shader that paints the wood, wells and trays.
//   - view.go: [View], the [sprites.GameView] the play screen drives.
//   - labels.go: the cells' labels, [View.Labels].
package diam
