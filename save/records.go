package save

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"tabula/rules"
)

// MaxRecordSize is the most of a file read as a record: a record of the
// longest game is some 10 KB, so a larger file is not a record.
const MaxRecordSize = 1 << 20

// ErrCancelled is the answer of a file picker or a paste box closed
// without a record.
var ErrCancelled = errors.New("no record was chosen")

// RecordFile is a record kept on the device.
type RecordFile struct {
	Name     string    // its name, such as "daryon-2026-11-25-1430.txt"
	Path     string    // where it is, for people and for Read
	Modified time.Time // when it was kept
}

// Records is where a person keeps records of games to read again: a folder
// on the desktop ([RecordFolder]); in the browser, the downloads and the
// clipboard to keep one, a file picker or a paste box to open one.
type Records interface {
	// Keep keeps a record's text under name (a file name ending in
	// ".txt") and says where it went, in words for people.
	Keep(name string, text []byte) (where string, err error)
	// List returns the records kept, newest first, or nil where the
	// platform keeps no list of its own (the browser).
	List() ([]RecordFile, error)
	// Read reads a record of the list.
	Read(f RecordFile) ([]byte, error)
}

// RecordFolder keeps records as files in a folder.
type RecordFolder string

// UserRecords returns the folder for a person's records: "tabula" in their
// documents folder when they have one, otherwise "records" beside the
// saved game in their configuration folder. The folder is made when the
// first record is kept.
func UserRecords() (RecordFolder, error) {
	if home, err := os.UserHomeDir(); err == nil {
		docs := filepath.Join(home, "Documents")
		if fi, err := os.Stat(docs); err == nil && fi.IsDir() {
			return RecordFolder(filepath.Join(docs, "tabula")), nil
		}
	}
	dir, err := UserDir()
	if err != nil {
		return "", err
	}
	return RecordFolder(filepath.Join(string(dir), "records")), nil
}

// Keep writes the record as a new file: name, or name with " (2)", " (3)"…
// before its extension when name is taken. It never replaces a file.
func (f RecordFolder) Keep(name string, text []byte) (string, error) {
	if err := os.MkdirAll(string(f), 0o755); err != nil {
		return "", err
	}
	base, ext := strings.TrimSuffix(name, filepath.Ext(name)), filepath.Ext(name)
	for n := 1; n < 1000; n++ {
		try := name
		if n > 1 {
			try = fmt.Sprintf("%s (%d)%s", base, n, ext)
		}
		path := filepath.Join(string(f), try)
		file, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		_, err = file.Write(text)
		if err == nil {
			err = file.Sync()
		}
		if cerr := file.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(path)
			return "", err
		}
		return path, nil
	}
	return "", fmt.Errorf("save: %s: too many records of that name", name)
}

// List returns the ".txt" files of the folder, newest first; a folder not
// made yet holds none.
func (f RecordFolder) List() ([]RecordFile, error) {
	entries, err := os.ReadDir(string(f))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []RecordFile
	for _, e := range entries {
		if !e.Type().IsRegular() || !strings.EqualFold(filepath.Ext(e.Name()), ".txt") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		out = append(out, RecordFile{Name: e.Name(), Path: filepath.Join(string(f), e.Name()), Modified: info.ModTime()})
	}
	slices.SortStableFunc(out, func(a, b RecordFile) int { return b.Modified.Compare(a.Modified) })
	return out, nil
}

// Read reads a record of the folder.
func (f RecordFolder) Read(r RecordFile) ([]byte, error) { return ReadRecordFile(r.Path) }

// ReadRecordFile reads at most MaxRecordSize+1 bytes of the file at path,
// which must be a regular file: a folder, a device or a pipe is refused at
// once, without waiting on it.
func ReadRecordFile(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	switch {
	case fi.IsDir():
		return nil, errors.New("it is a folder, not a record file")
	case !fi.Mode().IsRegular():
		return nil, fmt.Errorf("it is not a regular file but %v", fi.Mode().Type())
	}
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	return io.ReadAll(io.LimitReader(file, MaxRecordSize+1))
}

// ReadRecord reads a record's text, as [ReadRecordFile] returns it, into a
// history of one of the games, its present at the last step. Every error
// names the line: a step that cannot be read or played, a text that is not
// a record, or one longer than MaxRecordSize.
func ReadRecord(text []byte, games []*rules.Game) (*rules.History, error) {
	over := len(text) > MaxRecordSize
	if over {
		text = text[:MaxRecordSize]
	}
	h, err := rules.ReadHistory(strings.NewReader(string(text)), games)
	if err != nil {
		return nil, err
	}
	if over {
		line := 1 + strings.Count(string(text), "\n")
		return nil, fmt.Errorf("line %d: the file goes on past %d KB: too long for a record", line, MaxRecordSize>>10)
	}
	return h, nil
}

// RecordName returns the file name of a record of game made at t:
// "daryon-2026-11-25-1430.txt".
func RecordName(game string, t time.Time) string {
	return game + "-" + t.Format("2006-01-02-1504") + ".txt"
}
