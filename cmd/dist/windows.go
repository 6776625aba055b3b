package main

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"
	"golang.org/x/mod/semver"

	"tabula/artwork"
)

// windowsIconSizes are the sizes of the .exe's icon: what Explorer, the
// taskbar and the title bar ask for at every display scale.
var windowsIconSizes = []int{256, 64, 48, 40, 32, 24, 20, 16}

// windowsResources returns the resources that give tabula.exe its icon,
// its version information and a manifest saying that it draws sharp at
// every display's scale (per-monitor DPI awareness, which the engine's
// window layer expects).
func windowsResources(v, commit string, built time.Time) (*winres.ResourceSet, error) {
	rs := winres.ResourceSet{}
	icon, err := winres.NewIconFromImages(artwork.Icons(windowsIconSizes...))
	if err != nil {
		return nil, err
	}
	if err := rs.SetIcon(winres.Name("APPICON"), icon); err != nil {
		return nil, err
	}
	four, err := versionNumbers(v)
	if err != nil {
		return nil, err
	}
	vi := version.Info{FileVersion: four, ProductVersion: four, Timestamp: built.UTC()}
	vi.Flags.Prerelease = semver.Prerelease(v) != ""
	for _, kv := range [][2]string{
		{version.ProductName, "tabula"},
		{version.FileDescription, "tabula: four traditional board games"},
		{version.ProductVersion, v},
		{version.FileVersion, v},
		{version.InternalName, "tabula"},
		{version.OriginalFilename, "tabula.exe"},
		{version.Comments, "Daryon, Dejarik, Thayyam and Diam. Built from commit " + commit + "."},
	} {
		if err := vi.Set(version.LangDefault, kv[0], kv[1]); err != nil {
			return nil, err
		}
	}
	rs.SetVersionInfo(vi)
	rs.SetManifest(winres.AppManifest{
		Identity:            winres.AssemblyIdentity{Name: "tabula", Version: four},
		Description:         "tabula: four traditional board games",
		Compatibility:       winres.Win10AndAbove,
		DPIAwareness:        winres.DPIPerMonitorV2,
		UseCommonControlsV6: true,
	})
	return &rs, nil
}

// versionNumbers returns the four numbers Windows shows of a version:
// v1.2.3 and v1.2.3-rc.1 are 1.2.3.0. Each must be below 65,536.
func versionNumbers(v string) ([4]uint16, error) {
	var out [4]uint16
	core := strings.TrimPrefix(v, "v")
	core, _, _ = strings.Cut(core, "+")
	core, _, _ = strings.Cut(core, "-")
	if !semver.IsValid(v) || strings.Count(core, ".") != 2 {
		return out, fmt.Errorf("version %q: want a semantic version such as v0.3.0", v)
	}
	for i, part := range strings.SplitN(core, ".", 3) {
		n, err := strconv.ParseUint(part, 10, 16)
		if err != nil {
			return out, fmt.Errorf("version %q: %s is more than Windows can show (65,535)", v, part)
		}
		out[i] = uint16(n)
	}
	return out, nil
}

// windowsGUI is the linker's flag that makes a Windows program a GUI one:
// no console window opens beside it.
const windowsGUI = "-H=windowsgui"

// windows makes tabula-VERSION-windows-amd64.zip: tabula.exe built as a
// GUI program (no console window opens beside it), then given its
// resources (winres writes them as the program's resource section).
func (r *release) windows() error {
	t := target{"windows", "amd64"}
	built, err := r.b.build(t, ".", "tabula", windowsGUI)
	if err != nil {
		return err
	}
	rs, err := windowsResources(r.version, r.commit, r.date)
	if err != nil {
		return err
	}
	data, err := os.ReadFile(built)
	if err != nil {
		return err
	}
	if err := requireWindows10(data); err != nil {
		return err
	}
	versioned := filepath.Join(filepath.Dir(built), "tabula-windows10.exe")
	if err := os.WriteFile(versioned, data, 0o755); err != nil {
		return err
	}
	exe := filepath.Join(filepath.Dir(built), "tabula-with-resources.exe")
	if err := writeResources(rs, versioned, exe); err != nil {
		return err
	}
	a := newArchive("tabula-" + r.version + "-" + t.name())
	if err := a.addFile("tabula.exe", exe, true); err != nil {
		return err
	}
	if err := r.readme(a, "README.txt", "windows/README.txt", t); err != nil {
		return err
	}
	p, err := r.program("tabula.exe", t, ".", exe)
	if err != nil {
		return err
	}
	return r.finish(a, ".zip", "tabula", p)
}

// requireWindows10 marks the program, a 64-bit PE file, as one for
// Windows 10 and later: its operating system and subsystem versions 10.0
// (the Go linker writes 6.1, Windows 7). Go's runtime no longer starts on
// Windows 7 and 8 — it needs bcryptprimitives.dll's ProcessPrng — and a
// GUI program that fails as it starts says nothing; marked so, the
// program is refused by Windows 7 and 8 themselves, with a message
// ("not a valid Win32 application"), rather than ending silently.
func requireWindows10(exe []byte) error {
	if len(exe) < 0x40 {
		return fmt.Errorf("tabula.exe: too short for a PE file")
	}
	opt := int(binary.LittleEndian.Uint32(exe[0x3c:])) + 4 + 20 // "PE\0\0", then the COFF header
	if opt+52 > len(exe) || string(exe[opt-24:opt-20]) != "PE\x00\x00" || binary.LittleEndian.Uint16(exe[opt:]) != 0x20b {
		return fmt.Errorf("tabula.exe: not a 64-bit PE file")
	}
	for _, at := range []int{40, 48} { // MajorOperatingSystemVersion, MajorSubsystemVersion, and their minors
		binary.LittleEndian.PutUint16(exe[opt+at:], 10)
		binary.LittleEndian.PutUint16(exe[opt+at+2:], 0)
	}
	return nil
}

// writeResources writes the program from with the resources to to.
func writeResources(rs *winres.ResourceSet, from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.Create(to)
	if err != nil {
		return err
	}
	err = rs.WriteToEXE(dst, src, winres.ForceCheckSum())
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	return err
}
