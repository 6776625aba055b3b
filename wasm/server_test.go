package wasm

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
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
		"manifest.webmanifest": true, "icon-192.png": false, "dejarik.tbl": false, "daryon.nn": true, "main.go": false,
	} {
		if got := compressible(name); got != want {
			t.Errorf("compressible(%q) = %v, want %v", name, got, want)
		}
	}
}

// checkSecurityHeaders fails unless the answer carries every header of
// SecurityHeaders, with its value.
func checkSecurityHeaders(t *testing.T, what string, got http.Header) {
	t.Helper()
	for k, v := range SecurityHeaders() {
		if got.Get(k) != v[0] {
			t.Errorf("%s: %s is %q, want %q", what, k, got.Get(k), v[0])
		}
	}
}

// TestHandlerSecurityHeaders checks that every answer carries the security
// headers, whatever its status: 200, 206, 304, 404, 405, 416 and 500.
func TestHandlerSecurityHeaders(t *testing.T) {
	dir := servedDir(t)
	h := Handler(dir)
	etag := func() string {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/index.html", nil))
		return rec.Result().Header.Get("ETag")
	}()
	tests := []struct {
		method, path string
		header       map[string]string
		status       int
	}{
		{"GET", "/", nil, 200},
		{"HEAD", "/tabula.wasm", map[string]string{"Accept-Encoding": "br"}, 200},
		{"GET", "/index.html", map[string]string{"Range": "bytes=0-9"}, 206},
		{"GET", "/index.html", map[string]string{"If-None-Match": etag}, 304},
		{"GET", "/main.go", nil, 404},
		{"GET", "/../go.mod", nil, 404},
		{"DELETE", "/", nil, 405},
		{"GET", "/index.html", map[string]string{"Range": "bytes=99999-"}, 416},
	}
	for _, tt := range tests {
		req := httptest.NewRequest(tt.method, tt.path, nil)
		for k, v := range tt.header {
			req.Header.Set(k, v)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		what := fmt.Sprintf("%s %s %v", tt.method, tt.path, tt.header)
		if rec.Code != tt.status {
			t.Errorf("%s: status %d, want %d", what, rec.Code, tt.status)
		}
		checkSecurityHeaders(t, what, rec.Result().Header)
	}
	rec := httptest.NewRecorder()
	Handler(filepath.Join(dir, "missing")).ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if rec.Code != http.StatusInternalServerError {
		t.Errorf("a missing folder: status %d, want 500", rec.Code)
	}
	checkSecurityHeaders(t, "a missing folder", rec.Result().Header)
}

// TestContentSecurityPolicy checks the policy's key sources, and that the
// page needs no more: no inline script, style or event handler in
// index.html, and every file the page names is served from its folder.
func TestContentSecurityPolicy(t *testing.T) {
	for _, want := range []string{"default-src 'none'", "script-src 'self' 'wasm-unsafe-eval' blob:", "frame-ancestors 'none'", "style-src 'self'"} {
		if !strings.Contains(ContentSecurityPolicy, want) {
			t.Errorf("the policy lacks %q", want)
		}
	}
	for _, no := range []string{"'unsafe-inline'", "'unsafe-eval'", "*", "data:"} {
		if strings.Contains(strings.ReplaceAll(ContentSecurityPolicy, "'wasm-unsafe-eval'", ""), no) {
			t.Errorf("the policy allows %s", no)
		}
	}
	page, err := os.ReadFile("index.html")
	if err != nil {
		t.Fatal(err)
	}
	html := strings.ToLower(string(page))
	for _, inline := range []string{"<style", " style=", " onclick=", " onload=", " onerror=", "javascript:"} {
		if strings.Contains(html, inline) {
			t.Errorf("index.html has inline %q, which the policy refuses", inline)
		}
	}
	for _, script := range strings.Split(html, "<script")[1:] {
		if !strings.Contains(strings.SplitN(script, ">", 2)[0], "src=") {
			t.Error("index.html has an inline <script>, which the policy refuses")
		}
	}
	for _, f := range PageFiles {
		if _, ok := contentTypes[filepath.Ext(f)]; !ok {
			t.Errorf("the page's file %s is not served", f)
		}
	}
}

// linkedDir is a served folder as servedDir makes it, inside a parent that
// also holds a secret file, with symbolic links in the folder: some lead
// out of it to the secret, one stays inside. It returns the folder and
// the secret's contents.
func linkedDir(t testing.TB) (dir, secret string) {
	t.Helper()
	parent := t.TempDir()
	dir = filepath.Join(parent, "site")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	secret = "TOP-SECRET " + strings.Repeat("s", 64)
	secretPath := filepath.Join(parent, "secret.js")
	if err := os.WriteFile(secretPath, []byte(secret), 0o644); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		"index.html":  "<!doctype html><title>tabula</title>" + strings.Repeat(" ", 2000),
		"tabula.wasm": "\x00asm" + strings.Repeat("wasm", 1000),
		"loader.js":   "\"use strict\";" + strings.Repeat(" ", 500),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := Compress(filepath.Join(dir, "tabula.wasm"), 5); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "folder.js"), 0o755); err != nil {
		t.Fatal(err)
	}
	links := map[string]string{
		"leak.js":              "../secret.js",         // out, relative
		"absolute.js":          secretPath,             // out, absolute
		"up.json":              "..",                   // a folder outside
		"chain.js":             "leak.js",              // inside, then out
		"index.html.br":        "../secret.js",         // a precompressed copy that leads out
		"index.html.gz":        secretPath,             // another
		"tabula.wasm.gz":       "folder.js",            // a precompressed copy that is a folder
		"inside.js":            "loader.js",            // inside: served
		"dangling.js":          "nothing.js",           // nowhere
		"loop.js":              "loop.js",              // a loop
		"manifest.webmanifest": "../site/../secret.js", // out and back in, then out
	}
	for name, target := range links {
		os.Remove(filepath.Join(dir, name)) // tabula.wasm.gz, which Compress made
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			if runtime.GOOS == "windows" {
				t.Skipf("no symbolic links here: %v", err)
			}
			t.Fatal(err)
		}
	}
	return dir, secret
}

// TestHandlerSymlinks checks that nothing is sent through a symbolic link
// that leaves the folder (404, or for a precompressed copy the next
// encoding), and that a relative link that stays inside is followed.
func TestHandlerSymlinks(t *testing.T) {
	dir, secret := linkedDir(t)
	h := Handler(dir)
	get := func(path, accept string) *http.Response {
		req := httptest.NewRequest("GET", path, nil)
		req.Header.Set("Accept-Encoding", accept)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		res := rec.Result()
		body, _ := io.ReadAll(res.Body)
		if strings.Contains(string(body), secret) {
			t.Errorf("GET %s (%s) sent the secret", path, accept)
		}
		res.Body = io.NopCloser(bytes.NewReader(body))
		return res
	}
	for _, path := range []string{"/leak.js", "/absolute.js", "/up.json", "/chain.js", "/folder.js", "/dangling.js", "/loop.js", "/manifest.webmanifest"} {
		if res := get(path, ""); res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: status %d, want 404", path, res.StatusCode)
		}
	}
	// The precompressed copies that lead out are passed over.
	res := get("/index.html", "br, gzip")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "" {
		t.Errorf("GET /index.html: status %d, encoding %q, want 200 and the plain file", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
	res = get("/tabula.wasm", "gzip")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "" {
		t.Errorf("GET /tabula.wasm: status %d, encoding %q, want 200 and the plain file", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
	res = get("/tabula.wasm", "br")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "br" {
		t.Errorf("GET /tabula.wasm: status %d, encoding %q, want 200 and brotli", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
	// A link that stays inside is followed.
	res = get("/inside.js", "")
	want, _ := os.ReadFile(filepath.Join(dir, "loader.js"))
	if body, _ := io.ReadAll(res.Body); res.StatusCode != http.StatusOK || !bytes.Equal(body, want) {
		t.Errorf("GET /inside.js: status %d, %d bytes, want 200 and loader.js", res.StatusCode, len(body))
	}
}

// TestHandlerRanges checks that ranges and HEAD still work on the files
// opened through the folder's root.
func TestHandlerRanges(t *testing.T) {
	dir := servedDir(t)
	h := Handler(dir)
	req := httptest.NewRequest("GET", "/tabula.wasm", nil)
	req.Header.Set("Range", "bytes=4-11")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusPartialContent || rec.Body.String() != "wasmwasm" || rec.Header().Get("Content-Range") != "bytes 4-11/4004" {
		t.Errorf("a range: status %d, body %q, Content-Range %q", rec.Code, rec.Body.String(), rec.Header().Get("Content-Range"))
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("HEAD", "/tabula.wasm", nil))
	if rec.Code != http.StatusOK || rec.Body.Len() != 0 || rec.Header().Get("Content-Length") != "4004" {
		t.Errorf("HEAD: status %d, %d bytes of body, Content-Length %q", rec.Code, rec.Body.Len(), rec.Header().Get("Content-Length"))
	}
}

// FuzzHandler sends the handler any method, path and headers, against a
// folder whose symbolic links lead to a secret file beside it: the handler
// never panics, never sends the secret, answers with a known status, and
// every answer carries the security headers. The path is given both as a
// request target (parsed as the server would: %2e%2e decoded) and raw.
func FuzzHandler(f *testing.F) {
	seeds := []struct{ method, target, accept, rng, inm string }{
		{"GET", "/", "br, gzip", "", ""},
		{"GET", "/leak.js", "", "", ""},
		{"GET", "/%2e%2e/secret.js", "", "", ""},
		{"GET", "/site/../../secret.js", "", "", ""},
		{"GET", "/..\\secret.js", "", "", ""},
		{"GET", "/index.html", "br", "bytes=0-5,10-", "*"},
		{"HEAD", "/tabula.wasm", "gzip;q=0, *", "", "\"x\""},
		{"PUT", "/index.html", "", "", ""},
		{"GET", "/index.html\x00.js", "", "", ""},
		{"GET", "/" + strings.Repeat("a", 300) + ".js", "", "", ""},
	}
	for _, s := range seeds {
		f.Add(s.method, s.target, s.accept, s.rng, s.inm)
	}
	dir, secret := linkedDir(f)
	h := Handler(dir)
	statuses := map[int]bool{200: true, 206: true, 304: true, 404: true, 405: true, 412: true, 416: true}
	f.Fuzz(func(t *testing.T, method, target, accept, rng, inm string) {
		urls := []*url.URL{{Path: target}}
		if u, err := url.ParseRequestURI(target); err == nil {
			urls = append(urls, u)
		}
		for _, u := range urls {
			req := &http.Request{Method: method, URL: u, Header: http.Header{}, Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1, Host: "example.org", Body: http.NoBody}
			req = req.WithContext(context.Background())
			for k, v := range map[string]string{"Accept-Encoding": accept, "Range": rng, "If-None-Match": inm} {
				if v != "" {
					req.Header.Set(k, v)
				}
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if bytes.Contains(rec.Body.Bytes(), []byte(secret[:20])) {
				t.Fatalf("%s %q sent the secret beside the folder", method, u.Path)
			}
			if !statuses[rec.Code] {
				t.Errorf("%s %q: status %d", method, u.Path, rec.Code)
			}
			checkSecurityHeaders(t, method+" "+u.Path, rec.Result().Header)
		}
	})
}
