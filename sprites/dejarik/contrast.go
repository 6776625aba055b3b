package dejarik

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tabula/rules"
	game "tabula/rules/dejarik"
	"tabula/sprites"
)

// drawContrast draws the board in the high-contrast look (see
// sprites.SetHighContrast): the plank and the rim black, the spoke numbers
// white on the rim; the cells as cellTone says (white, the home zone light
// grey), the spokes and circles black and heavier than the wood's; the
// trays for lost pawns light grey edged in black. No grain, no inlay, no
// shadow.
func drawContrast(dst *ebiten.Image, v sprites.View) {
	S := v.Size
	c := v.ToScreen(mid)
	ink := sprites.ContrastInk
	var p vector.Path
	addPolygon(&p, plankOutline(v))
	fill(dst, &p, ink)
	for o := range 2 {
		var outline []sprites.Point
		for _, q := range trayOutline(rules.Player(o)) {
			outline = append(outline, v.ToScreen(q))
		}
		p.Reset()
		addPolygon(&p, outline)
		fill(dst, &p, sprites.ContrastMarked)
	}
	// The cells, one path per tone: the home zone, then the others.
	for _, outer := range []bool{true, false} {
		p.Reset()
		tone := sprites.ContrastCell
		for cell := range game.NumCells {
			if game.Cell(cell).IsOuter() == outer {
				r0, r1, a0, a1 := cellShape(cell)
				sectorPath(&p, v, r0, r1, a0, a1, false)
				tone = cellTone(cell)
			}
		}
		fill(dst, &p, tone)
	}
	w := lineWidth(0.0045*1.6, S)
	p.Reset()
	for i := range game.Ring {
		a := float64(game.Angle(i)) - 15
		addPolygon(&p, ribbon([]sprites.Point{v.ToScreen(polar(centreR, a)), v.ToScreen(polar(playR, a))}, w))
	}
	addRing(&p, c, innerR*S, w)
	addRing(&p, c, centreR*S, w*1.3)
	addRing(&p, c, playR*S, w*1.3)
	fill(dst, &p, ink)
	if size := 0.021 * S; size >= 7 {
		for i := range game.Ring {
			q := v.ToScreen(polar((playR+rimR)/2-0.002, float64(game.Angle(i))))
			sprites.Text(dst, strconv.Itoa(i), q, size, true, sprites.AlignCenter, sprites.ContrastCell)
		}
	}
}
