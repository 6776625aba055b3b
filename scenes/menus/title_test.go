package menus

import (
	"strings"
	"tabula/anim"
	"tabula/lang"
	"tabula/online"
	"tabula/online/remote"
	"tabula/save"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"testing"
)

// TestYourTurnInGames: the title asks the server how the rooms held here
// stand and says in how many it is this device's turn, with the plural of
// each language; a room the server no longer has leaves the index with its
// tokens; a room of another server is not asked about.
func TestYourTurnInGames(t *testing.T) {
	env, srv, store := scenestest.RoomsEnv(t)
	tl := NewTitle(env)
	if got := strings.Join(labels(tl), "|"); !strings.Contains(got, "|Online|My rooms|") {
		t.Errorf("the title offers %q", got)
	}
	scenestest.AwaitAnswers(t, env, tl)
	if tl.turns != "Your turn in 1 game" || srv.Asked() != 4 {
		t.Errorf("the title says %q after %d questions", tl.turns, srv.Asked())
	}
	var codes []string
	for _, r := range remote.LoadIndex(store) {
		codes = append(codes, r.Code)
	}
	if got := strings.Join(codes, " "); got != "AAAA-0003 AAAA-0002 AAAA-0001 BBBB-0001" {
		t.Errorf("the index after the server's answers: %s", got)
	}
	if len(remote.LoadTokens(store, "AAAA-0004")) != 0 || len(remote.LoadTokens(store, "AAAA-0001")) != 1 {
		t.Error("the tokens of the room gone are kept, or another's are lost")
	}

	srv.Set("AAAA-0002", func(info *online.Info) { info.ToMove = 0 })
	for _, c := range []struct {
		l    lang.Lang
		want string
	}{{lang.English, "Your turn in 2 games"}, {lang.French, "Votre tour dans 2 parties"}} {
		env.Lang = c.l
		tl = NewTitle(env)
		scenestest.AwaitAnswers(t, env, tl)
		if tl.turns != c.want {
			t.Errorf("%v: %q, want %q", c.l, tl.turns, c.want)
		}
		var pr ui.Probe
		tl.Probe(&pr)
		if pr.Message != c.want {
			t.Errorf("%v: the probe's message %q", c.l, pr.Message)
		}
	}
	if got := lang.French.N(1, "Your turn in %d game", "Your turn in %d games"); got != "Votre tour dans 1 partie" {
		t.Errorf("French, one game: %q", got)
	}

	// No server, or no room held: nothing said, no entry.
	env, _, _ = scenestest.RoomsEnv(t)
	env.Server = ""
	if tl := NewTitle(env); strings.Contains(strings.Join(labels(tl), "|"), "My rooms") || tl.watching {
		got := strings.Join(labels(tl), "|")
		t.Errorf("no server: %q", got)
	}
	env = scenestest.Env(anim.Instant, 1)
	env.Store, env.Server = save.Memory{}, scenestest.ServerURL
	if got := strings.Join(labels(NewTitle(env)), "|"); strings.Contains(got, "My rooms") {
		t.Errorf("no room: %q", got)
	}
}
