package sprites_test

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// TestContrast checks WCAG's ratios against known values.
func TestContrast(t *testing.T) {
	white, black := color.RGBA{0xff, 0xff, 0xff, 0xff}, color.RGBA{0, 0, 0, 0xff}
	tests := []struct {
		a, b color.Color
		want float64
	}{
		{white, black, 21},
		{black, white, 21},
		{white, white, 1},
		{color.RGBA{0x77, 0x77, 0x77, 0xff}, white, 4.48}, // the grey just short of AA
		{color.RGBA{0x76, 0x76, 0x76, 0xff}, white, 4.54},
		{color.RGBA{0xff, 0, 0, 0xff}, white, 4.0},
		{sprites.Paper, sprites.Table, 11.11},
	}
	for _, tt := range tests {
		if got := sprites.Contrast(tt.a, tt.b); math.Abs(got-tt.want) > 0.01 {
			t.Errorf("Contrast(%v, %v) = %.3f, want %.2f", tt.a, tt.b, got, tt.want)
		}
	}
	if got := sprites.Over(color.NRGBA{0xff, 0xff, 0xff, 0x80}, black); got.R < 0x7f || got.R > 0x81 || got.A != 0xff {
		t.Errorf("half white over black = %v", got)
	}
}

// TestContrastLook checks the high-contrast look's colours: every piece's
// mark stands out from its body as text would have to (4.5:1), and the
// black lines from the cells, marked cells and the seats' tints (10:1).
func TestContrastLook(t *testing.T) {
	var styles []sprites.PieceStyle
	styles = append(styles, sprites.RaceStyles[:]...)
	styles = append(styles, sprites.DejarikStyles[:]...)
	styles = append(styles, sprites.DiamStyles[:]...)
	for _, st := range styles {
		if r := sprites.Contrast(st.Fill, sprites.ContrastSign(st.Fill)); r < 4.5 {
			t.Errorf("%s: its mark stands out by %.2f:1", st.Name, r)
		}
	}
	cells := []color.RGBA{sprites.ContrastCell, sprites.ContrastMarked}
	for _, st := range sprites.RaceStyles {
		cells = append(cells, sprites.ContrastTint(st.Fill))
	}
	for _, c := range cells {
		if r := sprites.Contrast(c, sprites.ContrastInk); r < 10 {
			t.Errorf("the lines on %v stand out by %.2f:1", c, r)
		}
	}
}

// TestWatchText draws a text under a watch: the watch is told its words,
// size, colour and glyphs' boxes, which hold the text's ink; a text the
// watch refuses is not drawn, and once the watch stops texts are drawn.
func TestWatchText(t *testing.T) {
	var seen []sprites.DrawnText
	draw := true
	stop := sprites.WatchText(func(d sprites.DrawnText) bool {
		seen = append(seen, d)
		return draw
	})
	img := spritestest.Render(t, 200, 60, func(dst *ebiten.Image) {
		dst.Fill(color.Black)
		sprites.Text(dst, "Hi there", sprites.Point{X: 100, Y: 30}, 20, true, sprites.AlignCenter, sprites.Paper)
	})
	if len(seen) != 1 || seen[0].Text != "Hi there" || seen[0].Size != 20 || !seen[0].Bold || seen[0].Color != sprites.Paper {
		t.Fatalf("the watch saw %+v", seen)
	}
	if n := len(seen[0].Glyphs); n != 7 {
		t.Errorf("%d glyphs' boxes, want 7 (a space has none)", n)
	}
	var box sprites.Rect
	for i, g := range seen[0].Glyphs {
		if i == 0 {
			box = g
		}
		box.Min.X, box.Min.Y = min(box.Min.X, g.Min.X), min(box.Min.Y, g.Min.Y)
		box.Max.X, box.Max.Y = max(box.Max.X, g.Max.X), max(box.Max.Y, g.Max.Y)
	}
	lit := func(img interface{ At(x, y int) color.Color }, inside bool) int {
		n := 0
		for y := 0; y < 60; y++ {
			for x := 0; x < 200; x++ {
				r, _, _, _ := img.At(x, y).RGBA()
				if r > 0x4000 && box.Contains(sprites.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}) == inside {
					n++
				}
			}
		}
		return n
	}
	if in, out := lit(img, true), lit(img, false); in < 50 || out > 0 {
		t.Errorf("%d lit pixels inside the glyphs' boxes %v, %d outside", in, box, out)
	}
	draw = false
	img = spritestest.Render(t, 200, 60, func(dst *ebiten.Image) {
		dst.Fill(color.Black)
		sprites.Text(dst, "Hi there", sprites.Point{X: 100, Y: 30}, 20, true, sprites.AlignCenter, sprites.Paper)
	})
	if n := lit(img, true); n > 0 {
		t.Errorf("a text refused by the watch was drawn: %d lit pixels", n)
	}
	stop()
	img = spritestest.Render(t, 200, 60, func(dst *ebiten.Image) {
		dst.Fill(color.Black)
		sprites.Text(dst, "Hi there", sprites.Point{X: 100, Y: 30}, 20, true, sprites.AlignCenter, sprites.Paper)
	})
	if n := lit(img, true); n < 50 || len(seen) != 2 {
		t.Errorf("after the watch: %d lit pixels, the watch called %d times", n, len(seen))
	}
}

// TestHighContrastPawn draws a pawn in the high-contrast look: its rim is
// black, the mark at its centre black or white, whichever stands out from
// its body; and a Baked image drawn in the usual look is drawn again.
func TestHighContrastPawn(t *testing.T) {
	defer sprites.SetHighContrast(false)
	var b sprites.Baked
	draws := 0
	for _, st := range []sprites.PieceStyle{sprites.RaceStyles[1], sprites.RaceStyles[2]} { // blue with a ring, yellow with a cross
		sprites.SetHighContrast(true)
		img := spritestest.Render(t, 100, 100, func(dst *ebiten.Image) {
			dst.Fill(sprites.ContrastCell)
			sprites.Pawn(dst, sprites.Point{X: 50, Y: 50}, 30, st, 1)
			b.Image(4, 4, func(*ebiten.Image) { draws++ })
		})
		for a := 0.0; a < 2*math.Pi; a += math.Pi / 8 {
			x, y := 50+28*math.Cos(a), 50+28*math.Sin(a)
			if c := img.RGBAAt(int(x), int(y)); c.R > 30 || c.G > 30 || c.B > 30 {
				t.Errorf("%s: the rim at (%.0f,%.0f) is %v, want black", st.Name, x, y, c)
			}
		}
		sign := sprites.ContrastSign(st.Fill)
		at := map[sprites.Mark][2]int{sprites.MarkRing: {50 + 10, 50}, sprites.MarkCross: {50, 50}}[st.Mark]
		if c := img.RGBAAt(at[0], at[1]); absDiff(c.R, sign.R) > 40 || absDiff(c.G, sign.G) > 40 || absDiff(c.B, sign.B) > 40 {
			t.Errorf("%s: the mark is %v, want %v", st.Name, c, sign)
		}
		sprites.SetHighContrast(false)
		spritestest.Render(t, 1, 1, func(*ebiten.Image) { b.Image(4, 4, func(*ebiten.Image) { draws++ }) })
	}
	if draws != 4 {
		t.Errorf("a baked image was drawn %d times through two changes of look each way, want 4", draws)
	}
}

func absDiff(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
