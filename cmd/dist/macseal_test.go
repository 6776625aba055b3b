package main

import (
	"bytes"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/base64"
	"encoding/xml"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/blacktop/go-macho"
	cstypes "github.com/blacktop/go-macho/pkg/codesign/types"
)

// checkSeal checks the seal of an app whose Contents hold files (by their
// path below Contents) as macOS checks it, and returns what is wrong: the
// program's code signature names id, is ad hoc, hashes every page of the
// program as it is, and binds Info.plist (special slot 1) and
// CodeResources (slot 3); CodeResources holds the SHA-256 (files2) of
// every file that the rules seal, and no other, and the SHA-1 (files) of
// those of Resources.
func checkSeal(files map[string][]byte, exe, id string) []string {
	var errs []string
	fail := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	program := files["MacOS/"+exe]
	f, err := macho.NewFile(bytes.NewReader(program))
	if err != nil {
		return []string{"the program: " + err.Error()}
	}
	defer f.Close()
	cs := f.CodeSignature()
	if cs == nil || len(cs.CodeDirectories) == 0 {
		return []string{"the program has no code signature"}
	}
	cd := cs.CodeDirectories[0]
	if cd.ID != id {
		fail("the signature's identifier is %q, want %q", cd.ID, id)
	}
	if cd.Header.Flags&cstypes.ADHOC == 0 || cd.Header.Flags&cstypes.LINKER_SIGNED != 0 {
		fail("the signature's flags are %v, want ad hoc, not the linker's", cd.Header.Flags)
	}
	resources, ok := files[strings.TrimPrefix(codeResourcesPath, "Contents/")]
	if !ok {
		fail("no %s", codeResourcesPath)
	}
	slot := map[uint32][]byte{}
	for _, s := range cd.SpecialSlots {
		slot[s.Index] = s.Hash
	}
	info := sha256.Sum256(files["Info.plist"])
	if !bytes.Equal(slot[uint32(cstypes.CSSLOT_INFOSLOT)], info[:]) {
		fail("special slot 1 is %x, not the hash of Info.plist %x", slot[uint32(cstypes.CSSLOT_INFOSLOT)], info)
	}
	res := sha256.Sum256(resources)
	if !bytes.Equal(slot[uint32(cstypes.CSSLOT_RESOURCEDIR)], res[:]) {
		fail("special slot 3 is %x, not the hash of CodeResources %x", slot[uint32(cstypes.CSSLOT_RESOURCEDIR)], res)
	}
	if cd.CodeLimit == 0 || int(cd.CodeLimit) > len(program) || len(cd.CodeSlots) != int((cd.CodeLimit+4095)/4096) {
		fail("the signature covers %d bytes in %d pages of a program of %d", cd.CodeLimit, len(cd.CodeSlots), len(program))
	} else {
		for i, s := range cd.CodeSlots {
			page := sha256.Sum256(program[i*4096 : min((i+1)*4096, int(cd.CodeLimit))])
			if !bytes.Equal(s.Hash, page[:]) {
				fail("page %d of the program is not what the signature hashed", i)
				break
			}
		}
	}
	files1, files2 := readCodeResources(resources)
	for name, data := range files {
		h2, in2 := files2[name]
		if want := sealedByV2(name); want != in2 {
			fail("%s: sealed (files2) %v, want %v", name, in2, want)
		} else if sum := sha256.Sum256(data); in2 && h2 != base64.StdEncoding.EncodeToString(sum[:]) {
			fail("%s: its SHA-256 is not the one sealed", name)
		}
		h1, in1 := files1[name]
		if want := sealedByV1(name); want != in1 {
			fail("%s: sealed (files) %v, want %v", name, in1, want)
		} else if sum := sha1.Sum(data); in1 && h1 != base64.StdEncoding.EncodeToString(sum[:]) {
			fail("%s: its SHA-1 is not the one sealed", name)
		}
	}
	for name := range files2 {
		if _, ok := files[name]; !ok {
			fail("CodeResources seals %s, which the app lacks", name)
		}
	}
	return errs
}

// readCodeResources returns the hashes, in base64, of CodeResources'
// files (SHA-1) and files2 (SHA-256), by path.
func readCodeResources(data []byte) (files1, files2 map[string]string) {
	files1, files2 = map[string]string{}, map[string]string{}
	d := xml.NewDecoder(bytes.NewReader(data))
	var path []string // the keys of the dictionaries we are in
	var key, text string
	for {
		tok, err := d.Token()
		if err != nil {
			return files1, files2
		}
		switch t := tok.(type) {
		case xml.StartElement:
			text = ""
			if t.Name.Local == "dict" && key != "" {
				path = append(path, key)
				key = ""
			}
		case xml.CharData:
			text += string(t)
		case xml.EndElement:
			switch t.Name.Local {
			case "dict":
				if len(path) > 0 {
					path = path[:len(path)-1]
				}
			case "key":
				key = text
			case "data":
				v := strings.Join(strings.Fields(text), "")
				switch {
				case len(path) == 1 && path[0] == "files":
					files1[key] = v
				case len(path) == 2 && path[0] == "files2" && key == "hash2":
					files2[path[1]] = v
				}
				key = ""
			default:
				key = ""
			}
		}
	}
}

// checkSealCatches checks that checkSeal fails an app sealed as the
// contents are (which it passes) when a file changes, when one is added,
// when Info.plist, the program or CodeResources change: so that the
// check of the apps TestDist makes can fail.
func checkSealCatches(t *testing.T, contents map[string][]byte) {
	t.Helper()
	for name, change := range map[string]func(map[string][]byte){
		"an icon changed": func(c map[string][]byte) {
			c["Resources/tabula.icns"] = append(slices.Clone(c["Resources/tabula.icns"]), 0)
		},
		"a file added":        func(c map[string][]byte) { c["Resources/extra.txt"] = []byte("extra") },
		"Info.plist changed":  func(c map[string][]byte) { c["Info.plist"] = append(slices.Clone(c["Info.plist"]), ' ') },
		"the program changed": func(c map[string][]byte) { p := slices.Clone(c["MacOS/tabula"]); p[5000] ^= 1; c["MacOS/tabula"] = p },
		"CodeResources changed": func(c map[string][]byte) {
			c["_CodeSignature/CodeResources"] = append(slices.Clone(c["_CodeSignature/CodeResources"]), '\n')
		},
	} {
		c := map[string][]byte{}
		for k, v := range contents {
			c[k] = v
		}
		change(c)
		if errs := checkSeal(c, "tabula", bundleID); len(errs) == 0 {
			t.Errorf("%s, and the seal still passed", name)
		}
	}
}

// TestCodeResources: the files each version of the rules seals, and
// CodeResources as a plist that readCodeResources reads back.
func TestCodeResources(t *testing.T) {
	files := map[string][]byte{"Info.plist": []byte("i"), "PkgInfo": []byte("p"), "MacOS/tabula": []byte("m"),
		"Resources/tabula.icns": []byte("icon"), "Resources/fr.lproj/locversion.plist": []byte("l"), "Resources/a&b.txt": []byte("ab")}
	f1, f2 := readCodeResources(codeResources(files))
	var got1, got2 []string
	for n := range f1 {
		got1 = append(got1, n)
	}
	for n := range f2 {
		got2 = append(got2, n)
	}
	slices.Sort(got1)
	slices.Sort(got2)
	if want := "Resources/a&b.txt Resources/tabula.icns"; strings.Join(got1, " ") != want {
		t.Errorf("files seals %v, want %s", got1, want)
	}
	if want := "Resources/a&b.txt Resources/fr.lproj/locversion.plist Resources/tabula.icns"; strings.Join(got2, " ") != want {
		t.Errorf("files2 seals %v, want %s", got2, want)
	}
	sum := sha256.Sum256([]byte("icon"))
	if f2["Resources/tabula.icns"] != base64.StdEncoding.EncodeToString(sum[:]) {
		t.Errorf("the icon's hash2 is %s", f2["Resources/tabula.icns"])
	}
}
