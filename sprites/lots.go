package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The two faces of Daryon's seeds and the colours of Thayyam's cowries.
var (
	SeedDark   = color.RGBA{0x3a, 0x24, 0x18, 0xff}
	SeedLight  = color.RGBA{0xf1, 0xe3, 0xc6, 0xff}
	CowryShell = color.RGBA{0xf6, 0xee, 0xdc, 0xff}
	CowryBack  = color.RGBA{0xd9, 0xb8, 0x82, 0xff}
	TrayFloor  = color.RGBA{0x6b, 0x3f, 0x22, 0xff}
)

// Lot draws one seed or cowry lying at c: an oval of half-length r, aspect
// its short to long axis ratio, turned by angle (radians), lifted by lift
// pixels above its shadow. flip is its turn about its long axis, in [0, 1):
// 0 shows the marked face (a seed's dark side, a cowry's slit), 0.5 the
// other; in between it is seen edge-on.
func Lot(dst *ebiten.Image, c Point, r, aspect, angle, flip, lift float64, cowry bool) {
	if r <= 0.5 {
		return
	}
	cos := math.Cos(2 * math.Pi * flip) // 1: marked face up, −1: the other
	width := r * aspect * math.Max(0.25, math.Abs(cos))
	shadow := c.Add(Point{X: lift * 0.5, Y: lift * 0.8})
	oval(dst, shadow, r, r*aspect, angle, color.RGBA{0, 0, 0, 0x50})
	body := c.Sub(Point{Y: lift})
	marked := cos > 0
	switch {
	case cowry && marked: // the slit side: a pale belly with its toothed slit
		oval(dst, body, r, width, angle, CowryShell)
		slit(dst, body, r*0.8, angle, math.Max(1, width*0.25))
	case cowry:
		oval(dst, body, r, width, angle, CowryBack)
		oval(dst, body, r*0.6, width*0.55, angle, CowryShell)
	case marked:
		oval(dst, body, r, width, angle, SeedDark)
	default:
		oval(dst, body, r, width, angle, SeedLight)
		oval(dst, body.Add(Point{X: -r * 0.2, Y: -width * 0.25}), r*0.35, width*0.3, angle, color.NRGBA{0xff, 0xff, 0xff, 0x60})
	}
}

// oval fills an ellipse of half-axes a (along angle) and b.
func oval(dst *ebiten.Image, c Point, a, b, angle float64, clr color.Color) {
	var p vector.Path
	sin, cos := math.Sincos(angle)
	const n = 28
	for i := range n {
		t := 2 * math.Pi * float64(i) / n
		x, y := a*math.Cos(t), b*math.Sin(t)
		px, py := float32(c.X+x*cos-y*sin), float32(c.Y+x*sin+y*cos)
		if i == 0 {
			p.MoveTo(px, py)
		} else {
			p.LineTo(px, py)
		}
	}
	p.Close()
	vector.FillPath(dst, &p, nil, drawOptions(clr))
}

// slit draws a cowry's mouth along its long axis.
func slit(dst *ebiten.Image, c Point, half, angle, width float64) {
	sin, cos := math.Sincos(angle)
	a := c.Add(Point{X: -half * cos, Y: -half * sin})
	b := c.Add(Point{X: half * cos, Y: half * sin})
	Line(dst, a, b, width, color.RGBA{0x4a, 0x2c, 0x1a, 0xff})
}
