package thayyam

import (
	"flag"
	"testing"

	"tabula/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the golden records and results in testdata")

// goldenGames are the seeded random games written to testdata with -update.
var goldenGames = []rulestest.GoldenGame{
	{Name: "players2-keep", Args: []string{"players=2", "twins=keep"}, Seed: 1},
	{Name: "players2-split", Args: []string{"players=2", "twins=split"}, Seed: 2},
	{Name: "players3-keep", Args: []string{"players=3", "twins=keep"}, Seed: 3},
	{Name: "players3-split", Args: []string{"players=3", "twins=split"}, Seed: 4},
	{Name: "players4-keep", Args: []string{"players=4", "twins=keep"}, Seed: 5},
	{Name: "players4-split", Args: []string{"players=4", "twins=split"}, Seed: 6},
}

// TestGoldenRecords replays every testdata/*.record and compares the final
// Key and Result with the .golden file beside it (-update rewrites them).
func TestGoldenRecords(t *testing.T) { rulestest.Golden(t, Game, goldenGames, *update) }
