//go:build unix

package save

import (
	"os"
	"syscall"
)

// openNonblock opens a named pipe without waiting for a writer.
const openNonblock = syscall.O_NONBLOCK

// syncDir flushes the folder's entries to the disk, so that a rename
// survives a crash.
func syncDir(dir string) error {
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
