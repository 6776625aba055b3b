package main

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/go-fonts/liberation/liberationsansbold"
	"github.com/go-fonts/liberation/liberationsansregular"
	tdfont "github.com/tdewolff/font"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// OutDir is where the font goes, from the module's root.
const OutDir = "sprites/fonts"

// Family is the subset's name: not Liberation, a Reserved Font Name.
const Family = "Tabula Sans"

// File is a file written into OutDir.
type File struct {
	Name string
	Data []byte
}

// Weights are the fonts cut: their file, style and source.
var Weights = []struct {
	File, Style string
	Source      []byte
}{
	{"TabulaSans-Regular.ttf", "Regular", liberationsansregular.TTF},
	{"TabulaSans-Bold.ttf", "Bold", liberationsansbold.TTF},
}

// Extra are the characters kept beside those of the game's words: what
// people type in names and what their files are called may hold any of
// them.
func Extra() []rune {
	var rs []rune
	for r := rune(0x20); r <= 0x7e; r++ { // printable ASCII
		rs = append(rs, r)
	}
	for r := rune(0xa0); r <= 0x17f; r++ { // Latin-1 Supplement, Latin Extended-A
		rs = append(rs, r)
	}
	// Dashes, quotes, bullet, ellipsis, single guillemets, euro, minus.
	return append(rs, []rune("–—‘’‚“”„•…‹›€−")...)
}

// Generate returns the font files for the module in dir: each weight cut
// to the characters of the game and Extra, and OFL.txt.
func Generate(dir string) ([]File, error) {
	words, err := GameRunes(dir)
	if err != nil {
		return nil, err
	}
	want := append(words, Extra()...)
	var files []File
	for _, w := range Weights {
		data, err := Subset(w.Source, want, w.Style)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", w.File, err)
		}
		files = append(files, File{Name: w.File, Data: data})
	}
	ofl, err := os.ReadFile(filepath.Join(liberationDir(dir), "LICENSE-SIL"))
	if err != nil {
		return nil, err
	}
	return append(files, File{Name: "OFL.txt", Data: ofl}), nil
}

// liberationDir is the folder of the module github.com/go-fonts/liberation.
func liberationDir(dir string) string {
	out, err := goCmd(dir, nil, "list", "-m", "-f", "{{.Dir}}", "github.com/go-fonts/liberation")
	if err != nil {
		return ""
	}
	return strings.TrimSpace(out)
}

func goCmd(dir string, env []string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %w", strings.Join(args, " "), err)
	}
	return string(out), nil
}

// GameRunes returns every character of the string and rune literals in
// the code of the module's own packages that the game (the module's main
// package) links, natively and in the browser, in order, each once: a set
// of which every text the screens draw is made, words, numbers and marks.
func GameRunes(dir string) ([]rune, error) {
	seen := map[string]bool{}
	set := map[rune]bool{}
	for _, env := range [][]string{{"GOOS=linux", "GOARCH=amd64"}, {"GOOS=js", "GOARCH=wasm"}} {
		out, err := goCmd(dir, append(env, "CGO_ENABLED=0"), "list", "-deps", "-f",
			"{{if and .Module .Module.Main}}{{.Dir}}\t{{join .GoFiles \"\\t\"}}{{end}}", ".")
		if err != nil {
			return nil, err
		}
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			f := strings.Split(line, "\t")
			for _, name := range f[1:] {
				p := filepath.Join(f[0], name)
				if seen[p] {
					continue
				}
				seen[p] = true
				if err := literalRunes(p, set); err != nil {
					return nil, err
				}
			}
		}
	}
	if len(seen) < 50 {
		return nil, fmt.Errorf("only %d files of the game's code found", len(seen))
	}
	rs := make([]rune, 0, len(set))
	for r := range set {
		rs = append(rs, r)
	}
	slices.Sort(rs)
	return rs, nil
}

// literalRunes adds the characters of the literals of a Go file to set.
func literalRunes(path string, set map[rune]bool) error {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
	if err != nil {
		return err
	}
	ast.Inspect(f, func(n ast.Node) bool {
		bl, ok := n.(*ast.BasicLit)
		if !ok {
			return true
		}
		var s string
		switch bl.Kind {
		case token.STRING:
			s, err = strconv.Unquote(bl.Value)
		case token.CHAR:
			var r rune
			r, _, _, err = strconv.UnquoteChar(bl.Value[1:len(bl.Value)-1], '\'')
			s = string(r)
		}
		for _, r := range s {
			set[r] = true
		}
		return err == nil
	})
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// Subset returns the font ttf cut to the characters of want that it has,
// renamed Family and style.
func Subset(ttf []byte, want []rune, style string) ([]byte, error) {
	xf, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	td, err := tdfont.ParseSFNT(ttf, 0)
	if err != nil {
		return nil, err
	}
	var buf sfnt.Buffer
	// The glyphs kept, .notdef first, in the order of the characters.
	gids := []uint16{0}
	newGID := map[uint16]uint16{0: 0}
	runeGID := map[rune]uint16{}
	for _, r := range want {
		if _, dup := runeGID[r]; dup {
			continue
		}
		g, err := xf.GlyphIndex(&buf, r)
		if err != nil || g == 0 {
			continue // not in the font: a control character, or a character no text of the game needs
		}
		if uint16(g) != td.GlyphIndex(r) {
			return nil, fmt.Errorf("%U: glyph %d, or %d", r, g, td.GlyphIndex(r))
		}
		if _, ok := newGID[uint16(g)]; !ok {
			newGID[uint16(g)] = uint16(len(gids))
			gids = append(gids, uint16(g))
		}
		runeGID[r] = newGID[uint16(g)]
	}
	// The library cuts the glyphs and their metrics (adding the glyphs
	// that accented letters are made of, after those asked); the
	// character map, the kerning and the names are written here.
	sub, err := td.Subset(slices.Clone(gids), tdfont.SubsetOptions{Tables: []string{"OS/2", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "post"}})
	if err != nil {
		return nil, err
	}
	tables := map[string][]byte{}
	for tag, t := range sub.Tables {
		tables[tag] = t
	}
	tables["cmap"] = cmapTable(runeGID)
	if tables["kern"], err = kernTable(xf, newGID); err != nil {
		return nil, err
	}
	if tables["name"], err = nameTable(xf, style); err != nil {
		return nil, err
	}
	// The library dates the font at the time it runs; the source's date
	// keeps two runs the same.
	head := slices.Clone(tables["head"])
	copy(head[28:36], ttf[tableOffset(ttf, "head")+28:][:8])
	tables["head"] = head
	return writeSFNT(tables), nil
}

// tableOffset returns where a table of the font file starts.
func tableOffset(ttf []byte, tag string) int {
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	for i := range n {
		rec := ttf[12+16*i:]
		if string(rec[:4]) == tag {
			return int(binary.BigEndian.Uint32(rec[8:]))
		}
	}
	return -1
}

// cmapTable writes a character map (format 4, for Unicode on every
// platform) of each character to its glyph: one segment for each run of
// consecutive characters whose glyphs are consecutive too.
func cmapTable(runeGID map[rune]uint16) []byte {
	rs := make([]rune, 0, len(runeGID))
	for r := range runeGID {
		rs = append(rs, r)
	}
	slices.Sort(rs)
	type segment struct{ start, end rune }
	var segs []segment
	for _, r := range rs {
		if n := len(segs); n > 0 && segs[n-1].end+1 == r && runeGID[segs[n-1].end]+1 == runeGID[r] {
			segs[n-1].end = r
			continue
		}
		segs = append(segs, segment{r, r})
	}
	segs = append(segs, segment{0xffff, 0xffff}) // the last, as the format requires
	n := len(segs)
	sub := be(4, 0, 0, uint16(2*n)) // format, length (set below), language
	entry := uint16(0)
	for 1<<(entry+1) <= n {
		entry++
	}
	sub = append(sub, be(2<<entry, entry, uint16(2*n)-2<<entry)...)
	for _, s := range segs {
		sub = append(sub, be(uint16(s.end))...)
	}
	sub = append(sub, be(0)...)
	for _, s := range segs {
		sub = append(sub, be(uint16(s.start))...)
	}
	for _, s := range segs {
		delta := uint16(1) // 0xffff maps to glyph 0
		if s.start != 0xffff {
			delta = runeGID[s.start] - uint16(s.start)
		}
		sub = append(sub, be(delta)...)
	}
	for range segs {
		sub = append(sub, be(0)...)
	}
	binary.BigEndian.PutUint16(sub[2:], uint16(len(sub)))
	// Two records, Unicode BMP and Windows Unicode BMP, of one subtable.
	out := be(0, 2, 0, 3, 0, 20, 3, 1, 0, 20)
	return append(out, sub...)
}

// kernTable writes the kerning of every pair of glyphs kept as
// golang.org/x/image reads it from the full font (its GPOS table, first),
// in font units, as a kern table of version 0, which it reads the same
// way.
func kernTable(f *sfnt.Font, newGID map[uint16]uint16) ([]byte, error) {
	var buf sfnt.Buffer
	upem := fixed.Int26_6(f.UnitsPerEm())
	olds := make([]uint16, 0, len(newGID))
	for g := range newGID {
		if g != 0 {
			olds = append(olds, g)
		}
	}
	slices.Sort(olds)
	type pair struct {
		key uint32
		v   int16
	}
	var pairs []pair
	for _, a := range olds {
		for _, b := range olds {
			// ppem = units per em: the kerning in font units, exactly.
			k, err := f.Kern(&buf, sfnt.GlyphIndex(a), sfnt.GlyphIndex(b), upem, font.HintingNone)
			if err != nil && err != sfnt.ErrNotFound {
				return nil, err
			}
			if k != 0 {
				pairs = append(pairs, pair{uint32(newGID[a])<<16 | uint32(newGID[b]), int16(k)})
			}
		}
	}
	slices.SortFunc(pairs, func(p, q pair) int { return cmp.Compare(p.key, q.key) })
	const entry = 6
	if 14+entry*len(pairs) > 0xffff {
		return nil, fmt.Errorf("%d kerning pairs: more than a kern table holds", len(pairs))
	}
	sel := uint16(0)
	for 1<<(sel+1) <= len(pairs) {
		sel++
	}
	out := be(0, 1, 0, uint16(14+entry*len(pairs)), 0x0001, uint16(len(pairs)), entry<<sel, sel, uint16(len(pairs)-1<<sel)*entry)
	for _, p := range pairs {
		out = binary.BigEndian.AppendUint32(out, p.key)
		out = binary.BigEndian.AppendUint16(out, uint16(p.v))
	}
	return out, nil
}

// nameTable writes the font's names: Family and style, with the source's
// copyright, version and licence, and a description saying what it is.
func nameTable(f *sfnt.Font, style string) ([]byte, error) {
	var buf sfnt.Buffer
	src := map[sfnt.NameID]string{}
	for _, id := range []sfnt.NameID{sfnt.NameIDCopyright, sfnt.NameIDFull, sfnt.NameIDVersion, sfnt.NameIDLicense, sfnt.NameIDLicenseURL} {
		s, err := f.Name(&buf, id)
		if err != nil {
			return nil, fmt.Errorf("the source's name %d: %w", id, err)
		}
		src[id] = s
	}
	names := map[uint16]string{
		0:  src[sfnt.NameIDCopyright],
		1:  Family,
		2:  style,
		3:  Family + " " + style + ": " + src[sfnt.NameIDVersion],
		4:  Family + " " + style,
		5:  src[sfnt.NameIDVersion],
		6:  strings.ReplaceAll(Family, " ", "") + "-" + style,
		10: "A subset of " + src[sfnt.NameIDFull] + " for the game tabula: the characters it draws. Renamed, as the SIL Open Font License asks of a modified version (Liberation is a Reserved Font Name).",
		13: src[sfnt.NameIDLicense],
		14: src[sfnt.NameIDLicenseURL],
	}
	ids := make([]uint16, 0, len(names))
	for id := range names {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	out := be(0, uint16(len(ids)), uint16(6+12*len(ids)))
	var strs []byte
	for _, id := range ids {
		var s []byte
		for _, u := range utf16.Encode([]rune(names[id])) {
			s = binary.BigEndian.AppendUint16(s, u)
		}
		// Windows, Unicode BMP, English (United States).
		out = append(out, be(3, 1, 0x409, id, uint16(len(s)), uint16(len(strs)))...)
		strs = append(strs, s...)
	}
	return append(out, strs...), nil
}

// writeSFNT writes a TrueType font file of the tables, in the order of
// their tags, with their checksums and the head table's adjustment.
func writeSFNT(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	slices.Sort(tags)
	n := len(tags)
	sel := 0
	for 1<<(sel+1) <= n {
		sel++
	}
	out := binary.BigEndian.AppendUint32(nil, 0x00010000)
	out = append(out, be(uint16(n), uint16(16<<sel), uint16(sel), uint16(16*n-16<<sel))...)
	dir := len(out)
	out = append(out, make([]byte, 16*n)...)
	headAt := 0
	for i, tag := range tags {
		t := tables[tag]
		if tag == "head" {
			headAt = len(out)
			t = slices.Clone(t)
			binary.BigEndian.PutUint32(t[8:], 0) // the adjustment, set below
		}
		at := len(out)
		out = append(out, t...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
		rec := out[dir+16*i:]
		copy(rec, tag)
		binary.BigEndian.PutUint32(rec[4:], checksum(out[at:]))
		binary.BigEndian.PutUint32(rec[8:], uint32(at))
		binary.BigEndian.PutUint32(rec[12:], uint32(len(t)))
	}
	binary.BigEndian.PutUint32(out[headAt+8:], 0xb1b0afba-checksum(out))
	return out
}

// checksum is the sum of the big-endian 32-bit words of b (padded with
// zeros), as a font's tables are summed.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}

// be writes 16-bit numbers, big-endian.
func be(vs ...uint16) []byte {
	out := make([]byte, 0, 2*len(vs))
	for _, v := range vs {
		out = binary.BigEndian.AppendUint16(out, v)
	}
	return out
}
