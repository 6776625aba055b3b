package save

import (
	"errors"
	"sync"
	"syscall/js"
)

// BrowserRecords keeps and opens records the browser's way: a record kept
// is downloaded as a file and copied to the clipboard; one is opened with
// the browser's file picker or pasted into a box over the page. The picker
// and the box answer later, when the person has chosen: [BrowserRecords.Answer]
// is asked every frame, and never waits.
type BrowserRecords struct {
	mu     sync.Mutex
	asking bool
	text   []byte
	err    error
	done   bool
}

// Keep downloads the record as a file called name and copies its text to
// the clipboard.
func (b *BrowserRecords) Keep(name string, text []byte) (where string, err error) {
	defer recoverJS(&err, "keeping the record")
	doc := js.Global().Get("document")
	arr := js.Global().Get("Uint8Array").New(len(text))
	js.CopyBytesToJS(arr, text)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": "text/plain"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
	where = "your downloads as " + name
	if cb := js.Global().Get("navigator").Get("clipboard"); cb.Truthy() {
		// The copy may be refused (no focus, no permission): the download
		// stands alone then.
		p := cb.Call("writeText", string(text))
		var ignore js.Func
		ignore = js.FuncOf(func(js.Value, []js.Value) any { ignore.Release(); return nil })
		p.Call("catch", ignore)
		where += ", and copied to the clipboard"
	}
	return where, nil
}

// List returns nil: the browser keeps no list of records of its own.
func (b *BrowserRecords) List() ([]RecordFile, error) { return nil, nil }

// Read is not available in the browser: records are opened with Ask.
func (b *BrowserRecords) Read(RecordFile) ([]byte, error) {
	return nil, errors.New("save: the browser opens records with its file picker")
}

// Ask opens the browser's file picker, or with paste a box to paste a
// record into. The answer comes through Answer. A question still open is
// not asked again.
func (b *BrowserRecords) Ask(paste bool) {
	b.mu.Lock()
	if b.asking {
		b.mu.Unlock()
		return
	}
	b.asking, b.done, b.text, b.err = true, false, nil, nil
	b.mu.Unlock()
	var err error
	func() {
		defer recoverJS(&err, "opening a record")
		if paste {
			b.pasteBox()
		} else {
			b.picker()
		}
	}()
	if err != nil {
		b.answer(nil, err)
	}
}

// Answer returns the record chosen, or why there is none, once the person
// has answered; done is false until then.
func (b *BrowserRecords) Answer() (text []byte, err error, done bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.done {
		return nil, nil, false
	}
	b.done = false
	return b.text, b.err, true
}

func (b *BrowserRecords) answer(text []byte, err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.asking, b.done, b.text, b.err = false, true, text, err
}

// picker clicks a file input; the chosen file's first MaxRecordSize+1
// bytes are the answer.
func (b *BrowserRecords) picker() {
	doc := js.Global().Get("document")
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("accept", ".txt,text/plain")
	var onChange, onCancel, onText, onError js.Func
	release := func() {
		onChange.Release()
		onCancel.Release()
		onText.Release()
		onError.Release()
		input.Call("remove")
	}
	onText = js.FuncOf(func(_ js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(data, arr)
		release()
		b.answer(data, nil)
		return nil
	})
	onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the file could not be read"
		if len(args) > 0 && args[0].Type() == js.TypeObject {
			msg += ": " + args[0].Get("message").String()
		}
		release()
		b.answer(nil, errors.New(msg))
		return nil
	})
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		files := input.Get("files")
		if files.Get("length").Int() == 0 {
			release()
			b.answer(nil, ErrCancelled)
			return nil
		}
		files.Index(0).Call("slice", 0, MaxRecordSize+1).Call("arrayBuffer").Call("then", onText, onError)
		return nil
	})
	onCancel = js.FuncOf(func(js.Value, []js.Value) any {
		release()
		b.answer(nil, ErrCancelled)
		return nil
	})
	input.Call("addEventListener", "change", onChange)
	input.Call("addEventListener", "cancel", onCancel)
	input.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", input)
	input.Call("click")
}

// pasteBox shows a box over the page with a text area, Open and Cancel.
func (b *BrowserRecords) pasteBox() {
	doc := js.Global().Get("document")
	el := func(tag, text string) js.Value {
		e := doc.Call("createElement", tag)
		if text != "" {
			e.Set("textContent", text)
		}
		return e
	}
	box := el("div", "")
	box.Set("id", "tabula-paste")
	box.Call("setAttribute", "role", "dialog")
	box.Call("setAttribute", "aria-label", "Paste a record")
	st := box.Get("style")
	st.Set("cssText", "position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;"+
		"gap:12px;background:rgba(0,0,0,.75);z-index:10;font:16px sans-serif;color:#faf3e6")
	label := el("label", "Paste a record: the game's line, then one step per line.")
	area := el("textarea", "")
	area.Set("id", "tabula-paste-text")
	area.Get("style").Set("cssText", "width:min(90vw,36em);height:50vh;font:14px monospace")
	row := el("div", "")
	open, cancel := el("button", "Open"), el("button", "Cancel")
	open.Set("id", "tabula-paste-open")
	cancel.Set("id", "tabula-paste-cancel")
	row.Call("append", open, cancel)
	box.Call("append", label, area, row)
	var onOpen, onCancel js.Func
	finish := func(text []byte, err error) {
		onOpen.Release()
		onCancel.Release()
		box.Call("remove")
		b.answer(text, err)
	}
	onOpen = js.FuncOf(func(js.Value, []js.Value) any {
		text := area.Get("value").String()
		if len(text) > MaxRecordSize+1 {
			text = text[:MaxRecordSize+1]
		}
		finish([]byte(text), nil)
		return nil
	})
	onCancel = js.FuncOf(func(js.Value, []js.Value) any {
		finish(nil, ErrCancelled)
		return nil
	})
	open.Call("addEventListener", "click", onOpen)
	cancel.Call("addEventListener", "click", onCancel)
	doc.Get("body").Call("appendChild", box)
	area.Call("focus")
}
