package main

import (
	"bytes"
	"strings"
	"testing"
)

// FuzzReferee feeds arbitrary input to the referee: it must never crash or
// hang, and it must answer each command line exactly once with a
// well-formed answer. The seed corpus is in testdata/fuzz/FuzzReferee and
// the session scripts of testdata.
func FuzzReferee(f *testing.F) {
	for _, s := range []string{
		"new diam\nlegal\nplay R@3\ngenmove random\nshow\nstate\nhistory\nresult\n",
		"new dejarik\nplay O0-I0\nplay O6-C\nlegal\n",
		"new daryon players=4 exits=multi\nthrow 1\nlegal\nplay out\nthrow\ngenmove random\n",
		"new thayyam twins=split\nthrow 1\nthrow 2\nlegal\nplay a:in\nplay end\n",
		"seed 7\nnew toy\ngenmove random\ngenmove random\ngenmove random\n",
		"new\nthrow x y\nplay\n# comment\n\n\r\nquit\nlegal\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, input []byte) {
		if len(input) > 4096 {
			return // long inputs only repeat what short ones test
		}
		var out bytes.Buffer
		if err := NewReferee(testGames).Run(bytes.NewReader(input), &out); err != nil {
			t.Fatal(err)
		}
		answers := strings.Split(out.String(), "\n\n")
		if last := answers[len(answers)-1]; last != "" {
			t.Fatalf("output does not end with an empty line: %q", out.String())
		}
		answers = answers[:len(answers)-1]
		commands := 0
		for _, line := range strings.Split(strings.ReplaceAll(string(input), "\r\n", "\n"), "\n") {
			text := strings.TrimSpace(line)
			if text == "" || text[0] == '#' {
				continue
			}
			commands++
			if fields := strings.Fields(text); fields[0] == "quit" && len(fields) == 1 {
				break
			}
		}
		if len(answers) != commands {
			t.Fatalf("%d commands, %d answers:\n%s", commands, len(answers), out.String())
		}
		for _, a := range answers {
			if !strings.HasPrefix(a, "= ") && !strings.HasPrefix(a, "? ") {
				t.Fatalf("malformed answer %q", a)
			}
			if strings.HasPrefix(a, "? ") && strings.Contains(a, "\n") {
				t.Fatalf("error answer over several lines: %q", a)
			}
		}
	})
}
