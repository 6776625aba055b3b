package tray

import (
	"fmt"
	"go/build"
	"math"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
)

// eps is the tolerance, in radii, of the geometric checks.
const eps = 1e-9

// trays are the shapes the property tests cover: a screen-sized tray, a
// square one, the smallest allowed and a long narrow one.
var trays = []struct {
	name    string
	w, h, r float64
	seeds   int
}{
	{"wide", 320, 200, 12, 2000},
	{"square", 160, 160, 10, 300},
	{"smallest", 8, 8, 1, 300},
	{"narrow", 400, 96, 12, 300},
	{"tiny units", 0.1, 0.08, 0.01, 300},
}

// mustNew returns a new tray or stops the test.
func mustNew(tb testing.TB, k Kind, w, h, r float64) *Tray {
	tb.Helper()
	t, err := New(k, w, h, r)
	if err != nil {
		tb.Fatal(err)
	}
	return t
}

// maskFor spreads the masks over the seeds so that every mask of the kind
// comes up many times.
func maskFor(k Kind, seed uint64) uint8 {
	return uint8((seed*37 + seed>>3) % (1 << k.Lots()))
}

// checkInside fails if a lot pokes out of the tray or has a bad snapshot.
func checkInside(tb testing.TB, t *Tray, what string) {
	tb.Helper()
	r := t.Radius()
	w, h := t.Size()
	for i := 0; i < t.Len(); i++ {
		l := t.Lot(i)
		if l.X-r < -eps*r || l.Y-r < -eps*r || l.X+r > w+eps*r || l.Y+r > h+eps*r {
			tb.Fatalf("%s: lot %d at (%g, %g) pokes out of the %g × %g tray", what, i, l.X, l.Y, w, h)
		}
		if !(l.Z >= 0) || !(l.Flip >= 0 && l.Flip < 1) || !(l.Angle >= 0 && l.Angle < 2*math.Pi) {
			tb.Fatalf("%s: lot %d has z %g, flip %g, angle %g", what, i, l.Z, l.Flip, l.Angle)
		}
	}
}

// checkRest fails unless the throw has settled on the faces it was given,
// with every lot at rest on the floor and no two overlapping. The overlap
// test is exact over all pairs, independent of the broad phase.
func checkRest(tb testing.TB, t *Tray, what string) {
	tb.Helper()
	if !t.Settled() {
		tb.Fatalf("%s: not settled after %d ticks", what, t.Ticks())
	}
	if t.Ticks() > MaxTicks {
		tb.Fatalf("%s: settled after %d ticks, over %d", what, t.Ticks(), MaxTicks)
	}
	checkInside(tb, t, what)
	if got, want := t.Faces(), t.Outcome(); got != want {
		tb.Fatalf("%s: faces %06b, want %06b", what, got, want)
	}
	r := t.Radius()
	for i := 0; i < t.Len(); i++ {
		l := t.Lot(i)
		want := 0.5
		if t.Outcome()&(1<<i) != 0 {
			want = 0
		}
		if l.Flip != want || l.Z != 0 || !l.Landed || !l.Settled {
			tb.Fatalf("%s: lot %d rests with flip %g (want %g), z %g, landed %v, settled %v",
				what, i, l.Flip, want, l.Z, l.Landed, l.Settled)
		}
		for j := i + 1; j < t.Len(); j++ {
			m := t.Lot(j)
			if d := math.Hypot(l.X-m.X, l.Y-m.Y); d < 2*r-eps*r {
				tb.Fatalf("%s: lots %d and %d rest %g apart, under 2r = %g", what, i, j, d, 2*r)
			}
		}
	}
}

// play throws and plays a throw to the end, checking every tick: lots
// inside, faces frozen once landed, everything landed by LandTicks, hits
// well formed. It returns the settling tick.
func play(tb testing.TB, t *Tray, side Side, seed uint64, mask uint8, what string) int {
	tb.Helper()
	t.ThrowFrom(side, seed, mask)
	if t.Settled() || t.Ticks() != 0 {
		tb.Fatalf("%s: a new throw is settled %v at tick %d", what, t.Settled(), t.Ticks())
	}
	var landed [8]float64
	var was [8]bool
	for !t.Settled() {
		if t.Ticks() >= MaxTicks {
			tb.Fatalf("%s: still moving at tick %d", what, t.Ticks())
		}
		t.Update()
		checkInside(tb, t, what)
		for i := 0; i < t.Len(); i++ {
			l := t.Lot(i)
			if was[i] && (!l.Landed || l.Flip != landed[i]) {
				tb.Fatalf("%s: lot %d changed face after landing (tick %d)", what, i, t.Ticks())
			}
			if l.Landed && !was[i] {
				was[i], landed[i] = true, l.Flip
			}
			if !l.Landed && t.Ticks() >= LandTicks {
				tb.Fatalf("%s: lot %d still in the air at tick %d", what, i, t.Ticks())
			}
		}
		for _, h := range t.Hits() {
			ok := h.Lot >= 0 && h.Lot < t.Len() && h.Strength > 0 && h.Strength <= 1
			switch h.Kind {
			case HitLot:
				ok = ok && h.Other > h.Lot && h.Other < t.Len()
			case HitFloor, HitWall:
				ok = ok && h.Other == -1
			default:
				ok = false
			}
			if !ok {
				tb.Fatalf("%s: bad hit %+v at tick %d", what, h, t.Ticks())
			}
		}
	}
	checkRest(tb, t, what)
	return t.Ticks()
}

// TestThrows plays thousands of throws of both kinds, on several trays,
// from every side and with every mask, and checks the guarantees at every
// tick and at rest. It logs the distribution of the settling ticks.
func TestThrows(t *testing.T) {
	for _, tc := range trays {
		for _, k := range []Kind{KindSeeds, KindCowries} {
			t.Run(tc.name+"/"+k.String(), func(t *testing.T) {
				tr := mustNew(t, k, tc.w, tc.h, tc.r)
				var hist [MaxTicks/10 + 1]int
				sum, most := 0, 0
				for s := 0; s < tc.seeds; s++ {
					seed := uint64(s)*0x9e3779b97f4a7c15 + 1
					n := play(t, tr, Side(s%4), seed, maskFor(k, uint64(s)), k.String())
					hist[n/10]++
					sum += n
					most = max(most, n)
				}
				var b strings.Builder
				for i, c := range hist {
					if c > 0 {
						b.WriteString(" ")
						fmt.Fprintf(&b, "%ds:%d", i*10, c)
					}
				}
				t.Logf("%d throws settle in %.1f ticks on average, %d at most;%s",
					tc.seeds, float64(sum)/float64(tc.seeds), most, b.String())
			})
		}
	}
}

// TestEveryMask throws with each mask of each kind, through Throw, and
// checks the faces at rest.
func TestEveryMask(t *testing.T) {
	for _, k := range []Kind{KindSeeds, KindCowries} {
		tr := mustNew(t, k, 300, 180, 11)
		for m := 0; m < 1<<k.Lots(); m++ {
			for s := uint64(0); s < 8; s++ {
				tr.Throw(s<<8|uint64(m), uint8(m))
				tr.Instant()
				checkRest(t, tr, k.String())
				if tr.Outcome() != uint8(m) {
					t.Fatalf("%v: outcome %b, want %b", k, tr.Outcome(), m)
				}
			}
		}
	}
}

// TestHighBitsIgnored checks that mask bits beyond the lots are dropped.
func TestHighBitsIgnored(t *testing.T) {
	tr := mustNew(t, KindCowries, 200, 120, 10)
	tr.Throw(5, 0xf5)
	tr.Instant()
	if tr.Outcome() != 0x5 || tr.Faces() != 0x5 {
		t.Fatalf("outcome %08b, faces %08b, want 00000101", tr.Outcome(), tr.Faces())
	}
}

// snapshot is everything observable about a tray after one tick.
type snapshot struct {
	lots  [8]Lot
	hits  [32]Hit // 6 floor + 6 wall + 15 pair hits at most
	nhits int
	ticks int
	done  bool
}

func snap(t *Tray) snapshot {
	s := snapshot{ticks: t.Ticks(), done: t.Settled(), nhits: len(t.Hits())}
	for i := 0; i < t.Len(); i++ {
		s.lots[i] = t.Lot(i)
	}
	copy(s.hits[:], t.Hits())
	return s
}

// trajectory plays a throw and returns the snapshot of every tick.
func trajectory(t *Tray, seed uint64, mask uint8) []snapshot {
	t.Throw(seed, mask)
	out := []snapshot{snap(t)}
	for !t.Settled() {
		t.Update()
		out = append(out, snap(t))
	}
	return out
}

// TestDeterminism checks that a seed and mask give the same trajectory,
// tick for tick and bit for bit, on two fresh trays and on a tray reused
// after other throws (whose resolv cells hold the lots in another order).
func TestDeterminism(t *testing.T) {
	for _, k := range []Kind{KindSeeds, KindCowries} {
		used := mustNew(t, k, 320, 200, 12)
		for seed := uint64(0); seed < 100; seed++ {
			mask := maskFor(k, seed)
			a := trajectory(mustNew(t, k, 320, 200, 12), seed, mask)
			b := trajectory(mustNew(t, k, 320, 200, 12), seed, mask)
			used.Throw(seed^0xdead, ^mask)
			used.Instant()
			c := trajectory(used, seed, mask)
			if len(a) != len(b) || len(a) != len(c) {
				t.Fatalf("%v seed %d: %d, %d and %d ticks", k, seed, len(a), len(b), len(c))
			}
			for i := range a {
				if a[i] != b[i] || a[i] != c[i] {
					t.Fatalf("%v seed %d: the trajectories part at tick %d:\n%+v\n%+v\n%+v", k, seed, i, a[i], b[i], c[i])
				}
			}
		}
	}
}

// layout returns the final positions of a throw.
func layout(t *Tray, seed uint64, mask uint8) [8][2]float64 {
	t.Throw(seed, mask)
	t.Instant()
	var p [8][2]float64
	for i := 0; i < t.Len(); i++ {
		l := t.Lot(i)
		p[i] = [2]float64{l.X, l.Y}
	}
	return p
}

// TestSeedsDiffer checks that different seeds give different final
// layouts, and that the mask does not move the lots.
func TestSeedsDiffer(t *testing.T) {
	for _, k := range []Kind{KindSeeds, KindCowries} {
		tr := mustNew(t, k, 320, 200, 12)
		seen := map[[8][2]float64]uint64{}
		for seed := uint64(0); seed < 600; seed++ {
			p := layout(tr, seed, 0)
			if old, dup := seen[p]; dup {
				t.Errorf("%v: seeds %d and %d give the same layout", k, old, seed)
			}
			seen[p] = seed
			if seed%4 != 0 {
				continue
			}
			if q := layout(tr, seed, uint8(1<<k.Lots()-1)); q != p {
				t.Errorf("%v seed %d: the mask moved the lots", k, seed)
			}
		}
		// Nearly coincident layouts would look the same: require the
		// lots to move by a radius on average between neighbouring seeds.
		close := 0
		for seed := uint64(0); seed < 200; seed++ {
			p, q := layout(tr, seed, 0), layout(tr, seed+1, 0)
			var d float64
			for i := 0; i < tr.Len(); i++ {
				d += math.Hypot(p[i][0]-q[i][0], p[i][1]-q[i][1])
			}
			if d/float64(tr.Len()) < tr.Radius() {
				close++
			}
		}
		if close > 10 {
			t.Errorf("%v: %d of 200 neighbouring seeds give nearly the same layout", k, close)
		}
	}
}

// TestInstant checks that Instant, from the throw or from mid-flight,
// reaches exactly the state that playing out the throw reaches.
func TestInstant(t *testing.T) {
	for _, k := range []Kind{KindSeeds, KindCowries} {
		for seed := uint64(0); seed < 200; seed++ {
			mask := maskFor(k, seed)
			played := trajectory(mustNew(t, k, 320, 200, 12), seed, mask)
			want := played[len(played)-1]
			want.hits, want.nhits = [32]Hit{}, 0
			for _, at := range []int{0, 1, 45} {
				tr := mustNew(t, k, 320, 200, 12)
				tr.Throw(seed, mask)
				for i := 0; i < at && !tr.Settled(); i++ {
					tr.Update()
				}
				tr.Instant()
				if got := snap(tr); got != want {
					t.Fatalf("%v seed %d: Instant after %d ticks gives\n%+v\nwant\n%+v", k, seed, at, got, want)
				}
				checkRest(t, tr, "instant")
			}
		}
	}
}

// TestUpdateAfterRest checks that a settled tray stays put and silent.
func TestUpdateAfterRest(t *testing.T) {
	tr := mustNew(t, KindSeeds, 320, 200, 12)
	tr.Throw(42, 0b101010)
	tr.Instant()
	before := snap(tr)
	for i := 0; i < 10; i++ {
		tr.Update()
	}
	if after := snap(tr); after != before {
		t.Fatalf("a settled tray moved:\n%+v\n%+v", before, after)
	}
}

// TestNewTray checks the state before any throw.
func TestNewTray(t *testing.T) {
	for _, k := range []Kind{KindSeeds, KindCowries} {
		tr := mustNew(t, k, 8, 8, 1)
		if tr.Len() != k.Lots() || !tr.Settled() || tr.Ticks() != 0 || tr.Faces() != 0 || tr.Kind() != k {
			t.Fatalf("%v: new tray has %d lots, settled %v, tick %d, faces %b",
				k, tr.Len(), tr.Settled(), tr.Ticks(), tr.Faces())
		}
		checkRest(t, tr, "new")
	}
}

// TestNewErrors checks that New refuses what it cannot hold.
func TestNewErrors(t *testing.T) {
	for _, tc := range []struct {
		kind    Kind
		w, h, r float64
	}{
		{0, 100, 100, 5},
		{7, 100, 100, 5},
		{KindSeeds, 100, 100, 0},
		{KindSeeds, 100, 100, -1},
		{KindSeeds, 100, 100, math.NaN()},
		{KindSeeds, 100, 100, math.Inf(1)},
		{KindSeeds, 79, 100, 10},
		{KindSeeds, 100, 79, 10},
		{KindCowries, math.NaN(), 100, 5},
		{KindCowries, math.Inf(1), 100, 5},
		{KindCowries, 2561, 100, 10},
	} {
		if tr, err := New(tc.kind, tc.w, tc.h, tc.r); err == nil || !strings.HasPrefix(err.Error(), "tray: ") {
			t.Errorf("New(%v, %g, %g, %g) = %v, %v; want a tray: error", tc.kind, tc.w, tc.h, tc.r, tr, err)
		}
	}
	if _, err := New(KindSeeds, 80, 2560, 10); err != nil {
		t.Errorf("the extreme allowed tray: %v", err)
	}
}

// TestCoincidentLots places lots exactly on one another, where resolv sees
// no intersection at all, and checks that the tray pulls them apart.
func TestCoincidentLots(t *testing.T) {
	tr := mustNew(t, KindSeeds, 320, 200, 12)
	tr.Throw(1, 0b111000)
	// Two lots thrown from the same point of the hand, alike in all.
	own := tr.lots[1].shape
	tr.lots[1] = tr.lots[0]
	tr.lots[1].shape = own
	for i := range tr.lots[:2] {
		tr.lots[i].x, tr.lots[i].y = 100, 100
		tr.lots[i].shape.SetPosition(100, 100)
	}
	a, b := tr.lots[0].shape, tr.lots[1].shape
	if a.IsIntersecting(b) {
		t.Log("resolv now reports coincident circles; the workaround is no longer needed")
	} else if a.DistanceTo(b) != 0 {
		t.Fatal("the lots are not coincident")
	}
	tr.Update()
	if _, _, d := tr.normal(0, 1); d < 2*tr.Radius() {
		t.Fatalf("coincident lots still overlap after one tick: %g apart", d)
	}
	tr.Instant()
	checkRest(t, tr, "two coincident")

	// All six on one point: several ticks of separation, but apart at rest.
	tr.Throw(4, 0b010101)
	for i := range tr.lots {
		tr.lots[i].x, tr.lots[i].y = 100, 100
		tr.lots[i].vx, tr.lots[i].vy = 1, 0.5
	}
	tr.Instant()
	checkRest(t, tr, "six coincident")

	// All in a corner, where the walls fight the separation.
	tr.Throw(2, 0b000111)
	for i := range tr.lots {
		tr.lots[i].x, tr.lots[i].y = 12, 12
	}
	tr.Instant()
	checkRest(t, tr, "corner")
}

// TestSnapFallback checks the last resort at the hard deadline: with no
// separation pass allowed, the lots go to grid slots, apart and inside,
// still on their faces.
func TestSnapFallback(t *testing.T) {
	defer func(n int) { snapIters = n }(snapIters)
	snapIters = 0
	for _, k := range []Kind{KindSeeds, KindCowries} {
		for _, size := range [][3]float64{{320, 200, 12}, {8, 8, 1}, {8.5, 20, 1}} {
			tr := mustNew(t, k, size[0], size[1], size[2])
			tr.Throw(3, 0b1001)
			for i := range tr.lots {
				tr.lots[i].x, tr.lots[i].y = size[0]-size[2], size[1]/2
			}
			tr.tick = MaxTicks
			tr.snap()
			checkRest(t, tr, "fallback")
		}
	}
}

// TestHardDeadline holds a throw in the air past its deadlines by giving
// the lots speed every tick, and checks that it still stops at MaxTicks.
func TestHardDeadline(t *testing.T) {
	tr := mustNew(t, KindSeeds, 320, 200, 12)
	tr.Throw(9, 0b110011)
	for !tr.Settled() {
		for i := range tr.lots {
			tr.lots[i].vx, tr.lots[i].vy = 5, float64(i)-2.5
		}
		tr.Update()
		if tr.Ticks() > MaxTicks {
			t.Fatalf("still moving at tick %d", tr.Ticks())
		}
	}
	if tr.Ticks() != MaxTicks {
		t.Fatalf("settled at tick %d, want the hard deadline %d", tr.Ticks(), MaxTicks)
	}
	checkRest(t, tr, "deadline")
}

// TestFlipping checks that the lots visibly turn in the air: every lot
// goes edge on at least once before it lands.
func TestFlipping(t *testing.T) {
	tr := mustNew(t, KindCowries, 320, 200, 12)
	for seed := uint64(0); seed < 500; seed++ {
		tr.Throw(seed, uint8(seed))
		start := tr.Faces()
		var turned uint8
		for !tr.Settled() {
			tr.Update()
			for i := 0; i < tr.Len(); i++ {
				if (tr.Faces()^start)&(1<<i) != 0 {
					turned |= 1 << i
				}
			}
		}
		if turned != 1<<tr.Len()-1 {
			t.Fatalf("seed %d: lots %04b never turned over", seed, ^turned&(1<<tr.Len()-1))
		}
	}
}

// TestHits checks that the clatter is heard: every lot hits the floor,
// and lots hit each other in some throws.
func TestHits(t *testing.T) {
	tr := mustNew(t, KindSeeds, 320, 200, 12)
	lotHits, wallHits := 0, 0
	for seed := uint64(0); seed < 200; seed++ {
		tr.Throw(seed, 0)
		var floor uint8
		for !tr.Settled() {
			tr.Update()
			for _, h := range tr.Hits() {
				switch h.Kind {
				case HitFloor:
					floor |= 1 << h.Lot
				case HitLot:
					lotHits++
				case HitWall:
					wallHits++
				}
			}
		}
		if floor != 1<<tr.Len()-1 {
			t.Fatalf("seed %d: only lots %06b were heard landing", seed, floor)
		}
	}
	if lotHits == 0 {
		t.Error("no two lots ever hit each other")
	}
	t.Logf("200 throws: %d lot hits, %d wall hits", lotHits, wallHits)
}

// TestConcurrentTrays plays trays on several goroutines at once (run with
// -race): the results must match a sequential run.
func TestConcurrentTrays(t *testing.T) {
	const workers = 4
	want := make([][8][2]float64, workers)
	for w := range want {
		want[w] = layout(mustNew(t, KindSeeds, 320, 200, 12), uint64(w), 0)
	}
	var wg sync.WaitGroup
	got := make([][8][2]float64, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tr, err := New(KindSeeds, 320, 200, 12)
			if err != nil {
				t.Error(err)
				return
			}
			for i := 0; i < 20; i++ {
				got[w] = layout(tr, uint64(w), 0)
			}
		}()
	}
	wg.Wait()
	for w := range want {
		if got[w] != want[w] {
			t.Errorf("worker %d: %v, want %v", w, got[w], want[w])
		}
	}
}

// TestImports fails if the package imports anything but the standard
// library and resolv: no ebiten, so that it runs headless and in wasm.
func TestImports(t *testing.T) {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		first, _, _ := strings.Cut(imp, "/")
		if strings.Contains(first, ".") && imp != "github.com/solarlune/resolv" {
			t.Errorf("tray imports %s", imp)
		}
	}
}

// TestBroadPhase places the lots at random, often overlapping, scrambles
// the order in which resolv's cells hold them, and checks the candidate
// pairs: strictly increasing (so the physics does not depend on the cells'
// history) and including every pair closer than 2r (checked over all
// pairs, independently of resolv).
func TestBroadPhase(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, size := range [][3]float64{{320, 200, 12}, {8, 8, 1}, {40, 30, 3.7}, {0.1, 0.08, 0.01}} {
		tr := mustNew(t, KindSeeds, size[0], size[1], size[2])
		r := tr.Radius()
		for round := 0; round < 2000; round++ {
			// Crowd the lots into a random window of the tray.
			span := 2 * r * (1 + 3*rng.Float64())
			x0 := r + rng.Float64()*(size[0]-2*r-span)
			y0 := r + rng.Float64()*(size[1]-2*r-span)
			for i := range tr.lots {
				tr.lots[i].x = x0 + span*rng.Float64()
				tr.lots[i].y = y0 + span*rng.Float64()
			}
			tr.broad()
			for cy := 0; tr.space.Cell(0, cy) != nil; cy++ {
				for cx := 0; tr.space.Cell(cx, cy) != nil; cx++ {
					sh := tr.space.Cell(cx, cy).Shapes
					rng.Shuffle(len(sh), func(i, j int) { sh[i], sh[j] = sh[j], sh[i] })
				}
			}
			tr.broad()
			for k := 1; k < len(tr.pairs); k++ {
				if !less(tr.pairs[k-1], tr.pairs[k]) {
					t.Fatalf("round %d: pairs out of order: %v", round, tr.pairs)
				}
			}
			for i := range tr.lots {
				for j := i + 1; j < len(tr.lots); j++ {
					a, b := tr.lots[i], tr.lots[j]
					if math.Hypot(a.x-b.x, a.y-b.y) >= 2*r {
						continue
					}
					found := false
					for _, p := range tr.pairs {
						found = found || p == pair{i, j}
					}
					if !found {
						t.Fatalf("round %d: overlapping lots %d and %d are not candidates: %v", round, i, j, tr.pairs)
					}
				}
			}
		}
	}
}
