package main

import (
	"strings"
	"testing"
	"time"
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

// TestVersion: -version prints the build's version and starts nothing.
func TestVersion(t *testing.T) {
	var out strings.Builder
	if err := serve(t.Context(), []string{"-version", "-data", t.TempDir()}, &out); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); !strings.HasPrefix(got, "server devel (commit ") || strings.Count(got, "\n") != 1 {
		t.Errorf("-version printed %q", got)
	}
}
