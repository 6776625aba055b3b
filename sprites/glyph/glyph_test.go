package glyph_test

import (
	"bytes"
	"fmt"
	"image/color"
	"testing"

	"github.com/go-fonts/liberation/liberationsansbold"
	"github.com/go-fonts/liberation/liberationsansregular"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"tabula/sprites/glyph"
	"tabula/sprites/spritestest"
)

func TestMain(m *testing.M) { spritestest.Main(m) }

// texts are drawn by both packages: kerned pairs, accents, French
// punctuation, several lines, an empty line, a space alone, \r\n.
var texts = []string{
	"AVAW Type 7,4 Yo",
	"Règles : « Diam » — 3 × 3, 1 000 lancers ; l’œuf ? ÉÈÀÇ",
	"South: pawn a from 14 to 19\nsends North's pawn c home\n\nend",
	" ",
	"one\r\ntwo\rthree",
	"Tap a piece, then where it goes…",
}

func faces(t *testing.T, size float64, bold bool) (*text.GoXFace, *glyph.Face) {
	t.Helper()
	ttf := liberationsansregular.TTF
	if bold {
		ttf = liberationsansbold.TTF
	}
	f, err := opentype.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	face := func() font.Face {
		ff, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			t.Fatal(err)
		}
		return ff
	}
	return text.NewGoXFace(face()), glyph.NewFace(face())
}

// TestSamePixels draws texts through Ebitengine's text/v2 and through
// package glyph, at sizes where each draws 8, 4, 2 and 1 images a glyph,
// in every alignment, at fractions of a pixel, and compares every pixel.
// (Not scaled, as the game never scales text: scaled, text/v2 itself
// draws other pixels from one run to the next, as its glyphs land in
// other places of the engine's atlas.)
func TestSamePixels(t *testing.T) {
	aligns := [][2]int{{0, 0}, {1, 1}, {2, 2}, {0, 1}, {2, 0}}
	for _, size := range []float64{9.25, 14, 23.5, 40, 90} {
		for _, bold := range []bool{false, true} {
			theirs, ours := faces(t, size, bold)
			if a, b := theirs.Metrics(), ours.Metrics(); a.HAscent != b.HAscent || a.HDescent != b.HDescent || a.HLineGap != b.HLineGap || a.XHeight != b.XHeight || a.CapHeight != b.CapHeight {
				t.Errorf("%v bold=%v: metrics %+v, want %+v", size, bold, b, a)
			}
			for i, s := range texts {
				if w, h := text.Measure(s, theirs, size*1.25); true {
					if gw, gh := glyph.Measure(s, ours, size*1.25); gw != w || gh != h {
						t.Errorf("%v: Measure(%q) = %v×%v, want %v×%v", size, s, gw, gh, w, h)
					}
				}
				// Every alignment in one picture, each at its own fraction of
				// a pixel: the glyphs are drawn in the same order by both.
				at := func(k int) (float64, float64) {
					return 300 + float64(i%3)/3 + float64(k)/8, 60 + 70*float64(k) + 0.4 + float64(k)/5
				}
				draw := func(dst *ebiten.Image, useOurs bool) {
					dst.Fill(color.RGBA{0x20, 0x30, 0x40, 0xff})
					var cs ebiten.ColorScale
					cs.ScaleWithColor(color.RGBA{0xf0, 0xe0, 0x90, 0xff})
					for k, al := range aligns {
						x, y := at(k)
						if useOurs {
							op := &glyph.DrawOptions{}
							op.GeoM.Translate(x, y)
							op.ColorScale = cs
							op.LineSpacing = size * 1.25
							op.PrimaryAlign, op.SecondaryAlign = glyph.Align(al[0]), glyph.Align(al[1])
							glyph.Draw(dst, s, ours, op)
							continue
						}
						op := &text.DrawOptions{}
						op.GeoM.Translate(x, y)
						op.ColorScale = cs
						op.LineSpacing = size * 1.25
						op.PrimaryAlign, op.SecondaryAlign = text.Align(al[0]), text.Align(al[1])
						text.Draw(dst, s, theirs, op)
					}
				}
				name := fmt.Sprintf("%v bold=%v %q", size, bold, s)
				want := spritestest.Render(t, 600, 420, func(dst *ebiten.Image) { draw(dst, false) })
				got := spritestest.Render(t, 600, 420, func(dst *ebiten.Image) { draw(dst, true) })
				if !bytes.Equal(want.Pix, got.Pix) {
					t.Errorf("%s: the pixels differ", name)
				}
				for _, al := range aligns {
					lo := &text.LayoutOptions{LineSpacing: size * 1.25, PrimaryAlign: text.Align(al[0]), SecondaryAlign: text.Align(al[1])}
					var wantBoxes, gotBoxes []string
					for _, g := range text.AppendGlyphs(nil, s, theirs, lo) {
						if g.Image != nil {
							wantBoxes = append(wantBoxes, fmt.Sprint(g.X, g.Y, g.Image.Bounds().Size()))
						}
					}
					for _, g := range glyph.AppendGlyphs(nil, s, ours, &glyph.LayoutOptions{LineSpacing: lo.LineSpacing, PrimaryAlign: glyph.Align(al[0]), SecondaryAlign: glyph.Align(al[1])}) {
						if g.Image != nil {
							gotBoxes = append(gotBoxes, fmt.Sprint(g.X, g.Y, g.Image.Bounds().Size()))
						}
					}
					if fmt.Sprint(gotBoxes) != fmt.Sprint(wantBoxes) {
						t.Errorf("%s align=%v: glyph boxes %v, want %v", name, al, gotBoxes, wantBoxes)
					}
				}
			}
		}
	}
}

// TestTheCheckFails: a text drawn a pixel aside is not the same pixels,
// so that TestSamePixels can fail.
func TestTheCheckFails(t *testing.T) {
	_, ours := faces(t, 14, false)
	draw := func(x float64) []byte {
		return spritestest.Render(t, 100, 40, func(dst *ebiten.Image) {
			op := &glyph.DrawOptions{}
			op.GeoM.Translate(x, 10)
			glyph.Draw(dst, "Diam", ours, op)
		}).Pix
	}
	if bytes.Equal(draw(10), draw(11)) {
		t.Error("a text drawn a pixel aside gave the same pixels")
	}
}
