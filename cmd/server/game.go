package main

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

// findGame returns the folder of the browser game to serve when -dir is
// not given: web beside the program exe, its symbolic links resolved (as
// the download and the image lay them out, wherever it is started from),
// or else wasm in the working folder (the repository's, for go run
// ./cmd/server after make wasm). A folder holds the game if it holds
// index.html. It returns "" when neither does, with the folders it looked
// in, for the line that says so; exe "" (the program's path unknown)
// looks in the working folder only.
func findGame(exe string) (dir string, looked []string) {
	var candidates []string
	if exe != "" {
		if resolved, err := filepath.EvalSymlinks(exe); err == nil {
			exe = resolved
		}
		if abs, err := filepath.Abs(exe); err == nil {
			exe = abs
		}
		candidates = append(candidates, filepath.Join(filepath.Dir(exe), "web"))
	}
	if abs, err := filepath.Abs("wasm"); err == nil {
		candidates = append(candidates, abs)
	}
	for _, d := range candidates {
		if hasFile(d, "index.html") {
			return d, nil
		}
	}
	return "", candidates
}

// gameFolder settles c.dir, the folder of the browser game: -dir as given,
// which must be a folder, or else the one findGame finds beside exe, or ""
// for none. It returns the line the server says at start about it.
func gameFolder(c *config, exe string) (string, error) {
	if c.dir != "" {
		if st, err := os.Stat(c.dir); err != nil || !st.IsDir() {
			return "", fmt.Errorf("-dir %s: no such folder (the folder of the built browser game: web in the download)", c.dir)
		}
		if abs, err := filepath.Abs(c.dir); err == nil {
			c.dir = abs
		}
	} else {
		var looked []string
		if c.dir, looked = findGame(exe); c.dir == "" {
			return fmt.Sprintf("The game: none found (no index.html in %s): every page answers 404 until -dir names the game's folder; the rooms' API is served.",
				strings.Join(looked, " nor in ")), nil
		}
	}
	switch {
	case !hasFile(c.dir, "index.html"):
		return "The game: " + c.dir + ", which holds no index.html: its pages answer 404.", nil
	case !hasFile(c.dir, "tabula.wasm") && !hasFile(c.dir, "tabula.wasm.br") && !hasFile(c.dir, "tabula.wasm.gz"):
		return "The game: " + c.dir + ", which holds no tabula.wasm yet (make wasm builds it).", nil
	}
	return "The game: " + c.dir, nil
}

// hasFile reports whether the folder dir holds a regular file name.
func hasFile(dir, name string) bool {
	st, err := os.Stat(filepath.Join(dir, name))
	return err == nil && st.Mode().IsRegular()
}

// roomsLine is the line the server says at start about where the rooms
// are kept: the embedded store's folder, or the NATS cluster's addresses
// without any user or password they hold.
func roomsLine(c config) string {
	if c.nats == "" {
		data := c.data
		if abs, err := filepath.Abs(data); err == nil {
			data = abs
		}
		return "The rooms: " + data
	}
	servers := strings.Split(c.nats, ",")
	for i, s := range servers {
		// nats://user:password@host:4222, nats://token@host: only the host.
		scheme, rest, ok := strings.Cut(strings.TrimSpace(s), "://")
		if !ok {
			scheme, rest = "", scheme
		}
		if at := strings.LastIndex(rest, "@"); at >= 0 {
			rest = rest[at+1:]
		}
		if scheme != "" {
			rest = scheme + "://" + rest
		}
		servers[i] = rest
	}
	return "The rooms: the NATS cluster at " + strings.Join(servers, ",")
}

// noGameText is what every page answers when no browser game was found.
const noGameText = "This tabula-server has no browser game to serve: start it with -dir and the game's folder (web in the download). Its rooms' API is served, at /api/rooms."

// noGame answers every page 404, saying why, when no game was found.
func noGame() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, noGameText, http.StatusNotFound)
	})
}
