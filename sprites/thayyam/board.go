package thayyam

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tabula/rules"
	game "tabula/rules/thayyam"
	"tabula/sprites"
)

// Board is the Thayyam board for a number of players: the 5 × 5 grid of
// square cells, the five crossed cells, and on the side of each seat in play
// its waiting cups and its tray for the pieces borne off. The zero value is
// not usable; call [NewBoard].
type Board struct {
	players int
	inPlay  [4]bool // the seats in play, by game.Seat
}

// NewBoard returns the board for a game of 2, 3 or 4 players; other counts
// are taken as the nearest of these. The seats in play are those of
// game.SeatOf: S and N for two; S, W and N for three; all four for four.
func NewBoard(players int) *Board {
	players = min(max(players, 2), 4)
	b := &Board{players: players}
	for p := range players {
		b.inPlay[game.SeatOf(players, rules.Player(p))] = true
	}
	return b
}

// Players returns the number of players the board is drawn for.
func (b *Board) Players() int { return b.players }

// InPlay reports whether a seat is used by the board's game: its palace is
// tinted in its colour and its waiting cups and out tray are drawn.
func (b *Board) InPlay(seat game.Seat) bool { return seat >= 0 && seat < 4 && b.inPlay[seat] }

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

// CellColour returns the fill of a cell as [Board.Draw] paints it: the
// seat's tint on a palace in play, the marked colour on the centre and on
// unused palaces, the light wood elsewhere. Lines and crosses are drawn over
// the fill. In the high-contrast look (see sprites.SetHighContrast) the
// cells are white, a palace in play in its seat's pale tint, the centre
// and unused palaces light grey.
func (b *Board) CellColour(cell int) color.RGBA {
	hc := sprites.HighContrast()
	if !game.Marked(cell) {
		if hc {
			return sprites.ContrastCell
		}
		return cellColour
	}
	for s := range game.Seat(4) {
		if game.Palace(s) == cell && b.inPlay[s] {
			if hc {
				return sprites.ContrastTint(sprites.RaceStyles[s].Fill)
			}
			return sprites.Mix(cellColour, sprites.RaceStyles[s].Fill, palaceTint)
		}
	}
	if hc {
		return sprites.ContrastMarked
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
	if sprites.HighContrast() {
		b.drawContrast(dst, v)
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

// drawWood paints the rim and the grained surface.
func (b *Board) drawWood(dst *ebiten.Image, v sprites.View) {
	whole := screenRect(v, sprites.Rect{Max: sprites.Point{X: 1, Y: 1}})
	fillRoundRect(dst, whole, boardRound*v.Size, sprites.WoodDark)
	// A light bevel along the outer edge and a shadow along the inner one
	// make the rim stand up from the surface.
	fillRoundRect(dst, inset(whole, px(v, 0.004, 1)), boardRound*v.Size, sprites.Mix(sprites.WoodDark, sprites.Wood, 0.35))
	fillRoundRect(dst, inset(whole, px(v, 0.009, 1.5)), boardRound*v.Size, sprites.WoodDark)
	surface := inset(whole, frameW*v.Size)
	fillRoundRect(dst, inset(surface, -px(v, 0.003, 1)), innerRound*v.Size, sprites.Mix(sprites.WoodDark, sprites.Ink, 0.45))
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
	sprites.Disc(dst, c, r, sprites.Mix(floor, sprites.WoodLight, 0.5))
	sprites.Disc(dst, c, r*0.93, sprites.Mix(floor, sprites.Ink, 0.45))
	sprites.Disc(dst, c.Add(sprites.Point{X: r * 0.06, Y: r * 0.08}), r*0.85, floor)
}

// drawTrays paints a seat's waiting channel and out tray.
func (b *Board) drawTrays(dst *ebiten.Image, v sprites.View, seat game.Seat) {
	st := sprites.RaceStyles[seat]
	edge := sprites.Mix(sprites.WoodDark, st.Fill, 0.45)

	wait := screenRect(v, b.WaitingArea(seat))
	rad := waitSide * v.Size
	fillRoundRect(dst, wait, rad, sprites.Mix(sprites.Wood, sprites.WoodDark, 0.4))
	fillRoundRect(dst, inset(wait, px(v, 0.004, 1)), rad, sprites.Mix(sprites.Wood, sprites.WoodDark, 0.22))
	strokeRoundRect(dst, wait, rad, px(v, 0.004, 1), edge)
	for i := range 4 {
		s := b.WaitingSlot(seat, i)
		cup(dst, v.ToScreen(s.At), cupR*v.Size, sprites.Mix(sprites.Wood, sprites.WoodDark, 0.3))
	}

	out := screenRect(v, b.OutArea(seat))
	orad := 0.02 * v.Size
	fillRoundRect(dst, out, orad, sprites.Mix(sprites.Wood, st.Fill, 0.3))
	strokeRoundRect(dst, out, orad, px(v, 0.004, 1), edge)
	for i := range 4 {
		s := b.OutSlot(seat, i)
		cup(dst, v.ToScreen(s.At), outCupR*v.Size, sprites.Mix(sprites.Wood, st.Fill, 0.18))
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
