package main

import (
	"bytes"
	"cmp"
	"debug/buildinfo"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/google/licensecheck"

	"tabula/sprites/fonts"
)

// A linked module: one whose packages a program links, or the Go
// toolchain itself, whose runtime and standard library every program
// holds.
type linked struct {
	Path, Version string
	dir           string    // where its files are: the module cache, or GOROOT
	pkgs          []string  // the folders of its packages linked, relative to dir
	licences      []licence // its licence texts, by path inside it
}

// A licence text found in a module.
type licence struct {
	name string   // its path inside the module, as LICENSE or internal/glfw/LICENSE.md
	text []byte   // as its authors wrote it
	ids  []string // the licences recognised in it, as BSD-3-Clause
}

// toolchainModule is the name the notices give the Go toolchain.
const toolchainModule = "go"

// licenceFile matches the names of the files that hold a licence or a
// notice that must travel with the code: LICENSE, LICENCE.md, COPYING,
// NOTICE, PATENTS, LICENSE-SIL, COPYRIGHT.txt…
var licenceFile = regexp.MustCompile(`(?i)^(licen[cs]e|copying|copyright|notice|patents|unlicense)([-._][^/]*)?$`)

// modulesOf returns what a binary links, as go version -m reads it: the
// toolchain, then every module it depends on (a replaced module as its
// replacement), without the main module (tabula's own code).
func modulesOf(binary string) ([]linked, error) {
	info, err := buildinfo.ReadFile(binary)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", binary, err)
	}
	out := []linked{{Path: toolchainModule, Version: info.GoVersion}}
	for _, d := range info.Deps {
		if d.Replace != nil {
			d = d.Replace
		}
		out = append(out, linked{Path: d.Path, Version: d.Version})
	}
	return out, nil
}

// modulesOfPackage returns what the package pkg links when built for t,
// as go list -deps lists it: the toolchain, then each module (a replaced
// one as its replacement) with the folders of its packages that are
// linked. It is what go build records in the binary, which checkNotices
// holds it to, and it says more: which packages of a module are in.
func modulesOfPackage(goCmd, module string, t target, pkg string) ([]linked, error) {
	cmd := exec.Command(goCmd, "list", "-deps", "-f",
		"{{with .Module}}{{if not .Main}}{{with .Replace}}{{.Path}}\t{{.Version}}\t{{.Dir}}{{else}}{{.Path}}\t{{.Version}}\t{{.Dir}}{{end}}\t{{$.Dir}}{{end}}{{end}}", pkg)
	cmd.Dir = module
	cmd.Env = append(os.Environ(), "GOOS="+t.goos, "GOARCH="+t.goarch, "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list %s for %s: %v\n%s", pkg, t.name(), err, stderr.Bytes())
	}
	env, err := output(goCmd, module, "env", "GOVERSION", "GOROOT")
	if err != nil {
		return nil, err
	}
	gover, goroot, _ := strings.Cut(env, "\n")
	mods := []linked{{Path: toolchainModule, Version: gover, dir: goroot, pkgs: []string{"."}}}
	index := map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			continue
		}
		rel, err := filepath.Rel(f[2], f[3])
		if err != nil || strings.HasPrefix(rel, "..") {
			return nil, fmt.Errorf("go list: the package folder %s is not in its module's %s", f[3], f[2])
		}
		key := f[0] + "@" + f[1]
		i, ok := index[key]
		if !ok {
			i = len(mods)
			index[key] = i
			mods = append(mods, linked{Path: f[0], Version: f[1], dir: f[2]})
		}
		mods[i].pkgs = append(mods[i].pkgs, filepath.ToSlash(rel))
	}
	return mods, nil
}

// gatherNotices finds the licence texts of every module of the lists
// (from modulesOfPackage): in its folder and in the folders between it and
// each package linked, so that a port carried inside a module brings its
// original licence (the engine's window layer, GLFW's), and what a module
// holds but the programs do not link (its examples, their pictures and
// fonts) brings none. A module with no licence text, or none that
// licensecheck recognises, is an error: what cannot be shown to be
// licensed is not shipped.
func gatherNotices(lists ...[]linked) ([]linked, error) {
	index := map[string]int{}
	var mods []linked
	for _, ms := range lists {
		for _, m := range ms {
			key := m.Path + "@" + m.Version
			i, ok := index[key]
			if !ok {
				i = len(mods)
				index[key] = i
				m.pkgs = slices.Clone(m.pkgs)
				mods = append(mods, m)
				continue
			}
			mods[i].pkgs = append(mods[i].pkgs, m.pkgs...)
		}
	}
	slices.SortFunc(mods, func(a, b linked) int { // the toolchain first, then by path
		if ta, tb := a.Path == toolchainModule, b.Path == toolchainModule; ta != tb {
			if ta {
				return -1
			}
			return 1
		}
		return cmp.Or(strings.Compare(a.Path, b.Path), strings.Compare(a.Version, b.Version))
	})
	var missing []string
	for i := range mods {
		m := &mods[i]
		if m.dir == "" {
			return nil, fmt.Errorf("%s %s: the go command did not say where it is", m.Path, m.Version)
		}
		ls, err := findLicences(m.dir, m.pkgs)
		if err != nil {
			return nil, err
		}
		m.licences = ls
		if !slices.ContainsFunc(ls, func(l licence) bool { return len(l.ids) > 0 }) {
			missing = append(missing, m.Path+" "+m.Version)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("no licence text recognised for %s", strings.Join(missing, ", "))
	}
	return mods, nil
}

// findLicences returns the licence texts in the module in dir that cover
// its packages in the folders pkgs (slash-separated, relative to dir): the
// files named as licences in dir and in every folder from dir down to
// each package's, in order of their paths.
func findLicences(dir string, pkgs []string) ([]licence, error) {
	folders := map[string]bool{".": true}
	for _, p := range pkgs {
		for d := path.Clean(p); d != "." && d != "/"; d = path.Dir(d) {
			folders[d] = true
		}
	}
	var out []licence
	for _, folder := range sortedNames(folders) {
		entries, err := os.ReadDir(filepath.Join(dir, filepath.FromSlash(folder)))
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			if !e.Type().IsRegular() || !licenceFile.MatchString(e.Name()) {
				continue
			}
			text, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(folder), e.Name()))
			if err != nil {
				return nil, err
			}
			l := licence{name: path.Join(folder, e.Name()), text: text}
			for _, m := range licensecheck.Scan(text).Match {
				if !slices.Contains(l.ids, m.ID) {
					l.ids = append(l.ids, m.ID)
				}
			}
			out = append(out, l)
		}
	}
	return out, nil
}

// noticesHeader is the start of NOTICES.txt, after its title and before
// the index of modules.
const noticesHeader = `
tabula's programs are written in Go and built with the Go toolchain,
whose runtime and standard library each program holds, and with the
modules listed below, whose licences ask that their texts travel with
the programs. Each text follows, as its authors wrote it.

The letters on the screen are drawn in Tabula Sans, the characters the
game draws cut from the font Liberation Sans (renamed, as its licence asks
of a modified version): it is licensed under the SIL Open Font License
1.1, given in full after the modules' texts. The sounds are synthesised
by the game as it starts and the pictures are drawn by its own code:
nothing else is embedded.

The modules, with the licences found in their texts:

`

// writeNotices writes NOTICES.txt for the modules: the header, an index
// with each module's licences, then every text under a line
// "Module: PATH VERSION" that checkNotices reads back.
func writeNotices(w io.Writer, program, v string, mods []linked) error {
	title := fmt.Sprintf("%s %s: notices of what it is made from", program, v)
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\n%s\n%s", title, strings.Repeat("=", len([]rune(title))), noticesHeader)
	width := 0
	for _, m := range mods {
		width = max(width, len(m.Path)+1+len(m.Version))
	}
	for _, m := range mods {
		var ids []string
		for _, l := range m.licences {
			for _, id := range l.ids {
				if !slices.Contains(ids, id) {
					ids = append(ids, id)
				}
			}
		}
		fmt.Fprintf(&b, "  %-*s  %s\n", width, m.Path+" "+m.Version, strings.Join(ids, ", "))
	}
	for _, m := range mods {
		fmt.Fprintf(&b, "\n%s\nModule: %s %s\n", strings.Repeat("-", 72), m.Path, m.Version)
		if m.Path == toolchainModule {
			fmt.Fprintf(&b, "The Go toolchain, %s: the runtime and the standard library.\n", m.Version)
		}
		for _, l := range m.licences {
			fmt.Fprintf(&b, "\n--- %s", l.name)
			if len(l.ids) > 0 {
				fmt.Fprintf(&b, " (%s)", strings.Join(l.ids, ", "))
			}
			b.WriteString(" ---\n\n")
			b.Write(bytes.TrimRight(bytes.ReplaceAll(l.text, []byte("\r\n"), []byte("\n")), "\n"))
			b.WriteString("\n")
		}
	}
	fmt.Fprintf(&b, "\n%s\nFont: Tabula Sans, cut from Liberation Sans 2.1.5 (tabula's sprites/fonts)\n\n%s\n",
		strings.Repeat("-", 72), bytes.TrimRight(fonts.License, "\n"))
	_, err := w.Write(b.Bytes())
	return err
}

// checkNotices reports whether the notices hold the licence texts of
// every module of the list (what a binary links, and the toolchain): the
// check CI makes of every archive.
func checkNotices(notices []byte, what string, mods []linked) error {
	sections := map[string]string{}
	parts := strings.Split(string(notices), "\nModule: ")
	for _, p := range parts[1:] {
		head, body, _ := strings.Cut(p, "\n")
		sections[head] = body
	}
	var missing []string
	for _, m := range mods {
		body, ok := sections[m.Path+" "+m.Version]
		if !ok || !strings.Contains(body, "\n--- ") {
			missing = append(missing, m.Path+" "+m.Version)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s: the notices lack the licences of %s", what, strings.Join(missing, ", "))
	}
	return nil
}
