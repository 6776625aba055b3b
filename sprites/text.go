package sprites

import (
	"bytes"
	"image/color"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

var (
	fontsOnce     sync.Once
	regular, bold *text.GoTextFaceSource
)

func fonts() (*text.GoTextFaceSource, *text.GoTextFaceSource) {
	fontsOnce.Do(func() {
		var err error
		if regular, err = text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF)); err != nil {
			panic("sprites: the Go Regular font does not load: " + err.Error())
		}
		if bold, err = text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF)); err != nil {
			panic("sprites: the Go Bold font does not load: " + err.Error())
		}
	})
	return regular, bold
}

// Face returns the Go font at size pixels, bold or regular.
func Face(size float64, isBold bool) text.Face {
	r, b := fonts()
	src := r
	if isBold {
		src = b
	}
	return &text.GoTextFace{Source: src, Size: max(size, 1)}
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

// Text draws s (possibly several lines) in the Go font at size pixels.
func Text(dst *ebiten.Image, s string, at Point, size float64, isBold bool, align Align, clr color.Color) {
	face := Face(size, isBold)
	op := &text.DrawOptions{}
	op.GeoM.Translate(at.X, at.Y)
	op.ColorScale.ScaleWithColor(clr)
	op.LineSpacing = size * 1.25
	op.PrimaryAlign = [...]text.Align{text.AlignStart, text.AlignCenter, text.AlignEnd}[align]
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, face, op)
}

// TextWidth returns the width in pixels of the widest line of s.
func TextWidth(s string, size float64, isBold bool) float64 {
	w, _ := text.Measure(s, Face(size, isBold), size*1.25)
	return w
}
