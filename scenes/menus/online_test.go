package menus

import (
	"strings"
	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/online"
	roomsrv "tabula/online/rooms"
	"tabula/scenes/rooms"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"testing"
)

// TestRoomSetup: the set-up of a room says the room's spec: the options,
// and each seat online, at this device or the server's computer.
func TestRoomSetup(t *testing.T) {
	env := scenestest.Env(anim.Instant, 1)
	s := NewRoomSetup(env, games.Find("diam"))
	spec, here := s.roomSpec()
	if spec.Game != "diam" || strings.Join(spec.Seats, ",") != "local,online" || len(here) != 1 || here[0] != 0 || !strings.Contains(spec.Options, "players=2") {
		t.Errorf("the default room: %+v, here %v", spec, here)
	}
	s.seats[0], s.seats[1] = roomSeatOnline, roomSeatLevels+1
	spec, here = s.roomSpec()
	if strings.Join(spec.Seats, ",") != "online,easy" || len(here) != 0 {
		t.Errorf("an online seat and the computer: %+v, here %v", spec, here)
	}
	if _, err := roomsrv.Create(spec, games.All); err != nil {
		t.Errorf("the server would refuse %+v: %v", spec, err)
	}
}

// TestRoomAbsence: a room is created with five minutes of absence at
// first, one minute or never as chosen, the choice kept when the number of
// players changes the seats' rows; the lobby says the rule.
func TestRoomAbsence(t *testing.T) {
	env := scenestest.Env(anim.Instant, 1)
	s := NewRoomSetup(env, games.Find("diam"))
	s.Update(&ui.Input{Width: 1000, Height: 700})
	if spec, _ := s.roomSpec(); spec.Absence != "5m" {
		t.Errorf("the default absence %q", spec.Absence)
	}
	tapRow := func(row, choice int) {
		s.Update(&ui.Input{Width: 1000, Height: 700}) // laid out again after a change
		r := s.form.Rows[row]
		scenestest.Click(s, r.Label+": "+r.Choices[choice], 1000, 700)
	}
	last := len(s.form.Rows) - 1
	if s.form.Rows[last].Label != "A player away" {
		t.Fatalf("the last row: %q", s.form.Rows[last].Label)
	}
	for _, c := range []struct {
		choice int
		want   string
	}{{2, ""}, {0, "1m"}} {
		tapRow(len(s.form.Rows)-1, c.choice)
		spec, _ := s.roomSpec()
		if spec.Absence != c.want {
			t.Errorf("choice %d: absence %q, want %q", c.choice, spec.Absence, c.want)
		}
		if _, err := roomsrv.Create(spec, games.All); err != nil {
			t.Errorf("the server would refuse %+v: %v", spec, err)
		}
	}
	tapRow(0, 1) // three players: the seats' rows made again
	spec, _ := s.roomSpec()
	if len(spec.Seats) != 3 || spec.Absence != "1m" || s.form.Rows[len(s.form.Rows)-1].Label != "A player away" {
		t.Errorf("three players: %+v", spec)
	}
	tapRow(len(s.form.Rows)-2, roomSeatLevels) // the last seat the computer's: the absence untouched
	if spec, _ := s.roomSpec(); spec.Seats[2] == online.SeatOnline || spec.Absence != "1m" {
		t.Errorf("the last seat changed: %+v", spec)
	}

	for _, c := range []struct {
		absence string
		l       lang.Lang
		want    string
	}{
		{"5m0s", lang.English, "If a player is away in their turn, the computer plays for them after 5 minutes."},
		{"1m0s", lang.English, "If a player is away in their turn, the computer plays for them after 1 minute."},
		{"90s", lang.English, "If a player is away in their turn, the computer plays for them after 90 seconds."},
		{"2h0m0s", lang.English, "If a player is away in their turn, the computer plays for them after 2 hours."},
		{"168h0m0s", lang.English, "If a player is away in their turn, the computer plays for them after 7 days."},
		{"", lang.English, "A turn waits for its player as long as it takes: play over days."},
		{"5m0s", lang.French, "Si un joueur est absent à son tour, l’ordinateur joue pour lui après 5 minutes."},
	} {
		env.Lang = c.l
		if got := rooms.AbsenceText(env, c.absence); got != c.want {
			t.Errorf("%v, absence %q: %q, want %q", c.l, c.absence, got, c.want)
		}
	}
}

// TestTitleOffersRooms: the title offers the online rooms only where a
// server of rooms is known.
func TestTitleOffersRooms(t *testing.T) {
	for _, server := range []string{"", "http://127.0.0.1:8080"} {
		env := scenestest.Env(anim.Instant, 1)
		env.Server = server
		got := strings.Join(labels(NewTitle(env)), "|")
		if strings.Contains(got, "|Online|") != (server != "") {
			t.Errorf("server %q: the title offers %q", server, got)
		}
	}
	env := scenestest.Env(anim.Instant, 1)
	env.Server = "http://127.0.0.1:8080"
	o := NewOnlineMenu(env)
	if got := strings.Join(labels(o), "|"); got != "Create a room|Join a room|Back" {
		t.Errorf("the online menu: %q", got)
	}
}

// TestPageRoomAddress: in the browser the page's address names the room
// shown (?room=CODE) from its lobby on, and no room once the title is
// back, whichever way the room was left.
func TestPageRoomAddress(t *testing.T) {
	env := scenestest.Env(anim.Instant, 1)
	env.Server = scenestest.ServerURL
	var calls []string
	env.PageRoom = func(code string) { calls = append(calls, code) }
	stack := ui.NewStack(NewTitle(env), rooms.NewLobby(env, scenestest.NewRoom(t, online.Spec{Game: "diam", Seats: []string{"local", "online"}}, 0)))
	stack.Update(&ui.Input{Width: 1000, Height: 700})
	if got := strings.Join(calls, ","); got != "K3QX-9TZD" {
		t.Fatalf("the lobby shown: %q", got)
	}
	stack.Update(&ui.Input{Width: 1000, Height: 700, Actions: []ui.Action{ui.ActionBack}}) // Leave the room
	stack.Update(&ui.Input{Width: 1000, Height: 700})
	if _, ok := stack.Top().(*Title); !ok || strings.Join(calls, ",") != "K3QX-9TZD," {
		t.Errorf("the room left: %T on top, calls %q", stack.Top(), calls)
	}
}

// labels returns the labels of a screen's buttons.
func labels(s ui.Scene) []string {
	var out []string
	for _, b := range scenestest.Probe(s).Buttons {
		out = append(out, b.Label)
	}
	return out
}
