package board

// The marks of the last move on the board: where the piece came from and
// went, the path between, and the cross of a capture.

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/sprites"
)

// LastMove returns the last step of h before the position after shown
// steps that moved a piece, with its index, or ok false if there is none.
func LastMove(h *rules.History, shown int) (i int, c rules.Choice, ok bool) {
	for i = shown - 1; i >= 0; i-- {
		if c = h.Step(i).Choice(); c.Moves {
			return i, c, true
		}
	}
	return 0, rules.Choice{}, false
}

// lastMoveColour marks the last move on the board.
var lastMoveColour = sprites.Highlight

// Marks are the marks of the last move on the board, in the screen's
// pixels: a ring where the piece came from, a dot on each cell it passed,
// a thick ring where it landed, a cross by each piece it took, and the
// pieces of a line that decided the game (Diam's diam), joined.
type Marks struct {
	from, to       sprites.Point
	hasFrom, hasTo bool
	dots           []sprites.Point
	crosses        []sprites.Point
	lines          [][2]sprites.Point
	r, w           float64 // the rings' radius and the strokes' width
}

// LinePlaces returns the places of the pieces that each line made by a
// step joins (Diam's diam: a colour on a cell and on the cell facing it,
// at one level), in pairs, from the step's events.
func LinePlaces(events []rules.Event) [][2]rules.Place {
	var pairs [][2]rules.Place
	for _, e := range events {
		if e.Kind == rules.EventLine {
			pairs = append(pairs, [2]rules.Place{
				{Cell: int(e.From), Level: int(e.Level), Piece: int(e.Piece), Player: e.Player},
				{Cell: int(e.To), Level: int(e.Level), Piece: int(e.Piece), Player: e.Player},
			})
		}
	}
	return pairs
}

// LastMoveMarks returns the marks of the last move of h before the
// position after shown steps, placed so that none hides a piece: no dot
// is drawn on a cell where a piece stands now, and a capture's cross
// stands beside the piece taken, where it went (its home), not on the
// piece that took it.
func (b *Board) LastMoveMarks(h *rules.History, shown int) (Marks, bool) {
	i, c, ok := LastMove(h, shown)
	if !ok {
		return Marks{}, false
	}
	before, after := h.StateAt(i), h.StateAt(i+1)
	v := b.Frame
	m := Marks{r: v.Size * 0.045, w: math.Max(2, v.Size*0.007)}
	if at, ok := b.View.PointOf(before, c.From); ok {
		m.from, m.hasFrom = v.ToScreen(at), true
	}
	if at, ok := b.View.PointOf(after, c.To); ok {
		m.to, m.hasTo = v.ToScreen(at), true
	}
	for _, cell := range c.Path[:max(0, len(c.Path)-1)] {
		at, ok := b.View.PointOf(before, rules.Place{Cell: cell, Player: c.From.Player})
		if q := v.ToScreen(at); ok && !b.PieceAt(q) {
			m.dots = append(m.dots, q)
		}
	}
	for _, pair := range LinePlaces(h.Step(i).Events) {
		a, okA := b.View.PointOf(after, pair[0])
		c, okC := b.View.PointOf(after, pair[1])
		if okA && okC {
			m.lines = append(m.lines, [2]sprites.Point{v.ToScreen(a), v.ToScreen(c)})
		}
	}
	for _, e := range h.Step(i).Events {
		if e.Kind != rules.EventCapture || e.From < 0 {
			continue
		}
		// Where the piece taken went; out of the game, where it stood.
		at, ok := b.View.PointOf(after, rules.Place{Cell: int(e.To), Player: e.Player, Piece: int(e.Piece)})
		if e.To < 0 || !ok {
			at, ok = b.View.PointOf(before, rules.Place{Cell: int(e.From), Player: e.Player, Piece: int(e.Piece)})
		}
		if ok {
			m.crosses = append(m.crosses, b.BesidePiece(v.ToScreen(at)))
		}
	}
	return m, true
}

// PieceAt reports whether a piece of the position shown covers the point
// q of the screen.
func (b *Board) PieceAt(q sprites.Point) bool {
	v := b.Frame
	for _, pc := range b.Pieces {
		if v.ToScreen(pc.At).Sub(q).Len() < pc.R*v.Size {
			return true
		}
	}
	return false
}

// BesidePiece returns the place of a mark about q, the centre of a piece
// (or of a cell), moved to the upper right out of the pieces there, as a
// badge on a pawn's rim.
func (b *Board) BesidePiece(q sprites.Point) sprites.Point {
	v := b.Frame
	r := 0.0
	for _, pc := range b.Pieces {
		if d := v.ToScreen(pc.At).Sub(q).Len(); d < pc.R*v.Size {
			r = max(r, pc.R*v.Size+d)
		}
	}
	return q.Add(sprites.Point{X: r * 0.75, Y: -r * 0.75})
}

// Draw draws the marks.
func (m *Marks) Draw(screen *ebiten.Image) {
	clr := lastMoveColour
	if m.hasFrom {
		sprites.EdgedRing(screen, m.from, m.r, m.w, clr)
	}
	for _, q := range m.dots {
		sprites.EdgedDisc(screen, q, m.r*0.22, clr)
	}
	if m.hasTo {
		sprites.EdgedRing(screen, m.to, m.r*1.1, m.w*1.8, clr)
	}
	for _, l := range m.lines {
		// The winning pair: each pawn ringed, and joined across the board.
		sprites.EdgedLine(screen, l[0], l[1], m.w*1.4, WinColour)
		for _, q := range l {
			sprites.EdgedRing(screen, q, m.r*1.25, m.w*2, WinColour)
		}
	}
	for _, q := range m.crosses {
		d := m.r * 0.45
		sprites.EdgedLine(screen, q.Add(sprites.Point{X: -d, Y: -d}), q.Add(sprites.Point{X: d, Y: d}), m.w*1.6, LossColour)
		sprites.EdgedLine(screen, q.Add(sprites.Point{X: -d, Y: d}), q.Add(sprites.Point{X: d, Y: -d}), m.w*1.6, LossColour)
	}
}
