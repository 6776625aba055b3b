package diam

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	game "tabula/rules/diam"
	"tabula/sprites"
)

// drawContrast draws the board in the high-contrast look (see
// sprites.SetHighContrast), without the shader's wood: the baize round it
// as usual; the octagon white edged in black; the ring through the wells
// and the diameters black; the wells light grey rimmed in black; the
// numbers black on white plaques rimmed in black; the trays white edged in
// black, their hollows light grey, each with its colour's mark.
func (b *Board) drawContrast(dst *ebiten.Image, v sprites.View) {
	ink := sprites.ContrastInk
	dst.Fill(sprites.Table)
	// The octagon, its flat sides facing the axes.
	oct := make([]sprites.Point, 8)
	for i := range oct {
		a := math.Pi/8 + float64(i)*math.Pi/4
		r := apothem / math.Cos(math.Pi/8)
		oct[i] = v.ToScreen(mid.Add(sprites.Point{X: r * math.Cos(a), Y: r * math.Sin(a)}))
	}
	sprites.FillPolygon(dst, oct, sprites.ContrastCell)
	sprites.StrokePolygon(dst, oct, width(0.008, v), ink)
	for c := range 4 {
		first, last := b.tray(c)
		pts := capsule(first, last, trayR)
		for i := range pts {
			pts[i] = v.ToScreen(pts[i])
		}
		sprites.FillPolygon(dst, pts, sprites.ContrastCell)
		sprites.StrokePolygon(dst, pts, width(0.006, v), ink)
	}
	sprites.Ring(dst, v.ToScreen(mid), ringR*v.Size, width(0.004, v), ink)
	for c := range game.Cells / 2 {
		a, z := cellCenter(c), cellCenter(c+4)
		dir := z.Sub(a).Scale(1 / z.Sub(a).Len())
		sprites.Line(dst, v.ToScreen(a.Add(dir.Scale(wellR))), v.ToScreen(z.Sub(dir.Scale(wellR))), width(0.003, v), ink)
	}
	for c := range game.Cells {
		at := v.ToScreen(cellCenter(c))
		sprites.Disc(dst, at, wellR*v.Size, sprites.ContrastMarked)
		sprites.Ring(dst, at, wellR*v.Size, width(0.006, v), ink)
	}
	for c := range game.Cells {
		at := v.ToScreen(labelAt(c))
		sprites.Disc(dst, at, plaqueR*v.Size, sprites.ContrastCell)
		sprites.Ring(dst, at, plaqueR*v.Size, width(0.003, v), ink)
		sprites.Text(dst, strconv.Itoa(c), at, 0.026*v.Size, true, sprites.AlignCenter, ink)
	}
	for colour := range 4 {
		st := sprites.DiamStyles[colour]
		for i := range 4 {
			at := v.ToScreen(b.hole(colour, i))
			sprites.Disc(dst, at, holeR*v.Size, sprites.ContrastMarked)
			sprites.Ring(dst, at, holeR*v.Size, width(0.003, v), ink)
			sprites.DrawMark(dst, at, reserveR*0.5*v.Size, st.Mark, st.Fill)
		}
	}
}
