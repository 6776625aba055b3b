// Package diam is the computer's play of Diam (package tabula/rules/diam)
// at the levels easy, medium and hard: alpha-beta search (package
// tabula/rules/ai) with an evaluation of the diams each side threatens.
// Every Diam game has two sides, even with three or four seats (a player
// alone against a team, or two teams), and the turn always alternates
// sides, so one two-sided search serves every player count. See the doc of
// package tabula/rules/ai for the method and the figures.
package diam

import (
	"tabula/rules/ai"
	"tabula/rules/diam"
)

// Engine plays Diam.
var Engine ai.Engine = engine{}

type engine struct{}

// levels are the depth in plies and the node budget of the alpha-beta
// search of each level, and the noise that makes the easy level err.
var levels = [...]ai.AlphaBetaConfig{
	ai.Easy:   {Depth: 1, Noise: 120},
	ai.Medium: {Depth: 2},
	ai.Hard:   {Depth: 40, Nodes: 100_000},
}

// Run searches the move of s's level.
func (engine) Run(s *ai.Search) {
	g := game
	cfg := levels[s.Level()]
	if s.Level() == ai.Hard && s.State().(*diam.State).Prototype() {
		cfg.Nodes /= 2 // twice the moves, each dearer to generate
	}
	ai.AlphaBeta(s, g, cfg)
}
