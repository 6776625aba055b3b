package ui

import (
	"strings"
	"tabula/sprites"
	"testing"
)

// TestFitLines: a text too long for its box at the least size is cut, its
// last line ending with "…", and never takes more height than the box.
func TestFitLines(t *testing.T) {
	long := strings.Repeat("South's pawn a sends North's pawn c home and may now go home. ", 6)
	for _, c := range []struct {
		text string
		box  sprites.Rect
		size float64
	}{
		{"Throw", sprites.Rect{Max: sprites.Point{X: 200, Y: 30}}, 20},
		{long, sprites.Rect{Max: sprites.Point{X: 300, Y: 40}}, 17},
		{long, sprites.Rect{Max: sprites.Point{X: 120, Y: 100}}, 20},
		{long, sprites.Rect{Min: sprites.Point{X: 10, Y: 500}, Max: sprites.Point{X: 400, Y: 560}}, 14},
	} {
		lines, size := fitLines(c.text, c.box, c.size, 0.75)
		if h := linesHeight(len(lines), size); len(lines) > 1 && h > c.box.H() {
			t.Errorf("%q in %v at %.1f: %d lines take %.1f px, the box %.1f", clipWords(c.text), c.box, c.size, len(lines), h, c.box.H())
		}
		if size < c.size*0.75*0.92 {
			t.Errorf("%q drawn at %.1f, under three quarters of %.1f", clipWords(c.text), size, c.size)
		}
		if got := strings.Join(lines, " "); got != strings.TrimSpace(c.text) && !strings.HasSuffix(got, "…") {
			t.Errorf("%q cut without an ellipsis: %q", clipWords(c.text), got)
		}
	}
}

// clipWords shortens a text for a message.
func clipWords(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
