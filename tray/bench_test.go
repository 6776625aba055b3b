package tray

import "testing"

// BenchmarkThrow measures one whole throw, Throw and every tick to rest,
// on the screen-sized tray; ticks/op is the average settling tick.
func BenchmarkThrow(b *testing.B) {
	for _, k := range []Kind{KindSeeds, KindCowries} {
		b.Run(k.String(), func(b *testing.B) {
			tr := mustNew(b, k, 320, 200, 12)
			ticks := 0
			b.ReportAllocs()
			seed := uint64(0)
			for b.Loop() {
				tr.Throw(seed, uint8(seed))
				tr.Instant()
				ticks += tr.Ticks()
				seed++
			}
			b.ReportMetric(float64(ticks)/float64(b.N), "ticks/op")
		})
	}
}

// BenchmarkUpdate measures one tick of a throw in flight.
func BenchmarkUpdate(b *testing.B) {
	tr := mustNew(b, KindSeeds, 320, 200, 12)
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		if tr.Settled() {
			tr.Throw(seed, uint8(seed))
			seed++
		}
		tr.Update()
	}
}
