package thayyam

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	game "tabula/rules/thayyam"
	"tabula/sprites"
)

// StyleOf returns the piece style of a seat: sprites.RaceStyles by the
// seat's side, S, W, N, E.
func StyleOf(seat game.Seat) sprites.PieceStyle { return sprites.RaceStyles[seat&3] }

// DrawPiece draws one unit of a seat centred at at, in pixels, filling a
// slot of radius r pixels: a single pawn, or for twins two pawns stacked
// and offset, the lower one peeping out below the upper one, which carries
// the mark. squash is as for sprites.Pawn: 1 round, > 1 flattened (a
// landing), < 1 stretched (a jump). The animation of a moving piece calls it
// with the position and size of its choice.
func DrawPiece(dst *ebiten.Image, at sprites.Point, r float64, seat game.Seat, twins bool, squash float64) {
	st := StyleOf(seat)
	if !twins {
		sprites.Pawn(dst, at, r, st, squash)
		return
	}
	lift := sprites.Point{Y: twinLift * r / squash}
	under := st
	under.Mark = sprites.MarkNone
	sprites.Pawn(dst, at.Add(lift), twinSize*r, under, squash)
	sprites.Pawn(dst, at.Sub(lift), twinSize*r, st, squash)
}

// DrawPieces draws every piece of s where the rules put it: on its cell,
// sharing it as [Board.CellSlots] says, in its waiting cup or in its out
// tray (see [Board.Units]). The play screen calls it when nothing moves.
func (b *Board) DrawPieces(dst *ebiten.Image, v sprites.View, s *game.State) {
	for _, u := range b.Units(s) {
		DrawPiece(dst, v.ToScreen(u.At), u.R*v.Size, u.Seat, u.Twin >= 0, 1)
	}
}

// HighlightCell marks a cell in the view: a selected piece's cell or a legal
// destination, with a translucent wash of sprites.Highlight and a rounded
// outline inside the cell's lines (in the high-contrast look,
// sprites.ContrastHighlight's black and yellow). It does nothing for a
// cell out of range.
func (b *Board) HighlightCell(dst *ebiten.Image, v sprites.View, cell int) {
	if cell < 0 || cell >= game.NumCells {
		return
	}
	b.HighlightArea(dst, v, b.CellRect(cell))
}

// HighlightArea marks a rectangle given in board units the way
// [Board.HighlightCell] marks a cell: for a seat's [Board.WaitingArea]
// (pieces that may enter) or [Board.OutArea] (the destination of a piece
// borne off).
func (b *Board) HighlightArea(dst *ebiten.Image, v sprites.View, r sprites.Rect) {
	pr := inset(screenRect(v, r), px(v, 0.07*cellSize, 1.5))
	rad := 0.12 * cellSize * v.Size
	if sprites.HighContrast() {
		var p vector.Path
		roundRect(&p, pr, rad)
		sprites.ContrastHighlight(dst, &p, px(v, 0.04*cellSize, 2))
		return
	}
	fillRoundRect(dst, pr, rad, alpha(sprites.Highlight, 0.35))
	strokeRoundRect(dst, pr, rad, px(v, 0.05*cellSize, 2), sprites.Highlight)
}
