package main

import (
	"bytes"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"slices"
	"strings"

	"github.com/blacktop/go-macho"
	"github.com/blacktop/go-macho/pkg/codesign"
	cstypes "github.com/blacktop/go-macho/pkg/codesign/types"
	mtypes "github.com/blacktop/go-macho/types"
)

// An app is sealed as Apple's codesign seals a bundle, ad hoc (with no
// certificate): its program's code signature names the app's identifier
// and binds, beside the hash of each page of the program, the hashes of
// Contents/Info.plist (special slot 1) and of
// Contents/_CodeSignature/CodeResources (slot 3), which holds the hash of
// every other file of the bundle. An app downloaded whose seal is
// missing or broken is "damaged" for macOS on Apple's chips; one sealed
// ad hoc opens after the person allows it once (Privacy & Security).
//
// github.com/blacktop/go-macho writes the program's signature: File.CodeSign
// replaces the Go linker's (identifier a.out, no special slots) with one
// of the identifier, the flags and the hashes of the two files given. It
// does not write CodeResources, nor know which files a bundle's rules
// seal: codeResources below is that part, the resource rules of the
// current codesign (version 2, and version 1 for older systems). And its
// File.SaveBuffer drops the gaps the Go linker leaves between segments,
// which the signature covers: sealApp puts the signed parts back into
// the program as it was.

// codeResourcesPath is where a bundle's seal of its files goes.
const codeResourcesPath = "Contents/_CodeSignature/CodeResources"

// sealedByV1 reports whether the version 1 rules ("files") seal a file
// of Contents: what is in Resources/ (not a .lproj's locversion.plist),
// and version.plist.
func sealedByV1(name string) bool {
	return (strings.HasPrefix(name, "Resources/") && !strings.HasSuffix(name, ".lproj/locversion.plist")) || name == "version.plist"
}

// sealedByV2 reports whether the version 2 rules ("files2") seal a file
// of Contents: every file but Info.plist, PkgInfo, .DS_Store and the code
// in MacOS/ (which is signed itself: nested code).
func sealedByV2(name string) bool {
	base := name[strings.LastIndex(name, "/")+1:]
	return name != "Info.plist" && name != "PkgInfo" && base != ".DS_Store" && !strings.HasPrefix(name, "MacOS/") &&
		!strings.HasPrefix(name, "_CodeSignature/")
}

// codeResources returns the CodeResources of a bundle whose Contents hold
// files (by their path below Contents), as codesign writes it: the files
// the rules seal with their SHA-1 (version 1) and SHA-256 (version 2)
// hashes, then the rules.
func codeResources(files map[string][]byte) []byte {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	slices.Sort(names)
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>files</key>
	<dict>
`)
	for _, n := range names {
		if sealedByV1(n) {
			sum := sha1.Sum(files[n])
			fmt.Fprintf(&b, "\t\t<key>%s</key>\n\t\t<data>\n\t\t%s\n\t\t</data>\n", xmlText(n), base64.StdEncoding.EncodeToString(sum[:]))
		}
	}
	b.WriteString("\t</dict>\n\t<key>files2</key>\n\t<dict>\n")
	for _, n := range names {
		if sealedByV2(n) {
			sum := sha256.Sum256(files[n])
			fmt.Fprintf(&b, "\t\t<key>%s</key>\n\t\t<dict>\n\t\t\t<key>hash2</key>\n\t\t\t<data>\n\t\t\t%s\n\t\t\t</data>\n\t\t</dict>\n",
				xmlText(n), base64.StdEncoding.EncodeToString(sum[:]))
		}
	}
	b.WriteString("\t</dict>\n" + resourceRules + "</dict>\n</plist>\n")
	return b.Bytes()
}

// resourceRules are the rules of codesign's CodeResources, which a
// verifier reads to know what the seal covers.
const resourceRules = `	<key>rules</key>
	<dict>
		<key>^Resources/</key>
		<true/>
		<key>^Resources/.*\.lproj/</key>
		<dict>
			<key>optional</key>
			<true/>
			<key>weight</key>
			<real>1000</real>
		</dict>
		<key>^Resources/.*\.lproj/locversion.plist$</key>
		<dict>
			<key>omit</key>
			<true/>
			<key>weight</key>
			<real>1100</real>
		</dict>
		<key>^Resources/Base\.lproj/</key>
		<dict>
			<key>weight</key>
			<real>1010</real>
		</dict>
		<key>^version.plist$</key>
		<true/>
	</dict>
	<key>rules2</key>
	<dict>
		<key>.*\.dSYM($|/)</key>
		<dict>
			<key>weight</key>
			<real>11</real>
		</dict>
		<key>^(.*/)?\.DS_Store$</key>
		<dict>
			<key>omit</key>
			<true/>
			<key>weight</key>
			<real>2000</real>
		</dict>
		<key>^(Frameworks|SharedFrameworks|PlugIns|Plug-ins|XPCServices|Helpers|MacOS|Library/(Automator|Spotlight|LoginItems))/</key>
		<dict>
			<key>nested</key>
			<true/>
			<key>weight</key>
			<real>10</real>
		</dict>
		<key>^.*</key>
		<true/>
		<key>^Info\.plist$</key>
		<dict>
			<key>omit</key>
			<true/>
			<key>weight</key>
			<real>20</real>
		</dict>
		<key>^PkgInfo$</key>
		<dict>
			<key>omit</key>
			<true/>
			<key>weight</key>
			<real>20</real>
		</dict>
		<key>^Resources/</key>
		<dict>
			<key>weight</key>
			<real>20</real>
		</dict>
		<key>^Resources/.*\.lproj/</key>
		<dict>
			<key>optional</key>
			<true/>
			<key>weight</key>
			<real>1000</real>
		</dict>
		<key>^Resources/.*\.lproj/locversion.plist$</key>
		<dict>
			<key>omit</key>
			<true/>
			<key>weight</key>
			<real>1100</real>
		</dict>
		<key>^Resources/Base\.lproj/</key>
		<dict>
			<key>weight</key>
			<real>1010</real>
		</dict>
		<key>^[^/]+$</key>
		<dict>
			<key>nested</key>
			<true/>
			<key>weight</key>
			<real>10</real>
		</dict>
		<key>^embedded\.provisionprofile$</key>
		<dict>
			<key>weight</key>
			<real>20</real>
		</dict>
		<key>^version\.plist$</key>
		<dict>
			<key>weight</key>
			<real>20</real>
		</dict>
	</dict>
`

// sealApp seals the app whose Contents hold files (by their path below
// Contents, the program at MacOS/exe among them): it returns the program
// signed ad hoc as id, binding Info.plist and the CodeResources it
// returns too.
func sealApp(files map[string][]byte, exe, id string) (program, resources []byte, err error) {
	resources = codeResources(files)
	f, err := macho.NewFile(bytes.NewReader(files["MacOS/"+exe]))
	if err != nil {
		return nil, nil, fmt.Errorf("the app's program: %w", err)
	}
	defer f.Close()
	rd := sha256.Sum256(resources)
	err = f.CodeSign(&codesign.Config{
		ID:                  id,
		Flags:               cstypes.ADHOC,
		InfoPlist:           files["Info.plist"],
		ResourceDirSlotHash: rd[:],
	})
	if err != nil {
		return nil, nil, fmt.Errorf("signing the app's program: %w", err)
	}
	var out bytes.Buffer
	if err := f.SaveBuffer(&out); err != nil {
		return nil, nil, err
	}
	// SaveBuffer writes the segments one after the other, but the Go
	// linker leaves gaps between them in the file (each segment starts
	// at a page): the signature hashed the file as it is, gaps
	// included. So the signed program is go-macho's new header and load
	// commands, the original bytes up to __LINKEDIT, and go-macho's new
	// __LINKEDIT (the original's, then the signature).
	orig := files["MacOS/"+exe]
	le := f.Segment("__LINKEDIT")
	head := int(mtypes.FileHeaderSize64 + f.SizeCommands)
	if f.Magic != mtypes.Magic64 || le == nil || uint64(out.Len()) < le.Filesz || le.Offset > uint64(len(orig)) {
		return nil, nil, fmt.Errorf("the app's program: not the 64-bit Mach-O file expected")
	}
	program = slices.Concat(out.Bytes()[:head], orig[head:le.Offset], out.Bytes()[uint64(out.Len())-le.Filesz:])
	if g, err := macho.NewFile(bytes.NewReader(program)); err != nil {
		return nil, nil, fmt.Errorf("the signed program does not read back: %w", err)
	} else {
		g.Close()
	}
	return program, resources, nil
}
