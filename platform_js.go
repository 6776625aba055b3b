package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"syscall/js"
	"time"

	"tabula/fetch"
	"tabula/games"
	"tabula/lang"
	"tabula/online/remote"
	"tabula/save"
	"tabula/scenes/ui"
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

// systemReducedMotion reports whether the browser asks for reduced motion
// (prefers-reduced-motion: reduce, the system's setting).
func systemReducedMotion() bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Truthy()
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
// (cmd/server serves the game and the rooms), or "" for a page whose
// server has none (a plain static server of the web download), unless
// the page's link opens a room, and for a page that is no web server's
// (a file).
func pageServer() string {
	loc := js.Global().Get("location")
	switch loc.Get("protocol").String() {
	case "http:", "https:":
		origin := loc.Get("origin").String()
		if pageRoom() != "" || remote.HasRooms(context.Background(), origin) {
			return origin
		}
	}
	return ""
}

// platformStart lets the game wait for the page's events when it rests
// (see wakeOnEvents), and publishes the screen to the page:
// window.tabulaFrame counts the frames drawn, window.tabulaTick the ticks
// run (at the end of each, before it waits at rest) and
// window.tabulaWaits the ticks that waited; window.tabula is a frozen copy
// of the screen's Probe, replaced whenever it changes, and the tab's title
// names the game being played. After the first frame it calls
// window.tabulaStarted, if the page defines it, to take its loading screen
// away.
func platformStart(app *ui.App, env *ui.Env) {
	// The solved games' tables and the learned values are not in the
	// module: they are fetched beside it when a game first needs one (and
	// kept offline by the service worker once fetched).
	env.Fetch = func(url string) ([]byte, error) { return fetch.Get(context.Background(), url) }
	env.PageRoom = setPageRoom
	wakeOnEvents(app)
	var last []byte
	title := ""
	page := newAccessPage(app, env)
	app.OnTick = func(a *ui.App) { js.Global().Set("tabulaTick", a.Ticks()) }
	app.OnFrame = func(a *ui.App, frame int) {
		win := js.Global()
		win.Set("tabulaFrame", frame)
		win.Set("tabulaWaits", a.Waits())
		if frame == 1 {
			if f := win.Get("tabulaStarted"); f.Type() == js.TypeFunction {
				f.Invoke()
			}
		}
		if a.Resting() && frame > 1 {
			return // nothing new to publish
		}
		pr := a.Probe()
		page.follow(pr)
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

// idleWait is the longest a tick of a screen at rest waits in the browser
// (see ui.App.IdleWait): what no event of the page announces, a room's
// news or a table fetched, is seen within it.
const idleWait = 250 * time.Millisecond

// wakeEvents are the page's events after which the game must look: what
// a person does, and what happens to the window.
var wakeEvents = []string{
	"keydown", "keyup", "pointerdown", "pointermove", "pointerup", "pointercancel",
	"mousedown", "mousemove", "mouseup", "wheel", "touchstart", "touchmove", "touchend", "touchcancel",
	"resize", "focus", "blur", "visibilitychange", "pageshow", "dragover", "drop",
}

// wakeOnEvents lets the game's ticks wait when the screen rests, until an
// event of the page comes: Ebitengine asks the browser for the next frame
// only after a tick, so a game waiting for a person then costs the browser
// no frame at all.
func wakeOnEvents(app *ui.App) {
	wake := js.FuncOf(func(js.Value, []js.Value) any {
		app.Wake()
		return nil
	})
	// On the window, capturing: every event of the page passes it first.
	opts := map[string]any{"capture": true, "passive": true}
	for _, ev := range wakeEvents {
		js.Global().Call("addEventListener", ev, wake, opts)
	}
	app.IdleWait = idleWait
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

// accessPage is what the page holds for a screen reader beside the
// picture (see ui.Access): a heading naming the screen, a live region that
// says what happens, and the buttons of the screen shown as the page's
// own, which press the game's. The page's lang follows the game's
// language, and the picture (Ebitengine's canvas, which takes the keys and
// is the first stop of Tab) is named.
type accessPage struct {
	app      *ui.App
	env      *ui.Env
	access   ui.Access
	heading  js.Value // <h1>, the screen's or the game's name
	live     js.Value // <div aria-live="polite">
	controls js.Value // <div role="group">, the buttons
	reading  js.Value // <div id="reading">, the text the screen gives to read
	text     string   // what reading holds
	room     js.Value // <section id="room">, the online room: its code, link and seats
	roomText string   // what room holds
	lang     string
	named    bool      // the canvas is named in lang
	press    []js.Func // the buttons' handlers, released when they go
	board    *boardPage
	names    *namePage
}

// maxSaid is how many lines the live region keeps: a screen reader says
// each once, as it comes; the older ones go.
const maxSaid = 20

func newAccessPage(app *ui.App, env *ui.Env) *accessPage {
	doc := js.Global().Get("document")
	root := doc.Call("getElementById", "access")
	if !root.Truthy() {
		root = doc.Call("createElement", "div")
		root.Set("id", "access")
		doc.Get("body").Call("prepend", root)
	}
	p := &accessPage{app: app, env: env}
	p.heading = doc.Call("createElement", "h1")
	p.heading.Set("textContent", "tabula")
	p.controls = doc.Call("createElement", "div")
	p.controls.Set("id", "controls")
	p.controls.Call("setAttribute", "role", "group")
	p.live = doc.Call("createElement", "div")
	p.live.Set("id", "live")
	p.live.Call("setAttribute", "aria-live", "polite")
	p.reading = doc.Call("createElement", "div")
	p.reading.Set("id", "reading")
	p.room = doc.Call("createElement", "section")
	p.room.Set("id", "room")
	root.Call("append", p.heading, p.controls, p.live, p.reading, p.room)
	p.board = newBoardPage(app, root)
	p.names = newNamePage(app, root)
	return p
}

// name names the picture in the page's language: Ebitengine makes its
// canvas a stop of Tab (tabindex 1) so that it takes the keys, which play
// the game; a screen reader then says what it is and lets the keys
// through to it (role application).
func (p *accessPage) name(picture string) {
	canvas := js.Global().Get("document").Call("querySelector", "canvas")
	if !canvas.Truthy() {
		return // not made yet: named at the next frame
	}
	canvas.Call("setAttribute", "role", "application")
	canvas.Call("setAttribute", "aria-label", picture)
	p.named = true
}

// showReading puts the text the screen gives to read in the page, as
// headings and paragraphs a screen reader goes through: the rules, a
// lesson.
func (p *accessPage) showReading(pr ui.Probe) {
	var all strings.Builder
	for _, t := range pr.Reading {
		all.WriteString(t.Text)
		all.WriteByte('\n')
	}
	if all.String() == p.text {
		return
	}
	p.text = all.String()
	doc := js.Global().Get("document")
	p.reading.Set("textContent", "")
	p.reading.Call("removeAttribute", "lang")
	if pr.ReadingLang != "" && pr.ReadingLang != pr.Lang {
		p.reading.Call("setAttribute", "lang", pr.ReadingLang)
	}
	for i, t := range pr.Reading {
		tag := "p"
		switch {
		case t.Heading && i == 0:
			tag = "h2"
		case t.Heading:
			tag = "h3"
		}
		el := doc.Call("createElement", tag)
		el.Set("textContent", t.Text)
		p.reading.Call("append", el)
	}
}

// showRoom puts the online room in the page, as a region named by its
// code: its link, and each seat, who holds it and whether they are
// connected (ui.Access says them as they change).
func (p *accessPage) showRoom(r *ui.ProbeRoom) {
	var lines []string
	if r != nil {
		lines = append([]string{p.env.F("Room %s", r.Code), r.Link}, r.Seats...)
	}
	text := strings.Join(lines, "\n")
	if text == p.roomText {
		return
	}
	p.roomText = text
	p.room.Set("textContent", "")
	if r == nil {
		p.room.Call("removeAttribute", "aria-label")
		return
	}
	doc := js.Global().Get("document")
	p.room.Call("setAttribute", "aria-label", lines[0])
	add := func(parent js.Value, tag, text string) {
		el := doc.Call("createElement", tag)
		el.Set("textContent", text)
		parent.Call("append", el)
	}
	add(p.room, "h2", lines[0])
	if r.Link != "" {
		add(p.room, "p", r.Link)
	}
	seats := doc.Call("createElement", "ul")
	for _, s := range r.Seats {
		add(seats, "li", s)
	}
	p.room.Call("append", seats)
}

// follow puts the frame's news in the page: what to say, in the live
// region, and the screen's buttons, when they changed.
func (p *accessPage) follow(pr ui.Probe) {
	doc := js.Global().Get("document")
	if pr.Lang != "" && pr.Lang != p.lang {
		p.lang, p.named = pr.Lang, false
		doc.Get("documentElement").Set("lang", pr.Lang)
		buttons, happens, _ := p.env.AccessNames()
		p.controls.Call("setAttribute", "aria-label", buttons)
		p.live.Call("setAttribute", "aria-label", happens)
	}
	if !p.named {
		_, _, picture := p.env.AccessNames()
		p.name(picture)
	}
	title := pr.Title
	if title == "" {
		title = "tabula"
	}
	if p.heading.Get("textContent").String() != title {
		p.heading.Set("textContent", title)
	}
	p.showReading(pr)
	p.showRoom(pr.Room)
	p.board.show(pr)
	p.names.show(pr)
	say, buttons, changed := p.access.Update(pr)
	for _, line := range say {
		para := doc.Call("createElement", "p")
		para.Set("textContent", line)
		p.live.Call("append", para)
	}
	for p.live.Get("childElementCount").Int() > maxSaid {
		p.live.Get("firstElementChild").Call("remove")
	}
	if !changed {
		return
	}
	// The button a person is on keeps its place (and the focus) when only
	// its state changed; a new list replaces the old.
	kids := p.controls.Get("children")
	same := kids.Length() == len(buttons)
	for i := 0; same && i < len(buttons); i++ {
		same = kids.Index(i).Get("textContent").String() == buttons[i].Label
	}
	if !same {
		for _, f := range p.press {
			f.Release()
		}
		p.press = p.press[:0]
		p.controls.Set("textContent", "")
		for i, b := range buttons {
			el := doc.Call("createElement", "button")
			el.Set("type", "button")
			el.Set("textContent", b.Label)
			f := js.FuncOf(func(js.Value, []js.Value) any {
				p.app.Press(i, b.Label)
				return nil
			})
			p.press = append(p.press, f)
			el.Call("addEventListener", "click", f)
			p.controls.Call("append", el)
		}
	}
	for i, b := range buttons {
		el := kids.Index(i)
		el.Set("disabled", b.Disabled)
		switch {
		case b.Choice: // every choice of a row says whether it is the one chosen
			el.Call("setAttribute", "aria-pressed", boolWord(b.Selected))
		case b.Selected:
			el.Call("setAttribute", "aria-pressed", "true")
		default:
			el.Call("removeAttribute", "aria-pressed")
		}
		if b.Description != "" {
			el.Call("setAttribute", "aria-description", b.Description)
		} else {
			el.Call("removeAttribute", "aria-description")
		}
		if b.Focused {
			el.Call("setAttribute", "aria-current", "true")
		} else {
			el.Call("removeAttribute", "aria-current")
		}
	}
}

// boolWord returns an ARIA state's word for b: "true" or "false".
func boolWord(b bool) string {
	if b {
		return "true"
	}
	return "false"
}
