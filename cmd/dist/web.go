package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/template"

	"tabula/wasm"
)

// readme adds the template packaging/from, filled with the release's
// facts, to the archive as name.
func (r *release) readme(a *archive, name, from string, t target) error {
	tmpl, err := template.ParseFiles(filepath.Join(r.module, "packaging", from))
	if err != nil {
		return err
	}
	var b bytes.Buffer
	err = tmpl.Execute(&b, map[string]string{
		"Version": r.version, "Commit": r.commit, "Date": r.date.Format("2006-01-02"), "Arch": t.goarch,
	})
	if err != nil {
		return err
	}
	a.add(name, b.Bytes(), false)
	return nil
}

// startWeb starts building the browser game, once, for the web and
// server archives, among the builder's builds: the module compiled to
// WebAssembly with the version, the page, the tables it fetches and the
// precompressed copies, into the work folder.
func (r *release) startWeb() {
	if r.web != nil {
		return
	}
	r.web = &pending{done: make(chan struct{})}
	go func() {
		defer close(r.web.done)
		r.b.slots <- struct{}{}
		defer func() { <-r.b.slots }()
		out := filepath.Join(r.b.work, "web")
		r.log("building the browser game (brotli at quality %d)", r.brotli)
		_, err := wasm.Build(wasm.Options{
			Go: r.goCmd, Module: r.module, Out: out, Extra: wasm.Tables(), Brotli: r.brotli,
			LDFlags: strings.Join([]string{"-X", "tabula/version.version=" + r.version, "-X", "tabula/version.commit=" + r.commit}, " "),
			Env:     []string{"CGO_ENABLED=0", "GOFLAGS=-buildvcs=false", "GOEXPERIMENT="},
		})
		r.web.path, r.web.err = out, err
	}()
}

// wasmBudget is the most the browser game's download may weigh: its
// tabula.wasm.br at brotli's quality 11, the quality of a release.
const wasmBudget = 3_000_000

// buildWeb returns the folder of the browser game built, once its
// brotli copy is found within the budget (at quality 11).
func (r *release) buildWeb() (string, error) {
	r.startWeb()
	<-r.web.done
	if r.web.err != nil {
		return "", r.web.err
	}
	st, err := os.Stat(filepath.Join(r.web.path, "tabula.wasm.br"))
	if err != nil {
		return "", err
	}
	if r.brotli == 11 && st.Size() > wasmBudget {
		return "", fmt.Errorf("the browser game's tabula.wasm.br is %d bytes, over its budget of %d (see BENCHMARKS.md, the browser game's size)", st.Size(), wasmBudget)
	}
	return r.web.path, nil
}

// webArchive makes tabula-VERSION-web.zip: the browser game as static
// files for any web server, and what that server must send.
func (r *release) webArchive() error {
	dir, err := r.buildWeb()
	if err != nil {
		return err
	}
	a := newArchive("tabula-" + r.version + "-web")
	if err := a.addTree("", dir); err != nil {
		return err
	}
	files, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	a.add("SERVING.txt", []byte(servingNote(r.version, files)), false)
	if err := r.readme(a, "README.txt", "web/README.txt", target{"js", "wasm"}); err != nil {
		return err
	}
	p, err := r.program("tabula.wasm", target{"js", "wasm"}, ".", "")
	if err != nil {
		return err
	}
	return r.finish(a, ".zip", "tabula", p)
}

// servingNote says what a web server must send with the game's files: the
// types, the precompressed copies, caching, and the security headers that
// package wasm's own server sends.
func servingNote(v string, files []os.DirEntry) string {
	var b strings.Builder
	fmt.Fprintf(&b, `tabula %s for browsers: serving it
================================

These files are the whole game: put them in a folder of any web server
(HTTPS, or http://localhost, as browsers ask of a page that installs as
an app). index.html is the page. The server must send:

1. Each file with its type, by extension:
`, v)
	types := wasm.ContentTypes()
	for _, ext := range sortedNames(types) {
		fmt.Fprintf(&b, "     %-14s %s\n", ext, types[ext])
	}
	var compressed []string
	for _, f := range files {
		if n := f.Name(); strings.HasSuffix(n, ".br") {
			compressed = append(compressed, strings.TrimSuffix(n, ".br"))
		}
	}
	slices.Sort(compressed)
	fmt.Fprintf(&b, `
2. The precompressed copies, which make the download about six times
   smaller: for %s,
   NAME.br holds NAME compressed with brotli and NAME.gz with gzip. To a
   browser whose Accept-Encoding lists br, send NAME.br with
   Content-Encoding: br; else to one that lists gzip, NAME.gz with
   Content-Encoding: gzip; else NAME itself. Always with the type of NAME
   and Vary: Accept-Encoding.

3. Cache-Control: no-cache on every file: browsers keep the files and ask
   whether they changed, so that a new version is seen at once (the
   service worker, sw.js, keeps each version for playing offline).

4. These headers on every answer (the page needs nothing more, and they
   keep other sites from framing or scripting it):
`, strings.Join(compressed, ", "))
	h := wasm.SecurityHeaders()
	for _, k := range sortedNames(h) {
		fmt.Fprintf(&b, "     %s: %s\n", k, h.Get(k))
	}
	b.WriteString(`
With Caddy, all of it is:

    example.org {
        root * /srv/tabula
        file_server {
            precompressed br gzip
        }
        header Cache-Control no-cache
        header Content-Security-Policy "` + h.Get("Content-Security-Policy") + `"
        header X-Content-Type-Options nosniff
        header Referrer-Policy no-referrer
        header Cross-Origin-Opener-Policy same-origin
    }

With nginx, gzip_static on; sends the .gz copies (brotli_static on; the
.br ones, with the ngx_brotli module); add the headers above with
add_header … always; and the types with a types { } block, application/wasm
wasm; among them.

The server download (tabula-server) serves these same files, and the
online rooms, by itself.
`)
	return b.String()
}
