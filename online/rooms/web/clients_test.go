package web

import (
	"bufio"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"time"
)

// TestAddress: the client's address is the peer's, unless the peer is a
// trusted proxy: then it is read from the header the server was told of
// alone, right to left past the trusted hops; any other address header is
// ignored, whoever sends it.
func TestAddress(t *testing.T) {
	trusted, err := ParsePrefixes("10.0.0.0/8, fd00::/8,192.0.2.1")
	if err != nil {
		t.Fatal(err)
	}
	const (
		xff = ProxyXForwardedFor
		fwd = ProxyForwarded
		xri = ProxyXRealIP
	)
	for _, c := range []struct {
		header  ProxyHeader
		peer    string
		headers http.Header
		want    string
	}{
		// From a peer not trusted, no header counts: anyone can write them.
		{xff, "203.0.113.9:5000", nil, "203.0.113.9"},
		{xff, "203.0.113.9:5000", http.Header{"X-Forwarded-For": {"1.2.3.4"}}, "203.0.113.9"},
		{fwd, "203.0.113.9:5000", http.Header{"Forwarded": {"for=1.2.3.4"}}, "203.0.113.9"},
		{xri, "203.0.113.9:5000", http.Header{"X-Real-Ip": {"1.2.3.4"}}, "203.0.113.9"},
		// X-Forwarded-For, the default.
		{xff, "10.1.2.3:5000", http.Header{"X-Forwarded-For": {"1.2.3.4"}}, "1.2.3.4"},
		{xff, "10.1.2.3:5000", http.Header{"X-Forwarded-For": {"6.6.6.6, 1.2.3.4, 10.9.9.9"}}, "1.2.3.4"},   // the left is the client's to write
		{xff, "10.1.2.3:5000", http.Header{"X-Forwarded-For": {"6.6.6.6", "1.2.3.4, 10.9.9.9"}}, "1.2.3.4"}, // over two lines
		{xff, "10.1.2.3:5000", http.Header{"X-Forwarded-For": {"10.2.2.2"}}, "10.2.2.2"},                    // all trusted: the rightmost
		{xff, "10.1.2.3:5000", http.Header{"X-Forwarded-For": {"10.5.5.5, 10.2.2.2"}}, "10.2.2.2"},
		{xff, "10.1.2.3:5000", nil, "10.1.2.3"}, // no header: the proxy's
		{xff, "10.1.2.3:5000", http.Header{"X-Forwarded-For": {"junk"}}, "10.1.2.3"},
		{xff, "10.1.2.3:5000", http.Header{"X-Forwarded-For": {"1.2.3.4, junk, 10.0.0.7"}}, "10.0.0.7"}, // the hop that wrote junk
		{xff, "10.1.2.3:5000", http.Header{"Forwarded": {"for=192.0.2.60"}}, "10.1.2.3"},                // a client's own Forwarded
		{xff, "10.1.2.3:5000", http.Header{"Forwarded": {"for=198.51.100.7"}, "X-Forwarded-For": {"1.1.1.1"}}, "1.1.1.1"},
		{xff, "10.1.2.3:5000", http.Header{"X-Real-Ip": {"5.5.5.5"}, "X-Forwarded-For": {"1.1.1.1"}}, "1.1.1.1"},
		{xff, "[fd00::1]:443", http.Header{"X-Forwarded-For": {"2001:db8::1"}}, "2001:db8::1"},
		{xff, "[fd00::1%eth0]:443", http.Header{"X-Forwarded-For": {"2001:db8::5"}}, "2001:db8::5"},
		{xff, "10.1.2.3:5000", http.Header{"X-Forwarded-For": {"fe80::1%eth0"}}, "fe80::1"}, // zones dropped
		{xff, "[::ffff:10.0.0.1]:443", http.Header{"X-Forwarded-For": {"::ffff:1.2.3.4"}}, "1.2.3.4"},
		{xff, "192.0.2.1:80", http.Header{"X-Forwarded-For": {"1.2.3.4:8080"}}, "1.2.3.4"},
		// Forwarded (RFC 7239).
		{fwd, "10.1.2.3:5000", http.Header{"Forwarded": {`for=192.0.2.60;proto=http;by=203.0.113.43`}}, "192.0.2.60"},
		{fwd, "10.1.2.3:5000", http.Header{"Forwarded": {`for="[2001:db8:cafe::17]:4711"`}}, "2001:db8:cafe::17"},
		{fwd, "10.1.2.3:5000", http.Header{"Forwarded": {`for=198.51.100.7, for=10.0.0.5`}, "X-Forwarded-For": {"1.1.1.1"}}, "198.51.100.7"},
		{fwd, "10.1.2.3:5000", http.Header{"X-Forwarded-For": {"1.1.1.1"}}, "10.1.2.3"}, // a client's own X-Forwarded-For
		{fwd, "10.1.2.3:5000", http.Header{"Forwarded": {`for=unknown`}}, "10.1.2.3"},
		{fwd, "10.1.2.3:5000", http.Header{"Forwarded": {`for=_hidden, for=10.0.0.7`}}, "10.0.0.7"},
		// X-Real-IP, which the proxy sets.
		{xri, "10.1.2.3:5000", http.Header{"X-Real-Ip": {"198.51.100.7"}, "X-Forwarded-For": {"1.1.1.1"}, "Forwarded": {"for=2.2.2.2"}}, "198.51.100.7"},
		{xri, "10.1.2.3:5000", http.Header{"X-Forwarded-For": {"1.1.1.1"}, "Forwarded": {"for=2.2.2.2"}}, "10.1.2.3"},
		{xri, "10.1.2.3:5000", http.Header{"X-Real-Ip": {"nonsense"}}, "10.1.2.3"},
	} {
		cl := NewClients(ClientLimits{TrustProxies: trusted, ProxyHeader: c.header})
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.peer
		r.Header = c.headers
		if got := cl.Address(r); got.String() != c.want {
			t.Errorf("%s, from %s with %v: %v, want %s", c.header, c.peer, c.headers, got, c.want)
		}
	}
}

// TestParseProxyHeader: the three headers, in any case; anything else is
// an error naming them.
func TestParseProxyHeader(t *testing.T) {
	for _, c := range []struct {
		in   string
		want ProxyHeader
		err  bool
	}{
		{"x-forwarded-for", ProxyXForwardedFor, false},
		{"X-Forwarded-For", ProxyXForwardedFor, false},
		{"forwarded", ProxyForwarded, false},
		{"x-real-ip", ProxyXRealIP, false},
		{"", 0, true},
		{"cf-connecting-ip", 0, true},
	} {
		got, err := ParseProxyHeader(c.in)
		switch {
		case c.err && (err == nil || !strings.Contains(err.Error(), "x-forwarded-for, forwarded or x-real-ip")):
			t.Errorf("%q: %v, want an error naming the three headers", c.in, err)
		case !c.err && (err != nil || got != c.want || got.String() != strings.ToLower(c.in)):
			t.Errorf("%q: %v %v, want %v", c.in, got, err, c.want)
		}
	}
}

// TestAddressKey: IPv4 addresses count alone, IPv6 ones by their /64.
func TestAddressKey(t *testing.T) {
	for _, c := range []struct{ a, want string }{
		{"192.0.2.1", "192.0.2.1"},
		{"::ffff:192.0.2.1", "192.0.2.1"},
		{"2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"},
		{"2001:db8:1:2:ffff::1", "2001:db8:1:2::/64"},
		{"fe80::1%eth0", "fe80::/64"},
	} {
		if got := AddressKey(netip.MustParseAddr(c.a)); got != c.want {
			t.Errorf("%s: %s, want %s", c.a, got, c.want)
		}
	}
}

// TestParsePrefixes: ranges and single addresses; anything else is an
// error naming it.
func TestParsePrefixes(t *testing.T) {
	got, err := ParsePrefixes(" 10.0.0.0/8,fd00::/8 , 192.0.2.7,::ffff:10.0.0.0/104,")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"10.0.0.0/8", "fd00::/8", "192.0.2.7/32", "10.0.0.0/8"}
	if len(got) != len(want) {
		t.Fatalf("%v, want %v", got, want)
	}
	for i := range want {
		if got[i].String() != want[i] {
			t.Errorf("%d: %v, want %s", i, got[i], want[i])
		}
	}
	if _, err := ParsePrefixes("10.0.0.0/8,proxy.example.org"); err == nil || !strings.Contains(err.Error(), "proxy.example.org") {
		t.Errorf("a host name: %v", err)
	}
}

// get sends a GET of path on a connection of its own, and returns the
// answer.
func get(t *testing.T, addr, path string) *http.Response {
	t.Helper()
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { nc.Close() })
	io.WriteString(nc, "GET "+path+" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
	nc.SetReadDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(nc), nil)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// TestConnectionLimits: an address holds at most PerAddress connections,
// HTTP and WebSocket together, and the server Total; past them a
// connection is answered 429 or 503 with a Retry-After, and closed. A
// WebSocket keeps its connection's place until it ends.
func TestConnectionLimits(t *testing.T) {
	for _, c := range []struct {
		name   string
		limits ClientLimits
		status int
	}{
		{"per address", ClientLimits{PerAddress: 3}, http.StatusTooManyRequests},
		{"in all", ClientLimits{Total: 3}, http.StatusServiceUnavailable},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv(t, c.limits, Options{})
			ws := dialRaw(t, e.addr(), "/api/rooms/"+e.code+"/ws")
			ws.send(text(hello(e.code)))
			if op, _ := ws.next(); op != opText {
				t.Fatal("no room")
			}
			var idle []net.Conn
			for range 2 {
				nc, err := net.Dial("tcp", e.addr())
				if err != nil {
					t.Fatal(err)
				}
				idle = append(idle, nc)
			}
			e.waitHeld(t, 3)
			resp := get(t, e.addr(), "/api/rooms/"+e.code)
			var body struct{ Error string }
			json.NewDecoder(resp.Body).Decode(&body)
			if resp.StatusCode != c.status || resp.Header.Get("Retry-After") == "" || body.Error == "" || !resp.Close {
				t.Fatalf("past the limit: %s, Retry-After %q, %q, close %v", resp.Status, resp.Header.Get("Retry-After"), body.Error, resp.Close)
			}
			for _, nc := range idle {
				nc.Close()
			}
			e.waitHeld(t, 1) // the WebSocket
			if resp := get(t, e.addr(), "/api/rooms/"+e.code); resp.StatusCode != http.StatusOK {
				t.Fatalf("within the limit again: %s", resp.Status)
			}
			ws.send(closeFrame(statusNormal, ""))
			if _, err := ws.ended(2 * time.Second); err != nil {
				t.Fatal(err)
			}
			e.waitHeld(t, 0)
		})
	}
}

// TestHelloWait: a room's WebSocket that says nothing is closed once the
// hello's wait is over, and its place given back.
func TestHelloWait(t *testing.T) {
	e := newEnv(t, ClientLimits{}, Options{HelloWait: 200 * time.Millisecond})
	start := time.Now()
	rc := dialRaw(t, e.addr(), "/api/rooms/"+e.code+"/ws")
	code, err := rc.ended(5 * time.Second)
	if err != nil || code != statusPolicy {
		t.Fatalf("closed with %d (%v), want %d", code, err, statusPolicy)
	}
	if d := time.Since(start); d < 200*time.Millisecond {
		t.Fatalf("closed after %v, before the wait", d)
	}
	e.waitHeld(t, 0)
}

// TestNoRoomNoUpgrade: a WebSocket's path that names no room, or no code,
// is refused before the upgrade.
func TestNoRoomNoUpgrade(t *testing.T) {
	e := newEnv(t, ClientLimits{}, Options{})
	for _, path := range []string{"/api/rooms/ABCD-EFGH/ws", "/api/rooms/not-a-code/ws"} {
		if _, err := tryDialRaw(e.addr(), path); err == nil || !strings.Contains(err.Error(), "404") {
			t.Errorf("%s: %v, want a 404", path, err)
		}
	}
	e.waitHeld(t, 0)
}

// TestStalledDownload: a client that stops reading an answer is cut once
// it reads slower than the minimum rate, and its place given back; one
// that reads gets it whole.
func TestStalledDownload(t *testing.T) {
	e := newEnv(t, ClientLimits{MinRate: 200 << 10}, Options{}) // a piece in 80 ms
	nc, err := net.Dial("tcp", e.addr())
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	io.WriteString(nc, "GET /big HTTP/1.1\r\nHost: x\r\n\r\n") // and reads nothing
	e.waitHeld(t, 1)
	e.waitHeld(t, 0)
	resp := get(t, e.addr(), "/big")
	n, err := io.Copy(io.Discard, resp.Body)
	if err != nil || n != 64<<20 {
		t.Fatalf("a client reading got %d bytes, %v", n, err)
	}
}

// TestBehindProxy: behind a trusted proxy each client's address has its
// own budgets; from any other peer the headers change nothing. A room's
// link is made of PublicURL, never of the Host header.
func TestBehindProxy(t *testing.T) {
	for _, c := range []struct {
		name    string
		trust   string
		second  int // the status of a room created for another client
		linkFor string
	}{
		{"trusted", "127.0.0.0/8", http.StatusCreated, "https://tabula.example.org/?room="},
		{"not trusted", "10.0.0.0/8", http.StatusTooManyRequests, "https://tabula.example.org/?room="},
	} {
		t.Run(c.name, func(t *testing.T) {
			trusted, _ := ParsePrefixes(c.trust)
			e := newEnv(t, ClientLimits{TrustProxies: trusted}, Options{RoomsPerMinute: 1, PublicURL: "https://tabula.example.org/"})
			create := func(client string) (int, string) {
				req, _ := http.NewRequest("POST", e.srv.URL+"/api/rooms", strings.NewReader(`{"game":"diam","seats":["online","online"]}`))
				req.Host = "evil.example.com"
				req.Header.Set("X-Forwarded-For", client)
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				var out map[string]string
				json.NewDecoder(resp.Body).Decode(&out)
				return resp.StatusCode, out["url"]
			}
			status, link := create("198.51.100.1")
			if status != http.StatusCreated || !strings.HasPrefix(link, c.linkFor) {
				t.Fatalf("the first room: %d, link %q", status, link)
			}
			if status, _ := create("198.51.100.1"); status != http.StatusTooManyRequests {
				t.Errorf("a second room for the same client: %d", status)
			}
			if status, _ := create("198.51.100.2"); status != c.second {
				t.Errorf("a room for another client: %d, want %d", status, c.second)
			}
		})
	}
}

// FuzzAddress: whatever a trusted proxy's headers hold, reading the
// client's address never fails, gives an address without a zone, and
// depends on the header the server reads alone: the others change
// nothing. From a peer not trusted, it is the peer's.
func FuzzAddress(f *testing.F) {
	f.Add("1.2.3.4, 10.0.0.1", `for=192.0.2.60;proto=http, for="[2001:db8::1]:80"`)
	f.Add("", "for=unknown")
	f.Add(",,,", `for="`)
	trusted, _ := ParsePrefixes("10.0.0.0/8")
	names := map[ProxyHeader]string{ProxyXForwardedFor: "X-Forwarded-For", ProxyForwarded: "Forwarded", ProxyXRealIP: "X-Real-Ip"}
	f.Fuzz(func(t *testing.T, xff, forwarded string) {
		all := http.Header{"X-Forwarded-For": {xff}, "Forwarded": {forwarded}, "X-Real-Ip": {forwarded}}
		for h, name := range names {
			cl := NewClients(ClientLimits{TrustProxies: trusted, ProxyHeader: h})
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = "10.9.9.9:1234"
			r.Header = all
			got := cl.Address(r)
			if !got.IsValid() || got.Zone() != "" {
				t.Fatalf("%s: %q / %q: %v", h, xff, forwarded, got)
			}
			r.Header = http.Header{name: all[name]}
			if alone := cl.Address(r); alone != got {
				t.Fatalf("%s: %q / %q: %v with the other headers, %v without", h, xff, forwarded, got, alone)
			}
			_ = AddressKey(got)
			r.RemoteAddr, r.Header = "203.0.113.9:1234", all
			if got := cl.Address(r); got != netip.MustParseAddr("203.0.113.9") {
				t.Fatalf("%s: %q / %q from a peer not trusted: %v", h, xff, forwarded, got)
			}
		}
	})
}

// TestSocketsBehindProxy: through a trusted proxy, each client's
// WebSockets count toward its own address, not the proxy's: a client past
// its limit is refused, another is not, and one that closes its WebSocket
// has its place back.
func TestSocketsBehindProxy(t *testing.T) {
	trusted, _ := ParsePrefixes("127.0.0.0/8")
	e := newEnv(t, ClientLimits{TrustProxies: trusted, PerAddress: 1}, Options{})
	path := "/api/rooms/" + e.code + "/ws"
	first, err := tryDialRawVia(e.addr(), path, "198.51.100.1")
	if err != nil {
		t.Fatal(err)
	}
	first.t = t
	defer first.nc.Close()
	if _, err := tryDialRawVia(e.addr(), path, "198.51.100.1"); err == nil || !strings.Contains(err.Error(), "429") {
		t.Errorf("a second WebSocket of the same client: %v, want a 429", err)
	}
	other, err := tryDialRawVia(e.addr(), path, "198.51.100.2")
	if err != nil {
		t.Fatalf("another client's WebSocket: %v", err)
	}
	other.nc.Close()
	first.send(closeFrame(statusNormal, ""))
	if _, err := first.ended(2 * time.Second); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		again, err := tryDialRawVia(e.addr(), path, "198.51.100.1")
		if err == nil {
			again.nc.Close()
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the client's WebSocket closed, another is still refused: %v", err)
		}
	}
}
