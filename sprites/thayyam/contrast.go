package thayyam

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	game "tabula/rules/thayyam"
	"tabula/sprites"
)

// drawContrast draws the board in the high-contrast look (see
// sprites.SetHighContrast): the board black; the cells as CellColour says,
// their lines and the crosses of the marked cells black and heavier than
// the wood's; each seat's waiting channel and out tray in white, edged in
// its colour and in black, their cups white rimmed in black. No grain, no
// bevel, no shadow.
func (b *Board) drawContrast(dst *ebiten.Image, v sprites.View) {
	ink := sprites.ContrastInk
	fillRoundRect(dst, screenRect(v, sprites.Rect{Max: sprites.Point{X: 1, Y: 1}}), boardRound*v.Size, ink)
	edge := px(v, 0.006, 1.5)
	for s := range game.Seat(4) {
		if !b.inPlay[s] {
			continue
		}
		tint := sprites.ContrastTint(sprites.RaceStyles[s].Fill)
		for _, area := range []struct {
			r      sprites.Rect
			rad    float64
			cupR   float64
			slotAt func(int) Slot
		}{
			{screenRect(v, b.WaitingArea(s)), waitSide * v.Size, cupR, func(i int) Slot { return b.WaitingSlot(s, i) }},
			{screenRect(v, b.OutArea(s)), 0.02 * v.Size, outCupR, func(i int) Slot { return b.OutSlot(s, i) }},
		} {
			fillRoundRect(dst, area.r, area.rad, tint)
			strokeRoundRect(dst, area.r, area.rad, edge, ink)
			for i := range 4 {
				at := v.ToScreen(area.slotAt(i).At)
				sprites.Disc(dst, at, area.cupR*v.Size, sprites.ContrastCell)
				sprites.Ring(dst, at, area.cupR*v.Size, px(v, 0.004, 1.5), ink)
			}
		}
	}
	grid := screenRect(v, sprites.Rect{Min: sprites.Point{X: gridMin, Y: gridMin}, Max: sprites.Point{X: gridMax, Y: gridMax}})
	for c := range game.NumCells {
		r := screenRect(v, b.CellRect(c))
		vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.W()), float32(r.H()), b.CellColour(c), true)
	}
	lw := px(v, lineW*1.6, 1.5)
	for i := 1; i < game.Size; i++ {
		o := float64(i) * cellSize
		sprites.Line(dst, v.ToScreen(sprites.Point{X: gridMin + o, Y: gridMin}), v.ToScreen(sprites.Point{X: gridMin + o, Y: gridMax}), lw, ink)
		sprites.Line(dst, v.ToScreen(sprites.Point{X: gridMin, Y: gridMin + o}), v.ToScreen(sprites.Point{X: gridMax, Y: gridMin + o}), lw, ink)
	}
	cw := px(v, crossW*1.6, 1.5)
	for c := range game.NumCells {
		if !game.Marked(c) {
			continue
		}
		r := screenRect(v, b.CellRect(c))
		sprites.Line(dst, r.Min, r.Max, cw, ink)
		sprites.Line(dst, sprites.Point{X: r.Max.X, Y: r.Min.Y}, sprites.Point{X: r.Min.X, Y: r.Max.Y}, cw, ink)
	}
	sprites.StrokePolygon(dst, []sprites.Point{grid.Min, {X: grid.Max.X, Y: grid.Min.Y}, grid.Max, {X: grid.Min.X, Y: grid.Max.Y}}, px(v, borderW*1.6, 2), ink)
}
