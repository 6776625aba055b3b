package wsconn

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// idleClientEnv, set to "ADDR N", makes the test binary a client holding
// N idle connections to ADDR until its standard input closes: the heap of
// the process measuring a Server then holds no client.
const idleClientEnv = "WSCONN_IDLE_CLIENT"

func TestMain(m *testing.M) {
	if spec := os.Getenv(idleClientEnv); spec != "" {
		os.Exit(idleClient(spec))
	}
	os.Exit(m.Run())
}

// idleClient opens the connections spec asks for, says "ready", and waits.
func idleClient(spec string) int {
	addr, count, _ := strings.Cut(spec, " ")
	n, err := strconv.Atoi(count)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	conns := make([]*rawClient, 0, n)
	for range n {
		rc, err := tryDialRaw(addr)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		conns = append(conns, rc)
	}
	fmt.Println("ready")
	io.Copy(io.Discard, os.Stdin)
	for _, rc := range conns {
		rc.nc.Close()
	}
	return 0
}

// idle is a Handler that does nothing: what a connection costs without
// the application's state.
type idle struct{}

func (idle) Message(*Conn, []byte) {}
func (idle) Closed(*Conn, error)   {}
func newIdle(*Conn) Handler        { return idle{} }

// settle waits for the number of goroutines to be atMost, or to stay the
// same for 100ms, at most a few seconds, and returns it.
func settle(atMost int) int {
	deadline := time.Now().Add(5 * time.Second)
	last, since := runtime.NumGoroutine(), time.Now()
	for {
		n := runtime.NumGoroutine()
		if n != last {
			last, since = n, time.Now()
		}
		if n <= atMost || time.Since(since) > 100*time.Millisecond || time.Now().After(deadline) {
			return n
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestIdleCostsNoGoroutine checks that idle connections read with epoll
// cost no goroutine, where those read by goroutines cost one each.
func TestIdleCostsNoGoroutine(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("epoll is Linux's")
	}
	const n = 200
	cases := []struct {
		mode       string
		goroutines bool
		atLeast    int // more goroutines, with n connections
		below      int
	}{
		{"epoll", false, 0, 20},
		{"goroutines", true, n, n + 20},
	}
	for _, tc := range cases {
		t.Run(tc.mode, func(t *testing.T) {
			e := newEnv(t, Options{Goroutines: tc.goroutines}, true)
			base := settle(0)
			for range n {
				dialRaw(t, e.addr()) // raw clients: no goroutine
			}
			e.waitLen(t, n)
			grew := settle(base+tc.below-1) - base
			t.Logf("%d idle connections, %s: %d more goroutines", n, tc.mode, grew)
			if grew < tc.atLeast || grew >= tc.below {
				t.Fatalf("%d more goroutines, want [%d, %d)", grew, tc.atLeast, tc.below)
			}
		})
	}
}

// idleCost measures, in this process, what n idle connections held by a
// client process cost the Server: heap and stack bytes, and goroutines,
// per connection.
func idleCost(tb testing.TB, n int, goroutines bool) (bytes, gs float64) {
	s := NewServer(Options{Goroutines: goroutines})
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.Upgrade(w, r, newIdle)
	}))
	defer hs.Close()
	defer s.Close()
	addr := strings.TrimPrefix(hs.URL, "http://")
	// One connection first, so that what is per Server (the poller and its
	// buffer, the pinger) is not counted.
	first := dialRaw(tb, addr)
	defer first.nc.Close()
	for s.Len() != 1 {
		time.Sleep(time.Millisecond)
	}

	g0 := settle(0)
	heap := func() int64 {
		var m runtime.MemStats
		runtime.GC()
		runtime.GC()
		runtime.ReadMemStats(&m)
		return int64(m.HeapAlloc + m.StackInuse)
	}
	before := heap()

	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s %d", idleClientEnv, addr, n))
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		tb.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	defer cmd.Wait()
	defer stdin.Close()
	if line, err := bufio.NewReader(stdout).ReadString('\n'); err != nil || line != "ready\n" {
		tb.Fatalf("client: %q, %v", line, err)
	}
	waitLen := func(want int) {
		deadline := time.Now().Add(10 * time.Second)
		for s.Len() != want {
			if time.Now().After(deadline) {
				tb.Fatalf("%d connections, want %d", s.Len(), want)
			}
			time.Sleep(time.Millisecond)
		}
	}
	waitLen(n + 1)
	want := g0
	if goroutines {
		want += n
	}
	g1 := settle(want)
	open := heap()
	// The same again once the client is gone: what the connections held
	// is what is freed, whatever the heap held besides.
	stdin.Close()
	waitLen(1)
	settle(g0)
	after := heap()
	tb.Logf("heap and stacks: %d B before, %d B open, %d B after", before, open, after)
	return float64(open-max(before, after)) / float64(n), float64(g1-g0) / float64(n)
}

// BenchmarkIdleConnection reports what an idle connection costs the
// Server, in heap and stack bytes (B/conn) and goroutines, with 1000
// connections held by another process. The figures come from one
// measure; the loop times nothing (-benchtime=1x makes it short).
func BenchmarkIdleConnection(b *testing.B) {
	for _, m := range modes {
		b.Run(m.name, func(b *testing.B) {
			bytes, gs := idleCost(b, 1000, m.goroutines)
			for b.Loop() {
			}
			b.ReportMetric(bytes, "B/conn")
			b.ReportMetric(gs, "goroutines/conn")
		})
	}
}
