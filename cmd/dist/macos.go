package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"os"
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
// version, its icon, and the program.
func macApp(a *archive, binary []byte, v, commit string) error {
	var plist bytes.Buffer
	err := infoPlist.Execute(&plist, map[string]string{
		"ID":      bundleID,
		"Version": strings.TrimPrefix(v, "v"),
		"Short":   shortVersion(v),
		"Commit":  commit,
	})
	if err != nil {
		return err
	}
	var icon bytes.Buffer
	if err := icns.Encode(&icon, artwork.Icon(1024)); err != nil {
		return err
	}
	a.add("Tabula.app/Contents/Info.plist", plist.Bytes(), false)
	a.add("Tabula.app/Contents/PkgInfo", []byte("APPL????"), false)
	a.add("Tabula.app/Contents/Resources/tabula.icns", icon.Bytes(), false)
	a.add("Tabula.app/Contents/MacOS/tabula", binary, true)
	return nil
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
