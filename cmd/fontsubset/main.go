// Command fontsubset writes the game's font, Tabula Sans: Liberation Sans
// (regular and bold, from github.com/go-fonts/liberation) cut down to the
// characters the game draws, into sprites/fonts.
//
// Usage, from the module's root (make fonts):
//
//	go run ./cmd/fontsubset [-check]
//
// The characters kept are every character of the string and rune literals
// of the game's own packages (natively and in the browser) that Liberation
// Sans has — the screens' words, the French catalog, the rules and the
// help in both languages, the notation — and, for the names people type
// (nicknames, files), printable ASCII, Latin-1 and Latin Extended-A, and
// the common typographic marks. The glyphs are cut by
// github.com/tdewolff/font; this command writes the tables that library
// leaves out or cannot write the same way: the character map (every
// character kept, where the library maps one character to a glyph), the
// kerning (the pairs as golang.org/x/image reads them from the full font's
// GPOS table, written as a kern table of the same values, GPOS being
// dropped) and the names. The font is renamed, as the SIL Open Font
// License asks of a modified version of a font with a Reserved Font Name
// (Liberation); its copyright and licence stay, and OFL.txt beside it.
// Nothing of the time or the machine goes in: two runs give the same
// bytes.
//
// -check writes nothing and fails when the files in sprites/fonts are not
// what it would write: the test of package sprites/fonts runs it.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	check := flag.Bool("check", false, "write nothing: fail if sprites/fonts is not up to date")
	flag.Parse()
	if err := run(".", *check); err != nil {
		fmt.Fprintln(os.Stderr, "fontsubset:", err)
		os.Exit(1)
	}
}

// run writes (or with check, compares) the font files of the module in
// dir.
func run(dir string, check bool) error {
	files, err := Generate(dir)
	if err != nil {
		return err
	}
	var stale []string
	for _, f := range files {
		p := filepath.Join(dir, OutDir, f.Name)
		if check {
			if have, err := os.ReadFile(p); err != nil || !bytes.Equal(have, f.Data) {
				stale = append(stale, p)
			}
			continue
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			return err
		}
	}
	if len(stale) > 0 {
		return errors.New("not up to date (make fonts writes them again): " + fmt.Sprint(stale))
	}
	return nil
}
