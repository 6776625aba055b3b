package thayyam

import (
	"errors"
	"testing"

	"tabula/rules"
)

// FuzzPlay plays a game chosen by the bytes: the first picks the option set,
// each other one a throw or a listed move, or, when odd and above 250, an
// arbitrary action that must be refused unless listed. Every state must keep
// the invariants, and every listed move must read back from its notation.
func FuzzPlay(f *testing.F) {
	f.Add([]byte{0, 1, 2, 0, 1, 3, 4})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		s := start(t, optionSets[int(data[0])%len(optionSets)]...)
		var legal []rules.Action
		var ev []rules.Event
		for i, b := range data[1:] {
			if s.ToMove() == rules.Over {
				break
			}
			legal = s.Legal(legal[:0])
			for _, a := range legal {
				if back, err := s.ParseAction(s.FormatAction(a)); err != nil || back != a {
					t.Fatalf("step %d: %q reads back as %d, %v", i, s.FormatAction(a), back, err)
				}
			}
			a := legal[int(b)%len(legal)]
			if b > 250 && b%2 == 1 && i+1 < len(data)-1 {
				a = actDecision | rules.Action(data[i+2])<<8 | rules.Action(b)<<unitShift&(15<<unitShift)
			}
			key := s.Key()
			var err error
			ev, err = s.Apply(a, ev[:0])
			if err != nil {
				if !errors.Is(err, rules.ErrIllegal) || s.Key() != key {
					t.Fatalf("step %d: %v, or the state changed", i, err)
				}
				continue
			}
			if why := checkInvariants(s); why != "" {
				t.Fatalf("step %d: %s\n%s", i, why, s.Key())
			}
		}
	})
}

// FuzzParse reads any text as a move: it never panics, and a text it accepts
// is exactly the notation of the action it reads.
func FuzzParse(f *testing.F) {
	for _, text := range []string{"a:in", "ab:4+4+2", "end", "throw 3", "a:off", "cd:pair", "b:8+4+1+1"} {
		f.Add(text)
	}
	chance := start(f)
	decision := position(f, "keep | 0: a5 | 1: | 0 moves | pool 4+2+1")
	f.Fuzz(func(t *testing.T, text string) {
		for _, s := range []*State{chance, decision} {
			a, err := s.ParseAction(text)
			if err != nil {
				continue
			}
			if got := s.FormatAction(a); got != text {
				t.Errorf("%q reads as %d, written %q", text, a, got)
			}
		}
	})
}
