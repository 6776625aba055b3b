package dejarik

import (
	"testing"

	"tabula/rules"
)

// TestCode checks that Code tells positions apart exactly as Key does,
// over the positions of seeded random games.
func TestCode(t *testing.T) {
	byCode := map[uint64]string{}
	for seed := range uint64(40) {
		m, err := rules.NewMatch(Game, rules.Options{"players": "2"}, seed)
		if err != nil {
			t.Fatal(err)
		}
		for m.State().ToMove() != rules.Over {
			st := m.State().(*State)
			key := st.Key()
			if k, ok := byCode[st.Code()]; ok && k != key {
				t.Fatalf("code %#x for %q and %q", st.Code(), k, key)
			}
			byCode[st.Code()] = key
			if st.Occupied(0)|st.Occupied(1) != st.occ[0]|st.occ[1] || st.Occupied(0)&st.Occupied(1) != 0 {
				t.Fatalf("%s: Occupied %#x %#x", key, st.Occupied(0), st.Occupied(1))
			}
			if _, err := m.Play(m.RandomAction()); err != nil {
				t.Fatal(err)
			}
		}
	}
	keys := map[string]bool{}
	for _, k := range byCode {
		if keys[k] {
			t.Errorf("two codes for %q", k)
		}
		keys[k] = true
	}
}
