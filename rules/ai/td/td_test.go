package td_test

import (
	"crypto/sha256"
	"encoding/hex"
	"testing"

	daryonai "tabula/rules/ai/daryon"
	"tabula/rules/ai/nn"
	"tabula/rules/ai/td"
	thayyamai "tabula/rules/ai/thayyam"
	"tabula/rules/daryon"
	"tabula/rules/thayyam"
)

// small is a training run of a few seconds: a small network of Thayyam,
// whose positions say more about who wins than Daryon's.
func small(games int, report func(td.Progress)) td.Config {
	return td.Config{
		Game: thayyam.Game, Encoding: thayyamai.Encoding, Players: 2, GivesUp: thayyamai.GivesUp,
		Hidden: 16, Games: games, Seed: 7, Lambda: 0.7, Rate: 0.05, RateEnd: 0.01,
		Report: report, ReportEvery: 500,
	}
}

// TestLossFalls trains a small network (2,000 games, two seconds) and checks that its chances foresee
// the outcome better at the end than at the start.
func TestLossFalls(t *testing.T) {
	if testing.Short() {
		t.Skip("two seconds natively, half a minute in WebAssembly: TestReproducible checks the arithmetic there")
	}
	var ps []td.Progress
	if _, err := td.Train(small(2000, func(p td.Progress) { ps = append(ps, p) })); err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		t.Logf("%4d games: loss %.4f, against the outcome %.4f, %.0f steps", p.Games, p.Loss, p.Outcome, p.Steps)
	}
	first, last := ps[0], ps[len(ps)-1]
	if last.Outcome >= first.Outcome-0.02 {
		t.Errorf("against the outcome: %.4f after %d games, %.4f after %d: it did not fall", first.Outcome, first.Games, last.Outcome, last.Games)
	}
}

// weightsHash is the SHA-256 of the quantized weights of 200 games of
// small, the last 50 searched, the same
// on every processor: training rounds every product and has its own
// exponential. The test runs natively and under WebAssembly (make
// wasmtest), which checks that claim on two kinds of machine.
const weightsHash = "fa9d1725cdd735305b1c52cda23c4bf566323d9c2126d9eeeb5145d21c5262c0"

// TestReproducible trains the small network twice and checks that the
// weights are the same, byte for byte, and those of weightsHash.
func TestReproducible(t *testing.T) {
	var files [2][]byte
	for i := range files {
		cfg := small(200, nil)
		cfg.Search, cfg.Hash = 50, thayyamai.Engine.(nn.Learned).Learned().Hash
		net, err := td.Train(cfg)
		if err != nil {
			t.Fatal(err)
		}
		files[i] = nn.Marshal([]*nn.QNet{net.Quantize()})
	}
	if string(files[0]) != string(files[1]) {
		t.Fatal("two runs with the same seed learned different weights")
	}
	sum := sha256.Sum256(files[0])
	if got := hex.EncodeToString(sum[:]); got != weightsHash {
		t.Errorf("weights %s, want %s", got, weightsHash)
	}
}

// TestDaryon trains a few games of every seat count of Daryon: the
// encoding fits the network, and the games end.
func TestDaryon(t *testing.T) {
	for n := 2; n <= 4; n++ {
		var last td.Progress
		_, err := td.Train(td.Config{Game: daryon.Game, Encoding: daryonai.Encoding, Players: n,
			Hidden: 8, Games: 20, Seed: 1, Lambda: 0.7, Rate: 0.05, RateEnd: 0.05,
			Report: func(p td.Progress) { last = p }, ReportEvery: 20})
		if err != nil {
			t.Fatal(err)
		}
		if last.Steps == 0 {
			t.Errorf("%d players: no game ended", n)
		}
	}
}
