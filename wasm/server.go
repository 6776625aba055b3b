package wasm

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// contentTypes are the files the server sends, by extension, with their
// MIME types; anything else in the folder (the Go sources) is not served.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".json":        "application/json",
	".webmanifest": "application/manifest+json",
	".wasm":        "application/wasm",
	".png":         "image/png",
	".tbl":         "application/octet-stream",
}

// Handler serves the built game in dir: only files directly in it with the
// extensions of contentTypes; "/" is index.html. When the browser accepts
// brotli or gzip and a precompressed copy (name.br, name.gz) exists, it is
// sent instead, with Vary: Accept-Encoding. Every response carries an ETag
// and Cache-Control: no-cache, so browsers keep files but ask whether they
// changed (a 304 costs nothing), and a new build is seen at once.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
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
		h := w.Header()
		h.Set("Content-Type", ctype)
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Content-Type-Options", "nosniff")
		file, encoding := name, ""
		if compressible(name) {
			h.Set("Vary", "Accept-Encoding")
			for _, enc := range [...]struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
				if accepts(r.Header.Get("Accept-Encoding"), enc.token) && exists(filepath.Join(dir, name+enc.ext)) {
					file, encoding = name+enc.ext, enc.token
					break
				}
			}
		}
		f, err := os.Open(filepath.Join(dir, file))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil || st.IsDir() {
			http.NotFound(w, r)
			return
		}
		if encoding != "" {
			h.Set("Content-Encoding", encoding)
		}
		h.Set("ETag", `"`+strconv.FormatInt(st.Size(), 36)+"-"+strconv.FormatInt(st.ModTime().UnixNano(), 36)+encoding+`"`)
		http.ServeContent(w, r, name, st.ModTime(), f)
	})
}

func exists(path string) bool {
	st, err := os.Stat(path)
	return err == nil && !st.IsDir()
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
