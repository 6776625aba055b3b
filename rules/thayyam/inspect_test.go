package thayyam

import (
	"testing"

	"tabula/rules"
)

// TestHash checks that equal positions hash equally and that the positions
// of seeded random games of every option set do not collide.
func TestHash(t *testing.T) {
	for _, opts := range Game.OptionSets() {
		byHash := map[uint64]string{}
		for seed := range uint64(10) {
			m, err := rules.NewMatch(Game, opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			for m.State().ToMove() != rules.Over {
				st := m.State().(*State)
				key := st.Key()
				if k, ok := byHash[st.Hash()]; ok && k != key {
					t.Fatalf("hash %#x for %q and %q", st.Hash(), k, key)
				}
				byHash[st.Hash()] = key
				if c := st.Clone().(*State); c.Hash() != st.Hash() {
					t.Fatalf("%s: a clone hashes differently", key)
				}
				if _, err := m.Play(m.RandomAction()); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
