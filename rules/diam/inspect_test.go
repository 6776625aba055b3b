package diam

import (
	"fmt"
	"strings"
	"testing"

	"tabula/rules"
)

// TestCode checks that Code tells positions apart exactly as Key does
// (without its result), and Side the seats of each side, over the positions
// of seeded random games of every option set.
func TestCode(t *testing.T) {
	for _, opts := range Game.OptionSets() {
		byCode := map[string]string{}
		for seed := range uint64(20) {
			m, err := rules.NewMatch(Game, opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			for m.State().ToMove() != rules.Over {
				st := m.State().(*State)
				col, occ, meta := st.Code()
				code := fmt.Sprint(col, occ, meta)
				key, _, _ := strings.Cut(st.Key(), " ongoing")
				if k, ok := byCode[code]; ok && k != key {
					t.Fatalf("code %s for %q and %q", code, k, key)
				}
				byCode[code] = key
				if _, err := m.Play(m.RandomAction()); err != nil {
					t.Fatal(err)
				}
			}
		}
		keys := map[string]bool{}
		for _, k := range byCode {
			if keys[k] {
				t.Errorf("%v: two codes for %q", opts, k)
			}
			keys[k] = true
		}
	}
	for players, want := range map[int]string{2: "01", 3: "011", 4: "0101"} {
		st := New(players, false)
		var got []byte
		for seat := range players {
			got = append(got, byte('0'+st.Side(seat)))
		}
		if string(got) != want {
			t.Errorf("%d players: sides %s, want %s", players, got, want)
		}
	}
}
