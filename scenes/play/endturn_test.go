package play

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/save"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// dump writes img as name.png in the folder TABULA_SNAPSHOT_DUMP names,
// to be looked at.
func dump(t *testing.T, img image.Image, name string) {
	f, err := os.Create(filepath.Join(os.Getenv("TABULA_SNAPSHOT_DUMP"), name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// thayyamAgainst returns the play screen of a seeded Thayyam game of a
// person (South) against the computer at easy, in l, in a w×h window,
// settled on the person's first throw.
func thayyamAgainst(t *testing.T, l lang.Lang, speed anim.Speed, w, h int) *Play {
	t.Helper()
	g := games.Find("thayyam")
	opts, err := g.Rules.ParseOptions(nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.New(g, opts, []save.Seat{{}, {Computer: true, Level: "easy"}}, 7, nil)
	if err != nil {
		t.Fatal(err)
	}
	env := scenestest.Env(speed, 7)
	env.Lang = l
	env.Attach(s)
	p := scenestest.Updated(NewPlay(env, s), w, h, 3)
	settle(p, w, h)
	return p
}

// TestRepeatedThrowTapsKeepTheTurn: taps repeated on Throw's place, far
// enough apart to pass the grace of a button that takes another's place,
// never end Thayyam's turn nor open a question: Throw keeps its place,
// greyed while the throws are played, and says why it throws nothing;
// "End the turn" lies beside it (issue 31, newcomer items 1 and 8).
func TestRepeatedThrowTapsKeepTheTurn(t *testing.T) {
	for _, c := range []struct {
		l    lang.Lang
		w, h int
	}{{lang.English, 390, 844}, {lang.French, 960, 600}, {lang.English, 844, 390}} {
		t.Run(fmt.Sprintf("%s %dx%d", c.l, c.w, c.h), func(t *testing.T) {
			p := thayyamAgainst(t, c.l, anim.Normal, c.w, c.h)
			throw := p.env.T(labelThrow)
			var at sprites.Point
			for _, b := range p.buttons.menu.Buttons {
				if b.Label == throw {
					at = b.Rect.Center()
				}
			}
			if at == (sprites.Point{}) {
				t.Fatalf("no Throw button among %v", p.buttons.menu.Buttons)
			}
			refused := 0
			for tap := range 24 {
				p.Update(&ui.Input{Width: c.w, Height: c.h, Pointer: ui.Pointer{X: at.X, Y: at.Y, Down: true, Pressed: true, Moved: true}})
				tr := p.Update(&ui.Input{Width: c.w, Height: c.h, Pointer: ui.Pointer{X: at.X, Y: at.Y, Released: true, Moved: true}})
				if tr.Kind != ui.TransitionStay {
					t.Fatalf("tap %d on Throw's place opened a screen: %+v (buttons %v)", tap+1, tr, p.buttons.menu.Buttons)
				}
				if strings.HasPrefix(p.status.note, p.env.T("No throw now: you have thrown; move a piece.")[:10]) {
					refused++
				}
				scenestest.Updated(p, c.w, c.h, graceTicks+10)
			}
			h := p.sess.History()
			for i := range h.Len() {
				if st := h.Step(i); st.Actor == 0 && st.Note == "end" {
					t.Errorf("step %d: the person's turn was ended", i+1)
				}
			}
			if refused == 0 {
				t.Error("no tap on the greyed Throw said why it throws nothing")
			}
		})
	}
}

// TestEndTurnQuestionInFull: "End the turn", while a piece could move,
// asks beside the board, which stays in view, which throws it gives up;
// its Back comes first; the question is drawn in full, not cut with "…"
// (issue 31, newcomer item 1).
func TestEndTurnQuestionInFull(t *testing.T) {
	for _, c := range []struct {
		l    lang.Lang
		w, h int
		want string // the words that say what is given up
	}{{lang.English, 390, 844, "giving up"}, {lang.French, 960, 600, "renonce à"}, {lang.English, 844, 390, "giving up"}} {
		t.Run(fmt.Sprintf("%s %dx%d", c.l, c.w, c.h), func(t *testing.T) {
			p := thayyamAgainst(t, c.l, anim.Instant, c.w, c.h)
			var ask *ui.Confirm
			for range 60 {
				if ask = endTurnQuestion(t, p, c.w, c.h); ask != nil {
					break
				}
				if !pressLabel(p, p.env.T(labelThrow), c.w, c.h) {
					settle(p, c.w, c.h)
				}
				settle(p, c.w, c.h)
			}
			if ask == nil {
				t.Fatal("no question before the turn ended")
			}
			if !ask.Overlay() {
				t.Error("the question hides the board")
			}
			var pr ui.Probe
			ask.Update(&ui.Input{Width: c.w, Height: c.h})
			ask.Probe(&pr)
			if !strings.Contains(pr.Notice, c.want) {
				t.Errorf("the question %q does not say what is given up (%q)", pr.Notice, c.want)
			}
			if pr.Buttons[0].Label != p.env.T("Back") {
				t.Errorf("the question's first button is %q, want Back", pr.Buttons[0].Label)
			}
			var drawn []string
			stop := sprites.WatchText(func(d sprites.DrawnText) bool { drawn = append(drawn, d.Text); return true })
			img := spritestest.Render(t, c.w, c.h, func(dst *ebiten.Image) { p.Draw(dst); ask.Draw(dst) })
			stop()
			if os.Getenv("TABULA_SNAPSHOT_DUMP") != "" {
				dump(t, img, fmt.Sprintf("end-turn-%s-%dx%d", c.l.Code(), c.w, c.h))
			}
			all := strings.Join(drawn, " ")
			if strings.Contains(all, "…") {
				t.Errorf("the question is cut: %q", drawn)
			}
			if last := strings.Fields(pr.Notice); !strings.Contains(all, last[len(last)-1]) {
				t.Errorf("the question's last word %q is not drawn: %q", last[len(last)-1], drawn)
			}
		})
	}
}

// endTurnQuestion taps the give-up button of p, if it has one, and returns
// the question it asks, or nil.
func endTurnQuestion(t *testing.T, p *Play, w, h int) *ui.Confirm {
	t.Helper()
	if !picks(p) {
		return nil
	}
	moves := 0
	for _, c := range p.board.Choices {
		if c.Moves {
			moves++
		}
	}
	if moves == 0 {
		return nil
	}
	for _, c := range p.board.Choices {
		if c.Moves {
			continue
		}
		if tr, ok := tapLabel(p, p.env.MoveLabel(p.sess, c), w, h); ok {
			ask, _ := tr.Scene.(*ui.Confirm)
			return ask
		}
	}
	return nil
}

// TestGreyedThrowSaysWhyToTheKeyboard: the keyboard's cursor on the greyed
// Throw says why it throws nothing, as a tap on it does: a screen reader
// said only "Throw" there (issue 31).
func TestGreyedThrowSaysWhyToTheKeyboard(t *testing.T) {
	const w, h = 960, 600
	p := thayyamAgainst(t, lang.English, anim.Instant, w, h)
	throw := p.env.T(labelThrow)
	index := func() int {
		for i, b := range p.buttons.menu.Buttons {
			if b.Label == throw {
				return i
			}
		}
		t.Fatalf("no Throw button among %v", p.buttons.menu.Buttons)
		return -1
	}
	for range 20 { // throws until one leaves a move to make
		if b := p.buttons.menu.Buttons[index()]; b.Disabled && p.sess.HumanActs() {
			break
		}
		at := p.buttons.menu.Buttons[index()].Rect.Center()
		p.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: at.X, Y: at.Y, Down: true, Pressed: true, Moved: true}})
		p.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: at.X, Y: at.Y, Released: true, Moved: true}})
		settle(p, w, h)
	}
	i := index()
	if !p.buttons.menu.Buttons[i].Disabled || !p.sess.HumanActs() {
		t.Fatalf("no move to make after 20 throws: %s", p)
	}
	var a ui.Access
	var pr ui.Probe
	p.Probe(&pr)
	a.Update(pr)
	p.buttons.menu.Keys, p.buttons.menu.Focus = true, i
	pr = ui.Probe{}
	p.Probe(&pr)
	said, _, _ := a.Update(pr)
	why := p.noThrow()
	if !strings.HasPrefix(why, "No throw now") || !slices.Equal(said, []string{throw, why}) {
		t.Errorf("the keyboard on the greyed Throw says %q, want %q", said, []string{throw, why})
	}
}
