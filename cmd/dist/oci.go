package main

import (
	"archive/tar"
	"bytes"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/layout"
	"github.com/google/go-containerregistry/pkg/v1/mutate"
	"github.com/google/go-containerregistry/pkg/v1/tarball"
	"github.com/google/go-containerregistry/pkg/v1/types"
)

// The server's image: where its files are, who it runs as, and how it
// starts. Like the images ko builds, it holds the program and its files
// and nothing else — no shell, no package manager, no /etc/passwd — and
// runs as the same unprivileged user as distroless's "nonroot".
const (
	imageUser    = "65532:65532"
	imagePort    = "8080/tcp"
	imageData    = "/data" // the embedded store, a volume the user owns
	imageWeb     = "/web"  // the browser game
	imageProgram = "/tabula-server"
	imageDocs    = "/usr/share/doc/tabula-server"
)

// imageEntrypoint starts the server on every address of the container on
// port 8080, serving the game and keeping the rooms in the volume; the
// arguments of docker run (-public-url, -trust-proxy…) come after it.
var imageEntrypoint = []string{imageProgram, "-addr", ":8080", "-dir", imageWeb, "-data", imageData}

// imageFile is a file or a folder of the image's one layer.
type imageFile struct {
	name     string // its path, without the leading slash; a folder's ends in /
	data     []byte
	mode     int64
	uid, gid int
}

// imageLayer returns the layer of the image for one processor: the
// server, the browser game in the folder web, the licence and notices,
// an empty /tmp and the data folder, every entry dated at the commit.
func imageLayer(server []byte, web string, docs map[string][]byte, date time.Time) (v1.Layer, error) {
	files := []imageFile{
		{name: strings.TrimPrefix(imageProgram, "/"), data: server, mode: 0o755},
		{name: strings.TrimPrefix(imageData, "/") + "/", mode: 0o700, uid: 65532, gid: 65532},
		{name: "tmp/", mode: 0o1777},
	}
	for name, data := range docs {
		files = append(files, imageFile{name: strings.TrimPrefix(imageDocs, "/") + "/" + name, data: data, mode: 0o644})
	}
	err := filepath.WalkDir(web, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(web, p)
		if err != nil {
			return err
		}
		data, err := os.ReadFile(p)
		files = append(files, imageFile{name: strings.TrimPrefix(imageWeb, "/") + "/" + filepath.ToSlash(rel), data: data, mode: 0o644})
		return err
	})
	if err != nil {
		return nil, err
	}
	// Every folder on the way, each once, before what it holds.
	seen := map[string]bool{}
	for _, f := range slices.Clone(files) {
		for d := path.Dir(strings.TrimSuffix(f.name, "/")); d != "."; d = path.Dir(d) {
			if !seen[d] && !slices.ContainsFunc(files, func(g imageFile) bool { return g.name == d+"/" }) {
				files = append(files, imageFile{name: d + "/", mode: 0o755})
			}
			seen[d] = true
		}
	}
	slices.SortFunc(files, func(a, b imageFile) int { return strings.Compare(a.name, b.name) })
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, f := range files {
		h := &tar.Header{Name: f.name, Mode: f.mode, Uid: f.uid, Gid: f.gid, ModTime: date.UTC(),
			Typeflag: tar.TypeReg, Size: int64(len(f.data)), Format: tar.FormatPAX}
		if strings.HasSuffix(f.name, "/") {
			h.Typeflag, h.Size = tar.TypeDir, 0
		}
		if len(f.name) <= 100 {
			h.Format = tar.FormatUSTAR
		}
		if err := tw.WriteHeader(h); err != nil {
			return nil, err
		}
		if _, err := tw.Write(f.data); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	data := buf.Bytes()
	return tarball.LayerFromOpener(func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(data)), nil },
		tarball.WithMediaType(types.OCILayer), tarball.WithCompressedCaching) // gzip at its quickest level, ko's, once
}

// serverImage returns the image of the server for one processor: its
// layer on nothing, with the user, the entrypoint, the port and the
// volume of the config, dated at the commit.
func serverImage(arch string, layer v1.Layer, version string, date time.Time) (v1.Image, error) {
	img := mutate.MediaType(empty.Image, types.OCIManifestSchema1)
	img = mutate.ConfigMediaType(img, types.OCIConfigJSON)
	img, err := mutate.Append(img, mutate.Addendum{Layer: layer, History: v1.History{
		Created: v1.Time{Time: date}, CreatedBy: "cmd/dist (tabula-server " + version + ")", Comment: "the server, the browser game, the licence",
	}})
	if err != nil {
		return nil, err
	}
	cf, err := img.ConfigFile()
	if err != nil {
		return nil, err
	}
	cf = cf.DeepCopy()
	cf.OS, cf.Architecture = "linux", arch
	cf.Created = v1.Time{Time: date}
	cf.Author = "The tabula authors"
	cf.Config = v1.Config{
		User:         imageUser,
		Entrypoint:   imageEntrypoint,
		ExposedPorts: map[string]struct{}{imagePort: {}},
		Volumes:      map[string]struct{}{imageData: {}},
		WorkingDir:   imageData,
		Env:          []string{"HOME=" + imageData},
		Labels: map[string]string{
			"org.opencontainers.image.title":       "tabula-server",
			"org.opencontainers.image.description": "The server of tabula's browser game and its online rooms",
			"org.opencontainers.image.version":     version,
			"org.opencontainers.image.licenses":    "Apache-2.0",
		},
	}
	return mutate.ConfigFile(img, cf)
}

// writeImage writes the images, one per processor, as an OCI image
// layout in a tar file at file: an index of both, named
// tabula-server:VERSION (docker load reads the name from containerd's
// annotation, podman load and skopeo from the OCI one), which docker load
// and podman load read.
func writeImage(file, work, version string, images map[string]v1.Image, date time.Time) error {
	idx := mutate.IndexMediaType(empty.Index, types.OCIImageIndex)
	for _, arch := range sortedNames(images) {
		idx = mutate.AppendManifests(idx, mutate.IndexAddendum{Add: images[arch],
			Descriptor: v1.Descriptor{Platform: &v1.Platform{OS: "linux", Architecture: arch}}})
	}
	top := mutate.AppendManifests(mutate.IndexMediaType(empty.Index, types.OCIImageIndex), mutate.IndexAddendum{Add: idx,
		Descriptor: v1.Descriptor{Annotations: map[string]string{
			"org.opencontainers.image.ref.name": "tabula-server:" + version,
			"io.containerd.image.name":          "docker.io/library/tabula-server:" + version,
		}}})
	dir := filepath.Join(work, "oci")
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if _, err := layout.Write(dir, top); err != nil {
		return err
	}
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && p != dir {
			paths = append(paths, p)
		}
		return err
	})
	if err != nil {
		return err
	}
	slices.Sort(paths)
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	tw := tar.NewWriter(f)
	for _, p := range paths {
		rel, _ := filepath.Rel(dir, p)
		h := &tar.Header{Name: filepath.ToSlash(rel), Mode: 0o644, ModTime: date.UTC(), Typeflag: tar.TypeReg, Format: tar.FormatUSTAR}
		var data []byte
		if info, err := os.Stat(p); err != nil {
			return err
		} else if info.IsDir() {
			h.Name, h.Mode, h.Typeflag = h.Name+"/", 0o755, tar.TypeDir
		} else if data, err = os.ReadFile(p); err != nil {
			return err
		}
		h.Size = int64(len(data))
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if _, err := tw.Write(data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
