package main

import (
	"errors"
	"slices"

	"tabula/rules"
	"tabula/rules/ai/nn"
	"tabula/rules/ai/td"
)

// Run trains a network for every number of seats of g with the settings s
// and returns the file of their quantized weights. With only, it trains
// only the numbers of seats it lists and takes the others' networks from
// the file old: each network depends only on its own seed, so the file is
// the same as if all were trained.
func Run(g *rules.Game, spec *nn.Spec, s nn.Training, only []int, old []byte, report func(td.Progress)) ([]byte, error) {
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
