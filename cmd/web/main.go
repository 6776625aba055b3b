// Command web builds the browser version of the game and serves it.
//
// Usage:
//
//	go run ./cmd/web build [-dir wasm] [-brotli 11]
//	go run ./cmd/web serve [-dir wasm] [-addr 127.0.0.1:8080]
//
// build compiles the game to WebAssembly into the folder of the page
// (wasm/), with wasm_exec.js, build.json and precompressed copies; serve
// serves that folder (see package tabula/wasm for what it sends). make wasm
// and make web run them.
package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"tabula/wasm"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "build":
		err = build(os.Args[2:])
	case "serve":
		err = serve(os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: web build [-dir wasm] [-brotli Q] | web serve [-dir wasm] [-addr HOST:PORT]")
	os.Exit(2)
}

func build(args []string) error {
	fs := flag.NewFlagSet("build", flag.ExitOnError)
	dir := fs.String("dir", "wasm", "the folder of the page, where the build goes")
	quality := fs.Int("brotli", 11, "the brotli quality, 1 (fast) to 11 (smallest)")
	fs.Parse(args)
	if *quality < 1 || *quality > 11 {
		return fmt.Errorf("-brotli %d: want 1 to 11", *quality)
	}
	start := time.Now()
	// The solved games' tables are served beside the game, which fetches
	// one when a game first needs it.
	info, err := wasm.Build(wasm.Options{Page: *dir, Extra: wasm.SolvedTables(), Brotli: *quality, Verbose: os.Stdout})
	if err != nil {
		return err
	}
	fmt.Printf("built %s/tabula.wasm: %.1f MB, version %s, %s, in %v\n", *dir, float64(info.Size)/1e6, info.Version, info.Go, time.Since(start).Round(time.Second))
	for _, f := range []string{"tabula.wasm", "tabula.wasm.gz", "tabula.wasm.br"} {
		if st, err := os.Stat(filepath.Join(*dir, f)); err == nil {
			fmt.Printf("  %-16s %9d bytes\n", f, st.Size())
		}
	}
	return nil
}

func serve(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ExitOnError)
	dir := fs.String("dir", "wasm", "the folder of the built game")
	addr := fs.String("addr", "127.0.0.1:8080", "the address to listen on")
	fs.Parse(args)
	if _, err := os.Stat(filepath.Join(*dir, "tabula.wasm")); err != nil {
		return errors.New("no build in " + *dir + ": run make wasm (go run ./cmd/web build) first")
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	fmt.Printf("tabula is served on http://%s/ — open it in a browser; Ctrl-C stops.\n", ln.Addr())
	srv := &http.Server{Handler: wasm.Handler(*dir), ReadHeaderTimeout: 10 * time.Second}
	return srv.Serve(ln)
}
