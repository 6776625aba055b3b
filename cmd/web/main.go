// Command web builds the browser version of the game and serves it.
//
// Usage:
//
//	go run ./cmd/web build [-dir wasm] [-brotli 11]
//	go run ./cmd/web serve [-dir wasm] [-addr 127.0.0.1:8080]
//
// build compiles the game to WebAssembly into the folder of the page
// (wasm/), with wasm_exec.js, build.json and precompressed copies; serve
// serves that folder (see package tabula/wasm for what it sends: only the
// game's files, never one through a symbolic link that leaves the folder,
// and security headers, a Content-Security-Policy among them, on every
// answer). make wasm and make web run them.
//
// The server can face the internet: a request's headers must arrive within
// 10 s and the whole request within 30 s, an answer must be written within
// 10 minutes (room for the 19 MB module on a slow link), and an idle
// keep-alive connection is closed after 30 s. SIGINT (Ctrl-C) or SIGTERM
// stops it gracefully: it stops listening, lets the requests in flight
// finish for up to 20 s, then exits with status 0; a second Ctrl-C stops
// it at once.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
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
		// The first signal stops the server gracefully; once it is
		// received the signals are let go, so that a second one kills at
		// once.
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		context.AfterFunc(ctx, stop)
		err = serve(ctx, os.Args[2:], os.Stdout)
		stop()
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
	// The solved games' tables and the learned values are served beside
	// the game, which fetches one when a game first needs it.
	info, err := wasm.Build(wasm.Options{Page: *dir, Extra: wasm.Tables(), Brotli: *quality, Verbose: os.Stdout})
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

// serve serves the folder of the built game until ctx is done, then stops
// gracefully (see run). It says where it listens, and when it stops, on out.
func serve(ctx context.Context, args []string, out io.Writer) error {
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
	fmt.Fprintf(out, "tabula is served on http://%s/ — open it in a browser; Ctrl-C stops.\n", ln.Addr())
	return wasm.Run(ctx, wasm.NewServer(wasm.Handler(*dir)), ln, out, wasm.ShutdownGrace)
}
