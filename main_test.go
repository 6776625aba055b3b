package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"tabula/games"
	"tabula/rules"
	"tabula/scenes"
)

// TestMain runs the program itself when the test binary is started with
// TABULA_MAIN=1, so that the tests below can run it as a person does and
// read its exit status.
func TestMain(m *testing.M) {
	if os.Getenv("TABULA_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// run runs the program with args and returns its standard error and exit
// status.
func run(t *testing.T, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "TABULA_MAIN=1", "HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return stderr.String(), code
}

// TestOpenRefusesBadRecords: every kind of bad record stops the program
// with status 2 and one line naming the file, the line and the reason.
func TestOpenRefusesBadRecords(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	garbage := make([]byte, 10<<20)
	for i := range garbage {
		garbage[i] = byte(i*7919%251) + 1
	}
	tests := []struct {
		name, path, want string
	}{
		{"unknown game", write("chess.txt", "chess\ne2e4\n"), `chess.txt: line 1: unknown game "chess"`},
		{"bad option", write("option.txt", "# a game\ndiam players=5\n"), `option.txt: line 2: diam: option players="5" not allowed`},
		{"illegal step", write("illegal.txt", "dejarik\nO0-C\nO0-C\n"), "illegal.txt: line 3: step 2 (O0-C)"},
		{"unreadable step", write("unreadable.txt", "thayyam players=2\nthrow 1\nfly away\n"), "unreadable.txt: line 3: step 2 (fly away)"},
		{"empty file", write("empty.txt", ""), "empty.txt: line 1: the record is empty"},
		{"a folder", dir, "line 1: cannot be read: it is a folder, not a record file"},
		{"10 MB of garbage", write("garbage.txt", string(garbage)), "garbage.txt: line 1: "},
		{"no such file", filepath.Join(dir, "none.txt"), "none.txt: line 1: cannot be read: no such file or directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before, _ := os.ReadDir(dir)
			stderr, code := run(t, "-open", tt.path)
			lines := strings.Split(strings.TrimRight(stderr, "\n"), "\n")
			if code != 2 || len(lines) != 1 || !strings.Contains(lines[0], tt.want) || !strings.HasPrefix(lines[0], "tabula: ") {
				t.Errorf("status %d, stderr %q; want status 2 and one line with %q", code, stderr, tt.want)
			}
			if after, _ := os.ReadDir(dir); len(after) != len(before) {
				t.Errorf("opening a bad record made or removed files: %d then %d", len(before), len(after))
			}
		})
	}
	if _, code := run(t, "-at", "3"); code != 2 {
		t.Errorf("-at without -open: status %d, want 2", code)
	}
	rec := write("short.txt", "dejarik\nO0-C\n")
	if stderr, code := run(t, "-open", rec, "-at", "5"); code != 2 || !strings.Contains(stderr, "has 1 steps") {
		t.Errorf("-at past the end: status %d, %q", code, stderr)
	}
}

// TestOpenAtProbe opens a record at a step and reads the probe the program
// writes: the position is exactly the one the referee's state gives after
// that many steps, and the log holds the whole record.
func TestOpenAtProbe(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("no display for the game's window (make test runs under xvfb-run)")
		}
		t.Skip("no display")
	}
	g := games.Find("thayyam").Rules
	m, err := rules.NewMatch(g, rules.Options{"players": "3", "twins": "keep"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	for range 80 {
		m.Play(m.RandomAction())
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.txt")
	if err := os.WriteFile(path, []byte("# from a test\n"+m.Record().String()), 0o644); err != nil {
		t.Fatal(err)
	}
	probe := filepath.Join(dir, "probe.json")
	stderr, code := run(t, "-open", path, "-at", "37", "-probe", probe, "-frames", "3", "-width", "800", "-height", "600")
	if code != 0 {
		t.Fatalf("status %d: %s", code, stderr)
	}
	data, err := os.ReadFile(probe)
	if err != nil {
		t.Fatal(err)
	}
	var pr scenes.Probe
	if err := json.Unmarshal(data, &pr); err != nil {
		t.Fatal(err)
	}
	h, err := m.Record().History()
	if err != nil {
		t.Fatal(err)
	}
	g2 := pr.Game
	switch {
	case pr.Scene != "play" || g2 == nil:
		t.Fatalf("probe %s", data)
	case g2.State != h.StateAt(37).Key() || g2.Step != 37 || !g2.Reading:
		t.Errorf("state %q at step %d, want %q at 37", g2.State, g2.Step, h.StateAt(37).Key())
	case len(g2.Log) != 80 || g2.Log[36].Notation != h.Step(36).Note || g2.Log[36].Text == "":
		t.Errorf("log of %d entries, entry 37 %+v", len(g2.Log), g2.Log[min(36, len(g2.Log)-1)])
	}
	if lm := g2.LastMove; lm != nil && lm.Step > 37 {
		t.Errorf("the last move marked is step %d, after the step shown", lm.Step)
	}
}
