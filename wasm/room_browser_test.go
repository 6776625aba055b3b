package wasm

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"tabula/games"
	"tabula/online"
	"tabula/online/rooms"
	"tabula/online/rooms/web"
)

// TestBrowserRoom builds the game to WebAssembly and serves it with a
// server of rooms in the test's process, as cmd/server does; two Chromium
// pages, each a browser of its own (its own storage), open the same
// room's link (?room=CODE), give their nicknames (asked the first time),
// take its two seats and play a move each of Dejarik through the canvas
// (the game whose screen draws quickest in software): each move
// goes to the server and comes back to both pages. A page reloaded holds
// its seat again by the token it kept. A page that leaves the room loses
// ?room= from its address, and its title lists the room (GET
// /api/rooms/CODE through the browser's fetch).
func TestBrowserRoom(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test builds the game and drives Chromium (not in -short)")
	}
	t.Parallel() // beside the other browser tests, its pages in contexts of their own
	out, _ := builtGame(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	hub := rooms.NewHub(ctx, rooms.NewMemoryLog(), games.All)
	mux := http.NewServeMux()
	mux.Handle("/api/", web.Handler(hub, web.Options{}))
	mux.Handle("/", Handler(out))
	srv := httptest.NewServer(mux)
	defer srv.Close()
	code, err := hub.Create(ctx, online.Spec{Game: "dejarik", Seats: []string{"online", "online"}})
	if err != nil {
		t.Fatal(err)
	}

	var tabs []*tab
	names := [][]string{{"A", "n", "a", "OK"}, {"B", "e", "n", "OK"}}
	for i := range 2 {
		c, cancel := newBrowser(t) // each page a browser of its own: its own storage
		defer cancel()
		b := &tab{t: t, ctx: c}
		b.do(chromedp.Navigate(srv.URL + "/?room=" + strings.ToLower(code)))
		b.scene("name")
		for _, key := range names[i] {
			b.press(key)
		}
		b.waitFor(fmt.Sprintf("page %d to hold seat %d", i, i), fmt.Sprintf("!!window.tabula && !!window.tabula.room && window.tabula.room.seat === %d", i))
		tabs = append(tabs, b)
	}
	for i, b := range tabs {
		b.waitFor(fmt.Sprintf("page %d to show the game, both seats connected", i),
			`window.tabula.scene === "play" && window.tabula.room.code === `+jsString(code)+` && window.tabula.room.connected.every(c => c)`)
	}
	// The room is readable, not only drawn: its code, link and seats
	// are in the page's tree, and the live region said the seats.
	tree := tabs[0].tree()
	texts := strings.Join(tree.texts("StaticText"), "\n")
	lines, _ := tree.live()
	said := strings.Join(lines, "\n")
	for _, want := range []string{"Room " + code, "?room=" + code, "(Ana), on this device", "(Ben), connected"} {
		if !strings.Contains(texts, want) {
			t.Errorf("the first page's tree lacks %q: %q", want, texts)
		}
	}
	if !strings.Contains(said, "(Ben)") {
		t.Errorf("the first page's live region never said Ben's seat: %q", said)
	}
	var played []string
	for len(played) < 2 { // one move from each page, seen by both
		mover := -1
		for i, b := range tabs {
			if pr := b.probe(); pr.Game != nil && pr.Game.Human {
				mover = i
			}
		}
		if mover < 0 {
			tabs[0].frames(1)
			continue
		}
		played = append(played, tabs[mover].play(len(played)))
		for i, b := range tabs {
			b.waitFor(fmt.Sprintf("page %d to show move %d", i, len(played)), fmt.Sprintf("window.tabula.game.history.length >= %d", len(played)))
		}
	}
	record, err := hub.Record(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Join(played, "\n"); !strings.Contains(record, want) {
		t.Errorf("the server's record %q lacks the moves played %q", record, want)
	}

	// The first page again: its seat is held by the token it kept.
	b := tabs[0]
	b.do(chromedp.Reload())
	b.waitFor("the reloaded page to hold seat 0 again", `!!window.tabula && !!window.tabula.room && window.tabula.room.seat === 0 && window.tabula.scene === "play"`)
	if n := len(b.probe().Game.History); n != len(played) {
		t.Errorf("the reloaded page shows %d steps, want %d", n, len(played))
	}
	info, err := hub.Info(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	if info.Seats[0].Name != "Ana" || info.Seats[1].Name != "Ben" {
		t.Errorf("the seats' nicknames: %+v", info.Seats)
	}

	// Leaving the room: the address loses it, a reload opens the title,
	// which lists the room and says whether it is this page's turn.
	b.press("Menu")
	b.scene("pause")
	b.press("Leave the room")
	b.scene("title")
	b.waitFor("the address without the room", `!new URLSearchParams(location.search).has("room")`)
	b.do(chromedp.Reload())
	b.waitFor("the title, reloaded", `!!window.tabula && window.tabula.scene === "title" && window.tabula.buttons.some(b => b.label === "My rooms") && window.tabula.buttons.some(b => b.label === "Online")`)
	if info.ToMove == 0 {
		b.waitFor("the title to say it is this page's turn", `window.tabula.message === "Your turn in 1 game"`)
	}
	b.press("My rooms")
	pr := b.scene("rooms")
	if len(pr.Buttons) < 2 || !strings.Contains(pr.Buttons[0].Label, code) {
		t.Errorf("my rooms: %+v", pr.Buttons)
	}
}
