package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
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
// the commit written in by the linker. It runs a few builds at once
// (go build compiles on every core, but links on one), each program
// once however often it is asked for.
type builder struct {
	goCmd   string // the go command
	module  string // the module's root folder
	work    string // a temporary folder for the builds
	version string
	commit  string
	log     func(format string, args ...any)

	mu     sync.Mutex
	builds map[string]*pending // by target, package and flags
	slots  chan struct{}       // one per build that may run at once
}

// pending is a build started, done once done is closed.
type pending struct {
	done chan struct{}
	path string
	err  error
}

func newBuilder(goCmd, module, work, version, commit string, log func(string, ...any)) *builder {
	return &builder{goCmd: goCmd, module: module, work: work, version: version, commit: commit, log: log,
		builds: map[string]*pending{}, slots: make(chan struct{}, min(max(runtime.NumCPU(), 2), 4))}
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

// build returns the binary of the package pkg (as "./cmd/server") built
// for t into the work folder: the one started before, once it is done, or
// a new one.
func (b *builder) build(t target, pkg, name string, extraLD ...string) (string, error) {
	p := b.start(t, pkg, name, extraLD...)
	<-p.done
	return p.path, p.err
}

// start starts building the package pkg for t, unless that build was
// started before, and returns at once.
func (b *builder) start(t target, pkg, name string, extraLD ...string) *pending {
	key := strings.Join(append([]string{t.name(), pkg, name}, extraLD...), " ")
	b.mu.Lock()
	defer b.mu.Unlock()
	if p, ok := b.builds[key]; ok {
		return p
	}
	p := &pending{done: make(chan struct{})}
	b.builds[key] = p
	go func() {
		defer close(p.done)
		b.slots <- struct{}{}
		defer func() { <-b.slots }()
		p.path, p.err = b.compile(t, pkg, name, extraLD...)
	}()
	return p
}

// compile runs go build.
func (b *builder) compile(t target, pkg, name string, extraLD ...string) (string, error) {
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
