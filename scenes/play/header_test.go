package play

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/lang"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// TestHeaderWraps: a turn line or a caption too long for a line takes a
// second one at its size, rather than shrinking (about 14 px in French at
// 960×600) or being cut with "…": Diam's "Brun et noir (ordinateur)
// réfléchit", Dejarik's analysis legend (issue 31, newcomer item 3).
func TestHeaderWraps(t *testing.T) {
	for _, c := range []struct {
		l               lang.Lang
		w, h            int
		game            string
		message, legend string
	}{
		{lang.French, 960, 600, "diam", "Brun et noir (ordinateur) réfléchit...", ""},
		{lang.French, 960, 600, "diam", "Brun et noir (ordinateur) réfléchit... (chargement de ce qu'il a appris)", ""},
		{lang.English, 390, 844, "diam", "Brown and black (computer) is thinking... (loading what it learned)", ""},
		{lang.French, 960, 600, "dejarik", "Blanc, à vous de jouer", "Marks: W a win, = a draw, L a loss, then the moves of both sides to the end with best play."},
		{lang.English, 844, 390, "dejarik", "White, your move", "Marks: W a win, = a draw, L a loss, then the moves of both sides to the end with best play."},
	} {
		t.Run(fmt.Sprintf("%s %s %dx%d", c.game, c.l, c.w, c.h), func(t *testing.T) {
			env := scenestest.Env(anim.Instant, 1)
			env.Lang = c.l
			p := scenestest.Updated(NewPlay(env, scenestest.Session(t, env, c.game, nil, 0, 0)), c.w, c.h, 3)
			hd := heading{message: c.message, caption: env.T(c.legend), note: "North: a red pawn dropped on cell 3, level 1"}
			m := p.layout.metrics
			type drawn struct {
				text string
				size float64
			}
			var got []drawn
			stop := sprites.WatchText(func(d sprites.DrawnText) bool { got = append(got, drawn{d.Text, d.Size}); return false })
			spritestest.Render(t, c.w, c.h, func(dst *ebiten.Image) { p.status.Draw(dst, ui.PassWords, p.layout.hud, m, hd) })
			stop()
			var message, caption []string
			for _, d := range got {
				if strings.Contains(d.text, "…") {
					t.Errorf("%q is cut", d.text)
				}
				switch {
				case strings.Contains(c.message, d.text):
					message = append(message, d.text)
					if d.size < m.Text*0.99 {
						t.Errorf("the turn line %q is drawn at %.1f px, under the text's %.1f", d.text, d.size, m.Text)
					}
				case c.legend != "" && strings.Contains(hd.caption, d.text):
					caption = append(caption, d.text)
					if d.size < m.Text*0.8*0.99 {
						t.Errorf("the caption %q is drawn at %.1f px, under %.1f", d.text, d.size, m.Text*0.8)
					}
				}
			}
			if strings.Join(message, " ") != c.message {
				t.Errorf("the turn line drawn is %q, want %q", message, c.message)
			}
			if c.legend != "" && strings.Join(caption, " ") != hd.caption {
				t.Errorf("the caption drawn is %q, want %q", caption, hd.caption)
			}
		})
	}
}

// TestMistakesReadInFull: a solved game's mistakes are said at their size,
// never cut with "…", and the panel scrolls when they do not fit (issue
// 31, newcomer item 3: the paragraph was shrunk, then cut; issue 42: on a
// phone, the mistakes lay off the screen).
func TestMistakesReadInFull(t *testing.T) {
	r := finishedGame(t, "dejarik", lang.French, 4, "perfect", "random")
	scenestest.WaitSolution(t, r.env, "dejarik")
	for _, size := range [][2]int{{844, 390}, {390, 844}, {960, 600}, {1280, 800}} {
		w, h := size[0], size[1]
		r.Update(&ui.Input{Width: w, Height: h})
		r.Update(&ui.Input{Width: w, Height: h})
		m := ui.MetricsFor(w, h)
		said := false
		for step := 0; ; step++ {
			stop := sprites.WatchText(func(d sprites.DrawnText) bool {
				if strings.Contains(d.Text, "…") {
					t.Errorf("%dx%d: %q is cut", w, h, d.Text)
				}
				if strings.Contains(d.Text, "erreur") {
					said = true
					if d.Size < m.Text*wordsSize*0.99 {
						t.Errorf("%dx%d: the mistakes at %.1f px, want %.1f", w, h, d.Size, m.Text*wordsSize)
					}
				}
				return false
			})
			spritestest.Render(t, w, h, func(dst *ebiten.Image) { r.Draw(dst) })
			stop()
			if !r.scrolls() || r.scroll.Offset >= r.scroll.Max || step > 100 {
				break
			}
			at := r.view.Center()
			r.Update(&ui.Input{Width: w, Height: h, Wheel: -1, Pointer: ui.Pointer{X: at.X, Y: at.Y, Moved: true}})
		}
		if !said {
			t.Errorf("%dx%d: no mistakes said", w, h)
		}
		r.scroll.Offset = 0
		r.layout(m)
	}
}
