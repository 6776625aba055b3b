// Package version tells which build of tabula is running: the release's
// version and the commit it was built from, which cmd/dist writes into
// every binary it ships with the linker's -X flag, or "devel" and the
// toolchain's own record of the commit for a build from source.
package version

import (
	"fmt"
	"runtime"
	"runtime/debug"
)

// Set by the linker: go build -ldflags "-X tabula/version.version=v0.3.0
// -X tabula/version.commit=HASH".
var (
	version = "devel"
	commit  = ""
)

// Version returns the release's version, as v0.3.0, or "devel" for a
// build from source.
func Version() string { return version }

// Commit returns the commit the binary was built from: the one cmd/dist
// wrote, or the one go build recorded (vcs.revision), or "" when neither
// is known.
func Commit() string {
	if commit != "" {
		return commit
	}
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			if s.Key == "vcs.revision" {
				return s.Value
			}
		}
	}
	return ""
}

// String returns the line a program prints for -version: its name, the
// version, the commit and the toolchain, as
// "tabula v0.3.0 (commit 1a2b3c4d5e6f, go1.26.8 linux/amd64)".
func String(program string) string {
	c := Commit()
	if c == "" {
		c = "unknown"
	}
	return fmt.Sprintf("%s %s (commit %s, %s %s/%s)", program, Version(), c, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}
