package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tabula/wasm"
)

// lines collects what serve writes, line by line.
type lines chan string

func (l lines) Write(p []byte) (int, error) {
	for _, s := range strings.SplitAfter(string(p), "\n") {
		if s != "" {
			l <- strings.TrimSuffix(s, "\n")
		}
	}
	return len(p), nil
}

// next returns the next line, or fails after a while.
func (l lines) next(t *testing.T) string {
	t.Helper()
	select {
	case s := <-l:
		return s
	case <-time.After(10 * time.Second):
		t.Fatal("serve wrote nothing in 10 s")
		return ""
	}
}

// startServe runs serve on a loopback port of its choice for the folder
// and returns its address, its output and its result.
func startServe(t *testing.T, ctx context.Context, dir string) (addr string, out lines, done chan error) {
	t.Helper()
	out = make(lines, 100)
	done = make(chan error, 1)
	go func() { done <- serve(ctx, []string{"-dir", dir, "-addr", "127.0.0.1:0"}, out) }()
	first := out.next(t)
	_, rest, ok := strings.Cut(first, "http://")
	addr, _, _ = strings.Cut(rest, "/")
	if !ok || addr == "" {
		t.Fatalf("serve said %q", first)
	}
	return addr, out, done
}

// TestServeGracefulShutdown starts the server, begins the download of a
// module too large for the sockets' buffers and reads none of it, then
// stops the server: it stops listening at once, but the download in flight
// goes on to its last byte before serve returns, and it returns nil (the
// command exits 0).
func TestServeGracefulShutdown(t *testing.T) {
	dir := t.TempDir()
	module := make([]byte, 32<<20)
	rand.Read(module)
	if err := os.WriteFile(filepath.Join(dir, "tabula.wasm"), module, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	addr, out, done := startServe(t, ctx, dir)

	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET /tabula.wasm HTTP/1.1\r\nHost: %s\r\nAccept-Encoding: identity\r\n\r\n", addr)
	r := bufio.NewReader(conn)
	res, err := http.ReadResponse(r, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Security-Policy") != wasm.ContentSecurityPolicy {
		t.Fatalf("status %d, headers %v", res.StatusCode, res.Header)
	}

	cancel() // what SIGINT or SIGTERM does
	if s := out.next(t); !strings.HasPrefix(s, "stopping") {
		t.Fatalf("on stopping, serve said %q", s)
	}
	// No new connection is taken.
	deadline := time.Now().Add(5 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err != nil {
			break
		}
		c.Close()
		if time.Now().After(deadline) {
			t.Fatal("the server still accepts connections after the stop")
		}
		time.Sleep(20 * time.Millisecond)
	}
	select {
	case err := <-done:
		t.Fatalf("serve returned (%v) with a download in flight", err)
	case <-time.After(300 * time.Millisecond):
	}

	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("the download in flight was cut after %d bytes: %v", len(body), err)
	}
	if !bytes.Equal(body, module) {
		t.Fatalf("the download in flight: %d bytes, want the module's %d", len(body), len(module))
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve returned %v after a stop, want nil (exit 0)", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not return after the last request finished")
	}
	if s := out.next(t); s != "stopped." {
		t.Errorf("serve's last word: %q", s)
	}
}

// TestServeCutsAfterGrace checks the bound of a stop: a request that does
// not finish within the grace is cut, and run still returns nil.
func TestServeCutsAfterGrace(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	started := make(chan struct{})
	srv := wasm.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
		w.(http.Flusher).Flush()
		close(started)
		<-release
	}))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	out := make(lines, 10)
	done := make(chan error, 1)
	go func() { done <- wasm.Run(ctx, srv, ln, out, 200*time.Millisecond) }()
	got := make(chan error, 1)
	go func() {
		res, err := http.Get("http://" + ln.Addr().String() + "/")
		if err == nil {
			_, err = io.ReadAll(res.Body)
			res.Body.Close()
		}
		got <- err
	}()
	<-started
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("run returned %v, want nil", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the stop waited past its grace")
	}
	if err := <-got; err == nil {
		t.Fatal("the request that outlived the grace was not cut")
	}
	out.next(t)
	if s := out.next(t); !strings.Contains(s, "cut") {
		t.Errorf("serve said %q", s)
	}
}

// TestServerTimeouts checks the server's limits, and that an idle
// keep-alive connection is really closed (with a short idle timeout).
func TestServerTimeouts(t *testing.T) {
	srv := wasm.NewServer(http.NotFoundHandler())
	if srv.ReadHeaderTimeout != 10*time.Second {
		t.Errorf("ReadHeaderTimeout %v, want 10 s", srv.ReadHeaderTimeout)
	}
	if srv.ReadTimeout <= 0 || srv.ReadTimeout > time.Minute {
		t.Errorf("ReadTimeout %v, want set, at most a minute", srv.ReadTimeout)
	}
	if srv.WriteTimeout < 5*time.Minute || srv.WriteTimeout > 15*time.Minute {
		t.Errorf("WriteTimeout %v, want room for 19 MB on a slow link, bounded", srv.WriteTimeout)
	}
	if srv.IdleTimeout <= 0 || srv.IdleTimeout > time.Minute {
		t.Errorf("IdleTimeout %v, want idle connections closed within 60 s", srv.IdleTimeout)
	}
	if wasm.ShutdownGrace <= 0 || wasm.ShutdownGrace >= 30*time.Second {
		t.Errorf("wasm.ShutdownGrace %v, want under 30 s", wasm.ShutdownGrace)
	}

	srv.IdleTimeout = 200 * time.Millisecond
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- wasm.Run(ctx, srv, ln, io.Discard, time.Second) }()
	defer func() { cancel(); <-done }()
	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
	r := bufio.NewReader(conn)
	res, err := http.ReadResponse(r, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, res.Body)
	start := time.Now()
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	if _, err := r.ReadByte(); !errors.Is(err, io.EOF) {
		t.Fatalf("the idle keep-alive connection: %v, want closed by the server", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("the idle connection was closed after %v", d)
	}
}

// TestServeWithoutBuild checks the message when nothing was built.
func TestServeWithoutBuild(t *testing.T) {
	err := serve(context.Background(), []string{"-dir", t.TempDir()}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "make wasm") {
		t.Fatalf("serve without a build: %v", err)
	}
}

// TestDepsNoChromedp checks that the server's binary links no test code:
// chromedp (which drives Chromium in the browser tests) is not among the
// packages cmd/web is built from, so `go version -m` of the binary does
// not list it.
func TestDepsNoChromedp(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	if !strings.Contains(string(out), "tabula/wasm\n") {
		t.Fatalf("go list -deps does not list tabula/wasm:\n%s", out)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if strings.Contains(pkg, "chromedp") || strings.HasPrefix(pkg, "tabula/wasm/headless") {
			t.Errorf("cmd/web is built with %s", pkg)
		}
	}
}
