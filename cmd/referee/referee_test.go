package main

import (
	"bytes"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"tabula/games"
	"tabula/rules/rulestest/toygame"
)

var update = flag.Bool("update", false, "rewrite the golden answers in testdata")

// testGames are the project's games plus the toy game of the rules tests,
// whose short games show the protocol's answers in full.
var testGames = append([]*games.Game{{Rules: toygame.New(toygame.Faults{})}}, games.All...)

func run(t testing.TB, input string) string {
	t.Helper()
	var out bytes.Buffer
	if err := NewReferee(testGames).Run(strings.NewReader(input), &out); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// TestSessions plays the command scripts testdata/*.in and compares every
// answer with testdata/*.golden. Run with -update to rewrite the goldens
// after checking the differences by hand.
func TestSessions(t *testing.T) {
	inputs, err := filepath.Glob("testdata/*.in")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no sessions in testdata: %v", err)
	}
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".in")
		t.Run(name, func(t *testing.T) {
			script, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			got := run(t, string(script))
			golden := strings.TrimSuffix(in, ".in") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("answers differ from %s:\n%s", golden, diff(string(want), got))
			}
		})
	}
}

// diff shows the first differing line of two transcripts with some context.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return "line " + strconv.Itoa(i+1) + ":\nwant " + wl + "\ngot  " + gl
		}
	}
	return ""
}

// TestAnswers checks single commands and their exact answers.
func TestAnswers(t *testing.T) {
	tests := []struct{ name, input, want string }{
		{"empty input", "", ""},
		{"blank and comment lines get no answer", "\n   \n# hello\n", ""},
		{"quit", "quit\ntomove\n", "= \n\n"},
		{"quit takes no argument", "quit now\n", "? quit takes no argument\n\n"},
		{"before new", "tomove\n", "? no game: start one with new GAME\n\n"},
		{"unknown command", "dance\n", "? unknown command \"dance\"\n\n"},
		{"case-sensitive commands", "NEW toy\n", "? unknown command \"NEW\"\n\n"},
		{"unknown game", "new chess\n", "? unknown game \"chess\" (games: toy, daryon, dejarik, thayyam, diam)\n\n"},
		{"bad option", "new toy start=9\n", "? toy: option start=\"9\" not allowed (allowed: 0, 3)\n\n"},
		{"repeated option", "new toy start=3 start=3\n", "? toy: option \"start\" given twice\n\n"},
		{"bad player count", "new diam players=5\n", "? diam: option players=\"5\" not allowed (allowed: 2, 3, 4)\n\n"},
		{"seed needs a number", "seed -1\n", "? seed \"-1\" is not an unsigned 64-bit decimal\n\n"},
		{"seed too big", "seed 18446744073709551616\n", "? seed \"18446744073709551616\" is not an unsigned 64-bit decimal\n\n"},
		{"seed max", "seed 18446744073709551615\n", "= \n\n"},
		{"CRLF lines", "new toy\r\ntomove\r\n", "= \n\n= chance\n\n"},
		{"last line without newline", "new toy\ntomove", "= \n\n= chance\n\n"},
		{"legal at a chance step", "new toy\nlegal\n", "= \n\n= throw\n\n"},
		{"forced throw", "new toy\nthrow 2\ntomove\nlegal\n", "= \n\n= 2 3\n\n= 0\n\n= +1 +2 +3\n\n"},
		{"throw out of range", "new toy\nthrow 3\n", "= \n\n? toy: \"throw 3\" is not a throw\n\n"},
		{"throw at a decision", "new toy\nthrow 0\nthrow 0\n", "= \n\n= 0 1\n\n? no throw now: player 0 is to move\n\n"},
		{"play at a chance step", "new toy\nplay +1\n", "= \n\n? cannot play +1: the lots must be thrown (throw)\n\n"},
		{"illegal move", "new toy\nthrow 0\nplay +2\nhistory\n", "= \n\n= 0 1\n\n? illegal move +2: toy: move 2: illegal move\n\n= throw 0\n\n"},
		{"malformed move", "new toy\nthrow 0\nplay jump\n", "= \n\n= 0 1\n\n? toy: bad move \"jump\"\n\n"},
		{"play needs one move", "new toy\nthrow 0\nplay +1 +1\n", "= \n\n= 0 1\n\n? usage: play MOVE\n\n"},
		{"genmove plays medium by default", "new toy\nthrow 0\ngenmove\nhistory\n", "= \n\n= 0 1\n\n= +1\n\n= throw 0 +1\n\n"},
		{"genmove at every level", "new toy start=3\nthrow 2\ngenmove hard\nresult\n", "= \n\n= 2 3\n\n= +3\n\n= winner 0\n\n"},
		{"unknown level", "new toy\ngenmove wild\n", "= \n\n? unknown level \"wild\" for toy (levels: random, easy, medium, hard)\n\n"},
		{"perfect is Dejarik's", "new toy\ngenmove perfect\n", "= \n\n? unknown level \"perfect\" for toy (levels: random, easy, medium, hard)\n\n"},
		{"genmove throws at a chance step", "new toy\nseed 1\ngenmove hard\nhistory\n", "= \n\n= \n\n= throw 2\n\n= throw 2\n\n"},
		{"empty history", "new toy\nhistory\n", "= \n\n= \n\n"},
		{"argument to a command without", "new toy\nlegal now\n", "= \n\n? legal takes no argument\n\n"},
		{"a finished game", "new toy start=3\nthrow 2\nplay +3\nresult\ntomove\nlegal\nthrow\ngenmove random\nplay +1\n",
			"= \n\n= 2 3\n\n= \n\n= winner 0\n\n= over\n\n= \n\n? no throw: the game is over\n\n? no move: the game is over\n\n? cannot play +1: the game is over\n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := run(t, tt.input); got != tt.want {
				t.Errorf("input %q\ngot  %q\nwant %q", tt.input, got, tt.want)
			}
		})
	}
}

// TestSeedReplays checks the seed rules of the protocol: the same seed and
// commands give the same answers, new does not reset the source, and a
// failed command does not draw from it.
func TestSeedReplays(t *testing.T) {
	script := "seed 99\nnew toy\nthrow\ngenmove random\nthrow\nnew toy\nthrow\n"
	a, b := run(t, script), run(t, script)
	if a != b {
		t.Fatalf("same seed, different answers:\n%s\n%s", a, b)
	}
	withFailures := "seed 99\nnew toy\nplay +1\nthrow 7\nthrow\ngenmove wild\ngenmove perfect\ngenmove hard now\ngenmove random\nthrow\nnew toy\nthrow\n"
	strip := func(s string) string {
		var kept []string
		for _, ans := range strings.Split(s, "\n\n") {
			if !strings.HasPrefix(ans, "?") {
				kept = append(kept, ans)
			}
		}
		return strings.Join(kept, "\n\n")
	}
	if strip(run(t, withFailures)) != strip(a) {
		t.Errorf("failed commands changed what the source drew:\n%s\n%s", run(t, withFailures), a)
	}
	if "= \n\n"+run(t, "new toy\nthrow\n") != run(t, "seed 0\nnew toy\nthrow\n") {
		t.Error("the source does not start as after seed 0")
	}
}

// TestAnswerBeforeTheNextLineEnds sends a command and half of the next in
// one write, as a program typing to the referee may: the first answer comes
// at once, without waiting for the rest of the next line.
func TestAnswerBeforeTheNextLineEnds(t *testing.T) {
	in, typing := io.Pipe()
	answers, out := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- NewReferee(testGames).Run(in, out); out.Close() }()
	go typing.Write([]byte("new toy\ntomo"))
	first := make(chan string, 1)
	go func() {
		buf := make([]byte, 64)
		n, _ := io.ReadAtLeast(answers, buf, len("= \n\n"))
		first <- string(buf[:n])
	}()
	select {
	case got := <-first:
		if got != "= \n\n" {
			t.Errorf("first answer %q", got)
		}
	case <-time.After(10 * time.Second): // a bound on a failure, not a wait
		t.Fatal("no answer while the next line is half-written")
	}
	typing.Write([]byte("ve\n"))
	rest := make([]byte, 64)
	n, _ := io.ReadAtLeast(answers, rest, len("= chance\n\n"))
	if got := string(rest[:n]); got != "= chance\n\n" {
		t.Errorf("second answer %q", got)
	}
	typing.Close()
	if err := <-done; err != nil {
		t.Error(err)
	}
}

// TestLongLine checks that an over-long line gets one error and the
// session goes on.
func TestLongLine(t *testing.T) {
	input := "new toy\n" + strings.Repeat("x", 70<<10) + "\ntomove\n" + "play " + strings.Repeat("+", 65<<10) + "\nquit\n"
	want := "= \n\n? line longer than 65536 bytes\n\n= chance\n\n? line longer than 65536 bytes\n\n= \n\n"
	if got := run(t, input); got != want {
		t.Errorf("got %q", got)
	}
}

// TestGenmovePerfect checks the level perfect: Dejarik's, from the table
// built into the program, a ? elsewhere.
func TestGenmovePerfect(t *testing.T) {
	out := run(t, "new diam\ngenmove perfect\nnew dejarik\ngenmove perfect\nhistory\n")
	ans := answers(t, out)
	if ans[1] != `? unknown level "perfect" for diam (levels: random, easy, medium, hard)` {
		t.Errorf("diam: %q", ans[1])
	}
	if !strings.HasPrefix(ans[3], "= O") || ans[4] != "= "+strings.TrimPrefix(ans[3], "= ") {
		t.Errorf("dejarik: %q then history %q", ans[3], ans[4])
	}
}

// TestGenmoveSeeds checks the seed rules with the computer players of every
// game: the same seed and commands give the same moves, and failed genmove
// commands draw nothing from the source.
func TestGenmoveSeeds(t *testing.T) {
	for _, mod := range games.All {
		g := mod.Rules
		t.Run(g.Name, func(t *testing.T) {
			var plain, failing strings.Builder
			plain.WriteString("seed 21\nnew " + g.Name + "\n")
			failing.WriteString("seed 21\nnew " + g.Name + "\n")
			for i := range 24 {
				level := []string{"hard", "easy", "medium", "random"}[i%4]
				plain.WriteString("genmove " + level + "\n")
				failing.WriteString("genmove wild\ngenmove hard now\ngenmove " + level + "\n")
			}
			plain.WriteString("history\n")
			failing.WriteString("history\n")
			a, b := run(t, plain.String()), run(t, plain.String())
			if a != b {
				t.Fatalf("same seed, different answers:\n%s\n%s", a, b)
			}
			if strings.Contains(strings.ReplaceAll(a, "? no move: the game is over", ""), "?") {
				t.Fatalf("a genmove failed:\n%s", a)
			}
			var kept []string
			for _, ans := range strings.Split(run(t, failing.String()), "\n\n") {
				if !strings.HasPrefix(ans, "?") || strings.HasPrefix(ans, "? no move") {
					kept = append(kept, ans)
				}
			}
			if got := strings.Join(kept, "\n\n"); got != a {
				t.Errorf("failed genmoves changed the moves:\n%s\nwant\n%s", got, a)
			}
		})
	}
}
