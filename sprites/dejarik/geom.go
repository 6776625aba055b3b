package dejarik

import (
	"fmt"
	"math"

	"tabula/rules"
	game "tabula/rules/dejarik"
	"tabula/sprites"
)

// The geometry of the board in board units: the round board is centred on
// the middle of the unit square; these are radii from its centre.
const (
	centreR = 0.155 // the centre disc C
	innerR  = 0.31  // the outer edge of the inner ring, where the outer ring starts
	playR   = 0.45  // the outer edge of the outer ring: the playing area ends here
	rimR    = 0.482 // the outer edge of the wooden rim around the playing area

	pieceR = 0.047 // a pawn on a cell
	lostR  = 0.036 // a pawn in a tray of lost pawns

	trayInset = 0.016 // the band of plank between a tray and the square's edge
	trayGap   = 0.012 // the band of plank between a tray and the rim
	trayBox   = 0.27  // how far a tray reaches along each edge from its corner
	trayR     = rimR + trayGap
	slotRoom  = 0.006 // the least room between a lost pawn and a tray's edge
	slotStep  = 2*lostR + 0.012
)

var mid = sprites.Point{X: 0.5, Y: 0.5}

// polar returns the board point at distance r from the centre in the
// direction of deg degrees counter-clockwise from the x axis (y is down, so
// the sine is subtracted).
func polar(r, deg float64) sprites.Point {
	s, c := math.Sincos(deg * math.Pi / 180)
	return sprites.Point{X: mid.X + r*c, Y: mid.Y - r*s}
}

// cellShape returns the radii and the angles (degrees, counter-clockwise,
// a0 < a1) of the annular sector of a ring cell; the centre is the disc of
// radius r1 (r0 = 0, whole turn).
func cellShape(cell int) (r0, r1, a0, a1 float64) {
	c := game.Cell(cell)
	if !c.Valid() {
		panic(fmt.Sprintf("sprites/dejarik: cell %d out of range", cell))
	}
	if c == game.C {
		return 0, centreR, 0, 360
	}
	r0, r1 = centreR, innerR
	if c.IsOuter() {
		r0, r1 = innerR, playR
	}
	a := float64(game.Angle(c.Index()))
	return r0, r1, a - 15, a + 15
}

// Center returns the centre of a cell in board units: the middle of its
// ring on its spoke's angle (225° + 30°·i counter-clockwise, so O0..O3 are
// at the bottom), or the middle of the board for C. A pawn on the cell is
// drawn there. It panics if cell is not a cell number (0..24).
func (b *Board) Center(cell int) sprites.Point {
	r0, r1, a0, a1 := cellShape(cell)
	if r0 == 0 {
		return mid
	}
	return polar((r0+r1)/2, (a0+a1)/2)
}

// Cells returns the cell numbers of the board, 0..24 in order.
func (b *Board) Cells() []int {
	cells := make([]int, game.NumCells)
	for c := range cells {
		cells[c] = c
	}
	return cells
}

// Outline returns the shape of a cell in board units, as a polygon: the
// centre's circle or a ring cell's annular sector, its arcs sampled every
// 1.25°. [Board.Pick] tests the exact shapes, which these polygons
// approach within 0.0001. It panics if cell is not a cell number.
func (b *Board) Outline(cell int) []sprites.Point {
	r0, r1, a0, a1 := cellShape(cell)
	n := int(math.Round((a1 - a0) / 1.25))
	var pts []sprites.Point
	if r0 == 0 {
		for k := range n {
			pts = append(pts, polar(r1, a0+(a1-a0)*float64(k)/float64(n)))
		}
		return pts
	}
	for k := 0; k <= n; k++ {
		pts = append(pts, polar(r1, a0+(a1-a0)*float64(k)/float64(n)))
	}
	for k := n; k >= 0; k-- {
		pts = append(pts, polar(r0, a0+(a1-a0)*float64(k)/float64(n)))
	}
	return pts
}

// Pick returns the cell under the board point p, testing the real cell
// shapes (the centre disc and the annular sectors between the rings and
// the spokes), with ok false off every cell: on the rim, on the plank or
// in the trays. The cells tile the playing disc without gaps, so every
// point of it picks a cell; a point on a line picks one of its two sides.
func (b *Board) Pick(p sprites.Point) (cell int, ok bool) {
	d := p.Sub(mid)
	r := d.Len()
	switch {
	case r < centreR:
		return int(game.C), true
	case r >= playR:
		return -1, false
	}
	deg := math.Atan2(-d.Y, d.X) * 180 / math.Pi
	// Spoke i covers [210° + 30°·i, 240° + 30°·i).
	i := int(math.Floor((deg - 210) / 30))
	i = ((i % game.Ring) + game.Ring) % game.Ring
	if r < innerR {
		return int(game.Inner(i)), true
	}
	return int(game.Outer(i)), true
}

// PieceRadius returns the radius of a pawn standing on a cell, in board
// units.
func (b *Board) PieceRadius() float64 { return pieceR }

// LostRadius returns the radius of a pawn in a tray of lost pawns, in board
// units; it is smaller than [Board.PieceRadius] so that four fit in a tray.
func (b *Board) LostRadius() float64 { return lostR }

// LostSlot returns the centre, in board units, of the k-th (from 0) lost
// pawn of owner: White's lost pawns lie in the tray of the bottom-right
// corner, Black's in the top-left one. The slots do not depend on how many
// pawns are lost, so a pawn flying to slot Lost-1 never moves the others.
// A player loses at most 2 pawns in a game from the start, and at most 4
// in a set-up position; k must be in 0..3.
func (b *Board) LostSlot(owner rules.Player, k int) sprites.Point {
	if k < 0 || k >= game.Pawns {
		panic(fmt.Sprintf("sprites/dejarik: lost slot %d out of range", k))
	}
	// (u, v) are the distances from the corner's two edges; the slots go
	// in pairs, one on each side of the corner's diagonal, farther out.
	u0 := trayInset + lostR + slotRoom
	w := u0 + slotStep/math.Sqrt2 + float64(k/2)*slotStep
	u, v := u0, w
	if k%2 == 1 {
		u, v = w, u0
	}
	if owner == game.Black {
		return sprites.Point{X: u, Y: v}
	}
	return sprites.Point{X: 1 - u, Y: 1 - v}
}
