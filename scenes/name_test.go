package scenes

import (
	"strings"
	"testing"

	"tabula/anim"
	"tabula/online"
	"tabula/save"
)

// tapLabel returns an input that taps the button labelled label among bs.
func tapLabel(t *testing.T, label string, bs ...Button) Input {
	t.Helper()
	for _, b := range bs {
		if b.Label == label {
			q := b.Rect.Center()
			return Input{Width: 1000, Height: 700, Pointer: Pointer{X: q.X, Y: q.Y, Released: true}}
		}
	}
	t.Fatalf("no button %q", label)
	return Input{}
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
		{"typed", []typing{{in: Input{Chars: []rune("Zoé B")}}}, "Zoé B"},
		{"control and direction characters", []typing{{in: Input{Chars: []rune("A\nb\u202ec\u200fd\te\u2028")}}}, "Abcde"},
		{"too long", []typing{{in: Input{Chars: []rune(strings.Repeat("x", 30))}}}, strings.Repeat("x", 24)},
		{"spaces", []typing{{in: Input{Chars: []rune("  a  b")}}}, "a b"},
		{"erased", []typing{{in: Input{Chars: []rune("Ab")}}, {in: Input{Erase: true, Actions: []Action{ActionBack}}}}, "A"},
		{"keys tapped", []typing{{tap: "A"}, {tap: "n"}, {tap: "a"}, {tap: "Space"}, {tap: "B"}, {tap: "Aa"}, {tap: "E"}, {tap: "Erase"}, {tap: "."}}, "Ana B."},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := NewNameEntry(testEnv(anim.Instant, 1), nil)
			n.Update(&Input{Width: 1000, Height: 700})
			for _, ty := range c.typed {
				in := ty.in
				in.Width, in.Height = 1000, 700
				if ty.tap != "" {
					in = tapLabel(t, ty.tap, append(append([]Button{}, n.keys...), n.shift, n.space, n.erase)...)
				}
				if tr := n.Update(&in); tr.Kind != TransitionStay {
					t.Fatalf("left the screen: %+v", tr)
				}
			}
			if got := online.CleanName(n.Name()); got != c.want {
				t.Errorf("name %q, want %q", got, c.want)
			}
		})
	}
}

// TestNameAskedOnce: the nickname is asked before the first room created
// or joined, kept, and not asked again; a device that keeps nothing is not
// asked; the settings change it.
func TestNameAskedOnce(t *testing.T) {
	store := save.Memory{}
	env := testEnv(anim.Instant, 1)
	env.Store, env.Server = store, testServerURL
	o := NewOnlineMenu(env)
	tr := o.acts[1]() // Join a room
	n, ok := tr.Scene.(*NameEntry)
	if tr.Kind != TransitionPush || !ok {
		t.Fatalf("the first room joined: %+v", tr)
	}
	n.Update(&Input{Width: 1000, Height: 700, Chars: []rune("Ana")})
	tr = n.Update(&Input{Width: 1000, Height: 700, Actions: []Action{ActionConfirm}})
	if _, ok := tr.Scene.(*JoinRoom); tr.Kind != TransitionReplace || !ok {
		t.Fatalf("the name given: %+v", tr)
	}
	kept, err := save.LoadSettings(store)
	if err != nil || kept.Name != "Ana" || !kept.NameAsked || env.Settings.Name != "Ana" {
		t.Errorf("kept %+v, %v", kept, err)
	}
	if tr := o.acts[0](); tr.Kind != TransitionPush {
		t.Errorf("the next room created: %+v", tr)
	} else if _, ok := tr.Scene.(*Chooser); !ok {
		t.Errorf("asked again: %T", tr.Scene)
	}

	// A room's link, the first time: the name, then the room.
	fresh := testEnv(anim.Instant, 1)
	fresh.Store, fresh.Server = save.Memory{}, testServerURL
	stack := OpenRoomLink(fresh, "K3QX-9TZD")
	if len(stack) != 2 {
		t.Fatalf("a link: %d screens", len(stack))
	}
	n, ok = stack[1].(*NameEntry)
	if !ok {
		t.Fatalf("a link, the first time: %T", stack[1])
	}
	n.Update(&Input{Width: 1000, Height: 700})
	in := tapLabel(t, "OK", n.done)
	tr = n.Update(&in)
	l, ok := tr.Scene.(*Lobby)
	if !ok || l.room.Code() != "K3QX-9TZD" || !fresh.Settings.NameAsked || fresh.Settings.Name != "" {
		t.Fatalf("no name given: %+v, settings %+v", tr, fresh.Settings)
	}
	l.Leave()
	if stack := OpenRoomLink(fresh, "K3QX-9TZD"); len(stack) != 2 {
		t.Errorf("a link again: %d screens", len(stack))
	} else if l, ok := stack[1].(*Lobby); !ok {
		t.Errorf("asked again: %T", stack[1])
	} else {
		l.Leave()
	}

	// Nothing kept: not asked.
	none := testEnv(anim.Instant, 1)
	none.Server = testServerURL
	if tr := NewOnlineMenu(none).acts[0](); tr.Kind != TransitionPush {
		t.Errorf("nothing kept: %+v", tr)
	} else if _, ok := tr.Scene.(*Chooser); !ok {
		t.Errorf("nothing kept, asked: %T", tr.Scene)
	}

	// The settings: the name shown, changed on its screen.
	s := NewSettings(env)
	s.Update(&Input{Width: 1000, Height: 700})
	if got := s.form.Rows[rowName].Choices[0]; got != "Ana" {
		t.Errorf("the settings show %q", got)
	}
	c := s.form.choices[rowName][1].Rect.Center()
	tr = s.Update(&Input{Width: 1000, Height: 700, Pointer: Pointer{X: c.X, Y: c.Y, Released: true}})
	n, ok = tr.Scene.(*NameEntry)
	if tr.Kind != TransitionPush || !ok || n.Name() != "Ana" {
		t.Fatalf("change the nickname: %+v", tr)
	}
	n.Update(&Input{Width: 1000, Height: 700, Chars: []rune(" Lee"), Erase: false})
	if tr := n.Update(&Input{Width: 1000, Height: 700, Actions: []Action{ActionConfirm}}); tr.Kind != TransitionPop {
		t.Fatalf("the nickname changed: %+v", tr)
	}
	s.Resume()
	if got := s.form.Rows[rowName].Choices[0]; got != "Ana Lee" {
		t.Errorf("the settings show %q after the change", got)
	}
	if kept, _ := save.LoadSettings(store); kept.Name != "Ana Lee" {
		t.Errorf("kept %q", kept.Name)
	}
}

// TestCleanName: a nickname kept in the settings, edited by hand, is taken
// as a room takes it.
func TestCleanName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Ana", "Ana"},
		{"  Ana  ", "Ana"},
		{"A\u202eB\u0000C\r\n", "ABC"},
		{strings.Repeat("é", 30), strings.Repeat("é", 24)},
		{"\xff\xfeAna", "Ana"},
	} {
		if got := online.CleanName(c.in); got != c.want {
			t.Errorf("online.CleanName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
