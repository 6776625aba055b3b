package thayyam

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	game "tabula/rules/thayyam"
	"tabula/sprites"
)

// Line widths and radii of the drawing, in board units.
const (
	boardRound = 0.035  // the board's corners
	innerRound = 0.016  // the playing surface's corners
	lineW      = 0.006  // the lines between cells
	borderW    = 0.009  // the grid's outline
	crossW     = 0.0045 // the crosses of the marked cells
	grainLines = 30     // wood grain lines across the surface
)

// The colours of the board, from the shared palette.
var (
	cellColour   = sprites.WoodLight // an ordinary cell
	centreColour = sprites.Safe      // the centre and an unused palace
	panelColour  = sprites.Ink       // the inlaid frame of the grid
	lineColour   = sprites.Ink
)

// palaceTint is the share of the seat's colour in its palace's fill.
const palaceTint = 0.32

// mix returns a + (b − a)·t, channel by channel, opaque.
func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

// alpha returns c with opacity a (0..1), for drawing translucently.
func alpha(c color.RGBA, a float64) color.NRGBA {
	return color.NRGBA{c.R, c.G, c.B, uint8(math.Round(a * 255))}
}

// CellColour returns the fill of a cell as [Board.Draw] paints it: the
// seat's tint on a palace in play, the marked colour on the centre and on
// unused palaces, the light wood elsewhere. Lines and crosses are drawn over
// the fill.
func (b *Board) CellColour(cell int) color.RGBA {
	if !game.Marked(cell) {
		return cellColour
	}
	for s := range game.Seat(4) {
		if game.Palace(s) == cell && b.inPlay[s] {
			return mix(cellColour, sprites.RaceStyles[s].Fill, palaceTint)
		}
	}
	return centreColour
}

// Draw paints the whole board into dst, as large as fits (dst is meant to be
// square): a wooden board with a dark rim and a grained surface; the grid
// inlaid in a dark frame, its palaces tinted with their seats' colours and
// the five marked cells crossed corner to corner; and on the side of each
// seat in play its channel of four waiting cups and, in the corner on its
// right, its tray for the pieces borne off. The corners outside the board's
// rounded outline are left as they are.
func (b *Board) Draw(dst *ebiten.Image) {
	r := dst.Bounds()
	v := sprites.Fit(sprites.Rect{
		Min: sprites.Point{X: float64(r.Min.X), Y: float64(r.Min.Y)},
		Max: sprites.Point{X: float64(r.Max.X), Y: float64(r.Max.Y)},
	})
	if v.Size < 4 {
		return
	}
	b.drawWood(dst, v)
	for s := range game.Seat(4) {
		if b.inPlay[s] {
			b.drawTrays(dst, v, s)
		}
	}
	b.drawGrid(dst, v)
}

// px converts a length in board units to pixels, at least minPx.
func px(v sprites.View, l, minPx float64) float64 { return math.Max(l*v.Size, minPx) }

// screenRect converts a rectangle in board units to pixels.
func screenRect(v sprites.View, r sprites.Rect) sprites.Rect {
	return sprites.Rect{Min: v.ToScreen(r.Min), Max: v.ToScreen(r.Max)}
}

// inset returns r shrunk by d on every side (grown for d < 0).
func inset(r sprites.Rect, d float64) sprites.Rect {
	return sprites.Rect{Min: r.Min.Add(sprites.Point{X: d, Y: d}), Max: r.Max.Sub(sprites.Point{X: d, Y: d})}
}

// shift returns r moved by d down and to the right.
func shift(r sprites.Rect, d float64) sprites.Rect {
	return sprites.Rect{Min: r.Min.Add(sprites.Point{X: d, Y: d}), Max: r.Max.Add(sprites.Point{X: d, Y: d})}
}

// roundRect adds to p the outline of r with corners of radius rad, in pixels.
func roundRect(p *vector.Path, r sprites.Rect, rad float64) {
	rad = math.Min(rad, math.Min(r.W(), r.H())/2)
	x0, y0, x1, y1 := float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Max.Y)
	q := float32(rad)
	p.MoveTo(x0+q, y0)
	p.LineTo(x1-q, y0)
	p.Arc(x1-q, y0+q, q, -math.Pi/2, 0, vector.Clockwise)
	p.LineTo(x1, y1-q)
	p.Arc(x1-q, y1-q, q, 0, math.Pi/2, vector.Clockwise)
	p.LineTo(x0+q, y1)
	p.Arc(x0+q, y1-q, q, math.Pi/2, math.Pi, vector.Clockwise)
	p.LineTo(x0, y0+q)
	p.Arc(x0+q, y0+q, q, math.Pi, 3*math.Pi/2, vector.Clockwise)
	p.Close()
}

func fillRoundRect(dst *ebiten.Image, r sprites.Rect, rad float64, clr color.Color) {
	var p vector.Path
	roundRect(&p, r, rad)
	o := &vector.DrawPathOptions{AntiAlias: true}
	o.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p, nil, o)
}

func strokeRoundRect(dst *ebiten.Image, r sprites.Rect, rad, width float64, clr color.Color) {
	var p vector.Path
	roundRect(&p, r, rad)
	o := &vector.DrawPathOptions{AntiAlias: true}
	o.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound}, o)
}

// drawWood paints the rim and the grained surface.
func (b *Board) drawWood(dst *ebiten.Image, v sprites.View) {
	whole := screenRect(v, sprites.Rect{Max: sprites.Point{X: 1, Y: 1}})
	fillRoundRect(dst, whole, boardRound*v.Size, sprites.WoodDark)
	// A light bevel along the outer edge and a shadow along the inner one
	// make the rim stand up from the surface.
	fillRoundRect(dst, inset(whole, px(v, 0.004, 1)), boardRound*v.Size, mix(sprites.WoodDark, sprites.Wood, 0.35))
	fillRoundRect(dst, inset(whole, px(v, 0.009, 1.5)), boardRound*v.Size, sprites.WoodDark)
	surface := inset(whole, frameW*v.Size)
	fillRoundRect(dst, inset(surface, -px(v, 0.003, 1)), innerRound*v.Size, mix(sprites.WoodDark, sprites.Ink, 0.45))
	fillRoundRect(dst, surface, innerRound*v.Size, sprites.Wood)

	grain(dst, v, inset(surface, innerRound*v.Size), grainLines, 0.13, 0)
}

// grain strokes n gentle waves across r (pixels), each with its own phase
// and strength around the opacity a, the same at every size; seed varies
// the pattern.
func grain(dst *ebiten.Image, v sprites.View, r sprites.Rect, n int, a, seed float64) {
	w := px(v, 0.0016, 1)
	for i := range n {
		fi := float64(i) + seed
		base := r.Min.Y + (float64(i)+0.5)/float64(n)*r.H()
		amp := (0.0025 + 0.0015*math.Sin(fi*2.3)) * v.Size
		var p vector.Path
		const steps = 48
		for k := 0; k <= steps; k++ {
			x := r.Min.X + r.W()*float64(k)/steps
			t := (x - v.Origin.X) / v.Size
			y := base + amp*math.Sin(t*7.1+fi*1.9) + 0.5*amp*math.Sin(t*17.3+fi*3.7)
			if k == 0 {
				p.MoveTo(float32(x), float32(y))
			} else {
				p.LineTo(float32(x), float32(y))
			}
		}
		o := &vector.DrawPathOptions{AntiAlias: true}
		o.ColorScale.ScaleWithColor(alpha(sprites.WoodDark, a*(1+0.45*math.Sin(fi*1.7+0.4))))
		vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(w * (1 + 0.5*math.Sin(fi*5.1))), LineCap: vector.LineCapRound}, o)
	}
}

// cup draws a round hollow of radius r (pixels) at c, lit from the top
// left: a light lip, the shadow of the far wall, then the floor.
func cup(dst *ebiten.Image, c sprites.Point, r float64, floor color.RGBA) {
	sprites.Disc(dst, c, r, mix(floor, sprites.WoodLight, 0.5))
	sprites.Disc(dst, c, r*0.93, mix(floor, sprites.Ink, 0.45))
	sprites.Disc(dst, c.Add(sprites.Point{X: r * 0.06, Y: r * 0.08}), r*0.85, floor)
}

// drawTrays paints a seat's waiting channel and out tray.
func (b *Board) drawTrays(dst *ebiten.Image, v sprites.View, seat game.Seat) {
	st := sprites.RaceStyles[seat]
	edge := mix(sprites.WoodDark, st.Fill, 0.45)

	wait := screenRect(v, b.WaitingArea(seat))
	rad := waitSide * v.Size
	fillRoundRect(dst, wait, rad, mix(sprites.Wood, sprites.WoodDark, 0.4))
	fillRoundRect(dst, inset(wait, px(v, 0.004, 1)), rad, mix(sprites.Wood, sprites.WoodDark, 0.22))
	strokeRoundRect(dst, wait, rad, px(v, 0.004, 1), edge)
	for i := range 4 {
		s := b.WaitingSlot(seat, i)
		cup(dst, v.ToScreen(s.At), cupR*v.Size, mix(sprites.Wood, sprites.WoodDark, 0.3))
	}

	out := screenRect(v, b.OutArea(seat))
	orad := 0.02 * v.Size
	fillRoundRect(dst, out, orad, mix(sprites.Wood, st.Fill, 0.3))
	strokeRoundRect(dst, out, orad, px(v, 0.004, 1), edge)
	for i := range 4 {
		s := b.OutSlot(seat, i)
		cup(dst, v.ToScreen(s.At), outCupR*v.Size, mix(sprites.Wood, st.Fill, 0.18))
	}
}

// drawGrid paints the inlaid panel, the cells, their lines and the crosses.
func (b *Board) drawGrid(dst *ebiten.Image, v sprites.View) {
	grid := screenRect(v, sprites.Rect{Min: sprites.Point{X: gridMin, Y: gridMin}, Max: sprites.Point{X: gridMax, Y: gridMax}})
	pad := panelPad * v.Size
	// A soft shadow, then the dark inlaid frame with a light fillet.
	fillRoundRect(dst, shift(inset(grid, -pad-px(v, 0.004, 1)), px(v, 0.004, 1)), pad, alpha(sprites.Ink, 0.35))
	fillRoundRect(dst, inset(grid, -pad), pad*0.6, panelColour)
	strokeRoundRect(dst, inset(grid, -pad*0.55), pad*0.3, px(v, 0.002, 1), alpha(sprites.Safe, 0.8))

	for c := range game.NumCells {
		r := screenRect(v, b.CellRect(c))
		vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.W()), float32(r.H()), b.CellColour(c), true)
	}
	// A faint grain over the cells too, so the inlay reads as wood.
	grain(dst, v, grid, 16, 0.07, 3.3)

	lw := px(v, lineW, 1)
	for i := 1; i < game.Size; i++ {
		o := float64(i) * cellSize
		sprites.Line(dst, v.ToScreen(sprites.Point{X: gridMin + o, Y: gridMin}), v.ToScreen(sprites.Point{X: gridMin + o, Y: gridMax}), lw, lineColour)
		sprites.Line(dst, v.ToScreen(sprites.Point{X: gridMin, Y: gridMin + o}), v.ToScreen(sprites.Point{X: gridMax, Y: gridMin + o}), lw, lineColour)
	}
	cw := px(v, crossW, 1)
	for c := range game.NumCells {
		if !game.Marked(c) {
			continue
		}
		r := screenRect(v, b.CellRect(c))
		tr := sprites.Point{X: r.Max.X, Y: r.Min.Y}
		bl := sprites.Point{X: r.Min.X, Y: r.Max.Y}
		sprites.Line(dst, r.Min, r.Max, cw, lineColour)
		sprites.Line(dst, tr, bl, cw, lineColour)
	}
	sprites.StrokePolygon(dst, []sprites.Point{grid.Min, {X: grid.Max.X, Y: grid.Min.Y}, grid.Max, {X: grid.Min.X, Y: grid.Max.Y}}, px(v, borderW, 1.5), lineColour)
}

// StyleOf returns the piece style of a seat: sprites.RaceStyles by the
// seat's side, S, W, N, E.
func StyleOf(seat game.Seat) sprites.PieceStyle { return sprites.RaceStyles[seat&3] }

// DrawPiece draws one unit of a seat centred at at, in pixels, filling a
// slot of radius r pixels: a single pawn, or for twins two pawns stacked
// and offset, the lower one peeping out below the upper one, which carries
// the mark. squash is as for sprites.Pawn: 1 round, > 1 flattened (a
// landing), < 1 stretched (a jump). The animation of a moving piece calls it
// with the position and size of its choice.
func DrawPiece(dst *ebiten.Image, at sprites.Point, r float64, seat game.Seat, twins bool, squash float64) {
	st := StyleOf(seat)
	if !twins {
		sprites.Pawn(dst, at, r, st, squash)
		return
	}
	lift := sprites.Point{Y: twinLift * r / squash}
	under := st
	under.Mark = sprites.MarkNone
	sprites.Pawn(dst, at.Add(lift), twinSize*r, under, squash)
	sprites.Pawn(dst, at.Sub(lift), twinSize*r, st, squash)
}

// DrawPieces draws every piece of s where the rules put it: on its cell,
// sharing it as [Board.CellSlots] says, in its waiting cup or in its out
// tray (see [Board.Units]). The play screen calls it when nothing moves.
func (b *Board) DrawPieces(dst *ebiten.Image, v sprites.View, s *game.State) {
	for _, u := range b.Units(s) {
		DrawPiece(dst, v.ToScreen(u.At), u.R*v.Size, u.Seat, u.Twin >= 0, 1)
	}
}

// HighlightCell marks a cell in the view: a selected piece's cell or a legal
// destination, with a translucent wash of sprites.Highlight and a rounded
// outline inside the cell's lines. It does nothing for a cell out of range.
func (b *Board) HighlightCell(dst *ebiten.Image, v sprites.View, cell int) {
	if cell < 0 || cell >= game.NumCells {
		return
	}
	b.HighlightArea(dst, v, b.CellRect(cell))
}

// HighlightArea marks a rectangle given in board units the way
// [Board.HighlightCell] marks a cell: for a seat's [Board.WaitingArea]
// (pieces that may enter) or [Board.OutArea] (the destination of a piece
// borne off).
func (b *Board) HighlightArea(dst *ebiten.Image, v sprites.View, r sprites.Rect) {
	pr := inset(screenRect(v, r), px(v, 0.07*cellSize, 1.5))
	rad := 0.12 * cellSize * v.Size
	fillRoundRect(dst, pr, rad, alpha(sprites.Highlight, 0.35))
	strokeRoundRect(dst, pr, rad, px(v, 0.05*cellSize, 2), sprites.Highlight)
}
