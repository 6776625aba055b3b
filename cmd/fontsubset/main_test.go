package main

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"tabula/sprites/fonts"
)

const module = "../.."

// TestUpToDate: the font files checked in are what the command writes
// now, from the game's code as it is (make fonts writes them again).
func TestUpToDate(t *testing.T) {
	files, err := Generate(module)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Generate(module)
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range files {
		if !bytes.Equal(f.Data, again[i].Data) {
			t.Errorf("%s: two runs wrote other bytes", f.Name)
		}
		if have, err := os.ReadFile(filepath.Join(module, OutDir, f.Name)); err != nil || !bytes.Equal(have, f.Data) {
			t.Errorf("%s is not what cmd/fontsubset writes now (make fonts writes it again): %v", f.Name, err)
		}
	}
}

// TestEveryCharacterOfTheGame: every character of the game's words (the
// literals of its code, natively and in the browser: the screens, the
// French catalog, the rules and help of every game in both languages,
// the notation) that Liberation Sans draws, Tabula Sans draws too, in
// both weights, and so do the characters of people's names.
func TestEveryCharacterOfTheGame(t *testing.T) {
	words, err := GameRunes(module)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"é", "«", "×", "—", "’", "…", "\u00a0", "Q"} {
		if !slices.Contains(words, []rune(want)[0]) {
			t.Errorf("the game's words hold no %q: the literals were not all read", want)
		}
	}
	var buf sfnt.Buffer
	for i, w := range Weights {
		full, sub := parse(t, w.Source), parse(t, [][]byte{fonts.Regular, fonts.Bold}[i])
		missing := ""
		for _, r := range append(words, Extra()...) {
			if g, _ := full.GlyphIndex(&buf, r); g == 0 {
				continue // a line break, or no glyph anywhere
			}
			if g, _ := sub.GlyphIndex(&buf, r); g == 0 {
				missing += string(r)
			}
		}
		if missing != "" {
			t.Errorf("%s lacks %q", w.File, missing)
		}
	}
}

func parse(t *testing.T, ttf []byte) *sfnt.Font {
	t.Helper()
	f, err := sfnt.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestSameGlyphs: every character of Tabula Sans is drawn as Liberation
// Sans draws it — the same advance, bounds and pixels at every size the
// game uses, the same kerning with every other, the same line metrics —
// so that the game's pictures are the same.
func TestSameGlyphs(t *testing.T) {
	var buf sfnt.Buffer
	for i, w := range Weights {
		full, sub := parse(t, w.Source), parse(t, [][]byte{fonts.Regular, fonts.Bold}[i])
		var rs []rune
		for r := rune(0); r < 0x10000; r++ {
			if g, _ := sub.GlyphIndex(&buf, r); g != 0 {
				rs = append(rs, r)
			}
		}
		if len(rs) < 300 {
			t.Fatalf("%s has %d characters", w.File, len(rs))
		}
		for _, size := range []float64{9.5, 13, 16.25, 24, 41} {
			a, b := face(t, full, size), face(t, sub, size)
			if a.Metrics() != b.Metrics() {
				t.Errorf("%s at %v: metrics %+v, want %+v", w.File, size, b.Metrics(), a.Metrics())
			}
			for _, r := range rs {
				if err := sameGlyph(a, b, r); err != nil {
					t.Errorf("%s at %v: %q: %v", w.File, size, r, err)
				}
			}
		}
		a, b := face(t, full, 17), face(t, sub, 17)
		for _, r0 := range rs {
			for _, r1 := range rs {
				if ka, kb := a.Kern(r0, r1), b.Kern(r0, r1); ka != kb {
					t.Fatalf("%s: %q%q kerned %v, want %v", w.File, r0, r1, kb, ka)
				}
			}
		}
	}
}

func face(t *testing.T, f *sfnt.Font, size float64) font.Face {
	t.Helper()
	ff, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		t.Fatal(err)
	}
	return ff
}

func sameGlyph(a, b font.Face, r rune) error {
	aa, aok := a.GlyphAdvance(r)
	ba, bok := b.GlyphAdvance(r)
	if aa != ba || aok != bok {
		return fmt.Errorf("advance %v, want %v", ba, aa)
	}
	ab, _, _ := a.GlyphBounds(r)
	bb, _, _ := b.GlyphBounds(r)
	if ab != bb {
		return fmt.Errorf("bounds %v, want %v", bb, ab)
	}
	dot := fixed.Point26_6{X: 20<<6 + 21, Y: 50 << 6}
	adr, amask, amp, _, _ := a.Glyph(dot, r)
	bdr, bmask, bmp, _, _ := b.Glyph(dot, r)
	if adr != bdr {
		return fmt.Errorf("drawn in %v, want %v", bdr, adr)
	}
	if adr.Empty() {
		return nil
	}
	pix := func(m image.Image, p image.Point) []byte {
		var out []byte
		for y := range adr.Dy() {
			for x := range adr.Dx() {
				_, _, _, al := m.At(p.X+x, p.Y+y).RGBA()
				out = append(out, byte(al>>8))
			}
		}
		return out
	}
	if !bytes.Equal(pix(amask, amp), pix(bmask, bmp)) {
		return fmt.Errorf("other pixels")
	}
	return nil
}

// TestNames: the subset is named Tabula Sans, not Liberation (a Reserved
// Font Name), and keeps the source's copyright and licence.
func TestNames(t *testing.T) {
	var buf sfnt.Buffer
	for i, w := range Weights {
		f := parse(t, [][]byte{fonts.Regular, fonts.Bold}[i])
		family, _ := f.Name(&buf, sfnt.NameIDFamily)
		full, _ := f.Name(&buf, sfnt.NameIDFull)
		copyright, _ := f.Name(&buf, sfnt.NameIDCopyright)
		licence, _ := f.Name(&buf, sfnt.NameIDLicense)
		if family != Family || full != Family+" "+w.Style {
			t.Errorf("%s is named %q, %q", w.File, family, full)
		}
		if !bytes.Contains([]byte(copyright), []byte("Red Hat")) || !bytes.Contains([]byte(licence), []byte("Open Font License")) {
			t.Errorf("%s: copyright %q, licence %q", w.File, copyright, licence)
		}
	}
	ofl, err := os.ReadFile(filepath.Join(module, OutDir, "OFL.txt"))
	if err != nil || !bytes.Contains(ofl, []byte("SIL OPEN FONT LICENSE Version 1.1")) || !bytes.Equal(ofl, fonts.License) {
		t.Errorf("OFL.txt: %v", err)
	}
}
