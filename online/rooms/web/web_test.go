package web

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"tabula/games"
	"tabula/online"
	"tabula/online/rooms"
)

// TestLimits: an address that creates or asks too much is answered 429
// with a Retry-After, and the others are not.
func TestLimits(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	hub := rooms.NewHub(ctx, rooms.NewMemoryLog(), games.All)
	code, err := hub.Create(ctx, online.Spec{Game: "diam", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}
	h := Handler(hub, Options{RoomsPerMinute: 2, ReadsPerMinute: 3})
	ask := func(method, path, addr string) int {
		r := httptest.NewRequest(method, path, strings.NewReader(`{"game":"diam","seats":["online","online"]}`))
		r.RemoteAddr = addr + ":5555"
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code == http.StatusTooManyRequests && w.Header().Get("Retry-After") == "" {
			t.Errorf("%s %s: 429 without Retry-After", method, path)
		}
		return w.Code
	}
	for i, c := range []struct {
		method, path, addr string
		want               int
	}{
		{"POST", "/api/rooms", "10.0.0.1", http.StatusCreated},
		{"POST", "/api/rooms", "10.0.0.1", http.StatusCreated},
		{"POST", "/api/rooms", "10.0.0.1", http.StatusTooManyRequests},
		{"POST", "/api/rooms", "10.0.0.2", http.StatusCreated},
		{"GET", "/api/rooms/" + code, "10.0.0.1", http.StatusOK},
		{"GET", "/api/rooms/" + code + "/record", "10.0.0.1", http.StatusOK},
		{"GET", "/api/rooms/" + code, "10.0.0.1", http.StatusOK},
		{"GET", "/api/rooms/" + code, "10.0.0.1", http.StatusTooManyRequests},
		{"GET", "/api/rooms/" + code + "/record", "10.0.0.1", http.StatusTooManyRequests},
		{"GET", "/api/rooms/" + code, "10.0.0.2", http.StatusOK},
		// Opening a WebSocket counts as a read (these requests are not
		// handshakes: past the limit, they are refused as such).
		{"GET", "/api/rooms/" + code + "/ws", "10.0.0.1", http.StatusTooManyRequests},
		{"GET", "/api/rooms/" + code + "/ws", "10.0.0.3", http.StatusUpgradeRequired},
	} {
		if got := ask(c.method, c.path, c.addr); got != c.want {
			t.Errorf("request %d, %s %s from %s: %d, want %d", i, c.method, c.path, c.addr, got, c.want)
		}
	}
}
