package scenes

import (
	"testing"
	"time"

	"tabula/anim"
	"tabula/games"
	"tabula/games/boards"
	"tabula/online/remote"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/save"
)

// testEnv returns the screens' shared things for a test: every game,
// nothing kept, the given animation speed, and fixed seeds and time.
func testEnv(speed anim.Speed, seed uint64) *Env {
	env := &Env{
		Games: games.All, Looks: boards.All, Settings: save.DefaultSettings, Speed: speed,
		Seed:    func() uint64 { return seed },
		Now:     func() time.Time { return time.Date(2026, 11, 25, 14, 30, 0, 0, time.UTC) },
		oracles: sharedOracles,
		Rooms:   remote.NewWatch(nil),
	}
	env.Routes.Continue = func(g *games.Game, h *rules.History) Scene { return NewContinue(env, g, h) }
	return env
}

// sharedOracles lets every test's Env load a solved game's table once.
var sharedOracles = map[*games.Game]*ai.OracleLoader{}

// waitSolution loads the solution of the game called name, as a screen of
// env would in the background, and waits for it.
func waitSolution(t *testing.T, env *Env, name string) ai.Analyst {
	t.Helper()
	o, err := env.Oracle(games.Find(name)).Wait()
	if err != nil {
		t.Fatal(err)
	}
	a, err := ai.AnalystOf(o)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
