package daryon

import (
	"tabula/rules/daryon"
	"tabula/sprites"
)

// drawContrast draws the board in the high-contrast look (see
// sprites.SetHighContrast): the board black, its cells white — the safe
// corners and the junctions of grey=on light grey, a played side's
// corridor and home in its pale tint — and every line black and heavier
// than the wood's; the corners' stars white edged in black, the junctions'
// arrows black. No grain, no shadow, no carved seeds: nothing that is not
// a cell, a line or a mark of the rules.
func (b *Board) drawContrast(d drawer) {
	ink := sprites.ContrastInk
	d.roundSquare(0, 1, 0.03, ink)
	var plain, safe, junctions, all [][]sprites.Point
	var stars []star
	var arrows [][]sprites.Point
	for i, c := range daryon.Loop {
		poly := toBoard(shapes[c].poly)
		all = append(all, poly)
		at := d.at(grid(shapes[c].centre))
		switch {
		case daryon.IsCorner(i):
			safe = append(safe, poly)
			stars = append(stars, star{at, d.px(0.55 * unit)})
		case daryon.IsJunction(i):
			junctions = append(junctions, poly)
			next := d.at(grid(shapes[daryon.Loop[i+1]].centre))
			dir := next.Sub(at).Scale(1 / next.Sub(at).Len())
			arrows = append(arrows, chevron(at.Add(dir.Scale(d.px(0.3*unit))), dir, d.px(0.14*unit)))
		default:
			plain = append(plain, poly)
		}
	}
	d.fill(plain, sprites.ContrastCell)
	d.fill(safe, sprites.ContrastMarked)
	d.fill(junctions, b.JunctionColour())
	lo, hi := mid-centreHalf, mid+centreHalf
	var cells [][]sprites.Point
	for side := range daryon.Side(4) {
		var corridor [][]sprites.Point
		for _, c := range daryon.Corridors[side] {
			corridor = append(corridor, toBoard(shapes[c].poly))
		}
		cells = append(cells, corridor...)
		d.fill(corridor, b.CorridorColour(side))
		d.fill([][]sprites.Point{b.HomeOutline(side)}, b.HomeColour(side))
	}
	d.stroke(append(all, cells...), d.line(1.6), ink)
	d.stroke([][]sprites.Point{square(0, span), square(1, span-1), square(lo, hi)}, d.line(2.4), ink)
	d.strokePx([][]sprites.Point{
		{d.at(grid(gp{lo, lo})), d.at(grid(gp{hi, hi}))},
		{d.at(grid(gp{lo, hi})), d.at(grid(gp{hi, lo}))},
	}, false, d.line(1.6), ink)
	drawStars(d, stars, sprites.ContrastCell)
	d.strokePx(arrows, false, d.line(2.2), ink)
}
