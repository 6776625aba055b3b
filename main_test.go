package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tabula/artwork"
	"tabula/games"
	"tabula/rules"
	"tabula/scenes/ui"
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
	pr := readProbe(t, probe)
	h, err := m.Record().History()
	if err != nil {
		t.Fatal(err)
	}
	g2 := pr.Game
	switch {
	case pr.Scene != "play" || g2 == nil:
		t.Fatalf("probe %+v", pr)
	case g2.State != h.StateAt(37).Key() || g2.Step != 37 || !g2.Reading:
		t.Errorf("state %q at step %d, want %q at 37", g2.State, g2.Step, h.StateAt(37).Key())
	case len(g2.Log) != 80 || g2.Log[36].Notation != h.Step(36).Note || g2.Log[36].Text == "":
		t.Errorf("log of %d entries, entry 37 %+v", len(g2.Log), g2.Log[min(36, len(g2.Log)-1)])
	}
	if lm := g2.LastMove; lm != nil && lm.Step > 37 {
		t.Errorf("the last move marked is step %d, after the step shown", lm.Step)
	}
}

// TestFlagsRefused: a command line that does not go stops the program
// with status 2 and one line that names the mistake (package launch's
// tests go through every one).
func TestFlagsRefused(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-lang", "de"}, `-lang "de": want en or fr`},
		{[]string{"-odds", "dejarik"}, "-odds: Dejarik has no lots: chance plays no part in it (daryon or thayyam)"},
		{[]string{"-room", "K3QX-9TZD", "-server", "ftp://example.org"}, `-server "ftp://example.org": want a URL`},
	}
	for _, tt := range tests {
		stderr, code := run(t, tt.args...)
		if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tt.want) {
			t.Errorf("%v: status %d, stderr %q; want status 2 and one line with %q", tt.args, code, stderr, tt.want)
		}
	}
}

// TestOpenScreensProbe starts the program on the screens the flags open and
// reads its probe: the tutorial and the odds of the lots, each in the
// language asked for.
func TestOpenScreensProbe(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("no display for the game's window (make test runs under xvfb-run)")
		}
		t.Skip("no display")
	}
	tests := []struct {
		args  []string
		scene string
		lang  string
	}{
		{[]string{"-tutorial", "thayyam", "-lang", "fr"}, "tutorial", "fr"},
		{[]string{"-odds", "daryon", "-lang", "en"}, "odds", "en"},
	}
	for _, tt := range tests {
		probe := filepath.Join(t.TempDir(), "probe.json")
		args := append(tt.args, "-probe", probe, "-frames", "3", "-width", "800", "-height", "600")
		if stderr, code := run(t, args...); code != 0 {
			t.Fatalf("%v: status %d: %s", tt.args, code, stderr)
		}
		pr := readProbe(t, probe)
		if pr.Scene != tt.scene || pr.Lang != tt.lang {
			t.Errorf("%v: scene %q in %q, want %q in %q", tt.args, pr.Scene, pr.Lang, tt.scene, tt.lang)
		}
		switch tt.scene {
		case "tutorial":
			if pr.Lesson == nil || pr.Lesson.Index != 0 || pr.Lesson.Count < 3 || pr.Lesson.Title == "" {
				t.Errorf("%v: lesson %+v", tt.args, pr.Lesson)
			}
		case "odds":
			if pr.Odds == nil || len(*pr.Odds) != 7 || (*pr.Odds)[0].Of != 64 {
				t.Errorf("%v: odds %+v", tt.args, pr.Odds)
			}
		}
	}
}

// TestHugeWindow opens the tutorial of Diam, whose board is drawn with
// filled shapes, in a window twice as wide as the graphics' largest image
// here (Mesa's 16,384 pixels, through a shape twice as wide as the screen),
// on a virtual display of its own that large: the game draws on a screen
// no larger than ui.MaxScreenSide, stretched to the window, and does
// not panic.
func TestHugeWindow(t *testing.T) {
	xvfb, err := exec.LookPath("xvfb-run")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("no xvfb-run (make deps installs it)")
		}
		t.Skip("no xvfb-run")
	}
	probe := filepath.Join(t.TempDir(), "probe.json")
	cmd := exec.Command(xvfb, "-a", "-s", "-screen 0 9000x8500x24", os.Args[0],
		"-tutorial", "diam", "-width", "9000", "-height", "8500", "-frames", "5", "-probe", probe)
	cmd.Env = append(os.Environ(), "TABULA_MAIN=1", "HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, tail(string(out), 2000))
	}
	pr := readProbe(t, probe)
	if pr.Scene != "tutorial" || pr.Scale <= 0 || 9000*pr.Scale > float64(ui.MaxScreenSide(0)) {
		t.Errorf("scene %q drawn at the scale %v of the window, want a tutorial within %d pixels", pr.Scene, pr.Scale, ui.MaxScreenSide(0))
	}
}

// readProbe reads the probe the program wrote to path.
func readProbe(t *testing.T, path string) ui.Probe {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var pr ui.Probe
	if err := json.Unmarshal(data, &pr); err != nil {
		t.Fatal(err)
	}
	return pr
}

// tail returns the last n bytes of s.
func tail(s string, n int) string { return s[max(0, len(s)-n):] }

// TestVersion: -version prints the build's version and opens no window.
func TestVersion(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-version")
	cmd.Env = append(os.Environ(), "TABULA_MAIN=1", "DISPLAY=")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if got := string(out); !strings.HasPrefix(got, "tabula devel (commit ") || strings.Count(got, "\n") != 1 {
		t.Errorf("-version printed %q", got)
	}
}

// TestWindowClass: the game's window carries the X11 class that the Linux
// menu entry names (StartupWMClass), as xwininfo reads it while the
// window is open, so that docks tie the window to the entry.
func TestWindowClass(t *testing.T) {
	xwininfo, err := exec.LookPath("xwininfo")
	if err != nil || os.Getenv("DISPLAY") == "" {
		if os.Getenv("CI") != "" {
			t.Fatalf("no xwininfo or no display (make deps installs x11-utils; make test runs in Xvfb): %v", err)
		}
		t.Skip("no xwininfo or no display")
	}
	desktop, err := os.ReadFile(filepath.Join("packaging", "linux", "tabula.desktop"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(desktop), "\nStartupWMClass="+artwork.WindowClass+"\n") {
		t.Errorf("tabula.desktop does not name the class %s:\n%s", artwork.WindowClass, desktop)
	}
	cmd := exec.Command(os.Args[0], "-tutorial", "diam", "-frames", "100000", "-probe", filepath.Join(t.TempDir(), "probe.json"))
	cmd.Env = append(os.Environ(), "TABULA_MAIN=1", "HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	defer func() {
		cmd.Process.Kill()
		<-exited
	}()
	want := fmt.Sprintf(`("%s" "%s")`, artwork.WindowInstance, artwork.WindowClass)
	for {
		out, err := exec.Command(xwininfo, "-root", "-tree").Output()
		if err != nil {
			t.Fatalf("xwininfo: %v", err)
		}
		for _, line := range strings.Split(string(out), "\n") {
			if strings.Contains(line, `"tabula": (`) {
				if !strings.Contains(line, want) {
					t.Fatalf("the window's class: %s, want %s", strings.TrimSpace(line), want)
				}
				return
			}
		}
		select {
		case err := <-exited:
			exited <- err
			t.Fatalf("the game ended (%v) before its window was seen:\n%s", err, out)
		case <-time.After(50 * time.Millisecond):
		}
	}
}
