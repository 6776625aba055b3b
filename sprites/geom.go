package sprites

import "math"

// Point is a position in board units or in pixels, depending on its use.
type Point struct{ X, Y float64 }

// Add returns p + q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p − q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Scale returns p scaled by k.
func (p Point) Scale(k float64) Point { return Point{p.X * k, p.Y * k} }

// Len returns the distance of p from the origin.
func (p Point) Len() float64 { return math.Hypot(p.X, p.Y) }

// Lerp returns the point at fraction t of the way from p to q.
func (p Point) Lerp(q Point, t float64) Point {
	return Point{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t}
}

// Rect is an axis-aligned rectangle, Min inclusive and Max exclusive.
type Rect struct{ Min, Max Point }

// W returns the width of r.
func (r Rect) W() float64 { return r.Max.X - r.Min.X }

// H returns the height of r.
func (r Rect) H() float64 { return r.Max.Y - r.Min.Y }

// Center returns the centre of r.
func (r Rect) Center() Point { return r.Min.Lerp(r.Max, 0.5) }

// Contains reports whether p lies in r.
func (r Rect) Contains(p Point) bool {
	return p.X >= r.Min.X && p.X < r.Max.X && p.Y >= r.Min.Y && p.Y < r.Max.Y
}

// InPolygon reports whether p lies inside the polygon (even-odd rule); a
// point on an edge may count either way.
func InPolygon(p Point, poly []Point) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

// View maps board units to pixels: the board's unit square is drawn as the
// largest square that fits in a screen rectangle, centred in it.
type View struct {
	Origin Point   // the pixel position of board point (0, 0)
	Size   float64 // the side of the board in pixels
}

// Fit returns the view that draws the board as large as fits in r, centred.
func Fit(r Rect) View {
	side := math.Max(0, math.Min(r.W(), r.H()))
	c := r.Center()
	return View{Origin: Point{c.X - side/2, c.Y - side/2}, Size: side}
}

// ToScreen converts a board point to pixels.
func (v View) ToScreen(p Point) Point { return v.Origin.Add(p.Scale(v.Size)) }

// ToBoard converts a pixel position to board units. A view of size 0 (a
// window too small to show the board) maps everything to (-1, -1), outside
// every board.
func (v View) ToBoard(p Point) Point {
	if v.Size <= 0 {
		return Point{-1, -1}
	}
	return p.Sub(v.Origin).Scale(1 / v.Size)
}

// Translate returns r moved by dx, dy.
func (r Rect) Translate(dx, dy float64) Rect {
	d := Point{X: dx, Y: dy}
	return Rect{Min: r.Min.Add(d), Max: r.Max.Add(d)}
}
