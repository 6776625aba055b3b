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
