// Package thayyam is the computer's play of Thayyam (package
// tabula/rules/thayyam) at the levels easy, medium and hard: expectimax over
// the exact weights of the cowries' throws (package tabula/rules/ai) with
// an evaluation of progress, entry, the pool and danger. See the doc of
// package tabula/rules/ai for the method and the figures.
package thayyam

import (
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/ai/nn"
	"tabula/rules/thayyam"
)

// Engine plays Thayyam.
var Engine ai.Engine = engine{}

type engine struct{}

// levels are the searches of each level. A turn is a whole series and then many moves with one
// pool, so the easy and medium levels choose each move by the position
// right after it, while hard and classic search every order of the turn's
// moves to the next throw (one chance step), sharing the positions that
// different orders reach: hard judges where they end by the learned value,
// classic by the hand-made evaluation (hard wins 61.9 % of 4,000 games
// against classic, 74.4 % of 2,000 against medium).
//
// The noise (in tenths of a cell) spaces the levels evenly: without it,
// medium judged each move nearly as well as hard judges the turn and won
// 44 % of its games against hard, so a player who beat medium found hard
// no harder. With 14 cells of noise medium misjudges the close choices
// and classic won about 75 % against it, medium about 80 % against easy
// (measured with cmd/arena over 2,000 games; BENCHMARKS.md).
var levels = [...]ai.ExpectimaxConfig{
	ai.Easy:    {Greedy: true, Noise: 200},
	ai.Medium:  {Greedy: true, Noise: 140},
	ai.Hard:    {Depth: 1, Nodes: 30_000},
	ai.Classic: {Depth: 1, Nodes: 30_000},
}

// hardConfig is the level hard's search in a game of players seats. The
// learned value's network grows with the seats, and so does the turn's
// tree: the budget shrinks with the square of the seats (30,000 nodes for
// two, 13,333 for three, 7,500 for four), so that the slowest hard move of
// TestWorstHardMove stays under 100 ms natively and 250 ms in WebAssembly
// (with 30,000 nodes, four seats took 135 ms natively; with 15,000, 300 ms
// under node).
func hardConfig(players int) ai.ExpectimaxConfig {
	cfg := levels[ai.Hard]
	n := max(2, players)
	cfg.Nodes = cfg.Nodes * 4 / (n * n)
	return cfg
}

// Run searches the move of s's level.
func (engine) Run(s *ai.Search) {
	level := s.Level()
	if v := Value(); level == ai.Hard && v != nil {
		g := ai.Race[thayyam.State, *thayyam.State]{Own: true, GivesUp: givesUp, Hash: (*thayyam.State).Hash,
			Eval: func(st *thayyam.State) ai.Scores { return ai.ChanceScores(v.Chances(st)) }}
		ai.Expectimax(s, g, hardConfig(s.State().Players()))
		return
	}
	if level == ai.Hard {
		level = ai.Classic // the learned value is not at hand yet
	}
	ev := evaluation{simple: level == ai.Easy, subtle: level == ai.Classic}
	g := ai.Race[thayyam.State, *thayyam.State]{Eval: ev.eval, GivesUp: givesUp}
	if level == ai.Classic {
		g.Hash = (*thayyam.State).Hash
	}
	ai.Expectimax(s, g, levels[level])
}

// PlaysClassic says that the level classic is not the level hard here.
func (engine) PlaysClassic() {}

// Seats are the numbers of seats of Thayyam, one network each in value.nn.
var Seats = []int{2, 3, 4}

// Learned returns what cmd/train needs to learn Thayyam's value.
func (engine) Learned() *nn.Spec {
	return &nn.Spec{Encoding: Encoding, Seats: Seats, GivesUp: GivesUp,
		Hash: func(st rules.State) uint64 { return st.(*thayyam.State).Hash() },
		Training: nn.Training{Games: 80_000, Search: 30_000, More: struct{ Games, Search int }{50_000, 8_000},
			Hidden: 64, Seed: 1, Lambda: 0.7, Rate: 0.05, RateEnd: 0.005}}
}

// value is Thayyam's learned value, an [ai.Table]: built into a native
// program, fetched beside the browser's module as thayyam.nn.
var value = nn.NewShipped("thayyam.nn", Encoding, Seats, builtIn)

// Value returns Thayyam's learned value, or nil while it is not at hand (in
// the browser, until thayyam.nn is fetched).
func Value() *nn.Value { return value.Value() }

// Table returns Thayyam's learned value, which the browser fetches.
func (engine) Table() ai.Table { return value }

// end is the action that ends a moving phase, giving up the throws left in
// the pool.
var end = func() rules.Action {
	st, err := thayyam.New(2, true)
	if err != nil {
		panic(err)
	}
	a, err := st.ParseAction("end")
	if err != nil {
		panic(err)
	}
	return a
}()

// givesUp reports whether a ends the moving phase, giving up the pool.
func givesUp(_ *thayyam.State, a rules.Action) bool { return a == end }

// Judge returns the judge of Thayyam's positions for the analysis of a
// game: the learned value, a decision judged by the best way to play the
// rest of the turn, as the level hard plays it.
func (engine) Judge(ai.Oracle) (ai.Judge, error) {
	v := Value()
	if v == nil {
		return nil, ai.ErrNoTable
	}
	return &ai.RaceJudge{Value: v.Chances, Turn: true,
		Hash: func(st rules.State) uint64 { return st.(*thayyam.State).Hash() }}, nil
}
