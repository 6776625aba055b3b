package tray

import "testing"

// FuzzThrow plays the throw of a fuzzed seed and mask with both kinds, on
// the wide and the smallest trays, from the side the seed picks, and checks
// every guarantee along the way and at rest; then it checks that Instant
// reaches the same rest.
func FuzzThrow(f *testing.F) {
	f.Add(uint64(0), uint8(0))
	f.Add(uint64(1), uint8(0b111111))
	f.Add(uint64(0xffffffffffffffff), uint8(0b101010))
	f.Fuzz(func(t *testing.T, seed uint64, mask uint8) {
		for _, tc := range trays {
			if tc.name != "wide" && tc.name != "smallest" {
				continue
			}
			for _, k := range []Kind{KindSeeds, KindCowries} {
				tr := mustNew(t, k, tc.w, tc.h, tc.r)
				side := Side(seed % 4)
				play(t, tr, side, seed, mask, tc.name+"/"+k.String())
				want := snap(tr)
				tr.ThrowFrom(side, seed, mask)
				tr.Instant()
				if got := snap(tr); got != want {
					t.Fatalf("%s/%v: Instant gives\n%+v\nplaying gives\n%+v", tc.name, k, got, want)
				}
			}
		}
	})
}
