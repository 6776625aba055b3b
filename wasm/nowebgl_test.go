package wasm

import (
	"context"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tabula/wasm/headless"
)

// TestPageWithoutWebGL opens the page in a Chromium whose WebGL is turned
// off: the loading screen must say plainly that the browser cannot draw the
// game, and not download it. The page's own files suffice: the check comes
// before the module is fetched.
func TestPageWithoutWebGL(t *testing.T) {
	if testing.Short() {
		t.Skip("drives Chromium (not in -short)")
	}
	chrome := chromium(t)
	srv := httptest.NewServer(Handler("."))
	defer srv.Close()
	opts := append(headless.ChromiumOptions(chrome, t.TempDir()),
		chromedp.Flag("disable-webgl", true), chromedp.Flag("disable-3d-apis", true))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	msg, err := chromedp.Run(ctx, chromedp.Poll[string](
		`document.getElementById("problem").style.display === "block" && document.getElementById("problemText").textContent`,
		chromedp.WithPollingInterval(50*time.Millisecond)))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(msg, "WebGL") {
		t.Errorf("the page says %q, want a word on WebGL", msg)
	}
	if fetched, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`performance.getEntriesByType("resource").some(e => e.name.includes("tabula.wasm"))`)); fetched {
		t.Error("the page downloaded the game it cannot draw")
	}
}

// TestPageFromDisk opens index.html from the disk (file://), as a person
// who unzipped the web download and double-clicked it does: the loading
// screen must say that the page needs a web server, and fetch nothing.
func TestPageFromDisk(t *testing.T) {
	if testing.Short() {
		t.Skip("drives Chromium (not in -short)")
	}
	ctx, cancel := newBrowser(t)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	page, err := filepath.Abs("index.html")
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+filepath.ToSlash(page))); err != nil {
		t.Fatal(err)
	}
	msg, err := chromedp.Run(ctx, chromedp.Poll[string](
		`document.getElementById("problem").style.display === "block" && document.getElementById("problemText").textContent`,
		chromedp.WithPollingInterval(50*time.Millisecond)))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(msg, "needs a web server") || strings.Contains(msg, "connection") {
		t.Errorf("the page says %q, want that it needs a web server", msg)
	}
	if retry, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("retry").style.display`)); retry != "none" {
		t.Errorf("the page offers to try again (%q), which cannot help", retry)
	}
}
