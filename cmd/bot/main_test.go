package main

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestMain runs the bot itself when the test binary is started with
// TABULA_BOT=1, so that a test can see how it exits.
func TestMain(m *testing.M) {
	if os.Getenv("TABULA_BOT") == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

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
		{[]string{"-room", "ABCD-EFGH", "hard"}, `unexpected argument "hard"`},
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
	if got := out.String(); !strings.HasPrefix(got, "tabula-bot devel (commit ") || strings.Count(got, "\n") != 1 {
		t.Errorf("-version printed %q", got)
	}
}

// TestHelp: -h exits 0 with the usage, naming the program as the server's
// download does; a flag it does not know exits 1, saying so under that
// name.
func TestHelp(t *testing.T) {
	for _, c := range []struct {
		arg    string
		status int
		said   string
	}{
		{"-h", 0, "Usage: tabula-bot -server URL -room CODE [flags]"},
		{"-help", 0, "-rooms int"},
		{"-colour", 1, "tabula-bot: flag provided but not defined: -colour"},
	} {
		cmd := exec.Command(os.Args[0], c.arg)
		cmd.Env = append(os.Environ(), "TABULA_BOT=1")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		status := 0
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			status = exit.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if status != c.status || !strings.Contains(stderr.String(), c.said) {
			t.Errorf("%s: status %d, said %q; want %d, saying %q", c.arg, status, stderr.String(), c.status, c.said)
		}
	}
}
