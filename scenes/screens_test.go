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
	build func(t *testing.T, env *Env, w, h int) []Scene
	plain bool
}

// updated runs a scene's Update n times in a w×h window, for its layout
// and what it loads, and returns it.
func updated[S Scene](s S, w, h, n int) S {
	for range n {
		s.Update(&Input{Width: w, Height: h})
	}
	return s
}

// probeOf returns what a scene shows.
func sceneProbe(s Scene) Probe {
	var pr Probe
	if p, ok := s.(Prober); ok {
		p.Probe(&pr)
	}
	return pr
}

// tapIn taps the point (x, y) of the scene s in a w×h window.
func tapIn(s Scene, x, y float64, w, h int) Transition {
	return s.Update(&Input{Width: w, Height: h, Pointer: Pointer{X: x, Y: y, Released: true, Moved: true}})
}

// pressIn taps the button of s labelled label and reports whether there was
// one, once the buttons that took another's place come alive; a question
// it asks (Thayyam's "End the turn" while a piece could move) is answered
// yes.
func pressIn(s Scene, label string, w, h int) bool {
	for i := 0; i < 1000 && sceneProbe(s).Busy; i++ {
		s.Update(&Input{Width: w, Height: h})
	}
	for _, b := range sceneProbe(s).Buttons {
		if b.Label == label {
			tr := tapIn(s, b.X+b.W/2, b.Y+b.H/2, w, h)
			if c, ok := tr.Scene.(*Confirm); ok && tr.Kind == TransitionPush {
				updated(c, w, h, 1)
				pressIn(c, label, w, h)
			}
			return true
		}
	}
	return false
}

// settleScene lets a game's animations and computer seats run until a person
// acts or the game ends.
func settleScene(s Scene, w, h int) {
	for i := 0; i < 100000; i++ {
		pr := sceneProbe(s)
		if g := pr.Game; !pr.Busy && (g == nil || g.Human || g.ToMove == "over") {
			return
		}
		s.Update(&Input{Width: w, Height: h})
	}
}

// contrastSession starts a game of people of the named game and plays n
// steps of it, and on until a piece can move, then takes back undo of
// them.
func contrastSession(t *testing.T, env *Env, game string, args []string, n, undo int) *session.Session {
	t.Helper()
	g := games.Find(game)
	opts, err := g.Rules.ParseOptions(args)
	if err != nil {
		t.Fatal(err)
	}
	players := 2
	if p, ok := opts["players"]; ok {
		players = int(p[0] - '0')
	}
	s, err := session.New(g, opts, make([]save.Seat, players), 9, nil)
	if err != nil {
		t.Fatal(err)
	}
	env.Attach(s)
	movable := func() bool {
		return slices.ContainsFunc(rules.Choices(s.State(), nil), func(c rules.Choice) bool { return c.Moves })
	}
	for i := 0; i < n || n > 0 && !movable(); i++ {
		if i > 500 {
			t.Fatalf("%s: no piece can move after %d steps", game, i)
		}
		st := s.State()
		switch st.ToMove() {
		case rules.Over:
			t.Fatalf("%s ended within %d steps", game, i)
		case rules.Chance:
			_, err = s.Throw()
		default:
			cs := rules.Choices(st, nil)
			_, err = s.Play(cs[(i*7+2)%len(cs)].Action)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	for range undo {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// contrastPlay returns the play screen of a game after n steps, undo of
// them taken back, its log in view, and a piece chosen when one can be.
func contrastPlay(t *testing.T, env *Env, game string, n, undo int, w, h int) *Play {
	t.Helper()
	p := updated(NewPlay(env, contrastSession(t, env, game, nil, n, undo)), w, h, 3)
	settleScene(p, w, h)
	if n > 0 {
		pressIn(p, env.T("Moves"), w, h) // an upright phone's log is a drawer
		choose(p, w, h)
	}
	return p
}

// choose taps the piece of the play screen with the most moves, so that
// it and its destinations are lit, when one has several (a tap on a piece
// with one move plays it).
func choose(s Scene, w, h int) {
	g := sceneProbe(s).Game
	if g == nil {
		return
	}
	var best *ProbePoint
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
		tapIn(s, best.X, best.Y, w, h)
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
	one := func(name string, f func(t *testing.T, env *Env, w, h int) Scene) contrastScreen {
		return contrastScreen{name, func(t *testing.T, env *Env, w, h int) []Scene { return []Scene{f(t, env, w, h)} }, false}
	}
	plain := func(name string, f func(t *testing.T, env *Env, w, h int) Scene) contrastScreen {
		s := one(name, f)
		s.plain = true
		return s
	}
	list := []contrastScreen{
		one("title", func(t *testing.T, env *Env, w, h int) Scene {
			env.Notice = "The settings could not be read; the defaults are used: a test."
			return updated(NewTitle(env), w, h, 2)
		}),
		one("chooser", func(t *testing.T, env *Env, w, h int) Scene { return updated(NewChooser(env), w, h, 2) }),
		plain("settings", func(t *testing.T, env *Env, w, h int) Scene {
			s := updated(NewSettings(env), w, h, 2)
			// The keyboard's focus on the animations' row: its
			// explanation shows, and the focus.
			for range 5 {
				s.Update(&Input{Width: w, Height: h, Actions: []Action{ActionDown}})
			}
			return s
		}),
		plain("confirm", func(t *testing.T, env *Env, w, h int) Scene {
			return updated(NewConfirm(env, env.T("New game"), "Your game of Diam is not over: start a new one and lose it?", env.T("New game"), Stay, nil), w, h, 2)
		}),
		plain("records", func(t *testing.T, env *Env, w, h int) Scene {
			dir := save.RecordFolder(recordsDir(t))
			s := contrastSession(t, env, "diam", nil, 6, 0)
			if _, err := dir.Keep(save.RecordName("diam", env.Now()), []byte(s.Record().String())); err != nil {
				t.Fatal(err)
			}
			env.Records = dir
			return updated(NewOpenRecord(env), w, h, 2)
		}),
		plain("nickname", func(t *testing.T, env *Env, w, h int) Scene { return updated(NewNameEntry(env, nil), w, h, 2) }),
		plain("online", func(t *testing.T, env *Env, w, h int) Scene {
			env.Server = testServerURL
			return updated(NewOnlineMenu(env), w, h, 2)
		}),
		plain("join", func(t *testing.T, env *Env, w, h int) Scene {
			j := NewJoinRoom(env)
			j.Update(&Input{Width: w, Height: h, Chars: []rune("K3QX")})
			return updated(j, w, h, 2)
		}),
		plain("room setup", func(t *testing.T, env *Env, w, h int) Scene {
			return updated(NewRoomSetup(env, games.Find("daryon")), w, h, 2)
		}),
		plain("lobby", func(t *testing.T, env *Env, w, h int) Scene {
			env.Server = testServerURL
			return updated(NewLobby(env, newFakeRoom(t, online.Spec{Game: "diam", Seats: []string{"local", "online"}}, 0)), w, h, 2)
		}),
		one("room game", func(t *testing.T, env *Env, w, h int) Scene {
			env.Server = testServerURL
			p, err := NewRoomPlay(env, newFakeRoom(t, online.Spec{Game: "thayyam", Seats: []string{"local", "local"}}, 0, 1))
			if err != nil {
				t.Fatal(err)
			}
			return updated(p, w, h, 3)
		}),
		one("reading", func(t *testing.T, env *Env, w, h int) Scene {
			g := games.Find("daryon")
			p := updated(NewReading(env, g, randomHistory(t, g.Rules, 11, 60)), w, h, 2)
			for sceneProbe(p).Game.Step > 20 {
				if !pressIn(p, env.T("Previous"), w, h) {
					t.Fatal("no Previous button in a record read")
				}
			}
			pressIn(p, env.T("Moves"), w, h) // an upright phone's log is a drawer
			return updated(p, w, h, 2)
		}),
		{name: "pause", build: func(t *testing.T, env *Env, w, h int) []Scene {
			p := contrastPlay(t, env, "daryon", 10, 0, w, h)
			env.Records = failingRecords{}
			pause := updated(NewPause(env, p), w, h, 2)
			pressIn(pause, env.T("Save record"), w, h) // its notice says why it failed
			return []Scene{p, pause}
		}},
		{name: "result", build: func(t *testing.T, env *Env, w, h int) []Scene {
			p := finished(t, env, "thayyam", w, h)
			return []Scene{p, updated(NewResult(env, p), w, h, 2)}
		}},
		{name: "result of a match", build: func(t *testing.T, env *Env, w, h int) []Scene {
			p := finished(t, env, "dejarik", w, h)
			return []Scene{p, updated(NewResult(env, p), w, h, 2)}
		}},
		one("analysis", func(t *testing.T, env *Env, w, h int) Scene { return analysed(t, env, w, h) }),
	}
	for _, g := range games.All {
		name := g.Rules.Name
		list = append(list,
			plain("setup "+name, func(t *testing.T, env *Env, w, h int) Scene { return updated(NewSetup(env, g), w, h, 2) }),
			plain("rules "+name, func(t *testing.T, env *Env, w, h int) Scene { return updated(NewRules(env, g), w, h, 2) }),
			one("tutorial "+name, func(t *testing.T, env *Env, w, h int) Scene { return updated(NewTutorial(env, g), w, h, 3) }),
			one("play "+name, func(t *testing.T, env *Env, w, h int) Scene { return contrastPlay(t, env, name, 0, 0, w, h) }),
			one("play "+name+" with its log and labels", func(t *testing.T, env *Env, w, h int) Scene {
				env.Settings.Labels = true
				return contrastPlay(t, env, name, 14, 2, w, h)
			}),
		)
		if HasLots(g) {
			list = append(list, plain("odds "+name, func(t *testing.T, env *Env, w, h int) Scene {
				s := contrastSession(t, env, name, nil, 30, 0)
				dev := odds.Device{}
				return updated(NewOdds(env, g, s.History(), dev), w, h, 2)
			}))
		}
	}
	return list
}

// finished returns the play screen of a game of the computer against
// itself, played to its end.
func finished(t *testing.T, env *Env, game string, w, h int) *Play {
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
	return updated(NewPlay(env, s), w, h, 1)
}

// analysed returns a Dejarik play screen with the analysis on and a piece
// chosen whose moves are marked with each of a win, a draw and a loss
// where a position of a seeded game has one.
func analysed(t *testing.T, env *Env, w, h int) *Play {
	t.Helper()
	tb := waitSolution(t, env, "dejarik")
	env.Settings.Analysis = true
	s := contrastSession(t, env, "dejarik", nil, 0, 0)
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
	p := updated(NewPlay(env, s), w, h, 3)
	valued := func() bool {
		g := sceneProbe(p).Game
		return slices.ContainsFunc(g.Moves, func(m ProbeMove) bool { return m.Analysis != "" })
	}
	for i := 0; i < 10000 && !valued(); i++ {
		p.Update(&Input{Width: w, Height: h})
	}
	// The piece with a winning move, or the first.
	moves := sceneProbe(p).Game.Moves
	best := moves[0]
	for _, m := range moves {
		if strings.HasPrefix(m.Analysis, "W") && m.From != nil {
			best = m
			break
		}
	}
	if best.From != nil {
		tapIn(p, best.From.X, best.From.Y, w, h)
	}
	return p
}
