package wasm

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/andybalholm/brotli"

	"tabula/games"
	"tabula/rules/ai"
)

// PageFiles are the page's own files, checked in beside this package.
var PageFiles = []string{"index.html", "style.css", "loader.js", "sw.js", "manifest.webmanifest", "favicon.png", "icon-192.png", "icon-512.png"}

// NotInlined are the packages compiled without inlining (-gcflags=-l) in
// the browser's build: what runs once, at start-up or when a person acts —
// the engine's shader compiler (go/..., text/template, its shader
// packages) and gamepad database, the formats, the fonts' tables, the
// sounds' synthesis, the screens' logic, the words, the sessions and
// saves, the list of the games, the odds, the analysis's bookkeeping —
// never in a loop of the
// rules, the AI, the physics or the drawing, which keep it. Inlined, a
// small function is copied into every caller: the module is 0.2 MB larger
// once compressed with brotli (3.16 MB instead of 2.95, measured in
// BENCHMARKS.md), for calls that cost nanoseconds where they are made
// once a frame or less. Some of these packages are pure (make wasmtest
// tests them as WebAssembly, inlined): they are compiled twice by make
// test, a few seconds, for some 50 KB of brotli that the budget needed
// once the analysis screens came.
var NotInlined = []string{
	"go/...", "text/...", "regexp/...", "encoding/...", "fmt", "reflect", "log/...", "archive/...", "net/...", "os/...", "flag",
	"github.com/skip2/go-qrcode/...",
	"tabula", "tabula/scenes/...", "tabula/launch", "tabula/online/remote", "tabula/fetch", "tabula/version",
	"tabula/help/...", "tabula/lang", "tabula/session", "tabula/save", "tabula/rules/ai/analysis", "tabula/online", "tabula/odds", "tabula/games/...",
	"math/big", "compress/...", "image/png", "strconv", "time",
	"tabula/audio", "golang.org/x/text/...", "golang.org/x/image/font/...",
	"github.com/hajimehoshi/ebiten/v2/internal/shader...", "github.com/hajimehoshi/ebiten/v2/internal/gamepaddb",
	"github.com/hajimehoshi/ebiten/v2/internal/builtinshader", "github.com/hajimehoshi/ebiten/v2/internal/legacyshader",
	// The standard library's plumbing (hashes and ciphers for the fair
	// lots, text and byte scanning, errors, paths, the system's calls and
	// locks), the engine's loop and input state, run a few times a frame
	// or a throw; and the WebSocket's messages: 29 KB of brotli that the
	// budget needed once every screen fitted (issue 42).
	"crypto/...", "hash/...", "unicode/...", "bufio", "bytes", "io/...", "errors", "path/...", "context", "mime/...", "sync/...", "syscall/...",
	"internal/fmtsort", "internal/poll", "internal/reflectlite", "internal/godebug", "internal/syscall/...", "internal/filepathlite", "internal/bisect",
	"internal/sync", "internal/stringslite", "internal/itoa", "internal/oserror", "internal/testlog", "internal/sysinfo",
	"github.com/hajimehoshi/ebiten/v2/internal/ui", "github.com/hajimehoshi/ebiten/v2/internal/inputstate", "github.com/coder/websocket/...",
}

// Info is build.json: what the loading screen and the service worker need
// to know of a build.
type Info struct {
	Version string `json:"version"` // a digest of every file: changes with any of them
	Size    int64  `json:"size"`    // tabula.wasm's size, for the progress bar
	Go      string `json:"go"`      // the toolchain that compiled it
}

// Options say how to build.
type Options struct {
	Go      string   // the go command (default "go")
	Module  string   // the module's root folder, where main.go is (default ".")
	Page    string   // the folder of PageFiles (default Module/wasm)
	Out     string   // where the build goes (default Page)
	Extra   []File   // more files to serve, written into Out
	Brotli  int      // the brotli quality, 0..11 (default 11: slow to make, smallest to download)
	LDFlags string   // more flags for the linker, after -s -w: the version (cmd/dist)
	Env     []string // more environment for go build, after the process's
	Verbose io.Writer
}

// File is a file to serve beside the game: a solved game's table, a race
// game's learned value.
type File struct {
	Name string
	Data []byte
}

// Tables returns the files that the computer players read and the browser
// fetches beside the game when a game first needs one: the solved games'
// tables and the race games' learned values. The program that calls it
// has them built in.
func Tables() []File {
	var out []File
	for _, g := range games.All {
		if sol := g.Solution(); sol != nil && sol.Embedded != nil {
			if data := sol.Embedded(); data != nil {
				out = append(out, File{Name: sol.File, Data: data})
			}
		}
		if t := ai.TableOf(g.AI); t != nil && t.BuiltIn() != nil {
			out = append(out, File{Name: t.File(), Data: t.BuiltIn()})
		}
	}
	return out
}

// Build compiles the game to WebAssembly into o.Out as tabula.wasm, copies
// wasm_exec.js from the toolchain that compiled it, the page files (when
// Out is not Page) and the extra files, writes build.json, and
// precompresses everything that compresses.
func Build(o Options) (Info, error) {
	o.setDefaults()
	say := func(format string, args ...any) {
		if o.Verbose != nil {
			fmt.Fprintf(o.Verbose, format+"\n", args...)
		}
	}
	if err := os.MkdirAll(o.Out, 0o755); err != nil {
		return Info{}, err
	}
	wasmPath, err := filepath.Abs(filepath.Join(o.Out, "tabula.wasm"))
	if err != nil {
		return Info{}, err
	}
	say("compiling the game to WebAssembly…")
	if err := compile(o, wasmPath); err != nil {
		return Info{}, err
	}
	goroot, goVersion, err := toolchain(o.Go, o.Module)
	if err != nil {
		return Info{}, err
	}
	files, err := placeFiles(o, goroot)
	if err != nil {
		return Info{}, err
	}
	info, err := writeInfo(o.Out, files, wasmPath, goVersion)
	if err != nil {
		return Info{}, err
	}
	files = append(files, "build.json")
	for _, f := range files {
		if !compressible(f) {
			continue
		}
		say("compressing %s…", f)
		if err := Compress(filepath.Join(o.Out, f), o.Brotli); err != nil {
			return Info{}, err
		}
	}
	return info, nil
}

// setDefaults fills the options left empty: the go command on the path,
// the module in the current folder, its wasm folder as the page and the
// output, and brotli's best quality.
func (o *Options) setDefaults() {
	if o.Go == "" {
		o.Go = "go"
	}
	if o.Module == "" {
		o.Module = "."
	}
	if o.Page == "" {
		o.Page = filepath.Join(o.Module, "wasm")
	}
	if o.Out == "" {
		o.Out = o.Page
	}
	if o.Brotli == 0 {
		o.Brotli = 11
	}
}

// compile builds the module's game for js/wasm into wasmPath, stripped,
// with the packages of NotInlined compiled without inlining.
func compile(o Options, wasmPath string) error {
	args := []string{"build", "-trimpath", "-ldflags=" + strings.TrimSpace("-s -w "+o.LDFlags)}
	for _, p := range NotInlined {
		args = append(args, "-gcflags="+p+"=-l")
	}
	cmd := exec.Command(o.Go, append(args, "-o", wasmPath, ".")...)
	cmd.Dir = o.Module
	cmd.Env = append(append(os.Environ(), o.Env...), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %v\n%s", err, out)
	}
	return nil
}

// placeFiles copies wasm_exec.js from the toolchain in goroot and the page
// files (when the output is not the page's folder) into o.Out, writes the
// extra files there, and returns the names of every file served, the game
// included.
func placeFiles(o Options, goroot string) ([]string, error) {
	copies := map[string]string{"wasm_exec.js": filepath.Join(goroot, "lib", "wasm", "wasm_exec.js")}
	if same, _ := sameDir(o.Page, o.Out); !same {
		for _, f := range PageFiles {
			copies[f] = filepath.Join(o.Page, f)
		}
	}
	for _, name := range sortedKeys(copies) {
		if err := copyFile(copies[name], filepath.Join(o.Out, name)); err != nil {
			return nil, err
		}
	}
	files := append(slices.Clone(PageFiles), "wasm_exec.js", "tabula.wasm")
	for _, f := range o.Extra {
		if err := os.WriteFile(filepath.Join(o.Out, f.Name), f.Data, 0o644); err != nil {
			return nil, err
		}
		files = append(files, f.Name)
	}
	return files, nil
}

// writeInfo writes build.json into out: the version (a hash of the names,
// sizes and bytes of files), the size of the game at wasmPath and the Go
// that compiled it.
func writeInfo(out string, files []string, wasmPath, goVersion string) (Info, error) {
	sum := sha256.New()
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(out, f))
		if err != nil {
			return Info{}, err
		}
		fmt.Fprintf(sum, "%s %d\n", f, len(b))
		sum.Write(b)
	}
	st, err := os.Stat(wasmPath)
	if err != nil {
		return Info{}, err
	}
	info := Info{Version: hex.EncodeToString(sum.Sum(nil))[:16], Size: st.Size(), Go: goVersion}
	b, err := json.MarshalIndent(info, "", "  ")
	if err != nil {
		return Info{}, err
	}
	return info, os.WriteFile(filepath.Join(out, "build.json"), append(b, '\n'), 0o644)
}

// toolchain returns the GOROOT and the version of the go command.
func toolchain(goCmd, dir string) (goroot, version string, err error) {
	cmd := exec.Command(goCmd, "env", "GOROOT", "GOVERSION")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return "", "", fmt.Errorf("go env: %w", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 2 {
		return "", "", fmt.Errorf("go env GOROOT GOVERSION printed %q", out)
	}
	return lines[0], lines[1], nil
}

func sameDir(a, b string) (bool, error) {
	sa, err := os.Stat(a)
	if err != nil {
		return false, err
	}
	sb, err := os.Stat(b)
	if err != nil {
		return false, err
	}
	return os.SameFile(sa, sb), nil
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return writeAtomic(to, b)
}

// writeAtomic writes through a temporary file and a rename, so that a
// server reading the folder never sends half a file.
func writeAtomic(path string, b []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(b)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// compressible reports whether a file is worth precompressing: text,
// WebAssembly and the learned values (about half their size), not the PNG
// icons nor Dejarik's table, which are compressed already (a second pass
// makes them larger).
func compressible(name string) bool {
	switch filepath.Ext(name) {
	case ".png", ".tbl":
		return false
	}
	_, ok := contentTypes[filepath.Ext(name)]
	return ok
}

// Compress writes path.gz (gzip, best compression) and path.br (brotli at
// the quality) beside the file.
func Compress(path string, quality int) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var gz bytes.Buffer
	zw, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		return err
	}
	zw.Write(b)
	if err := zw.Close(); err != nil {
		return err
	}
	if err := writeAtomic(path+".gz", gz.Bytes()); err != nil {
		return err
	}
	var br bytes.Buffer
	bw := brotli.NewWriterOptions(&br, brotli.WriterOptions{Quality: quality, LGWin: 24})
	bw.Write(b)
	if err := bw.Close(); err != nil {
		return err
	}
	return writeAtomic(path+".br", br.Bytes())
}
