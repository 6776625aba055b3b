//go:build !js

package remote

import (
	"context"
	"errors"
	"math/rand/v2"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"tabula/games"
	"tabula/online"
	"tabula/online/rooms"
	"tabula/online/rooms/web"
	"tabula/rules"
	"tabula/save"
)

// testServer is a server of rooms in the test's process, serving the
// rooms' API as cmd/server does.
type testServer struct {
	*httptest.Server
	hub *rooms.Hub
}

func newTestServer(t *testing.T) *testServer {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	hub := rooms.NewHub(ctx, rooms.NewMemoryLog(), games.All)
	s := &testServer{Server: httptest.NewServer(web.Handler(hub, web.Options{})), hub: hub}
	t.Cleanup(func() {
		s.CloseClientConnections()
		s.Close()
		cancel()
	})
	return s
}

// cutter dials the platform's WebSocket and can cut every connection it
// made, as a network that drops.
type cutter struct {
	mu    sync.Mutex
	conns []Conn
	dials int
	down  bool // the network is down: no dial goes through
}

func (c *cutter) dial(ctx context.Context, url string) (Conn, error) {
	c.mu.Lock()
	down := c.down
	c.mu.Unlock()
	if down {
		return nil, errors.New("the network is down")
	}
	conn, err := Dial(ctx, url)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.dials++
	if err == nil {
		c.conns = append(c.conns, conn)
	}
	return conn, err
}

func (c *cutter) cut(down bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.down = down
	for _, conn := range c.conns {
		conn.Close()
	}
	c.conns = nil
}

// waitFor polls the room until ok holds of what it shows; the bound is
// only a failure's.
func waitFor(t *testing.T, r *Room, what string, ok func(Snapshot, []string) bool) Snapshot {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		s, refusals := r.Poll()
		if ok(s, refusals) {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s: the room shows %+v", what, s)
		}
		time.Sleep(time.Millisecond)
	}
}

func online_(s Snapshot, _ []string) bool { return s.Status == StatusOnline }

// position returns the game of the room as the device has it.
func position(t *testing.T, r *Room, info *online.Info) *rules.History {
	t.Helper()
	g := games.Find(info.Game)
	opts, err := g.Rules.ParseOptions(strings.Fields(info.Options))
	if err != nil {
		t.Fatal(err)
	}
	h, err := rules.NewHistory(g.Rules, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, note := range r.Steps(0) {
		if _, err := h.PlayNotation(note); err != nil {
			t.Fatal(err)
		}
	}
	return h
}

// actor returns the seat to move or throw in st, or -1.
func actor(st rules.State) int {
	who := st.ToMove()
	if th, ok := st.(rules.Thrower); ok && who == rules.Chance {
		who = th.Thrower()
	}
	return int(who)
}

// playOn plays the room's seats held by the devices with random legal
// moves until the game ends, cutting the connections of cut after the
// step cutAt (never, if cut is nil). It returns the steps the devices saw.
func playOn(t *testing.T, devices []*Room, rng *rand.Rand, cut *cutter, cutAt int) int {
	t.Helper()
	sent := map[*Room]int{}
	deadline := time.Now().Add(2 * time.Minute) // a bound on a failure
	for {
		if time.Now().After(deadline) {
			t.Fatal("the game did not end")
		}
		progressed := false
		for _, d := range devices {
			s, refusals := d.Poll()
			if len(refusals) > 0 {
				t.Fatalf("refused: %v", refusals)
			}
			if s.Info == nil || s.Status != StatusOnline {
				continue
			}
			h := position(t, d, s.Info)
			if h.State().ToMove() == rules.Over {
				return h.Len()
			}
			if cut != nil && h.Len() >= cutAt {
				cut.cut(false)
				cut = nil
				continue
			}
			seat := actor(h.State())
			if !slices.Contains(s.Held, seat) {
				continue
			}
			if last, ok := sent[d]; ok && last == h.Len()*1000+s.Connections {
				continue // sent on this connection: wait for its steps
			}
			sent[d] = h.Len()*1000 + s.Connections
			note := online.MoveThrow
			if st := h.State(); st.ToMove() != rules.Chance {
				legal := st.Legal(nil)
				note = st.FormatAction(legal[rng.IntN(len(legal))])
			}
			d.Move(seat, h.Len(), note)
			progressed = true
		}
		if !progressed {
			time.Sleep(time.Millisecond)
		}
	}
}

// TestTwoDevicesPlayWholeGames: two devices take the two seats of a room
// of each game over real WebSockets and play it to its end with random
// moves; each keeps its seat's token in its store, and both end with the
// server's record.
func TestTwoDevicesPlayWholeGames(t *testing.T) {
	srv := newTestServer(t)
	for i, g := range games.All {
		t.Run(g.Rules.Name, func(t *testing.T) {
			code, err := Create(context.Background(), srv.URL, online.Spec{Game: g.Rules.Name, Seats: []string{"online", "online"}})
			if err != nil {
				t.Fatal(err)
			}
			var devices []*Room
			stores := []save.Memory{{}, {}}
			for j, name := range []string{"Ana", "Ben"} {
				d, err := Open(srv.URL, code, Options{Store: stores[j], Name: name, TakeFree: true})
				if err != nil {
					t.Fatal(err)
				}
				defer d.Close()
				// One after the other: both would otherwise ask for the
				// first free seat, and one would watch.
				waitFor(t, d, "a seat", func(s Snapshot, _ []string) bool { return len(s.Held) == 1 })
				devices = append(devices, d)
			}
			steps := playOn(t, devices, rand.New(rand.NewPCG(uint64(i), 1)), nil, 0)
			record, err := srv.hub.Record(context.Background(), code)
			if err != nil {
				t.Fatal(err)
			}
			for j, d := range devices {
				s := waitFor(t, d, "the last step", func(s Snapshot, _ []string) bool { return s.Steps == steps })
				if got := position(t, d, s.Info).Record().String(); got != record || s.Steps != steps {
					t.Errorf("device %d has %q, the server %q", j, got, record)
				}
				if held := LoadTokens(stores[j], code); len(held) != 1 || held[j] == "" {
					t.Errorf("device %d keeps the tokens %v", j, held)
				}
				if s.Info.Seats[j].Name != []string{"Ana", "Ben"}[j] {
					t.Errorf("seat %d: %+v", j, s.Info.Seats[j])
				}
			}
		})
	}
}

// TestReconnects: a device whose connection is cut midgame reconnects by
// itself, holds its seat again with its token, and the game goes on to
// its end; the other device sees it absent, then back.
func TestReconnects(t *testing.T) {
	srv := newTestServer(t)
	code, err := srv.hub.Create(context.Background(), online.Spec{Game: "thayyam", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	cut := &cutter{}
	a, err := Open(srv.URL, code, Options{TakeFree: true, Dial: cut.dial, Backoff: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	waitFor(t, a, "a seat", func(s Snapshot, _ []string) bool { return len(s.Held) == 1 })
	b, err := Open(srv.URL, code, Options{TakeFree: true})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	waitFor(t, b, "a seat", func(s Snapshot, _ []string) bool { return len(s.Held) == 1 })
	waitFor(t, b, "both connected", func(s Snapshot, _ []string) bool {
		return s.Info.Seats[0].Connected && s.Info.Seats[1].Connected
	})
	steps := playOn(t, []*Room{a, b}, rand.New(rand.NewPCG(5, 5)), cut, 6)
	s := waitFor(t, a, "the last step", func(s Snapshot, _ []string) bool { return s.Steps == steps })
	cut.mu.Lock()
	dials := cut.dials
	cut.mu.Unlock()
	if s.Connections < 2 || dials < 2 || !slices.Equal(s.Held, []int{0}) || steps <= 6 {
		t.Errorf("after the cut at step 6: %d connections, %d dials, seats %v, %d steps", s.Connections, dials, s.Held, steps)
	}
}

// TestRefusedMoves: a move the server refuses comes back in the server's
// words and changes nothing, on the server or on the device.
func TestRefusedMoves(t *testing.T) {
	srv := newTestServer(t)
	code, err := srv.hub.Create(context.Background(), online.Spec{Game: "diam", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	a, err := Open(srv.URL, code, Options{TakeFree: true})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	before := waitFor(t, a, "a seat", func(s Snapshot, _ []string) bool { return len(s.Held) == 1 })
	start, err := srv.hub.Record(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	st := position(t, a, before.Info).State()
	legal := st.FormatAction(st.Legal(nil)[0])
	for _, c := range []struct {
		name       string
		seat, at   int
		note, want string
	}{
		{"not a move", 0, 0, "zz9", ""},
		{"the other seat", 1, 0, legal, rooms.ErrBadToken.Error()},
		{"a step the room has not reached", 0, 3, legal, (&rooms.StaleError{At: 3, Steps: 0}).Error()},
		{"a throw in a game without lots", 0, 0, "throw", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			a.Move(c.seat, c.at, c.note)
			var got []string
			waitFor(t, a, "the refusal", func(_ Snapshot, r []string) bool { got = append(got, r...); return len(got) > 0 })
			if len(got) != 1 || (c.want != "" && got[0] != c.want) {
				t.Errorf("refusals %q, want one: %q", got, c.want)
			}
			record, _ := srv.hub.Record(context.Background(), code)
			if s, _ := a.Poll(); s.Steps != 0 || record != start {
				t.Errorf("after the refusal: %d steps here, the server's record %q", s.Steps, record)
			}
		})
	}
	a.Move(0, 0, legal)
	waitFor(t, a, "the move played", func(s Snapshot, _ []string) bool { return s.Steps == 1 })
}

// TestSeatResumed: a device that opens a room again (the game restarted,
// the link followed again) holds its seat by the token its store kept,
// and takes no other.
func TestSeatResumed(t *testing.T) {
	srv := newTestServer(t)
	code, err := srv.hub.Create(context.Background(), online.Spec{Game: "daryon", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	store := save.Memory{}
	a, err := Open(srv.URL, code, Options{Store: store, TakeFree: true})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, a, "a seat", func(s Snapshot, _ []string) bool { return len(s.Held) == 1 })
	a.Close()
	again, err := Open(srv.URL, strings.ToLower(strings.ReplaceAll(code, "-", "")), Options{Store: store, TakeFree: true})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	s := waitFor(t, again, "the seat held again", func(s Snapshot, _ []string) bool {
		return s.Status == StatusOnline && s.Info.Seats[0].Connected
	})
	if !slices.Equal(s.Held, []int{0}) || s.Info.Seats[1].Taken {
		t.Errorf("seats held %v, the room's seats %+v", s.Held, s.Info.Seats)
	}
}

// TestRoomsOpened: the creator's seats, a full room watched, a room that
// does not exist, a server gone.
func TestRoomsOpened(t *testing.T) {
	srv := newTestServer(t)
	code, err := Create(context.Background(), srv.URL, online.Spec{Game: "diam", Seats: []string{"local", "online", "easy"}, Options: "players=3"})
	if err != nil {
		t.Fatal(err)
	}
	creator, err := Open(srv.URL, code, Options{Join: []int{0}})
	if err != nil {
		t.Fatal(err)
	}
	defer creator.Close()
	waitFor(t, creator, "the local seat", func(s Snapshot, _ []string) bool { return slices.Equal(s.Held, []int{0}) })
	guest, err := Open(srv.URL, code, Options{TakeFree: true})
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	waitFor(t, guest, "the online seat", func(s Snapshot, _ []string) bool { return slices.Equal(s.Held, []int{1}) })
	watcher, err := Open(srv.URL, code, Options{TakeFree: true})
	if err != nil {
		t.Fatal(err)
	}
	defer watcher.Close()
	s := waitFor(t, watcher, "the room", online_)
	if len(s.Held) != 0 || !s.Info.Seats[2].Connected {
		t.Errorf("the watcher holds %v; the seats %+v", s.Held, s.Info.Seats)
	}

	if _, err := Create(context.Background(), srv.URL, online.Spec{Game: "chess", Seats: []string{"online"}}); err == nil || !strings.Contains(err.Error(), "unknown game") {
		t.Errorf("a room of chess: %v", err)
	}
	none, err := Open(srv.URL, "ZZZZ-ZZZZ", Options{TakeFree: true})
	if err != nil {
		t.Fatal(err)
	}
	s = waitFor(t, none, "the refusal", func(s Snapshot, _ []string) bool { return s.Status == StatusRefused })
	if !strings.Contains(s.Err, "no room ZZZZ-ZZZZ") {
		t.Errorf("no room: %q", s.Err)
	}
	none.Close()

	network := &cutter{}
	r, err := Open(srv.URL, code, Options{ReconnectFor: 300 * time.Millisecond, Backoff: 20 * time.Millisecond, Dial: network.dial})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	waitFor(t, r, "the room", online_)
	network.cut(true)
	waitFor(t, r, "reconnecting", func(s Snapshot, _ []string) bool { return s.Status == StatusReconnecting || s.Status == StatusLost })
	s = waitFor(t, r, "the room lost", func(s Snapshot, _ []string) bool { return s.Status == StatusLost })
	if s.Err == "" || s.Info == nil {
		t.Errorf("lost: %+v", s)
	}
	r.Move(0, 0, "a1")
	if _, refusals := r.Poll(); len(refusals) != 1 {
		t.Errorf("a move while lost: %q", refusals)
	}
}

// TestURLs: the WebSocket's URL of a room, and servers that are none.
func TestURLs(t *testing.T) {
	for _, c := range []struct{ server, want string }{
		{"http://127.0.0.1:8080", "ws://127.0.0.1:8080/api/rooms/K3QX-9TZD/ws"},
		{"https://example.org/", "wss://example.org/api/rooms/K3QX-9TZD/ws"},
		{"https://example.org/games/?x=1", "wss://example.org/games/api/rooms/K3QX-9TZD/ws"},
		{"ftp://example.org", ""},
		{"example.org", ""},
	} {
		got, err := WebSocketURL(c.server, "K3QX-9TZD")
		if got != c.want || (err != nil) != (c.want == "") {
			t.Errorf("WebSocketURL(%q) = %q, %v; want %q", c.server, got, err, c.want)
		}
	}
	if _, err := Open("http://127.0.0.1:1", "K3QX-9TZ", Options{}); err != online.ErrBadCode {
		t.Errorf("a code too short: %v", err)
	}
}

// TestRematch: once the game is over, a player asks for a rematch; both
// devices learn its code, and each opens it holding the seat it held, by
// the same token, and gives its contribution to the new room's lots.
func TestRematch(t *testing.T) {
	srv := newTestServer(t)
	code, err := srv.hub.Create(context.Background(), online.Spec{Game: "diam", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	var devices []*Room
	for range 2 {
		d, err := Open(srv.URL, code, Options{TakeFree: true, Store: save.Memory{}})
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		waitFor(t, d, "a seat", func(s Snapshot, _ []string) bool { return len(s.Held) == 1 })
		devices = append(devices, d)
	}
	playOn(t, devices, rand.New(rand.NewPCG(2, 2)), nil, 0)
	devices[1].Rematch()
	var next string
	for _, d := range devices {
		s := waitFor(t, d, "the rematch's code", func(s Snapshot, _ []string) bool { return s.Info.Rematch != "" })
		if next != "" && s.Info.Rematch != next {
			t.Fatalf("two rematches: %s and %s", next, s.Info.Rematch)
		}
		next = s.Info.Rematch
	}
	for i, d := range devices {
		store := save.Memory{}
		again, err := Open(srv.URL, next, Options{Held: d.Tokens(), Store: store})
		if err != nil {
			t.Fatal(err)
		}
		defer again.Close()
		s := waitFor(t, again, "the rematch, and the seat's contribution", func(s Snapshot, _ []string) bool {
			return s.Status == StatusOnline && s.Info.Seats[i].Connected && s.Info.Seats[i].Contribution != ""
		})
		if !slices.Equal(s.Held, []int{i}) || s.Info.From != code || len(LoadTokens(store, next)) != 1 {
			t.Errorf("device %d in the rematch: seats %v, from %q, tokens kept %v", i, s.Held, s.Info.From, LoadTokens(store, next))
		}
	}
}

// TestTokens: the seats' tokens kept under a room's code come back as
// kept; a file that is not theirs is read as no seat held.
func TestTokens(t *testing.T) {
	store := save.Memory{}
	held := map[int]string{0: "00112233445566778899aabbccddeeff", 3: "ffeeddccbbaa99887766554433221100"}
	if err := SaveTokens(store, "K3QX-9TZD", held); err != nil {
		t.Fatal(err)
	}
	if got := LoadTokens(store, "K3QX-9TZD"); len(got) != 2 || got[0] != held[0] || got[3] != held[3] {
		t.Errorf("kept %v, read %v", held, got)
	}
	for _, c := range []struct{ name, data string }{
		{"garbage", "{"},
		{"a seat out of range", `{"seats":{"9":"ab"}}`},
		{"not a seat", `{"seats":{"x":"ab"}}`},
		{"a token too long", `{"seats":{"0":"` + strings.Repeat("a", 65) + `"}}`},
	} {
		store[TokensFile("ABCD-EFGH")] = []byte(c.data)
		if got := LoadTokens(store, "ABCD-EFGH"); len(got) != 0 {
			t.Errorf("%s: read %v", c.name, got)
		}
	}
	if got := LoadTokens(nil, "K3QX-9TZD"); len(got) != 0 || SaveTokens(nil, "K3QX-9TZD", held) != nil {
		t.Error("no store keeps tokens")
	}
}

// gatedConn holds what the server sends while its gate is shut: a server
// slow to answer.
type gatedConn struct {
	Conn
	shut *atomic.Bool
}

func (c gatedConn) Read(ctx context.Context) ([]byte, error) {
	data, err := c.Conn.Read(ctx)
	for c.shut.Load() && ctx.Err() == nil {
		time.Sleep(time.Millisecond)
	}
	return data, err
}

// TestWaiting: what the device asked and the server has not answered yet
// shows in Snapshot.Waiting, growing, until the answer comes.
func TestWaiting(t *testing.T) {
	srv := newTestServer(t)
	code, err := Create(context.Background(), srv.URL, online.Spec{Game: "diam", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	var shut atomic.Bool
	dial := func(ctx context.Context, url string) (Conn, error) {
		c, err := Dial(ctx, url)
		return gatedConn{c, &shut}, err
	}
	r, err := Open(srv.URL, code, Options{Join: []int{0}, Dial: dial})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	s := waitFor(t, r, "the seat", func(s Snapshot, _ []string) bool { return len(s.Held) == 1 && s.Waiting == 0 })
	shut.Store(true)
	r.Move(0, s.Steps, "not a move")
	waitFor(t, r, "a wait", func(s Snapshot, _ []string) bool { return s.Waiting > 50*time.Millisecond })
	shut.Store(false)
	waitFor(t, r, "the answer", func(s Snapshot, refusals []string) bool { return s.Waiting == 0 && len(refusals) > 0 })
}

// TestChangedTellsNews: a room's Changed is called after each change that
// Poll shows, so that a screen at rest need not poll: here every news is
// read only after Changed said there is some.
func TestChangedTellsNews(t *testing.T) {
	srv := newTestServer(t)
	code, err := srv.hub.Create(context.Background(), online.Spec{Game: "thayyam", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	news := make(chan struct{}, 1)
	a, err := Open(srv.URL, code, Options{TakeFree: true, Changed: func() {
		select {
		case news <- struct{}{}:
		default:
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	told := func(what string, ok func(Snapshot) bool) {
		t.Helper()
		for {
			select {
			case <-news:
			case <-time.After(10 * time.Second):
				s, _ := a.Poll()
				t.Fatalf("waiting for %s, no news told for 10 s: %+v", what, s)
			}
			if s, _ := a.Poll(); ok(s) {
				return
			}
		}
	}
	told("a seat", func(s Snapshot) bool { return len(s.Held) == 1 })
	b, err := Open(srv.URL, code, Options{TakeFree: true})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	told("the other seat connected", func(s Snapshot) bool { return s.Info.Seats[1].Connected })
	a.Move(0, 0, "throw")
	told("the throw", func(s Snapshot) bool { return s.Steps == 1 })
	b.Close()
	told("the other seat gone", func(s Snapshot) bool { return !s.Info.Seats[1].Connected })
}
