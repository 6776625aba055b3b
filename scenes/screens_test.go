package scenes

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tabula/games"
	"tabula/odds"
	"tabula/online"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/save"
	"tabula/scenes/menus"
	"tabula/scenes/pages"
	"tabula/scenes/play"
	"tabula/scenes/rooms"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
)

// The screens the app-level tests draw (the text's contrast and fit, the
// touch targets, the snapshots), each built as a person would bring it
// about: by the screens' constructors and taps and keys on them, read
// through their probes, never by their insides.

// A contrastScreen is a screen the tests draw: build returns its scenes,
// bottom first, laid out for a w×h window. A plain screen shows no board
// and no piece: the boards' looks draw it alike, and the contrast test
// draws it in the usual look only.
type contrastScreen struct {
	name  string
	build func(t *testing.T, env *ui.Env, w, h int) []ui.Scene
	plain bool
}

// contrastPlay returns the play screen of a game after n steps, undo of
// them taken back, its log in view, and a piece chosen when one can be.
func contrastPlay(t *testing.T, env *ui.Env, game string, n, undo int, w, h int) *play.Play {
	t.Helper()
	p := scenestest.Updated(play.NewPlay(env, scenestest.Session(t, env, game, nil, n, undo)), w, h, 3)
	scenestest.Settle(p, w, h)
	if n > 0 {
		scenestest.Press(p, env.T("Moves"), w, h) // an upright phone's log is a drawer
		choose(p, w, h)
	}
	return p
}

// choose taps the piece of the play screen with the most moves, so that
// it and its destinations are lit, when one has several (a tap on a piece
// with one move plays it).
func choose(s ui.Scene, w, h int) {
	g := scenestest.Probe(s).Game
	if g == nil {
		return
	}
	var best *ui.ProbePoint
	most := 0
	for _, m := range g.Moves {
		if m.From == nil {
			continue
		}
		n := 0
		for _, o := range g.Moves {
			if o.From != nil && *o.From == *m.From {
				n++
			}
		}
		if n > most {
			best, most = m.From, n
		}
	}
	if most > 1 {
		scenestest.Tap(s, best.X, best.Y, w, h)
	}
}

// recordsDir returns an empty folder for records, always the same one:
// the records' screen shows its path, which the snapshots keep.
func recordsDir(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(os.TempDir(), "tabula-test-records")
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// failingRecords keeps no record: the disk is full.
type failingRecords struct{}

func (failingRecords) Keep(string, []byte) (string, error)  { return "", errors.New("the disk is full") }
func (failingRecords) List() ([]save.RecordFile, error)     { return nil, nil }
func (failingRecords) Read(save.RecordFile) ([]byte, error) { return nil, errors.New("no record") }

// contrastScreens are the screens the tests draw: every screen, the play
// screen of each game in several states.
func contrastScreens() []contrastScreen {
	one := func(name string, f func(t *testing.T, env *ui.Env, w, h int) ui.Scene) contrastScreen {
		return contrastScreen{name, func(t *testing.T, env *ui.Env, w, h int) []ui.Scene { return []ui.Scene{f(t, env, w, h)} }, false}
	}
	plain := func(name string, f func(t *testing.T, env *ui.Env, w, h int) ui.Scene) contrastScreen {
		s := one(name, f)
		s.plain = true
		return s
	}
	list := []contrastScreen{
		one("title", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			env.Notice = "The settings could not be read; the defaults are used: a test."
			return scenestest.Updated(menus.NewTitle(env), w, h, 2)
		}),
		one("chooser", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			return scenestest.Updated(menus.NewChooser(env), w, h, 2)
		}),
		plain("settings", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			s := scenestest.Updated(pages.NewSettings(env), w, h, 2)
			// The keyboard's focus on the animations' row: its
			// explanation shows, and the focus.
			for range 5 {
				s.Update(&ui.Input{Width: w, Height: h, Actions: []ui.Action{ui.ActionDown}})
			}
			return s
		}),
		plain("confirm", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			return scenestest.Updated(ui.NewConfirm(env, env.T("New game"), "Your game of Diam is not over: start a new one and lose it?", env.T("New game"), ui.Stay, nil), w, h, 2)
		}),
		plain("records", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			dir := save.RecordFolder(recordsDir(t))
			s := scenestest.Session(t, env, "diam", nil, 6, 0)
			if _, err := dir.Keep(save.RecordName("diam", env.Now()), []byte(s.Record().String())); err != nil {
				t.Fatal(err)
			}
			env.Records = dir
			return scenestest.Updated(menus.NewOpenRecord(env), w, h, 2)
		}),
		plain("nickname", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			return scenestest.Updated(pages.NewNameEntry(env, nil), w, h, 2)
		}),
		plain("online", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			env.Server = scenestest.ServerURL
			return scenestest.Updated(menus.NewOnlineMenu(env), w, h, 2)
		}),
		plain("join", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			j := rooms.NewJoinRoom(env)
			j.Update(&ui.Input{Width: w, Height: h, Chars: []rune("K3QX")})
			return scenestest.Updated(j, w, h, 2)
		}),
		plain("room setup", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			return scenestest.Updated(menus.NewRoomSetup(env, games.Find("daryon")), w, h, 2)
		}),
		plain("lobby", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			env.Server = scenestest.ServerURL
			return scenestest.Updated(rooms.NewLobby(env, scenestest.NewRoom(t, online.Spec{Game: "diam", Seats: []string{"local", "online"}}, 0)), w, h, 2)
		}),
		one("room game", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			env.Server = scenestest.ServerURL
			p, err := rooms.NewRoomPlay(env, scenestest.NewRoom(t, online.Spec{Game: "thayyam", Seats: []string{"local", "local"}}, 0, 1))
			if err != nil {
				t.Fatal(err)
			}
			return scenestest.Updated(p, w, h, 3)
		}),
		one("reading", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
			g := games.Find("daryon")
			p := scenestest.Updated(play.NewReading(env, g, scenestest.RandomHistory(t, g.Rules, 11, 60)), w, h, 2)
			for scenestest.Probe(p).Game.Step > 20 {
				if !scenestest.Press(p, env.T("Previous"), w, h) {
					t.Fatal("no Previous button in a record read")
				}
			}
			scenestest.Press(p, env.T("Moves"), w, h) // an upright phone's log is a drawer
			return scenestest.Updated(p, w, h, 2)
		}),
		{name: "pause", build: func(t *testing.T, env *ui.Env, w, h int) []ui.Scene {
			p := contrastPlay(t, env, "daryon", 10, 0, w, h)
			env.Records = failingRecords{}
			pause := scenestest.Updated(play.NewPause(env, p), w, h, 2)
			scenestest.Press(pause, env.T("Save record"), w, h) // its notice says why it failed
			return []ui.Scene{p, pause}
		}},
		{name: "result", build: func(t *testing.T, env *ui.Env, w, h int) []ui.Scene {
			p := finished(t, env, "thayyam", w, h)
			return []ui.Scene{p, scenestest.Updated(play.NewResult(env, p), w, h, 2)}
		}},
		{name: "luck", build: func(t *testing.T, env *ui.Env, w, h int) []ui.Scene {
			p := finished(t, env, "thayyam", w, h)
			l := play.NewResult(env, p).Luck()
			for i := 0; !l.Analysed(); i++ {
				if i > 10000 {
					t.Fatal("the analysis did not end")
				}
				l.Update(&ui.Input{Width: w, Height: h})
			}
			return []ui.Scene{scenestest.Updated(l, w, h, 2)}
		}},
		{name: "result of a match", build: func(t *testing.T, env *ui.Env, w, h int) []ui.Scene {
			p := finished(t, env, "dejarik", w, h)
			return []ui.Scene{p, scenestest.Updated(play.NewResult(env, p), w, h, 2)}
		}},
		one("analysis", func(t *testing.T, env *ui.Env, w, h int) ui.Scene { return analysed(t, env, w, h) }),
	}
	for _, g := range games.All {
		name := g.Rules.Name
		list = append(list,
			plain("setup "+name, func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
				return scenestest.Updated(menus.NewSetup(env, g), w, h, 2)
			}),
			plain("rules "+name, func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
				return scenestest.Updated(pages.NewRules(env, g), w, h, 2)
			}),
			one("tutorial "+name, func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
				return scenestest.Updated(play.NewTutorial(env, g), w, h, 3)
			}),
			one("play "+name, func(t *testing.T, env *ui.Env, w, h int) ui.Scene { return contrastPlay(t, env, name, 0, 0, w, h) }),
			one("play "+name+" with its log and labels", func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
				env.Settings.Labels = true
				return contrastPlay(t, env, name, 14, 2, w, h)
			}),
		)
		if pages.HasLots(g) {
			list = append(list, plain("odds "+name, func(t *testing.T, env *ui.Env, w, h int) ui.Scene {
				s := scenestest.Session(t, env, name, nil, 30, 0)
				dev := odds.Device{}
				return scenestest.Updated(pages.NewOdds(env, g, s.History(), dev), w, h, 2)
			}))
		}
	}
	return list
}

// finished returns the play screen of a game of the computer against
// itself, played to its end.
func finished(t *testing.T, env *ui.Env, game string, w, h int) *play.Play {
	t.Helper()
	g := games.Find(game)
	opts, _ := g.Rules.ParseOptions(nil)
	s, err := session.New(g, opts, []save.Seat{{Computer: true, Level: "random"}, {Computer: true, Level: "random"}}, 5, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; s.State().ToMove() != rules.Over; i++ {
		if i > 5000 {
			t.Fatal("no end")
		}
		if _, err := s.ComputerStep(); err != nil {
			t.Fatal(err)
		}
	}
	return scenestest.Updated(play.NewPlay(env, s), w, h, 1)
}

// analysed returns a Dejarik play screen with the analysis on and a piece
// chosen whose moves are marked with each of a win, a draw and a loss
// where a position of a seeded game has one.
func analysed(t *testing.T, env *ui.Env, w, h int) *play.Play {
	t.Helper()
	tb := scenestest.WaitSolution(t, env, "dejarik")
	env.Settings.Analysis = true
	s := scenestest.Session(t, env, "dejarik", nil, 0, 0)
	for i := 0; i < 200; i++ {
		st := s.State()
		if st.ToMove() == rules.Over {
			break
		}
		moves, err := tb.MoveValues(st)
		if err != nil {
			t.Fatal(err)
		}
		if slices.ContainsFunc(moves, func(m ai.MoveValue) bool { return m.Value.Points > 0 }) {
			break
		}
		cs := rules.Choices(st, nil)
		if _, err := s.Play(cs[(i*5+1)%len(cs)].Action); err != nil {
			t.Fatal(err)
		}
	}
	p := scenestest.Updated(play.NewPlay(env, s), w, h, 3)
	valued := func() bool {
		g := scenestest.Probe(p).Game
		return slices.ContainsFunc(g.Moves, func(m ui.ProbeMove) bool { return m.Analysis != "" })
	}
	for i := 0; i < 10000 && !valued(); i++ {
		p.Update(&ui.Input{Width: w, Height: h})
	}
	// The piece with a winning move, or the first.
	moves := scenestest.Probe(p).Game.Moves
	best := moves[0]
	for _, m := range moves {
		if strings.HasPrefix(m.Analysis, "W") && m.From != nil {
			best = m
			break
		}
	}
	if best.From != nil {
		scenestest.Tap(p, best.From.X, best.From.Y, w, h)
	}
	return p
}
