// Package scenestest holds what the tests of the screens' packages share:
// an Env of fixed seeds and time, games started and played some steps, a
// room whose server is the referee itself, a server's answers about rooms,
// and the taps and presses of a person, read through a screen's probe.
package scenestest

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"tabula/anim"
	"tabula/games"
	"tabula/games/boards"
	"tabula/online"
	"tabula/online/remote"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/rulestest"
	"tabula/save"
	"tabula/scenes/ui"
	"tabula/session"
)

// oracles lets every test's Env load a solved game's table once.
var oracles = map[*games.Game]*ai.OracleLoader{}

// Env returns the screens' shared things for a test: every game, nothing
// kept, the given animation speed, and fixed seeds and time. Its routes
// are unset: a test that goes where a route leads sets it.
func Env(speed anim.Speed, seed uint64) *ui.Env {
	return &ui.Env{
		Games: games.All, Looks: boards.All, Settings: save.DefaultSettings, Speed: speed,
		Seed:    func() uint64 { return seed },
		Now:     func() time.Time { return time.Date(2026, 11, 25, 14, 30, 0, 0, time.UTC) },
		Oracles: oracles,
		Rooms:   remote.NewWatch(nil),
	}
}

// LookEnv returns a test's Env in a look of the boards (high contrast or
// not) and a text size, its animations instant and no move played by
// itself, so that positions stay as built; the caller puts the usual look
// back with RestoreLook.
func LookEnv(highContrast bool, textSize string) *ui.Env {
	env := Env(anim.Instant, 1)
	env.Settings.Speed = "instant"
	env.Settings.ForcedMoves = false
	env.Settings.TextSize = textSize
	env.Settings.HighContrast = highContrast
	env.ApplySettings()
	return env
}

// RestoreLook puts back the look of the other tests.
func RestoreLook() { Env(anim.Instant, 1).ApplySettings() }

// WaitSolution loads the solution of the game called name, as a screen of
// env would in the background, and waits for it.
func WaitSolution(t testing.TB, env *ui.Env, name string) ai.Analyst {
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

// Session starts a game of people of the named game and plays n steps of
// it, and on until a piece can move and undo choices among several steps
// were made, then takes back undo of those choices (undo goes from choice
// to choice, see package session).
func Session(t testing.TB, env *ui.Env, game string, args []string, n, undo int) *session.Session {
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
	chosen := 0 // the decisions among several steps played
	for i := 0; i < n || n > 0 && (!movable() || chosen < undo); i++ {
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
			if len(cs) > 1 {
				chosen++
			}
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

// RandomHistory plays a random game of g, with its first option set, to
// its end or to max steps.
func RandomHistory(t testing.TB, g *rules.Game, seed uint64, max int) *rules.History {
	t.Helper()
	return rulestest.RandomHistory(t, g, g.OptionSets()[0], seed, max)
}

// Updated runs a scene's Update n times in a w×h window, for its layout
// and what it loads, and returns it.
func Updated[S ui.Scene](s S, w, h, n int) S {
	for range n {
		s.Update(&ui.Input{Width: w, Height: h})
	}
	return s
}

// Probe returns what a scene shows.
func Probe(s ui.Scene) ui.Probe {
	var pr ui.Probe
	if p, ok := s.(ui.Prober); ok {
		p.Probe(&pr)
	}
	return pr
}

// Tap taps the point (x, y) of the scene s in a w×h window.
func Tap(s ui.Scene, x, y float64, w, h int) ui.Transition {
	return s.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: x, Y: y, Released: true, Moved: true}})
}

// Click lays the scene s out in a w×h window, scrolls its button labelled
// label into view if it must (see Reveal), taps it, and returns what the scene does, or false when it has no such
// button.
func Click(s ui.Scene, label string, w, h int) (ui.Transition, bool) {
	s.Update(&ui.Input{Width: w, Height: h})
	for _, b := range Probe(s).Buttons {
		if b.Label == label {
			b = Reveal(s, b, w, h)
			return Tap(s, b.X+b.W/2, b.Y+b.H/2, w, h), true
		}
	}
	return ui.Stay(), false
}

// Press taps the button of s labelled label and reports whether there was
// one, once the buttons that took another's place come alive; a question
// it asks (Thayyam's "End the turn" while a piece could move) is answered
// yes.
func Press(s ui.Scene, label string, w, h int) bool {
	for i := 0; i < 1000 && Probe(s).Busy; i++ {
		s.Update(&ui.Input{Width: w, Height: h})
	}
	for _, b := range Probe(s).Buttons {
		if b.Label == label {
			b = Reveal(s, b, w, h)
			tr := Tap(s, b.X+b.W/2, b.Y+b.H/2, w, h)
			if c, ok := tr.Scene.(*ui.Confirm); ok && tr.Kind == ui.TransitionPush {
				Updated(c, w, h, 1)
				Press(c, label, w, h)
			}
			return true
		}
	}
	return false
}

// Reveal scrolls the screen s by the wheel, as a person would, until the
// button b lies in the part of it that scrolls, when it lies outside it,
// and returns the button where it then is.
func Reveal(s ui.Scene, b ui.ProbeTarget, w, h int) ui.ProbeTarget {
	for range 500 {
		pr := Probe(s)
		sc := pr.Scroll
		i := slices.IndexFunc(pr.Buttons, func(o ui.ProbeTarget) bool { return o.Label == b.Label })
		if sc == nil || i < 0 {
			return b
		}
		b = pr.Buttons[i]
		wheel := 0.0
		switch {
		case b.Y+b.H <= sc.Y || b.Y >= sc.Y+sc.H:
			if b.Y >= sc.Y+sc.H && sc.Offset >= sc.Max || b.Y+b.H <= sc.Y && sc.Offset <= 0 {
				return b // pinned outside it
			}
		case b.Y >= sc.Y-0.5 && b.Y+b.H <= sc.Y+sc.H+0.5:
			return b
		}
		if b.Y < sc.Y {
			wheel = 1
		} else {
			wheel = -1
		}
		before := sc.Offset
		s.Update(&ui.Input{Width: w, Height: h, Wheel: wheel, Pointer: ui.Pointer{X: sc.X + sc.W/2, Y: sc.Y + sc.H/2}})
		if after := Probe(s).Scroll; after == nil || after.Offset == before {
			return b
		}
	}
	return b
}

// Move makes the move with the note on the play screen s by the taps and
// the buttons its probe names, answering yes to a question it asks, and
// reports whether it has such a move.
func Move(s ui.Scene, note string, w, h int) bool {
	g := Probe(s).Game
	if g == nil {
		return false
	}
	i := slices.IndexFunc(g.Moves, func(m ui.ProbeMove) bool { return m.Note == note })
	if i < 0 {
		return false
	}
	m := g.Moves[i]
	if m.From != nil {
		Tap(s, m.From.X, m.From.Y, w, h)
		if pr := Probe(s); pr.Game != nil && pr.Game.Selected {
			Tap(s, m.To.X, m.To.Y, w, h)
		}
		if m.Button == "" {
			return true
		}
	}
	return Press(s, m.Button, w, h)
}

// Settle lets a game's animations and computer seats run until a person
// acts or the game ends.
func Settle(s ui.Scene, w, h int) {
	for i := 0; i < 100000; i++ {
		pr := Probe(s)
		if g := pr.Game; !pr.Busy && (g == nil || g.Human || g.ToMove == "over") {
			return
		}
		s.Update(&ui.Input{Width: w, Height: h})
	}
}

// ServerURL is a server no one answers: rooms opened are only opened.
const ServerURL = "http://127.0.0.1:1"

// Server answers GET /api/rooms/CODE from a table, as a server of rooms
// would; a code it does not have is gone.
type Server struct {
	mu    sync.Mutex
	Rooms map[string]*online.Info
	asked int
}

// Fetch answers as remote.FetchInfo would.
func (f *Server) Fetch(_ context.Context, _, code string) (*online.Info, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.asked++
	info, ok := f.Rooms[code]
	if !ok {
		return nil, remote.ErrGone
	}
	c := *info
	return &c, nil
}

// Asked returns the questions asked so far.
func (f *Server) Asked() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.asked
}

// Set changes a room's answer.
func (f *Server) Set(code string, change func(*online.Info)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	change(f.Rooms[code])
}

// RoomsEnv returns an env whose store indexes, on its server, a room where
// it is this device's turn (seat 0 held), one where it is the other's, one
// over, and one the server no longer has; and a room of another server.
func RoomsEnv(t testing.TB) (*ui.Env, *Server, save.Memory) {
	t.Helper()
	store := save.Memory{}
	env := Env(anim.Instant, 1)
	env.Store, env.Server = store, ServerURL
	t0 := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	seats := func(names ...string) []online.SeatInfo {
		var out []online.SeatInfo
		for _, n := range names {
			s := online.SeatInfo{Kind: online.SeatOnline, Name: n, Taken: n != "", Connected: n != ""}
			if n == "easy" {
				s = online.SeatInfo{Kind: "easy", Taken: true, Connected: true}
			}
			out = append(out, s)
		}
		return out
	}
	// The rooms' games, by their place in the list (a room names its game
	// as the server's JSON does): the fourth, the first, the third.
	game := func(i int) string { return games.All[i].Rules.Name }
	diam, daryon, thayyam := game(3), game(0), game(2)
	srv := &Server{Rooms: map[string]*online.Info{
		"AAAA-0001": {Code: "AAAA-0001", Game: diam, Seats: seats("Ana", "Ben"), ToMove: 0, Result: "ongoing"},
		"AAAA-0002": {Code: "AAAA-0002", Game: daryon, Seats: seats("Ana", "easy"), ToMove: 1, Result: "ongoing"},
		"AAAA-0003": {Code: "AAAA-0003", Game: thayyam, Seats: seats("Ana", "Cy"), ToMove: -1, Result: "winner 1"},
	}}
	env.Rooms = remote.NewWatch(srv.Fetch)
	for i, code := range []string{"AAAA-0001", "AAAA-0002", "AAAA-0003", "AAAA-0004"} {
		remote.SaveTokens(store, code, map[int]string{0: "aa"})
		remote.Remember(store, remote.Indexed{Code: code, Server: ServerURL, Game: diam, Seats: []int{0}, Seen: t0.Add(time.Duration(i) * time.Minute)})
	}
	remote.Remember(store, remote.Indexed{Code: "BBBB-0001", Server: "http://elsewhere", Game: diam, Seats: []int{0}, Seen: t0.Add(-time.Minute)})
	return env, srv, store
}

// AwaitAnswers updates a screen of env that asks the server about the
// rooms (the title) until the server's answers are all in: the bound is
// only a failure's.
func AwaitAnswers(t testing.TB, env *ui.Env, s ui.Scene) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		s.Update(&ui.Input{Width: 1000, Height: 700})
		if !env.Rooms.Asking() {
			s.Update(&ui.Input{Width: 1000, Height: 700}) // the last answers read
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the server's answers did not come")
		}
		time.Sleep(time.Millisecond)
	}
}
