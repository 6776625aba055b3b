package rules_test

import (
	"errors"
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/rulestest/toygame"
)

// toyHistory plays the steps of a toy game, one per word.
func toyHistory(t *testing.T, steps string) *rules.History {
	t.Helper()
	g := toygame.New(toygame.Faults{})
	opts, _ := g.ParseOptions([]string{"start=0"})
	h, err := rules.NewHistory(g, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range strings.Split(steps, ",") {
		if _, err := h.PlayNotation(strings.TrimSpace(s)); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return h
}

func TestHistoryTable(t *testing.T) {
	steps := "throw 2, +3, throw 1, +2, throw 0, +1"
	tests := []struct {
		name string
		do   func(h *rules.History)
		at   int // the present after
		len  int // the steps kept after
		rec  string
	}{
		{"played", func(*rules.History) {}, 6, 6, "throw 2 +3 throw 1 +2 throw 0 +1"},
		{"undo twice", func(h *rules.History) { h.Undo(); h.Undo() }, 4, 6, "throw 2 +3 throw 1 +2"},
		{"undo twice, redo once", func(h *rules.History) { h.Undo(); h.Undo(); h.Redo() }, 5, 6, "throw 2 +3 throw 1 +2 throw 0"},
		{"jump to 1", func(h *rules.History) { h.Jump(1) }, 1, 6, "throw 2"},
		{"jump to 0, redo", func(h *rules.History) { h.Jump(0); h.Redo() }, 1, 6, "throw 2"},
		{"the same step again keeps the rest", func(h *rules.History) { h.Jump(2); h.PlayNotation("throw 1") }, 3, 6, "throw 2 +3 throw 1"},
		{"another step forgets the rest", func(h *rules.History) { h.Jump(2); h.PlayNotation("throw 2") }, 3, 3, "throw 2 +3 throw 2"},
		{"forget", func(h *rules.History) { h.Jump(4); h.Forget() }, 4, 4, "throw 2 +3 throw 1 +2"},
		{"redo at the end does nothing", func(h *rules.History) { h.Redo() }, 6, 6, "throw 2 +3 throw 1 +2 throw 0 +1"},
		{"undo at the start does nothing", func(h *rules.History) { h.Jump(0); h.Undo() }, 0, 6, ""},
		{"lean: undo, redo", func(h *rules.History) { h.Lean(); h.Undo(); h.Undo(); h.Redo() }, 5, 6, "throw 2 +3 throw 1 +2 throw 0"},
		{"lean: another step", func(h *rules.History) { h.Lean(); h.Jump(2); h.PlayNotation("throw 2") }, 3, 3, "throw 2 +3 throw 2"},
	}
	full := toyHistory(t, steps)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := toyHistory(t, steps)
			tt.do(h)
			if h.At() != tt.at || h.Len() != tt.len || strings.Join(h.Record().Steps, " ") != tt.rec {
				t.Fatalf("at %d of %d, record %q; want at %d of %d, %q", h.At(), h.Len(), strings.Join(h.Record().Steps, " "), tt.at, tt.len, tt.rec)
			}
			replayed, err := h.Record().Replay()
			if err != nil {
				t.Fatal(err)
			}
			if h.State().Key() != replayed.Key() {
				t.Errorf("the present %q, the record replays to %q", h.State().Key(), replayed.Key())
			}
			for i := range min(h.Len(), 2) + 1 {
				if h.StateAt(i).Key() != full.StateAt(i).Key() {
					t.Errorf("position %d: %q, want %q", i, h.StateAt(i).Key(), full.StateAt(i).Key())
				}
			}
		})
	}
}

func TestHistorySteps(t *testing.T) {
	h := toyHistory(t, "throw 2, +3")
	throw, move := h.Step(0), h.Step(1)
	if !throw.Throw() || throw.ToMove != rules.Chance || throw.Note != "throw 2" || len(throw.Events) == 0 || throw.Events[0].Kind != rules.EventThrow {
		t.Errorf("the throw: %+v", throw)
	}
	if move.Throw() || move.ToMove != 0 || move.Actor != 0 || move.Note != "+3" {
		t.Errorf("the move: %+v", move)
	}
	if c := move.Choice(); !c.Moves || c.From.Cell != 0 || c.To.Cell != 3 {
		t.Errorf("the move's choice: %+v", c)
	}
	if c := throw.Choice(); c.Moves {
		t.Errorf("a throw moves: %+v", c)
	}
	c := h.Clone()
	c.Undo()
	c.PlayNotation("+1")
	if h.Len() != 2 || h.At() != 2 || h.Step(1).Note != "+3" {
		t.Error("a clone's steps changed the original")
	}
}

func TestHistoryErrors(t *testing.T) {
	h := toyHistory(t, "throw 0") // one point
	key := h.State().Key()
	if _, err := h.PlayNotation("+2"); !errors.Is(err, rules.ErrIllegal) {
		t.Errorf("an illegal move: %v", err)
	}
	if _, err := h.PlayNotation("jump"); err == nil {
		t.Error("a malformed move was played")
	}
	if err := h.Jump(5); err == nil {
		t.Error("a jump past the end")
	}
	if err := h.Jump(-1); err == nil {
		t.Error("a jump before the start")
	}
	if h.Len() != 1 || h.At() != 1 || h.State().Key() != key {
		t.Error("a refused step changed the history")
	}
	var se *rules.StepError
	_, err := rules.ReadHistory(strings.NewReader("toy\n\nthrow 0\n+2\n"), []*rules.Game{toygame.New(toygame.Faults{})})
	if !errors.As(err, &se) || se.Line != 4 || se.Step != 2 || se.Note != "+2" || !errors.Is(err, rules.ErrIllegal) {
		t.Errorf("a bad step: %v (%+v)", err, se)
	}
}

// TestLeanHistoryKeepsLittle: a lean history keeps two positions and no
// events, and still goes back by replaying.
func TestLeanHistoryKeepsLittle(t *testing.T) {
	h := toyHistory(t, "throw 2, +3, throw 1")
	h.Lean()
	h.PlayNotation("+2")
	if h.Step(0).Events != nil || h.Step(3).Events != nil {
		t.Error("a lean history keeps events")
	}
	c := h.Clone()
	if _, err := c.PlayNotation("throw 0"); err != nil {
		t.Fatal(err)
	}
	if h.State().Key() == c.State().Key() || h.Len() != 4 {
		t.Error("a lean history's clone plays on the original's present")
	}
	want := toyHistory(t, "throw 2, +3, throw 1, +2")
	for i := range 5 {
		if h.StateAt(i).Key() != want.StateAt(i).Key() {
			t.Errorf("position %d: %q, want %q", i, h.StateAt(i).Key(), want.StateAt(i).Key())
		}
	}
}
