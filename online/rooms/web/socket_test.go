package web

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"tabula/games"
	"tabula/online"
	"tabula/online/rooms"
)

// TestMain shortens the pings' pace, once for all the tests.
func TestMain(m *testing.M) {
	pingEvery, pingWait = 20*time.Millisecond, 20*time.Millisecond
	os.Exit(m.Run())
}

// TestPeerGone: a peer that stops answering pings (a phone asleep) is cut
// off within a ping and its wait, and the room no longer counts it
// connected; one that answers stays.
func TestPeerGone(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	hub := rooms.NewHub(ctx, rooms.NewMemoryLog(), games.All)
	srv := httptest.NewServer(Handler(hub, Options{}))
	defer srv.Close()
	code, err := hub.Create(ctx, online.Spec{Game: "diam", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	url := "ws" + strings.TrimPrefix(srv.URL, "http") + "/api/rooms/" + code + "/ws"
	join := func(seat int) *websocket.Conn {
		ws, _, err := websocket.Dial(ctx, url, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []online.ClientMsg{{Type: "hello", Room: code}, {Type: "join", Seat: seat, Name: "P"}} {
			data, _ := json.Marshal(m)
			if err := ws.Write(ctx, websocket.MessageText, data); err != nil {
				t.Fatal(err)
			}
		}
		return ws
	}
	awake := join(0)
	defer awake.CloseNow()
	go func() { // reads, and so answers the pings
		for {
			if _, _, err := awake.Read(ctx); err != nil {
				return
			}
		}
	}()
	asleep := join(1) // never reads again: its pings go unanswered
	defer asleep.CloseNow()
	seen := false
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		info, err := hub.Info(ctx, code)
		if err != nil {
			t.Fatal(err)
		}
		seen = seen || info.Seats[1].Connected
		if seen && !info.Seats[1].Connected {
			if !info.Seats[0].Connected {
				t.Fatal("the peer answering the pings was cut off too")
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the sleeping peer is still connected: %+v", info.Seats)
		}
	}
}

// TestIdleCostsNoGoroutine: connected people who say nothing after their
// hello cost the server no goroutine each (nbio's poller reads them all).
func TestIdleCostsNoGoroutine(t *testing.T) {
	every, wait := pingEvery, pingWait
	pingEvery, pingWait = time.Minute, time.Minute // these clients answer no ping
	defer func() { pingEvery, pingWait = every, wait }()
	e := newEnv(t, ClientLimits{}, Options{})
	settle := func() int {
		n := runtime.NumGoroutine()
		for range 100 {
			time.Sleep(20 * time.Millisecond)
			if m := runtime.NumGoroutine(); m >= n {
				return m
			} else {
				n = m
			}
		}
		return n
	}
	before := settle()
	const n = 200
	for range n {
		rc := dialRaw(t, e.addr(), "/api/rooms/"+e.code+"/ws")
		rc.send(text(hello(e.code)))
		if op, _ := rc.next(); op != opText {
			t.Fatal("no room")
		}
	}
	e.waitHeld(t, n)
	time.Sleep(200 * time.Millisecond) // the sessions' goroutines end
	after := settle()
	t.Logf("%d goroutines before %d idle connections, %d after", before, n, after)
	if after-before > n/10 {
		t.Errorf("%d goroutines before %d idle connections, %d after", before, n, after)
	}
}
