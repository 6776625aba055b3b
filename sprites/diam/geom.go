package diam

import (
	"fmt"
	"math"

	game "tabula/rules/diam"
	"tabula/sprites"
)

// The geometry of the board in board units. The octagon is centred on the
// middle of the unit square, its flat sides facing the square's sides; the
// ring of wells is a circle round its centre; the four reserve trays lie in
// the corners the octagon leaves free, along its slanted sides.
const (
	apothem  = 0.40  // from the centre to a side of the octagon
	rounding = 0.018 // the radius that rounds the octagon's corners
	bevel    = 0.024 // the width of the bevelled edge of the octagon

	ringR  = 0.268 // from the centre to the centre of a well
	wellR  = 0.062 // a well
	pieceR = 0.054 // a pawn on the board
	// liftRatio is the thickness of a pawn, drawn in oblique perspective
	// straight up the screen, as a fraction of its radius: a pawn on level
	// l stands l−1 thicknesses above the one on level 1.
	liftRatio = 0.42
	lift      = liftRatio * pieceR

	plaqueR = 0.019 // the disc that bears a cell's number, under its well
	plaqueY = wellR + 0.029

	reserveR = 0.0385 // a pawn in a reserve tray
	holeR    = 0.044  // the hollow that holds it
	trayR    = 0.053  // the half-width of a tray (a capsule)
	trayGap  = 0.014  // the baize between a tray and the octagon
	slotStep = 2*holeR + 0.007
)

// mid is the centre of the board.
var mid = sprites.Point{X: 0.5, Y: 0.5}

func checkCell(cell int) {
	if cell < 0 || cell >= game.Cells {
		panic(fmt.Sprintf("sprites/diam: cell %d out of range", cell))
	}
}

func checkColour(colour int) {
	if colour < game.Red || colour > game.Black {
		panic(fmt.Sprintf("sprites/diam: colour %d out of range", colour))
	}
}

// cellCenter returns the centre of a well: cell 0 straight above the
// centre of the board, then clockwise every 45°.
func cellCenter(cell int) sprites.Point {
	s, c := math.Sincos(float64(cell) * math.Pi / 4)
	return sprites.Point{X: mid.X + ringR*s, Y: mid.Y - ringR*c}
}

// Center returns the centre of cell's well in board units. A pawn on level 1
// stands on it (its base circle is centred there). It panics if cell is not
// 0..7.
func (b *Board) Center(cell int) sprites.Point {
	checkCell(cell)
	return cellCenter(cell)
}

// Pick returns the cell whose well contains p (board units), or ok == false
// when p is on no well: on the wood between them, off the board, in a tray.
func (b *Board) Pick(p sprites.Point) (cell int, ok bool) {
	for c := range game.Cells {
		if p.Sub(cellCenter(c)).Len() < wellR {
			return c, true
		}
	}
	return -1, false
}

// WellRadius returns the radius of a well in board units.
func (b *Board) WellRadius() float64 { return wellR }

// PieceRadius returns the radius of a pawn on the board in board units.
func (b *Board) PieceRadius() float64 { return pieceR }

// Lift returns, in board units, how far up the screen each level of a
// stack is drawn above the one below: the thickness of a pawn.
func (b *Board) Lift() float64 { return lift }

// Slot returns where the pawn at level (1..4) of cell is drawn: the centre
// of its top face, in board units. The top face of a pawn on level l is l
// thicknesses above the well's centre, so each pawn of a stack shows its
// side as a band under the one above it. A pawn dropped or shifted onto a
// stack of height h lands at Slot(cell, h+1). It panics on a cell out of
// 0..7 or a level out of 1..4.
func (b *Board) Slot(cell, level int) sprites.Point {
	checkCell(cell)
	if level < 1 || level > game.MaxHeight {
		panic(fmt.Sprintf("sprites/diam: level %d out of range", level))
	}
	return cellCenter(cell).Add(sprites.Point{Y: -float64(level) * lift})
}

// ReserveRadius returns the radius of a pawn in a reserve tray in board
// units (smaller than on the board: a pawn grows on its way to a well).
func (b *Board) ReserveRadius() float64 { return reserveR }

// ReserveLift returns the thickness of a pawn in a reserve tray in board
// units, as [Board.Lift] does for the board.
func (b *Board) ReserveLift() float64 { return liftRatio * reserveR }

// The corners of the square, as the shader numbers them.
const (
	topLeft = iota
	topRight
	bottomLeft
	bottomRight
)

// corner returns the corner that holds colour's tray. With 2 or 3 players
// seat 0 holds red and orange in the bottom corners, and brown and black lie
// at the top; with 4 players each seat has its corner, clockwise in turn
// order from the bottom left (red, brown, orange, black), so that partners
// face each other across the board.
func (b *Board) corner(colour int) int {
	if b.Players() == 4 {
		return [4]int{bottomLeft, topRight, topLeft, bottomRight}[colour]
	}
	return [4]int{bottomLeft, bottomRight, topLeft, topRight}[colour]
}

// cornerDir returns the unit vector from the centre of the board towards
// corner.
func cornerDir(corner int) sprites.Point {
	const k = math.Sqrt2 / 2
	return [4]sprites.Point{{X: -k, Y: -k}, {X: k, Y: -k}, {X: -k, Y: k}, {X: k, Y: k}}[corner]
}

// tray returns the centres of the first and the last hollow of colour's
// tray: the tray is the capsule of radius trayR round that segment.
func (b *Board) tray(colour int) (first, last sprites.Point) {
	n := cornerDir(b.corner(colour))
	along := sprites.Point{X: math.Abs(n.Y), Y: -n.X * math.Copysign(1, n.Y)} // perpendicular, x increasing
	c := mid.Add(n.Scale(apothem + trayGap + trayR))
	half := along.Scale(1.5 * slotStep)
	return c.Sub(half), c.Add(half)
}

// hole returns the centre of hollow i (0..3) of colour's tray.
func (b *Board) hole(colour, i int) sprites.Point {
	first, last := b.tray(colour)
	return first.Lerp(last, float64(i)/3)
}

// ReserveSlot returns where the i-th pawn (0..3) of colour's reserve is
// drawn: the centre of its top face, in board units. Slots are numbered
// left to right; a reserve of n pawns fills slots 0..n−1, so the pawn a
// drop takes is slot n−1. It panics on a colour out of 0..3 or i out of
// 0..3.
func (b *Board) ReserveSlot(colour, i int) sprites.Point {
	checkColour(colour)
	if i < 0 || i >= 4 {
		panic(fmt.Sprintf("sprites/diam: reserve slot %d out of range", i))
	}
	return b.hole(colour, i).Add(sprites.Point{Y: -b.ReserveLift()})
}

// PickReserve returns the colour whose reserve tray contains p (board
// units), or ok == false when p is on no tray.
func (b *Board) PickReserve(p sprites.Point) (colour int, ok bool) {
	for c := range 4 {
		first, last := b.tray(c)
		if segmentDist(p, first, last) < trayR {
			return c, true
		}
	}
	return -1, false
}

// PickPawn returns the cell and level of the pawn of s drawn under p (board
// units): the pawn whose visible face or side contains p, the upper pawn
// where two touch. ok is false when p is on no pawn of the board.
func (b *Board) PickPawn(p sprites.Point, s *game.State) (cell, level int, ok bool) {
	for c := range game.Cells {
		for l := s.Height(c); l >= 1; l-- {
			if inPawn(p, b.Slot(c, l), pieceR, lift) {
				return c, l, true
			}
		}
	}
	return -1, 0, false
}

// inPawn reports whether p lies in the drawing of a pawn whose top face of
// radius r is centred on top, thickness t: the face swept down by t.
func inPawn(p, top sprites.Point, r, t float64) bool {
	return segmentDist(p, top, top.Add(sprites.Point{Y: t})) < r
}

// segmentDist returns the distance from p to the segment ab.
func segmentDist(p, a, b sprites.Point) float64 {
	ab, ap := b.Sub(a), p.Sub(a)
	l2 := ab.X*ab.X + ab.Y*ab.Y
	h := 0.0
	if l2 > 0 {
		h = math.Max(0, math.Min(1, (ap.X*ab.X+ap.Y*ab.Y)/l2))
	}
	return ap.Sub(ab.Scale(h)).Len()
}

// OnBoard reports whether p (board units) lies on the wooden octagon, its
// rounded corners included.
func (b *Board) OnBoard(p sprites.Point) bool { return boardDist(p) < 0 }

// boardDist returns the signed distance from p to the edge of the octagon
// (negative inside), as the shader computes it: the octagon of apothem
// apothem−rounding grown by rounding.
func boardDist(p sprites.Point) float64 {
	const (
		kx, ky, kz = -0.9238795325112867, 0.3826834323650898, 0.41421356237309503
	)
	r := apothem - rounding
	x, y := math.Abs(p.X-mid.X), math.Abs(p.Y-mid.Y)
	if d := kx*x + ky*y; d < 0 {
		x, y = x-2*d*kx, y-2*d*ky
	}
	if d := -kx*x + ky*y; d < 0 {
		x, y = x+2*d*kx, y-2*d*ky
	}
	x -= math.Max(-kz*r, math.Min(kz*r, x))
	y -= r
	return math.Copysign(math.Hypot(x, y), y) - rounding
}

// labelAt returns the centre of the plaque bearing cell's number, under
// its well: a tower rises up the screen, so it never hides it.
func labelAt(cell int) sprites.Point {
	return cellCenter(cell).Add(sprites.Point{Y: plaqueY})
}
