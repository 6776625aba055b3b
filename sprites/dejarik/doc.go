// Package dejarik draws the Dejarik board and knows its geometry: where
// each cell is, which cell is under the pointer, where pawns stand,
// including the pawns each side has lost. The rules are those of
// tabula/rules/dejarik (../../rules/dejarik, after the rules document
// docs/rules/dejarik.en.md); cells are its cell numbers everywhere (C is 0,
// I_i is 1+i, O_i is 13+i).
//
// # What is drawn
//
// [Board.Draw] paints the whole square: a plank of wood (sprites.WoodDark
// with a faint grain and a bevelled edge, its corners rounded) bearing the
// round board of the French source, a wooden holochess table:
//
//   - the centre C, the "Dejarik" cell, a walnut disc with an inlaid golden
//     ring and a twelve-rayed star (sprites.Safe) pointing along the spokes;
//   - the inner ring I0..I11, the combat zone, in two light tones
//     (sprites.WoodLight on even spokes, sprites.Wood on odd ones);
//   - the outer ring O0..O11, the home zone where pawns are safe, in two
//     darker tones (sprites.WoodDark on even spokes, sprites.Safe on odd
//     ones), so that the rings are chequered like a holochess board;
//   - the lines in sprites.Ink: the 12 spokes the rings share, the circles
//     around the centre, between the rings and around the outer ring;
//   - a walnut rim with an inlaid line, bearing the spoke numbers 0..11
//     (upright, when the board is at least about 330 px), so a move such
//     as O2-I3 can be read off the board;
//   - two trays sunk into the plank, in the bottom-right corner for White's
//     lost pawns and in the top-left one for Black's, following the rim.
//
// The board is drawn once per size (sprites.Baked); [Board.HighlightCell]
// and [Board.DrawPieces] or [DrawPiece] go over it every frame.
//
// # Geometry
//
// In board units (the square is [0,1]×[0,1], x right, y down), the round
// board is centred on (0.5, 0.5). The centre disc has radius 0.155, the
// inner ring spans radii 0.155..0.31, the outer ring 0.31..0.45, and the
// rim 0.45..0.482. Spoke i, holding I_i and O_i, is centred on the angle
// 225° + 30°·i counter-clockwise on the screen (rules/dejarik.Angle; y is
// down, so the sine is subtracted), and spans 15° on either side: O0..O3
// are at the bottom, O0 bottom left, and the spokes' lines lie at the
// multiples of 30°. I_i is in front of O_i on one spoke, X_{i±1} beside X_i
// across one spoke's line, and the centre touches every inner cell.
//
// [Board.Pick] tests the real shapes in polar coordinates: the centre
// disc, then the annular sector of the ring and spoke. The cells tile the
// playing disc without gaps (a point on a line goes to one side); the rim,
// the plank and the trays pick nothing.
//
// # Placement
//
// A pawn on a cell is centred on [Board.Center] (the middle of its ring on
// its spoke's angle, or the board's centre for C), with radius
// [Board.PieceRadius] 0.047, which lies wholly inside the cell. A cell
// never holds two pawns, so there is nothing to stack. Lost pawns have
// radius [Board.LostRadius] 0.036 and fill fixed slots of their owner's
// tray ([Board.LostSlot]) in pairs, one on each side of the corner's
// diagonal, the second pair farther out; the slots do not move when
// another pawn is lost, so an animation can fly a captured pawn to slot
// Lost-1. A game from the start ends when a side has lost 2 pawns; a
// set-up position may have lost up to 4, and the tray holds all 4.
//
// # Labels
//
// [View.Labels] writes on every cell its name in the notation, "O5" for
// the words' "outer 5", "I3" for "inner 3", "C" for "the centre": the
// names the move buttons show ("O2-I3"), which a bare spoke number, the
// rim's, would leave a ring short of. A ring cell's label lies on its
// spoke, just inside the ring's inner edge; the centre's under its pawn.
//
// # Pawns
//
// Pawns look like sprites.Pawn with sprites.DejarikStyles (White seat 0,
// a ring; Black seat 1, a cross), but are drawn by this package, because
// sprites.Pawn paints its highlight with a colour that is not
// premultiplied (an opaque white blot on dark pawns), and its ring mark,
// stroked with vector.StrokeCircle, loses the arc around angle 0 once the
// stroke is thick for its radius (Ebitengine v2.10.4, anti-aliased; from
// a pawn radius of about 25 px). This package fills the ring as two
// circles instead.
//
// Ebitengine fills each vector path through a stencil, and every change of
// fill options or use of the image flushes the pending paths, which is
// slow on software GL; shapes of one colour are therefore gathered into
// one path, all wound the same way so they add up under the non-zero rule.
//
// # Files
//
// The board packages of the four games (sprites/daryon, sprites/dejarik,
// sprites/thayyam, sprites/diam) keep the same role in the same file; a
// package may lack a role, and only a role no other game has gets a file
// of its own.
//
//   - doc.go: the package doc.
//   - look.go: [Look], how the screens show Dejarik.
//   - geom.go: the geometry in board units: cells, picking, where pawns stand.
//   - board.go: [Board], its colours and [Board.Draw], the empty board.
//   - draw.go: the pawns and the highlights.
//   - paint.go: the painting primitives: colours, line widths, paths.
//   - view.go: [View], the [sprites.GameView] the play screen drives.
//   - labels.go: the cells' labels, [View.Labels].
package dejarik
