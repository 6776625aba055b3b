package sprites

import (
	"image/color"
	"math"
)

// Luminance returns the relative luminance of c as WCAG 2.x defines it,
// from 0 (black) to 1 (white): its sRGB channels made linear, weighted
// 0.2126, 0.7152 and 0.0722. A translucent c is taken as it is drawn on
// black (its premultiplied channels).
func Luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// Contrast returns the WCAG 2.x contrast ratio of two colours, from 1 (the
// same luminance) to 21 (black and white): (L1 + 0.05) / (L2 + 0.05), L1
// the lighter's relative luminance. WCAG's level AA asks 4.5 of text, 3 of
// large text.
func Contrast(a, b color.Color) float64 {
	la, lb := Luminance(a), Luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// Over returns the opaque colour of fg drawn over the opaque bg: fg's
// premultiplied channels plus what its transparency lets through.
func Over(fg, bg color.Color) color.RGBA {
	fr, fg2, fb, fa := fg.RGBA()
	br, bgg, bb, _ := bg.RGBA()
	f := func(x, y uint32) uint8 { return uint8((x + y*(0xffff-fa)/0xffff) >> 8) }
	return color.RGBA{f(fr, br), f(fg2, bgg), f(fb, bb), 0xff}
}
