package scenes

import (
	"fmt"
	"slices"
	"testing"

	"tabula/anim"
	"tabula/lang"
	"tabula/save"
	"tabula/scenes/menus"
	"tabula/scenes/pages"
	"tabula/scenes/rooms"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
)

// hasButton reports whether a screen shows a button labelled label.
func hasButton(s ui.Scene, label string) bool {
	return slices.ContainsFunc(scenestest.Probe(s).Buttons, func(b ui.ProbeTarget) bool { return b.Label == label })
}

// TestNameAskedOnce: the nickname is asked before the first room created
// or joined, kept, and not asked again; a device that keeps nothing is not
// asked; the settings change it.
func TestNameAskedOnce(t *testing.T) {
	const w, h = 1000, 700
	store := save.Memory{}
	env := scenestest.Env(anim.Instant, 1)
	env.Store, env.Server = store, scenestest.ServerURL
	o := menus.NewOnlineMenu(env)
	tr, _ := scenestest.Click(o, "Join a room", w, h)
	n, ok := tr.Scene.(*pages.NameEntry)
	if tr.Kind != ui.TransitionPush || !ok {
		t.Fatalf("the first room joined: %+v", tr)
	}
	n.Update(&ui.Input{Width: w, Height: h, Chars: []rune("Ana")})
	tr = n.Update(&ui.Input{Width: w, Height: h, Actions: []ui.Action{ui.ActionConfirm}})
	if _, ok := tr.Scene.(*rooms.JoinRoom); tr.Kind != ui.TransitionReplace || !ok {
		t.Fatalf("the name given: %+v", tr)
	}
	kept, err := save.LoadSettings(store)
	if err != nil || kept.Name != "Ana" || !kept.NameAsked || env.Settings.Name != "Ana" {
		t.Errorf("kept %+v, %v", kept, err)
	}
	if tr, _ := scenestest.Click(o, "Create a room", w, h); tr.Kind != ui.TransitionPush {
		t.Errorf("the next room created: %+v", tr)
	} else if _, ok := tr.Scene.(*pages.Chooser); !ok {
		t.Errorf("asked again: %T", tr.Scene)
	}

	// A room's link, the first time: the name, then the room.
	fresh := scenestest.Env(anim.Instant, 1)
	fresh.Store, fresh.Server = save.Memory{}, scenestest.ServerURL
	stack := OpenRoomLink(fresh, "K3QX-9TZD")
	if len(stack) != 2 {
		t.Fatalf("a link: %d screens", len(stack))
	}
	n, ok = stack[1].(*pages.NameEntry)
	if !ok {
		t.Fatalf("a link, the first time: %T", stack[1])
	}
	tr, _ = scenestest.Click(n, "OK", w, h)
	l, ok := tr.Scene.(*rooms.Lobby)
	if !ok || scenestest.Probe(l).Room.Code != "K3QX-9TZD" || !fresh.Settings.NameAsked || fresh.Settings.Name != "" {
		t.Fatalf("no name given: %+v, settings %+v", tr, fresh.Settings)
	}
	l.Leave()
	if stack := OpenRoomLink(fresh, "K3QX-9TZD"); len(stack) != 2 {
		t.Errorf("a link again: %d screens", len(stack))
	} else if l, ok := stack[1].(*rooms.Lobby); !ok {
		t.Errorf("asked again: %T", stack[1])
	} else {
		l.Leave()
	}

	// Nothing kept: not asked.
	none := scenestest.Env(anim.Instant, 1)
	none.Server = scenestest.ServerURL
	if tr, _ := scenestest.Click(menus.NewOnlineMenu(none), "Create a room", w, h); tr.Kind != ui.TransitionPush {
		t.Errorf("nothing kept: %+v", tr)
	} else if _, ok := tr.Scene.(*pages.Chooser); !ok {
		t.Errorf("nothing kept, asked: %T", tr.Scene)
	}

	// The settings: the name shown, changed on its screen.
	s := pages.NewSettings(env)
	s.Update(&ui.Input{Width: w, Height: h})
	if !hasButton(s, "Nickname: Ana") {
		t.Errorf("the settings show %+v", scenestest.Probe(s).Buttons)
	}
	tr, _ = scenestest.Click(s, "Nickname: Change…", w, h)
	n, ok = tr.Scene.(*pages.NameEntry)
	if tr.Kind != ui.TransitionPush || !ok || n.Name() != "Ana" {
		t.Fatalf("change the nickname: %+v", tr)
	}
	n.Update(&ui.Input{Width: w, Height: h, Chars: []rune(" Lee")})
	if tr := n.Update(&ui.Input{Width: w, Height: h, Actions: []ui.Action{ui.ActionConfirm}}); tr.Kind != ui.TransitionPop {
		t.Fatalf("the nickname changed: %+v", tr)
	}
	s.Resume()
	s.Update(&ui.Input{Width: w, Height: h})
	if !hasButton(s, "Nickname: Ana Lee") {
		t.Errorf("the settings show %+v after the change", scenestest.Probe(s).Buttons)
	}
	if kept, _ := save.LoadSettings(store); kept.Name != "Ana Lee" {
		t.Errorf("kept %q", kept.Name)
	}
}

// TestNameScreensFit draws the nickname's screen and a seat's name's in
// both languages on every size from a small phone's to a large desktop's,
// upright and sideways, and checks that no text runs over another or out
// of the window, that every key and button is on the screen (OK above
// all), and that on a phone (390×844, 320×480) no text is smaller than 12
// pixels: the help under the name was shrunk to one line of about 10.
func TestNameScreensFit(t *testing.T) {
	defer scenestest.RestoreLook()
	phones := map[[2]int]bool{{390, 844}: true, {320, 480}: true}
	windows := [][2]int{{320, 480}, {480, 320}, {390, 844}, {844, 390}, {768, 1024}, {1024, 720}, {1280, 800}, {2560, 1440}}
	screens := []struct {
		name string
		make func(env *ui.Env) ui.Scene
	}{
		{"nickname", func(env *ui.Env) ui.Scene { return pages.NewNameEntry(env, nil) }},
		{"seat's name", func(env *ui.Env) ui.Scene {
			return pages.NewSeatName(env, env.T("South"), "", "", func(string, string) {})
		}},
	}
	for _, win := range windows {
		w, h := win[0], win[1]
		for _, l := range lang.All {
			for _, sc := range screens {
				env := scenestest.LookEnv(false, "normal")
				env.Lang = l
				s := scenestest.Updated(sc.make(env), w, h, 2)
				where := fmt.Sprintf("%s, %d×%d, %s", sc.name, w, h, l)
				texts := drawnTexts(t, []ui.Scene{s}, w, h)
				for _, problem := range textProblems(texts, w, h) {
					t.Errorf("%s: %s", where, problem)
				}
				if phones[win] {
					for _, d := range texts {
						if d.Size < 12 {
							t.Errorf("%s: %q drawn at %.1f px, under 12", where, d.Text, d.Size)
						}
					}
				}
				ok := false
				for _, b := range scenestest.Probe(s).Buttons {
					if b.X < 0 || b.Y < 0 || b.X+b.W > float64(w) || b.Y+b.H > float64(h) {
						t.Errorf("%s: %q at %v,%v %v×%v, off the screen", where, b.Label, b.X, b.Y, b.W, b.H)
					}
					ok = ok || b.Label == env.T("OK")
				}
				if !ok {
					t.Errorf("%s: no OK", where)
				}
			}
		}
	}
}
