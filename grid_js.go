package main

import (
	"slices"
	"strconv"
	"syscall/js"

	"tabula/scenes/ui"
)

// boardPage is the board as the page beside the picture holds it for a
// screen reader (see ui.ProbeBoard), in the WAI-ARIA grid pattern: a
// grid of the board's cells, one row of cells a row of the board and the
// places off it last, each cell said in the game's words; the arrows go
// from cell to cell, Enter chooses a piece and then where it goes, and
// L, P and I read the last move, the whole position and the score; G
// brings the keyboard onto the grid, and Escape takes it back to the
// picture. One
// cell at a time is in the page's tab order (a roving tabindex). Beside
// it, a region says what the board does not show, and a field takes a
// move typed in the game's notation.
type boardPage struct {
	app    *ui.App
	root   js.Value // <div id="board-page">, hidden when no game is shown
	grid   js.Value // <div role="grid">
	keys   js.Value // <p>, the grid's description: its keys
	beside js.Value // <div role="region">
	label  js.Value // the move field's <label>
	field  js.Value // <input>, a move typed
	hint   js.Value // the field's description: an example
	shape  []int    // the number of spots of each row shown
	focus  int      // the spot in the tab order
	away   bool     // the grid, hidden, had the keyboard: it takes it back when it shows
	listeners
}

// newBoardPage adds the board's part of the page to root.
func newBoardPage(app *ui.App, root js.Value) *boardPage {
	doc := js.Global().Get("document")
	el := func(tag, id string) js.Value {
		e := doc.Call("createElement", tag)
		if id != "" {
			e.Set("id", id)
		}
		return e
	}
	p := &boardPage{app: app, root: el("div", "board-page"), grid: el("div", "board"), keys: el("p", "board-keys"),
		beside: el("div", "beside"), label: el("label", ""), field: el("input", "move"), hint: el("span", "move-hint")}
	p.root.Set("hidden", true)
	p.grid.Call("setAttribute", "role", "grid")
	p.grid.Call("setAttribute", "aria-describedby", "board-keys")
	p.beside.Call("setAttribute", "role", "region")
	p.label.Call("setAttribute", "for", "move")
	p.field.Set("type", "text")
	p.field.Set("autocomplete", "off")
	p.field.Call("setAttribute", "aria-describedby", "move-hint")
	form := el("form", "move-form")
	form.Call("append", p.label, p.field, p.hint)
	p.root.Call("append", p.grid, p.keys, p.beside, form)
	root.Call("append", p.root)

	p.listen(p.grid, "keydown", p.onKey)
	// G, from anywhere but the move field, brings the keyboard onto the
	// grid: the picture takes every other key (Tab too) for the game's
	// own keyboard. It is heard before the picture hears it.
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ev := args[0]
		if ev.Get("key").String() != "g" || ev.Get("target").Equal(p.field) || p.root.Get("hidden").Bool() ||
			ev.Get("altKey").Bool() || ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() {
			return nil
		}
		ev.Call("preventDefault")
		ev.Call("stopPropagation")
		p.focusSpot(p.focus)
		return nil
	})
	p.funcs = append(p.funcs, fn)
	doc.Call("addEventListener", "keydown", fn, map[string]any{"capture": true})
	p.listen(p.grid, "click", func(ev js.Value) {
		if n, ok := spotOf(ev.Get("target")); ok {
			p.focusSpot(n)
			p.app.Command(ui.PageCommand{Spot: n})
		}
	})
	p.listen(form, "submit", func(ev js.Value) {
		ev.Call("preventDefault")
		if text := p.field.Get("value").String(); text != "" {
			p.app.Command(ui.PageCommand{Spot: -1, Move: text})
			p.field.Set("value", "")
		}
	})
	return p
}

// listeners are the Go functions a part of the page gave to the
// browser's events, kept for as long as the page lives.
type listeners struct{ funcs []js.Func }

// listen calls f on the events typ of el, for as long as the page lives.
func (l *listeners) listen(el js.Value, typ string, f func(ev js.Value)) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	l.funcs = append(l.funcs, fn)
	el.Call("addEventListener", typ, fn)
}

// spotOf returns the spot of a gridcell of the page.
func spotOf(el js.Value) (int, bool) {
	if !el.Truthy() || el.Get("dataset").IsUndefined() {
		return 0, false
	}
	s := el.Get("dataset").Get("spot")
	if s.IsUndefined() {
		return 0, false
	}
	n, err := strconv.Atoi(s.String())
	return n, err == nil
}

// readKeys are the keys that read the board, as the game's keyboard has
// them.
var readKeys = map[string]ui.Action{"l": ui.ActionLastMove, "p": ui.ActionPosition, "i": ui.ActionScore}

// onKey moves between the grid's cells, as the grid pattern does, and
// passes Enter, Space and the keys that read the board to the game.
func (p *boardPage) onKey(ev js.Value) {
	if ev.Get("altKey").Bool() || ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() || len(p.shape) == 0 {
		return
	}
	row, col := p.at(p.focus)
	key := ev.Get("key").String()
	switch key {
	case "ArrowRight", "ArrowLeft":
		n := p.shape[row]
		d := 1
		if key == "ArrowLeft" {
			d = n - 1
		}
		col = (col + d) % n // a row of a ring goes round
	case "ArrowDown":
		row = min(row+1, len(p.shape)-1)
	case "ArrowUp":
		row = max(row-1, 0)
	case "Home":
		col = 0
	case "End":
		col = p.shape[row] - 1
	case "Escape":
		// Back to the picture, whose keys are the game's own.
		if c := js.Global().Get("document").Call("querySelector", "canvas"); c.Truthy() {
			c.Call("focus")
		}
		ev.Call("preventDefault")
		return
	case "Enter", " ":
		p.app.Command(ui.PageCommand{Spot: p.focus})
		ev.Call("preventDefault")
		return
	default:
		if a, ok := readKeys[key]; ok {
			p.app.Command(ui.PageCommand{Spot: -1, Action: a})
			ev.Call("preventDefault")
		}
		return
	}
	ev.Call("preventDefault")
	p.focusSpot(p.spot(row, min(col, p.shape[row]-1)))
}

// at returns the row and column of spot n.
func (p *boardPage) at(n int) (row, col int) {
	for r, w := range p.shape {
		if n < w {
			return r, n
		}
		n -= w
	}
	return 0, 0
}

// spot returns the spot at a row and column.
func (p *boardPage) spot(row, col int) int {
	n := col
	for _, w := range p.shape[:row] {
		n += w
	}
	return n
}

// focusSpot puts spot n in the tab order and the focus on it.
func (p *boardPage) focusSpot(n int) {
	cells := p.grid.Call("querySelectorAll", "[role=gridcell]")
	if n < 0 || n >= cells.Length() {
		return
	}
	cells.Index(p.focus).Set("tabIndex", -1)
	p.focus = n
	cell := cells.Index(n)
	cell.Set("tabIndex", 0)
	cell.Call("focus")
}

// show puts the board of the probe in the page, in place when its shape
// did not change so that the focus stays where the person is.
func (p *boardPage) show(pr ui.Probe) {
	var b *ui.ProbeBoard
	if pr.Game != nil {
		b = pr.Game.Board
	}
	doc := js.Global().Get("document")
	active := doc.Get("activeElement")
	if b == nil {
		// A screen over the game (a question, the menu) hides the grid: a
		// person who was on it is brought back to it with the game, unless
		// they went somewhere else on the page meanwhile.
		if !p.root.Get("hidden").Bool() {
			p.away = p.grid.Call("contains", active).Bool()
		} else if !active.IsNull() && !active.Equal(doc.Get("body")) {
			p.away = false
		}
		p.root.Set("hidden", true)
		return
	}
	back := p.root.Get("hidden").Bool() && p.away
	p.away = false
	p.root.Set("hidden", false)
	p.grid.Call("setAttribute", "aria-label", b.Name)
	p.beside.Call("setAttribute", "aria-label", b.Names[0])
	p.keys.Set("textContent", b.Keys)
	setText(p.beside, b.Beside)
	setText(p.label, b.Move)
	setText(p.hint, b.Example)
	shape := make([]int, len(b.Rows))
	for i, row := range b.Rows {
		shape[i] = len(row)
	}
	if !slices.Equal(shape, p.shape) {
		p.build(b, shape)
	}
	if back && (active.IsNull() || active.Equal(doc.Get("body"))) {
		p.focusSpot(p.focus)
	}
	cells := p.grid.Call("querySelectorAll", "[role=gridcell]")
	for _, row := range b.Rows {
		for _, c := range row {
			el := cells.Index(c.Spot)
			setText(el, c.Name)
			el.Call("setAttribute", "aria-selected", strconv.FormatBool(c.Chosen))
			if c.Target {
				el.Set("className", "target")
			} else {
				el.Set("className", "")
			}
		}
	}
}

// build makes the grid's rows and cells anew, for a board of another
// shape, keeping the focus on the page's grid if it was there.
func (p *boardPage) build(b *ui.ProbeBoard, shape []int) {
	doc := js.Global().Get("document")
	had := p.grid.Call("contains", doc.Get("activeElement")).Bool()
	p.grid.Set("textContent", "")
	total := 0
	for _, row := range b.Rows {
		r := doc.Call("createElement", "div")
		r.Call("setAttribute", "role", "row")
		for _, c := range row {
			el := doc.Call("createElement", "div")
			el.Call("setAttribute", "role", "gridcell")
			el.Get("dataset").Set("spot", c.Spot)
			el.Set("tabIndex", -1)
			r.Call("append", el)
		}
		total += len(row)
		p.grid.Call("append", r)
	}
	p.shape = shape
	if p.focus >= total {
		p.focus = 0
	}
	cells := p.grid.Call("querySelectorAll", "[role=gridcell]")
	if total > 0 {
		cells.Index(p.focus).Set("tabIndex", 0)
		if had {
			cells.Index(p.focus).Call("focus")
		}
	}
}

// setText sets el's text if it changed, so that a screen reader is not
// told of a change that is none.
func setText(el js.Value, text string) {
	if el.Get("textContent").String() != text {
		el.Set("textContent", text)
	}
}
