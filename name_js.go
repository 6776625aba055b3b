package main

import (
	"syscall/js"

	"tabula/online"
	"tabula/scenes/ui"
)

// namePage is the name screen's text field in the page beside the picture
// (see pages.NameEntry): a real <input>, out of sight but focused while the
// screen shows, so that a phone opens its own keyboard, accents and all,
// and a screen reader has a text field to type in. What is typed there
// goes to the screen whole (ui.PageCommand's Name), Enter keeps it and
// Escape goes back, as on the picture; a name
// tapped on the screen's own keys comes back to the field.
type namePage struct {
	app   *ui.App
	form  js.Value // <form id="name-form">
	field js.Value // <input id="name-field">
	// shown is whether the name screen shows; said is the name the field
	// and the screen last agreed on.
	shown bool
	said  string
	listeners
}

// newNamePage adds the name field to root, hidden until a name screen
// shows.
func newNamePage(app *ui.App, root js.Value) *namePage {
	doc := js.Global().Get("document")
	p := &namePage{app: app, form: doc.Call("createElement", "form"), field: doc.Call("createElement", "input")}
	p.form.Set("id", "name-form")
	p.form.Set("hidden", true)
	p.field.Set("id", "name-field")
	p.field.Set("type", "text")
	p.field.Set("autocomplete", "off")
	p.field.Set("maxLength", online.MaxName)
	p.field.Call("setAttribute", "autocapitalize", "words")
	p.field.Call("setAttribute", "enterkeyhint", "done")
	p.form.Call("append", p.field)
	root.Call("append", p.form)
	p.listen(p.field, "input", func(js.Value) {
		text := p.field.Get("value").String()
		p.said = text
		p.app.Command(ui.PageCommand{Spot: -1, Name: &text})
	})
	p.listen(p.field, "keydown", func(ev js.Value) {
		if ev.Get("key").String() == "Escape" {
			ev.Call("preventDefault")
			p.app.Command(ui.PageCommand{Spot: -1, Action: ui.ActionBack})
		}
	})
	p.listen(p.form, "submit", func(ev js.Value) {
		ev.Call("preventDefault")
		text := p.field.Get("value").String()
		p.app.Command(ui.PageCommand{Spot: -1, Name: &text, Action: ui.ActionConfirm})
	})
	return p
}

// show shows the field, named by the screen's title and holding its name,
// and focuses it, when a name screen comes; it hides it when the screen
// goes.
func (p *namePage) show(pr ui.Probe) {
	naming := pr.Scene == "name"
	if !naming {
		if p.shown {
			p.shown = false
			p.field.Call("blur")
			p.form.Set("hidden", true)
		}
		return
	}
	if !p.shown {
		p.shown, p.said = true, pr.Message
		p.form.Set("hidden", false)
		p.field.Set("value", pr.Message)
		p.field.Call("focus")
	}
	p.field.Call("setAttribute", "aria-label", pr.Title)
	if pr.Message != p.said && online.CleanName(pr.Message) != online.CleanName(p.field.Get("value").String()) {
		p.said = pr.Message // tapped on the screen's keys, or typed on the picture
		p.field.Set("value", pr.Message)
	}
}
