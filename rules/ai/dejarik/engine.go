// Package dejarik is the computer's play of Dejarik (package
// tabula/rules/dejarik): alpha-beta search (package tabula/rules/ai) with an
// evaluation of pawns kept, pawns side by side, the centre and the pawns
// under threat at the levels easy, medium and hard, and the level perfect
// from the game's exact solution (package tabula/rules/dejarik/solve). See
// the doc of package tabula/rules/ai for the method and the figures.
package dejarik

import (
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/dejarik"
)

// Engine plays Dejarik; it is [ai.Solved], with the table of
// [Solution].
var Engine ai.Engine = engine{}

type engine struct{}

// levels are the depth in plies and the node budget of the alpha-beta
// search of each level, and the noise that makes the easy level err.
var levels = [...]ai.AlphaBetaConfig{
	ai.Easy:   {Depth: 1, Noise: 400},
	ai.Medium: {Depth: 3},
	ai.Hard:   {Depth: 40, Nodes: 400_000},
}

// Run searches the move of s's level.
func (engine) Run(s *ai.Search) {
	g := ai.TwoSided[dejarik.State, *dejarik.State]{
		Hash:  func(st *dejarik.State) uint64 { return ai.Mix64(st.Code()) },
		Side:  func(_ *dejarik.State, p rules.Player) int { return int(p) },
		Eval:  evaluate,
		Score: score,
	}
	ai.AlphaBeta(s, g, levels[s.Level()])
}

// Solution returns the game's solution, which plays the level perfect.
func (engine) Solution() *ai.Solution { return Solution }
