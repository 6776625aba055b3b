package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// fitWindows are the windows TestTextFits draws the screens in: a laptop,
// a larger desktop, a phone upright and held sideways.
var fitWindows = [][2]int{{1024, 720}, {1280, 800}, {390, 844}, {844, 390}}

// fitLook is a window, a language and a text size the screens are drawn
// in.
type fitLook struct {
	window   [2]int
	lang     lang.Lang
	textSize string
}

// fitLooks are the looks TestTextFits draws: a phone held sideways, in
// French, whose words are the longer, at the usual text size
// (TestTextContrast checks the same in its windows, 1024×720 and 400×720,
// in English); with -contrast-all, every window in both languages at
// every text size.
func fitLooks() []fitLook {
	var looks []fitLook
	if *contrastAll {
		for _, win := range fitWindows {
			for _, l := range lang.All {
				for _, size := range []string{"small", "normal", "large"} {
					looks = append(looks, fitLook{win, l, size})
				}
			}
		}
		return looks
	}
	return []fitLook{{fitWindows[3], lang.French, "normal"}}
}

// TestTextFits draws every screen in each look and checks that no text
// runs over another or out of the window: a status line of three lines
// ran into the caption under it, Dejarik's winning move into "Match to
// 12", the analysis's legend into the log (issue 24's fourth defect).
func TestTextFits(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every screen four times")
	}
	defer scenestest.RestoreLook()
	for _, l := range fitLooks() {
		w, h := l.window[0], l.window[1]
		for _, sc := range fitScreens() {
			if sc.plain && !*contrastAll {
				continue // a form or a menu: TestTextContrast's windows check them
			}
			env := scenestest.LookEnv(false, l.textSize)
			env.Lang = l.lang
			texts := drawnTexts(t, sc.build(t, env, w, h), w, h)
			where := fmt.Sprintf("%s, %d×%d, %s, %s text", sc.name, w, h, l.lang, l.textSize)
			for _, problem := range textProblems(texts, w, h) {
				t.Errorf("%s: %s", where, problem)
			}
		}
	}
}

// fitScreens are the screens of TestTextContrast and the play screen
// with notes of many lengths under its turn line.
func fitScreens() []contrastScreen {
	list := contrastScreens()
	words := strings.Fields("South's pawn a sends North's pawn c home, and South's pawn a may now go home; North's pawn b may not, as it has sent no one home yet.")
	for _, n := range []int{8, 17, len(words)} {
		list = append(list, contrastScreen{name: fmt.Sprintf("play daryon with a note of %d words", n), build: func(t *testing.T, env *ui.Env, w, h int) []ui.Scene {
			p := contrastPlay(t, env, "daryon", 20, 0, w, h)
			p.Note(strings.Join(words[:n], " "))
			return []ui.Scene{p}
		}})
	}
	return list
}

// drawnTexts draws the scenes (bottom first) on a w×h screen and returns
// the top one's texts.
func drawnTexts(t *testing.T, scenes []ui.Scene, w, h int) []sprites.DrawnText {
	t.Helper()
	vis := visibleScenes(scenes)
	var texts []sprites.DrawnText
	spritestest.Render(t, w, h, func(dst *ebiten.Image) {
		for _, s := range vis[:len(vis)-1] {
			s.Draw(dst)
		}
		stop := sprites.WatchText(func(d sprites.DrawnText) bool {
			if !d.Dst.Bounds().In(dst.Bounds()) || strings.TrimSpace(d.Text) == "" {
				return false // a board's own words, baked into its picture
			}
			texts = append(texts, d)
			return false
		})
		defer stop()
		vis[len(vis)-1].Draw(dst)
	})
	return texts
}

// glyphSlack is how far, in pixels, a glyph's box may reach into
// another's: the boxes of a glyph's image are a pixel or two wider than
// its ink.
const glyphSlack = 2.5

// textProblems lists the texts that run over another or out of a w×h
// window.
func textProblems(texts []sprites.DrawnText, w, h int) []string {
	var problems []string
	texts = visibleGlyphs(texts)
	screen := sprites.Rect{Max: sprites.Point{X: float64(w), Y: float64(h)}}
	for i, a := range texts {
		for _, g := range a.Glyphs {
			if runsOut(g, screen) {
				problems = append(problems, fmt.Sprintf("%q runs out of the window at %v", clipWords(a.Text), g))
				break
			}
		}
		for _, b := range texts[i+1:] {
			if at, ok := glyphsMeet(a, b); ok {
				problems = append(problems, fmt.Sprintf("%q and %q overlap at %v", clipWords(a.Text), clipWords(b.Text), at))
			}
		}
	}
	return problems
}

// runsOut reports whether the glyph's box g lies partly out of screen, by
// more than the slack.
func runsOut(g, screen sprites.Rect) bool {
	c, ok := intersection(g, screen)
	return !ok || c.W() < g.W()-glyphSlack || c.H() < g.H()-glyphSlack
}

// visibleGlyphs returns the texts with each glyph's box cut to the image
// it is drawn on (a sub-image clips what it draws: the log's lines), and
// without the blank ones.
func visibleGlyphs(texts []sprites.DrawnText) []sprites.DrawnText {
	var out []sprites.DrawnText
	for _, d := range texts {
		if strings.TrimSpace(d.Text) == "" {
			continue
		}
		b := d.Dst.Bounds()
		clip := sprites.Rect{Min: sprites.Point{X: float64(b.Min.X), Y: float64(b.Min.Y)}, Max: sprites.Point{X: float64(b.Max.X), Y: float64(b.Max.Y)}}
		var kept []sprites.Rect
		for _, g := range d.Glyphs {
			if c, ok := intersection(g, clip); ok {
				kept = append(kept, c)
			}
		}
		d.Glyphs = kept
		out = append(out, d)
	}
	return out
}

// glyphsMeet reports whether a glyph of a and one of b overlap by more
// than the slack, and where.
func glyphsMeet(a, b sprites.DrawnText) (sprites.Rect, bool) {
	for _, ga := range a.Glyphs {
		for _, gb := range b.Glyphs {
			if c, ok := intersection(ga, gb); ok && c.W() > glyphSlack && c.H() > glyphSlack {
				return c, true
			}
		}
	}
	return sprites.Rect{}, false
}

// intersection returns the common part of two rectangles, if any.
func intersection(a, b sprites.Rect) (sprites.Rect, bool) {
	c := sprites.Rect{
		Min: sprites.Point{X: max(a.Min.X, b.Min.X), Y: max(a.Min.Y, b.Min.Y)},
		Max: sprites.Point{X: min(a.Max.X, b.Max.X), Y: min(a.Max.Y, b.Max.Y)},
	}
	return c, c.Min.X < c.Max.X && c.Min.Y < c.Max.Y
}
