package play

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// shownText is a text drawn, with the glyphs' boxes that show (within the
// image it is drawn on, a clip of the window for the scrolled words).
type shownText struct {
	sprites.DrawnText
	whole bool // every glyph shows
}

// drawnTexts draws the scene s in a w×h window and returns the texts it
// draws.
func drawnTexts(t *testing.T, s ui.Scene, w, h int) []shownText {
	t.Helper()
	var texts []shownText
	spritestest.Render(t, w, h, func(dst *ebiten.Image) {
		stop := sprites.WatchText(func(d sprites.DrawnText) bool {
			clip := d.Dst.Bounds()
			var shown []sprites.Rect
			for _, g := range d.Glyphs {
				r := image.Rect(int(g.Min.X), int(g.Min.Y), int(g.Max.X+0.999), int(g.Max.Y+0.999)).Intersect(clip)
				if !r.Empty() {
					shown = append(shown, g)
				}
			}
			whole := len(shown) == len(d.Glyphs)
			d.Glyphs = shown
			texts = append(texts, shownText{d, whole})
			return true
		})
		s.Draw(dst)
		stop()
	})
	return texts
}

// TestLuckFitsAPhone: on an upright phone (390×844) and a small one
// (320×480), in both languages, every word the Luck screen draws is 12 px
// at least and lies within the window; the seats' paragraphs, too long
// for their box on the small phone, scroll, and scrolled to their end
// have shown every word.
func TestLuckFitsAPhone(t *testing.T) {
	for _, win := range [][2]int{{390, 844}, {320, 480}} {
		w, h := win[0], win[1]
		for _, name := range []string{"thayyam", "diam"} {
			for _, l := range lang.All {
				t.Run(fmt.Sprintf("%dx%d/%s/%s", w, h, name, l), func(t *testing.T) {
					r := judged(t, finishedGame(t, name, l, 4, "random", "random"))
					lk := scenestest.Updated(r.Luck(), w, h, 2)
					least := 12 * ui.DeviceScale()
					seen := map[string]bool{}
					box := lk.Words()
					at := sprites.Point{X: box.Center().X, Y: box.Center().Y}
					var last string
					for range 100 {
						var frame strings.Builder
						for _, d := range drawnTexts(t, lk, w, h) {
							fmt.Fprintf(&frame, "%q %v\n", d.Text, d.Glyphs)
							if d.Size < least {
								t.Errorf("%q is drawn at %.1f px, under %.0f", d.Text, d.Size, least)
							}
							for _, g := range d.Glyphs {
								if g.Min.X < 0 || g.Min.Y < 0 || g.Max.X > float64(w) || g.Max.Y > float64(h) {
									t.Errorf("%q is drawn out of the %d×%d window, at %v", d.Text, w, h, g)
									break
								}
							}
							for _, word := range strings.Fields(d.Text) {
								seen[word] = seen[word] || d.whole
							}
						}
						if frame.String() == last || t.Failed() {
							break // scrolled to the end
						}
						last = frame.String()
						lk.Update(&ui.Input{Width: w, Height: h, Wheel: -1, Pointer: ui.Pointer{X: at.X, Y: at.Y, Moved: true}})
					}
					pr := scenestest.Probe(lk)
					for _, p := range pr.Reading[1 : 1+len(pr.Game.Luck.Seats)+1] {
						for _, word := range strings.Fields(p.Text) {
							if !seen[word] {
								t.Errorf("the word %q of %q is never shown, scrolled or not", word, p.Text)
								break
							}
						}
					}
				})
			}
		}
	}
}
