package save

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall/js"
	"unicode/utf8"
)

// Web is a Store in a browser's Web Storage (window.localStorage): each blob
// is one item, its name prefixed so that other pages of the same origin keep
// theirs. Blobs are text (the saves are JSON); a blob that is not UTF-8 is
// refused rather than altered.
type Web struct {
	storage js.Value
	prefix  string
}

// LocalStorage returns the Store of the page's localStorage with the
// prefix, or an error when the browser gives none (storage disabled,
// private mode in some browsers).
func LocalStorage(prefix string) (_ *Web, err error) {
	defer recoverJS(&err, "opening the browser's storage")
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, errors.New("save: this browser keeps no local storage")
	}
	return NewWeb(ls, prefix), nil
}

// NewWeb returns the Store of a Web Storage object: anything with getItem,
// setItem and removeItem.
func NewWeb(storage js.Value, prefix string) *Web { return &Web{storage: storage, prefix: prefix} }

// Read returns the item's text.
func (w *Web) Read(name string) (_ []byte, err error) {
	defer recoverJS(&err, "reading "+name)
	v := w.storage.Call("getItem", w.prefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, fmt.Errorf("save: %s: %w", name, fs.ErrNotExist)
	}
	text := v.String()
	if len(text) > MaxFile {
		return nil, &RefusedError{name, fmt.Sprintf("it is larger than %d MB", MaxFile>>20)}
	}
	return []byte(text), nil
}

// Write replaces the item; a full storage (QuotaExceededError) is an
// error, and the item keeps its old text.
func (w *Web) Write(name string, data []byte) (err error) {
	if !utf8.Valid(data) {
		return fmt.Errorf("save: %s: the browser's storage keeps text only", name)
	}
	defer recoverJS(&err, "writing "+name)
	w.storage.Call("setItem", w.prefix+name, string(data))
	return nil
}

// Remove deletes the item.
func (w *Web) Remove(name string) (err error) {
	defer recoverJS(&err, "removing "+name)
	w.storage.Call("removeItem", w.prefix+name)
	return nil
}

// Rename moves the item from to to. A full storage keeps from as it was.
func (w *Web) Rename(from, to string) (err error) {
	data, err := w.Read(from)
	if err != nil {
		return err
	}
	if err := w.Write(to, data); err != nil {
		return err
	}
	return w.Remove(from)
}

// recoverJS turns an exception thrown by the browser into an error.
func recoverJS(err *error, doing string) {
	r := recover()
	if r == nil {
		return
	}
	if jsErr, ok := r.(js.Error); ok {
		*err = fmt.Errorf("save: %s: %s", doing, jsErr.Value.Get("message").String())
		return
	}
	panic(r)
}
