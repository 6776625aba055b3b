package mobile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabula/save"
)

// TestNewApp starts the game as a phone would, with a data folder, and
// checks that it opens on the title screen and keeps its settings there.
func TestNewApp(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "files")
	app := newApp(dir, "")
	if pr := app.Probe(); pr.Scene != "title" || pr.Notice != "" {
		t.Fatalf("the game opens on %q with notice %q", pr.Scene, pr.Notice)
	}
	if err := save.SaveSettings(save.Dir(dir), save.DefaultSettings); err != nil {
		t.Fatalf("the data folder does not keep settings: %v", err)
	}
}

// TestNewAppUnusableFolder checks that a data folder that cannot be made
// does not stop the game: it says that games cannot be saved.
func TestNewAppUnusableFolder(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	app := newApp(filepath.Join(file, "below"), "")
	pr := app.Probe()
	if pr.Scene != "title" || !strings.Contains(pr.Notice, "cannot be saved") {
		t.Fatalf("scene %q, notice %q", pr.Scene, pr.Notice)
	}
}
