package main

import (
	"bytes"
	"context"
	"encoding/json"
	"syscall/js"

	"tabula/fetch"
	"tabula/games"
	"tabula/lang"
	"tabula/save"
	"tabula/scenes"
)

// userStore returns where games and settings are kept: the page's
// localStorage.
func userStore() (save.Store, error) { return save.LocalStorage("tabula/") }

// systemLang returns the first of the browser's languages that the game
// speaks (navigator.languages), or English.
func systemLang() lang.Lang {
	nav := js.Global().Get("navigator")
	if langs := nav.Get("languages"); langs.Truthy() {
		for i := range langs.Length() {
			if l, ok := lang.FromLocale(langs.Index(i).String()); ok {
				return l
			}
		}
	}
	if l, ok := lang.FromLocale(nav.Get("language").String()); ok {
		return l
	}
	return lang.English
}

// userRecords returns the browser's way to keep and open records: a
// download and the clipboard, a file picker and a paste box.
func userRecords() save.Records { return &save.BrowserRecords{} }

// pageRoom returns the code of the room the page's link opens
// (?room=CODE), or "".
func pageRoom() string {
	search := js.Global().Get("location").Get("search").String()
	params := js.Global().Get("URLSearchParams").New(search)
	if room := params.Call("get", "room"); room.Type() == js.TypeString {
		return room.String()
	}
	return ""
}

// setPageRoom puts the room called code in the page's address as
// ?room=CODE, or takes it away when code is "", without reloading the page
// or adding to its history (history.replaceState).
func setPageRoom(code string) {
	win := js.Global()
	u := win.Get("URL").New(win.Get("location").Get("href"))
	params := u.Get("searchParams")
	switch {
	case code == "" && !params.Call("has", "room").Bool():
		return
	case code == "":
		params.Call("delete", "room")
	case params.Call("get", "room").Equal(js.ValueOf(code)):
		return
	default:
		params.Call("set", "room", code)
	}
	win.Get("history").Call("replaceState", win.Get("history").Get("state"), "", u.Call("toString"))
}

// pageServer returns the page's own origin, the server of its rooms
// (cmd/server serves the game and the rooms), or "" for a page that is no
// web server's (a file).
func pageServer() string {
	loc := js.Global().Get("location")
	switch loc.Get("protocol").String() {
	case "http:", "https:":
		return loc.Get("origin").String()
	}
	return ""
}

// platformStart publishes the screen to the page: window.tabulaFrame counts
// the frames drawn, window.tabula is a frozen copy of the screen's Probe,
// replaced whenever it changes, and the tab's title names the game being
// played. After the first frame it calls window.tabulaStarted, if the page
// defines it, to take its loading screen away.
func platformStart(app *scenes.App, env *scenes.Env) {
	// The solved games' tables are not in the module: they are fetched
	// beside it when a game first needs one (and kept offline by the
	// service worker once fetched).
	env.Fetch = func(url string) ([]byte, error) { return fetch.Get(context.Background(), url) }
	env.PageRoom = setPageRoom
	var last []byte
	title := ""
	app.OnFrame = func(a *scenes.App, frame int) {
		win := js.Global()
		win.Set("tabulaFrame", frame)
		if frame == 1 {
			if f := win.Get("tabulaStarted"); f.Type() == js.TypeFunction {
				f.Invoke()
			}
		}
		pr := a.Probe()
		pr.Frame = 0
		b, err := json.Marshal(pr)
		if err != nil || bytes.Equal(b, last) {
			return
		}
		last = b
		obj := win.Get("JSON").Call("parse", string(b))
		obj.Set("frame", frame)
		obj.Set("ready", true)
		win.Set("tabula", deepFreeze(win, obj))
		t := "tabula — four board games"
		if pr.Game != nil {
			t = games.Find(pr.Game.Name).Rules.Title + " — tabula"
		}
		if t != title {
			title = t
			win.Get("document").Set("title", t)
		}
	}
}

// deepFreeze freezes an object parsed from JSON and everything in it, so
// that the page can read the probe but not change it.
func deepFreeze(win, v js.Value) js.Value {
	if v.Type() != js.TypeObject {
		return v
	}
	keys := win.Get("Object").Call("keys", v)
	for i := range keys.Length() {
		deepFreeze(win, v.Get(keys.Index(i).String()))
	}
	return win.Get("Object").Call("freeze", v)
}
