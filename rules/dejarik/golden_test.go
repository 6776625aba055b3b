package dejarik

import (
	"flag"
	"strconv"
	"testing"

	"tabula/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the golden records and results in testdata")

// goldenGames are the seeded random games kept as records, their seeds chosen
// for their ends: 2 points, blocked, 1 point, repetition, 3 points. The
// hand-written testdata/hand.record shows a capture and an augmentation.
var goldenGames = func() (games []rulestest.GoldenGame) {
	for _, seed := range []uint64{1, 3, 13, 19, 23} {
		games = append(games, rulestest.GoldenGame{Name: "random-" + strconv.FormatUint(seed, 10), Seed: seed})
	}
	return games
}()

// TestGolden replays every testdata/*.record and compares its final Key and
// Result with the .golden file beside it (-update rewrites them).
func TestGolden(t *testing.T) { rulestest.Golden(t, Game, goldenGames, *update) }
