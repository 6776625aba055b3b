package main

import (
	"bytes"
	"testing"

	"tabula/games"
	"tabula/rules/ai/nn"
)

// TestRun trains tiny networks of every number of seats of Thayyam, then
// the network of three seats alone over that file: the file is the same,
// since each network depends on its own seed alone.
func TestRun(t *testing.T) {
	g := games.Find("thayyam")
	spec := g.AI.(nn.Learned).Learned()
	s := nn.Training{Games: 6, Search: 2, Hidden: 4, Seed: 3, Lambda: 0.7, Rate: 0.05, RateEnd: 0.01}
	all, err := Run(g.Rules, spec, s, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := nn.NewValue(spec.Encoding, spec.Seats, all); err != nil {
		t.Fatal(err)
	}
	one, err := Run(g.Rules, spec, s, []int{3}, all, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(all, one) {
		t.Error("training the network of three seats again changed the file")
	}
	other, err := Run(g.Rules, spec, s.With(nn.Training{Seed: 4, Lambda: -1}), []int{3}, all, nil)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(all, other) {
		t.Error("another seed gave the same file")
	}
}

// TestShipped checks that every engine with a learned value says how it
// was learned: enough games, hidden units and a rate to learn at.
func TestShipped(t *testing.T) {
	learned := 0
	for _, g := range games.All {
		l, ok := g.AI.(nn.Learned)
		if !ok {
			continue
		}
		learned++
		if tr := l.Learned().Training; tr.Games <= 0 || tr.Hidden <= 0 || tr.Rate <= 0 || tr.Lambda < 0 {
			t.Errorf("%s: shipped settings %+v", g.Rules.Name, tr)
		}
	}
	if learned == 0 {
		t.Error("no game has a learned value")
	}
}
