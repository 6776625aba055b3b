package ui

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
)

// The text's helpers: words wrapped, fitted, cut with "…" only where
// they must be, and centred.

// DrawWrapped draws text wrapped to the width of r, from its top left, in
// as many lines as r holds: when some are left out, the last one shown
// ends with "…".
func DrawWrapped(dst *ebiten.Image, text string, r sprites.Rect, size float64, clr color.Color) {
	drawLines(dst, cutLines(wrapAt(text, r.W(), size), r, size), r, size, clr)
}

// FitWrapped returns the largest size, from size down to least, at which
// text wrapped to the width of r fits in its height (least when none
// does: DrawWrapped then cuts it).
func FitWrapped(text string, r sprites.Rect, size, least float64) float64 {
	for size > least && linesHeight(len(wrapAt(text, r.W(), size)), size) > r.H()+heightSlack {
		size = math.Max(least, size*0.95)
	}
	return size
}

// drawLines draws lines at size from the top left of r.
func drawLines(dst *ebiten.Image, lines []string, r sprites.Rect, size float64, clr color.Color) {
	for i, l := range lines {
		sprites.Text(dst, l, sprites.Point{X: r.Min.X, Y: r.Min.Y + size*0.7 + float64(i)*size*1.25}, size, false, sprites.AlignLeft, clr)
	}
}

// wrapAt wraps text to width at size.
func wrapAt(text string, width, size float64) []string {
	return Wrap(text, width, func(s string) float64 { return sprites.TextWidth(s, size, false) })
}

// LinesHeight is the height that n lines of text at size take, as the
// screens draw them.
func LinesHeight(n int, size float64) float64 { return linesHeight(n, size) }

// heightSlack is how much taller than its box a text may be found and
// still fit: a box made for n lines has their height give or take the
// rounding of its corners' sums (French words in the settings were cut
// for 1e-14 of a pixel).
const heightSlack = 1e-6

// linesHeight is the height that n lines of text at size take, from the
// top of the first one's letters to the bottom of the last one's.
func linesHeight(n int, size float64) float64 {
	return size*0.7 + float64(n-1)*size*1.25 + size*0.6
}

// cutLines returns as many of lines as r holds at size, the last one kept
// ending with "…" (and shortened to hold it) when some are left out.
func cutLines(lines []string, r sprites.Rect, size float64) []string {
	n := len(lines)
	for n > 1 && linesHeight(n, size) > r.H()+heightSlack {
		n--
	}
	if n == len(lines) {
		return lines
	}
	if cutWatch != nil {
		cutWatch(strings.Join(lines, " "))
	}
	lines = lines[:n]
	last := strings.Fields(lines[n-1])
	for len(last) > 1 && sprites.TextWidth(strings.Join(last, " ")+"…", size, false) > r.W() {
		last = last[:len(last)-1]
	}
	lines[n-1] = strings.Join(last, " ") + "…"
	return lines
}

// cutWatch, when set, is told of every text cut with "…" for want of
// room (see WatchCuts).
var cutWatch func(text string)

// WatchCuts makes the screens call watch with every text they draw cut
// short with "…" because its box could not hold it, and stop ends the
// watch. It is for tests, which fail on a text a person cannot read in
// full; the game never sets one. It must not be called while a frame is
// being drawn.
func WatchCuts(watch func(text string)) (stop func()) {
	cutWatch = watch
	return func() { cutWatch = nil }
}

// fitLines returns text wrapped in r at size, or smaller — down to least
// times it — when it would take more lines than r holds, and the size; at
// the least size, the lines r cannot hold are cut (see cutLines).
func fitLines(text string, r sprites.Rect, size, least float64) ([]string, float64) {
	var lines []string
	s := size
	for ; ; s *= 0.92 {
		lines = wrapAt(text, r.W(), s)
		if linesHeight(len(lines), s) <= r.H()+heightSlack || s*0.92 < size*least || s*0.92 < leastText() {
			break
		}
	}
	return cutLines(lines, r, s), s
}

// DrawFitted draws text wrapped in r at size, or smaller — down to three
// quarters of it — when it would take more lines than r holds; a text
// that does not fit even so is cut, never drawn over what lies below r.
func DrawFitted(dst *ebiten.Image, text string, r sprites.Rect, size float64, clr color.Color) {
	lines, s := fitLines(text, r, size, 0.75)
	drawLines(dst, lines, r, s, clr)
}

// Wrap breaks text into lines no wider than width, by words; a word wider
// than width gets a line of its own.
func Wrap(text string, width float64, measure func(string) float64) []string {
	var lines []string
	line := ""
	for _, w := range splitWords(text) {
		try := w
		if line != "" {
			try = line + " " + w
		}
		if line != "" && measure(try) > width {
			lines = append(lines, line)
			line = w
		} else {
			line = try
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

func splitWords(s string) []string {
	var words []string
	start := -1
	for i, r := range s {
		if r == ' ' || r == '\n' || r == '\t' {
			if start >= 0 {
				words = append(words, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		words = append(words, s[start:])
	}
	return words
}

// DrawCentred draws one line centred, shrinking the text to fit width.
func DrawCentred(screen *ebiten.Image, s string, at sprites.Point, width, size float64) {
	DrawCentredIn(screen, s, at, width, size, sprites.WoodLight)
}

// DrawCentredIn draws one line centred in clr, shrinking the text to fit
// width.
func DrawCentredIn(screen *ebiten.Image, s string, at sprites.Point, width, size float64, clr color.Color) {
	if w := sprites.TextWidth(s, size, false); w > width && w > 0 {
		size *= width / w
	}
	sprites.Text(screen, s, at, size, false, sprites.AlignCenter, clr)
}
