package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"tabula/wasm/headless"
)

// TestRun runs a small program in Chromium: its arguments and environment
// reach it, its output comes back line by line, and its exit code is
// returned. In CI a missing Chromium fails it; elsewhere it skips.
func TestRun(t *testing.T) {
	if headless.FindChromium() == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("Chromium is missing: make deps installs it (Debian package chromium)")
		}
		t.Skip("no Chromium on the PATH")
	}
	program := filepath.Join(t.TempDir(), "echo.wasm")
	build := exec.Command("go", "build", "-o", program, "./testdata/echo")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the program: %v\n%s", err, out)
	}
	t.Setenv("WASMEXEC_TEST", "from the host")

	var out bytes.Buffer
	code, err := run(&out, "", program, []string{"3", "-test.v", "two words"})
	if err != nil {
		t.Fatal(err)
	}
	if code != 3 {
		t.Errorf("exit code %d, want 3", code)
	}
	want := "args: 3 -test.v two words\nWASMEXEC_TEST=from the host\n"
	if out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
}
