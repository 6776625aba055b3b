package session

import (
	"testing"

	"tabula/games"
	"tabula/rules"
	"tabula/save"
)

// TestFollow: a room's game follows the server's steps and decides none:
// a person acts only at a seat held here, nothing is played, thrown,
// undone or saved by the device, and the computer's seats are not this
// device's to play.
func TestFollow(t *testing.T) {
	g := games.Find("thayyam")
	h, err := rules.NewHistory(g.Rules, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Follow(g, h, []save.Seat{person, computer}, []bool{false, false})
	if err != nil {
		t.Fatal(err)
	}
	if !s.Remote() || s.HumanActs() || s.ComputerDecides() {
		t.Fatalf("a seat not held: remote %v, a person here acts %v, the computer decides %v", s.Remote(), s.HumanActs(), s.ComputerDecides())
	}
	s.SetHere([]bool{true})
	if !s.Here(0) || s.Here(1) || !s.HumanActs() {
		t.Fatalf("seat 0 held: here %v %v, acts %v", s.Here(0), s.Here(1), s.HumanActs())
	}
	for name, step := range map[string]func() ([]rules.Event, error){
		"throw":    s.Throw,
		"play":     func() ([]rules.Event, error) { return s.Play(0) },
		"computer": s.ComputerStep,
	} {
		if _, err := step(); err == nil {
			t.Errorf("%s: played here", name)
		}
	}
	for _, note := range []string{"throw 2", "zz"} {
		_, err := s.Follow(note)
		if (err != nil) != (note == "zz") {
			t.Errorf("Follow(%q): %v", note, err)
		}
	}
	if s.History().Len() != 1 || s.CanUndo() || s.CanRedo() || s.SaveError() != nil {
		t.Errorf("after one step: %d steps, undo %v, redo %v", s.History().Len(), s.CanUndo(), s.CanRedo())
	}
	local, _ := New(g, nil, []save.Seat{person, person}, 1, nil)
	if local.Remote() || local.Here(0) {
		t.Error("a local game is a room's")
	}
	if _, err := local.Follow("throw 2"); err == nil {
		t.Error("a local game followed a server")
	}
}
