package web

import (
	"bytes"
	"strings"
	"testing"
)

// TestFrameCheck: the frame checker passes on every byte before a frame
// at fault, however the frames are cut into reads, and nothing of that
// frame or after; it names the fault.
func TestFrameCheck(t *testing.T) {
	hi := text("hi")
	long := text(strings.Repeat("x", 300))                 // a 16-bit length
	huge := frame(true, opText, make([]byte, 70000), true) // a 64-bit length
	unmasked := frame(true, opText, []byte("hi"), false)
	first, last := frame(false, opText, []byte("h"), true), frame(true, opContinuation, []byte("i"), true)
	ping := frame(true, opPing, []byte("p"), true)
	for _, c := range []struct {
		name   string
		reads  [][]byte
		passed int    // bytes passed on, in all
		why    string // in the fault's words ("": none)
	}{
		{"a frame", [][]byte{hi}, len(hi), ""},
		{"two frames in one read", [][]byte{cat(hi, long)}, len(hi) + len(long), ""},
		{"a header cut in three", [][]byte{long[:1], long[1:3], long[3:]}, len(long), ""},
		{"a payload cut across reads", [][]byte{huge[:100], huge[100:40000], huge[40000:]}, len(huge), ""},
		{"a fragmented message with a ping between", [][]byte{cat(first, ping, last)}, len(first) + len(ping) + len(last), ""},
		{"a message begun after a fragmented one ended", [][]byte{cat(first, last, hi)}, len(first) + len(last) + len(hi), ""},
		{"an unmasked frame", [][]byte{unmasked}, 0, "not masked"},
		{"a frame, then an unmasked one, in one read", [][]byte{cat(hi, unmasked)}, len(hi), "not masked"},
		{"a frame, then an unmasked one, in the next read", [][]byte{hi, unmasked}, len(hi), "not masked"},
		{"an unmasked header cut", [][]byte{unmasked[:1], unmasked[1:]}, 1, "not masked"},
		{"a payload then an unmasked frame in one read", [][]byte{huge[:50000], cat(huge[50000:], unmasked)}, len(huge), "not masked"},
		{"reserved bit 1", [][]byte{cat([]byte{0xC1}, hi[1:])}, 0, "reserved bit"},
		{"reserved bit 3", [][]byte{cat([]byte{0x91}, hi[1:])}, 0, "reserved bit"},
		{"reserved opcode 3", [][]byte{frame(true, 3, nil, true)}, 0, "reserved opcode 3"},
		{"reserved opcode 11", [][]byte{frame(true, 11, nil, true)}, 0, "reserved opcode 11"},
		{"a fragmented ping", [][]byte{frame(false, opPing, nil, true)}, 0, "control frame fragmented"},
		{"a ping of 126 bytes", [][]byte{frame(true, opPing, make([]byte, 126), true)}, 0, "more than 125 bytes"},
		{"a close of 126 bytes", [][]byte{hi, frame(true, opClose, make([]byte, 126), true)}, len(hi), "more than 125 bytes"},
		{"a stray continuation", [][]byte{last}, 0, "no message begun"},
		{"a continuation after a whole message", [][]byte{cat(hi, last)}, len(hi), "no message begun"},
		{"a new message inside a fragmented one", [][]byte{cat(first, hi)}, len(first), "inside a fragmented one"},
		{"a binary frame inside a fragmented one", [][]byte{cat(first, frame(true, opBinary, nil, true))}, len(first), "inside a fragmented one"},
		{"a 64-bit length with its top bit", [][]byte{{0x81, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 0}}, 0, "most significant bit"},
		{"nothing read after a fault", [][]byte{unmasked, hi}, 0, "not masked"},
	} {
		var f frameCheck
		passed, why := 0, ""
		for _, r := range c.reads {
			n, w := f.scan(r)
			passed += n
			if why == "" {
				why = w
			}
		}
		if passed != c.passed || (c.why == "") != (why == "") || !strings.Contains(why, c.why) {
			t.Errorf("%s: passed %d bytes, fault %q; want %d, %q", c.name, passed, why, c.passed, c.why)
		}
	}
}

// FuzzFrameCheck: however a client's bytes are cut into reads, the frame
// checker finds the same fault and passes on the same bytes, but for the
// first bytes of a header at fault read before the rest (less than a
// header's 14, which nbio cannot act on).
func FuzzFrameCheck(f *testing.F) {
	f.Add(cat(text("hi"), frame(true, opText, []byte("x"), false)), 3)
	f.Add(cat(frame(false, opText, []byte("h"), true), frame(true, opPing, nil, true), frame(true, opContinuation, []byte("i"), true)), 7)
	f.Add([]byte{0x81, 0xFF, 0x80}, 2)
	f.Fuzz(func(t *testing.T, data []byte, cut int) {
		var whole, parts frameCheck
		n, why := whole.scan(data)
		cut = min(max(cut, 0), len(data))
		m1, why1 := parts.scan(data[:cut])
		m2, why2 := parts.scan(data[cut:])
		if why1 == "" {
			why1 = why2
		}
		early := m1 + m2 - n // a header at fault begun in the first read
		if why1 != why || early != 0 && (why == "" || m1 != cut || m2 != 0 || early < 0 || early >= 14) {
			t.Fatalf("whole: %d, %q; cut at %d: %d+%d, %q", n, why, cut, m1, m2, why1)
		}
		if why != "" && n == len(data) {
			t.Fatalf("a fault (%q) with every byte passed on", why)
		}
	})
}

// cat joins frames.
func cat(frames ...[]byte) []byte { return bytes.Join(frames, nil) }

// BenchmarkFrameCheck: the frame check's cost on a read of a move, as a
// room's client sends it (a masked text frame of about 60 bytes).
func BenchmarkFrameCheck(b *testing.B) {
	move := text(`{"t":"move","at":123,"move":"a3-b4"}` + strings.Repeat(" ", 24))
	var f frameCheck
	b.SetBytes(int64(len(move)))
	for b.Loop() {
		if n, why := f.scan(move); n != len(move) || why != "" {
			b.Fatal(n, why)
		}
	}
}
