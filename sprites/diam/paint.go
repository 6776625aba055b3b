package diam

import (
	"image/color"
	"math"

	"tabula/sprites"
)

// alpha returns c with its alpha scaled to a/255, premultiplied as
// Ebitengine wants.
func alpha(c color.RGBA, a uint8) color.RGBA {
	k := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), uint8(float64(c.A) * k)}
}

// scale returns c with its red, green and blue multiplied by k, clamped.
func scale(c color.RGBA, k float64) color.RGBA {
	f := func(x uint8) uint8 { return uint8(math.Round(math.Max(0, math.Min(255, float64(x)*k)))) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}

// width returns a line width in pixels: w board units, at least one pixel.
func width(w float64, v sprites.View) float64 { return math.Max(1, w*v.Size) }
