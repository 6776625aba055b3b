package ui

import (
	"slices"
	"tabula/save"
	"testing"
)

// TestAccessSays: what a screen reader is told, frame after frame: the
// turn line when it changes, each step as the log writes it, a step taken
// back, a refusal, what the keyboard is on; nothing twice.
func TestAccessSays(t *testing.T) {
	title := Probe{Scene: "title", Lang: "en", Buttons: []ProbeTarget{{Label: "New game"}, {Label: "Rules"}}}
	focused := title
	focused.Buttons = []ProbeTarget{{Label: "New game"}, {Label: "Rules", Focused: true}}
	game := func(message string, present int, log ...string) Probe {
		g := &ProbeGame{Name: "diam", Options: "players=2", Present: present}
		for _, text := range log {
			g.Log = append(g.Log, ProbeStep{Text: text})
		}
		return Probe{Scene: "play", Lang: "en", Message: message, Game: g, Buttons: []ProbeTarget{{Label: "Undo"}}}
	}
	refused := game("Red to move", 1, "Red drops on 3")
	refused.Note = "That cell is full."
	onBoard := refused
	onBoard.Focus = "cell 3, level 2: empty"
	french := game("Rouge joue", 1, "Rouge pose sur 3")
	french.Lang = "fr"
	a := &Access{}
	for i, c := range []struct {
		probe   Probe
		say     []string
		changed bool
	}{
		{title, nil, true},
		{title, nil, false},
		{focused, []string{"Rules"}, true},
		{game("Red to move", 0), []string{"Red to move"}, true},
		{game("Black to move", 1, "Red drops on 3"), []string{"Red drops on 3", "Black to move"}, false},
		{game("Red to move", 3, "Red drops on 3", "Black drops on 5", "Red moves 3 to 4"), []string{"Black drops on 5", "Red moves 3 to 4", "Red to move"}, false},
		{game("Red to move", 1, "Red drops on 3", "Black drops on 5", "Red moves 3 to 4"), []string{"Taken back: Red moves 3 to 4", "Taken back: Black drops on 5"}, false},
		{refused, []string{"That cell is full."}, false},
		{onBoard, []string{"cell 3, level 2: empty"}, false},
		{onBoard, nil, false},
		{game("Red to move", 2, "Red drops on 3", "Black drops on 4"), []string{"Black drops on 4"}, false},
		{french, []string{"Repris\u00a0: Black drops on 4", "Repris\u00a0: Red drops on 3", "Rouge pose sur 3", "Rouge joue"}, false},
	} {
		say, _, changed := a.Update(c.probe)
		if !slices.Equal(say, c.say) || changed != c.changed {
			t.Errorf("frame %d: said %q (buttons changed %v), want %q (%v)", i, say, changed, c.say, c.changed)
		}
	}
}

// TestAccessSaysAcrossAQuestion: a question over the game (its probe holds
// no game) keeps the game's log, so that the step that answers it is said
// though the opponent's reply came in the same frame; a new game of the
// same name after the title is another game, not steps taken back.
func TestAccessSaysAcrossAQuestion(t *testing.T) {
	game := func(message string, log ...string) Probe {
		g := &ProbeGame{Name: "thayyam", Options: "players=2", Present: len(log)}
		for _, text := range log {
			g.Log = append(g.Log, ProbeStep{Text: text})
		}
		return Probe{Scene: "play", Title: "Thayyam", Lang: "en", Message: message, Game: g}
	}
	ask := Probe{Scene: "confirm", Title: "End the turn", Lang: "en", Notice: "A piece can still move."}
	title := Probe{Scene: "title", Title: "tabula", Lang: "en"}
	a := &Access{}
	for i, c := range []struct {
		probe Probe
		say   []string
	}{
		{game("South, your move", "South throws 3"), []string{"Thayyam", "South throws 3", "South, your move"}},
		{ask, []string{"End the turn", "A piece can still move."}},
		{game("South, your throw", "South throws 3", "South ends the turn", "North throws 2"),
			[]string{"Thayyam", "South ends the turn", "North throws 2", "South, your throw"}},
		{title, []string{"tabula"}},
		{game("South, your throw"), []string{"Thayyam", "South, your throw"}},
		{title, []string{"tabula"}},
		{game("North, your move", "North throws 4"), []string{"Thayyam", "North throws 4", "North, your move"}},
	} {
		if say, _, _ := a.Update(c.probe); !slices.Equal(say, c.say) {
			t.Errorf("frame %d: said %q, want %q", i, say, c.say)
		}
	}
}

// TestReduceMotion: a system asking for reduced motion starts the
// animations at "instant" on a fresh start; settings kept rule.
func TestReduceMotion(t *testing.T) {
	fresh := NewEnv(save.Memory{}, nil, func() uint64 { return 1 }, 0)
	fresh.ReduceMotion()
	if fresh.Settings.Speed != "instant" {
		t.Errorf("a fresh start under reduced motion: speed %q", fresh.Settings.Speed)
	}
	kept := save.Memory{}
	settings := save.DefaultSettings
	settings.Speed = "slow"
	if err := save.SaveSettings(kept, settings); err != nil {
		t.Fatal(err)
	}
	env := NewEnv(kept, nil, func() uint64 { return 1 }, 0)
	env.ReduceMotion()
	if env.Settings.Speed != "slow" {
		t.Errorf("settings kept, under reduced motion: speed %q, want the kept slow", env.Settings.Speed)
	}
}

// TestAccessSaysScreensAndRooms: a screen opened says its name, then the
// control the keyboard is on with what it means; a choice made by a tap
// or the page's button is said; a room says every seat
// when it shows, then each seat as its holder or connection changes, and
// its trouble once.
func TestAccessSaysScreensAndRooms(t *testing.T) {
	menu := Probe{Scene: "pause", Title: "Paused", Buttons: []ProbeTarget{{Label: "Back to the game", Focused: true}, {Label: "Rules"}}}
	form := Probe{Scene: "settings", Title: "Settings", Buttons: []ProbeTarget{
		{Label: "High contrast: On", Choice: true, Description: "Boards in dark lines."},
		{Label: "High contrast: Off", Choice: true, Selected: true, Focused: true, Description: "Boards of wood."}}}
	contrastOn := form
	contrastOn.Buttons = []ProbeTarget{{Label: "High contrast: On", Choice: true, Selected: true}, {Label: "High contrast: Off", Choice: true}}
	lobby := func(err string, seats ...string) Probe {
		return Probe{Scene: "lobby", Title: "Room K3QX-9TZD", Notice: err, Room: &ProbeRoom{Code: "K3QX-9TZD", Seats: seats, Error: err}}
	}
	game := Probe{Scene: "play", Title: "Diam", Message: "Red and orange, your move", Room: &ProbeRoom{Code: "K3QX-9TZD",
		Seats: []string{"Red and orange (Ana), on this device", "Brown and black (Ben), connected"}, Error: "The connection dropped (EOF); reconnecting…"}}
	later := game
	later.Room = &ProbeRoom{Code: "K3QX-9TZD", Steps: 12, Seats: []string{"Red and orange (Ana), on this device", "Brown and black (Ben), connected"}}
	a := &Access{}
	for i, c := range []struct {
		probe Probe
		say   []string
	}{
		{menu, []string{"Paused", "Back to the game"}},
		{form, []string{"Settings", "High contrast: Off", "Boards of wood."}},
		{form, nil},
		{contrastOn, []string{"High contrast: On"}},
		{lobby("Connecting to the room…"), []string{"Room K3QX-9TZD", "Connecting to the room…"}},
		{lobby("", "Red and orange (Ana), on this device", "Brown and black, free"), []string{"Red and orange (Ana), on this device", "Brown and black, free"}},
		{lobby("", "Red and orange (Ana), on this device", "Brown and black (Ben), away"), []string{"Brown and black (Ben), away"}},
		{game, []string{"Diam", "Every seat is taken: the game begins.", "Red and orange, your move", "Brown and black (Ben), connected", "The connection dropped (EOF); reconnecting…"}},
		{game, nil},
		// Back in the room later: the game goes on where it stands.
		{lobby("", "Red and orange (Ana), on this device", "Brown and black (Ben), connected"), []string{"Room K3QX-9TZD"}},
		{later, []string{"Diam", "Every seat is taken: the game goes on from step 12.", "Red and orange, your move"}},
	} {
		if say, _, _ := a.Update(c.probe); !slices.Equal(say, c.say) {
			t.Errorf("frame %d: said %q, want %q", i, say, c.say)
		}
	}
}
