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
	} {
		t.Run(c.name, func(t *testing.T) {
			n := NewNameEntry(scenestest.Env(anim.Instant, 1), nil)
			n.Update(&ui.Input{Width: 1000, Height: 700})
			for _, ty := range c.typed {
				in := ty.in
				in.Width, in.Height = 1000, 700
				if ty.tap != "" {
					in = tapLabel(t, ty.tap, append(append([]ui.Button{}, n.keys...), n.shift, n.space, n.erase)...)
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
