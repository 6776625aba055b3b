package thayyam

import (
	"math"

	"tabula/rules"
	game "tabula/rules/thayyam"
	"tabula/sprites"
)

// The layout in board units. The 5 × 5 grid is centred; the margin around
// it holds, on each seat's side, a channel of four cups for the waiting
// pieces and, in the corner on the seat's right, a tray for the pieces
// borne off.
const (
	frameW   = 0.028                      // the dark wooden rim
	gridMin  = 0.18                       // the grid's left and top edges
	gridMax  = 1 - gridMin                // its right and bottom edges
	cellSize = (gridMax - gridMin) / 5    // the side of a cell
	panelPad = 0.013                      // the inlaid panel around the grid
	trayIn   = gridMax + panelPad + 0.008 // S's trays: their edge nearer the grid
	trayOut  = 1 - frameW - 0.006         // and their edge nearer the rim
	trayMid  = (trayIn + trayOut) / 2     // S's waiting cups and out tray, y
	cupStep  = 0.1                        // between two waiting cups
	cupR     = 0.043                      // a waiting cup
	waitR    = 0.036                      // a waiting piece
	outHalf  = (trayOut - trayIn) / 2     // the out tray, half its side
	outCupR  = 0.026                      // an out cup
	outStep  = outHalf - outCupR - 0.007  // an out cup's offset from the tray's centre
	outR     = 0.0225                     // a piece borne off
	waitHalf = 1.5*cupStep + cupR + 0.012 // the waiting channel, half its length
	waitSide = cupR + 0.012               // and half its width
	loneR    = 0.36 * cellSize            // a piece alone on its cell
	pairOff  = 0.2 * cellSize             // two pieces on a cell: offset of each
	pairR    = 0.27 * cellSize            // and their radius
	quadOff  = 0.23 * cellSize            // three or four pieces on a cell
	quadR    = 0.22 * cellSize            // and their radius
	gridFill = 0.93                       // five or more: the share of the cell a k×k grid spans
	gridR    = 0.47                       // and the radius as a share of its step
	centreXY = 0.5                        // the board's centre, both axes
	twinLift = 0.25                       // twins: each pawn's offset, a share of the slot's radius
	twinSize = 0.75                       // twins: each pawn's radius, a share of the slot's radius
	noCell   = -1                         // the cell of a piece off the board
)

// CellRect returns the square of a cell (numbered as in the rules, y*5 + x
// with y up) in board units, where y runs down: row y of the rules is drawn
// 4 − y cells from the top, so that S sits at the bottom. It returns the
// empty rectangle for a cell out of range.
func (b *Board) CellRect(cell int) sprites.Rect {
	if cell < 0 || cell >= game.NumCells {
		return sprites.Rect{}
	}
	x, y := game.XY(cell)
	min := sprites.Point{X: gridMin + float64(x)*cellSize, Y: gridMin + float64(game.Size-1-y)*cellSize}
	return sprites.Rect{Min: min, Max: min.Add(sprites.Point{X: cellSize, Y: cellSize})}
}

// Center returns the centre of a cell in board units, or (-1, -1) for a cell
// out of range.
func (b *Board) Center(cell int) sprites.Point {
	if cell < 0 || cell >= game.NumCells {
		return sprites.Point{X: -1, Y: -1}
	}
	return b.CellRect(cell).Center()
}

// CellSize returns the side of a cell in board units.
func (b *Board) CellSize() float64 { return cellSize }

// Pick returns the cell whose square contains p, in board units; ok is false
// when p lies on no cell (in the margin with the trays, or off the board).
// The cells tile the grid: a point on a line belongs to the cell on its
// right or below it.
func (b *Board) Pick(p sprites.Point) (cell int, ok bool) {
	grid := sprites.Rect{Min: sprites.Point{X: gridMin, Y: gridMin}, Max: sprites.Point{X: gridMax, Y: gridMax}}
	if !grid.Contains(p) {
		return -1, false
	}
	x := min(int((p.X-gridMin)/cellSize), game.Size-1)
	row := min(int((p.Y-gridMin)/cellSize), game.Size-1)
	return game.Cell(x, game.Size-1-row), true
}

// PickWaiting returns the seat in play whose waiting channel contains p, in
// board units: a click there names a waiting piece (to enter it).
func (b *Board) PickWaiting(p sprites.Point) (seat game.Seat, ok bool) {
	for s := range game.Seat(4) {
		if b.inPlay[s] && b.WaitingArea(s).Contains(p) {
			return s, true
		}
	}
	return -1, false
}

// PickOut returns the seat in play whose out tray contains p, in board
// units: a click there names the destination of a piece borne off.
func (b *Board) PickOut(p sprites.Point) (seat game.Seat, ok bool) {
	for s := range game.Seat(4) {
		if b.inPlay[s] && b.OutArea(s).Contains(p) {
			return s, true
		}
	}
	return -1, false
}

// turn returns p, given for seat S, turned with the board to a seat: a
// quarter turn clockwise on the screen per seat, around the board's centre,
// as the rules turn S's circuit (S at the bottom, W on the left, N at the
// top, E on the right).
func turn(p sprites.Point, seat game.Seat) sprites.Point {
	d := p.Sub(sprites.Point{X: centreXY, Y: centreXY})
	for range seat & 3 {
		d = sprites.Point{X: -d.Y, Y: d.X}
	}
	return d.Add(sprites.Point{X: centreXY, Y: centreXY})
}

// turnRect turns a rectangle given for seat S to a seat.
func turnRect(r sprites.Rect, seat game.Seat) sprites.Rect {
	a, c := turn(r.Min, seat), turn(r.Max, seat)
	return sprites.Rect{
		Min: sprites.Point{X: math.Min(a.X, c.X), Y: math.Min(a.Y, c.Y)},
		Max: sprites.Point{X: math.Max(a.X, c.X), Y: math.Max(a.Y, c.Y)},
	}
}

// WaitingArea returns the channel, beyond the seat's palace, that holds its
// four waiting cups, in board units.
func (b *Board) WaitingArea(seat game.Seat) sprites.Rect {
	r := sprites.Rect{
		Min: sprites.Point{X: centreXY - waitHalf, Y: trayMid - waitSide},
		Max: sprites.Point{X: centreXY + waitHalf, Y: trayMid + waitSide},
	}
	return turnRect(r, seat)
}

// OutArea returns the tray, in the corner on the seat's right, that holds
// its pieces borne off, in board units.
func (b *Board) OutArea(seat game.Seat) sprites.Rect {
	r := sprites.Rect{
		Min: sprites.Point{X: trayMid - outHalf, Y: trayMid - outHalf},
		Max: sprites.Point{X: trayMid + outHalf, Y: trayMid + outHalf},
	}
	return turnRect(r, seat)
}

// Slot is where a piece is drawn: its centre and radius in board units.
type Slot struct {
	At sprites.Point
	R  float64
}

// PieceRadius returns the radius of a piece alone on its cell, in board
// units: the size of a moving piece. Pieces sharing a cell, waiting or borne
// off are drawn smaller (see [Board.CellSlots], [Board.WaitingSlot] and
// [Board.OutSlot]).
func (b *Board) PieceRadius() float64 { return loneR }

// WaitingSlot returns the cup of piece (0..3, a..d) of a seat while it
// waits: each piece has its own cup, a to d from the seat's left to its
// right. Waiting twins are drawn as one pair in the cup of their lower
// letter.
func (b *Board) WaitingSlot(seat game.Seat, piece int) Slot {
	p := sprites.Point{X: centreXY + (float64(piece)-1.5)*cupStep, Y: trayMid}
	return Slot{At: turn(p, seat), R: waitR}
}

// OutSlot returns the place of piece (0..3, a..d) of a seat once it is borne
// off: its own cup of the out tray, a and b on the row nearer the grid.
func (b *Board) OutSlot(seat game.Seat, piece int) Slot {
	dx := float64(piece%2*2-1) * outStep
	dy := float64(piece/2*2-1) * outStep
	p := sprites.Point{X: trayMid + dx, Y: trayMid + dy}
	return Slot{At: turn(p, seat), R: outR}
}

// CellSlots returns where n units (single pieces or pairs of twins) sharing
// a cell are drawn, in the order given to them: one in the middle at
// [Board.PieceRadius]; two on the diagonal; three on three corners of a
// square, leaving the top-right one to the cell's label; four in a square;
// five or more in a k × k grid, k = ⌈√n⌉. The slots never overlap and stay
// inside the cell. It returns nil for n < 1 or a cell out of range.
func (b *Board) CellSlots(cell, n int) []Slot {
	if n < 1 || cell < 0 || cell >= game.NumCells {
		return nil
	}
	c := b.Center(cell)
	at := func(dx, dy, r float64) Slot {
		return Slot{At: c.Add(sprites.Point{X: dx, Y: dy}), R: r}
	}
	switch n {
	case 1:
		return []Slot{at(0, 0, loneR)}
	case 2:
		return []Slot{at(-pairOff, -pairOff, pairR), at(pairOff, pairOff, pairR)}
	case 3:
		// The square's corners but the top-right, which the cell's label
		// takes; the first two keep the diagonal of two units.
		return []Slot{at(-quadOff, -quadOff, quadR), at(quadOff, quadOff, quadR), at(-quadOff, quadOff, quadR)}
	case 4:
		return []Slot{
			at(-quadOff, -quadOff, quadR), at(quadOff, -quadOff, quadR),
			at(-quadOff, quadOff, quadR), at(quadOff, quadOff, quadR),
		}
	}
	k := int(math.Ceil(math.Sqrt(float64(n))))
	step := gridFill * cellSize / float64(k)
	slots := make([]Slot, n)
	for i := range slots {
		col, row := i%k, i/k
		slots[i] = at((float64(col)-float64(k-1)/2)*step, (float64(row)-float64(k-1)/2)*step, gridR*step)
	}
	return slots
}

// Unit is a piece or a pair of twins of a position, with where
// [Board.DrawPieces] draws it.
type Unit struct {
	Player rules.Player
	Seat   game.Seat
	Piece  int // the piece, 0..3 for a..d; for twins the lower letter
	Twin   int // its twin, or -1 for a single piece
	Place  int // its progress: game.Waiting, 0..24 on the circuit, or game.Out
	Cell   int // its cell, or -1 off the board
	Slot
}

// Units returns every piece of s as it is drawn: single pieces one by one
// and twins as one unit, players in order and pieces a to d. The pieces on
// a cell share it as [Board.CellSlots] says, in that order; waiting pieces
// sit in their [Board.WaitingSlot] and pieces borne off in their
// [Board.OutSlot].
func (b *Board) Units(s *game.State) []Unit {
	var units []Unit
	var onCell [game.NumCells][]int // the indices in units of each cell's units
	for p := range rules.Player(s.Players()) {
		seat := game.SeatOf(s.Players(), p)
		for i := range 4 {
			mate := s.Twin(p, i)
			if mate >= 0 && mate < i {
				continue // drawn with its lower letter
			}
			u := Unit{Player: p, Seat: seat, Piece: i, Twin: mate, Place: s.Progress(p, i), Cell: noCell}
			switch u.Place {
			case game.Waiting:
				u.Slot = b.WaitingSlot(seat, i)
			case game.Out:
				u.Slot = b.OutSlot(seat, i)
			default:
				u.Cell = game.CellOf(seat, u.Place)
				onCell[u.Cell] = append(onCell[u.Cell], len(units))
			}
			units = append(units, u)
		}
	}
	for cell, idx := range onCell {
		for k, slot := range b.CellSlots(cell, len(idx)) {
			units[idx[k]].Slot = slot
		}
	}
	return units
}

// PieceSlot returns where piece (0..3) of player p is drawn in s: the slot
// of its unit, shared with its twin. An animation starts a moving piece
// there and ends it at the slot the piece has in the next position.
func (b *Board) PieceSlot(s *game.State, p rules.Player, piece int) Slot {
	if m := s.Twin(p, piece); m >= 0 && m < piece {
		piece = m
	}
	for _, u := range b.Units(s) {
		if u.Player == p && u.Piece == piece {
			return u.Slot
		}
	}
	return Slot{}
}
