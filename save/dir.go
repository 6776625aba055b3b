package save

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Dir is a Store of files in a folder.
//
// It reads only regular files of at most MaxFile bytes: a folder, a named
// pipe, a device or a larger file in place of a save is refused at once,
// without waiting on it or reading it whole, with a *RefusedError. It
// writes a file whole or not at all: to a temporary file of a name of its
// own in the folder, flushed to the disk, then renamed over the old file,
// and the folder flushed in turn, so that a crash or a full disk at any
// moment leaves the old file or the new one. A temporary file is removed
// on every failure; one left by a program killed while writing is swept
// by [Dir.Sweep].
type Dir string

// MaxFile is the largest file a Dir reads: far more than a saved game of
// the longest game (a few tens of kilobytes), far less than would tie up
// the program's memory.
const MaxFile = 4 << 20

// tempSuffix ends the names of the temporary files of Dir.Write, which
// start with a dot and the name of the file they replace.
const tempSuffix = ".tmp"

// RefusedError reports a file a Dir will not read, and why.
type RefusedError struct {
	Name   string
	Reason string // "it is a folder, not a file"
}

func (e *RefusedError) Error() string { return "save: " + e.Name + ": " + e.Reason }

// UserDir returns the folder of the game's files in the user's
// configuration folder (for example ~/.config/tabula on Linux).
func UserDir() (Dir, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("save: no user configuration folder: %w", err)
	}
	return Dir(filepath.Join(base, "tabula")), nil
}

func (d Dir) path(name string) string { return filepath.Join(string(d), name) }

// Read reads the file name in the folder: an error wrapping fs.ErrNotExist
// if there is none, a *RefusedError if it is not a regular file of at most
// MaxFile bytes.
func (d Dir) Read(name string) ([]byte, error) {
	fi, err := os.Stat(d.path(name))
	if err != nil {
		return nil, err
	}
	if err := refuse(name, fi); err != nil {
		return nil, err
	}
	// Opened without blocking, in case a pipe took the file's place
	// since: then the check below refuses it.
	f, err := os.OpenFile(d.path(name), os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := refuse(name, fi); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFile {
		return nil, &RefusedError{name, fmt.Sprintf("it is larger than %d MB", MaxFile>>20)}
	}
	return data, nil
}

// refuse returns a *RefusedError for a file that is not a regular file of
// at most MaxFile bytes, or nil.
func refuse(name string, fi fs.FileInfo) error {
	mode := fi.Mode()
	switch {
	case mode.IsDir():
		return &RefusedError{name, "it is a folder, not a file"}
	case mode&fs.ModeNamedPipe != 0:
		return &RefusedError{name, "it is a named pipe, not a file"}
	case mode&fs.ModeDevice != 0:
		return &RefusedError{name, "it is a device, not a file"}
	case !mode.IsRegular():
		return &RefusedError{name, "it is not a regular file"}
	case fi.Size() > MaxFile:
		return &RefusedError{name, fmt.Sprintf("it is larger than %d MB", MaxFile>>20)}
	}
	return nil
}

// Write replaces the file name with data, whole or not at all (see [Dir]).
func (d Dir) Write(name string, data []byte) (err error) {
	if err := os.MkdirAll(string(d), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(string(d), "."+name+".*"+tempSuffix)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), d.path(name)); err != nil {
		return err
	}
	return syncDir(string(d))
}

// Remove deletes the file name.
func (d Dir) Remove(name string) error {
	err := os.Remove(d.path(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// Rename renames the file from to to, whatever from is (a folder, a pipe),
// and flushes the folder.
func (d Dir) Rename(from, to string) error {
	if err := os.Rename(d.path(from), d.path(to)); err != nil {
		return err
	}
	return syncDir(string(d))
}

// Sweep removes the temporary files that writes left behind, when the
// program was killed while writing, and returns how many it removed. A
// temporary file less than a minute old is left alone: another copy of the
// game may be writing it.
func (d Dir) Sweep() (int, error) {
	entries, err := os.ReadDir(string(d))
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	removed := 0
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || !strings.HasPrefix(name, ".") || !strings.HasSuffix(name, tempSuffix) {
			continue
		}
		if info, err := e.Info(); err != nil || time.Since(info.ModTime()) < time.Minute {
			continue
		}
		if os.Remove(d.path(name)) == nil {
			removed++
		}
	}
	return removed, nil
}
