package main

import (
	"bufio"
	"debug/macho"
	"debug/pe"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/jackmordaunt/icns/v3"
	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"
)

var distDir = flag.String("dist", "", "check the archives already made in this folder (by make dist VERSION=v0.0.0-test) instead of making them")

// testVersion is the version TestDist makes the archives of.
const testVersion = "v0.0.0-test"

// TestDist makes every download as make dist does (with quick brotli
// copies) and checks them: some made again are the same bytes; the eight
// archives and their sums; in each, NOTICES.txt covers every module of
// every program (and the Go toolchain); the Windows program is a GUI
// program with its icon and version; the apps' Info.plist name the
// version and hold programs for their processors; the Linux download
// installs under a PREFIX a menu entry whose Exec runs the game, and
// uninstalls; the programs of this machine's processor answer -version,
// each under its archive's name; the server, started in its unpacked
// folder with no -dir, serves the game.
func TestDist(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-compiles every program (not in -short)")
	}
	dir := *distDir
	pub := ""
	if dir == "" {
		dir = t.TempDir()
		// CI signs with a throwaway key, and checks the signature below.
		key, pubKey := throwawayKey(t)
		pub = pubKey
		if err := run([]string{"-version", testVersion, "-out", dir, "-brotli", "1", "-sign", key}, testLog{t}); err != nil {
			t.Fatal(err)
		}
		// Again, the archives whose content comes from other libraries
		// than the standard one (winres's resources, the icns icon, the
		// brotli copies), which the build cache makes quickly: the same
		// bytes. (The archives' own writing is held to it by
		// TestArchiveSameBytes.)
		again := t.TempDir()
		if err := run([]string{"-version", testVersion, "-out", again, "-brotli", "1", "-only", "windows,macos,web"}, testLog{t}); err != nil {
			t.Fatal(err)
		}
		one, _ := os.ReadFile(filepath.Join(dir, "SHA256SUMS"))
		two, _ := os.ReadFile(filepath.Join(again, "SHA256SUMS"))
		for _, line := range strings.Split(strings.TrimSpace(string(two)), "\n") {
			if !strings.Contains(string(one), line+"\n") {
				t.Errorf("made again, %s differs:\n%s\n%s", line[strings.Index(line, "  ")+2:], one, two)
			}
		}
		if len(strings.Split(strings.TrimSpace(string(two)), "\n")) != 4 {
			t.Errorf("made again: %s", two)
		}
		checkSignature(t, dir, pub)
	}
	sums, err := os.ReadFile(filepath.Join(dir, "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, line := range strings.Split(strings.TrimSpace(string(sums)), "\n") {
		names = append(names, line[strings.Index(line, "  ")+2:])
	}
	want := []string{
		"tabula-0.0.0~test-1.aarch64.rpm",
		"tabula-0.0.0~test-1.x86_64.rpm",
		"tabula-server-" + testVersion + "-linux-amd64.tar.gz",
		"tabula-server-" + testVersion + "-linux-arm64.tar.gz",
		"tabula-server-" + testVersion + "-oci.tar",
		"tabula-" + testVersion + "-linux-amd64.tar.gz",
		"tabula-" + testVersion + "-linux-arm64.tar.gz",
		"tabula-" + testVersion + "-macos-amd64.zip",
		"tabula-" + testVersion + "-macos-arm64.zip",
		"tabula-" + testVersion + "-web.zip",
		"tabula-" + testVersion + "-windows-amd64.zip",
		"tabula_0.0.0~test-1_amd64.deb",
		"tabula_0.0.0~test-1_arm64.deb",
	}
	if !slices.Equal(names, want) {
		t.Fatalf("SHA256SUMS lists\n%s\nwant\n%s", strings.Join(names, "\n"), strings.Join(want, "\n"))
	}
	cmd := exec.Command("sha256sum", "-c", "--quiet", "SHA256SUMS")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("sha256sum -c: %v\n%s", err, out)
	}

	licence, err := os.ReadFile(filepath.Join("..", "..", "LICENSE"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			switch {
			case strings.HasSuffix(name, ".deb"):
				checkDeb(t, filepath.Join(dir, name), licence)
				return
			case strings.HasSuffix(name, ".rpm"):
				checkRPM(t, filepath.Join(dir, name), licence)
				return
			case strings.HasSuffix(name, "-oci.tar"):
				checkImage(t, filepath.Join(dir, name), licence)
				return
			}
			format := "zip"
			if strings.HasSuffix(name, ".tar.gz") {
				format = "tar.gz"
			}
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			l := listArchive(t, format, data)
			root := strings.TrimSuffix(strings.TrimSuffix(name, ".zip"), ".tar.gz") + "/"
			for _, e := range l.entries {
				if !strings.HasPrefix(e, root) {
					t.Errorf("%s is outside the folder %s", e, root)
				}
			}
			unpacked := t.TempDir()
			for p, c := range l.contents {
				if strings.HasSuffix(p, "/") {
					continue
				}
				f := filepath.Join(unpacked, filepath.FromSlash(p))
				os.MkdirAll(filepath.Dir(f), 0o755)
				if err := os.WriteFile(f, []byte(c), 0o755); err != nil {
					t.Fatal(err)
				}
			}
			base := filepath.Join(unpacked, root)
			notices := []byte(l.contents[root+"NOTICES.txt"])
			if l.contents[root+"LICENSE"] != string(licence) {
				t.Error("LICENSE is not the module's")
			}
			programs := checkArchive(t, root, base, l)
			if len(programs) == 0 {
				t.Fatal("no program found in the archive")
			}
			for _, p := range programs {
				var mods []linked
				if strings.HasSuffix(p, ".wasm") {
					mods, err = modulesOfPackage("go", filepath.Join("..", ".."), target{"js", "wasm"}, ".")
				} else {
					mods, err = modulesOf(filepath.Join(base, p))
				}
				if err != nil {
					t.Fatal(err)
				}
				if err := checkNotices(notices, p, mods); err != nil {
					t.Error(err)
				}
			}
		})
	}
}

// checkArchive checks what an archive holds beside its notices and
// returns the programs in it, by path below its folder.
func checkArchive(t *testing.T, root, base string, l listing) []string {
	t.Helper()
	has := func(p string) string {
		t.Helper()
		c, ok := l.contents[root+p]
		if !ok {
			t.Errorf("no %s", p)
		}
		return c
	}
	native := runtime.GOOS == "linux" && runtime.GOARCH == "amd64"
	switch {
	case strings.Contains(root, "-windows-"):
		has("README.txt")
		checkWindowsExe(t, filepath.Join(base, "tabula.exe"))
		return []string{"tabula.exe"}
	case strings.Contains(root, "-macos-"):
		has("README.txt")
		keys := plistKeys(t, []byte(has("Tabula.app/Contents/Info.plist")))
		if keys["CFBundleVersion"] != strings.TrimPrefix(testVersion, "v") || keys["CFBundleShortVersionString"] != "0.0.0" {
			t.Errorf("Info.plist: %v", keys)
		}
		if _, err := icns.Decode(strings.NewReader(has("Tabula.app/Contents/Resources/tabula.icns"))); err != nil {
			t.Errorf("the app's icon: %v", err)
		}
		p := "Tabula.app/Contents/MacOS/tabula"
		f, err := macho.Open(filepath.Join(base, p))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		wantCPU := map[bool]macho.Cpu{true: macho.CpuArm64, false: macho.CpuAmd64}[strings.Contains(root, "arm64")]
		if f.Cpu != wantCPU {
			t.Errorf("the app's program is for %v, want %v", f.Cpu, wantCPU)
		}
		contents := map[string][]byte{}
		for name, c := range l.contents {
			if rel, ok := strings.CutPrefix(name, root+"Tabula.app/Contents/"); ok && !strings.HasSuffix(name, "/") {
				contents[rel] = []byte(c)
			}
		}
		for _, e := range checkSeal(contents, "tabula", bundleID) {
			t.Errorf("the app's seal: %s", e)
		}
		checkSealCatches(t, contents)
		return []string{p}
	case strings.Contains(root, "-web/"):
		for _, f := range []string{"index.html", "tabula.wasm", "tabula.wasm.br", "tabula.wasm.gz", "wasm_exec.js", "sw.js", "build.json", "icon-512.png", "SERVING.txt", "README.txt"} {
			has(f)
		}
		// Made at brotli's quality 1, the download is 1.57 times what a
		// release's quality 11 makes of it (measured: 4,650,051 and
		// 2,950,093 bytes): over this, a release would be over budget.
		if n := len(l.contents[root+"tabula.wasm.br"]); n > wasmBudget*157/100 {
			t.Errorf("tabula.wasm.br at quality 1 is %d bytes: at quality 11 it would be over the budget of %d", n, wasmBudget)
		}
		return []string{"tabula.wasm"}
	case strings.HasPrefix(root, "tabula-server-"):
		has("SERVER.md")
		has("README.txt")
		if !strings.Contains(has("tabula-server.service"), "ExecStart=/usr/local/bin/tabula-server") {
			t.Error("the unit does not start the server")
		}
		has("web/tabula.wasm.br")
		if native && strings.Contains(root, "-amd64") {
			for _, p := range []string{"tabula-server", "tabula-bot"} {
				checkVersion(t, filepath.Join(base, p), p)
			}
			checkServes(t, base)
		}
		return []string{"tabula-server", "tabula-bot", "web/tabula.wasm"}
	case strings.Contains(root, "-linux-"):
		has("README.txt")
		has("tabula.desktop")
		has("icons/256x256/tabula.png")
		if native && strings.Contains(root, "-amd64") {
			checkInstall(t, base, func(t *testing.T, exec string) { checkVersion(t, exec, "tabula") })
		}
		return []string{"tabula"}
	}
	t.Fatalf("no check for %s", root)
	return nil
}

// checkVersion runs a program with -version: it names itself as its
// archive does (tabula, tabula-server, tabula-bot) and the version.
func checkVersion(t *testing.T, program, name string) {
	t.Helper()
	cmd := exec.Command(program, "-version")
	cmd.Env = append(os.Environ(), "DISPLAY=")
	out, err := cmd.Output()
	want := fmt.Sprintf("%s %s (commit ", name, testVersion)
	if err != nil || !strings.HasPrefix(string(out), want) {
		t.Errorf("%s -version: %q, %v; want %q…", path.Base(program), out, err, want)
	}
}

// checkServes starts the server of the unpacked folder base from there
// with no -dir, as its README says, and asks it for the game's page.
func checkServes(t *testing.T, base string) {
	t.Helper()
	cmd := exec.Command("./tabula-server", "-addr", "127.0.0.1:0", "-data", t.TempDir())
	cmd.Dir = base
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
	}()
	r, said := bufio.NewReader(out), ""
	for {
		line, err := r.ReadString('\n')
		said += line
		if err != nil {
			t.Fatalf("tabula-server said %q: %v", said, err)
		}
		if _, rest, ok := strings.Cut(line, "served on http://"); ok {
			addr, _, _ := strings.Cut(rest, "/")
			resp, err := http.Get("http://" + addr + "/")
			if err != nil {
				t.Fatal(err)
			}
			page, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			resolved, _ := filepath.EvalSymlinks(base) // as the server resolves its own path
			if want := "The game: " + filepath.Join(resolved, "web") + "\n"; resp.StatusCode != http.StatusOK || !strings.Contains(string(page), "loader.js") || !strings.HasPrefix(said, want) {
				t.Errorf("tabula-server with no -dir, started in its folder: %s, said %q (want %q first)", resp.Status, said, want)
			}
			return
		}
	}
}

// checkWindowsExe checks that the program is a 64-bit GUI program (no
// console window) with the icon, the version information and the
// manifest.
func checkWindowsExe(t *testing.T, exe string) {
	t.Helper()
	f, err := pe.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok || oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		t.Fatalf("tabula.exe's subsystem: %+v, want the Windows GUI", f.OptionalHeader)
	}
	// Windows 7 and 8 refuse it with a message, rather than run a program
	// whose runtime cannot start.
	if oh.MajorSubsystemVersion != 10 || oh.MinorSubsystemVersion != 0 || oh.MajorOperatingSystemVersion != 10 {
		t.Errorf("tabula.exe is for Windows %d.%d (subsystem %d.%d), want 10.0", oh.MajorOperatingSystemVersion, oh.MinorOperatingSystemVersion, oh.MajorSubsystemVersion, oh.MinorSubsystemVersion)
	}
	r, err := os.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	rs, err := winres.LoadFromEXE(r)
	if err != nil {
		t.Fatalf("tabula.exe's resources: %v", err)
	}
	icon, err := rs.GetIcon(winres.Name("APPICON"))
	if err != nil || icon == nil {
		t.Errorf("tabula.exe's icon: %v", err)
	}
	vi, err := version.FromBytes(rs.Get(winres.RT_VERSION, winres.ID(1), winres.LCIDDefault))
	if err != nil {
		t.Fatalf("tabula.exe's version: %v", err)
	}
	js, err := json.Marshal(vi)
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("%q:%q", version.ProductVersion, testVersion); !strings.Contains(string(js), want) {
		t.Errorf("tabula.exe's version information %s lacks %s", js, want)
	}
	if rs.Get(winres.RT_MANIFEST, winres.ID(1), winres.LCIDDefault) == nil {
		t.Error("tabula.exe has no manifest")
	}
}

type testLog struct{ t *testing.T }

func (l testLog) Write(p []byte) (int, error) {
	l.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}
