package ai_test

import (
	"fmt"
	"testing"

	"tabula/rules"
	"tabula/rules/ai"
)

// TestEasyNeverGivesUpNeedlessly plays seeded games of every game and
// option set, easy against medium, and checks that the easy level never
// passes or gives up the throws left in its pool (Thayyam's "end") while
// the rules list another move: it may play badly, but not look broken.
// (Medium may end a Thayyam turn when its evaluation, free of its noise,
// finds every move worse, such as a piece that would leave its palace for
// a cell in reach of the enemy.)
func TestEasyNeverGivesUpNeedlessly(t *testing.T) {
	games := uint64(4)
	if testing.Short() {
		games = 1
	}
	for _, g := range all {
		for _, opts := range g.Rules.OptionSets() {
			for seed := range games {
				t.Run(fmt.Sprintf("%s %s seed %d", g.Rules.Name, g.Rules.FormatOptions(opts), seed), func(t *testing.T) {
					var legal []rules.Action
					playLevels(t, g, opts, []ai.Level{ai.Easy, ai.Medium}, seed, func(st rules.State, l ai.Level, a rules.Action) {
						if l != ai.Easy {
							return
						}
						legal = st.Legal(legal[:0])
						if note := st.FormatAction(a); len(legal) > 1 && (note == "end" || note == "pass") {
							t.Errorf("easy chose %q with %d other moves at hand in %s", note, len(legal)-1, st.Key())
						}
					})
				})
			}
		}
	}
}
