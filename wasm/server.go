package wasm

import (
	"maps"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// contentTypes are the files the server sends, by extension, with their
// MIME types; anything else in the folder (the Go sources) is not served.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".json":        "application/json",
	".webmanifest": "application/manifest+json",
	".wasm":        "application/wasm",
	".png":         "image/png",
	".tbl":         "application/octet-stream",
	".nn":          "application/octet-stream",
}

// ContentTypes returns the MIME type of each kind of file the game is
// made of, by extension (".wasm": "application/wasm"), for a server other
// than [Handler] to send the same.
func ContentTypes() map[string]string {
	return maps.Clone(contentTypes)
}

// ContentSecurityPolicy is the policy every answer of [Handler] carries. It
// allows exactly what the page does, all of it from the page's own origin:
//
//   - default-src 'none': nothing that is not listed below (no fonts, media,
//     objects, frames).
//   - script-src 'self' 'wasm-unsafe-eval' blob:: loader.js and
//     wasm_exec.js (no inline script and no eval: the page has none);
//     'wasm-unsafe-eval' lets WebAssembly.instantiate compile tabula.wasm
//     without allowing JavaScript's eval; blob: is the sound's AudioWorklet,
//     whose module oto (the engine's audio) writes from the game as a blob:
//     URL. A blob: URL can only be made by a script already running in the
//     page, so it opens no door to another origin.
//   - style-src 'self': style.css (the loading screen). The game and the
//     loader set styles through the CSSOM (element.style), which a policy
//     does not restrict; there is no style attribute or <style> element.
//   - img-src 'self': the favicon and the icons.
//   - connect-src 'self': fetch of build.json, tabula.wasm and the solved
//     games' tables, from the page and from the service worker.
//   - manifest-src 'self': manifest.webmanifest.
//   - worker-src 'self': the service worker, sw.js.
//   - base-uri 'none', form-action 'none': no <base> and no form, so none
//     can be injected to send the page elsewhere.
//   - frame-ancestors 'none': no other site may frame the game (clickjacking).
const ContentSecurityPolicy = "default-src 'none'; " +
	"script-src 'self' 'wasm-unsafe-eval' blob:; " +
	"style-src 'self'; " +
	"img-src 'self'; " +
	"connect-src 'self'; " +
	"manifest-src 'self'; " +
	"worker-src 'self'; " +
	"base-uri 'none'; " +
	"form-action 'none'; " +
	"frame-ancestors 'none'"

// securityHeaders are set on every answer of [Handler], whatever its status.
var securityHeaders = map[string]string{
	"Content-Security-Policy":    ContentSecurityPolicy,
	"X-Content-Type-Options":     "nosniff",     // a file is only what its Content-Type says
	"Referrer-Policy":            "no-referrer", // the page links nowhere that needs to know where from
	"Cross-Origin-Opener-Policy": "same-origin", // no window of another site keeps a handle on the game's
}

// SecurityHeaders returns the headers every answer of [Handler] carries,
// 404, 405 and 304 included: [ContentSecurityPolicy],
// X-Content-Type-Options: nosniff, Referrer-Policy: no-referrer and
// Cross-Origin-Opener-Policy: same-origin.
func SecurityHeaders() http.Header {
	h := make(http.Header, len(securityHeaders))
	for k, v := range securityHeaders {
		h.Set(k, v)
	}
	return h
}

// Handler serves the built game in dir: only files directly in it with the
// extensions of contentTypes; "/" is index.html. When the browser accepts
// brotli or gzip and a precompressed copy (name.br, name.gz) exists, it is
// sent instead, with Vary: Accept-Encoding. Every response carries an ETag
// and Cache-Control: no-cache, so browsers keep files but ask whether they
// changed (a 304 costs nothing), and a new build is seen at once. Every
// answer, whatever its status, carries [SecurityHeaders].
//
// Files are opened through an [os.Root] on dir, so nothing outside dir is
// ever sent: a symbolic link in dir that leads out of it (or is absolute)
// is a 404, and a precompressed copy that does is passed over (the next
// encoding, or the plain file, is sent). A relative link that stays inside
// dir is followed: it can only show what dir holds, which is served
// anyway, and it lets a deployment point a name at one of its files. Only
// regular files are sent (not a folder, a FIFO or a device).
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for k, v := range securityHeaders {
			h.Set(k, v)
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
		if name == "" {
			name = "index.html"
		}
		ctype, ok := contentTypes[path.Ext(name)]
		if !ok || strings.Contains(name, "/") || strings.HasPrefix(name, ".") {
			http.NotFound(w, r)
			return
		}
		root, err := os.OpenRoot(dir)
		if err != nil {
			http.Error(w, "the game's folder cannot be read", http.StatusInternalServerError)
			return
		}
		defer root.Close()
		h.Set("Content-Type", ctype)
		h.Set("Cache-Control", "no-cache")
		var f *os.File
		var st os.FileInfo
		encoding := ""
		if compressible(name) {
			h.Set("Vary", "Accept-Encoding")
			for _, enc := range [...]struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
				if accepts(r.Header.Get("Accept-Encoding"), enc.token) {
					if f, st = openRegular(root, name+enc.ext); f != nil {
						encoding = enc.token
						break
					}
				}
			}
		}
		if f == nil {
			if f, st = openRegular(root, name); f == nil {
				http.NotFound(w, r)
				return
			}
		}
		defer f.Close()
		if encoding != "" {
			h.Set("Content-Encoding", encoding)
		}
		h.Set("ETag", `"`+strconv.FormatInt(st.Size(), 36)+"-"+strconv.FormatInt(st.ModTime().UnixNano(), 36)+encoding+`"`)
		http.ServeContent(w, r, name, st.ModTime(), f)
	})
}

// openRegular opens the regular file name in root, following symbolic
// links only as long as they stay inside it, or returns nil. It looks
// before it opens, so that a FIFO is never opened (that would block).
func openRegular(root *os.Root, name string) (*os.File, os.FileInfo) {
	st, err := root.Stat(name)
	if err != nil || !st.Mode().IsRegular() {
		return nil, nil
	}
	f, err := root.Open(name)
	if err != nil {
		return nil, nil
	}
	fst, err := f.Stat()
	if err != nil || !os.SameFile(st, fst) {
		f.Close()
		return nil, nil
	}
	return f, fst
}

// accepts reports whether an Accept-Encoding header accepts the coding:
// listed (or "*" given) without q=0.
func accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		token, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		token = strings.ToLower(strings.TrimSpace(token))
		zero := false
		for _, p := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				zero = err != nil || q <= 0
			}
		}
		switch token {
		case coding:
			return !zero
		case "*":
			star = !zero
		}
	}
	return star
}
