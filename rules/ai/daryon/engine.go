// Package daryon is the computer's play of Daryon (package
// tabula/rules/daryon) at the levels easy, medium and hard: expectimax over
// the exact weights of the seeds' throws (package tabula/rules/ai) with an
// evaluation of progress, credit and danger. See the doc of package
// tabula/rules/ai for the method and the figures.
package daryon

import (
	"tabula/rules/ai"
	"tabula/rules/daryon"
)

// Engine plays Daryon.
var Engine ai.Engine = engine{}

type engine struct{}

// levels are the chance steps looked through and the node budget of each
// level. One chance step is the turn itself (the move, judged before the
// next throw); two see every throw of the next player and his best answer.
var levels = [...]ai.ExpectimaxConfig{
	ai.Easy:   {Greedy: true, Noise: 60},
	ai.Medium: {Greedy: true},
	ai.Hard:   {Depth: 2, Nodes: 40_000},
}

// Run searches the move of s's level.
func (engine) Run(s *ai.Search) {
	st := s.State().(*daryon.State)
	ev := evaluation{
		grey:   greyJunctions(st),
		simple: s.Level() == ai.Easy,
	}
	g := ai.Race[daryon.State, *daryon.State]{Eval: ev.eval}
	ai.Expectimax(s, g, levels[s.Level()])
}
