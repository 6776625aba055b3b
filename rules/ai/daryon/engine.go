// Package daryon is the computer's play of Daryon (package
// tabula/rules/daryon) at the levels easy, medium and hard: expectimax over
// the exact weights of the seeds' throws (package tabula/rules/ai), with a
// value learned by self-play (value.nn, trained by cmd/train) at the level
// hard and a hand-made evaluation of progress, credit and danger below it
// and at the level classic (the hard level before the value was learned).
// See the doc of package tabula/rules/ai for the method and the figures.
package daryon

import (
	"tabula/rules/ai"
	"tabula/rules/ai/nn"
	"tabula/rules/daryon"
)

// Engine plays Daryon.
var Engine ai.Engine = engine{}

type engine struct{}

// levels are the chance steps looked through and the node budget of each
// level. One chance step is the turn itself (the move, judged before the
// next throw); two see every throw of the next player and his best answer.
// Hard and classic search alike, hard with the learned value, classic with
// the hand-made evaluation: hard wins 59.8 % of 4,000 games against
// classic, 68.0 % of 2,000 against medium and 91.4 % of 4,000 against
// random (classic: 59.2 % and 88.6 % of 1,000; BENCHMARKS.md).
var levels = [...]ai.ExpectimaxConfig{
	ai.Easy:    {Greedy: true, Noise: 60},
	ai.Medium:  {Greedy: true},
	ai.Hard:    {Depth: 2, Nodes: 40_000},
	ai.Classic: {Depth: 2, Nodes: 40_000},
}

// Run searches the move of s's level.
func (engine) Run(s *ai.Search) {
	level := s.Level()
	if v := Value(); level == ai.Hard && v != nil {
		g := ai.Race[daryon.State, *daryon.State]{Own: true, Eval: func(st *daryon.State) ai.Scores {
			return ai.ChanceScores(v.Chances(st))
		}}
		ai.Expectimax(s, g, levels[ai.Hard])
		return
	}
	if level == ai.Hard {
		level = ai.Classic // the learned value is not at hand yet
	}
	st := s.State().(*daryon.State)
	ev := evaluation{
		grey:   greyJunctions(st),
		simple: level == ai.Easy,
	}
	g := ai.Race[daryon.State, *daryon.State]{Eval: ev.eval}
	ai.Expectimax(s, g, levels[level])
}

// PlaysClassic says that the level classic is not the level hard here.
func (engine) PlaysClassic() {}

// Seats are the numbers of seats of Daryon, one network each in value.nn.
var Seats = []int{2, 3, 4}

// Learned returns what cmd/train needs to learn Daryon's value.
func (engine) Learned() *nn.Spec {
	return &nn.Spec{Encoding: Encoding, Seats: Seats,
		Training: nn.Training{Games: 100_000, Hidden: 64, Seed: 1, Lambda: 0.7, Rate: 0.05, RateEnd: 0.005}}
}

// value is Daryon's learned value, an [ai.Table]: built into a native
// program, fetched beside the browser's module as daryon.nn.
var value = nn.NewShipped("daryon.nn", Encoding, Seats, builtIn)

// Value returns Daryon's learned value, or nil while it is not at hand (in
// the browser, until daryon.nn is fetched).
func Value() *nn.Value { return value.Value() }

// Table returns Daryon's learned value, which the browser fetches.
func (engine) Table() ai.Table { return value }

// Judge returns the judge of Daryon's positions for the analysis of a
// game: the learned value.
func (engine) Judge(ai.Oracle) (ai.Judge, error) {
	v := Value()
	if v == nil {
		return nil, ai.ErrNoTable
	}
	return &ai.RaceJudge{Value: v.Chances}, nil
}
