package main

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"text/template"

	"github.com/goreleaser/nfpm/v2"
	"github.com/goreleaser/nfpm/v2/deb"
	"github.com/goreleaser/nfpm/v2/files"
	"github.com/goreleaser/nfpm/v2/rpm"

	"tabula/artwork"
)

// appID is tabula's AppStream component id, reversed as the macOS
// bundle's.
const appID = bundleID

// The libraries the game opens as it starts (it is built without cgo, so
// no tool finds them in the program): OpenGL and X11's, as Debian names
// their packages and as RPM distributions name what their packages
// provide. Sound (ALSA) is only recommended: without it the game plays
// silently.
var (
	debDepends   = []string{"libgl1", "libx11-6", "libxrandr2", "libxcursor1", "libxi6", "libxinerama1", "libxxf86vm1"}
	debRecommend = []string{"libasound2"}
	rpmRequires  = []string{"libGL.so.1()(64bit)", "libX11.so.6()(64bit)", "libXrandr.so.2()(64bit)", "libXcursor.so.1()(64bit)", "libXi.so.6()(64bit)", "libXinerama.so.1()(64bit)", "libXxf86vm.so.1()(64bit)"}
	rpmRecommend = []string{"libasound.so.2()(64bit)"}
)

// packageFile is a file a Linux package installs.
type packageFile struct {
	dst  string // where it goes, absolute
	data []byte
	mode os.FileMode
	only string // "deb" or "rpm" when only that package has it
}

// linuxPackageFiles returns what the packages of the game for Linux
// install: the program, its menu entry, icons and AppStream metainfo, the
// licence and the notices.
func (r *release) linuxPackageFiles(bin string, notices []byte) ([]packageFile, error) {
	program, err := os.ReadFile(bin)
	if err != nil {
		return nil, err
	}
	desktop, err := os.ReadFile(filepath.Join(r.module, "packaging", "linux", "tabula.desktop"))
	if err != nil {
		return nil, err
	}
	meta, err := r.metainfo()
	if err != nil {
		return nil, err
	}
	licence, err := os.ReadFile(filepath.Join(r.module, "LICENSE"))
	if err != nil {
		return nil, err
	}
	out := []packageFile{
		{dst: "/usr/bin/tabula", data: program, mode: 0o755},
		{dst: "/usr/share/applications/tabula.desktop", data: desktop, mode: 0o644},
		{dst: "/usr/share/metainfo/" + appID + ".metainfo.xml", data: meta, mode: 0o644},
		{dst: "/usr/share/doc/tabula/LICENSE", data: licence, mode: 0o644},
		{dst: "/usr/share/doc/tabula/NOTICES.txt", data: notices, mode: 0o644},
		{dst: "/usr/share/doc/tabula/copyright", data: []byte(debCopyright), mode: 0o644, only: "deb"},
		{dst: "/usr/share/licenses/tabula/LICENSE", data: licence, mode: 0o644, only: "rpm"},
	}
	for _, s := range linuxIconSizes {
		var buf bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, artwork.Icon(s)); err != nil {
			return nil, err
		}
		out = append(out, packageFile{dst: fmt.Sprintf("/usr/share/icons/hicolor/%dx%d/apps/tabula.png", s, s), data: buf.Bytes(), mode: 0o644})
	}
	return out, nil
}

// debCopyright is the package's copyright file, where Debian's policy
// wants it, in its machine-readable format.
const debCopyright = `Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: tabula
Comment: The licences of the modules the program is built from, and of its
 font, are in /usr/share/doc/tabula/NOTICES.txt.

Files: *
Copyright: The tabula authors
License: Apache-2.0
 Licensed under the Apache License, Version 2.0 (the "License"); you may not
 use this program except in compliance with the License. Its full text is in
 /usr/share/doc/tabula/LICENSE (on Debian systems, also in
 /usr/share/common-licenses/Apache-2.0).
`

// metainfo returns the AppStream metainfo of the release: the template
// packaging/linux/org.tabula.game.metainfo.xml with the version, the
// commit's date and the site filled in.
func (r *release) metainfo() ([]byte, error) {
	tmpl, err := template.ParseFiles(filepath.Join(r.module, "packaging", "linux", appID+".metainfo.xml"))
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = tmpl.Execute(&b, map[string]string{
		"Version": shortVersion(r.version), "Date": r.date.Format("2006-01-02"), "Site": strings.TrimRight(r.site, "/"),
	})
	return b.Bytes(), err
}

// linuxPackages writes the .deb and the .rpm of the game for t, made by
// nfpm from the files, every file dated at the commit and owned by root,
// and returns their names.
func (r *release) linuxPackages(t target, pkgFiles []packageFile) ([]string, error) {
	stage := filepath.Join(r.b.work, "packages-"+t.goarch)
	var names []string
	for _, format := range []string{"deb", "rpm"} {
		var contents files.Contents
		for _, f := range pkgFiles {
			if f.only != "" && f.only != format {
				continue
			}
			src := filepath.Join(stage, format, filepath.FromSlash(f.dst))
			if err := os.MkdirAll(filepath.Dir(src), 0o755); err != nil {
				return nil, err
			}
			if err := os.WriteFile(src, f.data, f.mode); err != nil {
				return nil, err
			}
			contents = append(contents, &files.Content{Source: src, Destination: f.dst,
				FileInfo: &files.ContentFileInfo{Mode: f.mode, MTime: r.date, Owner: "root", Group: "root"}})
		}
		slices.SortFunc(contents, func(a, b *files.Content) int { return strings.Compare(a.Destination, b.Destination) })
		info := nfpm.WithDefaults(&nfpm.Info{
			Name: "tabula", Arch: t.goarch, Platform: "linux", Version: r.version, Release: "1",
			Section: "games", Priority: "optional", Maintainer: "The tabula authors",
			Description: "Four traditional board games\n" +
				"Daryon, Dejarik, Thayyam and Diam on one screen, against the computer or\n" +
				"around a table with family and friends, in English or French.",
			Vendor: "The tabula authors", Homepage: strings.TrimRight(r.site, "/"), License: "Apache-2.0",
			MTime: r.date,
			Overridables: nfpm.Overridables{
				Contents: contents, Umask: 0o022,
				RPM: nfpm.RPM{Group: "Amusements/Games", Summary: "Four traditional board games", BuildHost: "tabula", Packager: "The tabula authors"},
			},
		})
		var packager nfpm.Packager = deb.Default
		if format == "deb" {
			info.Depends, info.Recommends = debDepends, debRecommend
		} else {
			packager = rpm.DefaultRPM
			info.Depends, info.Recommends = rpmRequires, rpmRecommend
			// RPM keeps the summary apart: the description is the rest.
			_, info.Description, _ = strings.Cut(info.Description, "\n")
		}
		if err := nfpm.PrepareForPackager(info, format); err != nil {
			return nil, fmt.Errorf("%s: %w", format, err)
		}
		name := path.Base(packager.ConventionalFileName(info))
		f, err := os.Create(filepath.Join(r.out, name))
		if err != nil {
			return nil, err
		}
		err = packager.Package(info, f)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		r.log("wrote %s", filepath.Join(r.out, name))
		names = append(names, name)
	}
	return names, nil
}
