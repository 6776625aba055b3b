// Command wasmexec runs a Go program compiled to WebAssembly (GOOS=js
// GOARCH=wasm) in headless Chromium, as go_js_wasm_exec runs it in Node.
// As go test's -exec it runs tests and benchmarks in a real browser, so
// that what the browser costs is measured, not assumed:
//
//	go build -o /tmp/wasmexec ./cmd/wasmexec
//	GOOS=js GOARCH=wasm go test -exec=/tmp/wasmexec -run '^$' -bench HardMove ./rules/ai/
//
// (make bench-browser does both.) It serves the program and the
// wasm_exec.js of the Go toolchain on loopback, runs the program in a page
// with its arguments and the caller's environment, prints what
// the program writes (stdout and stderr, which the browser does not tell
// apart) and exits with the program's exit code. The program cannot read
// files: a browser has none.
//
// Usage:
//
//	wasmexec [-chromium PATH] PROGRAM.wasm [ARGS...]
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"tabula/wasm/headless"
)

func main() {
	chromium := flag.String("chromium", "", "the Chromium to run (default: chromium, chromium-browser or google-chrome on the PATH)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: wasmexec [-chromium PATH] PROGRAM.wasm [ARGS...]")
		flag.PrintDefaults()
	}
	// The program's own flags (-test.bench=...) follow its name: stop there.
	flag.CommandLine.Parse(os.Args[1:])
	if flag.NArg() < 1 {
		flag.Usage()
		os.Exit(2)
	}
	code, err := run(os.Stdout, *chromium, flag.Arg(0), flag.Args()[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmexec:", err)
		os.Exit(2)
	}
	os.Exit(code)
}

// page runs the program: wasm_exec.js prints each line of output through
// console.log, which the page keeps in window.wasmexecOut for run to
// collect in order; go.exit records the exit code.
const page = `<!doctype html>
<meta charset="utf-8">
<title>wasmexec</title>
<script>
window.wasmexecOut = [];
console.log = (...args) => window.wasmexecOut.push(args.join(" "));
</script>
<script src="wasm_exec.js"></script>
<script>
const go = new Go();
go.argv = ARGV;
go.env = ENV;
go.exit = (code) => { window.wasmexecDone = code; };
WebAssembly.instantiateStreaming(fetch("program.wasm"), go.importObject)
  .then((r) => go.run(r.instance))
  .catch((e) => { window.wasmexecOut.push("wasmexec: " + e); window.wasmexecDone = 2; });
</script>
`

// run runs program with args in Chromium, writes its output to out line by
// line, and returns its exit code.
func run(out io.Writer, chromium, program string, args []string) (int, error) {
	if chromium == "" {
		if chromium = headless.FindChromium(); chromium == "" {
			return 0, errors.New("no Chromium on the PATH (install the Debian package chromium)")
		}
	}
	execJS, err := wasmExecJS()
	if err != nil {
		return 0, err
	}
	argv, _ := json.Marshal(append([]string{filepath.Base(program)}, args...))
	env, _ := json.Marshal(programEnv())
	html := strings.Replace(strings.Replace(page, "ARGV", string(argv), 1), "ENV", string(env), 1)

	mux := http.NewServeMux()
	mux.HandleFunc("/{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, html)
	})
	mux.HandleFunc("/wasm_exec.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		http.ServeFile(w, r, execJS)
	})
	mux.HandleFunc("/program.wasm", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/wasm")
		http.ServeFile(w, r, program)
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	defer srv.Close()

	profile, err := os.MkdirTemp("", "wasmexec")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(profile)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), headless.ChromiumOptions(chromium, profile)...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	thrown := make(chan string, 1)
	chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*runtime.EventExceptionThrown); ok {
			d := ev.ExceptionDetails
			text := d.Text
			if d.Exception != nil {
				text += " " + d.Exception.Description
			}
			select {
			case thrown <- text:
			default:
			}
		}
	})
	if err := chromedp.Do(ctx, chromedp.Navigate("http://"+ln.Addr().String()+"/")); err != nil {
		return 0, err
	}
	// The page answers only when the program gives the thread back (when
	// all its goroutines wait, or it ends), so each call may wait long.
	type state struct {
		Out  []string `json:"out"`
		Done *int     `json:"done"`
	}
	const drain = `({out: window.wasmexecOut.splice(0), done: window.wasmexecDone ?? null})`
	for {
		st, err := chromedp.Run(ctx, chromedp.Evaluate[state](drain))
		if err != nil {
			return 0, err
		}
		for _, line := range st.Out {
			fmt.Fprintln(out, line)
		}
		if st.Done != nil {
			return *st.Done, nil
		}
		select {
		case text := <-thrown:
			return 0, fmt.Errorf("the page threw: %s", text)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// wasmExecJS returns the path of the wasm_exec.js that goes with the Go
// toolchain that built the program: the one of $GOROOT, or of the go
// command on the PATH.
func wasmExecJS() (string, error) {
	root := os.Getenv("GOROOT")
	if root == "" {
		out, err := exec.Command("go", "env", "GOROOT").Output()
		if err != nil {
			return "", fmt.Errorf("finding wasm_exec.js: go env GOROOT: %w", err)
		}
		root = strings.TrimSpace(string(out))
	}
	path := filepath.Join(root, "lib", "wasm", "wasm_exec.js")
	if _, err := os.Stat(path); err != nil {
		return "", fmt.Errorf("finding wasm_exec.js: %w", err)
	}
	return path, nil
}

// programEnv is the environment the program sees: the caller's, as
// go_js_wasm_exec passes it.
func programEnv() map[string]string {
	env := map[string]string{}
	for _, kv := range os.Environ() {
		k, v, _ := strings.Cut(kv, "=")
		env[k] = v
	}
	return env
}
