package sprites

import (
	"image/color"
	"math"
)

// The colours of the tables, boards and interface, shared by every screen.
var (
	Table     = color.RGBA{0x1f, 0x3a, 0x34, 0xff} // the green baize behind the boards
	Wood      = color.RGBA{0xe3, 0xc0, 0x8d, 0xff}
	WoodDark  = color.RGBA{0xb0, 0x82, 0x4f, 0xff}
	WoodLight = color.RGBA{0xf2, 0xdc, 0xb4, 0xff}
	Ink       = color.RGBA{0x3b, 0x2a, 0x1c, 0xff} // lines drawn on the boards
	Safe      = color.RGBA{0xc9, 0x9a, 0x5e, 0xff} // safe and marked cells
	Paper     = color.RGBA{0xfa, 0xf3, 0xe6, 0xff} // text on dark backgrounds
	Highlight = color.RGBA{0xff, 0xe0, 0x66, 0xff} // a selected piece, a legal destination
)

// Mark is the sign drawn on a piece so that pieces differ by shape as well
// as by colour.
type Mark uint8

// The marks, one per seat or colour of a game.
const (
	MarkNone Mark = iota
	MarkDot
	MarkRing
	MarkCross
	MarkBar
	MarkTriangle
)

// PieceStyle is how one seat's or one colour's pieces look.
type PieceStyle struct {
	Name string     // the colour's name for people ("red")
	Fill color.RGBA // the body
	Edge color.RGBA // the rim, darker
	Sign color.RGBA // the mark, contrasting with Fill
	Mark Mark
}

// Mix returns a + (b − a)·t, channel by channel, opaque: a colour between
// two, as the boards tint their cells.
func Mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

func style(name string, fill color.RGBA, mark Mark) PieceStyle {
	dark := color.RGBA{fill.R / 2, fill.G / 2, fill.B / 2, 0xff}
	sign := color.RGBA{0xff, 0xff, 0xff, 0xff}
	// Light bodies get dark signs: luma above one half.
	if 299*int(fill.R)+587*int(fill.G)+114*int(fill.B) > 1000*128 {
		sign = color.RGBA{0x20, 0x18, 0x10, 0xff}
	}
	return PieceStyle{Name: name, Fill: fill, Edge: dark, Sign: sign, Mark: mark}
}

// RaceStyles are the styles of the seats S, W, N, E of the race games,
// from the Okabe–Ito palette, which colour-blind players can tell apart,
// each with its own mark as well.
var RaceStyles = [4]PieceStyle{
	style("vermilion", color.RGBA{0xd5, 0x5e, 0x00, 0xff}, MarkDot),
	style("blue", color.RGBA{0x00, 0x72, 0xb2, 0xff}, MarkRing),
	style("yellow", color.RGBA{0xf0, 0xe4, 0x42, 0xff}, MarkCross),
	style("green", color.RGBA{0x00, 0x9e, 0x73, 0xff}, MarkBar),
}

// DejarikStyles are the styles of White (seat 0) and Black (seat 1).
var DejarikStyles = [2]PieceStyle{
	style("white", color.RGBA{0xf4, 0xef, 0xe6, 0xff}, MarkRing),
	style("black", color.RGBA{0x2b, 0x2b, 0x30, 0xff}, MarkCross),
}

// DiamStyles are the styles of the colours red, orange, brown and black, in
// the order of the rules (R, O, B, K).
var DiamStyles = [4]PieceStyle{
	style("red", color.RGBA{0xc6, 0x28, 0x28, 0xff}, MarkDot),
	style("orange", color.RGBA{0xf0, 0x96, 0x1e, 0xff}, MarkRing),
	style("brown", color.RGBA{0x7b, 0x4a, 0x22, 0xff}, MarkCross),
	style("black", color.RGBA{0x1e, 0x1e, 0x22, 0xff}, MarkBar),
}

// highContrast draws the boards and the pieces in their high-contrast
// colours (see SetHighContrast); looks counts its changes, so that a
// [Baked] board drawn in the other look is drawn again.
var (
	highContrast bool
	looks        int
)

// SetHighContrast sets whether the boards' cells, lines and pieces are
// drawn in high contrast, for people with low vision: dark lines on light
// cells without grain or shading, pieces rimmed in black with marks of
// the most contrasting black or white, highlights in black and yellow.
// The settings call it when they change; it must be called from Update,
// not while a frame is being drawn.
func SetHighContrast(on bool) {
	if on != highContrast {
		highContrast = on
		looks++
	}
}

// HighContrast reports whether the boards are drawn in high contrast (see
// [SetHighContrast]).
func HighContrast() bool { return highContrast }

// The colours of the high-contrast look (see [SetHighContrast]): black
// lines, rims and frames; white cells; a light grey for the cells the
// rules mark (safe, crossed, the home zone), 12:1 against the lines; and
// a pure yellow for highlights, always edged in black so that it shows on
// white cells and black frames alike.
var (
	ContrastInk    = color.RGBA{0x00, 0x00, 0x00, 0xff}
	ContrastCell   = color.RGBA{0xff, 0xff, 0xff, 0xff}
	ContrastMarked = color.RGBA{0xc8, 0xc8, 0xc8, 0xff}
	ContrastGlow   = color.RGBA{0xff, 0xd4, 0x00, 0xff}
)

// ContrastTint returns a seat's colour c made pale, for the cells its
// pieces own in the high-contrast look: light enough that black lines
// stand out by 10:1 and its own pieces, rimmed in black, apart from it.
func ContrastTint(c color.RGBA) color.RGBA { return Mix(ContrastCell, c, 0.3) }

// ContrastSign returns black or white, whichever stands out more from the
// fill c: the mark of a piece in the high-contrast look, at least 4.58:1
// from its body whatever its colour.
func ContrastSign(c color.RGBA) color.RGBA {
	if Contrast(c, ContrastInk) >= Contrast(c, ContrastCell) {
		return ContrastInk
	}
	return ContrastCell
}
