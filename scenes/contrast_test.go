package scenes

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games/boards"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// The text contrast test: every text a screen draws must stand out from
// what lies behind it as WCAG 2.x level AA asks — a contrast ratio of at
// least 4.5:1, or 3:1 for large text — in both looks of the boards (the
// usual and the high-contrast one), and with -contrast-all (make contrast)
// at the three text sizes in both windows (see contrastLooks).
//
// How it measures. Each screen is drawn twice in one frame: once as it is,
// which bakes the boards, then without the words of the screen on top,
// while sprites.WatchText records each of them: its string, size, weight,
// colour and the boxes of its glyphs. The screens draw every shape before
// any word (see pass), so the second picture is what lies behind the
// words. For each text, every pixel of its glyphs' boxes gives a ratio:
// the text's colour (drawn over the pixel, for a translucent one) against
// the pixel, by relative luminance after sRGB linearisation. The text's
// ratio is the lowest tenth of these (contrastQuantile): an anti-aliased
// edge of a shape crossing a box, a line of grain, weigh less than a
// tenth of it, while a background that covers more than a tenth of the
// glyphs' boxes counts in full.
//
// Large text. A text's size is the font's em in the screens'
// device-independent pixels, which are CSS pixels (a browser's) and
// Ebitengine's device-independent pixels alike: WCAG's large text, 18
// points or 14 points bold, is 24 px, or 18.66 px bold. MetricsFor gives
// body text 12 to 30 px by the window's smaller side (24.5 px in a window
// 720 high, 17.6 px on a phone 400 wide) times the text size's scale (0.85,
// 1, 1.2): so the same words are large on a desktop and small on a phone,
// and the test draws each screen in both windows (contrastWindows).
//
// The boards' words, drawn once into a board's image, are checked by
// TestBoardTextContrast the same way; the screens are drawn once before
// they are measured, so that those images are made. A screen that shows
// no board and no piece is drawn in the usual look only: the
// high-contrast look changes nothing of it.

// contrastQuantile is the share of a text's glyphs' boxes whose ratio may
// fall below the text's.
const contrastQuantile = 0.1

// contrastWindows are the windows the screens are drawn in: a desktop's
// and an upright phone's.
var contrastWindows = [][2]int{{1024, 720}, {400, 720}}

// isLarge reports whether a text of size pixels is large as WCAG says.
func isLarge(size float64, bold bool) bool {
	css := size / ui.DeviceScale()
	return css >= 24 || bold && css >= 18.66
}

// textContrast returns the contrast of the text d against bg, the picture
// drawn without it (see contrastQuantile), the background's colour there,
// and false when none of it shows (clipped, or only spaces).
func textContrast(bg *image.RGBA, d sprites.DrawnText) (float64, color.RGBA, bool) {
	clip := bg.Bounds().Intersect(d.Dst.Bounds())
	seen := map[image.Point]bool{}
	type sample struct {
		ratio float64
		bg    color.RGBA
	}
	var samples []sample
	for _, g := range d.Glyphs {
		r := image.Rect(int(math.Floor(g.Min.X)), int(math.Floor(g.Min.Y)), int(math.Ceil(g.Max.X)), int(math.Ceil(g.Max.Y))).Intersect(clip)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				p := image.Point{X: x, Y: y}
				if seen[p] {
					continue
				}
				seen[p] = true
				b := bg.RGBAAt(x, y)
				b.A = 0xff
				samples = append(samples, sample{sprites.Contrast(sprites.Over(d.Color, b), b), b})
			}
		}
	}
	if len(samples) == 0 {
		return 0, color.RGBA{}, false
	}
	sort.Slice(samples, func(i, j int) bool { return samples[i].ratio < samples[j].ratio })
	s := samples[int(float64(len(samples))*contrastQuantile)]
	return s.ratio, s.bg, true
}

// visibleScenes returns the scenes a stack of them shows: the top one and
// those beneath that show through overlays (see Stack.Draw).
func visibleScenes(scenes []ui.Scene) []ui.Scene {
	first := len(scenes) - 1
	for first > 0 {
		if o, ok := scenes[first].(ui.Overlay); !ok || !o.Overlay() {
			break
		}
		first--
	}
	return scenes[first:]
}

// wordsAndBackground draws the scenes (bottom first) on a w×h screen as the
// stack shows them, then again without the top one's words, and returns
// those words and the second picture. The words of scenes beneath an
// overlay are drawn: they are part of what lies behind it.
func wordsAndBackground(t *testing.T, scenes []ui.Scene, w, h int) ([]sprites.DrawnText, *image.RGBA) {
	t.Helper()
	vis := visibleScenes(scenes)
	var texts []sprites.DrawnText
	var elsewhere []string
	bg := spritestest.Render(t, w, h, func(dst *ebiten.Image) {
		for _, s := range vis {
			s.Draw(dst) // bakes the boards, with their words
		}
		dst.Clear()
		for _, s := range vis[:len(vis)-1] {
			s.Draw(dst)
		}
		stop := sprites.WatchText(func(d sprites.DrawnText) bool {
			if !d.Dst.Bounds().In(dst.Bounds()) {
				elsewhere = append(elsewhere, d.Text)
			} else {
				texts = append(texts, d)
			}
			return false
		})
		defer stop()
		vis[len(vis)-1].Draw(dst)
	})
	if len(elsewhere) > 0 {
		t.Errorf("words drawn on another image than the screen, which this test cannot place: %q", elsewhere)
	}
	return texts, bg
}

// contrastLook is a look of the screens the test draws them in, and the
// windows it draws it in.
type contrastLook struct {
	highContrast bool
	textSize     string
	windows      [][2]int
}

func (l contrastLook) String() string {
	look := "usual boards"
	if l.highContrast {
		look = "high-contrast boards"
	}
	return look + ", " + l.textSize + " text"
}

// contrastAll draws every look in every window (make contrast): each
// pairing costs a quarter of a minute drawn in software.
var contrastAll = flag.Bool("contrast-all", false, "TestTextContrast: every text size in every look and window")

// contrastLooks are the looks drawn: the usual boards at the usual text
// size on the desktop, and the high-contrast boards on a phone, so that
// each look and each window is drawn once (make test keeps to its time);
// with -contrast-all, both boards' looks at every text size in both
// windows.
func contrastLooks() []contrastLook {
	if *contrastAll {
		var looks []contrastLook
		for _, hc := range []bool{false, true} {
			for _, size := range []string{"small", "normal", "large"} {
				looks = append(looks, contrastLook{hc, size, contrastWindows})
			}
		}
		return looks
	}
	return []contrastLook{
		{false, "normal", contrastWindows[:1]},
		{true, "normal", contrastWindows[1:]},
	}
}

// TestTextContrast draws every screen in every look and both windows and
// checks that each of their texts has the contrast WCAG 2.x AA asks
// against what lies behind it (see the top of this file). Failures are
// listed once per text colour, background and kind of text, with the
// worst ratio found and where.
func TestTextContrast(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every screen 12 times")
	}
	defer scenestest.RestoreLook()
	type key struct {
		fg, bg string
		large  bool
	}
	type failure struct {
		ratio  float64
		where  string
		text   string
		counts int
	}
	failures := map[key]*failure{}
	checked := 0
	for _, l := range contrastLooks() {
		for _, win := range l.windows {
			for _, sc := range contrastScreens() {
				if sc.plain && l.highContrast {
					continue
				}
				env := scenestest.LookEnv(l.highContrast, l.textSize)
				w, h := win[0], win[1]
				texts, bg := wordsAndBackground(t, sc.build(t, env, w, h), w, h)
				// No text over another or out of the window (see TestTextFits).
				for _, problem := range textProblems(texts, w, h) {
					t.Errorf("%s, %d×%d, %s: %s", sc.name, w, h, l, problem)
				}
				for _, d := range texts {
					if strings.TrimSpace(d.Text) == "" {
						continue
					}
					ratio, behind, ok := textContrast(bg, d)
					if !ok {
						continue
					}
					checked++
					large := isLarge(d.Size, d.Bold)
					need := 4.5
					if large {
						need = 3
					}
					if ratio >= need {
						continue
					}
					k := key{hex(d.Color), hex(behind), large}
					f := failures[k]
					if f == nil {
						f = &failure{ratio: math.Inf(1)}
						failures[k] = f
					}
					f.counts++
					if ratio < f.ratio {
						f.ratio = ratio
						f.where = fmt.Sprintf("%s, %d×%d, %s", sc.name, w, h, l)
						f.text = d.Text
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no text was checked")
	}
	var keys []key
	for k := range failures {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return failures[keys[i]].ratio < failures[keys[j]].ratio })
	for _, k := range keys {
		f := failures[k]
		need, kind := 4.5, "text"
		if k.large {
			need, kind = 3, "large text"
		}
		t.Errorf("%s %s on %s: %.2f:1, want %.1f:1 (%d texts; the worst %q, %s)", kind, k.fg, k.bg, f.ratio, need, f.counts, clipWords(f.text), f.where)
	}
	t.Logf("%d texts checked", checked)
}

// clipWords shortens a text for a message.
func clipWords(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// hex writes a colour as #rrggbb, with its opacity when it has one.
func hex(c color.Color) string {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	if n.A != 0xff {
		return fmt.Sprintf("#%02x%02x%02x@%02x", n.R, n.G, n.B, n.A)
	}
	return fmt.Sprintf("#%02x%02x%02x", n.R, n.G, n.B)
}

// TestBoardTextContrast checks the words the boards bear themselves (the
// cells' numbers of Dejarik's rim and Diam's plaques), drawn into the
// baked board, as TestTextContrast checks the screens', in both looks of
// the boards and at sizes from a phone's board to a desktop's.
func TestBoardTextContrast(t *testing.T) {
	defer scenestest.RestoreLook()
	for _, hc := range []bool{false, true} {
		sprites.SetHighContrast(hc)
		for _, look := range boards.All {
			st, err := look.Rules.Start()
			if err != nil {
				t.Fatal(err)
			}
			view := look.NewView(st)
			for _, size := range []int{260, 480, 700} {
				var texts []sprites.DrawnText
				bg := spritestest.Render(t, size, size, func(dst *ebiten.Image) {
					stop := sprites.WatchText(func(d sprites.DrawnText) bool {
						texts = append(texts, d)
						return false
					})
					defer stop()
					view.DrawBoard(dst)
				})
				for _, d := range texts {
					ratio, behind, ok := textContrast(bg, d)
					need := 4.5
					if isLarge(d.Size, d.Bold) {
						need = 3
					}
					if ok && ratio < need {
						t.Errorf("%s board of %d px, high contrast %v: %q in %s on %s: %.2f:1, want %.1f:1", look.Rules.Name, size, hc, d.Text, hex(d.Color), hex(behind), ratio, need)
					}
				}
			}
		}
	}
}
