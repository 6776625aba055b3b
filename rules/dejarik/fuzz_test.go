package dejarik

import (
	"errors"
	"testing"

	"tabula/rules"
)

// FuzzPlay plays the game that data chooses (each byte picks a legal move
// by its index modulo the number of moves) and checks at every step that the
// position reads back from its key, that clones and copies agree, that
// illegal actions are refused, and that the pawns are all accounted for.
func FuzzPlay(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7})
	f.Add([]byte("dejarik, the game of Groi"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := New()
		var legal []rules.Action
		for _, b := range data {
			if s.ToMove() == rules.Over {
				break
			}
			legal = s.Legal(legal[:0])
			if len(legal) == 0 {
				t.Fatalf("ongoing with no legal move\n%s", s)
			}
			a := legal[int(b)%len(legal)]
			if b >= 128 { // also try a neighbouring action, mostly illegal
				key := s.Key()
				if _, err := s.Apply(a+1, nil); err != nil && (!errors.Is(err, rules.ErrIllegal) || s.Key() != key) {
					t.Fatalf("illegal %d: %v, key %q", a+1, err, s.Key())
				}
				if s.ToMove() == rules.Over {
					break
				}
				legal = s.Legal(legal[:0])
				a = legal[int(b)%len(legal)]
			}
			note := s.FormatAction(a)
			if b, err := s.ParseAction(note); err != nil || b != a {
				t.Fatalf("%q reads back as %d, %v", note, b, err)
			}
			if _, err := s.Apply(a, nil); err != nil {
				t.Fatalf("legal %s: %v", note, err)
			}
			if n := pieces(s); n != 2*Pawns {
				t.Fatalf("%d pawns\n%s", n, s)
			}
			if s.ToMove() != rules.Over {
				p, err := Parse(s.Key())
				if err != nil || p.Key() != s.Key() || p.Legal(nil) == nil {
					t.Fatalf("key %q reads back as %v, %v", s.Key(), p, err)
				}
			}
			var c State
			c.CopyFrom(s)
			if c.Key() != s.Key() || s.Clone().Key() != s.Key() {
				t.Fatalf("copies differ from %q", s.Key())
			}
		}
	})
}

// FuzzNotation checks that reading moves, cells and positions never panics,
// and that whatever reads as a move writes back the same.
func FuzzNotation(f *testing.F) {
	for _, s := range []string{"O2-I3", "C-O11", "I01-O1", "o2-I2", "I12-C", "W:O0,O1 B:C to=W first=-", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if a, err := ParseAction(text); err == nil {
			if got := New().FormatAction(a); got != text {
				t.Errorf("%q reads as %d, written %q", text, a, got)
			}
		}
		if c, err := ParseCell(text); err == nil && c.String() != text {
			t.Errorf("cell %q written %q", text, c)
		}
		if s, err := Parse(text); err == nil {
			if _, err := Parse(s.Key()); err != nil && s.ToMove() != rules.Over {
				t.Errorf("key %q of %q does not read back: %v", s.Key(), text, err)
			}
		}
	})
}
