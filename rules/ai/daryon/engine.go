// Package daryon is the computer's play of Daryon (package
// tabula/rules/daryon) at the levels easy, medium and hard: expectimax over
// the exact weights of the seeds' throws (package tabula/rules/ai), with a
// value learned by self-play (value.nn, trained by cmd/train) at the level
// hard and a hand-made evaluation of progress, credit and danger below it
// and at the level classic (the hard level before the value was learned).
// See the doc of package tabula/rules/ai for the method and the figures.
package daryon

import (
	_ "embed"
	"sync"

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
var levels = [...]ai.ExpectimaxConfig{
	ai.Easy:    {Greedy: true, Noise: 60},
	ai.Medium:  {Greedy: true},
	ai.Hard:    {Depth: 2, Nodes: 40_000},
	ai.Classic: {Depth: 2, Nodes: 40_000},
}

// Run searches the move of s's level.
func (engine) Run(s *ai.Search) {
	if s.Level() == ai.Hard {
		v := Value()
		g := ai.Race[daryon.State, *daryon.State]{Own: true, Eval: func(st *daryon.State) ai.Scores {
			return ai.ChanceScores(v.Chances(st))
		}}
		ai.Expectimax(s, g, levels[ai.Hard])
		return
	}
	st := s.State().(*daryon.State)
	ev := evaluation{
		grey:   greyJunctions(st),
		simple: s.Level() == ai.Easy,
	}
	g := ai.Race[daryon.State, *daryon.State]{Eval: ev.eval}
	ai.Expectimax(s, g, levels[s.Level()])
}

// PlaysClassic says that the level classic is not the level hard here.
func (engine) PlaysClassic() {}

// Seats are the numbers of seats of Daryon, one network each in value.nn.
var Seats = []int{2, 3, 4}

// Learned returns what cmd/train needs to learn Daryon's value.
func (engine) Learned() *nn.Spec { return &nn.Spec{Encoding: Encoding, Seats: Seats} }

//go:embed value.nn
var valueFile []byte

// Value returns Daryon's learned value, read once from the networks built
// into the program.
var Value = sync.OnceValue(func() *nn.Value {
	v, err := nn.NewValue(Encoding, Seats, valueFile)
	if err != nil {
		panic("daryon: value.nn: " + err.Error())
	}
	return v
})

// Judge returns the judge of Daryon's positions for the analysis of a
// game: the learned value.
func (engine) Judge(ai.Oracle) (ai.Judge, error) {
	v := Value()
	return &ai.RaceJudge{Value: v.Chances}, nil
}
