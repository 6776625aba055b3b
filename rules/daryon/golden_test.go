package daryon

import (
	"flag"
	"testing"

	"tabula/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenGames are random games played by a seeded rules.Match, kept as
// records with their final Key and Result.
var goldenGames = []rulestest.GoldenGame{
	{Name: "two", Args: []string{"players=2", "exits=one", "credit=pawn", "grey=off"}, Seed: 1},
	{Name: "three", Args: []string{"players=3", "exits=one", "credit=pawn", "grey=off"}, Seed: 2},
	{Name: "four-multi-player-grey", Args: []string{"players=4", "exits=multi", "credit=player", "grey=on"}, Seed: 3},
	{Name: "two-player-credit", Args: []string{"players=2", "exits=one", "credit=player", "grey=off"}, Seed: 4},
	{Name: "two-grey", Args: []string{"players=2", "exits=multi", "credit=pawn", "grey=on"}, Seed: 5},
}

// TestGolden replays each record of testdata and compares its final Key and
// Result with the golden ones (-update plays the games again and rewrites
// both files).
func TestGolden(t *testing.T) { rulestest.Golden(t, Game, goldenGames, *update) }
