package daryon

import (
	"math"
	"sync"

	"tabula/rules/daryon"
	"tabula/sprites"
)

// The layout is drawn on a grid of 11 × 11 units inside the board's frame,
// with gx to the right and gy UP (the rules' orientation); grid converts to
// board units (y down). One unit is the side of an ordinary square cell.
const (
	// margin is the width of the frame round the playing square, in board
	// units.
	margin = 0.034
	// span is the playing square's side in grid units: the 32-cell loop is
	// one unit wide, each corner triangle has legs of two units, and the
	// seven cells between two corners are one unit long.
	span = 11.0
	// unit is one grid unit in board units.
	unit = (1 - 2*margin) / span
	// mid is the centre of the board in grid units.
	mid = span / 2
	// corridorLen is the length of a corridor cell, a little more than its
	// width so that the centre square is small beside the corner triangles.
	corridorLen = 1.1
	// centreHalf is half the side of the centre square (the four homes).
	centreHalf = mid - 1 - 3*corridorLen
	// pieceRadius is the radius of a lone pawn, in grid units.
	pieceRadius = 0.34
)

// gp is a point in grid units, gy up.
type gp struct{ x, y float64 }

// grid converts a grid point to board units.
func grid(p gp) sprites.Point {
	return sprites.Point{X: margin + p.x*unit, Y: 1 - margin - p.y*unit}
}

// turn rotates p by d quarter turns about the centre, each mapping the
// south side onto the west side (clockwise on the screen, like the loop).
func turn(p gp, d daryon.Side) gp {
	for range int(d) & 3 {
		p = gp{mid + (p.y - mid), mid - (p.x - mid)}
	}
	return p
}

// slotKind says how the pawns sharing a cell are arranged.
type slotKind uint8

const (
	slotSquare   slotKind = iota // a pattern in the unit square round the centre
	slotTriangle                 // rows in a corner triangle
)

// cellShape is one cell's outline and pawn anchor, in grid units.
type cellShape struct {
	poly   []gp
	pts    []sprites.Point // poly in board units
	centre gp              // where a lone pawn stands
	kind   slotKind
	side   daryon.Side // for a corner: the side whose octant holds it
}

// shapes[c] is the shape of cell c, nil for the squares of the 9 × 9 grid
// that are not cells (the four empty quadrants); the Centre has the whole
// centre square as its shape and homes[d] its four triangles.
var shapes, homes = func() (cells [daryon.Size * daryon.Size]*cellShape, homes [4][]gp) {
	rect := func(x0, y0, x1, y1 float64) []gp { return []gp{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}} }
	// The octant of the south side: L0..L7, from its junction to the
	// middle of the west side, and its corridor; the other sides turn it.
	var octant [8]cellShape
	for i := range 3 { // L0, L1, L2: squares along the bottom
		x := 5 - float64(i)
		octant[i] = cellShape{poly: rect(x, 0, x+1, 1), centre: gp{x + 0.5, 0.5}}
	}
	// L3 and L5 are squares cut by the corner triangle's long side.
	octant[3] = cellShape{poly: []gp{{2, 0}, {3, 0}, {3, 1}, {1, 1}}, centre: gp{2.5, 0.5}}
	in := 2 - math.Sqrt2 // the incentre of the corner triangle
	octant[4] = cellShape{poly: []gp{{0, 0}, {2, 0}, {0, 2}}, centre: gp{in, in}, kind: slotTriangle}
	octant[5] = cellShape{poly: []gp{{0, 2}, {1, 1}, {1, 3}, {0, 3}}, centre: gp{0.5, 2.5}}
	for i := 6; i < 8; i++ {
		y := float64(i) - 3
		octant[i] = cellShape{poly: rect(0, y, 1, y+1), centre: gp{0.5, y + 0.5}}
	}
	for d := range daryon.Side(4) {
		for i, sh := range octant {
			c := &cellShape{kind: sh.kind, side: d, centre: turn(sh.centre, d)}
			for _, p := range sh.poly {
				c.poly = append(c.poly, turn(p, d))
			}
			cells[daryon.Loop[8*int(d)+i]] = c
		}
		for k := range 3 { // from the home outwards
			y1 := mid - centreHalf - float64(k)*corridorLen
			y0 := y1 - corridorLen
			c := &cellShape{centre: turn(gp{mid, (y0 + y1) / 2}, d)}
			for _, p := range rect(mid-0.5, y0, mid+0.5, y1) {
				c.poly = append(c.poly, turn(p, d))
			}
			cells[daryon.Corridors[d][k]] = c
		}
		lo, hi := mid-centreHalf, mid+centreHalf
		for _, p := range []gp{{lo, lo}, {hi, lo}, {mid, mid}} {
			homes[d] = append(homes[d], turn(p, d))
		}
	}
	lo, hi := mid-centreHalf, mid+centreHalf
	cells[daryon.Centre] = &cellShape{poly: rect(lo, lo, hi, hi), centre: gp{mid, mid}}
	for _, c := range cells {
		if c != nil {
			c.pts = toBoard(c.poly)
		}
	}
	return cells, homes
}()

// Cells lists every cell of the board in increasing order: the 32 loop
// cells, the 12 corridor cells and the Centre, 45 in all.
func (b *Board) Cells() []int {
	var out []int
	for c, sh := range shapes {
		if sh != nil {
			out = append(out, c)
		}
	}
	return out
}

func shape(cell int) *cellShape {
	if cell < 0 || cell >= len(shapes) {
		return nil
	}
	return shapes[cell]
}

func toBoard(poly []gp) []sprites.Point {
	out := make([]sprites.Point, len(poly))
	for i, p := range poly {
		out[i] = grid(p)
	}
	return out
}

// Center returns where a lone pawn on cell stands, in board units: the
// middle of a square cell, the incentre of a corner triangle, the middle of
// the centre square for [daryon.Centre]. It returns (-1, -1) for a number
// that is not a cell of the board.
func (b *Board) Center(cell int) sprites.Point {
	sh := shape(cell)
	if sh == nil {
		return sprites.Point{X: -1, Y: -1}
	}
	return grid(sh.centre)
}

// Outline returns the outline of cell in board units (a new slice), or nil
// for a number that is not a cell: a square or rectangle, a square cut by a
// corner's long side (the two neighbours of each corner), a triangle for a
// corner, the whole centre square for [daryon.Centre].
func (b *Board) Outline(cell int) []sprites.Point {
	sh := shape(cell)
	if sh == nil {
		return nil
	}
	return toBoard(sh.poly)
}

// HomeOutline returns the small triangle of the centre that is the home of
// side d, in board units (a new slice).
func (b *Board) HomeOutline(d daryon.Side) []sprites.Point {
	return toBoard(homes[d&3])
}

// Pick returns the cell under the board point p, testing the cells' real
// outlines; ok is false off every cell (the frame, the four empty quadrants
// between the loop and the cross). The four home triangles are all the cell
// [daryon.Centre]: [Board.PickHome] tells them apart.
func (b *Board) Pick(p sprites.Point) (cell int, ok bool) {
	for c, sh := range shapes {
		if sh != nil && sprites.InPolygon(p, sh.pts) {
			return c, true
		}
	}
	return int(daryon.NoCell), false
}

// PickHome returns the side whose home triangle holds the board point p.
func (b *Board) PickHome(p sprites.Point) (d daryon.Side, ok bool) {
	for d := range daryon.Side(4) {
		if sprites.InPolygon(p, b.HomeOutline(d)) {
			return d, true
		}
	}
	return 0, false
}

// PieceRadius returns the radius of a lone pawn on a cell, in board units.
// Pawns sharing a cell, or waiting in a home, are smaller: see
// [Board.Slots] and [Board.HomeSlots].
func (b *Board) PieceRadius() float64 { return pieceRadius * unit }

// MaxShare is the most pawns one cell can hold: every pawn of four players
// on a safe cell.
const MaxShare = 4 * daryon.Pawns

// Slots returns where n pawns sharing cell stand (1 ≤ n ≤ [MaxShare]), in
// board units, and their common radius; the slots never overlap and lie
// inside the cell. For [daryon.Centre], use [Board.HomeSlots]. It returns
// nil for a number that is not a cell or a count out of range.
func (b *Board) Slots(cell, n int) ([]sprites.Point, float64) {
	sh := shape(cell)
	if sh == nil || cell == int(daryon.Centre) || n < 1 || n > MaxShare {
		return nil, 0
	}
	var local []gp
	var r float64
	switch sh.kind {
	case slotTriangle:
		pat := cornerPatterns()[n]
		local, r = pat.pts, pat.r
		// The pattern is laid out in the south octant's corner, L4.
		out := make([]sprites.Point, n)
		for i, p := range local {
			out[i] = grid(turn(p, sh.side))
		}
		return out, r * unit
	default:
		pat := squarePatterns[n]
		local, r = pat.pts, pat.r
	}
	out := make([]sprites.Point, n)
	for i, p := range local {
		out[i] = grid(gp{sh.centre.x + p.x, sh.centre.y + p.y})
	}
	return out, r * unit
}

// HomeSlots returns the three places of the home triangle of side d and
// the pawns' radius there, in board units. Pawns waiting to start take the
// places in the order 0, 1, 2 (the two by the corridor first); finished
// pawns take them from the other end, 2, 1, 0 (the point of the triangle
// first), so that a home never needs more than three.
func (b *Board) HomeSlots(d daryon.Side) ([3]sprites.Point, float64) {
	var out [3]sprites.Point
	for i, p := range homePattern.pts {
		out[i] = grid(turn(p, d))
	}
	return out, homePattern.r * unit
}

// Placed is one pawn of a position where the board shows it, in board
// units.
type Placed struct {
	Seat, Pawn int
	Side       daryon.Side
	T          int           // its progress along its path, 0..40
	At         sprites.Point // its centre
	R          float64       // its radius
}

// Finished reports whether the pawn is home for good.
func (p Placed) Finished() bool { return p.T == daryon.THome }

// Place returns every pawn of s where the board shows it, seat by seat and
// pawn by pawn: on its cell, sharing the cell's slots in that order with the
// other pawns there (of every colour, on a safe cell); at home, waiting
// (t = 0) or finished (t = 40), in its side's home triangle (see
// [Board.HomeSlots]).
func (b *Board) Place(s *daryon.State) []Placed {
	players := s.Players()
	out := make([]Placed, 0, players*daryon.Pawns)
	var count [daryon.Size * daryon.Size]int
	var homeWait, homeDone [4]int
	for seat := range players {
		for pawn := range daryon.Pawns {
			t := s.Progress(seat, pawn)
			out = append(out, Placed{Seat: seat, Pawn: pawn, Side: s.Side(seat), T: t})
			if t != daryon.TStart && t != daryon.THome {
				count[s.PawnCell(seat, pawn)]++
			}
		}
	}
	var used [daryon.Size * daryon.Size]int
	for i := range out {
		p := &out[i]
		switch p.T {
		case daryon.TStart, daryon.THome:
			slots, r := b.HomeSlots(p.Side)
			k := homeWait[p.Side]
			if p.T == daryon.THome {
				k = 2 - homeDone[p.Side]
				homeDone[p.Side]++
			} else {
				homeWait[p.Side]++
			}
			p.At, p.R = slots[k], r
		default:
			c := s.PawnCell(p.Seat, p.Pawn)
			slots, r := b.Slots(int(c), count[c])
			p.At, p.R = slots[used[c]], r
			used[c]++
		}
	}
	return out
}

// pattern is an arrangement of pawns in grid units with their radius.
type pattern struct {
	pts []gp
	r   float64
}

// fit sets the radius of a pattern: as large as the gaps between its points
// and the distance to the outline allow (with a little air), at most
// pieceRadius.
func fit(pts []gp, edge func(gp) float64) pattern {
	r := pieceRadius
	for i, p := range pts {
		r = math.Min(r, 0.96*edge(p))
		for _, q := range pts[:i] {
			r = math.Min(r, 0.48*math.Hypot(p.x-q.x, p.y-q.y))
		}
	}
	return pattern{pts, r}
}

// rows lays out n points in rows of at most cols, spaced by step, centred on
// the origin, the last row centred too; y grows upwards, first row on top.
func rows(n, cols int, dx, dy float64) []gp {
	var pts []gp
	nrows := (n + cols - 1) / cols
	for row := range nrows {
		k := min(cols, n-row*cols)
		y := (float64(nrows-1)/2 - float64(row)) * dy
		for j := range k {
			pts = append(pts, gp{(float64(j) - float64(k-1)/2) * dx, y})
		}
	}
	return pts
}

// squarePatterns[n] arranges n pawns in the unit square round a cell's
// centre.
var squarePatterns = func() (p [MaxShare + 1]pattern) {
	edge := func(q gp) float64 { return 0.5 - math.Max(math.Abs(q.x), math.Abs(q.y)) }
	p[1] = fit([]gp{{0, 0}}, edge)
	p[2] = fit([]gp{{-0.21, 0.21}, {0.21, -0.21}}, edge)
	p[3] = fit(rows(3, 2, 0.5, 0.44), edge)
	p[4] = fit(rows(4, 2, 0.5, 0.5), edge)
	p[5] = fit([]gp{{-0.27, 0.27}, {0.27, 0.27}, {0, 0}, {-0.27, -0.27}, {0.27, -0.27}}, edge)
	p[6] = fit(rows(6, 3, 0.3, 0.36), edge)
	for n := 7; n <= 9; n++ {
		p[n] = fit(rows(n, 3, 0.3, 0.3), edge)
	}
	for n := 10; n <= MaxShare; n++ {
		p[n] = fit(rows(n, 4, 0.23, 0.3), edge)
	}
	return p
}()

// homePattern is the three places in the home of S, the triangle with its
// long side on the corridor and its point at the centre.
var homePattern = func() pattern {
	lo, hi := mid-centreHalf, mid+centreHalf
	tri := []gp{{lo, lo}, {hi, lo}, {mid, mid}}
	h := centreHalf // the triangle's height
	pts := []gp{{mid - 0.3*h, lo + 0.26*h}, {mid + 0.3*h, lo + 0.26*h}, {mid, lo + 0.63*h}}
	return fit(pts, func(q gp) float64 { return edgeDist(q, tri) })
}()

// edgeDist returns the distance from p, inside the convex polygon poly, to
// its nearest side.
func edgeDist(p gp, poly []gp) float64 {
	d := math.Inf(1)
	for i := range poly {
		a, b := poly[i], poly[(i+1)%len(poly)]
		ex, ey := b.x-a.x, b.y-a.y
		d = math.Min(d, math.Abs(ex*(p.y-a.y)-ey*(p.x-a.x))/math.Hypot(ex, ey))
	}
	return d
}

var (
	cornerOnce sync.Once
	cornerPats [MaxShare + 1]pattern
)

// cornerPatterns returns, for each count, the pawns' arrangement in the
// corner triangle L4 (legs of 2 along the bottom and left sides): rows
// across its axis of symmetry, the widest by the long side, with the
// largest radius that holds them all, then the whole group slid towards the
// corner until it is centred on the triangle's incentre or touches its
// legs.
func cornerPatterns() *[MaxShare + 1]pattern {
	cornerOnce.Do(func() {
		const h = math.Sqrt2                // from the corner to the long side
		in := (2 - math.Sqrt2) * math.Sqrt2 // from the corner to the incentre
		axis := gp{1 / math.Sqrt2, 1 / math.Sqrt2}
		across := gp{1 / math.Sqrt2, -1 / math.Sqrt2}
		for n := 1; n <= MaxShare; n++ {
			for r := pieceRadius; r > 0.02; r -= 0.002 {
				gap, re := 2.08*r, 1.04*r // centre to centre, and centre to edge
				type pawn struct{ depth, side float64 }
				var ps []pawn
				for row := 0; len(ps) < n; row++ {
					depth := h - re - float64(row)*gap
					half := depth - re*math.Sqrt2 // the room across at that depth
					if half < 0 {
						break
					}
					k := min(int(2*half/gap)+1, n-len(ps))
					for j := range k {
						ps = append(ps, pawn{depth, (float64(j) - float64(k-1)/2) * gap})
					}
				}
				if len(ps) < n {
					continue
				}
				mean, slide := 0.0, math.Inf(1)
				for _, p := range ps {
					mean += p.depth / float64(n)
					slide = math.Min(slide, p.depth-math.Abs(p.side)-re*math.Sqrt2)
				}
				slide = math.Max(0, math.Min(slide, mean-in))
				pts := make([]gp, n)
				for i, p := range ps {
					d := p.depth - slide
					pts[i] = gp{axis.x*d + across.x*p.side, axis.y*d + across.y*p.side}
				}
				cornerPats[n] = pattern{pts, r}
				break
			}
		}
	})
	return &cornerPats
}
