package main

import (
	"fmt"
	"strings"
	"testing"

	"tabula/games"
)

// answers splits a transcript into its answers.
func answers(t *testing.T, out string) []string {
	t.Helper()
	parts := strings.Split(out, "\n\n")
	return parts[:len(parts)-1]
}

// TestFullGames plays whole games of every game and option set through the
// protocol with genmove random, then replays their history with play and
// throw commands in a new session and checks it reaches the same state and
// result.
func TestFullGames(t *testing.T) {
	for _, mod := range games.All {
		g := mod.Rules
		sets := [][]string{nil}
		for _, o := range g.Options {
			for _, v := range o.Values[1:] {
				sets = append(sets, []string{o.Key + "=" + v})
			}
		}
		for _, set := range sets {
			for seed := range 3 {
				name := fmt.Sprintf("%s %s seed %d", g.Name, strings.Join(set, " "), seed)
				t.Run(name, func(t *testing.T) {
					newCmd := strings.TrimSpace("new " + g.Name + " " + strings.Join(set, " "))
					script := fmt.Sprintf("seed %d\n%s\n", seed, newCmd) +
						strings.Repeat("genmove random\n", 3000) + "result\nhistory\nstate\n"
					out := answers(t, run(t, script))
					n := len(out)
					result, history, state := out[n-3], out[n-2], out[n-1]
					if result == "= ongoing" {
						t.Fatalf("no end after 3000 random moves")
					}
					var replay strings.Builder
					replay.WriteString(newCmd + "\n")
					steps := strings.Fields(strings.TrimPrefix(history, "= "))
					for i := 0; i < len(steps); i++ {
						if steps[i] == "throw" && i+1 < len(steps) {
							replay.WriteString("throw " + steps[i+1] + "\n")
							i++
						} else {
							replay.WriteString("play " + steps[i] + "\n")
						}
					}
					replay.WriteString("result\nstate\n")
					again := answers(t, run(t, replay.String()))
					for _, a := range again {
						if strings.HasPrefix(a, "?") {
							t.Fatalf("replay of the history failed: %s", a)
						}
					}
					m := len(again)
					if again[m-2] != result || again[m-1] != state {
						t.Errorf("replay ends %q %q, game ended %q %q", again[m-2], again[m-1], result, state)
					}
				})
			}
		}
	}
}
