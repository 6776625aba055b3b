package save

import (
	"errors"
	"io/fs"
	"syscall/js"
	"testing"
)

// fakeStorage is a Web Storage written in JavaScript, with a quota: a
// setItem whose text is longer than quota throws, as browsers do.
func fakeStorage(quota int) js.Value {
	newStorage := js.Global().Call("eval", `(function (quota) {
		const m = new Map();
		return {
			getItem: (k) => (m.has(k) ? m.get(k) : null),
			setItem: (k, v) => {
				v = String(v);
				if (v.length > quota) throw new Error("QuotaExceededError: the quota has been exceeded");
				m.set(k, v);
			},
			removeItem: (k) => { m.delete(k); },
		};
	})`)
	return newStorage.Invoke(quota)
}

func TestWebStore(t *testing.T) {
	w := NewWeb(fakeStorage(40), "tabula/")
	if _, err := w.Read(GameFile); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("reading a missing item: %v, want fs.ErrNotExist", err)
	}
	text := `{"game":"diam é"}`
	if err := w.Write(GameFile, []byte(text)); err != nil {
		t.Fatal(err)
	}
	if b, err := w.Read(GameFile); err != nil || string(b) != text {
		t.Fatalf("read %q, %v; wrote %q", b, err, text)
	}
	if err := w.Write(GameFile, make([]byte, 100)); err == nil {
		t.Fatal("a write beyond the quota succeeded")
	}
	if b, _ := w.Read(GameFile); string(b) != text {
		t.Fatalf("a failed write changed the item to %q", b)
	}
	if err := w.Write(GameFile, []byte{0xff, 0xfe}); err == nil {
		t.Fatal("a blob that is not text was accepted")
	}
	if err := w.Remove(GameFile); err != nil {
		t.Fatal(err)
	}
	if err := w.Remove(GameFile); err != nil {
		t.Fatalf("removing a missing item: %v", err)
	}
	if _, err := w.Read(GameFile); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("after Remove: %v", err)
	}
}

// TestWebStoreSaves keeps a game in the web store through the same path as
// a file store: settings and a game survive, a corrupt save is set aside.
func TestWebStoreSaves(t *testing.T) {
	w := NewWeb(fakeStorage(1<<20), "t/")
	s := DefaultSettings
	s.Volume = 0.25
	if err := SaveSettings(w, s); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings(w)
	if err != nil || got != s {
		t.Fatalf("settings %+v, %v; saved %+v", got, err, s)
	}
	if err := w.Write(GameFile, []byte("not a game")); err != nil {
		t.Fatal(err)
	}
	var ce *CorruptError
	if _, err := LoadGame(w, nil); !errors.As(err, &ce) || ce.KeptAs != "game.bad-1.json" {
		t.Fatalf("a corrupt save: %v, want it kept aside as game.bad-1.json", err)
	}
	if b, err := w.Read("game.bad-1.json"); err != nil || string(b) != "not a game" {
		t.Errorf("kept aside: %q, %v", b, err)
	}
	if _, err := w.Read(GameFile); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the corrupt save is still in the way: %v", err)
	}
}
