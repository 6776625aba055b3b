package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"encoding/xml"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tabula/wasm"
)

// TestArchiveSameBytes: the same files added in another order give the
// same bytes, in both formats; entries are in order, folders before what
// they hold, dated at the time given, with the modes asked.
func TestArchiveSameBytes(t *testing.T) {
	when := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	files := []struct {
		name string
		exec bool
	}{{"b/run.sh", true}, {"a.txt", false}, {"b/c/d.png", false}, {"NOTICES.txt", false}}
	build := func(reverse bool) *archive {
		a := newArchive("tabula-v1.0.0-test")
		for i := range files {
			f := files[i]
			if reverse {
				f = files[len(files)-1-i]
			}
			a.add(f.name, []byte("content of "+f.name), f.exec)
		}
		return a
	}
	for _, format := range []string{"zip", "tar.gz"} {
		var one, two bytes.Buffer
		write := func(a *archive, w io.Writer) error {
			if format == "zip" {
				return a.writeZip(w, when)
			}
			return a.writeTarGz(w, when)
		}
		if err := write(build(false), &one); err != nil {
			t.Fatal(err)
		}
		if err := write(build(true), &two); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(one.Bytes(), two.Bytes()) {
			t.Errorf("%s: the same files in another order gave other bytes", format)
		}
		got := listArchive(t, format, one.Bytes())
		want := []string{
			"tabula-v1.0.0-test/ drwxr-xr-x",
			"tabula-v1.0.0-test/NOTICES.txt -rw-r--r--",
			"tabula-v1.0.0-test/a.txt -rw-r--r--",
			"tabula-v1.0.0-test/b/ drwxr-xr-x",
			"tabula-v1.0.0-test/b/c/ drwxr-xr-x",
			"tabula-v1.0.0-test/b/c/d.png -rw-r--r--",
			"tabula-v1.0.0-test/b/run.sh -rwxr-xr-x",
		}
		if strings.Join(got.entries, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s lists\n%s\nwant\n%s", format, strings.Join(got.entries, "\n"), strings.Join(want, "\n"))
		}
		for name, mt := range got.times {
			if !mt.Equal(when) {
				t.Errorf("%s: %s is dated %v, want %v", format, name, mt, when)
			}
		}
		if c := got.contents["tabula-v1.0.0-test/b/run.sh"]; c != "content of b/run.sh" {
			t.Errorf("%s: run.sh holds %q", format, c)
		}
	}
}

type listing struct {
	entries  []string // "path mode"
	times    map[string]time.Time
	contents map[string]string
}

// listArchive reads a zip or tar.gz archive back.
func listArchive(t *testing.T, format string, data []byte) listing {
	t.Helper()
	l := listing{times: map[string]time.Time{}, contents: map[string]string{}}
	if format == "zip" {
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range zr.File {
			l.entries = append(l.entries, f.Name+" "+f.Mode().String())
			l.times[f.Name] = f.Modified
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(rc)
			rc.Close()
			l.contents[f.Name] = string(b)
		}
		return l
	}
	gz, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if h.Uid != 0 || h.Gid != 0 || h.Uname != "root" {
			t.Errorf("%s is owned by %d/%d (%s)", h.Name, h.Uid, h.Gid, h.Uname)
		}
		l.entries = append(l.entries, h.Name+" "+h.FileInfo().Mode().String())
		l.times[h.Name] = h.ModTime
		b, _ := io.ReadAll(tr)
		l.contents[h.Name] = string(b)
	}
	return l
}

// TestVersionNumbers: the four numbers Windows shows, and the versions
// refused.
func TestVersionNumbers(t *testing.T) {
	for _, c := range []struct {
		v    string
		want [4]uint16
		err  string
	}{
		{"v0.3.0", [4]uint16{0, 3, 0, 0}, ""},
		{"v1.2.3-rc.1", [4]uint16{1, 2, 3, 0}, ""},
		{"v0.0.0-test", [4]uint16{0, 0, 0, 0}, ""},
		{"v2.10.4+meta", [4]uint16{2, 10, 4, 0}, ""},
		{"0.3.0", [4]uint16{}, "semantic version"},
		{"v1", [4]uint16{}, "semantic version"},
		{"v70000.0.0", [4]uint16{}, "more than Windows can show"},
	} {
		got, err := versionNumbers(c.v)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v, want one saying %q", c.v, err, c.err)
		case c.err == "" && (err != nil || got != c.want):
			t.Errorf("%s: %v, %v; want %v", c.v, got, err, c.want)
		}
	}
}

// TestFlags: what the command line refuses, with a reason.
func TestFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		err  string
	}{
		{nil, "-version: say which"},
		{[]string{"-version", "1.0"}, "semantic version"},
		{[]string{"-version", "v1.0.0", "-only", "linux,ios"}, `no archive "ios"`},
		{[]string{"-version", "v1.0.0", "-brotli", "12"}, "from 1 to 11"},
		{[]string{"-version", "v1.0.0", "extra"}, `unexpected argument "extra"`},
		{[]string{"-version", "v1.0.0", "-only", "web,linux,web"}, ""},
	} {
		c2, err := parse(c.args, io.Discard)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%q: error %v, want one saying %q", c.args, err, c.err)
		case c.err == "" && (err != nil || strings.Join(c2.only, ",") != "web,linux"):
			t.Errorf("%q: %+v, %v", c.args, c2, err)
		}
	}
}

// TestInfoPlist: the app's Info.plist is well-formed XML and names the
// version, the bundle id, the program and the icon.
func TestInfoPlist(t *testing.T) {
	contents, err := macContents([]byte("binary"), "v1.2.3-rc.1", "abc<&>")
	if err != nil {
		t.Fatal(err)
	}
	keys := plistKeys(t, contents["Info.plist"])
	for k, want := range map[string]string{
		"CFBundleShortVersionString": "1.2.3",
		"CFBundleVersion":            "1.2.3-rc.1",
		"CFBundleIdentifier":         bundleID,
		"CFBundleExecutable":         "tabula",
		"CFBundleIconFile":           "tabula.icns",
		"CFBundleGetInfoString":      "tabula 1.2.3-rc.1, commit abc<&>",
	} {
		if keys[k] != want {
			t.Errorf("%s = %q, want %q", k, keys[k], want)
		}
	}
	if e := contents["MacOS/tabula"]; string(e) != "binary" {
		t.Errorf("the app's program: %q", e)
	}
	if icon := contents["Resources/tabula.icns"]; !bytes.HasPrefix(icon, []byte("icns")) {
		t.Errorf("the icon starts %q, want an icns file", icon[:min(8, len(icon))])
	}
}

// plistKeys reads the string values of a plist's top dictionary.
func plistKeys(t *testing.T, plist []byte) map[string]string {
	t.Helper()
	var doc struct {
		Dict struct {
			Items []struct {
				XMLName xml.Name
				Value   string `xml:",chardata"`
			} `xml:",any"`
		} `xml:"dict"`
	}
	if err := xml.Unmarshal(plist, &doc); err != nil {
		t.Fatalf("Info.plist: %v\n%s", err, plist)
	}
	keys := map[string]string{}
	items := doc.Dict.Items
	for i := 0; i+1 < len(items); i++ {
		if items[i].XMLName.Local == "key" {
			keys[items[i].Value] = items[i+1].Value
		}
	}
	return keys
}

// TestNotices: the licences found in a module for the packages linked
// (at its root and on the way down to each package, not elsewhere), the
// notices written, and the check that fails when a module of the list
// has no text there.
func TestNotices(t *testing.T) {
	dir := t.TempDir()
	mit := "MIT License\n\nCopyright (c) 2020 Someone\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the \"Software\"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions:\n\nThe above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.\n\nTHE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.\n"
	for name, text := range map[string]string{
		"LICENSE":                       mit,
		"LICENSE-SIL":                   "fonts",
		"README.md":                     "not a licence",
		"port/glfw/LICENSE.md":          "the port's licence",
		"port/glfw/glfw.go":             "package glfw",
		"internal/licensed/NOTICE":      "a notice above a package",
		"internal/licensed/sub/x.go":    "package sub",
		"examples/resources/LICENSE":    "pictures that no program links",
		"examples/resources/OFL.txt":    "fonts that no program links",
		"testdata/LICENSE":              mit,
		"internal/unlinked/COPYING":     mit,
		"internal/unlinked/unlinked.go": "package unlinked",
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ls, err := findLicences(dir, []string{".", "port/glfw", "internal/licensed/sub"})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, l := range ls {
		names = append(names, l.name)
	}
	if got, want := strings.Join(names, " "), "LICENSE LICENSE-SIL internal/licensed/NOTICE port/glfw/LICENSE.md"; got != want {
		t.Errorf("found %s, want %s", got, want)
	}
	if len(ls) == 0 || strings.Join(ls[0].ids, ",") != "MIT" {
		t.Errorf("LICENSE recognised as %v, want MIT", ls)
	}
	if root, _ := findLicences(dir, []string{"."}); len(root) != 2 {
		t.Errorf("for the root package alone: %d texts, want 2", len(root))
	}
	if _, err := gatherNotices([]linked{{Path: "example.org/bare", Version: "v1.0.0", dir: filepath.Join(dir, "port"), pkgs: []string{"."}}}); err == nil || !strings.Contains(err.Error(), "example.org/bare v1.0.0") {
		t.Errorf("a module with no licence text: %v", err)
	}

	mods := []linked{{Path: toolchainModule, Version: "go1.26.8", licences: ls[:1]}, {Path: "example.org/a", Version: "v1.0.0", licences: ls}}
	var notices bytes.Buffer
	if err := writeNotices(&notices, "tabula", "v1.0.0", mods); err != nil {
		t.Fatal(err)
	}
	if err := checkNotices(notices.Bytes(), "prog", mods); err != nil {
		t.Errorf("the notices written fail their own check: %v", err)
	}
	more := append(mods, linked{Path: "example.org/b", Version: "v0.1.0"})
	if err := checkNotices(notices.Bytes(), "prog", more); err == nil || !strings.Contains(err.Error(), "example.org/b v0.1.0") {
		t.Errorf("a module left out: %v", err)
	}
	newer := []linked{{Path: "example.org/a", Version: "v1.0.1"}}
	if err := checkNotices(notices.Bytes(), "prog", newer); err == nil {
		t.Error("another version of a module passed the check")
	}
	for _, want := range []string{"tabula v1.0.0: notices", "Tabula Sans", "Reserved Font Name Liberation", "SIL OPEN FONT LICENSE Version 1.1", "example.org/a v1.0.0  MIT", "Module: example.org/a v1.0.0\n", "--- LICENSE (MIT) ---", "Permission is hereby granted"} {
		if !strings.Contains(notices.String(), want) {
			t.Errorf("the notices lack %q", want)
		}
	}
}

// TestServingNote: the web download's note gives every type and every
// security header that the project's own server sends.
func TestServingNote(t *testing.T) {
	note := servingNote("v1.0.0", nil)
	for ext, typ := range wasm.ContentTypes() {
		if !strings.Contains(note, ext) || !strings.Contains(note, typ) {
			t.Errorf("the note lacks %s %s", ext, typ)
		}
	}
	for k := range wasm.SecurityHeaders() {
		if want := k + ": " + wasm.SecurityHeaders().Get(k); !strings.Contains(note, want) {
			t.Errorf("the note lacks %q", want)
		}
	}
}

// TestSystemdUnit: systemd reads the server's unit without a complaint
// (systemd-analyze verify, where systemd is; it needs the program to
// exist, so a stand-in takes its place).
func TestSystemdUnit(t *testing.T) {
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Skip("no systemd-analyze here")
	}
	unit, err := os.ReadFile(filepath.Join("..", "..", "packaging", "server", "tabula-server.service"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(unit, []byte("ExecStart=/usr/local/bin/tabula-server ")) {
		t.Fatal("the unit does not start /usr/local/bin/tabula-server")
	}
	for _, want := range []string{"DynamicUser=yes", "StateDirectory=tabula", "-data /var/lib/tabula/", "Restart=on-failure", "NoNewPrivileges=yes", "ProtectSystem=strict"} {
		if !bytes.Contains(unit, []byte(want)) {
			t.Errorf("the unit lacks %s", want)
		}
	}
	stand := filepath.Join(t.TempDir(), "tabula-server")
	if err := os.WriteFile(stand, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "tabula-server.service")
	if err := os.WriteFile(path, bytes.ReplaceAll(unit, []byte("/usr/local/bin/tabula-server"), []byte(stand)), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(analyze, "verify", path).CombinedOutput(); err != nil || len(bytes.TrimSpace(out)) > 0 {
		t.Errorf("systemd-analyze verify: %v\n%s", err, out)
	}
}

// TestLinuxInstall: install.sh with PREFIX puts the program, its icons
// and a menu entry whose Exec runs it under the prefix, refuses a prefix
// a menu entry cannot hold, and uninstall.sh removes every file it put
// there, and the folders it left empty. A stand-in takes the program's
// place (TestDist runs the real one).
func TestLinuxInstall(t *testing.T) {
	a := newArchive("tabula-v1.0.0-linux-amd64")
	a.add("tabula", []byte("#!/bin/sh\necho \"stand-in $*\"\n"), true)
	a.add("README.txt", []byte("readme"), false)
	a.add("NOTICES.txt", []byte("notices"), false)
	if err := linuxDesktop(a, filepath.Join("..", "..")); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, e := range a.files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, e.data, mode("", e).Perm()); err != nil {
			t.Fatal(err)
		}
	}
	checkInstall(t, dir, func(t *testing.T, exec string) {
		if out, err := runOut(exec, "-version"); err != nil || out != "stand-in -version\n" {
			t.Errorf("the menu's Exec ran: %q, %v", out, err)
		}
	})

	// Run by sudo with the PREFIX before it (which sudo drops), it
	// refuses, and says how.
	if os.Geteuid() == 0 {
		home := t.TempDir()
		cmd := exec.Command("sh", filepath.Join(dir, "install.sh"))
		cmd.Env = append(os.Environ(), "PREFIX=", "SUDO_USER=someone", "HOME="+home)
		if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), "sudo env PREFIX=/usr/local sh install.sh") {
			t.Errorf("install.sh by sudo without PREFIX: %v, %s", err, out)
		}
		if entries, _ := os.ReadDir(home); len(entries) > 0 {
			t.Errorf("install.sh refused, but wrote into %s", home)
		}
	}

	bad := filepath.Join(t.TempDir(), "100%")
	cmd := exec.Command("sh", filepath.Join(dir, "install.sh"))
	cmd.Env = append(os.Environ(), "PREFIX="+bad)
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), "PREFIX may not hold") {
		t.Errorf("install.sh under %s: %v, %s", bad, err, out)
	}
	if _, err := os.Stat(bad); err == nil {
		t.Error("install.sh refused a prefix but wrote into it")
	}
}

// checkInstall installs the unpacked Linux download in dir under a new
// prefix with a space in its name, checks what is there, runs the menu
// entry's program through check, and uninstalls.
func checkInstall(t *testing.T, dir string, check func(t *testing.T, exec string)) {
	t.Helper()
	prefix := filepath.Join(t.TempDir(), "my games")
	if err := os.MkdirAll(filepath.Join(prefix, "share", "applications"), 0o755); err != nil {
		t.Fatal(err)
	}
	// Something of someone else's, which uninstall.sh must leave.
	other := filepath.Join(prefix, "share", "applications", "other.desktop")
	if err := os.WriteFile(other, []byte("[Desktop Entry]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("sh", filepath.Join(dir, "install.sh"))
	cmd.Env = append(os.Environ(), "PREFIX="+prefix)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("install.sh: %v\n%s", err, out)
	}
	for _, f := range []string{"bin/tabula", "share/icons/hicolor/48x48/apps/tabula.png", "share/icons/hicolor/512x512/apps/tabula.png", "share/doc/tabula/NOTICES.txt", "share/tabula/uninstall.sh"} {
		if _, err := os.Stat(filepath.Join(prefix, f)); err != nil {
			t.Errorf("installed: %v", err)
		}
	}
	desktop, err := os.ReadFile(filepath.Join(prefix, "share", "applications", "tabula.desktop"))
	if err != nil {
		t.Fatal(err)
	}
	var execLine string
	for _, line := range strings.Split(string(desktop), "\n") {
		if v, ok := strings.CutPrefix(line, "Exec="); ok {
			if execLine != "" {
				t.Errorf("two Exec lines in\n%s", desktop)
			}
			execLine = v
		}
	}
	want := `"` + filepath.Join(prefix, "bin", "tabula") + `"`
	if execLine != want {
		t.Fatalf("Exec=%s, want Exec=%s", execLine, want)
	}
	if validate, err := exec.LookPath("desktop-file-validate"); err == nil {
		if out, err := exec.Command(validate, filepath.Join(prefix, "share", "applications", "tabula.desktop")).CombinedOutput(); err != nil || len(out) > 0 {
			t.Errorf("desktop-file-validate: %v\n%s", err, out)
		}
	} else if os.Getenv("CI") != "" {
		t.Error("desktop-file-validate is missing: make deps installs it (Debian package desktop-file-utils)")
	}
	check(t, strings.Trim(execLine, `"`))

	// The installed copy of uninstall.sh finds its prefix by itself.
	if out, err := exec.Command("sh", filepath.Join(prefix, "share", "tabula", "uninstall.sh")).CombinedOutput(); err != nil {
		t.Fatalf("uninstall.sh: %v\n%s", err, out)
	}
	var left []string
	filepath.WalkDir(prefix, func(p string, d os.DirEntry, err error) error {
		if err == nil && p != prefix {
			left = append(left, strings.TrimPrefix(p, prefix+"/"))
		}
		return err
	})
	if got := strings.Join(left, " "); got != "share share/applications share/applications/other.desktop" {
		t.Errorf("after uninstall.sh the prefix holds %s", got)
	}
}

func runOut(name string, args ...string) (string, error) {
	out, err := exec.Command(name, args...).Output()
	return string(out), err
}
