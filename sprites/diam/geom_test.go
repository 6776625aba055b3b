package diam

import (
	"fmt"
	"math"
	"testing"

	game "tabula/rules/diam"
	"tabula/sprites"
)

func dist(p, q sprites.Point) float64 { return p.Sub(q).Len() }

// dir returns the unit vector at angle a (radians, from the x axis).
func dir(a float64) sprites.Point {
	s, c := math.Sincos(a)
	return sprites.Point{X: c, Y: s}
}

// TestCentersPickTheirCell checks that every cell's centre lies on the board
// and picks that cell, and that the centres are distinct.
func TestCentersPickTheirCell(t *testing.T) {
	b := New(2)
	for c := range game.Cells {
		p := b.Center(c)
		if !b.OnBoard(p) {
			t.Errorf("cell %d: centre %v off the board", c, p)
		}
		// The whole well, with its lip, lies on the flat top, inside the
		// bevel.
		if d := boardDist(p); d > -(wellR + 0.008 + bevel) {
			t.Errorf("cell %d: the well reaches the bevel (centre %.3f from the edge)", c, -d)
		}
		if got, ok := b.Pick(p); !ok || got != c {
			t.Errorf("Pick(Center(%d)) = %d, %v", c, got, ok)
		}
		for d := range game.Cells {
			if d != c && dist(p, b.Center(d)) < 1e-9 {
				t.Errorf("cells %d and %d share their centre %v", c, d, p)
			}
		}
	}
}

// TestPickOffTheCells checks that points off the board, on the wood
// between the wells and in the trays pick no cell, and that the wells'
// rims are where Pick changes its answer.
func TestPickOffTheCells(t *testing.T) {
	b := New(2)
	off := []sprites.Point{
		{X: 0.01, Y: 0.01}, {X: 0.5, Y: 0.02}, {X: 0.98, Y: 0.5}, {X: -1, Y: -1}, {X: 2, Y: 0.5},
		mid, // the rose
	}
	for c := range game.Cells {
		// Halfway along the ring to the next well, and between the well
		// and the centre, and between the well and the board's edge.
		a, z := b.Center(c), b.Center((c+1)%game.Cells)
		off = append(off, a.Lerp(z, 0.5), a.Lerp(mid, 0.5), mid.Add(a.Sub(mid).Scale((apothem-0.01)/ringR)))
		for k := range 16 {
			u := dir(float64(k) * math.Pi / 8)
			off = append(off, a.Add(u.Scale(wellR+0.002)))
			if got, ok := b.Pick(a.Add(u.Scale(wellR - 0.002))); !ok || got != c {
				t.Errorf("just inside the rim of cell %d, Pick = %d, %v", c, got, ok)
			}
		}
	}
	for colour := range 4 {
		off = append(off, b.hole(colour, 0), b.ReserveSlot(colour, 3))
	}
	for _, p := range off {
		if got, ok := b.Pick(p); ok {
			t.Errorf("Pick(%v) = %d, want no cell", p, got)
		}
	}
}

// TestRelations checks that the rules' relations between cells show on the
// board: c faces c+4 through the centre, neighbours are the nearest cells,
// all at one distance, and the numbers run clockwise from the top; levels
// rise straight up the screen by one thickness each, the same on every
// cell, so that a diam's two pawns stand at the same height.
func TestRelations(t *testing.T) {
	b := New(2)
	step := dist(b.Center(0), b.Center(1))
	for c := range game.Cells {
		p, o := b.Center(c), b.Center((c+4)%game.Cells)
		if m := p.Lerp(o, 0.5); dist(m, mid) > 1e-9 {
			t.Errorf("cells %d and %d: midpoint %v, not the centre", c, (c+4)%8, m)
		}
		next, prev := b.Center((c+1)%8), b.Center((c+7)%8)
		if math.Abs(dist(p, next)-step) > 1e-9 || math.Abs(dist(p, prev)-step) > 1e-9 {
			t.Errorf("cell %d: neighbours at %.4f and %.4f, want %.4f", c, dist(p, next), dist(p, prev), step)
		}
		for d := range game.Cells {
			if d != c && d != (c+1)%8 && d != (c+7)%8 && dist(p, b.Center(d)) <= step+1e-9 {
				t.Errorf("cell %d: cell %d is as near as a neighbour", c, d)
			}
		}
		// Clockwise on the screen (y down): the turn from c to c+1 round
		// the centre is positive.
		u, v := p.Sub(mid), next.Sub(mid)
		if u.X*v.Y-u.Y*v.X <= 0 {
			t.Errorf("cell %d to %d turns anticlockwise", c, (c+1)%8)
		}
		for l := 1; l <= game.MaxHeight; l++ {
			s := b.Slot(c, l)
			if want := p.Add(sprites.Point{Y: -float64(l) * b.Lift()}); dist(s, want) > 1e-12 {
				t.Errorf("Slot(%d, %d) = %v, want %v", c, l, s, want)
			}
			if so := b.Slot((c+4)%8, l); math.Abs((s.Y-p.Y)-(so.Y-o.Y)) > 1e-12 {
				t.Errorf("level %d stands at different heights on cells %d and %d", l, c, (c+4)%8)
			}
		}
	}
	if top := b.Center(0); top.Y >= b.Center(4).Y || math.Abs(top.X-0.5) > 1e-12 {
		t.Errorf("cell 0 at %v, want straight above the centre", top)
	}
	// Each pawn under the top one shows a band at least a third of its
	// radius high: enough for its colour and mark.
	if b.Lift() < b.PieceRadius()/3 {
		t.Errorf("lift %.4f: the bands are too thin for radius %.4f", b.Lift(), b.PieceRadius())
	}
}

// pawnShape is the drawing of a pawn, for overlap tests: its top face of
// radius r swept down by its thickness t.
type pawnShape struct {
	top  sprites.Point
	r, t float64
	name string
}

func (a pawnShape) overlaps(b pawnShape) bool {
	// Two swept discs on vertical segments overlap when the segments come
	// nearer than the sum of the radii.
	d := segDist(a.top, a.top.Add(sprites.Point{Y: a.t}), b.top, b.top.Add(sprites.Point{Y: b.t}))
	return d < a.r+b.r
}

// segDist returns the distance between two vertical segments.
func segDist(a0, a1, b0, b1 sprites.Point) float64 {
	dx := math.Abs(a0.X - b0.X)
	dy := math.Max(0, math.Max(b0.Y-a1.Y, a0.Y-b1.Y))
	return math.Hypot(dx, dy)
}

// stack returns the shape of a whole stack of h pawns on cell.
func stack(b *Board, cell, h int) pawnShape {
	return pawnShape{b.Slot(cell, h), pieceR, float64(h) * lift, fmt.Sprintf("stack of %d on cell %d", h, cell)}
}

// reservePawn returns the shape of pawn i of colour's reserve.
func reservePawn(b *Board, colour, i int) pawnShape {
	return pawnShape{b.ReserveSlot(colour, i), reserveR, b.ReserveLift(), fmt.Sprintf("reserve pawn %d of colour %d", i, colour)}
}

// inSquare reports whether a pawn's drawing lies in the unit square with a
// margin m.
func (a pawnShape) inSquare(m float64) bool {
	return a.top.X-a.r >= m && a.top.X+a.r <= 1-m && a.top.Y-a.r >= m && a.top.Y+a.t+a.r <= 1-m
}

// TestPlacementNeverOverlaps checks, for every height a stack can reach and
// every count a reserve can hold, that no two drawings overlap: stacks of
// different cells, a stack and another cell's well or number, reserve pawns,
// and a stack and a tray; and that everything stays in the square.
func TestPlacementNeverOverlaps(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		b := New(players)
		for c := range game.Cells {
			for h := 1; h <= game.MaxHeight; h++ {
				s := stack(b, c, h)
				if !s.inSquare(0.005) {
					t.Errorf("%s leaves the square", s.name)
				}
				// Within the stack, each pawn sits on the one below: the
				// face of level l is the bottom of level l+1.
				if h > 1 && math.Abs(b.Slot(c, h).Y+lift-b.Slot(c, h-1).Y) > 1e-12 {
					t.Errorf("%s: level %d does not sit on level %d", s.name, h, h-1)
				}
				for d := range game.Cells {
					if d == c {
						continue
					}
					for k := 1; k <= game.MaxHeight; k++ {
						if o := stack(b, d, k); s.overlaps(o) {
							t.Errorf("%s overlaps the %s", s.name, o.name)
						}
					}
					// Another cell's well (with its lip) and number plaque.
					well := pawnShape{b.Center(d), wellR + 0.008, 0, fmt.Sprintf("well %d", d)}
					if s.overlaps(well) {
						t.Errorf("%s hides %s", s.name, well.name)
					}
					plaque := pawnShape{labelAt(d), plaqueR, 0, fmt.Sprintf("number %d", d)}
					if s.overlaps(plaque) {
						t.Errorf("%s hides %s", s.name, plaque.name)
					}
				}
				// Its own number, under the well.
				if s.overlaps(pawnShape{labelAt(c), plaqueR, 0, ""}) {
					t.Errorf("%s hides its own number", s.name)
				}
				for colour := range 4 {
					first, last := b.tray(colour)
					for y := s.top.Y; y <= s.top.Y+s.t; y += 0.002 {
						if segmentDist(sprites.Point{X: s.top.X, Y: y}, first, last) < trayR+s.r {
							t.Errorf("%s overlaps the tray of colour %d", s.name, colour)
							break
						}
					}
				}
			}
		}
		for colour := range 4 {
			first, last := b.tray(colour)
			// The tray lies on the baize, off the board, in the square.
			for k := 0; k <= 20; k++ {
				p := first.Lerp(last, float64(k)/20)
				if boardDist(p) < trayR+0.008 {
					t.Errorf("%d players: the tray of colour %d comes within %.4f of the board", players, colour, boardDist(p)-trayR)
				}
				if p.X-trayR < 0.005 || p.X+trayR > 0.995 || p.Y-trayR < 0.005 || p.Y+trayR > 0.995 {
					t.Errorf("%d players: the tray of colour %d leaves the square at %v", players, colour, p)
				}
			}
			for n := 0; n <= 4; n++ { // a reserve of n pawns fills slots 0..n-1
				for i := range n {
					a := reservePawn(b, colour, i)
					if !a.inSquare(0.003) {
						t.Errorf("%d players: %s leaves the square", players, a.name)
					}
					if segmentDist(b.hole(colour, i), first, last) > 1e-9 || holeR+0.004 > trayR {
						t.Errorf("%d players: %s is not in its tray", players, a.name)
					}
					for j := range n {
						if j != i && a.overlaps(reservePawn(b, colour, j)) {
							t.Errorf("%d players, %d in reserve: %s overlaps pawn %d", players, n, a.name, j)
						}
					}
					for other := range 4 {
						if other == colour {
							continue
						}
						for j := range 4 {
							if o := reservePawn(b, other, j); a.overlaps(o) {
								t.Errorf("%d players: %s overlaps the %s", players, a.name, o.name)
							}
						}
					}
				}
			}
		}
	}
}

// TestReservesBySeat checks that the trays are grouped by the seat that
// owns them, as the rules give the colours to seats: one seat's colours on
// one side of the board, the other side's seats on the other, a corner per
// colour, and with four players the partners in opposite corners, the
// seats clockwise in turn order.
func TestReservesBySeat(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		b := New(players)
		s := game.New(players, false)
		corners := map[int]int{}
		for colour := range 4 {
			k := b.corner(colour)
			if prev, ok := corners[k]; ok {
				t.Errorf("%d players: colours %d and %d share a corner", players, prev, colour)
			}
			corners[k] = colour
			c := b.hole(colour, 0).Lerp(b.hole(colour, 3), 0.5)
			if got, ok := b.PickReserve(c); !ok || got != colour {
				t.Errorf("%d players: PickReserve(middle of tray %d) = %d, %v", players, colour, got, ok)
			}
			if players < 4 {
				// Seat 0 at the bottom, the other side at the top.
				if bottom := c.Y > 0.5; bottom != (s.Owner(colour) == 0) {
					t.Errorf("%d players: colour %d of seat %d in the wrong half", players, colour, s.Owner(colour))
				}
			}
		}
		if players == 4 {
			// Seats 0..3 clockwise from the bottom left: angles round the
			// centre increase by a quarter turn each.
			var prev float64
			for seat := range 4 {
				colour := -1
				for c := range 4 {
					if int(s.Owner(c)) == seat {
						colour = c
					}
				}
				u := b.hole(colour, 0).Lerp(b.hole(colour, 3), 0.5).Sub(mid)
				a := math.Atan2(u.Y, u.X)
				if seat > 0 {
					if turn := math.Mod(a-prev+4*math.Pi, 2*math.Pi); math.Abs(turn-math.Pi/2) > 1e-9 {
						t.Errorf("4 players: seat %d is %.0f° after seat %d, want 90° clockwise", seat, turn*180/math.Pi, seat-1)
					}
				}
				prev = a
			}
		}
	}
	for _, p := range []sprites.Point{mid, {X: 0.01, Y: 0.01}, New(2).Center(3)} {
		if c, ok := New(2).PickReserve(p); ok {
			t.Errorf("PickReserve(%v) = %d, want none", p, c)
		}
	}
}

// TestPickPawn checks that each pawn of a position is picked where it shows:
// the top one on its face, the others on their bands; and nothing off them.
func TestPickPawn(t *testing.T) {
	b := New(2)
	s := midGame(t)
	for c := range game.Cells {
		h := s.Height(c)
		for l := 1; l <= h; l++ {
			p := b.Slot(c, l).Add(sprites.Point{Y: pieceR + lift/2}) // the middle of its band
			if l == h {
				p = b.Slot(c, l)
			}
			if gc, gl, ok := b.PickPawn(p, s); !ok || gc != c || gl != l {
				t.Errorf("PickPawn at cell %d level %d = %d, %d, %v", c, l, gc, gl, ok)
			}
		}
		// Just above the stack's top face there is nothing.
		above := b.Center(c).Add(sprites.Point{Y: -float64(h)*lift - pieceR - 0.004})
		if gc, gl, ok := b.PickPawn(above, s); ok {
			t.Errorf("above the stack of cell %d, PickPawn = %d, %d", c, gc, gl)
		}
	}
	if gc, gl, ok := b.PickPawn(mid, s); ok {
		t.Errorf("PickPawn(centre) = %d, %d", gc, gl)
	}
}

// TestBadArgumentsPanic checks the panics on numbers out of range.
func TestBadArgumentsPanic(t *testing.T) {
	b := New(2)
	for name, f := range map[string]func(){
		"New(5)":           func() { New(5) },
		"Center(8)":        func() { b.Center(8) },
		"Center(-1)":       func() { b.Center(-1) },
		"Slot(0, 0)":       func() { b.Slot(0, 0) },
		"Slot(0, 5)":       func() { b.Slot(0, 5) },
		"ReserveSlot(4,0)": func() { b.ReserveSlot(4, 0) },
		"ReserveSlot(0,4)": func() { b.ReserveSlot(0, 4) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s did not panic", name)
				}
			}()
			f()
		}()
	}
	var zero Board
	if zero.Players() != 2 || zero.corner(game.Orange) != New(2).corner(game.Orange) {
		t.Errorf("the zero Board is not the two-player board")
	}
}
