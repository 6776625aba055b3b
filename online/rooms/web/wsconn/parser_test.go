package wsconn

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// parseAll feeds b to a parser of limit in pieces cut at the offsets cuts
// (in order), and returns the events as text, checking what every event
// must be.
func parseAll(t *testing.T, limit int, b []byte, cuts []int) []string {
	t.Helper()
	ps := newParser(limit)
	var got []string
	prev := 0
	for _, end := range append(cuts, len(b)) {
		end = min(max(end, prev), len(b))
		p := b[prev:end]
		prev = end
		for len(p) > 0 {
			n, ev := ps.feed(p)
			if n < 0 || n > len(p) || n == 0 && ev.kind == eventNone {
				t.Fatalf("feed used %d of %d bytes, found %d", n, len(p), ev.kind)
			}
			if ev.kind == eventNone && n != len(p) {
				t.Fatalf("feed used %d of %d bytes, found nothing", n, len(p))
			}
			p = p[n:]
			switch ev.kind {
			case eventText:
				if len(ev.data) > limit {
					t.Fatalf("a message of %d bytes, over %d", len(ev.data), limit)
				}
				if !utf8.Valid(ev.data) {
					t.Fatalf("a message not UTF-8: %q", ev.data)
				}
				got = append(got, fmt.Sprintf("text %q", ev.data))
			case eventPing:
				if len(ev.data) > 125 {
					t.Fatalf("a ping of %d bytes", len(ev.data))
				}
				got = append(got, fmt.Sprintf("ping %q", ev.data))
			case eventPong:
				got = append(got, "pong")
			case eventClose:
				if !utf8.ValidString(ev.reason) || ev.code != statusNone && !validCode(ev.code) {
					t.Fatalf("close %d %q", ev.code, ev.reason)
				}
				got = append(got, fmt.Sprintf("close %d %q", ev.code, ev.reason))
			case eventFail:
				if !validCode(ev.code) || len(ev.reason) > maxReason {
					t.Fatalf("fail %d %q", ev.code, ev.reason)
				}
				got = append(got, fmt.Sprintf("fail %d", ev.code))
			}
		}
	}
	if ps.dead && (ps.msg != nil || ps.ctl != nil) {
		t.Fatal("a dead parser keeps a buffer")
	}
	return got
}

// cat joins frames.
func cat(frames ...[]byte) []byte { return bytes.Join(frames, nil) }

// TestParser checks the parser on streams of frames, whole and cut at
// every byte.
func TestParser(t *testing.T) {
	cases := []struct {
		name string
		in   []byte
		want []string
	}{
		{"two messages", cat(text("a"), text("bé")), []string{`text "a"`, `text "bé"`}},
		{"an empty message", text(""), []string{`text ""`}},
		{"fragments and controls between", cat(frame(false, opText, []byte("a"), true), frame(true, opPing, []byte("x"), true),
			frame(false, opContinuation, nil, true), frame(true, opPong, []byte("y"), true), frame(true, opContinuation, []byte("b"), true)),
			[]string{`ping "x"`, "pong", `text "ab"`}},
		{"a character cut by fragments", cat(frame(false, opText, []byte("\xc3"), true), frame(true, opContinuation, []byte("\xa9"), true)), []string{`text "é"`}},
		{"exactly max", text(strings.Repeat("z", 64)), []string{`text "` + strings.Repeat("z", 64) + `"`}},
		{"max+1", text(strings.Repeat("z", 65)), []string{"fail 1009"}},
		{"max+1 in fragments", cat(frame(false, opText, make([]byte, 60), true), frame(true, opContinuation, make([]byte, 5), true)), []string{"fail 1009"}},
		{"binary", frame(true, opBinary, []byte{1}, true), []string{"fail 1003"}},
		{"not UTF-8", text("\xff"), []string{"fail 1007"}},
		{"unmasked", frame(true, opText, []byte("a"), false), []string{"fail 1002"}},
		{"a close ends the stream", cat(closeFrame(4000, "bye"), text("ignored")), []string{`close 4000 "bye"`}},
		{"a close with no code", frame(true, opClose, nil, true), []string{`close 1005 ""`}},
		{"a fault ends the stream", cat(frame(true, opContinuation, nil, true), text("ignored")), []string{"fail 1002"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := parseAll(t, 64, tc.in, nil); !slices.Equal(got, tc.want) {
				t.Fatalf("whole: got %q, want %q", got, tc.want)
			}
			var cuts []int
			for i := range tc.in {
				cuts = append(cuts, i)
			}
			if got := parseAll(t, 64, tc.in, cuts); !slices.Equal(got, tc.want) {
				t.Fatalf("a byte at a time: got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestParserIdleHoldsNothing checks that a parser between messages holds
// no slice, and that a message does not share the bytes fed.
func TestParserIdleHoldsNothing(t *testing.T) {
	ps := newParser(64)
	in := cat(text("hello"), frame(true, opPing, []byte("p"), true))
	n, ev := ps.feed(in)
	if ev.kind != eventText || string(ev.data) != "hello" {
		t.Fatalf("got %v", ev)
	}
	clear(in[:n])
	if string(ev.data) != "hello" {
		t.Fatal("the message shares the bytes fed")
	}
	if _, ev := ps.feed(in[n:]); ev.kind != eventPing {
		t.Fatalf("got %v, want a ping", ev)
	}
	if ps.msg != nil || ps.ctl != nil {
		t.Fatal("an idle parser holds a slice")
	}
	if a := testing.AllocsPerRun(100, func() { ps.feed(nil) }); a != 0 {
		t.Errorf("feeding nothing allocates %v times", a)
	}
}

// FuzzParser feeds arbitrary bytes to the parser, whole and cut at two
// places: it never panics, never returns a message over max or not UTF-8,
// and finds the same events however the bytes are cut.
func FuzzParser(f *testing.F) {
	seeds := [][]byte{
		text("hello"),
		cat(text("a"), text("bé"), closeFrame(1000, "")),
		cat(frame(false, opText, []byte("a"), true), frame(true, opPing, []byte("x"), true), frame(true, opContinuation, []byte("b"), true)),
		frame(true, opText, []byte(strings.Repeat("x", 300)), true),
		frame(true, opBinary, []byte{0, 1}, true),
		frame(true, opText, []byte("\xff"), true),
		frame(true, opText, []byte("a"), false),
		{0x81, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 0},
		{0x81, 0xFF, 0, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3, 4, 'a', 'b', 'c'},
		frame(true, opClose, []byte{3}, true),
		closeFrame(4999, "é"),
	}
	for i, s := range seeds {
		f.Add(s, uint16(i), uint16(len(s)/2))
	}
	f.Fuzz(func(t *testing.T, b []byte, cut1, cut2 uint16) {
		const limit = 200
		whole := parseAll(t, limit, b, nil)
		cuts := []int{int(cut1) % (len(b) + 1), int(cut2) % (len(b) + 1)}
		slices.Sort(cuts)
		if got := parseAll(t, limit, b, cuts); !slices.Equal(got, whole) {
			t.Fatalf("cut at %v: %q; whole: %q", cuts, got, whole)
		}
	})
}
