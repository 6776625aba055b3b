package scenes

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"tabula/anim"
	"tabula/lang"
	"tabula/online"
	"tabula/online/remote"
	"tabula/save"
)

// fakeServer answers GET /api/rooms/CODE from a table, as a server of
// rooms would; a code it does not have is gone.
type fakeServer struct {
	mu    sync.Mutex
	rooms map[string]*online.Info
	asked int
}

func (f *fakeServer) fetch(_ context.Context, _, code string) (*online.Info, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.asked++
	info, ok := f.rooms[code]
	if !ok {
		return nil, remote.ErrGone
	}
	c := *info
	return &c, nil
}

const testServerURL = "http://127.0.0.1:1" // no one answers: rooms opened are only opened

// roomsEnv returns an env whose store indexes, on its server, a room where
// it is this device's turn (seat 0 held), one where it is the other's, one
// over, and one the server no longer has; and a room of another server.
func roomsEnv(t *testing.T) (*Env, *fakeServer, save.Memory) {
	t.Helper()
	store := save.Memory{}
	env := testEnv(anim.Instant, 1)
	env.Store, env.Server = store, testServerURL
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
	srv := &fakeServer{rooms: map[string]*online.Info{
		"AAAA-0001": {Code: "AAAA-0001", Game: "diam", Seats: seats("Ana", "Ben"), ToMove: 0, Result: "ongoing"},
		"AAAA-0002": {Code: "AAAA-0002", Game: "daryon", Seats: seats("Ana", "easy"), ToMove: 1, Result: "ongoing"},
		"AAAA-0003": {Code: "AAAA-0003", Game: "thayyam", Seats: seats("Ana", "Cy"), ToMove: -1, Result: "winner 1"},
	}}
	env.Rooms = remote.NewWatch(srv.fetch)
	for i, code := range []string{"AAAA-0001", "AAAA-0002", "AAAA-0003", "AAAA-0004"} {
		remote.SaveTokens(store, code, map[int]string{0: "aa"})
		remote.Remember(store, remote.Indexed{Code: code, Server: testServerURL, Game: "diam", Seats: []int{0}, Seen: t0.Add(time.Duration(i) * time.Minute)})
	}
	remote.Remember(store, remote.Indexed{Code: "BBBB-0001", Server: "http://elsewhere", Game: "diam", Seats: []int{0}, Seen: t0.Add(-time.Minute)})
	return env, srv, store
}

// awaitAnswers updates the title until the server's answers are all in: the
// bound is only a failure's.
func awaitAnswers(t *testing.T, tl *Title) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		tl.Update(&Input{Width: 1000, Height: 700})
		if !tl.env.Rooms.Asking() {
			tl.Update(&Input{Width: 1000, Height: 700}) // the last answers read
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the server's answers did not come")
		}
		time.Sleep(time.Millisecond)
	}
}

// TestYourTurnInGames: the title asks the server how the rooms held here
// stand and says in how many it is this device's turn, with the plural of
// each language; a room the server no longer has leaves the index with its
// tokens; a room of another server is not asked about.
func TestYourTurnInGames(t *testing.T) {
	env, srv, store := roomsEnv(t)
	tl := NewTitle(env)
	if got := strings.Join(labels(tl.menu), "|"); !strings.Contains(got, "|Online|My rooms|") {
		t.Errorf("the title offers %q", got)
	}
	awaitAnswers(t, tl)
	if tl.turns != "Your turn in 1 game" || srv.asked != 4 {
		t.Errorf("the title says %q after %d questions", tl.turns, srv.asked)
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

	srv.mu.Lock()
	srv.rooms["AAAA-0002"].ToMove = 0
	srv.mu.Unlock()
	for _, c := range []struct {
		l    lang.Lang
		want string
	}{{lang.English, "Your turn in 2 games"}, {lang.French, "Votre tour dans 2 parties"}} {
		env.Lang = c.l
		tl = NewTitle(env)
		awaitAnswers(t, tl)
		if tl.turns != c.want {
			t.Errorf("%v: %q, want %q", c.l, tl.turns, c.want)
		}
		var pr Probe
		tl.Probe(&pr)
		if pr.Message != c.want {
			t.Errorf("%v: the probe's message %q", c.l, pr.Message)
		}
	}
	if got := lang.French.N(1, "Your turn in %d game", "Your turn in %d games"); got != "Votre tour dans 1 partie" {
		t.Errorf("French, one game: %q", got)
	}

	// No server, or no room held: nothing said, no entry.
	env, _, _ = roomsEnv(t)
	env.Server = ""
	if tl := NewTitle(env); strings.Contains(strings.Join(labels(tl.menu), "|"), "My rooms") || tl.watching {
		got := strings.Join(labels(tl.menu), "|")
		t.Errorf("no server: %q", got)
	}
	env = testEnv(anim.Instant, 1)
	env.Store, env.Server = save.Memory{}, testServerURL
	if got := strings.Join(labels(NewTitle(env).menu), "|"); strings.Contains(got, "My rooms") {
		t.Errorf("no room: %q", got)
	}
}

// TestMyRooms: the list of rooms puts those waiting for this device first
// and says of each whose turn it is or how it ended, and who is connected;
// a room tapped opens its lobby.
func TestMyRooms(t *testing.T) {
	env, _, _ := roomsEnv(t)
	awaitAnswers(t, NewTitle(env))
	r := NewMyRooms(env)
	deadline := time.Now().Add(10 * time.Second)
	for len(r.buttons) != 3 || strings.Contains(r.buttons[1].Label, "Asking") {
		if time.Now().After(deadline) {
			t.Fatalf("the list: %+v", r.buttons)
		}
		r.Update(&Input{Width: 1000, Height: 700})
		time.Sleep(time.Millisecond)
	}
	var got []string
	for i, b := range r.buttons {
		got = append(got, b.Label+" / "+roomPeopleText(env, r.rooms[i]))
	}
	want := []string{
		"Diam AAAA-0001 — Your turn / Brown and black (Ben), connected",
		"Daryon AAAA-0002 — North to move / North, the computer (Easy)",
		"Thayyam AAAA-0003 — North (Cy) wins / North (Cy), connected",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the list:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	c := r.buttons[1].Rect.Center()
	tr := r.Update(&Input{Width: 1000, Height: 700, Pointer: Pointer{X: c.X, Y: c.Y, Released: true}})
	l, ok := tr.Scene.(*Lobby)
	if tr.Kind != TransitionReplace || !ok || l.room.Code() != "AAAA-0002" {
		t.Fatalf("a room tapped: %+v", tr)
	}
	l.Leave()
	if tr := r.Update(&Input{Width: 1000, Height: 700, Actions: []Action{ActionBack}}); tr.Kind != TransitionPop {
		t.Errorf("back: %+v", tr)
	}
}
