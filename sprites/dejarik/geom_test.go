package dejarik

import (
	"math"
	"testing"

	"tabula/rules"
	game "tabula/rules/dejarik"
	"tabula/sprites"
)

// midGame is a position from the start, both sides having lost a pawn,
// with pawns on the centre, both rings and in both trays.
var midGame = []string{
	"O1-I1", "O7-C", "O5-I4", "O10-I10", "I2-O2", "O6-I4", "I1-O1",
	"C-O5", "O0-C", "I10-O10", "O2-I3", "O10-I9", "O1-I11", "O5-I4",
}

// play returns the state after moves from the start.
func play(t *testing.T, moves []string) *game.State {
	t.Helper()
	s := game.New()
	for _, m := range moves {
		a, err := s.ParseAction(m)
		if err == nil {
			_, err = s.Apply(a, nil)
		}
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return s
}

func dist(p, q sprites.Point) float64 { return p.Sub(q).Len() }

// TestCentersPickTheirCell checks every cell's centre: inside the board,
// picked as that cell, distinct from the others' and with room for a pawn
// inside the cell's shape.
func TestCentersPickTheirCell(t *testing.T) {
	b := New()
	for c := range game.NumCells {
		p := b.Center(c)
		if p.X < 0 || p.X > 1 || p.Y < 0 || p.Y > 1 || dist(p, mid) >= playR {
			t.Errorf("Center(%v) = %v, off the playing disc", game.Cell(c), p)
		}
		if got, ok := b.Pick(p); !ok || got != c {
			t.Errorf("Pick(Center(%v)) = %v, %v", game.Cell(c), game.Cell(got), ok)
		}
		// Every point of a pawn standing on the cell picks the cell.
		for k := range 36 {
			a := float64(k) * math.Pi / 18
			q := p.Add(sprites.Point{X: math.Cos(a), Y: math.Sin(a)}.Scale(b.PieceRadius()))
			if got, ok := b.Pick(q); !ok || got != c {
				t.Errorf("a pawn on %v reaches %v at %v", game.Cell(c), game.Cell(got), q)
				break
			}
		}
		for d := range c {
			if dist(p, b.Center(d)) < 2*b.PieceRadius() {
				t.Errorf("pawns on %v and %v overlap", game.Cell(c), game.Cell(d))
			}
		}
	}
}

// TestPickOffTheCells checks the places that are no cell: the rim, the
// plank, the trays and outside the square.
func TestPickOffTheCells(t *testing.T) {
	b := New()
	var pts []sprites.Point
	for k := range 48 {
		a := float64(k) * 7.5
		pts = append(pts, polar(playR+0.001, a), polar((playR+rimR)/2, a), polar(rimR+0.005, a), polar(0.8, a))
	}
	pts = append(pts,
		sprites.Point{X: 0.02, Y: 0.98}, sprites.Point{X: 0.98, Y: 0.02}, // empty corners
		sprites.Point{X: -0.1, Y: 0.5}, sprites.Point{X: 0.5, Y: 1.2}, sprites.Point{X: -1, Y: -1},
	)
	for _, p := range []rules.Player{game.White, game.Black} {
		for k := range game.Pawns {
			pts = append(pts, b.LostSlot(p, k))
		}
	}
	for _, p := range pts {
		if c, ok := b.Pick(p); ok || c != -1 {
			t.Errorf("Pick(%v) = %v, %v; want nothing", p, c, ok)
		}
	}
}

// TestPickMatchesShapes checks Pick against the cells' outlines (polygons
// built apart from Pick's polar test) on a fine grid of points away from
// the lines: this catches a wrong spoke offset, a reversed angle or a
// swapped ring.
func TestPickMatchesShapes(t *testing.T) {
	b := New()
	polys := make([][]sprites.Point, game.NumCells)
	for _, c := range b.Cells() {
		polys[c] = b.Outline(c)
	}
	if len(polys) != len(b.Cells()) {
		t.Fatalf("%d cells, want %d", len(b.Cells()), len(polys))
	}
	const n = 150
	checked := 0
	for i := range n {
		for j := range n {
			p := sprites.Point{X: (float64(i) + 0.5) / n, Y: (float64(j) + 0.5) / n}
			if nearLine(p, 0.002) {
				continue
			}
			want := -1
			for c, poly := range polys {
				if sprites.InPolygon(p, poly) {
					if want >= 0 {
						t.Fatalf("%v lies in the shapes of %v and %v", p, game.Cell(want), game.Cell(c))
					}
					want = c
				}
			}
			got, ok := b.Pick(p)
			if got != want || ok != (want >= 0) {
				t.Errorf("Pick(%v) = %v, %v; the shapes say %d", p, got, ok, want)
			}
			checked++
		}
	}
	if checked < n*n/2 {
		t.Errorf("only %d points checked", checked)
	}
}

// nearLine reports whether p is within eps of a ring's circle or a spoke.
func nearLine(p sprites.Point, eps float64) bool {
	d := p.Sub(mid)
	r := d.Len()
	for _, rr := range []float64{centreR, innerR, playR} {
		if math.Abs(r-rr) < eps {
			return true
		}
	}
	if r < centreR || r > playR {
		return false
	}
	for k := range 12 {
		s, c := math.Sincos(float64(k) * math.Pi / 6)
		// The distance to the line through the centre at angle k·30°
		// (y down: the direction is (cos, -sin)).
		if math.Abs(d.X*s+d.Y*c) < eps {
			return true
		}
	}
	return false
}

// TestRelations checks that the drawing shows the relations of the rules:
// O0..O3 at the bottom, index growing counter-clockwise on the screen, I_i
// in front of O_i on one spoke, X_{i±1} beside X_i across one line, and the
// centre touching every inner cell.
func TestRelations(t *testing.T) {
	b := New()
	for i := range 4 {
		if p := b.Center(int(game.Outer(i))); p.Y <= 0.5+playR/2 {
			t.Errorf("O%d at %v is not at the bottom", i, p)
		}
	}
	if p, q := b.Center(int(game.O0)), b.Center(int(game.O3)); p.X >= q.X {
		t.Errorf("O0 at %v is not left of O3 at %v: the index must grow counter-clockwise", p, q)
	}
	if p := b.Center(int(game.O6)); p.X <= 0.5 || p.Y >= 0.5 {
		t.Errorf("O6 at %v is not top right (45°)", p)
	}
	for i := range game.Ring {
		in, out := b.Center(int(game.Inner(i))), b.Center(int(game.Outer(i)))
		a := float64(game.Angle(i)) * math.Pi / 180
		for _, p := range []sprites.Point{in, out} {
			d := p.Sub(mid)
			if got := math.Atan2(-d.Y, d.X); math.Abs(math.Remainder(got-a, 2*math.Pi)) > 1e-9 {
				t.Errorf("spoke %d: %v at %.1f°, want %d°", i, p, got*180/math.Pi, game.Angle(i))
			}
		}
		if dist(in, mid) >= dist(out, mid) {
			t.Errorf("I%d is not in front of O%d", i, i)
		}
		// Walking from I_i to O_i crosses only those two cells; walking
		// from X_i to X_{i+1} along the ring, only those two.
		walk(t, b, in, out, int(game.Inner(i)), int(game.Outer(i)))
		for _, ring := range []func(int) game.Cell{game.Inner, game.Outer} {
			r := dist(b.Center(int(ring(i))), mid)
			a0, a1 := float64(game.Angle(i)), float64(game.Angle(i))+30
			for k := 0; k <= 60; k++ {
				p := polar(r, a0+(a1-a0)*float64(k)/60)
				c, _ := b.Pick(p)
				if c != int(ring(i)) && c != int(ring(i+1)) {
					t.Errorf("between %v and %v lies %v at %v", ring(i), ring(i+1), game.Cell(c), p)
				}
			}
		}
		// The centre touches I_i: just across the centre's circle on the
		// spoke's angle.
		if c, _ := b.Pick(polar(centreR+0.001, float64(game.Angle(i)))); c != int(game.Inner(i)) {
			t.Errorf("the centre does not touch I%d (found %v)", i, game.Cell(c))
		}
		if c, _ := b.Pick(polar(centreR-0.001, float64(game.Angle(i)))); c != int(game.C) {
			t.Errorf("I%d does not touch the centre (found %v)", i, game.Cell(c))
		}
	}
}

// walk checks that every point of the segment pq picks cell a or b.
func walk(t *testing.T, bd *Board, p, q sprites.Point, a, b int) {
	t.Helper()
	for k := 0; k <= 50; k++ {
		c, ok := bd.Pick(p.Lerp(q, float64(k)/50))
		if !ok || (c != a && c != b) {
			t.Errorf("from %v to %v lies %v", game.Cell(a), game.Cell(b), game.Cell(c))
			return
		}
	}
}

// TestLostSlots checks the trays: for every number of lost pawns that can
// occur (0..4 per side, a set-up position may have none left), the slots
// in use lie in their tray, inside the square, off the board and apart
// from each other and from the other side's.
func TestLostSlots(t *testing.T) {
	b := New()
	r := b.LostRadius()
	for n := 0; n <= game.Pawns; n++ {
		var all []sprites.Point
		for _, p := range []rules.Player{game.White, game.Black} {
			tray := trayOutline(p)
			for k := range n {
				q := b.LostSlot(p, k)
				all = append(all, q)
				if q.X-r < trayInset || q.Y-r < trayInset || q.X+r > 1-trayInset || q.Y+r > 1-trayInset {
					t.Errorf("lost pawn %d of %d of player %d at %v leaves the tray's square", k, n, p, q)
				}
				if dist(q, mid)-r < trayR {
					t.Errorf("lost pawn %d of player %d at %v reaches the board", k, p, q)
				}
				for a := range 24 {
					e := q.Add(sprites.Point{X: math.Cos(float64(a) * math.Pi / 12), Y: math.Sin(float64(a) * math.Pi / 12)}.Scale(r))
					if !sprites.InPolygon(e, tray) {
						t.Errorf("lost pawn %d of player %d at %v sticks out of its tray at %v", k, p, q, e)
						break
					}
				}
			}
		}
		for i := range all {
			for j := range i {
				if d := dist(all[i], all[j]); d < 2*r {
					t.Errorf("%d lost each: slots %v and %v overlap (%.3f apart)", n, all[i], all[j], d)
				}
			}
		}
	}
	// White's tray is the bottom-right corner, Black's the top-left one.
	if p := b.LostSlot(game.White, 0); p.X < 0.5 || p.Y < 0.5 {
		t.Errorf("White's first lost pawn at %v is not bottom right", p)
	}
	if p := b.LostSlot(game.Black, 0); p.X > 0.5 || p.Y > 0.5 {
		t.Errorf("Black's first lost pawn at %v is not top left", p)
	}
}

// TestBadCellPanics checks that Center refuses a number that is no cell.
func TestBadCellPanics(t *testing.T) {
	for _, c := range []int{-1, game.NumCells} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Center(%d) did not panic", c)
				}
			}()
			New().Center(c)
		}()
	}
}
