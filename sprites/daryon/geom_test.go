package daryon_test

import (
	"fmt"
	"math"
	"testing"

	"tabula/rules/daryon"
	"tabula/sprites"
	board "tabula/sprites/daryon"
)

// unit is the side of an ordinary cell in board units, measured on the
// board itself (the width of the cell L1) so that the tests do not share
// the package's constants.
func unit(b *board.Board) float64 {
	poly := b.Outline(int(daryon.Loop[1]))
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range poly {
		lo, hi = math.Min(lo, p.X), math.Max(hi, p.X)
	}
	return hi - lo
}

func area(poly []sprites.Point) float64 {
	s := 0.0
	for i, p := range poly {
		q := poly[(i+1)%len(poly)]
		s += p.X*q.Y - q.X*p.Y
	}
	return math.Abs(s) / 2
}

// edgeDist returns the distance from p to the nearest side of poly.
func edgeDist(p sprites.Point, poly []sprites.Point) float64 {
	d := math.Inf(1)
	for i, a := range poly {
		b := poly[(i+1)%len(poly)]
		ab, ap := b.Sub(a), p.Sub(a)
		t := math.Max(0, math.Min(1, (ap.X*ab.X+ap.Y*ab.Y)/(ab.X*ab.X+ab.Y*ab.Y)))
		d = math.Min(d, p.Sub(a.Add(ab.Scale(t))).Len())
	}
	return d
}

// shared returns the length of the boundary two polygons have in common.
func shared(a, b []sprites.Point) float64 {
	const eps = 1e-9
	total := 0.0
	for i, a0 := range a {
		a1 := a[(i+1)%len(a)]
		d := a1.Sub(a0)
		l := d.Len()
		u := d.Scale(1 / l)
		for j, b0 := range b {
			b1 := b[(j+1)%len(b)]
			// Both ends of b's side on a's line?
			cross := func(p sprites.Point) float64 { q := p.Sub(a0); return q.X*u.Y - q.Y*u.X }
			if math.Abs(cross(b0)) > eps || math.Abs(cross(b1)) > eps {
				continue
			}
			t0 := (b0.Sub(a0).X*u.X + b0.Sub(a0).Y*u.Y)
			t1 := (b1.Sub(a0).X*u.X + b1.Sub(a0).Y*u.Y)
			lo, hi := math.Max(0, math.Min(t0, t1)), math.Min(l, math.Max(t0, t1))
			if hi > lo {
				total += hi - lo
			}
		}
	}
	return total
}

func TestCellsCount(t *testing.T) {
	b := board.New(4, false)
	if n := len(b.Cells()); n != daryon.LoopLen+12+1 {
		t.Fatalf("%d cells, want 32 loop + 12 corridor + the centre", n)
	}
	if b.Center(2*9+2).X != -1 || b.Outline(20) != nil || b.Outline(81) != nil || b.Outline(-1) != nil {
		t.Errorf("squares of the quadrants or numbers off the board have a shape")
	}
}

// TestCentersPickBack: every cell's centre is on the board, distinct from
// the others, and picks its own cell.
func TestCentersPickBack(t *testing.T) {
	b := board.New(4, false)
	u := unit(b)
	cells := b.Cells()
	for i, c := range cells {
		p := b.Center(c)
		if p.X <= 0 || p.X >= 1 || p.Y <= 0 || p.Y >= 1 {
			t.Errorf("cell %d: centre %v off the board", c, p)
		}
		if got, ok := b.Pick(p); !ok || got != c {
			t.Errorf("cell %d: Pick(Center) = %d, %v", c, got, ok)
		}
		for _, d := range cells[:i] {
			if dist := p.Sub(b.Center(d)).Len(); dist < 0.9*u {
				t.Errorf("cells %d and %d: centres %.3f apart", c, d, dist)
			}
		}
	}
}

// TestPickGaps: the frame, the quadrants and the outside pick nothing.
func TestPickGaps(t *testing.T) {
	b := board.New(4, false)
	u := unit(b)
	// The quadrants: the middle of each, and points beside the loop's inner
	// corners and beside the centre square.
	pts := []sprites.Point{{X: 0.26, Y: 0.26}, {X: 0.74, Y: 0.26}, {X: 0.26, Y: 0.74}, {X: 0.74, Y: 0.74}}
	l4 := b.Outline(int(daryon.Loop[4])) // bottom-left corner triangle
	in := b.Center(int(daryon.Loop[4]))
	pts = append(pts,
		sprites.Point{X: -0.1, Y: 0.5}, sprites.Point{X: 1.2, Y: 1.2}, sprites.Point{X: 0.5, Y: 1.001},
		sprites.Point{X: 0.01, Y: 0.5}, sprites.Point{X: 0.5, Y: 0.99}, sprites.Point{X: 0.99, Y: 0.3}, sprites.Point{X: 0.3, Y: 0.01},
		// just inside the loop's inner corner by the corner triangle's long side
		in.Add(sprites.Point{X: 0.9 * u, Y: -0.9 * u}),
	)
	if !sprites.InPolygon(in, l4) {
		t.Fatalf("the bottom-left corner's centre is not in L4")
	}
	for _, p := range pts {
		if c, ok := b.Pick(p); ok {
			t.Errorf("Pick(%v) = %d, want nothing", p, c)
		}
	}
	// Sweep the board: every picked point lies within its cell's reach, the
	// frame picks nothing, and each cell is picked on as much of the board
	// as its outline covers (to the sampling's precision).
	const n = 300
	const h = 1.0 / n
	var hits [81]int
	for i := range n {
		for j := range n {
			p := sprites.Point{X: (float64(i) + 0.5) * h, Y: (float64(j) + 0.5) * h}
			c, ok := b.Pick(p)
			if !ok {
				continue
			}
			hits[c]++
			if p.X < 0.03 || p.X > 0.97 || p.Y < 0.03 || p.Y > 0.97 {
				t.Fatalf("the frame point %v picks %d", p, c)
			}
			reach := 0.0 // the farthest corner of the cell from its centre
			for _, q := range b.Outline(c) {
				reach = math.Max(reach, q.Sub(b.Center(c)).Len())
			}
			if d := p.Sub(b.Center(c)).Len(); d > reach || reach > 2*u {
				t.Fatalf("%v picks %d, %.2f cells from its centre (reach %.2f)", p, c, d/u, reach/u)
			}
		}
	}
	for _, c := range b.Cells() {
		poly := b.Outline(c)
		perimeter := 0.0
		for i, p := range poly {
			perimeter += poly[(i+1)%len(poly)].Sub(p).Len()
		}
		got, want := float64(hits[c])*h*h, area(poly)
		if math.Abs(got-want) > math.Sqrt2*perimeter*h+4*h*h {
			t.Errorf("cell %d is picked on %.5f of the board, its outline covers %.5f", c, got, want)
		}
	}
}

// TestRelations: the drawing keeps the rules' adjacencies and shapes.
func TestRelations(t *testing.T) {
	b := board.New(4, false)
	u := unit(b)
	out := func(c daryon.Cell) []sprites.Point { return b.Outline(int(c)) }
	for i := range daryon.LoopLen {
		a := out(daryon.Loop[i])
		if l := shared(a, out(daryon.Loop[(i+1)%daryon.LoopLen])); l < 0.99*u {
			t.Errorf("L%d and L%d share %.2f of a cell's side", i, (i+1)%daryon.LoopLen, l/u)
		}
		for j := range daryon.LoopLen {
			if d := (j - i + daryon.LoopLen) % daryon.LoopLen; d > 1 && d < daryon.LoopLen-1 && shared(a, out(daryon.Loop[j])) > 1e-9 {
				t.Errorf("L%d and L%d are not neighbours but share a side", i, j)
			}
		}
		if daryon.IsCorner(i) {
			if len(a) != 3 {
				t.Errorf("corner L%d has %d sides", i, len(a))
			}
		}
	}
	homeArea := area(b.HomeOutline(daryon.South))
	for i, c := range daryon.Loop {
		if !daryon.IsCorner(i) {
			if a := area(out(daryon.Loop[i])); a > 1.6*u*u || a < 0.99*u*u {
				t.Errorf("L%d: area %.2f cells", i, a/(u*u))
			}
			continue
		}
		if a := area(out(c)); a < 1.3*homeArea {
			t.Errorf("corner L%d (%.2f cells) is not much bigger than a home (%.2f)", i, a/(u*u), homeArea/(u*u))
		}
	}
	total := 0.0
	for d := range daryon.Side(4) {
		h := b.HomeOutline(d)
		total += area(h)
		if len(h) != 3 {
			t.Errorf("home %c has %d sides", d.Letter(), len(h))
		}
		cor := daryon.Corridors[d]
		if l := shared(h, out(cor[0])); l < 0.99*u {
			t.Errorf("home %c and its corridor share %.2f", d.Letter(), l/u)
		}
		for k := range 2 {
			if l := shared(out(cor[k]), out(cor[k+1])); l < 0.99*u {
				t.Errorf("corridor %c: cells %d and %d share %.2f", d.Letter(), k, k+1, l/u)
			}
		}
		junction := daryon.Loop[d.Junction()]
		if l := shared(out(cor[2]), out(junction)); l < 0.99*u {
			t.Errorf("corridor %c does not reach its junction (%.2f)", d.Letter(), l/u)
		}
		for i, c := range daryon.Loop {
			for k, cc := range cor {
				if (c != junction || k != 2) && shared(out(cc), out(c)) > 1e-9 {
					t.Errorf("corridor %c cell %d touches L%d", d.Letter(), k, i)
				}
			}
		}
		// The side's home, corridor and junction lie on its side of the centre.
		dir := [4]sprites.Point{{X: 0, Y: 1}, {X: -1, Y: 0}, {X: 0, Y: -1}, {X: 1, Y: 0}}[d]
		centroid := sprites.Point{}
		for _, p := range h {
			centroid = centroid.Add(p.Scale(1.0 / 3))
		}
		prev := 0.0
		for k, p := range []sprites.Point{centroid, b.Center(int(cor[0])), b.Center(int(cor[1])), b.Center(int(cor[2])), b.Center(int(junction))} {
			off := p.Sub(sprites.Point{X: 0.5, Y: 0.5})
			along := off.X*dir.X + off.Y*dir.Y
			if across := off.X*dir.Y - off.Y*dir.X; math.Abs(across) > 1e-9 || along <= prev {
				t.Errorf("side %c: point %d of its path at %v is not further out on its axis", d.Letter(), k, p)
			}
			prev = along
		}
	}
	if sq := area(out(daryon.Centre)); math.Abs(total-sq) > 1e-12 {
		t.Errorf("the homes cover %.4f of the centre's %.4f", total, sq)
	}
	// The loop runs clockwise on the screen (y down: positive shoelace sum).
	s := 0.0
	for i := range daryon.LoopLen {
		p, q := b.Center(int(daryon.Loop[i])), b.Center(int(daryon.Loop[(i+1)%daryon.LoopLen]))
		s += p.X*q.Y - q.X*p.Y
	}
	if s <= 0 {
		t.Errorf("the loop runs anticlockwise on the screen")
	}
	// L0 is in the middle of the bottom side.
	if p := b.Center(int(daryon.Loop[0])); math.Abs(p.X-0.5) > 1e-9 || p.Y < 0.9 {
		t.Errorf("L0 at %v, want the middle of the bottom", p)
	}
}

// counts returns the numbers of pawns a cell can hold: any number on the
// safe cells (corners, and junctions with grey=on), one colour's three
// elsewhere. Every count up to MaxShare is tested on every loop cell anyway.
func counts(c int) int {
	if c == int(daryon.Centre) {
		return 0
	}
	for _, l := range daryon.Loop {
		if int(l) == c {
			return board.MaxShare
		}
	}
	return daryon.Pawns
}

// TestSlots: the pawns sharing a cell never overlap and stay inside it.
func TestSlots(t *testing.T) {
	b := board.New(4, false)
	u := unit(b)
	for _, c := range b.Cells() {
		poly := b.Outline(c)
		for n := 1; n <= counts(c); n++ {
			slots, r := b.Slots(c, n)
			name := fmt.Sprintf("cell %d, %d pawns", c, n)
			if len(slots) != n {
				t.Fatalf("%s: %d slots", name, len(slots))
			}
			if r > b.PieceRadius()+1e-12 || r < 0.1*u {
				t.Errorf("%s: radius %.3f cells", name, r/u)
			}
			if n == 1 && slots[0] != b.Center(c) {
				t.Errorf("%s: the lone pawn stands at %v, not the centre %v", name, slots[0], b.Center(c))
			}
			for i, p := range slots {
				if !sprites.InPolygon(p, poly) || edgeDist(p, poly) < r {
					t.Errorf("%s: slot %d at %v sticks out of the cell", name, i, p)
				}
				for j, q := range slots[:i] {
					if p.Sub(q).Len() < 2*r {
						t.Errorf("%s: slots %d and %d overlap", name, j, i)
					}
				}
			}
		}
		if s, _ := b.Slots(c, board.MaxShare+1); s != nil {
			t.Errorf("cell %d: slots for %d pawns", c, board.MaxShare+1)
		}
	}
	if s, _ := b.Slots(int(daryon.Centre), 1); s != nil {
		t.Errorf("the centre has cell slots; its pawns use HomeSlots")
	}
	for d := range daryon.Side(4) {
		slots, r := b.HomeSlots(d)
		poly := b.HomeOutline(d)
		if r < 0.2*u {
			t.Errorf("home %c: radius %.3f cells", d.Letter(), r/u)
		}
		for i, p := range slots {
			if got, ok := b.PickHome(p); !ok || got != d || edgeDist(p, poly) < r {
				t.Errorf("home %c: slot %d at %v is not inside it (%v %v)", d.Letter(), i, p, got, ok)
			}
			for j, q := range slots[:i] {
				if p.Sub(q).Len() < 2*r {
					t.Errorf("home %c: slots %d and %d overlap", d.Letter(), j, i)
				}
			}
		}
	}
}

// TestPlace: the start and a mid-game position put every pawn where the
// rules do, without overlaps.
func TestPlace(t *testing.T) {
	for _, tt := range []struct {
		players, steps int
		seed           uint64
	}{{2, 0, 1}, {3, 0, 1}, {4, 0, 1}, {4, 400, 219}, {3, 300, 5}, {2, 200, 8}} {
		s := midGame(t, tt.players, tt.steps, tt.seed)
		b := board.New(tt.players, false)
		placed := b.Place(s)
		if len(placed) != tt.players*daryon.Pawns {
			t.Fatalf("%d pawns placed", len(placed))
		}
		for i, p := range placed {
			name := fmt.Sprintf("%d players, step %d: seat %d pawn %c (t=%d)", tt.players, tt.steps, p.Seat, 'a'+p.Pawn, p.T)
			if p.T != s.Progress(p.Seat, p.Pawn) || p.Side != s.Side(p.Seat) {
				t.Errorf("%s: placed as side %c t=%d", name, p.Side.Letter(), p.T)
			}
			if p.T == daryon.TStart || p.T == daryon.THome {
				if d, ok := b.PickHome(p.At); !ok || d != p.Side {
					t.Errorf("%s: at %v, not in its home", name, p.At)
				}
			} else if c, ok := b.Pick(p.At); !ok || c != int(s.PawnCell(p.Seat, p.Pawn)) {
				t.Errorf("%s: at %v on cell %d, want %d", name, p.At, c, s.PawnCell(p.Seat, p.Pawn))
			}
			for _, q := range placed[:i] {
				if p.At.Sub(q.At).Len() < p.R+q.R {
					t.Errorf("%s overlaps seat %d pawn %c", name, q.Seat, 'a'+q.Pawn)
				}
			}
		}
	}
}
