// Command dist makes tabula's downloads, for every platform, on this
// machine, with no cgo and nothing installed by hand.
//
// Usage:
//
//	go run ./cmd/dist -version v0.3.0 [-out dist] [-only windows,macos,linux,web,server] [-brotli 11] [-sign KEY] [-site URL]
//
// make dist VERSION=v0.3.0 runs it. It writes into -out:
//
//	tabula-VERSION-windows-amd64.zip       tabula.exe (a GUI program with its icon and version information)
//	tabula-VERSION-macos-arm64.zip         Tabula.app (Info.plist, the icon as .icns, the program), sealed ad hoc
//	tabula-VERSION-macos-amd64.zip
//	tabula-VERSION-linux-amd64.tar.gz      the program, a .desktop file, PNG icons, install.sh and uninstall.sh
//	tabula-VERSION-linux-arm64.tar.gz
//	tabula_VERSION-1_amd64.deb             the same as packages, with AppStream metainfo, for Debian and its kin
//	tabula_VERSION-1_arm64.deb
//	tabula-VERSION-1.x86_64.rpm            … and for RPM distributions
//	tabula-VERSION-1.aarch64.rpm
//	tabula-VERSION-web.zip                 the browser game as static files, with its .br and .gz copies
//	tabula-server-VERSION-linux-amd64.tar.gz   cmd/server and cmd/bot, the browser game, a systemd unit
//	tabula-server-VERSION-linux-arm64.tar.gz
//	tabula-server-VERSION-oci.tar          an OCI image of the server and the game, for both processors
//	SHA256SUMS                             the SHA-256 of every file above
//	SHA256SUMS.minisig                     its minisign signature, with -sign (or $TABULA_MINISIGN_KEY)
//
// Each archive holds one folder named as the archive, with a README.txt
// (and SERVER.md), LICENSE (tabula's, the Apache License 2.0) and
// NOTICES.txt: the licence texts of every module its programs link,
// gathered from the module cache, and checked to cover every module that
// go version -m lists of each program (the check fails the run); the
// packages and the image install the same two files. Every program
// answers -version with the version and the commit.
//
// The downloads are reproducible: two runs of the same commit give the
// same bytes. The programs are built with -trimpath and no cgo, and the
// archives list their entries in order, dated at the commit's time, owned
// by root. -only makes some of the downloads (SHA256SUMS then lists those);
// -brotli sets the quality of the browser game's brotli copies (11, the
// smallest, takes a minute; CI uses a lower one). At quality 11 the run
// fails if the game's tabula.wasm.br is over its budget, wasmBudget.
//
// The apps for macOS are sealed ad hoc, which is all that a machine
// without Apple's certificate can do. Whoever holds a Developer ID signs
// and notarizes them with rcodesign: with $TABULA_MACOS_P12 (the
// certificate and key, a PKCS #12 file), $TABULA_MACOS_P12_PASSWORD_FILE
// and, to notarize, $TABULA_NOTARY_KEY (an App Store Connect API key,
// as rcodesign encode-app-store-connect-api-key writes it), make dist
// runs rcodesign sign and rcodesign notary-submit --staple on each app
// before it is zipped.
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "dist:", err)
		os.Exit(1)
	}
}

// kinds are the downloads, in the order they are made.
var kinds = []string{"windows", "macos", "linux", "web", "server"}

// config is what the command line asks.
type config struct {
	version string
	out     string
	only    []string
	brotli  int
	goCmd   string
	site    string // the project's address on the web, for the Linux packages' metainfo
	signKey string // the minisign secret key that signs SHA256SUMS, if any
	module  string // the module's root (default: the go command's, from the current folder)
}

// defaultSite is the address the packages name when -site does not say
// one: where the project's pages are to be published (the metainfo's
// screenshots are SITE/docs/NAME.png).
const defaultSite = "https://tabula.example.org"

func parse(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("dist", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.version, "version", "", "the version of the release, as v0.3.0 (required)")
	fs.StringVar(&c.out, "out", "dist", "the folder to write the archives into")
	only := fs.String("only", strings.Join(kinds, ","), "the archives to make, comma-separated: "+strings.Join(kinds, ", "))
	fs.IntVar(&c.brotli, "brotli", 11, "the quality of the browser game's brotli copies, 1 to 11")
	fs.StringVar(&c.goCmd, "go", "go", "the go command")
	fs.StringVar(&c.signKey, "sign", os.Getenv(envSignKey), "the minisign secret key file that signs SHA256SUMS into SHA256SUMS.minisig (default $"+envSignKey+"; its password in $"+envSignPassword+")")
	fs.StringVar(&c.site, "site", defaultSite, "the project's address on the web, as the Linux packages name it (their screenshots are SITE/docs/NAME.png)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.version == "" {
		return c, errors.New("-version: say which, as -version v0.3.0")
	}
	if _, err := versionNumbers(c.version); err != nil {
		return c, fmt.Errorf("-version: %w", err)
	}
	for _, k := range strings.Split(*only, ",") {
		if !slices.Contains(kinds, k) {
			return c, fmt.Errorf("-only: no archive %q (%s)", k, strings.Join(kinds, ", "))
		}
		if !slices.Contains(c.only, k) {
			c.only = append(c.only, k)
		}
	}
	if c.brotli < 1 || c.brotli > 11 {
		return c, fmt.Errorf("-brotli %d: a quality from 1 to 11", c.brotli)
	}
	return c, nil
}

// release is one run's shared facts: what it is built from, and where.
type release struct {
	config
	commit string    // the commit, with "-dirty" when tracked files differ from it
	date   time.Time // the commit's time: every archive entry's
	b      *builder
	log    func(format string, args ...any)
	web    *pending // the browser game's build, once, for the web and server archives
	made   []string
}

func run(args []string, stderr io.Writer) error {
	c, err := parse(args, stderr)
	if err != nil {
		return err
	}
	if c.module == "" {
		gomod, err := output(c.goCmd, "", "env", "GOMOD")
		if err != nil || gomod == "" || gomod == os.DevNull {
			return fmt.Errorf("run it inside the module (go env GOMOD: %q, %v)", gomod, err)
		}
		c.module = filepath.Dir(gomod)
	}
	r := &release{config: c, log: func(format string, args ...any) { fmt.Fprintf(stderr, format+"\n", args...) }}
	if r.commit, r.date, err = commitOf(c.module); err != nil {
		return err
	}
	work, err := os.MkdirTemp("", "tabula-dist-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	r.b = newBuilder(c.goCmd, c.module, work, c.version, r.commit, r.log)
	if err := os.MkdirAll(c.out, 0o755); err != nil {
		return err
	}
	makers := map[string]func() error{
		"windows": r.windows, "macos": r.macos, "linux": r.linux, "web": r.webArchive, "server": r.server,
	}
	r.startBuilds()
	for _, k := range kinds {
		if slices.Contains(c.only, k) {
			if err := makers[k](); err != nil {
				return fmt.Errorf("%s: %w", k, err)
			}
		}
	}
	return r.sums()
}

// startBuilds starts every build the archives asked for need, so that
// they run a few at once while the first archives are put together.
func (r *release) startBuilds() {
	for _, k := range r.only {
		switch k {
		case "windows":
			r.b.start(target{"windows", "amd64"}, ".", "tabula", windowsGUI)
		case "macos", "linux":
			goos := map[string]string{"macos": "darwin", "linux": "linux"}[k]
			for _, arch := range []string{"arm64", "amd64"} {
				r.b.start(target{goos, arch}, ".", "tabula")
			}
		case "web":
			r.startWeb()
		case "server":
			r.startWeb()
			for _, arch := range []string{"amd64", "arm64"} {
				for _, p := range serverPrograms {
					r.b.start(target{"linux", arch}, p.pkg, p.name)
				}
			}
		}
	}
}

// commitOf returns the commit checked out in dir and its time; the commit
// is marked -dirty when a tracked file differs from it.
func commitOf(dir string) (string, time.Time, error) {
	hash, err := output("git", dir, "rev-parse", "HEAD")
	if err != nil {
		return "", time.Time{}, fmt.Errorf("the commit to build (git rev-parse HEAD): %w", err)
	}
	unix, err := output("git", dir, "log", "-1", "--format=%ct", "HEAD")
	if err != nil {
		return "", time.Time{}, fmt.Errorf("the commit's time: %w", err)
	}
	var sec int64
	if _, err := fmt.Sscan(unix, &sec); err != nil {
		return "", time.Time{}, fmt.Errorf("the commit's time %q: %w", unix, err)
	}
	if changed, err := output("git", dir, "status", "--porcelain", "--untracked-files=no"); err != nil {
		return "", time.Time{}, err
	} else if changed != "" {
		hash += "-dirty"
	}
	return hash, time.Unix(sec, 0).UTC(), nil
}

// output runs a command in dir and returns what it printed, trimmed.
func output(name, dir string, args ...string) (string, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, bytes.TrimSpace(stderr.Bytes()))
	}
	return strings.TrimSpace(string(out)), nil
}

// program is one program in an archive.
type program struct {
	name   string   // its path in the archive
	links  []linked // what go list says it links: the notices are gathered from it
	binary string   // its file, whose modules (go version -m) the notices are checked against; "" for WebAssembly, which go version -m cannot read
}

// program returns the program built from the package pkg for t into the
// file binary, as the archive at name holds it.
func (r *release) program(name string, t target, pkg, binary string) (program, error) {
	links, err := modulesOfPackage(r.goCmd, r.module, t, pkg)
	return program{name: name, links: links, binary: binary}, err
}

// notices returns NOTICES.txt for the programs: the licence texts of
// their modules (and the font's), checked to cover every module each
// program links.
func (r *release) notices(title string, programs ...program) ([]byte, error) {
	var lists [][]linked
	for _, p := range programs {
		lists = append(lists, p.links)
	}
	mods, err := gatherNotices(lists...)
	if err != nil {
		return nil, err
	}
	var notices bytes.Buffer
	if err := writeNotices(&notices, title, r.version, mods); err != nil {
		return nil, err
	}
	for _, p := range programs {
		want := p.links
		if p.binary != "" {
			if want, err = modulesOf(p.binary); err != nil {
				return nil, err
			}
		}
		if err := checkNotices(notices.Bytes(), p.name, want); err != nil {
			return nil, err
		}
	}
	return notices.Bytes(), nil
}

// finish adds the notices of the programs' modules and tabula's licence
// to the archive, and writes it in the format ext.
func (r *release) finish(a *archive, ext, title string, programs ...program) error {
	notices, err := r.notices(title, programs...)
	if err != nil {
		return err
	}
	a.add("NOTICES.txt", notices, false)
	if err := a.addFile("LICENSE", filepath.Join(r.module, "LICENSE"), false); err != nil {
		return err
	}
	name, err := a.write(r.out, ext, r.date)
	if err != nil {
		return err
	}
	r.log("wrote %s", filepath.Join(r.out, name))
	r.made = append(r.made, name)
	return nil
}

func sortedNames[V any](m map[string]V) []string {
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	slices.Sort(names)
	return names
}

// sums writes SHA256SUMS: one line per archive made, as sha256sum -c reads.
func (r *release) sums() error {
	slices.Sort(r.made)
	var b strings.Builder
	for _, name := range r.made {
		data, err := os.ReadFile(filepath.Join(r.out, name))
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		fmt.Fprintf(&b, "%s  %s\n", hex.EncodeToString(sum[:]), name)
	}
	r.log("wrote %s", filepath.Join(r.out, "SHA256SUMS"))
	if err := os.WriteFile(filepath.Join(r.out, "SHA256SUMS"), []byte(b.String()), 0o644); err != nil {
		return err
	}
	if r.signKey == "" {
		// A signature an earlier run left no longer holds.
		if err := os.Remove(filepath.Join(r.out, "SHA256SUMS.minisig")); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		return nil
	}
	pub, err := signSums(r.out, r.signKey, os.Getenv(envSignPassword), r.version)
	if err != nil {
		return err
	}
	r.log("wrote %s, signed by the key %X: minisign -Vm SHA256SUMS -P %s", filepath.Join(r.out, "SHA256SUMS.minisig"), pub.ID(), pub)
	return nil
}
