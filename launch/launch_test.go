package launch

import (
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"tabula/scenes"
	"testing"
)

// TestParseRefuses: every mistake of the command line is one line that
// names it, found before anything starts.
func TestParseRefuses(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-lang", "de"}, `-lang "de": want en or fr`},
		{[]string{"-speed", "warp"}, `-speed "warp": want normal, slow, fast or instant`},
		{[]string{"-tutorial", "chess"}, `-tutorial: unknown game "chess"`},
		{[]string{"-odds", "chess"}, `-odds: unknown game "chess" (daryon or thayyam)`},
		{[]string{"-odds", "dejarik"}, "-odds: Dejarik has no lots: chance plays no part in it (daryon or thayyam)"},
		{[]string{"-odds", "daryon", "-tutorial", "daryon"}, "choose one"},
		{[]string{"-tutorial", "diam", "-game", "diam"}, "-tutorial starts a tutorial"},
		{[]string{"-odds", "thayyam", "-opt", "twins=keep"}, "-odds shows the odds of the lots"},
		{[]string{"-width", "0"}, "-width 0: a window's width is at least 1 pixel"},
		{[]string{"-height", "0", "-game", "diam"}, "-height 0: a window's height is at least 1 pixel"},
		{[]string{"-room", "K3QX"}, `-room "K3QX": not a room's code`},
		{[]string{"-room", "K3QX-9TZD", "-game", "diam"}, "-room opens an online room"},
		{[]string{"-room", "K3QX-9TZD", "-server", "ftp://example.org"}, `-server "ftp://example.org": want a URL`},
		{[]string{"-open", "x.txt", "-seats", "human,cpu"}, "-open reads a record"},
		{[]string{"-at", "3"}, "-at goes with -open"},
		{[]string{"-players", "3"}, "-players, -seats and -opt go with -game"},
		{[]string{"-game", "chess"}, `unknown game "chess"`},
		{[]string{"-game", "diam", "-seats", "human"}, "-seats names 1 seats for 2 players"},
		{[]string{"-game", "daryon", "-seats", "human,perfect"}, "Daryon is not solved: it has no level perfect"},
		{[]string{"-game", "diam", "-seats", "human,genius"}, "-seats: "},
		{[]string{"-game", "diam", "-opt", "colour=blue"}, "colour"},
		{[]string{"-open", "/no/such/record.txt"}, "/no/such/record.txt: line 1: cannot be read"},
		{[]string{"-game", "diam", "now"}, `unexpected argument "now"`},
		{[]string{"-frames", "many"}, "invalid value"},
	} {
		_, err := Parse(c.args, "", io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v; want one line with %q", c.args, err, c.want)
		}
	}
}

// TestParsePlans: what a command line plans — the first screen and what
// it opens with, the run's settings — and what it leaves to the settings.
func TestParsePlans(t *testing.T) {
	record := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(record, []byte("dejarik players=2\nO0-C\nO6-I6\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	seats := func(p Plan) string {
		var words []string
		for _, s := range p.First.Seats {
			w := "human"
			if s.Computer {
				w = s.Level
			}
			words = append(words, w)
		}
		return strings.Join(words, ",")
	}
	game := func(p Plan) string {
		if p.First.Game == nil {
			return ""
		}
		return p.First.Game.Rules.Name
	}
	for _, c := range []struct {
		args     []string
		pageRoom string
		check    func(Plan) bool
	}{
		{nil, "", func(p Plan) bool {
			return p.First.Kind == scenes.StartTitle && p.Keep() && p.Width == 1024 && p.Height == 720 && p.Frames == 120 && p.Server == "" && p.Lang == nil && p.Speed == ""
		}},
		{[]string{"-version", "-game", "chess"}, "", func(p Plan) bool { return p.Version }}, // nothing else is checked
		{[]string{"-game", "diam", "-players", "3", "-seats", "cpu,human,hard", "-seed", "7"}, "", func(p Plan) bool {
			return p.First.Kind == scenes.StartGame && game(p) == "diam" && p.First.Options["players"] == "3" && seats(p) == "medium,human,hard" && p.Seed == 7
		}},
		{[]string{"-game", "daryon", "-opt", "exits=multi"}, "", func(p Plan) bool {
			return p.First.Kind == scenes.StartGame && game(p) == "daryon" && p.First.Options["exits"] == "multi" && seats(p) == "human,medium"
		}},
		{[]string{"-game", "dejarik", "-seats", "perfect,human"}, "", func(p Plan) bool { return seats(p) == "perfect,human" }},
		{[]string{"-open", record, "-at", "1"}, "", func(p Plan) bool {
			return p.First.Kind == scenes.StartRecord && game(p) == "dejarik" && p.First.Record.Len() == 2 && p.First.Record.At() == 1
		}},
		{[]string{"-screenshot", "x.png", "-frames", "600"}, "", func(p Plan) bool { return !p.Keep() && p.Frames == 600 }},
		{[]string{"-probe", "x.json"}, "", func(p Plan) bool { return !p.Keep() }},
		{[]string{"-fresh", "-lang", "fr", "-speed", "instant"}, "", func(p Plan) bool { return !p.Keep() && p.Lang.Code() == "fr" && p.Speed == "instant" }},
		{[]string{"-server", "http://example.org:8080"}, "", func(p Plan) bool { return p.Server == "http://example.org:8080" && p.First.Kind == scenes.StartTitle }},
		{[]string{"-room", "K3QX-9TZD"}, "", func(p Plan) bool {
			return p.Server == "http://127.0.0.1:8080" && p.First.Kind == scenes.StartRoom && p.First.Room == "K3QX-9TZD"
		}},
		{nil, "not-a-code", func(p Plan) bool { // a page's link mistyped is said on the title
			return p.First.Kind == scenes.StartRoom && p.First.Room == "not-a-code" && p.Server == ""
		}},
		{[]string{"-tutorial", "thayyam"}, "", func(p Plan) bool { return p.First.Kind == scenes.StartTutorial && game(p) == "thayyam" }},
		{[]string{"-odds", "daryon"}, "", func(p Plan) bool { return p.First.Kind == scenes.StartOdds && game(p) == "daryon" }},
	} {
		p, err := Parse(c.args, c.pageRoom, io.Discard)
		if err != nil || !c.check(p) {
			t.Errorf("%q (page room %q): %+v, %v", c.args, c.pageRoom, p, err)
		}
	}
	if _, err := Parse([]string{"-h"}, "", io.Discard); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: %v, want flag.ErrHelp", err)
	}
}
