package sprites

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"tabula/sprites/fonts"
	"tabula/sprites/glyph"
)

// The game's one font is Liberation Sans (SIL Open Font License), regular
// and bold: a text face, whose zero has no slash, whose dashes are dashes
// and whose French quotes and accents are all there — the Go fonts, made
// for code, have a slashed zero and a hyphen-like en dash. It is drawn
// through golang.org/x/image's OpenType reader by package glyph, which
// draws as Ebitengine's text/v2 does with a GoXFace: Latin text needs no
// shaping beyond kerning, and text/v2 would link the HarfBuzz shaper, a
// TIFF decoder and more that such text never runs (see package glyph).
var (
	fontsOnce     sync.Once
	regular, bold *opentype.Font

	facesMu sync.Mutex
	faces   = map[faceKey]*glyph.Face{}
)

// faceKey names a face of the cache: a size in quarters of a pixel, and
// the weight.
type faceKey struct {
	quarters int
	bold     bool
}

// maxFaces bounds the cache of faces: each keeps its glyphs as images, and
// a window resized again and again asks for ever new sizes.
const maxFaces = 48

func parseFonts() {
	var err error
	if regular, err = opentype.Parse(fonts.Regular); err != nil {
		panic("sprites: the regular font does not load: " + err.Error())
	}
	if bold, err = opentype.Parse(fonts.Bold); err != nil {
		panic("sprites: the bold font does not load: " + err.Error())
	}
}

// Face returns the game's font at size pixels (to a quarter of a pixel, at
// least 1), bold or regular. Faces are kept and shared, so that the glyphs
// they draw are drawn once.
func Face(size float64, isBold bool) *glyph.Face {
	fontsOnce.Do(parseFonts)
	key := faceKey{quarters: max(4, int(math.Round(size*4))), bold: isBold}
	facesMu.Lock()
	defer facesMu.Unlock()
	if f, ok := faces[key]; ok {
		return f
	}
	if len(faces) >= maxFaces {
		clear(faces)
	}
	src := regular
	if isBold {
		src = bold
	}
	xf, err := opentype.NewFace(src, &opentype.FaceOptions{Size: float64(key.quarters) / 4, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("sprites: a face of the font: " + err.Error()) // only for a size that is not positive
	}
	f := glyph.NewFace(xf)
	faces[key] = f
	return f
}

// Align says which point of a text its position names.
type Align uint8

// The alignments: the position is the text's left, centre or right, at
// the middle of its line's height.
const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

// Text draws s (possibly several lines) in the game's font at size pixels.
func Text(dst *ebiten.Image, s string, at Point, size float64, isBold bool, align Align, clr color.Color) {
	face := Face(size, isBold)
	op := &glyph.DrawOptions{}
	op.GeoM.Translate(at.X, at.Y)
	op.ColorScale.ScaleWithColor(clr)
	op.LineSpacing = size * 1.25
	op.PrimaryAlign = [...]glyph.Align{glyph.AlignStart, glyph.AlignCenter, glyph.AlignEnd}[align]
	op.SecondaryAlign = glyph.AlignCenter
	if textWatch != nil && !textWatch(drawnText(dst, s, face, at, size, isBold, clr, &op.LayoutOptions)) {
		return
	}
	glyph.Draw(dst, s, face, op)
}

// DrawnText is a text that [Text] is about to draw, as a watch set with
// [WatchText] is told of it.
type DrawnText struct {
	Dst   *ebiten.Image // the image it is drawn on
	Text  string
	Size  float64 // the font's size in pixels
	Bold  bool
	Color color.Color
	// Glyphs are the boxes of its glyphs' images, in the pixels of Dst
	// (a sub-image's are its parent's): where its ink can fall. A space
	// has none.
	Glyphs []Rect
}

// textWatch, when set, is told of every text before it is drawn.
var textWatch func(DrawnText) bool

// WatchText makes [Text] call watch with every text it is about to draw,
// and draw it only when watch returns true; stop ends the watch. It is
// for tests, which record the texts of a frame and draw the frame without
// them to see what lies behind them; the game never sets one. It must not
// be called while a frame is being drawn.
func WatchText(watch func(DrawnText) (draw bool)) (stop func()) {
	textWatch = watch
	return func() { textWatch = nil }
}

// drawnText describes the text s as Text draws it at at with op.
func drawnText(dst *ebiten.Image, s string, face *glyph.Face, at Point, size float64, isBold bool, clr color.Color, op *glyph.LayoutOptions) DrawnText {
	d := DrawnText{Dst: dst, Text: s, Size: size, Bold: isBold, Color: clr}
	for _, g := range glyph.AppendGlyphs(nil, s, face, op) {
		if g.Image == nil {
			continue
		}
		b := g.Image.Bounds()
		min := Point{X: at.X + g.X, Y: at.Y + g.Y}
		d.Glyphs = append(d.Glyphs, Rect{Min: min, Max: min.Add(Point{X: float64(b.Dx()), Y: float64(b.Dy())})})
	}
	return d
}

// TextWidth returns the width in pixels of the widest line of s.
func TextWidth(s string, size float64, isBold bool) float64 {
	w, _ := glyph.Measure(s, Face(size, isBold), size*1.25)
	return w
}
