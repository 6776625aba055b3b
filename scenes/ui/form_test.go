package ui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
	"tabula/sprites/spritestest"
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

// TestFormExplainsOnHover: a mouse over a choice not chosen shows its
// explanation, in both layouts (under each row, or under the form), before
// it is chosen; a tap leaves the chosen one's (issue 31, newcomer item 8:
// on a desktop an option was explained only once tapped).
func TestFormExplainsOnHover(t *testing.T) {
	for _, c := range []struct {
		name string
		area sprites.Rect
	}{
		{"under each row", sprites.Rect{Max: sprites.Point{X: 900, Y: 700}}},
		{"under the form", sprites.Rect{Max: sprites.Point{X: 900, Y: 200}}},
	} {
		f := testForm()
		m := MetricsFor(900, 700)
		f.Layout(c.area, m)
		drawn := func() string {
			var texts []string
			stop := sprites.WatchText(func(d sprites.DrawnText) bool { texts = append(texts, d.Text); return false })
			defer stop()
			spritestest.Render(t, 900, 700, func(dst *ebiten.Image) { f.Draw(dst, m) })
			return strings.Join(texts, "|")
		}
		over := f.ChoiceRect(1, 1).Center()
		f.Update(&Input{Pointer: Pointer{X: over.X, Y: over.Y, Moved: true}})
		if got := drawn(); !strings.Contains(got, "the authors' first rules") {
			t.Errorf("%s: the mouse over Prototype shows %q", c.name, got)
		}
		if f.Rows[1].Chosen != 0 {
			t.Errorf("%s: the mouse chose %d", c.name, f.Rows[1].Chosen)
		}
		away := f.ChoiceRect(0, 0).Center()
		f.Update(&Input{Pointer: Pointer{X: away.X, Y: away.Y, Moved: true}})
		if got := drawn(); strings.Contains(got, "the authors' first rules") {
			t.Errorf("%s: the mouse gone, Prototype's explanation stays: %q", c.name, got)
		}
	}
}
