package wsconn

import (
	"net/http"
	"testing"
)

// TestHandshake checks which requests are upgraded, and how the others
// are refused.
func TestHandshake(t *testing.T) {
	cases := []struct {
		name    string
		method  string
		header  map[string]string // changes to a good handshake; "" deletes
		origins []string
		want    int
	}{
		{name: "a good handshake", want: http.StatusSwitchingProtocols},
		{name: "tokens in lists, any case", header: map[string]string{"Connection": "keep-alive, UPGRADE", "Upgrade": "WebSocket"}, want: http.StatusSwitchingProtocols},
		{name: "compression asked for, ignored", header: map[string]string{"Sec-WebSocket-Extensions": "permessage-deflate"}, want: http.StatusSwitchingProtocols},
		{name: "the page's own host", header: map[string]string{"Origin": "http://HOST"}, want: http.StatusSwitchingProtocols},
		{name: "an origin allowed by a pattern", header: map[string]string{"Origin": "https://Play.Example.com"}, origins: []string{"*.example.com"}, want: http.StatusSwitchingProtocols},
		{name: "an origin not allowed", header: map[string]string{"Origin": "https://evil.example"}, origins: []string{"*.example.com"}, want: http.StatusForbidden},
		{name: "an origin that is no URL", header: map[string]string{"Origin": "null"}, want: http.StatusForbidden},
		{name: "a POST", method: http.MethodPost, want: http.StatusMethodNotAllowed},
		{name: "no key", header: map[string]string{"Sec-WebSocket-Key": ""}, want: http.StatusBadRequest},
		{name: "a key of 15 bytes", header: map[string]string{"Sec-WebSocket-Key": "AAAAAAAAAAAAAAAAAAAA"}, want: http.StatusBadRequest},
		{name: "version 8", header: map[string]string{"Sec-WebSocket-Version": "8"}, want: http.StatusUpgradeRequired},
		{name: "no Upgrade header", header: map[string]string{"Upgrade": ""}, want: http.StatusUpgradeRequired},
		{name: "no Connection: upgrade", header: map[string]string{"Connection": "keep-alive"}, want: http.StatusUpgradeRequired},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, Options{Origins: tc.origins}, true)
			req, err := http.NewRequest(tc.method, e.hs.URL+"/ws", nil)
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Connection", "Upgrade")
			req.Header.Set("Upgrade", "websocket")
			req.Header.Set("Sec-WebSocket-Version", "13")
			req.Header.Set("Sec-WebSocket-Key", testKey)
			for k, v := range tc.header {
				if v == "" {
					req.Header.Del(k)
				} else {
					req.Header.Set(k, v)
				}
			}
			if o := req.Header.Get("Origin"); o == "http://HOST" {
				req.Header.Set("Origin", "http://"+e.addr())
			}
			resp, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != tc.want {
				t.Fatalf("status %s, want %d", resp.Status, tc.want)
			}
			upErr := <-e.upgrades
			switch tc.want {
			case http.StatusSwitchingProtocols:
				if upErr != nil {
					t.Fatalf("Upgrade: %v", upErr)
				}
				if got := resp.Header.Get("Sec-WebSocket-Accept"); got != testAccept {
					t.Errorf("Sec-WebSocket-Accept %q, want %q", got, testAccept)
				}
				if got := resp.Header.Get("Sec-WebSocket-Extensions"); got != "" {
					t.Errorf("extensions %q offered", got)
				}
			case http.StatusUpgradeRequired:
				if upErr == nil {
					t.Fatal("Upgrade returned nil")
				}
				if got := resp.Header.Get("Sec-WebSocket-Version"); got != "13" {
					t.Errorf("Sec-WebSocket-Version %q, want 13", got)
				}
			default:
				if upErr == nil {
					t.Fatal("Upgrade returned nil")
				}
			}
			if tc.want != http.StatusSwitchingProtocols && e.s.Len() != 0 {
				t.Errorf("Len() = %d after a refusal", e.s.Len())
			}
		})
	}
}

// TestBadOriginPattern checks that NewServer refuses a malformed pattern.
func TestBadOriginPattern(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("NewServer accepted the pattern [")
		}
	}()
	NewServer(Options{Origins: []string{"["}})
}
