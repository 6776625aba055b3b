package main

import (
	"errors"
	"slices"

	"tabula/rules"
	"tabula/rules/ai/nn"
	"tabula/rules/ai/td"
)

// Settings are the settings of one game's training.
type Settings struct {
	Games   int     // self-play games per number of seats
	Hidden  int     // hidden units
	Seed    uint64  // the seed of the network of two seats; n seats use Seed+n-2
	Lambda  float64 // TD(λ)'s λ
	Rate    float64 // the learning rate at the start
	RateEnd float64 // and at the end
	// Search is the number of games, among Games and at their end, whose
	// moves are chosen by searching the whole turn (td.Config.Search).
	Search int
	// More are the games and the searched games of the networks of three
	// and four seats, if not zero: their games are longer, and the
	// measures of strength are of two.
	More struct{ Games, Search int }
}

// With returns s with the settings of o that are set (not zero; λ not
// negative).
func (s Settings) With(o Settings) Settings {
	if o.Games > 0 {
		s.Games = o.Games
	}
	if o.Hidden > 0 {
		s.Hidden = o.Hidden
	}
	if o.Seed > 0 {
		s.Seed = o.Seed
	}
	if o.Lambda >= 0 {
		s.Lambda = o.Lambda
	}
	if o.Rate > 0 {
		s.Rate = o.Rate
	}
	if o.RateEnd > 0 {
		s.RateEnd = o.RateEnd
	}
	if o.Search > 0 {
		s.Search = o.Search
	}
	return s
}

// Shipped are the settings of the weights the engines embed.
var Shipped = map[string]Settings{
	"daryon": {Games: 100_000, Hidden: 64, Seed: 1, Lambda: 0.7, Rate: 0.05, RateEnd: 0.005},
	"thayyam": {Games: 80_000, Search: 30_000, More: struct{ Games, Search int }{50_000, 8_000},
		Hidden: 64, Seed: 1, Lambda: 0.7, Rate: 0.05, RateEnd: 0.005},
}

// Run trains a network for every number of seats of g with the settings s
// and returns the file of their quantized weights. With only, it trains
// only the numbers of seats it lists and takes the others' networks from
// the file old: each network depends only on its own seed, so the file is
// the same as if all were trained.
func Run(g *rules.Game, spec *nn.Spec, s Settings, only []int, old []byte, report func(td.Progress)) ([]byte, error) {
	var nets, olds []*nn.QNet
	if only != nil {
		var err error
		if olds, err = nn.Unmarshal(old); err != nil {
			return nil, err
		}
		if len(olds) != len(spec.Seats) {
			return nil, errors.New("train: the old file has another number of networks")
		}
	}
	for i, n := range spec.Seats {
		if only != nil && !slices.Contains(only, n) {
			nets = append(nets, olds[i])
			continue
		}
		games, search := s.Games, s.Search
		if n > 2 && s.More.Games > 0 {
			games, search = s.More.Games, s.More.Search
		}
		net, err := td.Train(td.Config{
			Game: g, Encoding: spec.Encoding, Players: n, GivesUp: spec.GivesUp,
			Hidden: s.Hidden, Games: games, Seed: s.Seed + uint64(n-2),
			Lambda: s.Lambda, Rate: s.Rate, RateEnd: s.RateEnd, Search: search, Hash: spec.Hash,
			Report: report, ReportEvery: max(games/20, 1),
		})
		if err != nil {
			return nil, err
		}
		nets = append(nets, net.Quantize())
	}
	return nn.Marshal(nets), nil
}
