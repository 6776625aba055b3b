package rulestest

import (
	"testing"

	"tabula/rules"
)

// RandomHistory plays a random game of g with opts — throws with the
// rules' weights, choices drawn uniformly, from a match seeded with seed —
// to its end or to maxSteps steps, and returns its whole history: every
// position and the events of every step, as a screen reads them.
func RandomHistory(t testing.TB, g *rules.Game, opts rules.Options, seed uint64, maxSteps int) *rules.History {
	t.Helper()
	m, err := rules.NewMatch(g, opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < maxSteps && m.State().ToMove() != rules.Over; i++ {
		if _, err := m.Play(m.RandomAction()); err != nil {
			t.Fatal(err)
		}
	}
	// The match keeps a lean history; the whole one is the record's.
	h, err := m.Record().History()
	if err != nil {
		t.Fatal(err)
	}
	return h
}
