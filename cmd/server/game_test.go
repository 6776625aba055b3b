package main

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"tabula/games"
	"tabula/online/rooms"
)

// writeFiles writes each file of files (a path under dir: its content),
// making the folders on the way.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// realTempDir is t.TempDir with its symbolic links resolved, as findGame
// resolves the program's path.
func realTempDir(t *testing.T) string {
	t.Helper()
	d, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestFindGame: with no -dir the game is web beside the program (through
// a symbolic link to it too), else wasm in the working folder, else none,
// naming the folders looked in.
func TestFindGame(t *testing.T) {
	root := realTempDir(t)
	writeFiles(t, root, map[string]string{
		"download/tabula-server":   "a program",
		"download/web/index.html":  "the game",
		"bare/tabula-server":       "a program",
		"repo/wasm/index.html":     "the page",
		"empty/wasm/not-index.txt": "",
	})
	if err := os.MkdirAll(filepath.Join(root, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(root, "bin", "tabula-server")
	if err := os.Symlink(filepath.Join(root, "download", "tabula-server"), link); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		exe, wd, want string
		looked        []string
	}{
		{exe: filepath.Join(root, "download", "tabula-server"), wd: "empty", want: "download/web"},
		{exe: link, wd: "repo", want: "download/web"}, // beside the program, not the link, and before wasm
		{exe: filepath.Join(root, "bare", "tabula-server"), wd: "repo", want: "repo/wasm"},
		{exe: "", wd: "repo", want: "repo/wasm"},
		{exe: filepath.Join(root, "bare", "tabula-server"), wd: "empty", looked: []string{"bare/web", "empty/wasm"}},
		{exe: filepath.Join(root, "gone", "tabula-server"), wd: "download", looked: []string{"gone/web", "download/wasm"}},
	} {
		t.Chdir(filepath.Join(root, c.wd))
		dir, looked := findGame(c.exe)
		want := ""
		if c.want != "" {
			want = filepath.Join(root, filepath.FromSlash(c.want))
		}
		var wantLooked []string
		for _, l := range c.looked {
			wantLooked = append(wantLooked, filepath.Join(root, filepath.FromSlash(l)))
		}
		if dir != want || strings.Join(looked, " ") != strings.Join(wantLooked, " ") {
			t.Errorf("findGame(%s) in %s: %q, looked in %q; want %q, %q", c.exe, c.wd, dir, looked, want, wantLooked)
		}
	}
}

// TestGameFolder: what the server says at start of its game's folder, and
// a -dir that is no folder refused.
func TestGameFolder(t *testing.T) {
	root := realTempDir(t)
	writeFiles(t, root, map[string]string{
		"built/index.html": "", "built/tabula.wasm.br": "",
		"page/index.html":   "",
		"nothing/a.txt":     "",
		"exe/tabula-server": "",
	})
	t.Chdir(root)
	for _, c := range []struct {
		dir, exe, say, err string
	}{
		{dir: "built", say: "The game: " + filepath.Join(root, "built")},
		{dir: "page", say: "holds no tabula.wasm yet (make wasm builds it)"},
		{dir: "nothing", say: "which holds no index.html: its pages answer 404"},
		{dir: "missing", err: "-dir missing: no such folder"},
		{dir: "built/index.html", err: "no such folder"},
		{exe: filepath.Join(root, "exe", "tabula-server"), say: "The game: none found (no index.html in " + filepath.Join(root, "exe", "web") + " nor in " + filepath.Join(root, "wasm") + "): every page answers 404 until -dir names the game's folder"},
	} {
		cf := config{dir: c.dir}
		say, err := gameFolder(&cf, c.exe)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("-dir %q: %v, want an error saying %q", c.dir, err, c.err)
		case c.err == "" && (err != nil || !strings.Contains(say, c.say)):
			t.Errorf("-dir %q: %q, %v; want %q", c.dir, say, err, c.say)
		}
	}
}

// TestRoomsLine: the embedded store's folder, or the cluster's addresses
// without their users, passwords or tokens.
func TestRoomsLine(t *testing.T) {
	if got, want := roomsLine(config{data: "/var/lib/tabula/rooms"}), "The rooms: /var/lib/tabula/rooms"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	got := roomsLine(config{nats: "nats://ann:secret@n1:4222, tls://token@n2:4222,n3:4222"})
	if want := "The rooms: the NATS cluster at nats://n1:4222,tls://n2:4222,n3:4222"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// TestServesFoundGame: the folder findGame finds is the one served (200
// on /); with none found every page is a 404 saying why, and the rooms'
// API still answers.
func TestServesFoundGame(t *testing.T) {
	root := realTempDir(t)
	writeFiles(t, root, map[string]string{"tabula-server": "", "web/index.html": "<title>the game</title>"})
	t.Chdir(t.TempDir())
	get := func(exe, path string) (int, string) {
		c, err := parse(nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := gameFolder(&c, exe); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		srv := httptest.NewServer(handler(rooms.NewHub(ctx, rooms.NewMemoryLog(), games.All), nil, c))
		defer srv.Close()
		if path == "/api/rooms" {
			status, _ := post(t, srv, `{"game":"diam","options":"players=2","seats":["online","online"]}`)
			return status, ""
		}
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}
	if status, body := get(filepath.Join(root, "tabula-server"), "/"); status != http.StatusOK || body != "<title>the game</title>" {
		t.Errorf("GET / with web beside the program: %d %q", status, body)
	}
	if status, body := get(filepath.Join(t.TempDir(), "tabula-server"), "/"); status != http.StatusNotFound || !strings.Contains(body, "no browser game to serve: start it with -dir") {
		t.Errorf("GET / with no game: %d %q", status, body)
	}
	if status, _ := get(filepath.Join(t.TempDir(), "tabula-server"), "/api/rooms"); status != http.StatusCreated {
		t.Errorf("POST /api/rooms with no game: %d", status)
	}
}

// TestStartedInItsFolder: the program (this test binary, linked as
// tabula-server into a folder with web beside it, as the download lays
// it out) started elsewhere with no -dir serves that game, and says at
// start which folder it serves and where it keeps the rooms.
func TestStartedInItsFolder(t *testing.T) {
	root := realTempDir(t)
	writeFiles(t, root, map[string]string{"web/index.html": "<title>the game</title>", "web/tabula.wasm": ""})
	exe := filepath.Join(root, "tabula-server")
	if err := linkOrCopy(os.Args[0], exe); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-addr", "127.0.0.1:0", "-data", filepath.Join(root, "rooms"))
	cmd.Dir = t.TempDir()
	url, said := start(t, cmd)
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
	})
	if want := "The game: " + filepath.Join(root, "web") + "\nThe rooms: " + filepath.Join(root, "rooms") + "\n"; said != want {
		t.Errorf("the server said %q, want %q", said, want)
	}
	resp, err := http.Get(url + "/")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if body, _ := io.ReadAll(resp.Body); resp.StatusCode != http.StatusOK || string(body) != "<title>the game</title>" {
		t.Errorf("GET /: %s %q", resp.Status, body)
	}
}

// linkOrCopy makes to the same file as from: a hard link, which costs
// nothing, or a copy across file systems.
func linkOrCopy(from, to string) error {
	if os.Link(from, to) == nil {
		return nil
	}
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o755)
}

// TestHelp: -h exits 0 with the usage, naming the program as its
// download does; a flag it does not know exits 1, saying so under that
// name.
func TestHelp(t *testing.T) {
	for _, c := range []struct {
		arg    string
		status int
		said   string
	}{
		{"-h", 0, "Usage: tabula-server [flags]"},
		{"-help", 0, "-public-url string"},
		{"-colour", 1, "tabula-server: flag provided but not defined: -colour"},
	} {
		cmd := exec.Command(os.Args[0], c.arg)
		cmd.Env = append(os.Environ(), "TABULA_SERVER=1")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		status := 0
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			status = exit.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if status != c.status || !strings.Contains(stderr.String(), c.said) {
			t.Errorf("%s: status %d, said %q; want %d, saying %q", c.arg, status, stderr.String(), c.status, c.said)
		}
	}
}
