package main

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"tabula/artwork"
)

// linuxIconSizes are the sizes of the icons installed in the desktop's
// hicolor theme, where menus and docks look for them.
var linuxIconSizes = []int{16, 24, 32, 48, 64, 128, 256, 512}

// linux makes tabula-VERSION-linux-amd64.tar.gz and -linux-arm64.tar.gz:
// the program, its menu entry and icons, and the scripts that install
// them for a person (or under a prefix) and remove them; and the same
// program as packages for Debian and its kin (.deb) and for RPM
// distributions (.rpm), for both processors, with the AppStream metainfo
// that software centres show.
func (r *release) linux() error {
	for _, arch := range []string{"amd64", "arm64"} {
		t := target{"linux", arch}
		bin, err := r.b.build(t, ".", "tabula")
		if err != nil {
			return err
		}
		a := newArchive("tabula-" + r.version + "-" + t.name())
		if err := a.addFile("tabula", bin, true); err != nil {
			return err
		}
		if err := linuxDesktop(a, r.module); err != nil {
			return err
		}
		meta, err := r.metainfo()
		if err != nil {
			return err
		}
		a.add(appID+".metainfo.xml", meta, false) // for the Flatpak manifest (packaging/flatpak)
		if err := r.readme(a, "README.txt", "linux/README.txt", t); err != nil {
			return err
		}
		p, err := r.program("tabula", t, ".", bin)
		if err != nil {
			return err
		}
		if err := r.finish(a, ".tar.gz", "tabula", p); err != nil {
			return err
		}
		notices, err := r.notices("tabula", p)
		if err != nil {
			return err
		}
		files, err := r.linuxPackageFiles(bin, notices)
		if err != nil {
			return err
		}
		names, err := r.linuxPackages(t, files)
		if err != nil {
			return err
		}
		r.made = append(r.made, names...)
	}
	return nil
}

// linuxDesktop adds what puts the program in a desktop's menu: the
// .desktop file, the icons at every size, and install.sh and uninstall.sh
// (from packaging/linux in the module, told the icons' sizes).
func linuxDesktop(a *archive, module string) error {
	var sizes []string
	for _, s := range linuxIconSizes {
		sizes = append(sizes, fmt.Sprint(s))
		var buf bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, artwork.Icon(s)); err != nil {
			return err
		}
		a.add(fmt.Sprintf("icons/%dx%d/tabula.png", s, s), buf.Bytes(), false)
	}
	for _, name := range []string{"install.sh", "uninstall.sh"} {
		b, err := os.ReadFile(filepath.Join(module, "packaging", "linux", name))
		if err != nil {
			return err
		}
		a.add(name, bytes.ReplaceAll(b, []byte("@SIZES@"), []byte(strings.Join(sizes, " "))), true)
	}
	return a.addFile("tabula.desktop", filepath.Join(module, "packaging", "linux", "tabula.desktop"), false)
}
