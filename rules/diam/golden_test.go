package diam

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"tabula/rules/rulestest"
)

var update = flag.Bool("update", false, "rewrite the golden records and results in testdata")

// goldenGames lists the seeded random games kept as golden records: three per
// option set. The hand-written records beside them show a 3-player
// repetition and a prototype announcement.
var goldenGames = func() (games []rulestest.GoldenGame) {
	for _, set := range optionSets {
		for seed := uint64(1); seed <= 3; seed++ {
			games = append(games, rulestest.GoldenGame{
				Name: fmt.Sprintf("%s-seed%d", strings.NewReplacer("players=", "p", ",rules=", "-").Replace(set.name), seed),
				Args: strings.Split(set.name, ","),
				Seed: seed,
			})
		}
	}
	return games
}()

// TestGolden replays every testdata/*.record and compares its final Key and
// Result with the .golden file beside it (-update rewrites them).
func TestGolden(t *testing.T) { rulestest.Golden(t, Game, goldenGames, *update) }
