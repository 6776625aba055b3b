package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"tabula/games"
	"tabula/online/rooms"
	"tabula/online/rooms/web"
)

// testServer serves rooms as cmd/server does (creation and WebSockets),
// from a hub on a MemoryLog, and returns its URL.
func testServer(t *testing.T) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	hub := rooms.NewHub(ctx, rooms.NewMemoryLog(), games.All)
	srv := httptest.NewServer(web.Handler(hub, web.Options{}))
	t.Cleanup(srv.Close)
	t.Cleanup(cancel) // first: the hub's rooms stop, then the server
	return srv.URL
}

// TestLoad drives a few rooms of two games through a server for a moment:
// every room is held, moves are timed, and nothing fails.
func TestLoad(t *testing.T) {
	url := testServer(t)
	var out bytes.Buffer
	args := []string{"-server", url, "-rooms", "4", "-game", "diam,dejarik", "-level", "random", "-delay", "2ms", "-duration", "400ms", "-json"}
	if err := run(context.Background(), args, &out); err != nil {
		t.Fatal(err)
	}
	var r Report
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("%v: %s", err, out.String())
	}
	if r.Rooms != 4 || r.HeldMax != 4 || r.Steps == 0 || r.Moves == 0 || r.P50 <= 0 || r.P99 < r.P50 || r.Max < r.P99 {
		t.Errorf("a report that does not add up: %+v", r)
	}
	if r.Errors.Total() != 0 {
		t.Errorf("errors: %+v", r.Errors)
	}
	if r.Window < 0.4 || r.StepsPerS <= 0 {
		t.Errorf("a window of %v s, %v steps/s", r.Window, r.StepsPerS)
	}
}

// TestLoadSaysWhy: an error is counted with its reason. The server cuts
// the first WebSocket as soon as it opens; its bot comes back and plays.
func TestLoadSaysWhy(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	api := web.Handler(rooms.NewHub(ctx, rooms.NewMemoryLog(), games.All), web.Options{})
	var cut atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/ws") && cut.CompareAndSwap(false, true) {
			if c, err := websocket.Accept(w, r, nil); err == nil {
				c.CloseNow()
			}
			return
		}
		api.ServeHTTP(w, r)
	}))
	defer srv.Close()
	var out bytes.Buffer
	args := []string{"-server", srv.URL, "-rooms", "1", "-game", "diam", "-level", "random", "-delay", "2ms", "-duration", "200ms", "-json"}
	if err := run(ctx, args, &out); err != nil {
		t.Fatal(err)
	}
	var r Report
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("%v: %s", err, out.String())
	}
	if r.Errors.Dropped != 1 || r.Errors.Total() != 1 || !strings.HasPrefix(r.Errors.First, "dropped: failed to get reader: ") {
		t.Errorf("errors %+v, want one connection dropped, with its reason", r.Errors)
	}
	var text bytes.Buffer
	r.write(&text)
	if !strings.Contains(text.String(), "the first: dropped: ") {
		t.Errorf("the report for people gives no reason:\n%s", text.String())
	}
}

// TestLoadReport: the report for people says every figure.
func TestLoadReport(t *testing.T) {
	url := testServer(t)
	var out bytes.Buffer
	if err := run(context.Background(), []string{"-server", url, "-rooms", "2", "-level", "random", "-duration", "100ms"}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"rooms       2 wanted", "steps/s", "round trip", "p99", "errors      0 ("} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in the report:\n%s", want, out.String())
		}
	}
}

// TestLoadFlagsRefused: a load run's mistakes are said before any
// connection; the load's flags are refused without -rooms.
func TestLoadFlagsRefused(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-rooms", "3", "-room", "ABCD-EFGH"}, "-room and -rooms"},
		{[]string{"-rooms", "0"}, "-rooms 0"},
		{[]string{"-rooms", "-2"}, "-rooms -2"},
		{[]string{"-rooms", "2", "-game", "diam,chess"}, `no game "chess"`},
		{[]string{"-rooms", "2", "-level", "perfect"}, "-level \"perfect\""},
		{[]string{"-rooms", "2", "-delay", "-1s"}, "-delay"},
		{[]string{"-rooms", "2", "-duration", "0s"}, "-duration"},
		{[]string{"-rooms", "2", "-server", "ftp://x"}, "reached by http or https"},
		{[]string{"-room", "ABCD-EFGH", "-game", "diam"}, "-game: only with -rooms"},
		{[]string{"-room", "ABCD-EFGH", "-json"}, "-json: only with -rooms"},
	} {
		err := run(context.Background(), c.args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want an error with %q", c.args, err, c.want)
		}
	}
}

// TestLoadNoServer: with nothing listening, the load run says so at once.
func TestLoadNoServer(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := run(ctx, []string{"-server", "http://127.0.0.1:1", "-rooms", "3"}, io.Discard); err == nil || ctx.Err() != nil {
		t.Errorf("a load with no server: %v", err)
	}
}

// TestPercentile: nearest rank.
func TestPercentile(t *testing.T) {
	d := []time.Duration{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	for _, c := range []struct {
		p    int
		want time.Duration
	}{{50, 5}, {99, 10}, {10, 1}, {0, 1}, {100, 10}} {
		if got := percentile(d, c.p); got != c.want {
			t.Errorf("p%d: %v, want %v", c.p, got, c.want)
		}
	}
	if percentile(nil, 50) != 0 {
		t.Error("the percentile of nothing")
	}
}
