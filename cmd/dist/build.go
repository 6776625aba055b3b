package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// target is a platform a download is for.
type target struct {
	goos, goarch string
}

// name is the platform as the downloads call it: macos for darwin.
func (t target) name() string {
	if t.goos == "darwin" {
		return "macos-" + t.goarch
	}
	return t.goos + "-" + t.goarch
}

func (t target) exe(name string) string {
	if t.goos == "windows" {
		return name + ".exe"
	}
	return name
}

// builder compiles the module's programs for any target, with nothing
// of the machine in them: no cgo, no paths (-trimpath), the same
// instruction-set level whatever the environment says, the version and
// the commit written in by the linker.
type builder struct {
	goCmd   string // the go command
	module  string // the module's root folder
	work    string // a temporary folder for the builds
	version string
	commit  string
	log     func(format string, args ...any)
}

// ldflags are the linker's flags of every program shipped: no symbol
// table nor debugging information (a smaller download; go version -m
// still reads the modules), and the version.
func (b *builder) ldflags(extra ...string) string {
	return strings.Join(append([]string{"-s", "-w",
		"-X", "tabula/version.version=" + b.version,
		"-X", "tabula/version.commit=" + b.commit}, extra...), " ")
}

// env is the environment of a build for t: the machine's, with
// everything that could change the bytes set.
func (b *builder) env(t target) []string {
	env := os.Environ()
	return append(env, "CGO_ENABLED=0", "GOOS="+t.goos, "GOARCH="+t.goarch,
		"GOAMD64=v1", "GOARM64=v8.0", "GOFLAGS=-buildvcs=false", "GOEXPERIMENT=")
}

// build compiles the package pkg (as "./cmd/server") for t into the
// work folder and returns the binary's path.
func (b *builder) build(t target, pkg, name string, extraLD ...string) (string, error) {
	out := filepath.Join(b.work, t.name(), t.exe(name))
	args := []string{"build", "-trimpath", "-ldflags=" + b.ldflags(extraLD...), "-o", out, pkg}
	b.log("building %s for %s", pkg, t.name())
	cmd := exec.Command(b.goCmd, args...)
	cmd.Dir = b.module
	cmd.Env = b.env(t)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build %s for %s: %v\n%s", pkg, t.name(), err, msg)
	}
	return out, nil
}
