package main

import (
	"strings"
	"testing"
	"time"

	"tabula/online/rooms/web"
)

// TestFlags: the command line's settings, and what it refuses with a
// reason.
func TestFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want func(config) bool
		err  string
	}{
		{nil, func(c config) bool {
			return c.addr == "127.0.0.1:8080" && c.expire == 30*24*time.Hour && c.nats == "" && c.roomsPerMinute == 30 && c.readsPerMinute == 600
		}, ""},
		{[]string{"-rooms-per-minute", "0", "-reads-per-minute", "0"}, func(c config) bool { return c.roomsPerMinute == 0 && c.readsPerMinute == 0 }, ""},
		{[]string{"-expire", "48h", "-origin", "a.org,*.b.org"}, func(c config) bool {
			return c.expire == 48*time.Hour && len(c.origins) == 2 && c.origins[1] == "*.b.org"
		}, ""},
		{nil, func(c config) bool {
			return c.replicas == 0 && c.sync == time.Second && c.connsPerAddress == 256 && c.helloWait == 10*time.Second && c.minRate == 1600 && c.publicURL == "" && c.trustProxies == nil
		}, ""},
		{[]string{"-sync", "always", "-replicas", "1", "-conns", "0", "-conns-per-address", "0"}, func(c config) bool {
			return c.sync == 0 && c.replicas == 1 && c.conns == 0 && c.connsPerAddress == 0
		}, ""},
		{[]string{"-trust-proxy", "10.0.0.0/8,::1", "-public-url", "https://games.example.org/"}, func(c config) bool {
			return len(c.trustProxies) == 2 && c.trustProxies[1].String() == "::1/128" && c.publicURL == "https://games.example.org"
		}, ""},
		{[]string{"-sync", "sometimes"}, nil, `-sync "sometimes": always, or a duration`},
		{[]string{"-sync", "-1s"}, nil, "always, or a duration"},
		{[]string{"-trust-proxy", "proxy.lan"}, nil, `-trust-proxy: "proxy.lan" is not an address or a range`},
		{[]string{"-public-url", "games.example.org"}, nil, "an http or https URL with a host"},
		{[]string{"-public-url", "https://x.org/?room=1"}, nil, "no query"},
		{[]string{"-replicas", "-2"}, nil, "-replicas -2: 1 or more"},
		{[]string{"-hello-wait", "10ms"}, nil, "-hello-wait: a second or more"},
		{[]string{"-conns", "-5"}, nil, "0 (no limit) or more"},
		{[]string{"-expire", "30s"}, nil, "at least a minute"},
		{[]string{"-reads-per-minute", "-1"}, nil, "0 (no limit) or more"},
		{[]string{"-expire", "soon"}, nil, "invalid value"},
		{[]string{"extra"}, nil, `unexpected argument "extra"`},
	} {
		got, err := parse(c.args)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%q: error %v, want one saying %q", c.args, err, c.err)
		case c.err == "" && err != nil:
			t.Errorf("%q: %v", c.args, err)
		case c.err == "" && !c.want(got):
			t.Errorf("%q: %+v", c.args, got)
		}
	}
}

// TestProxyHeader: -proxy-header names one of three headers, in any
// case, X-Forwarded-For by default; any other is refused, naming the three.
func TestProxyHeader(t *testing.T) {
	for _, c := range []struct {
		args []string
		want web.ProxyHeader
		err  string
	}{
		{nil, web.ProxyXForwardedFor, ""},
		{[]string{"-trust-proxy", "127.0.0.1", "-proxy-header", "forwarded"}, web.ProxyForwarded, ""},
		{[]string{"-proxy-header", "X-Real-IP"}, web.ProxyXRealIP, ""},
		{[]string{"-proxy-header", "x-forwarded-for"}, web.ProxyXForwardedFor, ""},
		{[]string{"-proxy-header", "cf-connecting-ip"}, 0, `-proxy-header: "cf-connecting-ip" is not a header the server reads: x-forwarded-for, forwarded or x-real-ip`},
		{[]string{"-proxy-header", ""}, 0, "x-forwarded-for, forwarded or x-real-ip"},
	} {
		got, err := parse(c.args)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%q: error %v, want one saying %q", c.args, err, c.err)
		case c.err == "" && (err != nil || got.proxyHeader != c.want):
			t.Errorf("%q: %v, %v; want %v", c.args, got.proxyHeader, err, c.want)
		}
	}
}

// TestVersion: -version prints the build's version and starts nothing.
func TestVersion(t *testing.T) {
	var out strings.Builder
	if err := serve(t.Context(), []string{"-version", "-data", t.TempDir()}, &out); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); !strings.HasPrefix(got, "tabula-server devel (commit ") || strings.Count(got, "\n") != 1 {
		t.Errorf("-version printed %q", got)
	}
}
