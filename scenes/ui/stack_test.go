package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
)

// script is a scene that returns the transitions it is given, one per tick,
// and logs its updates.
type script struct {
	name    string
	next    []Transition
	log     *[]string
	overlay bool
}

func (s *script) Update(*Input) Transition {
	*s.log = append(*s.log, s.name)
	if len(s.next) == 0 {
		return Stay()
	}
	t := s.next[0]
	s.next = s.next[1:]
	return t
}

func (s *script) Draw(*ebiten.Image) {}

func (s *script) Overlay() bool { return s.overlay }

func TestStackTransitions(t *testing.T) {
	var log []string
	pause := &script{name: "pause", next: []Transition{Stay(), Pop()}, log: &log, overlay: true}
	play := &script{name: "play", next: []Transition{Push(pause), Stay(), Pop()}, log: &log}
	title := &script{name: "title", next: []Transition{Replace(play)}, log: &log}
	s := NewStack(title)
	var alive []bool
	for range 6 {
		alive = append(alive, s.Update(&Input{}))
	}
	wantLog := []string{"title", "play", "pause", "pause", "play", "play"}
	if len(log) != len(wantLog) {
		t.Fatalf("log %v, want %v", log, wantLog)
	}
	for i := range wantLog {
		if log[i] != wantLog[i] {
			t.Fatalf("log %v, want %v", log, wantLog)
		}
	}
	wantAlive := []bool{true, true, true, true, true, false}
	for i := range wantAlive {
		if alive[i] != wantAlive[i] {
			t.Errorf("tick %d: alive %v, want %v", i, alive[i], wantAlive[i])
		}
	}
	if s.Len() != 0 || s.Top() != nil {
		t.Errorf("stack not empty after the last pop")
	}
	if s.Update(&Input{}) {
		t.Error("an empty stack is alive")
	}
}

// homeScript is a script that is the home screen.
type homeScript struct{ script }

func (*homeScript) Home() {}

// A game left for the title screen leaves a stack of one: the title, whose
// Quit quits, however many games were played; another replacement keeps
// the scenes beneath.
func TestHomeClosesTheScenesBeneath(t *testing.T) {
	var log []string
	home := &homeScript{script{name: "home", log: &log}}
	play := &script{name: "play", next: []Transition{Replace(home)}, log: &log}
	chooser := &script{name: "chooser", next: []Transition{Replace(play)}, log: &log}
	tutorial := &script{name: "tutorial", next: []Transition{Push(chooser)}, log: &log}
	title := &homeScript{script{name: "title", next: []Transition{Push(tutorial)}, log: &log}}
	s := NewStack(title)
	for _, want := range []int{2, 3, 3, 1} {
		s.Update(&Input{})
		if s.Len() != want {
			t.Fatalf("after %v: %d scenes, want %d", log, s.Len(), want)
		}
	}
	if s.Top() != home {
		t.Errorf("top %v, want the home screen", s.Top())
	}
	if s2 := NewStack(title, tutorial, chooser); s2.Len() != 3 || s2.Top() != chooser {
		t.Errorf("NewStack(title, tutorial, chooser): %d scenes, top %v", s2.Len(), s2.Top())
	}
}

// TestReplaceFades: a replaced scene fades out for as long as the
// animations' speed says, and not at all at the speed instant.
func TestReplaceFades(t *testing.T) {
	for _, c := range []struct {
		speed anim.Speed
		ticks int
	}{{anim.Normal, fadeTicks}, {anim.Slow, fadeTicks * 3 / 2}, {anim.Fast, fadeTicks / 2}, {anim.Instant, 0}} {
		var log []string
		b := &script{name: "b", log: &log}
		a := &script{name: "a", next: []Transition{Replace(b)}, log: &log}
		s := NewStack(a)
		s.Speed = c.speed
		s.Update(&Input{})
		if s.Fading() != (c.ticks > 0) || s.Top() != b {
			t.Fatalf("%v: after Replace: fading %v, top %v", c.speed, s.Fading(), s.Top())
		}
		ticks := 0
		for s.Fading() && ticks < 100 {
			s.Update(&Input{})
			ticks++
		}
		if ticks != c.ticks {
			t.Errorf("%v: the fade lasted %d ticks, want %d", c.speed, ticks, c.ticks)
		}
	}
}

func TestPointerTracker(t *testing.T) {
	type tick struct {
		s    Sample
		want Pointer
	}
	finger := func(id int, x, y float64) []Touch { return []Touch{{ID: id, X: x, Y: y}} }
	tests := []struct {
		name  string
		ticks []tick
	}{
		{"mouse click", []tick{
			{Sample{MouseX: 5, MouseY: 6}, Pointer{X: 5, Y: 6, Moved: true}},
			{Sample{MouseX: 5, MouseY: 6, MouseDown: true}, Pointer{X: 5, Y: 6, Down: true, Pressed: true, Moved: true}},
			{Sample{MouseX: 5, MouseY: 6}, Pointer{X: 5, Y: 6, Released: true, Moved: true}},
			{Sample{MouseX: 5, MouseY: 6}, Pointer{X: 5, Y: 6}},
		}},
		{"tap of a finger, the mouse ignored meanwhile", []tick{
			{Sample{MouseX: 1, MouseY: 1, Touches: finger(7, 40, 50)}, Pointer{X: 40, Y: 50, Down: true, Pressed: true, Moved: true}},
			{Sample{MouseX: 2, MouseY: 2, MouseDown: true, Touches: finger(7, 42, 50)}, Pointer{X: 42, Y: 50, Down: true, Moved: true}},
			{Sample{MouseX: 2, MouseY: 2}, Pointer{X: 42, Y: 50, Released: true, Moved: true}},
		}},
		{"a second finger does not take over", []tick{
			{Sample{Touches: finger(1, 10, 10)}, Pointer{X: 10, Y: 10, Down: true, Pressed: true, Moved: true}},
			{Sample{Touches: []Touch{{ID: 2, X: 90, Y: 90}, {ID: 1, X: 11, Y: 10}}}, Pointer{X: 11, Y: 10, Down: true, Moved: true}},
			{Sample{Touches: finger(2, 90, 90)}, Pointer{X: 11, Y: 10, Released: true, Moved: true}},
		}},
	}
	for _, tt := range tests {
		var pt PointerTracker
		for i, tk := range tt.ticks {
			if got := pt.Update(tk.s); got != tk.want {
				t.Errorf("%s, tick %d: %+v, want %+v", tt.name, i, got, tk.want)
			}
		}
	}
}

func TestInputTapped(t *testing.T) {
	in := Input{Pointer: Pointer{X: 10, Y: 10, Released: true}, Actions: []Action{ActionConfirm}}
	if !in.Tapped(0, 0, 20, 20) || in.Tapped(11, 0, 20, 20) || !in.Has(ActionConfirm) || in.Has(ActionBack) {
		t.Error("Tapped or Has is wrong")
	}
}
