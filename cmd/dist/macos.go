package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"text/template"

	"github.com/jackmordaunt/icns/v3"

	"tabula/artwork"
)

// bundleID is the macOS app's identifier (and, reversed the same way, the
// Android package's: see the README's phones section).
const bundleID = "org.tabula.game"

// infoPlist is Tabula.app/Contents/Info.plist: what Finder and the Dock
// read of the app before it starts.
var infoPlist = template.Must(template.New("Info.plist").Funcs(template.FuncMap{"xml": xmlText}).Parse(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDevelopmentRegion</key>
	<string>en</string>
	<key>CFBundleLocalizations</key>
	<array>
		<string>en</string>
		<string>fr</string>
	</array>
	<key>CFBundleDisplayName</key>
	<string>Tabula</string>
	<key>CFBundleName</key>
	<string>Tabula</string>
	<key>CFBundleExecutable</key>
	<string>tabula</string>
	<key>CFBundleIconFile</key>
	<string>tabula.icns</string>
	<key>CFBundleIdentifier</key>
	<string>{{xml .ID}}</string>
	<key>CFBundleInfoDictionaryVersion</key>
	<string>6.0</string>
	<key>CFBundlePackageType</key>
	<string>APPL</string>
	<key>CFBundleShortVersionString</key>
	<string>{{xml .Short}}</string>
	<key>CFBundleVersion</key>
	<string>{{xml .Version}}</string>
	<key>CFBundleGetInfoString</key>
	<string>tabula {{xml .Version}}, commit {{xml .Commit}}</string>
	<key>LSApplicationCategoryType</key>
	<string>public.app-category.board-games</string>
	<key>LSMinimumSystemVersion</key>
	<string>12.0</string>
	<key>NSHighResolutionCapable</key>
	<true/>
	<key>NSSupportsAutomaticGraphicsSwitching</key>
	<true/>
</dict>
</plist>
`))

func xmlText(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}

// macApp adds Tabula.app to the archive: its Info.plist naming the
// version, its icon, and the program, the whole sealed (signed ad hoc as
// a bundle, see sealApp).
func macApp(a *archive, binary []byte, v, commit string) error {
	contents, err := macContents(binary, v, commit)
	if err != nil {
		return err
	}
	program, resources, err := sealApp(contents, "tabula", bundleID)
	if err != nil {
		return err
	}
	contents["MacOS/tabula"] = program
	contents[strings.TrimPrefix(codeResourcesPath, "Contents/")] = resources
	for _, name := range sortedNames(contents) {
		a.add("Tabula.app/Contents/"+name, contents[name], strings.HasPrefix(name, "MacOS/"))
	}
	return nil
}

// macContents returns the files of Tabula.app's Contents, unsealed: its
// Info.plist naming the version, PkgInfo, its icon and the program.
func macContents(binary []byte, v, commit string) (map[string][]byte, error) {
	var plist bytes.Buffer
	err := infoPlist.Execute(&plist, map[string]string{
		"ID":      bundleID,
		"Version": strings.TrimPrefix(v, "v"),
		"Short":   shortVersion(v),
		"Commit":  commit,
	})
	if err != nil {
		return nil, err
	}
	var icon bytes.Buffer
	if err := icns.Encode(&icon, artwork.Icon(1024)); err != nil {
		return nil, err
	}
	return map[string][]byte{
		"Info.plist":            plist.Bytes(),
		"PkgInfo":               []byte("APPL????"),
		"Resources/tabula.icns": icon.Bytes(),
		"MacOS/tabula":          binary,
	}, nil
}

// shortVersion is the version as macOS shows it to people: three numbers,
// 0.3.0 for v0.3.0 and for v0.3.0-rc.1.
func shortVersion(v string) string {
	n, err := versionNumbers(v)
	if err != nil {
		return strings.TrimPrefix(v, "v")
	}
	return fmt.Sprintf("%d.%d.%d", n[0], n[1], n[2])
}

// macos makes tabula-VERSION-macos-arm64.zip and -macos-amd64.zip: the
// app, for Apple's chips and for Intel's.
func (r *release) macos() error {
	for _, arch := range []string{"arm64", "amd64"} {
		t := target{"darwin", arch}
		bin, err := r.b.build(t, ".", "tabula")
		if err != nil {
			return err
		}
		data, err := os.ReadFile(bin)
		if err != nil {
			return err
		}
		a := newArchive("tabula-" + r.version + "-" + t.name())
		if err := macApp(a, data, r.version, r.commit); err != nil {
			return err
		}
		if err := r.developerSign(a); err != nil {
			return err
		}
		if err := r.readme(a, "README.txt", "macos/README.txt", t); err != nil {
			return err
		}
		p, err := r.program("Tabula.app/Contents/MacOS/tabula", t, ".", bin)
		if err != nil {
			return err
		}
		if err := r.finish(a, ".zip", "tabula", p); err != nil {
			return err
		}
	}
	return nil
}

// The environment of a release signed with a Developer ID (see the
// command's doc).
const (
	envMacP12         = "TABULA_MACOS_P12"
	envMacP12Password = "TABULA_MACOS_P12_PASSWORD_FILE"
	envNotaryKey      = "TABULA_NOTARY_KEY"
)

// developerSign signs the app of the archive with a Developer ID and
// notarizes it, by rcodesign, when the environment gives the keys;
// without them it leaves the app sealed ad hoc.
func (r *release) developerSign(a *archive) error {
	p12 := os.Getenv(envMacP12)
	if p12 == "" {
		return nil
	}
	dir, err := os.MkdirTemp(r.b.work, "app-")
	if err != nil {
		return err
	}
	var app []string
	for name, e := range a.files {
		if !strings.HasPrefix(name, "Tabula.app/") {
			continue
		}
		app = append(app, name)
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, e.data, mode(name, e).Perm()); err != nil {
			return err
		}
	}
	bundle := filepath.Join(dir, "Tabula.app")
	sign := []string{"sign", "--p12-file", p12, "--code-signature-flags", "runtime", "--for-notarization"}
	if pw := os.Getenv(envMacP12Password); pw != "" {
		sign = append(sign, "--p12-password-file", pw)
	}
	steps := [][]string{append(sign, bundle)}
	if key := os.Getenv(envNotaryKey); key != "" {
		steps = append(steps, []string{"notary-submit", "--api-key-file", key, "--wait", "--staple", bundle})
	}
	for _, args := range steps {
		r.log("rcodesign %s", args[0])
		if out, err := exec.Command("rcodesign", args...).CombinedOutput(); err != nil {
			return fmt.Errorf("rcodesign %s: %v\n%s", args[0], err, out)
		}
	}
	for _, name := range app {
		delete(a.files, name)
	}
	return a.addTree("Tabula.app", bundle)
}
