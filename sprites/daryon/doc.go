// Package daryon draws the daryon board procedurally and gives its
// geometry: where each cell is, which cell is under the pointer, and where
// each pawn of a position stands. It follows docs/rules/daryon.en.md
// (from the module root) and numbers cells as tabula/rules/daryon does
// (y*9 + x, y = 0 at the bottom); every cell argument is such a number.
//
// # What is drawn
//
// A wooden tray (a dark rim round a grained panel) holds the board of the
// IREMI article on the game, the 9 × 9 square of the rules document:
//   - the 32-cell loop round the edge, one cell wide, light wood, numbered
//     clockwise on the screen from the south junction;
//   - its four corners, the "big triangles" safe for everybody: each is the
//     right triangle with its right angle in the board's corner and legs
//     two cells long, in [sprites.Safe] with an eight-pointed star; its long
//     side runs through the inner corner of the loop, so the loop's two
//     cells beside it are squares with a corner cut off;
//   - the four junctions, in the middle of the sides, each with an arrow in
//     its side's colour pointing the way pawns set off round the loop; grey
//     with the option grey=on ([New]'s grey), which makes them safe too;
//   - the four private corridors of three cells from the junctions to the
//     centre, tinted in their side's colour ([sprites.RaceStyles] by side,
//     S, W, N, E = 0..3), plain wood for a side nobody plays;
//   - the centre square cut by its diagonals into the four "small
//     triangles", the homes of S (bottom), W (left), N (top) and E (right),
//     each in its side's colour, more strongly than its corridor;
//   - in the four empty quadrants, carved in the wood, the six seeds of the
//     lots, dark and light sides alternating. They are decoration: no cell.
//
// # Geometry
//
// Board units span the square [0,1]×[0,1], x right and y down, as
// [sprites.View] maps them. Inside a frame of 0.034 the playing square is
// 11 units of 0.0847 wide: the loop is 1 unit wide, its cells 1 unit long,
// a corner's legs 2 units; a corridor cell is 1 × 1.1 units and the centre
// square 2.4 units, so each home triangle (1.44 square units) is smaller
// than a corner triangle (2). [Board.Center] is the middle of a square
// cell, of the whole square part of a cut cell, the incentre of a corner
// triangle, and the middle of the centre for [daryon.Centre].
// [Board.Pick] tests the cells' real outlines ([Board.Outline]): the frame
// and the quadrants pick nothing; a point on a line between two cells picks
// one of them. The four homes are all the cell [daryon.Centre];
// [Board.PickHome] says which side's triangle a point is in.
//
// # Placement
//
// A lone pawn has the radius [Board.PieceRadius], 0.34 unit. Pawns sharing
// a cell (up to [MaxShare], every pawn of four players on a safe cell)
// stand in [Board.Slots]: fixed patterns in the unit square round a
// cell's centre (a diagonal pair, a triangle, a square, a quincunx, grids of
// three and four), or rows across a corner triangle's axis, as large as the
// count allows; slots never overlap and stay inside the cell. [Board.Place]
// fills them seat by seat and pawn by pawn (a, b, c). Pawns at home stand
// in their side's home triangle ([Board.HomeSlots], three places of radius
// 0.27 unit): those waiting to start (t = 0) from the corridor's end,
// finished ones (t = 40) from the triangle's point, with a light ring
// ([DrawFinished]) to tell them apart.
//
// [Board.DrawPieces] draws a position with [sprites.Pawn] in the styles of
// [sprites.RaceStyles] by side (seats S, N with two players; S, W, N with
// three); [DrawPiece] draws one pawn anywhere for the animations, and
// [Board.HighlightCell] and [Board.HighlightHome] show a selection or a
// legal destination in [sprites.Highlight].
//
// The play screen drives the board through [View], the package's
// [sprites.GameView].
//
// # Labels
//
// [View.Labels] names the cells as the move log does, for a person who
// turns the labels on: each loop cell's number 1 to 31 on the middle of its
// outer edge, half over the frame, and "c1" to "c3" (the words' "corridor
// 1" to "corridor 3") on the side of each corridor in play. Junctions,
// corners and homes, which the words name by a word and the board marks,
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
//   - look.go: [Look], how the screens show Daryon.
//   - geom.go: the geometry in board units: cells, picking, where pawns stand.
//   - board.go: [Board], its colours and [Board.Draw], the empty board.
//   - draw.go: the pawns, the finished ring and the highlights.
//   - paint.go: the painting primitives: colours, paths, feathered lines.
//   - view.go: [View], the [sprites.GameView] the play screen drives.
//   - labels.go: the cells' labels, [View.Labels].
package daryon
