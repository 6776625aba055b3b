//go:build !js

package remote

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"tabula/online"
	"tabula/save"
)

// codeOf returns the n-th of a run of room codes, for the tests.
func codeOf(n int) string { return fmt.Sprintf("ABCD-%04d", n) }

// TestIndex: the index of the rooms held here keeps the most recently seen
// first, one entry a room, at most MaxIndexed (the tokens of a room pushed
// out forgotten with it); a room forgotten loses its tokens; an index that
// cannot be read starts afresh and loses nothing else.
func TestIndex(t *testing.T) {
	store := save.Memory{}
	t0 := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	for i := range MaxIndexed + 2 {
		SaveTokens(store, codeOf(i), map[int]string{0: "aa"})
		if err := Remember(store, Indexed{Code: codeOf(i), Server: "http://s", Game: "diam", Seats: []int{1, 0}, Seen: t0.Add(time.Duration(i) * time.Minute)}); err != nil {
			t.Fatal(err)
		}
	}
	rooms := LoadIndex(store)
	if len(rooms) != MaxIndexed || rooms[0].Code != codeOf(MaxIndexed+1) || rooms[MaxIndexed-1].Code != codeOf(2) || !slices.Equal(rooms[0].Seats, []int{0, 1}) {
		t.Fatalf("%d rooms, first %+v", len(rooms), rooms[0])
	}
	for i, kept := range map[int]bool{0: false, 1: false, 2: true} {
		if _, err := store.Read(TokensFile(codeOf(i))); (err == nil) != kept {
			t.Errorf("room %d pushed out: its tokens kept %v, want %v", i, err == nil, kept)
		}
	}

	// Seen again: first, once.
	Remember(store, Indexed{Code: codeOf(10), Server: "http://s", Game: "thayyam", Seats: []int{2}, Seen: t0.Add(time.Hour)})
	rooms = LoadIndex(store)
	if rooms[0].Code != codeOf(10) || rooms[0].Game != "thayyam" || len(rooms) != MaxIndexed ||
		slices.IndexFunc(rooms[1:], func(r Indexed) bool { return r.Code == codeOf(10) }) >= 0 {
		t.Errorf("seen again: %+v, %d rooms", rooms[0], len(rooms))
	}

	// Forgotten, with its tokens; no seats is forgetting too.
	Forget(store, codeOf(10))
	Remember(store, Indexed{Code: codeOf(11), Seen: t0.Add(2 * time.Hour)})
	rooms = LoadIndex(store)
	for _, gone := range []int{10, 11} {
		if slices.ContainsFunc(rooms, func(r Indexed) bool { return r.Code == codeOf(gone) }) || len(LoadTokens(store, codeOf(gone))) != 0 {
			t.Errorf("room %d forgotten: still indexed or its tokens kept", gone)
		}
	}

	// A corrupt index: none, and the next room starts a new one; the
	// tokens and the rest of the store are untouched.
	for _, bad := range []string{"{", `{"rooms":[{"code":"no!","seats":[0]}]}`, `{"rooms":[{"code":"K3QX-9TZD"}]}`, `[1,2]`} {
		store[IndexFile] = []byte(bad)
		if got := LoadIndex(store); len(got) != 0 {
			t.Errorf("index %q: read %+v", bad, got)
		}
	}
	Remember(store, Indexed{Code: codeOf(20), Seats: []int{0}, Seen: t0})
	if got := LoadIndex(store); len(got) != 1 || got[0].Code != codeOf(20) {
		t.Errorf("after a corrupt index: %+v", got)
	}
	if len(LoadTokens(store, codeOf(30))) != 1 || len(LoadTokens(store, codeOf(40))) != 1 {
		t.Error("a corrupt index cost the rooms' tokens")
	}
	if LoadIndex(nil) != nil || Remember(nil, Indexed{Code: codeOf(1), Seats: []int{0}}) != nil || Forget(nil, codeOf(1)) != nil {
		t.Error("no store, no index")
	}
}

// TestRoomIndexed: a seat taken in a room, with the nickname, puts the room
// in the index, with the server, the game and the seat; watching a room
// does not.
func TestRoomIndexed(t *testing.T) {
	srv := newTestServer(t)
	code, err := srv.hub.Create(context.Background(), online.Spec{Game: "diam", Seats: []string{"online", "local"}})
	if err != nil {
		t.Fatal(err)
	}
	store := save.Memory{}
	a, err := Open(srv.URL, code, Options{Store: store, TakeFree: true, Name: "Ana"})
	if err != nil {
		t.Fatal(err)
	}
	s := waitFor(t, a, "a seat", func(s Snapshot, _ []string) bool { return len(s.Held) == 1 && s.Info.Seats[0].Taken })
	a.Close() // its goroutines done: the store is the test's
	if s.Info.Seats[0].Name != "Ana" {
		t.Errorf("the seat taken with a nickname: %+v", s.Info.Seats[0])
	}
	rooms := LoadIndex(store)
	if len(rooms) != 1 || rooms[0].Code != code || rooms[0].Server != srv.URL || rooms[0].Game != "diam" || !slices.Equal(rooms[0].Seats, []int{0}) || rooms[0].Seen.IsZero() {
		t.Fatalf("the index: %+v", rooms)
	}
	watcher := save.Memory{}
	w, err := Open(srv.URL, code, Options{Store: watcher})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, w, "the room", online_)
	w.Close()
	if got := LoadIndex(watcher); len(got) != 0 {
		t.Errorf("a room watched is indexed: %+v", got)
	}
}

// TestFetchInfo: a room's information, from GET /api/rooms/CODE; a room the
// server no longer has is ErrGone; a server's error is said.
func TestFetchInfo(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/rooms/{code}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		switch r.PathValue("code") {
		case "K3QX-9TZD":
			fmt.Fprint(w, `{"code":"K3QX-9TZD","game":"diam","options":"players=2","seats":[{"kind":"online","name":"Ana","taken":true,"connected":true},{"kind":"easy","taken":true,"connected":true}],"steps":3,"toMove":0,"result":"ongoing","seedHash":"ab"}`)
		case "ABCD-EFGH":
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprint(w, `{"error":"no room ABCD-EFGH"}`)
		default:
			w.WriteHeader(http.StatusInternalServerError)
			fmt.Fprint(w, `{"error":"the log is down"}`)
		}
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	ctx := context.Background()
	info, err := FetchInfo(ctx, srv.URL+"/", "k3qx9tzd")
	if err != nil || info.Game != "diam" || info.ToMove != 0 || info.Seats[0].Name != "Ana" || info.Steps != 3 {
		t.Errorf("the room: %+v, %v", info, err)
	}
	if _, err := FetchInfo(ctx, srv.URL, "ABCD-EFGH"); !errors.Is(err, ErrGone) {
		t.Errorf("a room gone: %v", err)
	}
	if _, err := FetchInfo(ctx, srv.URL, "0000-0000"); err == nil || !strings.Contains(err.Error(), "the log is down") {
		t.Errorf("a server's error: %v", err)
	}
	if _, err := FetchInfo(ctx, "ftp://x", "K3QX-9TZD"); err == nil {
		t.Error("a server reached by ftp")
	}
	srv.Close()
	if _, err := FetchInfo(ctx, srv.URL, "K3QX-9TZD"); err == nil || errors.Is(err, ErrGone) {
		t.Errorf("a server gone: %v", err)
	}
}
