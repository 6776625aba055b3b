package sprites_test

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
	"tabula/sprites/spritestest"
)

func TestMain(m *testing.M) { spritestest.Main(m) }

// TestPawnPixels draws a pawn and checks real pixels: the body's colour at
// the centre's side, the mark at the centre, the table colour far away.
func TestPawnPixels(t *testing.T) {
	st := sprites.DiamStyles[0] // red, with a dot
	img := spritestest.Render(t, 100, 100, func(dst *ebiten.Image) {
		dst.Fill(sprites.Table)
		sprites.Pawn(dst, sprites.Point{X: 50, Y: 50}, 30, st, 1)
	})
	near := func(c color.RGBA, want color.RGBA) bool {
		d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
		return d(c.R, want.R) < 24 && d(c.G, want.G) < 24 && d(c.B, want.B) < 24
	}
	tests := []struct {
		name string
		x, y int
		want color.RGBA
	}{
		{"mark at the centre", 50, 50, st.Sign},
		{"body right of the mark", 65, 55, st.Fill},
		{"table in the corner", 2, 2, sprites.Table},
	}
	for _, tt := range tests {
		if got := img.RGBAAt(tt.x, tt.y); !near(got, tt.want) {
			t.Errorf("%s: pixel (%d,%d) = %v, want about %v", tt.name, tt.x, tt.y, got, tt.want)
		}
	}
}

// TestBakedRedrawsOnlyOnResize counts the drawings of a Baked image.
func TestBakedRedrawsOnlyOnResize(t *testing.T) {
	var b sprites.Baked
	draws := 0
	draw := func(*ebiten.Image) { draws++ }
	spritestest.Render(t, 1, 1, func(*ebiten.Image) {
		b.Image(10, 10, draw)
		b.Image(10, 10, draw)
		b.Image(20, 10, draw)
		if img := b.Image(0, -5, draw); img.Bounds().Dx() != 1 || img.Bounds().Dy() != 1 {
			t.Errorf("a 0×-5 request gave %v, want 1×1", img.Bounds())
		}
	})
	if draws != 3 {
		t.Errorf("%d drawings, want 3 (first size, new size, the 1×1 floor)", draws)
	}
}

// TestThickRingIsWhole draws a thick ring and checks its colour all round:
// vector.StrokeCircle leaves a gap near angle 0 in Ebitengine v2.10.4.
func TestThickRingIsWhole(t *testing.T) {
	img := spritestest.Render(t, 64, 64, func(dst *ebiten.Image) {
		dst.Fill(color.Black)
		sprites.Ring(dst, sprites.Point{X: 32, Y: 32}, 11.8, 5.4, color.White)
	})
	for deg := 0; deg < 360; deg += 3 {
		a := float64(deg) * math.Pi / 180
		x, y := 32+11.8*math.Cos(a), 32+11.8*math.Sin(a)
		if c := img.RGBAAt(int(math.Round(x)), int(math.Round(y))); c.R < 160 {
			t.Errorf("ring at %d° (%.0f,%.0f) = %v, want white", deg, x, y, c)
		}
	}
	if c := img.RGBAAt(32, 32); c.R > 20 {
		t.Errorf("the ring's hole is filled: %v", c)
	}
}

// TestPawnHighlightOnBlack checks that the highlight of a black pawn is a
// soft tint, not an opaque white blot.
func TestPawnHighlightOnBlack(t *testing.T) {
	st := sprites.DejarikStyles[1]
	img := spritestest.Render(t, 100, 100, func(dst *ebiten.Image) {
		dst.Fill(sprites.Table)
		sprites.Pawn(dst, sprites.Point{X: 50, Y: 50}, 30, st, 1)
	})
	// The highlight is an ellipse centred at (41.6, 40.4), 8.4 by 6 pixels;
	// (38, 44) lies in it and clear of the cross mark along the diagonals.
	if c := img.RGBAAt(38, 44); c.R > 140 || c.R < st.Fill.R+10 {
		t.Errorf("highlight pixel %v: an opaque blot, want a tint of the body %v", c, st.Fill)
	}
}

// TestDrawLabels draws two labels on light wood and checks real pixels:
// the ink backing beside the text, light text inside, the wood just
// beyond the pill, and the text size capped by the board's size.
func TestDrawLabels(t *testing.T) {
	v := sprites.View{Size: 1000} // the image shows the top-left corner
	labels := []sprites.Label{{At: sprites.Point{X: 0.06, Y: 0.05}, Text: "23"}, {At: sprites.Point{X: 0.15, Y: 0.05}, Text: "c1"}}
	const size = 20
	img := spritestest.Render(t, 200, 100, func(dst *ebiten.Image) {
		dst.Fill(sprites.WoodLight)
		sprites.DrawLabels(dst, v, labels, size, 0)
	})
	ink := func(a uint8) color.RGBA {
		f := func(x, y uint8) uint8 { return uint8((int(x)*(255-int(a)) + int(y)*int(a)) / 255) }
		w, k := sprites.WoodLight, sprites.Ink
		return color.RGBA{f(w.R, k.R), f(w.G, k.G), f(w.B, k.B), 0xff}
	}(0xd8)
	near := func(c, want color.RGBA, tol int) bool {
		d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
		return d(c.R, want.R) < tol && d(c.G, want.G) < tol && d(c.B, want.B) < tol
	}
	for _, l := range labels {
		r := sprites.LabelBounds(v, l, size)
		c := r.Center()
		tw := sprites.TextWidth(l.Text, size, true)
		if got := img.RGBAAt(int(c.X-tw/2-0.2*size), int(c.Y)); !near(got, ink, 12) {
			t.Errorf("%q: the backing left of the text is %v, want ink over wood %v", l.Text, got, ink)
		}
		if got := img.RGBAAt(int(r.Max.X)+2, int(c.Y)); !near(got, sprites.WoodLight, 4) {
			t.Errorf("%q: the wood right of the label is %v", l.Text, got)
		}
		light := 0
		for x := int(c.X - tw/2); x < int(c.X+tw/2); x++ {
			for y := int(c.Y - size/2); y < int(c.Y+size/2); y++ {
				if near(img.RGBAAt(x, y), sprites.Paper, 40) {
					light++
				}
			}
		}
		if light < size {
			t.Errorf("%q: %d light pixels of text, want at least %d", l.Text, light, size)
		}
	}
	small := sprites.View{Size: 200}
	if h, want := sprites.LabelBounds(small, labels[0], size).H(), sprites.LabelBounds(small, labels[0], 0.026*200).H(); h != want {
		t.Errorf("on a board of 200 pixels a label of size %d is %.1f high, want %.1f (capped at 2.6%% of the board)", size, h, want)
	}
}
