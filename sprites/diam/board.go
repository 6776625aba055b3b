package diam

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	game "tabula/rules/diam"
	"tabula/sprites"
)

// Board is the Diam board: an octagonal wooden board with a ring of eight
// round wells, cells 0..7 of tabula/rules/diam, cell 0 at the top and the
// numbers rising clockwise (a shift "+" goes clockwise), so that cell c
// faces cell c+4 across the centre. Four trays in the corners hold the
// reserves, one per colour, grouped by the seat that owns them. The zero
// Board is the board for two players.
type Board struct {
	players int
}

// New returns the board for 2, 3 or 4 players: the number of players
// decides which corner holds each colour's reserve. It panics on another
// number.
func New(players int) *Board {
	if players < 2 || players > 4 {
		panic(fmt.Sprintf("sprites/diam: %d players, want 2, 3 or 4", players))
	}
	return &Board{players: players}
}

// Players returns the number of players the board is laid out for.
func (b *Board) Players() int {
	if b.players == 0 {
		return 2
	}
	return b.players
}

// The colours the board is drawn in, beyond the shader's.
var (
	lineTone   = alpha(sprites.Ink, 0x58) // the diameters between opposite cells
	plaqueTone = sprites.WoodLight        // the discs bearing the numbers
	numberTone = sprites.Ink              // the numbers
	roseTone   = sprites.Safe             // the star at the centre
	roseEdge   = alpha(sprites.Ink, 0x90) // its outline
	ghostAlpha = uint8(0x70)              // the marks in the empty hollows
)

// frame returns the view that fills dst with the board.
func frame(dst *ebiten.Image) sprites.View {
	r := dst.Bounds()
	return sprites.Fit(sprites.Rect{
		Min: sprites.Point{X: float64(r.Min.X), Y: float64(r.Min.Y)},
		Max: sprites.Point{X: float64(r.Max.X), Y: float64(r.Max.Y)},
	})
}

// Draw draws the whole board to fill dst, a square image (another shape
// gets the largest centred square and the baize around it): the baize, the
// octagonal wooden board with its ring of wells, the faint diameters that
// join opposite cells, the numbered plaques under the wells, the rose at
// the centre, and the four reserve trays, their empty hollows marked with
// their colour's sign. It draws no pawn: see [Board.DrawPieces].
func (b *Board) Draw(dst *ebiten.Image) {
	v := frame(dst)
	r := dst.Bounds()
	if v.Size < 1 {
		return
	}
	if sprites.HighContrast() {
		b.drawContrast(dst, v)
		return
	}

	dst.DrawRectShader(r.Dx(), r.Dy(), boardShader(), b.shaderOptions(v, r))

	// The diameters: each joins a well to the one it faces, so that the
	// pairs a diam is made on show at a glance.
	for c := range game.Cells / 2 {
		a, z := cellCenter(c), cellCenter(c+4)
		dir := z.Sub(a).Scale(1 / z.Sub(a).Len())
		sprites.Line(dst, v.ToScreen(a.Add(dir.Scale(wellR+0.012))), v.ToScreen(z.Sub(dir.Scale(wellR+0.012))), width(0.0032, v), lineTone)
	}
	drawRose(dst, v)

	// The numbers, on light plaques under the wells.
	for c := range game.Cells {
		at := v.ToScreen(labelAt(c))
		sprites.Disc(dst, at.Add(sprites.Point{X: 0.002 * v.Size, Y: 0.003 * v.Size}), plaqueR*v.Size, color.RGBA{0, 0, 0, 0x30})
		sprites.Disc(dst, at, plaqueR*v.Size, plaqueTone)
		sprites.Ring(dst, at, plaqueR*v.Size, width(0.0022, v), alpha(sprites.WoodDark, 0xd0))
		sprites.Text(dst, strconv.Itoa(c), at, 0.026*v.Size, true, sprites.AlignCenter, numberTone)
	}

	// The marks of the trays' colours in their hollows, faint: they show
	// whose tray it is once its pawns have gone.
	for colour := range 4 {
		st := sprites.DiamStyles[colour]
		for i := range 4 {
			at := v.ToScreen(b.hole(colour, i))
			sprites.DrawMark(dst, at, reserveR*0.5*v.Size, st.Mark, alpha(st.Fill, ghostAlpha))
		}
	}
}

// drawRose draws the eight-pointed star where the diameters cross.
func drawRose(dst *ebiten.Image, v sprites.View) {
	const outer, inner = 0.05, 0.021
	pts := make([]sprites.Point, 0, 16)
	for i := range 16 {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		s, c := math.Sincos(float64(i) * math.Pi / 8)
		pts = append(pts, v.ToScreen(mid.Add(sprites.Point{X: r * s, Y: -r * c})))
	}
	shadow := make([]sprites.Point, len(pts))
	for i, p := range pts {
		shadow[i] = p.Add(sprites.Point{X: 0.002 * v.Size, Y: 0.003 * v.Size})
	}
	sprites.FillPolygon(dst, shadow, color.RGBA{0, 0, 0, 0x28})
	sprites.FillPolygon(dst, pts, roseTone)
	// the lit half of each point, for relief
	for i := 0; i < 16; i += 2 {
		tip, left := pts[i], pts[(i+15)%16]
		sprites.FillPolygon(dst, []sprites.Point{v.ToScreen(mid), left, tip}, alpha(sprites.WoodLight, 0x50))
	}
	sprites.StrokePolygon(dst, pts, width(0.0018, v), roseEdge)
	sprites.Disc(dst, v.ToScreen(mid), 0.009*v.Size, sprites.WoodDark)
}
