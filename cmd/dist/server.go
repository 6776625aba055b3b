package main

import (
	"os"
	"path/filepath"

	v1 "github.com/google/go-containerregistry/pkg/v1"
)

// serverPrograms are the programs of the server's download, by package.
var serverPrograms = []struct{ pkg, name string }{{"./cmd/server", "tabula-server"}, {"./cmd/bot", "tabula-bot"}}

// server makes tabula-server-VERSION-linux-amd64.tar.gz and
// -linux-arm64.tar.gz: the server of the browser game and its rooms, the
// bot, the browser game it serves, its systemd unit, and the page on
// running it; and tabula-server-VERSION-oci.tar, the image of the server
// and the game for both processors, for docker and podman.
func (r *release) server() error {
	web, err := r.buildWeb()
	if err != nil {
		return err
	}
	game, err := r.program("web/tabula.wasm", target{"js", "wasm"}, ".", "")
	if err != nil {
		return err
	}
	images := map[string]v1.Image{}
	for _, arch := range []string{"amd64", "arm64"} {
		t := target{"linux", arch}
		a := newArchive("tabula-server-" + r.version + "-" + t.name())
		programs := []program{game}
		for _, p := range serverPrograms {
			bin, err := r.b.build(t, p.pkg, p.name)
			if err != nil {
				return err
			}
			if err := a.addFile(p.name, bin, true); err != nil {
				return err
			}
			prog, err := r.program(p.name, t, p.pkg, bin)
			if err != nil {
				return err
			}
			programs = append(programs, prog)
		}
		if err := a.addTree("web", web); err != nil {
			return err
		}
		if err := a.addFile("tabula-server.service", filepath.Join(r.module, "packaging", "server", "tabula-server.service"), false); err != nil {
			return err
		}
		if err := a.addFile("SERVER.md", filepath.Join(r.module, "docs", "server.md"), false); err != nil {
			return err
		}
		if err := r.readme(a, "README.txt", "server/README.txt", t); err != nil {
			return err
		}
		if err := r.finish(a, ".tar.gz", "tabula-server", programs...); err != nil {
			return err
		}
		if images[arch], err = r.imageOf(t, web, game, programs[1]); err != nil {
			return err
		}
	}
	name := "tabula-server-" + r.version + "-oci.tar"
	if err := writeImage(filepath.Join(r.out, name), r.b.work, r.version, images, r.date); err != nil {
		return err
	}
	r.log("wrote %s", filepath.Join(r.out, name))
	r.made = append(r.made, name)
	return nil
}

// imageOf returns the server's image for t: the server, the game of the
// folder web, and their licence and notices.
func (r *release) imageOf(t target, web string, game, server program) (v1.Image, error) {
	bin, err := r.b.build(t, "./cmd/server", "tabula-server")
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(bin)
	if err != nil {
		return nil, err
	}
	notices, err := r.notices("tabula-server", game, server)
	if err != nil {
		return nil, err
	}
	licence, err := os.ReadFile(filepath.Join(r.module, "LICENSE"))
	if err != nil {
		return nil, err
	}
	layer, err := imageLayer(data, web, map[string][]byte{"LICENSE": licence, "NOTICES.txt": notices}, r.date)
	if err != nil {
		return nil, err
	}
	return serverImage(t.goarch, layer, r.version, r.date)
}
