package wasm

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestBrowserNameField: the name screen of a seat, opened from the
// set-up, puts the keyboard in the page's own text field (so that a
// phone opens its keyboard, accents and all); "Léa" typed there, as a
// phone's keyboard sends it, shows on the screen, and Enter in the field
// keeps it: the set-up calls the seat by it.
func TestBrowserNameField(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test builds the game and drives Chromium (not in -short)")
	}
	t.Parallel()
	out, _ := builtGame(t)
	srv := httptest.NewServer(Handler(out))
	t.Cleanup(srv.Close)
	ctx, cancel := newBrowser(t)
	defer cancel()
	b := &tab{t: t, ctx: ctx}
	b.do(chromedp.Navigate(srv.URL + "/"))
	b.scene("title")
	b.pagePress("New game")
	b.scene("chooser")
	b.pagePress("Daryon")
	b.scene("setup")
	change := ""
	for _, btn := range b.idle().Buttons {
		if strings.HasPrefix(btn.Label, "Name of ") && strings.HasSuffix(btn.Label, "Change") {
			change = btn.Label
			break
		}
	}
	if change == "" {
		t.Fatalf("the set-up offers no seat's name to change: %+v", b.probe().Buttons)
	}
	b.reveal(change) // the set-up scrolls in a small window
	b.press(change)
	b.scene("name")
	b.waitFor("the name field to have the keyboard", `document.activeElement && document.activeElement.id === "name-field"`)
	call(b, input.InsertText, input.InsertTextParams{Text: "Léa"})
	b.waitFor("the name typed to show", `window.tabula.message === "Léa"`)
	if !eval[bool](b, `(() => { const f = document.getElementById("name-form"); f.requestSubmit(); return true; })()`) {
		t.Fatal("no name field's form")
	}
	pr := b.scene("setup")
	for _, btn := range pr.Buttons {
		if strings.Contains(btn.Label, "Léa") {
			return
		}
	}
	t.Errorf("the set-up does not call the seat Léa: %s", fmt.Sprint(pr.Buttons))
}
