package main

import (
	"context"
	"io"
	"strings"
	"testing"
)

// TestFlagsRefused: a mistake on the command line is said before any
// connection.
func TestFlagsRefused(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-room", "nope"}, "-room \"nope\""},
		{[]string{"-room", "ABCD-EFGH", "-level", "genius"}, "-level \"genius\""},
		{[]string{"-room", "ABCD-EFGH", "-level", "perfect"}, "-level \"perfect\""},
		{[]string{"-room", "ABCD-EFGH", "-delay", "-1s"}, "-delay"},
		{[]string{"-room", "ABCD-EFGH", "-server", "ftp://x"}, "reached by http or https"},
		{[]string{"-room", "ABCD-EFGH", "-server", "nohost"}, "\"nohost\" is no server's URL"},
	} {
		err := run(context.Background(), c.args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want an error with %q", c.args, err, c.want)
		}
	}
}

// TestNoServer: with nothing listening, the bot says so and stops.
func TestNoServer(t *testing.T) {
	err := run(context.Background(), []string{"-server", "http://127.0.0.1:1", "-room", "ABCD-EFGH"}, io.Discard)
	if err == nil {
		t.Error("a bot with no server did not fail")
	}
}

// TestVersion: -version prints the build's version and connects nowhere.
func TestVersion(t *testing.T) {
	var out strings.Builder
	if err := run(context.Background(), []string{"-version", "-server", "http://127.0.0.1:1"}, &out); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); !strings.HasPrefix(got, "bot devel (commit ") || strings.Count(got, "\n") != 1 {
		t.Errorf("-version printed %q", got)
	}
}
