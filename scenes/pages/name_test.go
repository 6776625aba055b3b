package pages

import (
	"strings"
	"tabula/anim"
	"tabula/online"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"testing"
)

// tapLabel returns an input that taps the button labelled label among bs.
func tapLabel(t *testing.T, label string, bs ...ui.Button) ui.Input {
	t.Helper()
	for _, b := range bs {
		if b.Label == label {
			q := b.Rect.Center()
			return ui.Input{Width: 1000, Height: 700, Pointer: ui.Pointer{X: q.X, Y: q.Y, Released: true}}
		}
	}
	t.Fatalf("no button %q", label)
	return ui.Input{}
}

// lea is a name typed in the page's text field, whole.
var lea = "Léa"

// TestNameEntryTyping: a nickname typed on the keyboard or tapped on the
// screen's keys, without the characters the server refuses, at most
// online.MaxName characters, capitals at the start of each word.
func TestNameEntryTyping(t *testing.T) {
	for _, c := range []struct {
		name  string
		typed []typing
		want  string
	}{
		{"typed", []typing{{in: ui.Input{Chars: []rune("Zoé B")}}}, "Zoé B"},
		{"control and direction characters", []typing{{in: ui.Input{Chars: []rune("A\nb\u202ec\u200fd\te\u2028")}}}, "Abcde"},
		{"too long", []typing{{in: ui.Input{Chars: []rune(strings.Repeat("x", 30))}}}, strings.Repeat("x", 24)},
		{"spaces", []typing{{in: ui.Input{Chars: []rune("  a  b")}}}, "a b"},
		{"erased", []typing{{in: ui.Input{Chars: []rune("Ab")}}, {in: ui.Input{Erase: true, Actions: []ui.Action{ui.ActionBack}}}}, "A"},
		{"keys tapped", []typing{{tap: "A"}, {tap: "n"}, {tap: "a"}, {tap: "Space"}, {tap: "B"}, {tap: "Aa"}, {tap: "E"}, {tap: "Erase"}, {tap: "."}}, "Ana B."},
		{"accents tapped", []typing{{tap: "Z"}, {tap: "o"}, {tap: "é"}}, "Zoé"},
		{"a capital accent tapped", []typing{{tap: "É"}, {tap: "l"}, {tap: "i"}, {tap: "Aa"}, {tap: "Ç"}, {tap: "œ"}}, "ÉliÇœ"},
		{"accents typed", []typing{{in: ui.Input{Chars: []rune("Zoé Lœ")}}}, "Zoé Lœ"},
		{"typed in the page's field", []typing{{in: ui.Input{Chars: []rune("x")}}, {in: ui.Input{Page: &ui.PageCommand{Spot: -1, Name: &lea}}}}, "Léa"},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := NewNameEntry(scenestest.Env(anim.Instant, 1), nil)
			n.Update(&ui.Input{Width: 1000, Height: 700})
			for _, ty := range c.typed {
				in := ty.in
				in.Width, in.Height = 1000, 700
				if ty.tap != "" {
					in = tapLabel(t, ty.tap, append(n.letterKeys(), n.shift, n.space, n.erase)...)
				}
				if tr := n.Update(&in); tr.Kind != ui.TransitionStay {
					t.Fatalf("left the screen: %+v", tr)
				}
			}
			if got := online.CleanName(n.Name()); got != c.want {
				t.Errorf("name %q, want %q", got, c.want)
			}
		})
	}
}

// typing is what a person types at one tick: keys, or a tap on the key
// labelled tap.
type typing struct {
	in  ui.Input
	tap string
}

// TestSeatNameFits lays the screen of a seat's name, with its marks, out
// at the sizes of a phone held either way, a tablet and a laptop: every
// button inside the window, none over another, and a mark chosen keeps
// the name's typing.
func TestSeatNameFits(t *testing.T) {
	for _, size := range [][2]int{{844, 390}, {390, 844}, {960, 600}, {1280, 800}} {
		w, h := size[0], size[1]
		env := scenestest.Env(anim.Instant, 1)
		var kept [2]string
		n := NewSeatName(env, "South", "Ana", "♣", func(name, mark string) { kept = [2]string{name, mark} })
		n.Update(&ui.Input{Width: w, Height: h})
		bs := scenestest.Probe(n).Buttons
		for i, b := range bs {
			if b.X < 0 || b.Y < 0 || b.X+b.W > float64(w) || b.Y+b.H > float64(h) {
				t.Errorf("%dx%d: %q lies outside the window: %+v", w, h, b.Label, b)
			}
			for _, o := range bs[:i] {
				if b.X < o.X+o.W && o.X < b.X+b.W && b.Y < o.Y+o.H && o.Y < b.Y+b.H {
					t.Errorf("%dx%d: %q lies over %q", w, h, b.Label, o.Label)
				}
			}
		}
		in := tapLabel(t, "♥", n.marks...)
		in.Width, in.Height = w, h
		n.Update(&in)
		n.Update(&ui.Input{Width: w, Height: h, Actions: []ui.Action{ui.ActionConfirm}})
		if kept != [2]string{"Ana", "♥"} {
			t.Errorf("%dx%d: kept %q", w, h, kept)
		}
	}
}
