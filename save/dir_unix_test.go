//go:build unix

package save

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestOddSavesAreKeptAside puts in place of the saved game what a save must
// never be read as: a named pipe (reading it would wait for a writer
// forever), a folder, a device, a file over MaxFile (it would be read
// whole), a symbolic link that loops (unreadable, even by root). Loading
// refuses each at once and moves it aside under a name of its own, the
// title's notice says why, and the next game is saved and read back.
func TestOddSavesAreKeptAside(t *testing.T) {
	tests := []struct {
		name   string
		make   func(path string) error
		reason string
	}{
		{"named pipe", func(p string) error { return syscall.Mkfifo(p, 0o644) }, "it is a named pipe, not a file"},
		{"folder", func(p string) error { return os.MkdirAll(filepath.Join(p, "inside"), 0o755) }, "it is a folder, not a file"},
		{"device", func(p string) error { return os.Symlink("/dev/zero", p) }, "it is a device, not a file"},
		{"too large", func(p string) error {
			f, err := os.Create(p)
			if err != nil {
				return err
			}
			defer f.Close()
			return f.Truncate(200 << 20) // sparse: 200 MB that take no room
		}, "it is larger than 4 MB"},
		{"loop", func(p string) error { return os.Symlink(filepath.Base(p), p) }, "too many levels of symbolic links"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := Dir(t.TempDir())
			if err := tt.make(dir.path(GameFile)); err != nil {
				t.Skip(err)
			}
			done := make(chan error, 1)
			go func() { _, err := LoadGame(dir, allRules); done <- err }()
			var err error
			select {
			case err = <-done:
			case <-time.After(10 * time.Second): // a bound on a failure, not a wait
				t.Fatal("loading the save hangs")
			}
			var ce *CorruptError
			if !errors.As(err, &ce) || !strings.Contains(ce.Reason, tt.reason) || ce.KeptAs != "game.bad-1.json" {
				t.Fatalf("loading: %v, want it kept aside as game.bad-1.json because %s", err, tt.reason)
			}
			if _, err := os.Lstat(dir.path("game.bad-1.json")); err != nil {
				t.Errorf("nothing kept aside: %v", err)
			}
			if _, err := os.Lstat(dir.path(GameFile)); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the odd save is still in the way: %v", err)
			}
			g, s := aGame(t)
			if err := SaveGame(dir, g); err != nil {
				t.Fatal(err)
			}
			if got, err := LoadGame(dir, allRules); err != nil || got.History.State().Key() != s.Key() {
				t.Errorf("the next game: %v", err)
			}
		})
	}
}

// TestOddSettingsAreKeptAside: settings that are a named pipe give the
// defaults at once and are kept aside.
func TestOddSettingsAreKeptAside(t *testing.T) {
	dir := Dir(t.TempDir())
	if err := syscall.Mkfifo(dir.path(SettingsFile), 0o644); err != nil {
		t.Skip(err)
	}
	s, err := LoadSettings(dir)
	var ce *CorruptError
	if s != DefaultSettings || !errors.As(err, &ce) || ce.KeptAs != "settings.bad-1.json" {
		t.Errorf("settings %+v, %v; want the defaults, kept aside as settings.bad-1.json", s, err)
	}
}

// TestFailedWriteKeepsTheOldAndNoTemporary: a write whose rename fails
// (a folder holds the name) leaves the folder as it was, without its
// temporary file, and says so.
func TestFailedWriteKeepsTheOldAndNoTemporary(t *testing.T) {
	dir := Dir(t.TempDir())
	if err := os.MkdirAll(filepath.Join(dir.path("x.json"), "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := dir.Write("x.json", []byte("{}")); err == nil {
		t.Fatal("a write over a folder did not fail")
	}
	entries, _ := os.ReadDir(string(dir))
	if len(entries) != 1 || entries[0].Name() != "x.json" || !entries[0].IsDir() {
		t.Errorf("after the failed write: %v", entries)
	}
}

// TestSweep removes the temporary files a killed write left, a minute old
// or more, and nothing else.
func TestSweep(t *testing.T) {
	dir := Dir(t.TempDir())
	old := time.Now().Add(-2 * time.Minute)
	files := map[string]bool{ // name: swept
		".game.json.123.tmp":     true,
		".settings.json.456.tmp": true,
		".game.json.789.tmp":     false, // fresh: another copy of the game may be writing it
		"game.json":              false,
		"notes.tmp":              false,
		".hidden":                false,
	}
	for name, swept := range files {
		if err := os.WriteFile(dir.path(name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if swept || name != ".game.json.789.tmp" {
			os.Chtimes(dir.path(name), old, old)
		}
	}
	n, err := dir.Sweep()
	if err != nil || n != 2 {
		t.Errorf("swept %d, %v; want 2", n, err)
	}
	for name, swept := range files {
		if _, err := os.Stat(dir.path(name)); (err == nil) == swept {
			t.Errorf("%s: swept %v, want %v", name, err != nil, swept)
		}
	}
	if n, err := Dir(filepath.Join(string(dir), "none")).Sweep(); n != 0 || err != nil {
		t.Errorf("a folder not made yet: %d, %v", n, err)
	}
}
