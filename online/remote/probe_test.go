//go:build !js

package remote

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestHasRooms: the rooms' server answers the probe; a static server of
// the game's files (a 404 page, or the game's page for every path), a
// server that is gone and an address that is no server's do not.
func TestHasRooms(t *testing.T) {
	rooms := newTestServer(t)
	static := httptest.NewServer(http.FileServer(http.Dir(t.TempDir())))
	defer static.Close()
	spa := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<!doctype html><title>tabula</title>"))
	}))
	defer spa.Close()
	gone := httptest.NewServer(http.NotFoundHandler())
	gone.Close()
	ctx := context.Background()
	for _, c := range []struct {
		name, server string
		want         bool
	}{
		{"the rooms' server", rooms.URL, true},
		{"the rooms' server, with a path and a slash", rooms.URL + "/", true},
		{"a static server", static.URL, false},
		{"a server that answers its page to everything", spa.URL, false},
		{"a server gone", gone.URL, false},
		{"no server's URL", "file:///tmp/index.html", false},
		{"nothing", "", false},
	} {
		if got := HasRooms(ctx, c.server); got != c.want {
			t.Errorf("%s (%s): %v, want %v", c.name, c.server, got, c.want)
		}
	}
}
