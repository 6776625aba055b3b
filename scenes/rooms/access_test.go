package rooms

import (
	"slices"
	"strings"
	"testing"

	"tabula/anim"
	"tabula/online"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
)

// TestLobbyReadable: a room's lobby describes its code, its link and each
// seat in words, for the page to show a screen reader, with what the
// screen writes under them to read; a seat taken is said when it changes,
// and so is each seat of the room's game, which keeps them, and the room
// ready, its game beginning.
func TestLobbyReadable(t *testing.T) {
	env := scenestest.Env(anim.Instant, 1)
	env.Server = "http://127.0.0.1:8080"
	room := scenestest.NewRoom(t, online.Spec{Game: "diam", Seats: []string{"local", "online"}}, 0)
	l := NewLobby(env, room)
	a := &ui.Access{}
	frame := func(s ui.Scene) (ui.Probe, []string) {
		tr := s.Update(&ui.Input{Width: 1000, Height: 700})
		if tr.Scene != nil {
			s = tr.Scene
		}
		pr := scenestest.Probe(s)
		say, _, _ := a.Update(pr)
		return pr, say
	}
	pr, say := frame(l)
	want := []string{"Red and orange, on this device", "Brown and black, free"}
	if r := pr.Room; r == nil || r.Link != "http://127.0.0.1:8080/?room=K3QX-9TZD" || !slices.Equal(r.Seats, want) {
		t.Fatalf("the lobby's room: %+v, want its link and seats %q", pr.Room, want)
	}
	if pr.Title != "Room K3QX-9TZD" || len(pr.Reading) < 3 || !strings.HasPrefix(pr.Reading[0].Text, "Share the code") {
		t.Errorf("the lobby's title %q and text to read %+v", pr.Title, pr.Reading)
	}
	if !slices.Contains(say, "Room K3QX-9TZD") || !slices.Contains(say, want[1]) {
		t.Errorf("the lobby opened: said %q", say)
	}
	e, _, err := room.Room.Join(1, "Ben", "")
	if err != nil {
		t.Fatal(err)
	}
	room.Apply(e)
	tr := l.Update(&ui.Input{Width: 1000, Height: 700})
	p := tr.Scene
	if p == nil {
		t.Fatalf("every seat taken: %+v", tr)
	}
	pr = scenestest.Probe(p)
	say, _, _ = a.Update(pr)
	if !slices.Contains(say, "Brown and black (Ben), away") || !slices.Contains(say, "Every seat is taken: the game begins.") {
		t.Errorf("Ben took his seat, and the game shows: said %q", say)
	}
	if r := pr.Room; r == nil || len(r.Seats) != 2 || r.Seats[1] != "Brown and black (Ben), away" {
		t.Errorf("the room's game: %+v", pr.Room)
	}
	l.Leave()
	if p, ok := p.(interface{ Leave() }); ok {
		p.Leave()
	}
}
