package diam

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"tabula/rules"
)

// FuzzPlay plays the game that data chooses: its first byte picks the option
// set, each next byte a legal move. At every step it checks the invariants of
// a state and compares the legal moves with the reference model; at the end it
// checks that the record, through its text form, replays to the same state.
func FuzzPlay(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{3, 200, 17, 45, 99, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3})
	f.Add([]byte{5, 255, 254, 253, 252, 251, 250, 249, 248, 247, 246, 245})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		set := optionSets[int(data[0])%len(optionSets)]
		opts, err := Game.ParseOptions(strings.Split(set.name, ","))
		if err != nil {
			t.Fatal(err)
		}
		m, err := rules.NewMatch(Game, opts, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range data[1:] {
			s := m.State().(*State)
			if s.ToMove() == rules.Over {
				break
			}
			legal := s.Legal(nil)
			var notes []string
			for i, a := range legal {
				if i > 0 && legal[i-1] >= a {
					t.Fatalf("legal not increasing: %v", legal)
				}
				note := s.FormatAction(a)
				if back, err := s.ParseAction(note); err != nil || back != a {
					t.Fatalf("%q reads back as %d, %v", note, back, err)
				}
				notes = append(notes, note)
			}
			slices.Sort(notes)
			if want := refLegal(s); !slices.Equal(notes, want) {
				t.Fatalf("legal %v, reference %v\n%s", notes, want, s)
			}
			key := s.Key()
			if _, err := s.Apply(legal[len(legal)-1]+1, nil); !errors.Is(err, rules.ErrIllegal) || s.Key() != key {
				t.Fatalf("action past the last legal one: %v, key %s", err, s.Key())
			}
			if _, err := m.Play(legal[int(b)%len(legal)]); err != nil {
				t.Fatal(err)
			}
			if n := pieces(m.State()); n != 16 {
				t.Fatalf("%d pawns", n)
			}
		}
		text := m.Record().String()
		r, err := rules.ParseRecord(strings.NewReader(text), []*rules.Game{Game})
		if err != nil {
			t.Fatal(err)
		}
		s, err := r.Replay()
		if err != nil {
			t.Fatal(err)
		}
		if s.Key() != m.State().Key() || s.Result() != m.State().Result() {
			t.Fatalf("replay ends at %s, game at %s", s.Key(), m.State().Key())
		}
	})
}
