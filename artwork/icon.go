// Package artwork is tabula's one drawing of its icon, from which every
// icon is made: the window's on every desktop, the Windows program's and
// the macOS app's (cmd/dist), the Linux menu's, and the web app's
// favicon and manifest icons (checked in beside package tabula/wasm and
// held to this drawing by its test). It draws with golang.org/x/image's
// rasterizer, not the engine, so that tools can use it without a display.
package artwork

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// WindowClass and WindowInstance are the game window's X11 class and
// instance names (its WM_CLASS), which the Linux menu entry names as its
// StartupWMClass, so that docks and task bars tie the window to the entry
// and show its icon and name.
const (
	WindowClass    = "Tabula"
	WindowInstance = "tabula"
)

// The icon's colours: the table, the wooden board and its lines, and the
// pawns of the race games (Okabe–Ito, as on the boards).
var (
	iconTable = color.RGBA{0x1f, 0x3a, 0x34, 0xff}
	iconWood  = color.RGBA{0xf2, 0xdc, 0xb4, 0xff}
	iconLine  = color.RGBA{0x8a, 0x5a, 0x2b, 0xff}
	iconPawns = [4]color.RGBA{
		{0xd5, 0x5e, 0x00, 0xff}, {0x00, 0x72, 0xb2, 0xff}, {0xf0, 0xe4, 0x42, 0xff}, {0x00, 0x9e, 0x73, 0xff},
	}
)

// Icon draws the game's icon, size pixels square: a round board of rings
// and spokes on the green table, with four pawns. Everything that matters
// lies within the middle 80 %, so the icon also serves as a "maskable" one
// that a phone crops to a circle.
//
// Icon draws the same picture at every size: at 16 pixels the rings and
// spokes are too thin to see, and the wooden disc with its pawns remains.
func Icon(size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.Draw(img, img.Bounds(), image.NewUniform(iconTable), image.Point{}, draw.Src)
	s := float64(size)
	c := s / 2
	disc(img, c, c, s*0.36, iconWood)
	ring(img, c, c, s*0.36, s*0.012, iconLine)
	ring(img, c, c, s*0.25, s*0.012, iconLine)
	ring(img, c, c, s*0.13, s*0.012, iconLine)
	for i := range 12 {
		a := 2 * math.Pi * float64(i) / 12
		x0, y0 := c+math.Cos(a)*s*0.13, c+math.Sin(a)*s*0.13
		x1, y1 := c+math.Cos(a)*s*0.36, c+math.Sin(a)*s*0.36
		line(img, x0, y0, x1, y1, s*0.01, iconLine)
	}
	for i, col := range iconPawns {
		a := math.Pi/2 + 2*math.Pi*float64(i)/4 + math.Pi/12
		x, y := c+math.Cos(a)*s*0.305, c+math.Sin(a)*s*0.305
		disc(img, x, y, s*0.05, color.RGBA{0x20, 0x14, 0x0a, 0xff})
		disc(img, x, y, s*0.042, col)
	}
	disc(img, c, c, s*0.05, color.RGBA{0x20, 0x14, 0x0a, 0xff})
	disc(img, c, c, s*0.042, color.RGBA{0xff, 0xf8, 0xe7, 0xff})
	return img
}

// circlePath adds a circle to the rasterizer: four cubic Bézier quarters.
func circlePath(z *vector.Rasterizer, cx, cy, r float64, reverse bool) {
	const k = 0.5522847498 // the control-point distance of a quarter circle
	pt := func(x, y float64) (float32, float32) { return float32(cx + x*r), float32(cy + y*r) }
	sign := 1.0
	if reverse {
		sign = -1
	}
	z.MoveTo(pt(1, 0))
	for q := range 4 {
		a0 := sign * float64(q) * math.Pi / 2
		a1 := sign * float64(q+1) * math.Pi / 2
		c0x, c0y := math.Cos(a0)-sign*k*math.Sin(a0), math.Sin(a0)+sign*k*math.Cos(a0)
		c1x, c1y := math.Cos(a1)+sign*k*math.Sin(a1), math.Sin(a1)-sign*k*math.Cos(a1)
		ax, ay := pt(c0x, c0y)
		bx, by := pt(c1x, c1y)
		ex, ey := pt(math.Cos(a1), math.Sin(a1))
		z.CubeTo(ax, ay, bx, by, ex, ey)
	}
	z.ClosePath()
}

func fill(img *image.RGBA, z *vector.Rasterizer, col color.RGBA) {
	z.Draw(img, img.Bounds(), image.NewUniform(col), image.Point{})
}

func disc(img *image.RGBA, cx, cy, r float64, col color.RGBA) {
	b := img.Bounds()
	z := vector.NewRasterizer(b.Dx(), b.Dy())
	circlePath(z, cx, cy, r, false)
	fill(img, z, col)
}

// ring strokes a circle of radius r with the width w: the outer circle and
// the inner one drawn the other way round, which the non-zero rule leaves
// hollow.
func ring(img *image.RGBA, cx, cy, r, w float64, col color.RGBA) {
	b := img.Bounds()
	z := vector.NewRasterizer(b.Dx(), b.Dy())
	circlePath(z, cx, cy, r+w/2, false)
	circlePath(z, cx, cy, r-w/2, true)
	fill(img, z, col)
}

func line(img *image.RGBA, x0, y0, x1, y1, w float64, col color.RGBA) {
	b := img.Bounds()
	z := vector.NewRasterizer(b.Dx(), b.Dy())
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	nx, ny := -dy/l*w/2, dx/l*w/2
	z.MoveTo(float32(x0+nx), float32(y0+ny))
	z.LineTo(float32(x1+nx), float32(y1+ny))
	z.LineTo(float32(x1-nx), float32(y1-ny))
	z.LineTo(float32(x0-nx), float32(y0-ny))
	z.ClosePath()
	fill(img, z, col)
}

// Sizes are the square sizes, in pixels, of the icons a desktop asks for:
// the window's and taskbar's small ones up to the 1,024 of a macOS app.
var Sizes = []int{16, 24, 32, 48, 64, 128, 256, 512, 1024}

// Icons draws the icon at each of sizes.
func Icons(sizes ...int) []image.Image {
	out := make([]image.Image, len(sizes))
	for i, s := range sizes {
		out[i] = Icon(s)
	}
	return out
}
