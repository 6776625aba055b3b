//go:build !unix

package save

// openNonblock is 0 where a named pipe cannot take a file's place
// (Windows, a browser's or Node's files).
const openNonblock = 0

// syncDir does nothing where a folder cannot be opened to be flushed
// (Windows) or has no disk of its own (a browser): the file itself was
// flushed before its rename.
func syncDir(string) error { return nil }
