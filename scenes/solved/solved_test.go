package solved

import (
	"errors"
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/scenes/ui"
)

// TestBadge: a move's value as its badge says it, a win's and a loss's
// plies after their letter, and in a colour of its own.
func TestBadge(t *testing.T) {
	for _, tt := range []struct {
		v    ai.Value
		want string
	}{
		{ai.Value{Points: 2, Plies: 7}, "W7"},
		{ai.Value{}, "="},
		{ai.Value{Points: -1, Plies: 12}, "L12"},
	} {
		if got, _ := Badge(tt.v); got != tt.want {
			t.Errorf("Badge(%+v) = %q, want %q", tt.v, got, tt.want)
		}
	}
	_, win := Badge(ai.Value{Points: 1, Plies: 1})
	_, draw := Badge(ai.Value{})
	if win == draw {
		t.Error("a win's badge and a draw's have one colour")
	}
}

// TestMistakesSaid: the mistakes say that they wait for the solution,
// why they cannot be found, or each seat's first mistake in the moves'
// words, then its notation.
func TestMistakesSaid(t *testing.T) {
	env := &ui.Env{}
	name := func(p rules.Player) string { return []string{"White", "Black"}[p] }
	move := func(_ int, note string) string { return "the move " + note }
	var m Mistakes
	if got := m.Text(env, 2, name, move); !strings.Contains(got, "once the solved game is loaded") || m.Judged() {
		t.Errorf("before judging: %q", got)
	}
	m.Fail(errors.New("no table"))
	if got := m.Text(env, 2, name, move); !strings.Contains(got, "no table") || !m.Judged() || m.Err() == nil {
		t.Errorf("failed: %q", got)
	}
	m = Mistakes{judged: true, first: []*ai.Mistake{nil, {Step: 4, Player: 1, Move: "O1-I1", Before: ai.Value{}, After: ai.Value{Points: -1, Plies: 40}, Best: "O0-C"}}}
	got := m.Text(env, 2, name, move)
	for _, want := range []string{"White: no mistake.", "Black's first mistake, move 5: the move O1-I1 (O1-I1) turned a draw into a loss of 1 point in 40 moves", "the move O0-C (O0-C) would have kept it"} {
		if !strings.Contains(got, want) {
			t.Errorf("the mistakes say %q, nothing of %q", got, want)
		}
	}
	if at := m.At(4); len(at) != 1 || at[0] != 1 || m.Of(1) == nil || m.Of(0) != nil {
		t.Errorf("at step 4: %v; Of(1) %v, Of(0) %v", at, m.Of(1), m.Of(0))
	}
}
