package thayyam

import (
	"math"
	"testing"

	"tabula/rules"
	game "tabula/rules/thayyam"
	"tabula/sprites"
)

const eps = 1e-9

// circleIn reports whether the circle (c, r) lies inside r with a margin.
func circleIn(c sprites.Point, r float64, rect sprites.Rect, margin float64) bool {
	return c.X-r >= rect.Min.X+margin && c.X+r <= rect.Max.X-margin &&
		c.Y-r >= rect.Min.Y+margin && c.Y+r <= rect.Max.Y-margin
}

// overlap reports whether two slots overlap.
func overlap(a, b Slot) bool { return a.At.Sub(b.At).Len() < a.R+b.R-eps }

// circleMeetsRect reports whether the circle (c, r) touches the rectangle.
func circleMeetsRect(c sprites.Point, r float64, rect sprites.Rect) bool {
	dx := math.Max(math.Max(rect.Min.X-c.X, 0), c.X-rect.Max.X)
	dy := math.Max(math.Max(rect.Min.Y-c.Y, 0), c.Y-rect.Max.Y)
	return math.Hypot(dx, dy) < r
}

// surface is the wooden surface inside the rim, in board units.
var surface = sprites.Rect{Min: sprites.Point{X: frameW, Y: frameW}, Max: sprites.Point{X: 1 - frameW, Y: 1 - frameW}}

// grid is the 5 × 5 grid, in board units, and panel the inlaid frame around it.
var (
	grid  = sprites.Rect{Min: sprites.Point{X: gridMin, Y: gridMin}, Max: sprites.Point{X: gridMax, Y: gridMax}}
	panel = inset(grid, -panelPad)
)

func TestCentersPickBack(t *testing.T) {
	b := NewBoard(4)
	seen := map[sprites.Point]int{}
	for c := range game.NumCells {
		p := b.Center(c)
		if p.X <= 0 || p.X >= 1 || p.Y <= 0 || p.Y >= 1 {
			t.Errorf("cell %d: centre %v outside the board", c, p)
		}
		if got, ok := b.Pick(p); !ok || got != c {
			t.Errorf("Pick(Center(%d)) = %d, %v", c, got, ok)
		}
		if d, ok := seen[p]; ok {
			t.Errorf("cells %d and %d share the centre %v", d, c, p)
		}
		seen[p] = c
		// The whole square picks the cell, up to its edges.
		r := b.CellRect(c)
		for _, q := range []sprites.Point{
			r.Min.Add(sprites.Point{X: eps, Y: eps}),
			{X: r.Max.X - eps, Y: r.Min.Y + eps},
			r.Max.Sub(sprites.Point{X: eps, Y: eps}),
			{X: r.Min.X + eps, Y: r.Max.Y - eps},
		} {
			if got, ok := b.Pick(q); !ok || got != c {
				t.Errorf("cell %d: Pick(%v) inside its square = %d, %v", c, q, got, ok)
			}
		}
	}
}

func TestRowsRunUp(t *testing.T) {
	b := NewBoard(2)
	// The rules' y runs up: (2,0) is S's palace at the bottom, (2,4) N's at the top.
	if p := b.Center(game.Cell(2, 0)); p.Y < 0.7 || math.Abs(p.X-0.5) > eps {
		t.Errorf("(2,0) drawn at %v, want bottom middle", p)
	}
	if p := b.Center(game.Cell(0, 4)); p.X > 0.3 || p.Y > 0.3 {
		t.Errorf("(0,4) drawn at %v, want top left", p)
	}
}

func TestPickOffCells(t *testing.T) {
	b := NewBoard(4)
	off := []sprites.Point{
		{X: -0.1, Y: 0.5}, {X: 1.1, Y: 0.5}, {X: 0.5, Y: -0.01}, {X: 0.5, Y: 1}, {X: 2, Y: 2},
		{X: 0.01, Y: 0.01}, {X: 0.99, Y: 0.99}, // the rim's corners
		{X: 0.5, Y: 0.1}, {X: 0.5, Y: 0.9}, {X: 0.1, Y: 0.5}, {X: 0.9, Y: 0.5}, // the waiting channels
		{X: 0.1, Y: 0.1}, {X: 0.9, Y: 0.9}, // the out trays
		{X: gridMin - eps, Y: 0.5}, {X: gridMax, Y: 0.5}, {X: 0.5, Y: gridMin - eps}, {X: 0.5, Y: gridMax},
	}
	for _, p := range off {
		if c, ok := b.Pick(p); ok {
			t.Errorf("Pick(%v) = %d, want no cell", p, c)
		}
	}
	if _, ok := b.Pick(sprites.Point{X: gridMin, Y: gridMin}); !ok {
		t.Error("the grid's top-left corner picks nothing")
	}
}

func TestCellSlots(t *testing.T) {
	b := NewBoard(4)
	// Up to 16 units can share a marked cell (every piece of four players,
	// none of them twins); go beyond to be safe.
	for c := range game.NumCells {
		rect := b.CellRect(c)
		for n := 1; n <= 25; n++ {
			slots := b.CellSlots(c, n)
			if len(slots) != n {
				t.Fatalf("cell %d: %d slots for %d units", c, len(slots), n)
			}
			for i, s := range slots {
				if !circleIn(s.At, s.R, rect, lineW/2) {
					t.Errorf("cell %d, %d units: slot %d %+v leaves the cell %+v", c, n, i, s, rect)
				}
				if n <= 16 && s.R < 0.1*cellSize || s.R > loneR {
					t.Errorf("cell %d, %d units: slot %d radius %v out of [%v, %v]", c, n, i, s.R, 0.1*cellSize, loneR)
				}
				for j := range i {
					if overlap(s, slots[j]) {
						t.Errorf("cell %d, %d units: slots %d and %d overlap: %+v %+v", c, n, j, i, slots[j], s)
					}
				}
			}
		}
		if b.CellSlots(c, 0) != nil {
			t.Errorf("cell %d: slots for 0 units", c)
		}
	}
	if b.CellSlots(-1, 1) != nil || b.CellSlots(game.NumCells, 1) != nil {
		t.Error("slots for a cell out of range")
	}
	if got := b.CellSlots(7, 1)[0]; got.At != b.Center(7) || got.R != b.PieceRadius() {
		t.Errorf("a lone piece sits at %+v, want the centre at PieceRadius", got)
	}
}

func TestTraySlots(t *testing.T) {
	b := NewBoard(4)
	var all []Slot
	for seat := range game.Seat(4) {
		wait, out := b.WaitingArea(seat), b.OutArea(seat)
		for _, area := range []sprites.Rect{wait, out} {
			if area.Min.X < surface.Min.X || area.Max.X > surface.Max.X || area.Min.Y < surface.Min.Y || area.Max.Y > surface.Max.Y {
				t.Errorf("seat %v: area %+v leaves the surface", seat, area)
			}
			if rectsMeet(area, panel) {
				t.Errorf("seat %v: area %+v meets the grid's panel", seat, area)
			}
		}
		for i := range 4 {
			ws, os := b.WaitingSlot(seat, i), b.OutSlot(seat, i)
			if !circleIn(ws.At, ws.R, wait, 0) {
				t.Errorf("seat %v: waiting slot %d %+v leaves its channel %+v", seat, i, ws, wait)
			}
			if !circleIn(os.At, os.R, out, 0) {
				t.Errorf("seat %v: out slot %d %+v leaves its tray %+v", seat, i, os, out)
			}
			all = append(all, ws, os)
		}
	}
	for i, s := range all {
		if circleMeetsRect(s.At, s.R, grid) {
			t.Errorf("tray slot %+v meets the grid", s)
		}
		for j := range i {
			if overlap(s, all[j]) {
				t.Errorf("tray slots %+v and %+v overlap", all[j], s)
			}
		}
	}
	// The areas of different seats never meet.
	for a := range game.Seat(4) {
		for c := range game.Seat(4) {
			if a < c && (rectsMeet(b.WaitingArea(a), b.WaitingArea(c)) || rectsMeet(b.OutArea(a), b.OutArea(c))) ||
				rectsMeet(b.WaitingArea(a), b.OutArea(c)) {
				t.Errorf("seats %v and %v: trays meet", a, c)
			}
		}
	}
}

func rectsMeet(a, b sprites.Rect) bool {
	return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
}

func TestPickTrays(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		b := NewBoard(players)
		for seat := range game.Seat(4) {
			used := b.InPlay(seat)
			if got, ok := b.PickWaiting(b.WaitingSlot(seat, 2).At); ok != used || ok && got != seat {
				t.Errorf("%d players: PickWaiting on %v's cup = %v, %v", players, seat, got, ok)
			}
			if got, ok := b.PickOut(b.OutSlot(seat, 3).At); ok != used || ok && got != seat {
				t.Errorf("%d players: PickOut on %v's tray = %v, %v", players, seat, got, ok)
			}
			if _, ok := b.PickWaiting(b.OutSlot(seat, 0).At); ok {
				t.Errorf("%d players: an out tray picks a waiting channel", players)
			}
			if _, ok := b.PickWaiting(b.Center(game.Palace(seat))); ok {
				t.Errorf("%d players: a palace picks a waiting channel", players)
			}
		}
		for p := range players {
			if !b.InPlay(game.SeatOf(players, rules.Player(p))) {
				t.Errorf("%d players: player %d's seat is not in play", players, p)
			}
		}
	}
}

// TestRelations checks that the drawing agrees with the rules: the circuit
// runs over neighbouring squares, anticlockwise on the outer ring and
// clockwise on the inner one as seen on the screen; each seat's palace, cups
// and tray lie on its side, turned a quarter clockwise per seat; and the
// marked cells are the ones drawn differently.
func TestRelations(t *testing.T) {
	b := NewBoard(4)
	mid := sprites.Point{X: 0.5, Y: 0.5}
	for seat := range game.Seat(4) {
		var ring []sprites.Point
		for tt := range game.Centre + 1 {
			p := b.Center(game.CellOf(seat, tt))
			ring = append(ring, p)
			if tt == 0 {
				continue
			}
			d := p.Sub(ring[tt-1])
			if math.Abs(math.Abs(d.X)+math.Abs(d.Y)-cellSize) > eps || math.Abs(d.X) > eps && math.Abs(d.Y) > eps {
				t.Errorf("seat %v: t=%d is drawn %v from t=%d, not a neighbouring square", seat, tt, d, tt-1)
			}
		}
		// On the screen, y down, a positive shoelace sum is clockwise.
		if a := shoelace(ring[:16]); a >= 0 {
			t.Errorf("seat %v: the outer ring runs clockwise on the screen (%v)", seat, a)
		}
		if a := shoelace(ring[16:24]); a <= 0 {
			t.Errorf("seat %v: the inner ring runs anticlockwise on the screen (%v)", seat, a)
		}
		if ring[game.Centre] != mid {
			t.Errorf("seat %v: the centre is drawn at %v", seat, ring[game.Centre])
		}
		// The seat's side: S at the bottom, then a quarter clockwise per seat.
		side := turn(sprites.Point{X: 0.5, Y: 1}, seat).Sub(mid).Scale(2) // a unit vector
		along := func(p sprites.Point) float64 { return p.Sub(mid).X*side.X + p.Sub(mid).Y*side.Y }
		palace := b.Center(game.Palace(seat))
		wait, out := b.WaitingArea(seat).Center(), b.OutArea(seat).Center()
		if !(along(palace) > 0.2 && along(wait) > along(palace)) {
			t.Errorf("seat %v: palace %v and cups %v not on its side %v", seat, palace, wait, side)
		}
		if math.Abs(cross(palace.Sub(mid), wait.Sub(mid))) > eps {
			t.Errorf("seat %v: the cups %v are not beyond the palace %v", seat, wait, palace)
		}
		// Facing the centre from its side, the seat has its tray on its
		// right: for S at the bottom, the bottom-right corner.
		right := sprites.Point{X: -side.Y, Y: side.X}.Scale(-1)
		if along(out) < along(palace) || out.Sub(mid).X*right.X+out.Sub(mid).Y*right.Y <= 0.3 {
			t.Errorf("seat %v: the out tray %v is not in the corner on its right", seat, out)
		}
		if seat > 0 {
			prev := seat - 1
			if got, want := palace, turn(b.Center(game.Palace(prev)), 1); dist(got, want) > eps {
				t.Errorf("seat %v's palace %v is not %v's turned a quarter clockwise (%v)", seat, got, prev, want)
			}
			for i := range 4 {
				if got, want := b.WaitingSlot(seat, i).At, turn(b.WaitingSlot(prev, i).At, 1); dist(got, want) > eps {
					t.Errorf("seat %v: cup %d at %v, want %v", seat, i, got, want)
				}
				if got, want := b.OutSlot(seat, i).At, turn(b.OutSlot(prev, i).At, 1); dist(got, want) > eps {
					t.Errorf("seat %v: out cup %d at %v, want %v", seat, i, got, want)
				}
			}
		}
		// The cups run from the seat's left to its right.
		if d := b.WaitingSlot(seat, 3).At.Sub(b.WaitingSlot(seat, 0).At); d.X*right.X+d.Y*right.Y <= 0 {
			t.Errorf("seat %v: cups a..d run to its left", seat)
		}
	}
	for _, players := range []int{2, 3, 4} {
		b := NewBoard(players)
		for c := range game.NumCells {
			if got := b.CellColour(c) != cellColour; got != game.Marked(c) {
				t.Errorf("%d players: cell %d drawn marked: %v, marked by the rules: %v", players, c, got, game.Marked(c))
			}
		}
		for seat := range game.Seat(4) {
			// A palace in play is nearest its seat's colour.
			got := b.CellColour(game.Palace(seat))
			if !b.InPlay(seat) {
				if got != centreColour {
					t.Errorf("%d players: the unused palace of %v drawn %v", players, seat, got)
				}
				continue
			}
			best := game.Seat(-1)
			for s := range game.Seat(4) {
				if best < 0 || hueDist(got, sprites.RaceStyles[s].Fill) < hueDist(got, sprites.RaceStyles[best].Fill) {
					best = s
				}
			}
			if best != seat {
				t.Errorf("%d players: %v's palace %v looks like %v's colour", players, seat, got, best)
			}
		}
	}
}

func shoelace(pts []sprites.Point) float64 {
	a := 0.0
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		a += p.X*q.Y - q.X*p.Y
	}
	return a / 2
}

func cross(a, b sprites.Point) float64 { return a.X*b.Y - a.Y*b.X }

func dist(a, b sprites.Point) float64 { return a.Sub(b).Len() }

// hueDist compares colours after taking out the wood they are mixed with.
func hueDist(tint, fill interface{ RGBA() (r, g, b, a uint32) }) float64 {
	tr, tg, tb, _ := tint.RGBA()
	wr, wg, wb, _ := cellColour.RGBA()
	fr, fg, fb, _ := fill.RGBA()
	d := func(t, w, f uint32) float64 { return (float64(t)-float64(w))/palaceTint - (float64(f) - float64(w)) }
	return math.Hypot(math.Hypot(d(tr, wr, fr), d(tg, wg, fg)), d(tb, wb, fb))
}

// TestUnits checks where the pieces of real positions are drawn: on the
// cell the rules give, in the waiting cups or the out trays, twins as one
// unit, and no two units overlapping, along random games of every size.
func TestUnits(t *testing.T) {
	start, _ := game.New(4, true)
	b := NewBoard(4)
	for _, u := range b.Units(start) {
		if u.Place != game.Waiting || u.Slot != b.WaitingSlot(u.Seat, u.Piece) || u.Twin != -1 || u.Cell != -1 {
			t.Errorf("start: unit %+v, want waiting in its cup", u)
		}
	}
	if n := len(b.Units(start)); n != 16 {
		t.Errorf("start: %d units, want 16", n)
	}
	for _, players := range []int{2, 3, 4} {
		for seed := uint64(1); seed <= 6; seed++ {
			m, err := rules.NewMatch(game.Game, rules.Options{"players": string(rune('0' + players))}, seed)
			if err != nil {
				t.Fatal(err)
			}
			b := NewBoard(players)
			for step := 0; step < 3000 && m.State().ToMove() != rules.Over; step++ {
				if _, err := m.Play(busyAction(m)); err != nil {
					t.Fatal(err)
				}
				if step%7 == 0 {
					checkUnits(t, b, m.State().(*game.State))
				}
			}
		}
	}
}

// busyAction is a random action that ends a moving phase only when nothing
// else is legal, so that random games crowd the board.
func busyAction(m *rules.Match) rules.Action {
	s := m.State()
	if s.ToMove() == rules.Chance {
		return m.RandomAction()
	}
	legal := s.Legal(nil)
	if len(legal) > 1 {
		legal = legal[:len(legal)-1] // end is the largest action
	}
	return legal[m.Rand().IntN(len(legal))]
}

func checkUnits(t *testing.T, b *Board, s *game.State) {
	t.Helper()
	units := b.Units(s)
	pieces := 0
	for i, u := range units {
		pieces++
		if u.Twin >= 0 {
			pieces++
			if u.Twin <= u.Piece || s.Twin(u.Player, u.Twin) != u.Piece {
				t.Fatalf("%v\nunit %+v: bad twins", s, u)
			}
		}
		switch {
		case u.Place == game.Waiting:
			if u.Slot != b.WaitingSlot(u.Seat, u.Piece) {
				t.Fatalf("%v\nunit %+v: not in its waiting cup", s, u)
			}
		case u.Place == game.Out:
			if u.Slot != b.OutSlot(u.Seat, u.Piece) {
				t.Fatalf("%v\nunit %+v: not in its out cup", s, u)
			}
		default:
			if u.Cell != game.CellOf(u.Seat, u.Place) || !circleIn(u.At, u.R, b.CellRect(u.Cell), 0) {
				t.Fatalf("%v\nunit %+v: not on cell %d", s, u, game.CellOf(u.Seat, u.Place))
			}
		}
		if got := b.PieceSlot(s, u.Player, u.Piece); got != u.Slot {
			t.Fatalf("%v\nPieceSlot of %+v = %+v", s, u, got)
		}
		if u.Twin >= 0 {
			if got := b.PieceSlot(s, u.Player, u.Twin); got != u.Slot {
				t.Fatalf("%v\nPieceSlot of the twin of %+v = %+v", s, u, got)
			}
		}
		for j := range i {
			if overlap(u.Slot, units[j].Slot) {
				t.Fatalf("%v\nunits %+v and %+v overlap", s, units[j], u)
			}
		}
	}
	if pieces != 4*s.Players() {
		t.Fatalf("%v\n%d pieces drawn, want %d", s, pieces, 4*s.Players())
	}
}
