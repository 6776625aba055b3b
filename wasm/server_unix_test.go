//go:build unix

package wasm

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestHandlerFIFO checks that a FIFO in the folder, under a served name or
// as a precompressed copy, is passed over at once: opening it would wait
// for a writer forever.
func TestHandlerFIFO(t *testing.T) {
	dir := servedDir(t)
	for _, name := range []string{"fifo.js", "fifo.js.br"} {
		if err := syscall.Mkfifo(filepath.Join(dir, name), 0o644); err != nil {
			t.Skipf("no FIFO here: %v", err)
		}
	}
	done := make(chan int)
	go func() {
		req := httptest.NewRequest("GET", "/fifo.js", nil)
		req.Header.Set("Accept-Encoding", "br")
		rec := httptest.NewRecorder()
		Handler(dir).ServeHTTP(rec, req)
		done <- rec.Code
	}()
	select {
	case code := <-done:
		if code != http.StatusNotFound {
			t.Errorf("a FIFO: status %d, want 404", code)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the handler hangs on a FIFO")
	}
}
