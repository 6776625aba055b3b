package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// archive is the content of one download: files by their path inside it,
// written with the same bytes whenever the content is the same — entries
// in the order of their paths, every time the commit's, owners and
// compression settings fixed — so that two builds of one commit give
// identical archives.
type archive struct {
	root  string // the folder every entry is in, as tabula-v0.3.0-linux-amd64
	files map[string]entry
}

type entry struct {
	data []byte
	exec bool // a program or a script: mode 0755 rather than 0644
}

func newArchive(root string) *archive {
	return &archive{root: root, files: map[string]entry{}}
}

// add puts data in the archive at name, a slash-separated path below the
// root; a second add of the same name is a mistake of the caller.
func (a *archive) add(name string, data []byte, exec bool) {
	if _, dup := a.files[name]; dup || name == "" || path.IsAbs(name) || path.Clean(name) != name || strings.HasPrefix(name, "../") {
		panic(fmt.Sprintf("dist: archive %s: bad or repeated entry %q", a.root, name))
	}
	a.files[name] = entry{data: data, exec: exec}
}

// addFile adds the file at from as name.
func (a *archive) addFile(name, from string, exec bool) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	a.add(name, b, exec)
	return nil
}

// addTree adds every file below the folder dir under the folder name,
// keeping their modes' executable bit.
func (a *archive) addTree(name, dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s: not a regular file", p)
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		return a.addFile(path.Join(name, filepath.ToSlash(rel)), p, info.Mode()&0o111 != 0)
	})
}

// paths returns every entry's full path in the archive, folders included
// (each once, before what it holds), in order.
func (a *archive) paths() []string {
	set := map[string]bool{a.root + "/": true}
	for name := range a.files {
		full := a.root + "/" + name
		set[full] = true
		for d := path.Dir(full); d != a.root && d != "."; d = path.Dir(d) {
			set[d+"/"] = true
		}
	}
	out := make([]string, 0, len(set))
	for p := range set {
		out = append(out, p)
	}
	slices.Sort(out)
	return out
}

func (a *archive) entryOf(full string) entry {
	return a.files[strings.TrimPrefix(full, a.root+"/")]
}

func mode(full string, e entry) fs.FileMode {
	switch {
	case strings.HasSuffix(full, "/"):
		return fs.ModeDir | 0o755
	case e.exec:
		return 0o755
	}
	return 0o644
}

// writeZip writes the archive as a zip file, every entry dated at mtime.
func (a *archive) writeZip(w io.Writer, mtime time.Time) error {
	zw := zip.NewWriter(w)
	for _, full := range a.paths() {
		e := a.entryOf(full)
		h := &zip.FileHeader{Name: full, Modified: mtime.UTC(), Method: zip.Deflate}
		if strings.HasSuffix(full, "/") {
			h.Method = zip.Store
		}
		h.SetMode(mode(full, e))
		f, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if _, err := f.Write(e.data); err != nil {
			return err
		}
	}
	return zw.Close()
}

// writeTarGz writes the archive as a gzip-compressed tar file, every entry
// dated at mtime and owned by root.
func (a *archive) writeTarGz(w io.Writer, mtime time.Time) error {
	gz, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	gz.ModTime = mtime.UTC()
	tw := tar.NewWriter(gz)
	for _, full := range a.paths() {
		e := a.entryOf(full)
		m := mode(full, e)
		h := &tar.Header{Name: full, Mode: int64(m.Perm()), ModTime: mtime.UTC(), Format: tar.FormatPAX,
			Uname: "root", Gname: "root", Typeflag: tar.TypeReg, Size: int64(len(e.data))}
		if m.IsDir() {
			h.Typeflag, h.Size = tar.TypeDir, 0
		}
		// PAX records only what USTAR cannot hold: the long names.
		if len(full) <= 100 {
			h.Format = tar.FormatUSTAR
		}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if _, err := tw.Write(e.data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

// write writes the archive into dir, named for its root and the format
// of ext (".zip" or ".tar.gz"), and returns the file's name.
func (a *archive) write(dir, ext string, mtime time.Time) (string, error) {
	name := a.root + ext
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		return "", err
	}
	switch ext {
	case ".zip":
		err = a.writeZip(f, mtime)
	case ".tar.gz":
		err = a.writeTarGz(f, mtime)
	default:
		err = fmt.Errorf("dist: no archive format %q", ext)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return name, err
}
