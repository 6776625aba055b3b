package main

import (
	"archive/tar"
	"bytes"
	"crypto/rand"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"aead.dev/minisign"
	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/layout"
	"github.com/google/go-containerregistry/pkg/v1/types"
	"go.yaml.in/yaml/v3"

	"tabula/artwork"
)

// requireTool returns the path of a program the tests need: a failure
// under CI (make deps installs it, Debian's package deb), a skip by hand.
func requireTool(t *testing.T, name, deb string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("no %s: make deps installs it (Debian's package %s)", name, deb)
		}
		t.Skipf("no %s here", name)
	}
	return p
}

// throwawayKey writes a new minisign secret key, unencrypted as minisign
// -G -W writes it, and returns its file and the public key.
func throwawayKey(t *testing.T) (file, public string) {
	t.Helper()
	pub, priv, err := minisign.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	text, err := priv.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	file = filepath.Join(t.TempDir(), "throwaway.key")
	if err := os.WriteFile(file, text, 0o600); err != nil {
		t.Fatal(err)
	}
	return file, pub.String()
}

// checkSignature checks SHA256SUMS.minisig in dir against the public key:
// by aead.dev/minisign, by the minisign program (another implementation,
// the one the README tells people to use), and that both refuse the sums
// changed by one byte.
func checkSignature(t *testing.T, dir, public string) {
	t.Helper()
	var pub minisign.PublicKey
	if err := pub.UnmarshalText([]byte(public)); err != nil {
		t.Fatal(err)
	}
	sums, err := os.ReadFile(filepath.Join(dir, "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	sig, err := os.ReadFile(filepath.Join(dir, "SHA256SUMS.minisig"))
	if err != nil {
		t.Fatal(err)
	}
	verify := func(data []byte) bool {
		r := minisign.NewReader(bytes.NewReader(data))
		io.Copy(io.Discard, r)
		return r.Verify(pub, sig)
	}
	if !verify(sums) {
		t.Error("SHA256SUMS.minisig does not verify")
	}
	forged := slices.Clone(sums)
	forged[0] ^= 1
	if verify(forged) {
		t.Error("the signature verifies sums changed by one byte")
	}
	cli := requireTool(t, "minisign", "minisign")
	cmd := exec.Command(cli, "-Vm", "SHA256SUMS", "-P", public)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "Signature and comment signature verified") {
		t.Errorf("minisign -Vm SHA256SUMS: %v\n%s", err, out)
	}
	other := t.TempDir()
	os.WriteFile(filepath.Join(other, "SHA256SUMS"), forged, 0o644)
	os.WriteFile(filepath.Join(other, "SHA256SUMS.minisig"), sig, 0o644)
	cmd = exec.Command(cli, "-Vm", "SHA256SUMS", "-P", public)
	cmd.Dir = other
	if out, err := cmd.CombinedOutput(); err == nil {
		t.Errorf("minisign verified forged sums:\n%s", out)
	}
}

// native reports whether this machine runs the downloads for linux/amd64.
var native = runtime.GOOS == "linux" && runtime.GOARCH == "amd64"

// checkDeb checks a .deb: its control fields and files; and for this
// machine's processor installs it with dpkg into a scratch root, runs the
// game's -version there, checks the menu entry and the metainfo
// (appstreamcli), and removes it, leaving nothing.
func checkDeb(t *testing.T, deb string, licence []byte) {
	dpkgDeb := requireTool(t, "dpkg-deb", "dpkg")
	arch := map[bool]string{true: "amd64", false: "arm64"}[strings.HasSuffix(deb, "_amd64.deb")]
	info, err := exec.Command(dpkgDeb, "--field", deb, "Package", "Version", "Architecture", "Depends", "Recommends", "Section").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Package: tabula\n", "Version: 0.0.0~test-1\n", "Architecture: " + arch + "\n", "Depends: " + strings.Join(debDepends, ", ") + "\n", "Section: games\n"} {
		if !strings.Contains(string(info), want) {
			t.Errorf("the control lacks %q:\n%s", want, info)
		}
	}
	if os.Getenv("CI") != "" || native {
		// The packages depended on exist: this machine has them, for its
		// own screen tests (make deps).
		for _, d := range debDepends {
			if out, err := exec.Command("dpkg-query", "-W", "-f=${Status}", d).Output(); err != nil || !strings.Contains(string(out), "installed") {
				t.Errorf("the dependency %s is not a package installed here: %v %s", d, err, out)
			}
		}
	}
	list, err := exec.Command(dpkgDeb, "--contents", deb).Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"-rwxr-xr-x root/root", "./usr/bin/tabula\n", "./usr/share/applications/tabula.desktop\n",
		"./usr/share/metainfo/" + appID + ".metainfo.xml\n", "./usr/share/icons/hicolor/256x256/apps/tabula.png\n",
		"./usr/share/doc/tabula/LICENSE\n", "./usr/share/doc/tabula/NOTICES.txt\n", "./usr/share/doc/tabula/copyright\n"} {
		if !strings.Contains(string(list), want) {
			t.Errorf("the package lacks %q", want)
		}
	}
	if arch != "amd64" || !native {
		return
	}
	root := t.TempDir()
	for _, d := range []string{"var/lib/dpkg/info", "var/lib/dpkg/updates"} {
		os.MkdirAll(filepath.Join(root, d), 0o755)
	}
	os.WriteFile(filepath.Join(root, "var/lib/dpkg/status"), nil, 0o644)
	dpkg := func(args ...string) {
		t.Helper()
		// The scratch root has none of the libraries the game opens:
		// -version opens none.
		cmd := exec.Command("dpkg", append([]string{"--root=" + root, "--force-depends", "--force-not-root", "--log=/dev/null"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("dpkg %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	dpkg("--install", deb)
	checkVersion(t, filepath.Join(root, "usr", "bin", "tabula"), "tabula")
	checkInstalled(t, root, licence)
	dpkg("--remove", "tabula")
	var left []string
	filepath.WalkDir(filepath.Join(root, "usr"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			left = append(left, p)
		}
		return err
	})
	if len(left) > 0 {
		t.Errorf("removed, the package left %v", left)
	}
}

// checkInstalled checks what a package installed under root: the menu
// entry naming the window's class, valid; the metainfo, which
// appstreamcli accepts; the licence.
func checkInstalled(t *testing.T, root string, licence []byte) {
	t.Helper()
	desktop := filepath.Join(root, "usr", "share", "applications", "tabula.desktop")
	d, err := os.ReadFile(desktop)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"\nExec=tabula\n", "\nStartupWMClass=" + artwork.WindowClass + "\n", "\nIcon=tabula\n"} {
		if !strings.Contains(string(d), want) {
			t.Errorf("the menu entry lacks %q", want)
		}
	}
	if v, err := exec.LookPath("desktop-file-validate"); err == nil {
		if out, err := exec.Command(v, desktop).CombinedOutput(); err != nil || len(out) > 0 {
			t.Errorf("desktop-file-validate: %v\n%s", err, out)
		}
	}
	meta := filepath.Join(root, "usr", "share", "metainfo", appID+".metainfo.xml")
	m, err := os.ReadFile(meta)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<launchable type=\"desktop-id\">tabula.desktop</launchable>", "<release version=\"0.0.0\" date=\"", "<content_rating type=\"oars-1.1\"/>", "<screenshot type=\"default\">", "<project_license>Apache-2.0</project_license>"} {
		if !strings.Contains(string(m), want) {
			t.Errorf("the metainfo lacks %q", want)
		}
	}
	checkMetainfo(t, meta)
	if l, err := os.ReadFile(filepath.Join(root, "usr", "share", "doc", "tabula", "LICENSE")); err != nil || !bytes.Equal(l, licence) {
		t.Errorf("the installed LICENSE: %v", err)
	}
}

// checkMetainfo runs appstreamcli validate --no-net on a metainfo file.
func checkMetainfo(t *testing.T, file string) {
	t.Helper()
	cli := requireTool(t, "appstreamcli", "appstream")
	if out, err := exec.Command(cli, "validate", "--no-net", file).CombinedOutput(); err != nil {
		t.Errorf("appstreamcli validate --no-net: %v\n%s", err, out)
	}
}

// TestMetainfoValidation: appstreamcli refuses a metainfo that lacks
// what a software centre needs (here, its summary), so that the check of
// the packages' can fail.
func TestMetainfoValidation(t *testing.T) {
	r := &release{config: config{version: "v1.2.3", site: defaultSite, module: filepath.Join("..", "..")}, date: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)}
	meta, err := r.metainfo()
	if err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(t.TempDir(), appID+".metainfo.xml")
	os.WriteFile(good, meta, 0o644)
	checkMetainfo(t, good)
	bad := filepath.Join(t.TempDir(), appID+".metainfo.xml")
	os.WriteFile(bad, bytes.Replace(meta, []byte("<summary>Four traditional board games</summary>"), nil, 1), 0o644)
	if out, err := exec.Command("appstreamcli", "validate", "--no-net", bad).CombinedOutput(); err == nil {
		t.Errorf("appstreamcli accepted a metainfo with no summary:\n%s", out)
	}
}

// checkRPM checks an .rpm with rpm: its name, version, architecture,
// requirements and files; for this machine's processor installs it into
// a scratch root and runs the game's -version there.
func checkRPM(t *testing.T, pkg string, licence []byte) {
	rpm := requireTool(t, "rpm", "rpm")
	arch := map[bool]string{true: "x86_64", false: "aarch64"}[strings.HasSuffix(pkg, ".x86_64.rpm")]
	out, err := exec.Command(rpm, "-qp", "--queryformat", "%{NAME} %{VERSION} %{RELEASE} %{ARCH} %{LICENSE}\n", pkg).Output()
	if err != nil {
		t.Fatal(err)
	}
	if want := "tabula 0.0.0~test 1 " + arch + " Apache-2.0\n"; string(out) != want {
		t.Errorf("rpm -qp: %q, want %q", out, want)
	}
	req, _ := exec.Command(rpm, "-qp", "--requires", pkg).Output()
	for _, r := range rpmRequires {
		if !strings.Contains(string(req), r) {
			t.Errorf("the package does not require %s:\n%s", r, req)
		}
	}
	if out, err := exec.Command(rpm, "-K", "--nosignature", pkg).CombinedOutput(); err != nil || !strings.Contains(string(out), "digests OK") {
		t.Errorf("rpm -K: %v %s", err, out)
	}
	if arch != "x86_64" || !native {
		return
	}
	root := t.TempDir()
	for _, args := range [][]string{{"--initdb"}, {"-i", "--nodeps", "--noscripts", "--nosignature", pkg}} {
		if out, err := exec.Command(rpm, append([]string{"--root=" + root}, args...)...).CombinedOutput(); err != nil {
			t.Fatalf("rpm %v: %v\n%s", args, err, out)
		}
	}
	checkVersion(t, filepath.Join(root, "usr", "bin", "tabula"), "tabula")
	checkInstalled(t, root, licence)
	if l, err := os.ReadFile(filepath.Join(root, "usr", "share", "licenses", "tabula", "LICENSE")); err != nil || !bytes.Equal(l, licence) {
		t.Errorf("the LICENSE in /usr/share/licenses: %v", err)
	}
}

// checkImage reads the server's OCI image back: an index of both
// processors, named tabula-server:VERSION; each image runs the server as
// the unprivileged user with its entrypoint, exposes its port, keeps its
// data in a volume, holds the server, the game and the licence and no
// shell; this machine's server answers -version.
func checkImage(t *testing.T, file string, licence []byte) {
	dir := t.TempDir()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tr := tar.NewReader(f)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, filepath.FromSlash(h.Name))
		if h.Typeflag == tar.TypeDir {
			os.MkdirAll(p, 0o755)
			continue
		}
		data, _ := io.ReadAll(tr)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, data, 0o644)
	}
	top, err := layout.ImageIndexFromPath(dir)
	if err != nil {
		t.Fatal(err)
	}
	tm, err := top.IndexManifest()
	if err != nil || len(tm.Manifests) != 1 || tm.Manifests[0].Annotations["org.opencontainers.image.ref.name"] != "tabula-server:"+testVersion {
		t.Fatalf("index.json: %+v, %v", tm, err)
	}
	idx, err := top.ImageIndex(tm.Manifests[0].Digest)
	if err != nil {
		t.Fatal(err)
	}
	im, err := idx.IndexManifest()
	if err != nil {
		t.Fatal(err)
	}
	var platforms []string
	for _, m := range im.Manifests {
		platforms = append(platforms, m.Platform.String())
		if m.MediaType != types.OCIManifestSchema1 {
			t.Errorf("%s: a manifest of type %s", m.Platform, m.MediaType)
		}
		img, err := idx.Image(m.Digest)
		if err != nil {
			t.Fatal(err)
		}
		cf, err := img.ConfigFile()
		if err != nil {
			t.Fatal(err)
		}
		c := cf.Config
		if c.User != imageUser || !slices.Equal(c.Entrypoint, imageEntrypoint) || len(c.Cmd) != 0 || cf.Architecture != m.Platform.Architecture {
			t.Errorf("%s: user %q, entrypoint %q, cmd %q, architecture %s", m.Platform, c.User, c.Entrypoint, c.Cmd, cf.Architecture)
		}
		if _, ok := c.ExposedPorts[imagePort]; !ok || len(c.ExposedPorts) != 1 {
			t.Errorf("%s: exposes %v, want %s", m.Platform, c.ExposedPorts, imagePort)
		}
		if _, ok := c.Volumes[imageData]; !ok {
			t.Errorf("%s: volumes %v, want %s", m.Platform, c.Volumes, imageData)
		}
		layers, err := img.Layers()
		if err != nil || len(layers) != 1 {
			t.Fatalf("%s: %d layers, %v", m.Platform, len(layers), err)
		}
		rc, err := layers[0].Uncompressed()
		if err != nil {
			t.Fatal(err)
		}
		entries := map[string]*tar.Header{}
		var server []byte
		lr := tar.NewReader(rc)
		for {
			h, err := lr.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			entries[h.Name] = h
			data, _ := io.ReadAll(lr)
			switch h.Name {
			case "tabula-server":
				server = data
			case "usr/share/doc/tabula-server/LICENSE":
				if !bytes.Equal(data, licence) {
					t.Errorf("%s: the image's LICENSE is not the module's", m.Platform)
				}
			}
		}
		rc.Close()
		for _, want := range []string{"tabula-server", "web/index.html", "web/tabula.wasm.br", "web/tabula.wasm", "usr/share/doc/tabula-server/NOTICES.txt", "tmp/"} {
			if entries[want] == nil {
				t.Errorf("%s: the image lacks /%s", m.Platform, want)
			}
		}
		if h := entries["data/"]; h == nil || h.Uid != 65532 || h.Gid != 65532 {
			t.Errorf("%s: /data is %+v, want a folder of 65532:65532", m.Platform, h)
		}
		for _, shell := range []string{"bin/sh", "bin/bash", "bin/busybox", "etc/passwd"} {
			if entries[shell] != nil {
				t.Errorf("%s: the image has /%s", m.Platform, shell)
			}
		}
		if m.Platform.Architecture == "amd64" && native {
			p := filepath.Join(t.TempDir(), "tabula-server")
			os.WriteFile(p, server, 0o755)
			checkVersion(t, p, "tabula-server")
		}
	}
	if strings.Join(platforms, " ") != "linux/amd64 linux/arm64" {
		t.Errorf("the image is for %v", platforms)
	}
	// skopeo, another implementation (containers/image, podman's), reads
	// the image by its name, for each processor.
	skopeo := requireTool(t, "skopeo", "skopeo")
	for _, arch := range []string{"amd64", "arm64"} {
		out, err := exec.Command(skopeo, "--override-arch", arch, "--override-os", "linux", "inspect", "--config",
			"oci-archive:"+file+":tabula-server:"+testVersion).Output()
		var cf struct {
			Architecture string `json:"architecture"`
			Config       struct {
				User         string              `json:"User"`
				Entrypoint   []string            `json:"Entrypoint"`
				ExposedPorts map[string]struct{} `json:"ExposedPorts"`
			} `json:"config"`
		}
		if err == nil {
			err = json.Unmarshal(out, &cf)
		}
		if _, ok := cf.Config.ExposedPorts[imagePort]; err != nil || cf.Architecture != arch || cf.Config.User != imageUser || !slices.Equal(cf.Config.Entrypoint, imageEntrypoint) || !ok {
			t.Errorf("skopeo inspect (%s): %v\n%s", arch, err, out)
		}
	}
	var index struct {
		Manifests []struct {
			Annotations map[string]string `json:"annotations"`
		} `json:"manifests"`
	}
	raw, _ := os.ReadFile(filepath.Join(dir, "index.json"))
	if err := json.Unmarshal(raw, &index); err != nil || len(index.Manifests) != 1 || index.Manifests[0].Annotations["io.containerd.image.name"] != "docker.io/library/tabula-server:"+testVersion {
		t.Errorf("index.json names the image %s (%v)", raw, err)
	}
}

// TestSameBytes: the Linux packages, the server's image and the
// signature of the sums are the same bytes when made again from the same
// files (stand-ins for the programs), so that make dist stays
// reproducible (TestDist makes the archives twice, not these).
func TestSameBytes(t *testing.T) {
	date := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	program := filepath.Join(t.TempDir(), "tabula")
	os.WriteFile(program, []byte("#!/bin/sh\necho stand-in\n"), 0o755)
	web := t.TempDir()
	os.WriteFile(filepath.Join(web, "index.html"), []byte("<!doctype html>"), 0o644)
	key, pub := throwawayKey(t)
	build := func() map[string][]byte {
		out := t.TempDir()
		r := &release{config: config{version: "v1.0.0", out: out, site: defaultSite, module: filepath.Join("..", "..")},
			date: date, b: &builder{work: t.TempDir()}, log: func(string, ...any) {}}
		files, err := r.linuxPackageFiles(program, []byte("notices"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.linuxPackages(target{"linux", "amd64"}, files); err != nil {
			t.Fatal(err)
		}
		layer, err := imageLayer([]byte("server"), web, map[string][]byte{"LICENSE": []byte("licence")}, date)
		if err != nil {
			t.Fatal(err)
		}
		img, err := serverImage("amd64", layer, "v1.0.0", date)
		if err != nil {
			t.Fatal(err)
		}
		if err := writeImage(filepath.Join(out, "image.tar"), r.b.work, "v1.0.0", map[string]v1.Image{"amd64": img}, date); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(out, "SHA256SUMS"), []byte("sums\n"), 0o644)
		if _, err := signSums(out, key, "", "v1.0.0"); err != nil {
			t.Fatal(err)
		}
		checkSignature(t, out, pub)
		made := map[string][]byte{}
		entries, _ := os.ReadDir(out)
		for _, e := range entries {
			made[e.Name()], _ = os.ReadFile(filepath.Join(out, e.Name()))
		}
		return made
	}
	one, two := build(), build()
	if len(one) != 5 {
		t.Errorf("made %d files, want a .deb, an .rpm, the image, the sums and their signature", len(one))
	}
	for name, data := range one {
		if !bytes.Equal(data, two[name]) {
			t.Errorf("%s: made again, other bytes", name)
		}
	}
}

// TestFlatpakManifest: the Flatpak manifest names the app's id and the
// game, takes each processor's Linux download, and installs what the
// Linux download holds (every file it names is in the archive) under the
// names Flatpak asks: the menu entry, icon and metainfo after the app's
// id.
func TestFlatpakManifest(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "packaging", "flatpak", appID+".yml"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		AppID   string `yaml:"app-id"`
		Command string `yaml:"command"`
		Modules []struct {
			Sources []struct {
				Type   string   `yaml:"type"`
				Arches []string `yaml:"only-arches"`
				URL    string   `yaml:"url"`
			} `yaml:"sources"`
			Commands []string `yaml:"build-commands"`
		} `yaml:"modules"`
	}
	if err := yaml.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	if m.AppID != appID || m.Command != "tabula" || len(m.Modules) != 1 || len(m.Modules[0].Sources) != 2 {
		t.Fatalf("the manifest: %+v", m)
	}
	for i, arch := range []string{"amd64", "arm64"} {
		s := m.Modules[0].Sources[i]
		if s.Type != "archive" || !strings.HasSuffix(s.URL, "-linux-"+arch+".tar.gz") {
			t.Errorf("source %d: %+v, want the %s download", i, s, arch)
		}
	}
	a := newArchive("tabula-v1.0.0-linux-amd64")
	if err := linuxDesktop(a, filepath.Join("..", "..")); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"tabula", "LICENSE", "NOTICES.txt", appID + ".metainfo.xml"} {
		a.add(name, nil, false) // what the release adds beside the menu's files
	}
	cmds := strings.Join(m.Modules[0].Commands, "\n")
	for _, f := range strings.Fields(strings.NewReplacer("${s}x${s}", "256x256").Replace(cmds)) {
		if strings.HasPrefix(f, "/") || strings.HasPrefix(f, "-") || !strings.ContainsAny(f, "./") || strings.ContainsAny(f, "|'<>$;") || f == "org.tabula.game.flatpak.xml" {
			continue
		}
		if _, ok := a.files[f]; !ok {
			t.Errorf("the manifest installs %s, which the Linux download lacks", f)
		}
	}
	for _, want := range []string{"/app/share/applications/" + appID + ".desktop", "/app/share/icons/hicolor/${s}x${s}/apps/" + appID + ".png", "/app/share/metainfo/" + appID + ".metainfo.xml", "--set-icon=" + appID} {
		if !strings.Contains(cmds, want) {
			t.Errorf("the manifest does not install %s", want)
		}
	}
}
