package rooms

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"tabula/games"
	"tabula/online"
	"tabula/rules"
)

// playTurn sends a random legal move (or a throw) if the follower's device
// is to decide, and reads the next message; it returns that message.
func (tc *testClient) playTurn() online.ServerMsg {
	tc.t.Helper()
	if seat := tc.f.ToDecide(); seat >= 0 {
		tc.move(seat)
	}
	return tc.next()
}

// move sends a random legal move of seat, or its throw.
func (tc *testClient) move(seat int) {
	st := tc.f.History.State()
	note := online.MoveThrow
	if st.ToMove() != rules.Chance {
		legal := st.Legal(nil)
		note = st.FormatAction(legal[tc.rng.IntN(len(legal))])
	}
	tc.send(online.ClientMsg{Type: online.MsgMove, Seat: seat, At: tc.f.History.Len(), Move: note})
}

// join takes seat (-1: the first free one) for a person called name, with
// a contribution to the lots, and reads until the seat is held.
func (tc *testClient) join(seat int, name string) {
	tc.t.Helper()
	tc.send(online.ClientMsg{Type: online.MsgJoin, Seat: seat, Name: name, Contribution: online.NewContribution()})
	for {
		switch m := tc.next(); m.Type {
		case online.MsgJoined:
			return
		case online.MsgError:
			tc.t.Fatalf("%s could not join: %s", name, m.Error)
		}
	}
}

// playUntilSteps plays a turn and reads past the seats' news until the
// steps (or an error) come.
func (tc *testClient) playUntilSteps() online.ServerMsg {
	tc.t.Helper()
	m := tc.playTurn()
	for m.Type == online.MsgSeats {
		m = tc.next()
	}
	return m
}

// hangUp ends the device's connection, as a phone put to sleep.
func (tc *testClient) hangUp() { tc.c.Close() }

// waitFor polls cond until it holds, failing after a bound.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("still waiting for %s", what)
		}
	}
}

// TestStandIn: in a room with an absence, the computer plays for a person
// who left, in their turn, and stops once they are back.
func TestStandIn(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	h := NewHub(ctx, NewMemoryLog(), games.All)
	if _, err := h.Create(ctx, online.Spec{Game: "diam", Seats: []string{"online", "online"}, Absence: "1x"}); err == nil {
		t.Fatal("an absence of 1x was taken")
	}
	code, err := h.Create(ctx, online.Spec{Game: "diam", Seats: []string{"online", "online"}, Absence: "20ms"})
	if err != nil {
		t.Fatal(err)
	}
	var ana, ben *testClient
	for i, name := range []string{"Ana", "Ben"} {
		d := connect(t, ctx, h, code, online.NewFollower(games.All))
		d.rng = rand.New(rand.NewPCG(uint64(i), 5))
		d.join(i, name)
		ana, ben = ben, d
	}
	ana, ben = ben, ana
	if info, _ := h.Info(ctx, code); info.Absence != "20ms" {
		t.Fatalf("absence %q", info.Absence)
	}
	ben.hangUp()
	// Ana plays; the computer answers for Ben.
	for ana.f.History.Len() < 4 && ana.f.History.State().ToMove() != rules.Over {
		if m := ana.playTurn(); m.Type == online.MsgError {
			t.Fatal(m.Error)
		}
	}
	if ana.f.History.Len() < 4 {
		t.Fatalf("the game ended in %d steps", ana.f.History.Len())
	}
	// Ben comes back: once it is his turn, nobody plays for him.
	ben.dial(ctx, h, code)
	for ben.f.ToDecide() < 0 {
		if m := ana.playTurn(); m.Type == online.MsgError {
			t.Fatal(m.Error)
		}
		ben.next()
	}
	lr, err := h.open(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	defer h.release(code, lr)
	lr.mu.Lock()
	scheduled := lr.standIn != nil
	lr.mu.Unlock()
	if scheduled {
		t.Fatal("a stand-in is due while Ben is here")
	}
	if m := ben.playUntilSteps(); m.Type != online.MsgSteps {
		t.Fatalf("Ben's own move: %+v", m)
	}
}

// TestRematch: once the game is over a player asks for a rematch; every
// client learns its code, and each player holds the same seat there with
// the same token. A spectator cannot ask, nor anyone before the end.
func TestRematch(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	h := NewHub(ctx, NewMemoryLog(), games.All)
	code, err := h.Create(ctx, online.Spec{Game: "thayyam", Seats: []string{"online", "random"}, Absence: "1h"})
	if err != nil {
		t.Fatal(err)
	}
	ana := connect(t, ctx, h, code, online.NewFollower(games.All))
	ana.join(0, "Ana")
	ana.send(online.ClientMsg{Type: online.MsgRematch})
	if m := ana.next(); m.Type != online.MsgError {
		t.Fatalf("a rematch before the end: %+v", m)
	}
	for ana.f.History.State().ToMove() != rules.Over {
		if m := ana.playTurn(); m.Type == online.MsgError {
			t.Fatal(m.Error)
		}
	}
	watcher := connect(t, ctx, h, code, online.NewFollower(games.All))
	watcher.send(online.ClientMsg{Type: online.MsgRematch})
	for m := watcher.next(); m.Type != online.MsgError; m = watcher.next() {
	}
	ana.send(online.ClientMsg{Type: online.MsgRematch})
	for ana.f.Info.Rematch == "" {
		ana.next()
	}
	for watcher.f.Info.Rematch != ana.f.Info.Rematch {
		watcher.next()
	}
	next, seedHash := ana.f.Info.Rematch, ana.f.Info.SeedHash
	ana.send(online.ClientMsg{Type: online.MsgRematch}) // asked twice: the same room
	ana.dial(ctx, h, next)
	if in := ana.f.Info; in.From != code || !in.Seats[0].Connected || in.Seats[0].Name != "Ana" || in.Absence != "1h0m0s" ||
		in.SeedHash == seedHash || in.Seats[0].Contribution != "" || in.Steps != 0 {
		t.Fatalf("the rematch: %+v", in)
	}
	// Ana holds her seat without joining: the lots wait for her
	// contribution, and the computer does not throw meanwhile.
	if m := ana.playUntilSteps(); m.Type != online.MsgError || !strings.Contains(m.Error, "waiting for seat 1 (Ana)") {
		t.Fatalf("Ana's throw before her contribution: %+v", m)
	}
	contribution := online.NewContribution()
	ana.send(online.ClientMsg{Type: online.MsgContribute, Seat: 0, Contribution: contribution})
	for ana.f.Info.Seats[0].Contribution != contribution {
		if m := ana.next(); m.Type == online.MsgError {
			t.Fatalf("Ana's contribution: %s", m.Error)
		}
	}
	if m := ana.playUntilSteps(); m.Type != online.MsgSteps {
		t.Fatalf("Ana's first throw in the rematch: %+v", m)
	}
	if info, _ := h.Info(ctx, code); info.Rematch != next {
		t.Fatalf("the first room's rematch: %q, want %q", info.Rematch, next)
	}
}

// TestRoomsUnloaded: a room nobody uses leaves memory after KeepLoaded and
// comes back as it was when used again.
func TestRoomsUnloaded(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	h := NewHub(ctx, NewMemoryLog(), games.All)
	h.KeepLoaded = 5 * time.Millisecond
	code, err := h.Create(ctx, online.Spec{Game: "daryon", Seats: []string{"online", "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	ana := connect(t, ctx, h, code, online.NewFollower(games.All))
	ana.join(0, "Ana")
	for range 3 {
		ana.playTurn()
	}
	steps := ana.f.History.Len()
	time.Sleep(2 * h.KeepLoaded) // a room in use stays
	if h.Loaded() != 1 {
		t.Fatalf("%d rooms loaded while one is used", h.Loaded())
	}
	ana.hangUp()
	waitFor(t, "the room to leave memory", func() bool { return h.Loaded() == 0 })
	held := ana.f.Held
	ana.f = online.NewFollower(games.All)
	ana.f.Held = held
	ana.dial(ctx, h, code)
	if ana.f.History.Len() != steps || !ana.f.Info.Seats[0].Connected {
		t.Fatalf("back: %d steps (want %d), %+v", ana.f.History.Len(), steps, ana.f.Info)
	}
	if m := ana.playUntilSteps(); m.Type != online.MsgSteps {
		t.Fatalf("a move after the room came back: %+v", m)
	}
}

// TestRoomsExpire: a room nothing was played in for the idle time is
// removed; its clients are told and cut off, and its code leads nowhere.
func TestRoomsExpire(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// One clock for the hub and its log, moved by the test: an hour
	// between the rooms, whatever the machine's pace.
	var mu sync.Mutex
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		return now
	}
	log := NewMemoryLog()
	log.Clock = clock
	h := NewHub(ctx, log, games.All)
	h.Clock = clock
	old, err := h.Create(ctx, online.Spec{Game: "diam", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	ana := connect(t, ctx, h, old, online.NewFollower(games.All))
	mu.Lock()
	now = now.Add(time.Hour)
	mu.Unlock()
	fresh, err := h.Create(ctx, online.Spec{Game: "diam", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	if n, err := h.Expire(ctx, 30*time.Minute); n != 1 || err != nil {
		t.Fatalf("Expire: %d rooms, %v; want 1", n, err)
	}
	if m := ana.next(); m.Type != online.MsgError || !strings.Contains(m.Error, "has ended") {
		t.Fatalf("the expired room's client was told %+v", m)
	}
	if _, err := ana.read(); err == nil {
		t.Fatal("the expired room's client is still connected")
	}
	if _, err := h.Info(ctx, old); !errors.Is(err, ErrNoRoom) {
		t.Fatalf("Info of the expired room: %v", err)
	}
	if _, err := h.Info(ctx, fresh); err != nil {
		t.Fatalf("Info of the fresh room: %v", err)
	}
}

// deafLog is a log whose watchers hear nothing: as if every entry's news
// were lost between nodes.
type deafLog struct{ *MemoryLog }

func (deafLog) Watch(string, int, func(int, []byte) bool) (func(), error) {
	return func() {}, nil
}

// TestLostNews: when the news of a client's own entry does not come, the
// hub reads the log itself, and the client's move is answered.
func TestLostNews(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	h := NewHub(ctx, deafLog{NewMemoryLog()}, games.All)
	h.awaitRead = 10 * time.Millisecond
	code, err := h.Create(ctx, online.Spec{Game: "thayyam", Seats: []string{"online", "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	ana := connect(t, ctx, h, code, online.NewFollower(games.All))
	ana.join(0, "Ana")
	for range 5 {
		if m := ana.playUntilSteps(); m.Type != online.MsgSteps {
			t.Fatalf("a move whose news were lost: %+v", m)
		}
	}
}
