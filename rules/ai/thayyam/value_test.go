package thayyam

import (
	"testing"

	"tabula/rules"
	"tabula/rules/thayyam"
)

// TestValue checks the learned value on seeded random games of every
// option set: a network for every number of seats, every feature within
// its inputs, chances that add up to one, and One for the winner at the
// end.
func TestValue(t *testing.T) {
	v := Value()
	for _, opts := range thayyam.Game.OptionSets() {
		st, err := thayyam.Game.New(opts)
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRand(uint64(len(opts)))
		var feats []int32
		for steps := 0; ; steps++ {
			c := v.Chances(st)
			sum := int32(0)
			for p := range st.Players() {
				if c[p] < 0 {
					t.Fatalf("%s: chances %v", st.Key(), c)
				}
				sum += c[p]
			}
			if sum != 1<<16 {
				t.Fatalf("%s: chances %v add up to %d", st.Key(), c, sum)
			}
			if st.ToMove() == rules.Over {
				if w := st.Result().Winners; !w.Has(0) && c[0] != 0 || w.Has(0) && c[0] != 1<<16 {
					t.Fatalf("%s: chances %v at the end", st.Key(), c)
				}
				break
			}
			feats, _ = Encoding.Encode(st, feats[:0])
			for _, f := range feats {
				if f < 0 || int(f) >= Encoding.Inputs(st.Players()) {
					t.Fatalf("%s: feature %d of %d", st.Key(), f, Encoding.Inputs(st.Players()))
				}
			}
			legal := st.Legal(nil)
			if _, err := st.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
				t.Fatal(err)
			}
			if steps > 20000 {
				t.Fatal("no end")
			}
		}
	}
}
