package web

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"
)

// The addresses of TestBehindDocumentedProxies: on Linux all of
// 127.0.0.0/8 is the machine's own, so each party dials from its own.
const (
	proxyAddr    = "127.0.0.1" // the proxy, which the server trusts
	attackerAddr = "127.0.0.5"
	victimAddr   = "127.0.0.9"
)

// TestBehindDocumentedProxies: the server behind a real reverse proxy
// that behaves as each configuration of docs/server.md does — it writes
// the client's address into the header the server reads (appending to
// X-Forwarded-For or Forwarded, or setting X-Real-IP) and passes the
// client's other address headers through untouched. A client that writes
// those headers itself, different on each request, neither multiplies its
// budget (of 600 WebSockets, 256 are accepted: -conns-per-address) nor
// spends another's (700 requests naming the victim's address leave the
// victim its rooms: -rooms-per-minute).
func TestBehindDocumentedProxies(t *testing.T) {
	for _, c := range []struct {
		name   string
		header ProxyHeader
		own    string // the client's own copy of the header the proxy writes, which it keeps fixed
	}{
		{"nginx and Caddy: X-Forwarded-For appended, Forwarded passed", ProxyXForwardedFor, "X-Forwarded-For"},
		{"Forwarded appended, X-Forwarded-For passed", ProxyForwarded, "Forwarded"},
		{"X-Real-IP set, the others passed", ProxyXRealIP, "X-Real-Ip"},
	} {
		t.Run(c.name, func(t *testing.T) {
			trusted, _ := ParsePrefixes(proxyAddr)
			e := newEnv(t, ClientLimits{TrustProxies: trusted, ProxyHeader: c.header, PerAddress: 256},
				Options{RoomsPerMinute: 30, ReadsPerMinute: 600, HelloWait: time.Minute})
			proxy := startProxy(t, e.srv.URL, c.header)
			// spoof writes a client's own address headers: its copy of the
			// proxy's header fixed, the others naming someone new each time.
			spoof := func(h http.Header, i int) {
				for _, name := range []string{"X-Forwarded-For", "Forwarded", "X-Real-Ip"} {
					a := fmt.Sprintf("198.51.%d.%d", i/250, 1+i%250)
					if name == c.own {
						a = "203.0.113.7"
					}
					if name == "Forwarded" {
						a = "for=" + a
					}
					h.Set(name, a)
				}
			}

			path := "/api/rooms/" + e.code + "/ws"
			statuses, conns := proxySockets(t, proxy, path, 600, spoof)
			if statuses[http.StatusSwitchingProtocols] != 256 || statuses[http.StatusTooManyRequests] != 600-256 {
				t.Errorf("600 WebSockets of one client, its headers different each time: answered %v, want 256 × 101 and 344 × 429", statuses)
			}
			if _, held := e.clients.Held(peerAddr(attackerAddr)); held != 256 {
				t.Errorf("the server holds %d WebSockets of the client's address, want 256", held)
			}
			if statuses, _ := proxySockets(t, proxy, path, 1, nil, victimAddr); statuses[http.StatusSwitchingProtocols] != 1 {
				t.Errorf("another client's WebSocket: %v, want a 101", statuses)
			}
			for _, nc := range conns {
				nc.Close()
			}

			// 700 rooms asked for in the victim's name: the attacker's own 30,
			// and one more each 2 s they take (the bucket refills), no more.
			start := time.Now()
			created := proxyCreate(t, proxy, attackerAddr, 700, func(h http.Header, _ int) {
				h.Set("X-Forwarded-For", victimAddr)
				h.Set("Forwarded", "for="+victimAddr)
				h.Set("X-Real-Ip", victimAddr)
			})
			refilled := int(time.Since(start) / (time.Minute / 30))
			if n := created[http.StatusCreated]; n < 30 || n > 30+refilled || n+created[http.StatusTooManyRequests] != 700 {
				t.Errorf("700 rooms asked for in another's name, in %v: answered %v, want 30 × 201 (%d with the refills) and the rest 429", time.Since(start), created, 30+refilled)
			}
			if got := proxyCreate(t, proxy, victimAddr, 1, nil); got[http.StatusCreated] != 1 {
				t.Errorf("the victim's room: %v, want a 201", got)
			}
		})
	}
}

// startProxy starts a reverse proxy to the server at target that dials it
// from proxyAddr and writes the client's address into header as nginx,
// Caddy or the like do, passing the client's other address headers
// through untouched; WebSocket upgrades included.
func startProxy(t *testing.T, target string, header ProxyHeader) string {
	t.Helper()
	u, err := url.Parse(target)
	if err != nil {
		t.Fatal(err)
	}
	dialer := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(proxyAddr)}}
	rp := &httputil.ReverseProxy{
		Transport: &http.Transport{DialContext: dialer.DialContext, MaxIdleConnsPerHost: 64},
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(u)
			pr.Out.Host = pr.In.Host
			for _, name := range []string{"X-Forwarded-For", "Forwarded", "X-Real-Ip"} {
				pr.Out.Header[name] = pr.In.Header[name] // Rewrite starts without them
			}
			client, _, _ := net.SplitHostPort(pr.In.RemoteAddr)
			switch header {
			case ProxyXForwardedFor:
				pr.SetXForwarded() // appends to the client's
			case ProxyForwarded:
				pr.Out.Header.Add("Forwarded", "for="+client+";proto=http")
			case ProxyXRealIP:
				pr.Out.Header.Set("X-Real-Ip", client)
			}
		},
	}
	srv := httptest.NewServer(rp)
	t.Cleanup(srv.Close)
	return srv.Listener.Addr().String()
}

// clientDialer dials from the address from.
func clientDialer(from string) *net.Dialer {
	return &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
}

// proxySockets opens n WebSockets of path through the proxy, from the
// attacker's address unless another is given, with the headers that
// headers writes for each (if not nil), eight at a time; it returns how
// many were answered with each status, and the connections upgraded,
// which stay open until the test ends.
func proxySockets(t *testing.T, proxy, path string, n int, headers func(http.Header, int), from ...string) (map[int]int, []net.Conn) {
	t.Helper()
	d := clientDialer(attackerAddr)
	if len(from) > 0 {
		d = clientDialer(from[0])
	}
	statuses := map[int]int{}
	var open []net.Conn
	var mu sync.Mutex
	each(t, n, func(i int) error {
		nc, err := d.Dial("tcp", proxy)
		if err != nil {
			return err
		}
		h := http.Header{}
		if headers != nil {
			headers(h, i)
		}
		var req strings.Builder
		fmt.Fprintf(&req, "GET %s HTTP/1.1\r\nHost: %s\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: %s\r\n", path, proxy, testKey)
		h.Write(&req)
		req.WriteString("\r\n")
		nc.SetDeadline(time.Now().Add(10 * time.Second))
		if _, err := nc.Write([]byte(req.String())); err != nil {
			nc.Close()
			return err
		}
		resp, err := http.ReadResponse(bufio.NewReader(nc), nil)
		if err != nil {
			nc.Close()
			return err
		}
		mu.Lock()
		defer mu.Unlock()
		statuses[resp.StatusCode]++
		if resp.StatusCode == http.StatusSwitchingProtocols {
			nc.SetDeadline(time.Time{})
			open = append(open, nc)
		} else {
			nc.Close()
		}
		return nil
	})
	t.Cleanup(func() {
		for _, nc := range open {
			nc.Close()
		}
	})
	return statuses, open
}

// proxyCreate asks n times through the proxy, from the address from, for
// a room, with the headers that headers writes (if not nil), eight at a
// time; it returns how many were answered with each status.
func proxyCreate(t *testing.T, proxy, from string, n int, headers func(http.Header, int)) map[int]int {
	t.Helper()
	tr := &http.Transport{DialContext: clientDialer(from).DialContext, MaxIdleConnsPerHost: 8}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 10 * time.Second}
	statuses := map[int]int{}
	var mu sync.Mutex
	each(t, n, func(i int) error {
		req, _ := http.NewRequest("POST", "http://"+proxy+"/api/rooms", strings.NewReader(`{"game":"diam","seats":["online","online"]}`))
		if headers != nil {
			headers(req.Header, i)
		}
		resp, err := client.Do(req)
		if err != nil {
			return err
		}
		resp.Body.Close()
		mu.Lock()
		statuses[resp.StatusCode]++
		mu.Unlock()
		return nil
	})
	return statuses
}

// each runs f for 0 … n-1, eight at a time, failing the test on the first
// error.
func each(t *testing.T, n int, f func(i int) error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	next := make(chan int)
	go func() {
		defer close(next)
		for i := range n {
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	var wg sync.WaitGroup
	var mu sync.Mutex
	var first error
	for range 8 {
		wg.Go(func() {
			for i := range next {
				if err := f(i); err != nil {
					mu.Lock()
					if first == nil {
						first = fmt.Errorf("request %d: %w", i, err)
						cancel()
					}
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	if first != nil {
		t.Fatal(first)
	}
}
