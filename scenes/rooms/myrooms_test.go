package rooms

import (
	"fmt"
	"strings"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"testing"
	"time"
)

// TestMyRooms: the list of rooms puts those waiting for this device first
// and says of each whose turn it is or how it ended, and who is connected;
// a room tapped opens its lobby.
func TestMyRooms(t *testing.T) {
	env, _, _ := scenestest.RoomsEnv(t)
	scenestest.AwaitAnswers(t, env, NewMyRooms(env)) // asked, as the title does
	r := NewMyRooms(env)
	deadline := time.Now().Add(10 * time.Second)
	for len(r.buttons) != 3 || strings.Contains(r.buttons[1].Label, "Asking") {
		if time.Now().After(deadline) {
			t.Fatalf("the list: %+v", r.buttons)
		}
		r.Update(&ui.Input{Width: 1000, Height: 700})
		time.Sleep(time.Millisecond)
	}
	var got []string
	for i, b := range r.buttons {
		got = append(got, b.Label+" / "+roomPeopleText(env, r.rooms[i]))
	}
	want := []string{
		"Diam AAAA-0001 — Your turn / Brown and black (Ben), connected",
		"Daryon AAAA-0002 — North to move / North, the computer (Easy)",
		"Thayyam AAAA-0003 — North (Cy) wins / North (Cy), connected",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the list:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	c := r.buttons[1].Rect.Center()
	tr := r.Update(&ui.Input{Width: 1000, Height: 700, Pointer: ui.Pointer{X: c.X, Y: c.Y, Released: true}})
	l, ok := tr.Scene.(*Lobby)
	if tr.Kind != ui.TransitionReplace || !ok || l.room.Code() != "AAAA-0002" {
		t.Fatalf("a room tapped: %+v", tr)
	}
	l.Leave()
	if tr := r.Update(&ui.Input{Width: 1000, Height: 700, Actions: []ui.Action{ui.ActionBack}}); tr.Kind != ui.TransitionPop {
		t.Errorf("back: %+v", tr)
	}
}
