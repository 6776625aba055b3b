package sprites

import (
	"math"
	"testing"
)

func TestInPolygon(t *testing.T) {
	square := []Point{{0, 0}, {1, 0}, {1, 1}, {0, 1}}
	triangle := []Point{{0, 0}, {1, 0}, {0, 1}}
	tests := []struct {
		poly []Point
		p    Point
		want bool
	}{
		{square, Point{0.5, 0.5}, true},
		{square, Point{1.5, 0.5}, false},
		{square, Point{-0.01, 0.5}, false},
		{triangle, Point{0.2, 0.2}, true},
		{triangle, Point{0.6, 0.6}, false},
	}
	for _, tt := range tests {
		if got := InPolygon(tt.p, tt.poly); got != tt.want {
			t.Errorf("InPolygon(%v, %v) = %v", tt.p, tt.poly, got)
		}
	}
}

func TestViewRoundTrip(t *testing.T) {
	tests := []struct {
		r        Rect
		wantSize float64
		origin   Point
	}{
		{Rect{Point{0, 0}, Point{800, 600}}, 600, Point{100, 0}},   // landscape
		{Rect{Point{0, 0}, Point{390, 844}}, 390, Point{0, 227}},   // a phone upright
		{Rect{Point{10, 20}, Point{110, 120}}, 100, Point{10, 20}}, // offset square
		{Rect{Point{0, 0}, Point{1, 1}}, 1, Point{0, 0}},           // a 1×1 window
	}
	for _, tt := range tests {
		v := Fit(tt.r)
		if v.Size != tt.wantSize || v.Origin != tt.origin {
			t.Errorf("Fit(%v) = %+v, want size %v origin %v", tt.r, v, tt.wantSize, tt.origin)
		}
		for _, p := range []Point{{0, 0}, {1, 1}, {0.25, 0.75}} {
			q := v.ToBoard(v.ToScreen(p))
			if math.Abs(q.X-p.X) > 1e-12 || math.Abs(q.Y-p.Y) > 1e-12 {
				t.Errorf("%v: %v -> %v", tt.r, p, q)
			}
		}
	}
}

func TestEmptyViewPicksNothing(t *testing.T) {
	v := Fit(Rect{Point{0, 0}, Point{0, 500}})
	if p := v.ToBoard(Point{0, 0}); p.X >= 0 || p.Y >= 0 {
		t.Errorf("a view of size 0 maps to %v, inside the board", p)
	}
}
