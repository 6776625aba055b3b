package main

import (
	"path/filepath"
)

// serverPrograms are the programs of the server's download, by package.
var serverPrograms = []struct{ pkg, name string }{{"./cmd/server", "tabula-server"}, {"./cmd/bot", "tabula-bot"}}

// server makes tabula-server-VERSION-linux-amd64.tar.gz and
// -linux-arm64.tar.gz: the server of the browser game and its rooms, the
// bot, the browser game it serves, its systemd unit, and the page on
// running it.
func (r *release) server() error {
	web, err := r.buildWeb()
	if err != nil {
		return err
	}
	game, err := r.program("web/tabula.wasm", target{"js", "wasm"}, ".", "")
	if err != nil {
		return err
	}
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
		if err := r.finish(a, ".tar.gz", "tabula-server", programs...); err != nil {
			return err
		}
	}
	return nil
}
