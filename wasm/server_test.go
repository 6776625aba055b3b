package wasm

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestAccepts(t *testing.T) {
	tests := []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip, deflate, br, zstd", "gzip", true},
		{"gzip;q=0.8, br;q=1.0", "br", true},
		{"gzip", "br", false},
		{"", "gzip", false},
		{"br;q=0", "br", false},
		{"br; q=0.0, gzip", "br", false},
		{"*", "br", true},
		{"*;q=0", "gzip", false},
		{"*, br;q=0", "br", false},
		{"BR", "br", true},
		{"br;q=bad", "br", false},
	}
	for _, tt := range tests {
		if got := accepts(tt.header, tt.coding); got != tt.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", tt.header, tt.coding, got, tt.want)
		}
	}
}

// servedDir is a folder as Build leaves it, small.
func servedDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"index.html":   "<!doctype html><title>tabula</title>" + strings.Repeat(" ", 2000),
		"tabula.wasm":  "\x00asm" + strings.Repeat("wasm", 1000),
		"icon-192.png": "\x89PNG",
		"main.go":      "package main",
		".secret.js":   "x",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"index.html", "tabula.wasm"} {
		if err := Compress(filepath.Join(dir, name), 5); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestHandler(t *testing.T) {
	dir := servedDir(t)
	h := Handler(dir)
	tests := []struct {
		name, method, path, accept string
		status                     int
		ctype, encoding            string
	}{
		{"root is the page", "GET", "/", "", 200, "text/html; charset=utf-8", ""},
		{"brotli when accepted", "GET", "/tabula.wasm", "gzip, deflate, br", 200, "application/wasm", "br"},
		{"gzip when brotli is not", "GET", "/tabula.wasm", "gzip", 200, "application/wasm", "gzip"},
		{"raw otherwise", "GET", "/tabula.wasm", "", 200, "application/wasm", ""},
		{"query strings are ignored", "GET", "/tabula.wasm?v=123", "br", 200, "application/wasm", "br"},
		{"images are not recompressed", "GET", "/icon-192.png", "br, gzip", 200, "image/png", ""},
		{"HEAD", "HEAD", "/index.html", "gzip", 200, "text/html; charset=utf-8", "gzip"},
		{"Go sources are not served", "GET", "/main.go", "", 404, "", ""},
		{"hidden files are not served", "GET", "/.secret.js", "", 404, "", ""},
		{"no climbing out", "GET", "/../go.mod", "", 404, "", ""},
		{"missing file", "GET", "/wasm_exec.js", "", 404, "", ""},
		{"the precompressed copies are not names", "GET", "/tabula.wasm.br", "", 404, "", ""},
		{"POST is refused", "POST", "/", "", 405, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, tt.path, nil)
			if tt.accept != "" {
				req.Header.Set("Accept-Encoding", tt.accept)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			res := rec.Result()
			if res.StatusCode != tt.status {
				t.Fatalf("status %d, want %d", res.StatusCode, tt.status)
			}
			if tt.status != 200 {
				return
			}
			if got := res.Header.Get("Content-Type"); got != tt.ctype {
				t.Errorf("Content-Type %q, want %q", got, tt.ctype)
			}
			if got := res.Header.Get("Content-Encoding"); got != tt.encoding {
				t.Errorf("Content-Encoding %q, want %q", got, tt.encoding)
			}
			if res.Header.Get("ETag") == "" || res.Header.Get("Cache-Control") != "no-cache" {
				t.Errorf("caching headers %v", res.Header)
			}
			if tt.method == "HEAD" {
				return
			}
			body := decode(t, res.Body, tt.encoding)
			name := strings.TrimPrefix(strings.Split(tt.path, "?")[0], "/")
			if name == "" {
				name = "index.html"
			}
			want, _ := os.ReadFile(filepath.Join(dir, name))
			if !bytes.Equal(body, want) {
				t.Errorf("the body (%d bytes decoded) is not the file (%d bytes)", len(body), len(want))
			}
		})
	}
}

func decode(t *testing.T, r io.Reader, encoding string) []byte {
	t.Helper()
	var err error
	switch encoding {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		if r, err = gzip.NewReader(r); err != nil {
			t.Fatal(err)
		}
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestHandlerRevalidates checks the caching: a second request with the
// ETag gets a 304 without a body, and the ETag differs between encodings
// and changes with the file.
func TestHandlerRevalidates(t *testing.T) {
	dir := servedDir(t)
	h := Handler(dir)
	get := func(accept, etag string) *http.Response {
		req := httptest.NewRequest("GET", "/tabula.wasm", nil)
		req.Header.Set("Accept-Encoding", accept)
		if etag != "" {
			req.Header.Set("If-None-Match", etag)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Result()
	}
	first := get("br", "")
	etag := first.Header.Get("ETag")
	if again := get("br", etag); again.StatusCode != http.StatusNotModified {
		t.Fatalf("revalidation: status %d, want 304", again.StatusCode)
	}
	if gz := get("gzip", ""); gz.Header.Get("ETag") == etag {
		t.Fatal("the gzip and brotli copies share an ETag")
	}
	if err := os.WriteFile(filepath.Join(dir, "tabula.wasm.br"), []byte("new build, longer"), 0o644); err != nil {
		t.Fatal(err)
	}
	if changed := get("br", etag); changed.StatusCode != http.StatusOK {
		t.Fatalf("after a new build: status %d, want 200", changed.StatusCode)
	}
}

// TestCompressible checks which files Build precompresses: text and
// WebAssembly, not what is compressed already.
func TestCompressible(t *testing.T) {
	for name, want := range map[string]bool{
		"index.html": true, "loader.js": true, "tabula.wasm": true, "build.json": true,
		"manifest.webmanifest": true, "icon-192.png": false, "dejarik.tbl": false, "main.go": false,
	} {
		if got := compressible(name); got != want {
			t.Errorf("compressible(%q) = %v, want %v", name, got, want)
		}
	}
}
