package diam

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	game "tabula/rules/diam"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// near reports whether c is within tol of want in each of red, green, blue.
func near(c, want color.RGBA, tol int) bool {
	d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
	return d(c.R, want.R) <= tol && d(c.G, want.G) <= tol && d(c.B, want.B) <= tol
}

// luma is the brightness of c, 0..255.
func luma(c color.RGBA) int { return (299*int(c.R) + 587*int(c.G) + 114*int(c.B)) / 1000 }

// pixel returns the pixel of img at the board point p, in the view v.
func pixel(img *image.RGBA, v sprites.View, p sprites.Point) color.RGBA {
	q := v.ToScreen(p)
	return img.RGBAAt(int(q.X), int(q.Y))
}

// TestBoardPixels draws the empty board at 480×480 and checks its colours
// at known points: the baize, the wood, the wells' floors, a diameter, the
// ring, a number's plaque, a tray.
func TestBoardPixels(t *testing.T) {
	b := New(2)
	const n = 480
	v := sprites.View{Size: n}
	img := render(t, n, func(dst *ebiten.Image, v sprites.View) { b.Draw(dst) })

	check := func(name string, p sprites.Point, want color.RGBA, tol int) {
		t.Helper()
		if got := pixel(img, v, p); !near(got, want, tol) {
			t.Errorf("%s at %v: %v, want about %v", name, p, got, want)
		}
	}
	check("baize left of the board", sprites.Point{X: 0.03, Y: 0.5}, sprites.Table, 8)
	check("baize in a corner", sprites.Point{X: 0.985, Y: 0.015}, sprites.Table, 8)
	for c := range game.Cells {
		check(fmt.Sprintf("floor of well %d", c), b.Center(c), sprites.Safe, 6)
		check(fmt.Sprintf("plaque of cell %d, beside the digit", c), labelAt(c).Add(sprites.Point{X: 0.75 * plaqueR}), sprites.WoodLight, 10)
	}

	// The wood: most points of a patch are the board's tone (a grain line
	// may cross a few).
	woody := 0
	for i := range 5 {
		for j := range 5 {
			if near(pixel(img, v, sprites.Point{X: 0.56 + 0.01*float64(i), Y: 0.62 + 0.01*float64(j)}), sprites.Wood, 6) {
				woody++
			}
		}
	}
	if woody < 18 {
		t.Errorf("only %d of 25 points of the board are its wood's colour", woody)
	}

	// The diameter from cell 0 to cell 4 runs straight down the middle: the
	// pixels on it are darker than the wood on either side, and inked.
	for _, y := range []float64{0.39, 0.42, 0.6} {
		on := sprites.Point{X: 0.5, Y: y}
		q := v.ToScreen(on)
		line := img.RGBAAt(int(q.X)-1, int(q.Y))
		if l := img.RGBAAt(int(q.X), int(q.Y)); luma(l) < luma(line) {
			line = l
		}
		left, right := pixel(img, v, on.Add(sprites.Point{X: -0.02})), pixel(img, v, on.Add(sprites.Point{X: 0.02}))
		if luma(line) > min(luma(left), luma(right))-15 {
			t.Errorf("diameter at y=%.2f: %v, not darker than the wood beside it (%v, %v)", y, line, left, right)
		}
		if line.R < line.B {
			t.Errorf("diameter at y=%.2f: %v is not the ink's brown", y, line)
		}
	}

	// The ring's groove, halfway between cells 1 and 2: darker than the
	// wood just inside it.
	groove := mid.Add(dir(-3 * 3.14159265 / 8).Scale(ringR))
	inside := mid.Add(dir(-3 * 3.14159265 / 8).Scale(ringR - 0.02))
	if g, w := pixel(img, v, groove), pixel(img, v, inside); luma(g) > luma(w)-25 {
		t.Errorf("the ring's groove %v is not darker than the wood %v", g, w)
	}

	// Each tray's wood, between its first two hollows; and a hollow's
	// floor, darker, off its faint mark.
	for colour := range 4 {
		a, z := b.hole(colour, 0), b.hole(colour, 1)
		check(fmt.Sprintf("tray of colour %d", colour), a.Lerp(z, 0.5), sprites.WoodDark, 10)
		floor := pixel(img, v, a.Add(sprites.Point{X: 0.7 * holeR}))
		if luma(floor) > luma(sprites.WoodDark)-20 {
			t.Errorf("hollow of colour %d: floor %v not darker than the tray", colour, floor)
		}
	}
}

// sideAt returns the board point in the middle of the band of the pawn at
// level l of cell c, at u (−1..1) across it: where a pawn under the top one
// shows.
func sideAt(b *Board, c, l int, u float64) sprites.Point {
	return b.Slot(c, l).Add(sprites.Point{X: u * pieceR, Y: pieceR*math.Sqrt(1-u*u) + lift/2})
}

// checkPieces checks every pawn of s in img: the colour (or the mark) of
// the top pawn at the centre of its face, of the others in the middle of
// their bands; an empty well's floor; the reserves, and the empty hollows.
func checkPieces(t *testing.T, img *image.RGBA, v sprites.View, b *Board, s *game.State) {
	t.Helper()
	for c := range game.Cells {
		h := s.Height(c)
		if h == 0 {
			if got := pixel(img, v, b.Center(c)); !near(got, sprites.Safe, 6) {
				t.Errorf("empty cell %d shows %v, want the well's floor %v", c, got, sprites.Safe)
			}
			continue
		}
		for l := 1; l <= h; l++ {
			st := sprites.DiamStyles[s.Pawn(c, l)]
			p, body := b.Slot(c, l), st.Fill
			if l < h {
				p, body = sideAt(b, c, l, 0), sideColour(st, 0)
			}
			if got := pixel(img, v, p); !near(got, body, 16) && !near(got, st.Sign, 16) {
				t.Errorf("cell %d level %d (%s): %v, want about %v or its mark %v", c, l, st.Name, got, body, st.Sign)
			}
		}
	}
	for colour := range 4 {
		st := sprites.DiamStyles[colour]
		for i := range 4 {
			got := pixel(img, v, b.ReserveSlot(colour, i))
			full := near(got, st.Fill, 16) || near(got, st.Sign, 16)
			if i < s.Reserve(colour) && !full {
				t.Errorf("reserve pawn %d of %s: %v, want about %v or %v", i, st.Name, got, st.Fill, st.Sign)
			}
			// An empty hollow shows its floor, off the faint mark.
			if hole := pixel(img, v, b.hole(colour, i).Add(sprites.Point{X: 0.6 * holeR, Y: 0.3 * holeR})); i >= s.Reserve(colour) && !near(hole, hollowFloor, 8) {
				t.Errorf("empty hollow %d of %s: %v, want its floor %v", i, st.Name, hole, hollowFloor)
			}
		}
	}
}

// hollowFloor is the colour of the floor of a tray's hollow.
var hollowFloor = sprites.Mix(sprites.WoodDark, sprites.Ink, 0.4)

// TestStartPixels draws the start position: every pawn in its tray, every
// well empty.
func TestStartPixels(t *testing.T) {
	for _, players := range []int{2, 4} {
		b := New(players)
		s := game.New(players, false)
		const n = 480
		img := render(t, n, func(dst *ebiten.Image, v sprites.View) { b.Draw(dst); b.DrawPieces(dst, v, s) })
		checkPieces(t, img, sprites.View{Size: n}, b, s)
	}
}

// TestMidGamePixels draws a position of the middle of a game, with stacks of
// every height, and checks every pawn and reserve.
func TestMidGamePixels(t *testing.T) {
	b := New(2)
	s := midGame(t)
	const n = 480
	img := render(t, n, func(dst *ebiten.Image, v sprites.View) { b.Draw(dst); b.DrawPieces(dst, v, s) })
	checkPieces(t, img, sprites.View{Size: n}, b, s)
	// The level under the top of the full stack on cell 0 is orange and
	// the one under it brown: told apart by colour, not only by mark.
	v := sprites.View{Size: n}
	o, br := pixel(img, v, sideAt(b, 0, 3, -0.6)), pixel(img, v, sideAt(b, 0, 2, -0.6))
	if luma(o) < luma(br)+40 {
		t.Errorf("the orange band %v is not clearly lighter than the brown one %v", o, br)
	}
}

// TestHighlight checks that HighlightCell rings the well it is given and no
// other, and that HighlightReserve outlines the tray.
func TestHighlight(t *testing.T) {
	b := New(2)
	const n = 480
	v := sprites.View{Size: n}
	img := render(t, n, func(dst *ebiten.Image, v sprites.View) {
		b.Draw(dst)
		b.HighlightCell(dst, v, 2)
		b.HighlightReserve(dst, v, game.Black)
	})
	rim := func(c int) sprites.Point { return b.Center(c).Add(sprites.Point{X: wellR + 0.002}) }
	if got := pixel(img, v, rim(2)); !near(got, sprites.Highlight, 24) {
		t.Errorf("the rim of the highlighted well: %v, want about %v", got, sprites.Highlight)
	}
	if got := pixel(img, v, rim(6)); near(got, sprites.Highlight, 40) {
		t.Errorf("the rim of well 6 is highlighted: %v", got)
	}
	first, last := b.tray(game.Black)
	edge := first.Lerp(last, 0.5).Add(cornerDir(b.corner(game.Black)).Scale(trayR + 0.004))
	if got := pixel(img, v, edge); !near(got, sprites.Highlight, 24) {
		t.Errorf("the edge of the highlighted tray: %v, want about %v", got, sprites.Highlight)
	}
}

// TestDrawPiece checks one pawn drawn freely, as an animation does: its
// face at the given point, squashed or not, its side below it, and nothing
// for a radius under a pixel.
func TestDrawPiece(t *testing.T) {
	img := spritestest.Render(t, 200, 200, func(dst *ebiten.Image) {
		dst.Fill(sprites.Table)
		DrawPiece(dst, sprites.Point{X: 50, Y: 60}, 30, game.Orange, 1)
		DrawPiece(dst, sprites.Point{X: 140, Y: 60}, 30, game.Brown, 1.3)
		DrawPiece(dst, sprites.Point{X: 100, Y: 160}, 0.4, game.Red, 1)
	})
	orange, brown := sprites.DiamStyles[game.Orange], sprites.DiamStyles[game.Brown]
	tests := []struct {
		name string
		x, y int
		want color.RGBA
	}{
		{"orange face beside its mark", 50 + 19, 60 + 6, orange.Fill},
		{"orange side", 50 + 4, 60 + 30 + 6, sideColour(orange, 4.0/30)},
		{"brown face, wider when squashed", 140 + 32, 60, brown.Fill},
		{"baize beyond the orange pawn", 50 + 36, 60, sprites.Table},
		{"nothing for a tiny radius", 100, 160, sprites.Table},
	}
	for _, tt := range tests {
		if got := img.RGBAAt(tt.x, tt.y); !near(got, tt.want, 20) {
			t.Errorf("%s: pixel (%d,%d) = %v, want about %v", tt.name, tt.x, tt.y, got, tt.want)
		}
	}
}

// TestSizes draws the board at the smallest and a large size, and into a
// sub-image, and checks that it scales: the wells' floors where Center
// says, the baize outside.
func TestSizes(t *testing.T) {
	b := New(3)
	for _, n := range []int{300, 1100} {
		v := sprites.View{Size: float64(n)}
		img := render(t, n, func(dst *ebiten.Image, v sprites.View) { b.Draw(dst) })
		for _, c := range []int{0, 3, 6} {
			if got := pixel(img, v, b.Center(c)); !near(got, sprites.Safe, 6) {
				t.Errorf("%d px: well %d shows %v", n, c, got)
			}
		}
		if got := pixel(img, v, sprites.Point{X: 0.03, Y: 0.5}); !near(got, sprites.Table, 8) {
			t.Errorf("%d px: baize shows %v", n, got)
		}
	}
	// A sub-image of a wider image, as a screen might draw into: the board
	// fills the largest centred square of it.
	img := spritestest.Render(t, 700, 500, func(dst *ebiten.Image) {
		dst.Fill(color.White)
		b.Draw(dst.SubImage(image.Rect(100, 50, 700, 450)).(*ebiten.Image))
	})
	v := sprites.Fit(sprites.Rect{Min: sprites.Point{X: 100, Y: 50}, Max: sprites.Point{X: 700, Y: 450}})
	for c := range game.Cells {
		if got := pixel(img, v, b.Center(c)); !near(got, sprites.Safe, 6) {
			t.Errorf("in a sub-image: well %d shows %v", c, got)
		}
	}
	if got := img.RGBAAt(50, 250); got != (color.RGBA{0xff, 0xff, 0xff, 0xff}) {
		t.Errorf("outside the sub-image: %v, want white", got)
	}
	if got := img.RGBAAt(int(v.Origin.X)+3, 250); !near(got, sprites.Table, 8) {
		t.Errorf("the sub-image's edge: %v, want the baize", got)
	}
}
