package play

import (
	"fmt"
	"testing"

	"tabula/scenes/scenestest"
	"tabula/sprites"
)

// TestPhoneLandscapeButtons: on a phone held sideways (and other short
// windows), no button of the play screen lies under another, and the
// lots' tray under none: Throw used to lie under Undo and Redo, a 10-px
// strip of it showing, so that a tap meant for Throw undid (issue 24's
// first defect).
func TestPhoneLandscapeButtons(t *testing.T) {
	env := scenestest.Env(0, 1)
	for _, game := range []string{"daryon", "thayyam"} {
		for _, size := range [][2]int{{844, 390}, {960, 450}, {900, 420}, {740, 360}, {390, 844}} {
			t.Run(fmt.Sprintf("%s %d×%d", game, size[0], size[1]), func(t *testing.T) {
				w, h := size[0], size[1]
				p := scenestest.Updated(NewPlay(env, scenestest.Session(t, env, game, nil, 0, 0)), w, h, 3)
				settle(p, w, h)
				screen := sprites.Rect{Max: sprites.Point{X: float64(w), Y: float64(h)}}
				bs := p.buttons.menu.Buttons
				for i, a := range bs {
					if !inside(a.Rect, screen) {
						t.Errorf("%q at %v lies outside the screen", a.Label, a.Rect)
					}
					if p.lots.Tray != nil && overlaps(a.Rect, p.lots.Rect) {
						t.Errorf("%q at %v lies over the tray at %v", a.Label, a.Rect, p.lots.Rect)
					}
					for _, b := range bs[i+1:] {
						if overlaps(a.Rect, b.Rect) {
							t.Errorf("%q at %v and %q at %v overlap", a.Label, a.Rect, b.Label, b.Rect)
						}
					}
				}
			})
		}
	}
}

// overlaps reports whether two rectangles share more than an edge.
func overlaps(a, b sprites.Rect) bool {
	return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
}

// inside reports whether a lies within b.
func inside(a, b sprites.Rect) bool {
	return a.Min.X >= b.Min.X && a.Min.Y >= b.Min.Y && a.Max.X <= b.Max.X && a.Max.Y <= b.Max.Y
}
