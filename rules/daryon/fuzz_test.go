package daryon

import (
	"strings"
	"testing"

	"tabula/rules"
)

// FuzzPlay plays a game chosen by the fuzzer: opts picks an option set, and
// each byte of choices picks a throw (byte mod 7) or a legal move. Every
// state must keep the invariants, every action must round-trip through the
// notation, and the record must replay to the same final state.
func FuzzPlay(f *testing.F) {
	f.Add(uint8(0), []byte("\x01\x00\x03\x00\x01\x02"))
	f.Add(uint8(6), []byte("\x06\x00\x05\x01\x04\x02\x00\x01\x02\x03"))
	f.Fuzz(func(t *testing.T, opts uint8, choices []byte) {
		o := mustOptions(t, optionSets[int(opts)%len(optionSets)])
		s, err := New(o)
		if err != nil {
			t.Fatal(err)
		}
		r := rules.Record{Game: Game, Options: o}
		var legal []rules.Action
		var events []rules.Event
		for _, c := range choices {
			if s.ToMove() == rules.Over {
				break
			}
			legal = s.Legal(legal[:0])
			a := legal[int(c)%len(legal)]
			note := s.FormatAction(a)
			if b, err := s.ParseAction(note); err != nil || b != a {
				t.Fatalf("%q reads back as %d, %v", note, b, err)
			}
			if events, err = s.Apply(a, events[:0]); err != nil {
				t.Fatalf("legal %s: %v", note, err)
			}
			r.Steps = append(r.Steps, note)
			checkInvariants(t, s)
		}
		back, err := rules.ParseRecord(strings.NewReader(r.String()), []*rules.Game{Game})
		if err != nil {
			t.Fatal(err)
		}
		end, err := back.Replay()
		if err != nil {
			t.Fatal(err)
		}
		if end.Key() != s.Key() {
			t.Fatalf("replay ends at %s, play at %s", end.Key(), s.Key())
		}
	})
}

// FuzzParseAction reads any text at a chance step, a decision and the end:
// what reads must format back to the same text, and applying it must not
// panic.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"throw 3", "out", "a", "pass", "throw 9", "Out", "b "} {
		f.Add(s)
	}
	states := []string{
		"2 one pawn off; S 0 5 0; N 0 0 0; credit -; 0 throws",
		"2 multi pawn off; S 0 5 5; N 0 0 0; credit -; 0 moves 5",
		"2 one pawn off; S 40* 40* 40*; N 0 0 0; credit -; winner 0",
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, key := range states {
			s := position(t, key)
			a, err := s.ParseAction(text)
			if err != nil {
				if !strings.HasPrefix(err.Error(), "daryon: ") {
					t.Errorf("error %q", err)
				}
				continue
			}
			if got := s.FormatAction(a); got != text {
				t.Errorf("%s: %q reads as %d, written %q", key, text, a, got)
			}
			if _, err := s.Apply(a, nil); err != nil && s.Key() != key {
				t.Errorf("%s: refused %q changed the state", key, text)
			}
		}
	})
}
