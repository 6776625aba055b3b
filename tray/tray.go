package tray

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sync"

	"github.com/solarlune/resolv"
)

// TicksPerSecond is the tick rate the tray is tuned for: one [Tray.Update]
// per Ebitengine tick.
const TicksPerSecond = 60

// The deadlines of a throw, in ticks after [Tray.Throw]. Every throw is
// settled at MaxTicks at the latest.
const (
	// LandTicks is the tick by which every lot has landed for the last
	// time and shows its final face.
	LandTicks = 90
	// SoftTicks is the tick after which the lots are damped hard.
	SoftTicks = 100
	// MaxTicks is the hard deadline: a throw still moving then is stopped
	// where it is and pulled apart exactly.
	MaxTicks = 150
)

// Kind is a kind of lot, which fixes how many are thrown.
type Kind uint8

// The kinds of lots.
const (
	// KindSeeds are Daryon's six two-coloured seeds; the marked face is
	// the dark one.
	KindSeeds Kind = iota + 1
	// KindCowries are Thayyam's four cowries; the marked face is the one
	// with the slit up.
	KindCowries
)

// Lots returns the number of lots of the kind, 6 seeds or 4 cowries, or 0
// for an unknown kind.
func (k Kind) Lots() int {
	switch k {
	case KindSeeds:
		return 6
	case KindCowries:
		return 4
	}
	return 0
}

// Aspect returns the ratio of the short axis to the long axis of the kind's
// outline, for drawing: the lot is an oval of long axis 2 × radius, turned
// by [Lot.Angle]. Collisions treat every lot as a circle of that radius.
func (k Kind) Aspect() float64 {
	if k == KindCowries {
		return 0.68
	}
	return 0.8
}

// String returns "seeds", "cowries" or "kind?".
func (k Kind) String() string {
	switch k {
	case KindSeeds:
		return "seeds"
	case KindCowries:
		return "cowries"
	}
	return "kind?"
}

// Side is the side of the tray the lots are thrown from. The tray's x grows
// to the right and y downwards, as on the screen, so SideBottom is the edge
// y = height, nearest the player sitting below the tray.
type Side uint8

// The sides of the tray.
const (
	SideLeft Side = iota
	SideRight
	SideTop
	SideBottom
)

// HitKind says what a lot hit.
type HitKind uint8

// The kinds of impacts.
const (
	// HitFloor: the lot fell onto the tray's floor (a bounce or its last
	// landing).
	HitFloor HitKind = iota + 1
	// HitWall: the lot hit a wall of the tray.
	HitWall
	// HitLot: the lot hit another lot, [Hit.Other].
	HitLot
)

// Hit is one new impact during the last tick, for the clatter of the seeds.
type Hit struct {
	Kind HitKind
	// Lot is the lot that hit; Other is the other lot for HitLot, else -1.
	Lot, Other int
	// Strength is the impact speed scaled to (0, 1], for the volume.
	Strength float64
}

// Lot is a read-only snapshot of one lot, what the screen needs to draw it.
type Lot struct {
	// X and Y are the centre, in tray units; the lot's circle of radius
	// [Tray.Radius] is always wholly inside the tray.
	X, Y float64
	// Z is the height above the floor, 0 on the floor, for a shadow and a
	// scale.
	Z float64
	// Angle is the rotation of the oval in the plane, in radians in
	// [0, 2π).
	Angle float64
	// Flip is the phase of the turn about the lot's long axis, in [0, 1):
	// 0 is the marked face up, 0.5 the other face up, 0.25 and 0.75 edge
	// on. Draw the short axis scaled by |cos 2π·Flip|.
	Flip float64
	// Landed reports that the lot has landed for the last time, so that
	// its face is final.
	Landed bool
	// Settled reports that the lot is at rest.
	Settled bool
}

// Marked reports whether the lot shows its marked face, the one nearer to
// the top at the current flip phase.
func (l Lot) Marked() bool { return l.Flip < 0.25 || l.Flip >= 0.75 }

// The model, in units of the lot radius r and of ticks.
const (
	gravity      = 0.012 // r/tick²
	bounceZ      = 0.4   // vertical restitution on the floor
	minBounce    = 0.024 // r/tick: a smaller rebound lands for good
	spinBounce   = 0.5   // flip rate kept at each bounce
	airDrag      = 0.995 // horizontal speed kept per airborne tick
	floorGrip    = 0.75  // horizontal speed kept at a bounce
	rollDrag     = 0.035 // fraction of speed lost per tick on the floor
	rollFriction = 0.004 // r/tick² lost per tick on the floor
	softDrag     = 0.8   // speed kept per tick after SoftTicks
	maxSpeed     = 0.5   // r/tick, the speed clamp (< r: no tunnelling)
	restSpeed    = 0.02  // r/tick: slower than this on the floor is rest
	restSpin     = 0.01  // rad/tick
	wallBounce   = 0.5   // restitution on the walls
	lotBounce    = 0.6   // restitution between lots
	slop         = 1e-9  // relative gap left between separated lots
	quietHit     = 0.03  // hits weaker than this make no sound
	floorLoud    = 0.35  // r/tick of fall that makes a full-strength hit
	minSide      = 8.0   // the tray must be at least 8r on each side
	maxSide      = 256   // and at most 256r
	separations  = 16    // position passes per tick
	snapPasses   = 256   // position passes at the hard deadline
	pcgStream    = 0x7472_6179_5f6c_6f74
	noLot        = -1
	maxLotsPerBF = 8  // the broad phase's pair set is a 64-bit mask
	cellUnits    = 16 // resolv units per cell, the cell being 2r
)

// snapIters is the number of position passes at the hard deadline; tests
// set it to 0 to exercise the slot fallback.
var snapIters = snapPasses

// newShapes guards resolv's package-level shape counter, which NewCircle
// increments without synchronisation.
var newShapes sync.Mutex

// lot is the full state of one lot; positions are in tray units, speeds
// per tick.
type lot struct {
	x, y, vx, vy float64
	z, vz        float64
	angle, spin  float64

	phase, phase0, phaseEnd float64 // flip phase in turns, unbounded
	flipAcc, flipTotal      float64 // spin weight so far and in all
	bounces                 int
	landed, settled         bool

	shape *resolv.Circle
}

// Tray is a tray of lots being thrown. It is a cosmetic simulation: the
// rules decide the faces, [Tray.Throw] receives them, and the lots land
// showing them. A Tray is not safe for concurrent use, but distinct Trays
// may be used by distinct goroutines.
type Tray struct {
	kind    Kind
	w, h, r float64
	lots    []lot
	faces   uint8
	tick    int
	done    bool
	hits    []Hit
	space   *resolv.Space // the broad phase, in units of 2r/cellUnits
	scale   float64       // resolv units per tray unit
	pairs   []pair
}

// pair is a candidate contact from the broad phase, i < j.
type pair struct{ i, j int }

// New returns a tray of width × height (in any units, x to the right and y
// downwards) holding kind.Lots() lots of the given radius, at rest in the
// middle showing their unmarked faces. Each side must be from 8 to 256
// radii.
func New(kind Kind, width, height, radius float64) (*Tray, error) {
	n := kind.Lots()
	switch {
	case n == 0:
		return nil, fmt.Errorf("tray: unknown kind %d", kind)
	case !(radius > 0) || math.IsInf(radius, 0):
		return nil, fmt.Errorf("tray: radius %g is not a positive number", radius)
	case !(width >= minSide*radius) || !(height >= minSide*radius) || math.IsInf(width, 0) || math.IsInf(height, 0):
		return nil, fmt.Errorf("tray: %g × %g is too small for lots of radius %g (at least %g on each side)",
			width, height, radius, minSide*radius)
	case width > maxSide*radius || height > maxSide*radius:
		return nil, fmt.Errorf("tray: %g × %g is over %g radii on a side", width, height, float64(maxSide))
	}
	t := &Tray{kind: kind, w: width, h: height, r: radius, lots: make([]lot, n)}
	// resolv's cells have whole-unit sizes: give it coordinates scaled so
	// that a cell is 2r whatever the tray's units, and circles a little
	// larger than the lots so that rounding never hides a contact.
	t.scale = cellUnits / (2 * radius)
	t.space = resolv.NewSpace(int(math.Ceil(width*t.scale))+cellUnits, int(math.Ceil(height*t.scale))+cellUnits, cellUnits, cellUnits)
	newShapes.Lock()
	for i := range t.lots {
		c := resolv.NewCircle(0, 0, cellUnits/2*1.01)
		c.SetData(i)
		t.lots[i].shape = c
	}
	newShapes.Unlock()
	for i := range t.lots {
		t.space.Add(t.lots[i].shape)
	}
	for i := range t.lots {
		l := &t.lots[i]
		l.x, l.y = width/2, height/2
		l.phase, l.phaseEnd, l.landed, l.settled = 0.5, 0.5, true, true
	}
	t.slots()
	t.done = true
	return t, nil
}

// Kind returns the kind of lots in the tray.
func (t *Tray) Kind() Kind { return t.kind }

// Size returns the tray's width and height.
func (t *Tray) Size() (width, height float64) { return t.w, t.h }

// Radius returns the lots' radius.
func (t *Tray) Radius() float64 { return t.r }

// Len returns the number of lots.
func (t *Tray) Len() int { return len(t.lots) }

// Lot returns a snapshot of lot i, 0 ≤ i < Len(); lot i shows bit i of the
// outcome.
func (t *Tray) Lot(i int) Lot {
	l := &t.lots[i]
	a := math.Mod(l.angle, 2*math.Pi)
	if a < 0 {
		a += 2 * math.Pi
	}
	return Lot{
		X: l.x, Y: l.y, Z: l.z, Angle: a,
		Flip:    l.phase - math.Floor(l.phase),
		Landed:  l.landed,
		Settled: l.settled,
	}
}

// Outcome returns the faces the current throw lands on: bit i set when lot
// i ends with its marked face up.
func (t *Tray) Outcome() uint8 { return t.faces }

// Faces returns the faces shown now, bit i set when lot i shows its marked
// face. Once every lot has landed it equals [Tray.Outcome].
func (t *Tray) Faces() uint8 {
	var m uint8
	for i := range t.lots {
		if t.Lot(i).Marked() {
			m |= 1 << i
		}
	}
	return m
}

// Settled reports whether the throw is over: every lot has landed, is at
// rest, wholly inside the tray and overlaps no other.
func (t *Tray) Settled() bool { return t.done }

// Ticks returns the number of ticks played since the last throw; it stops
// growing once the throw has settled, at MaxTicks at the latest.
func (t *Tray) Ticks() int { return t.tick }

// Hits returns the new impacts of the last tick, in a fixed order (floor
// and walls by lot, then lot pairs). The slice is owned by the tray and
// valid until the next Update, Throw or Instant.
func (t *Tray) Hits() []Hit { return t.hits }

// Throw starts a throw from the left or right side (chosen by the seed);
// see [Tray.ThrowFrom].
func (t *Tray) Throw(seed uint64, faces uint8) {
	side := SideLeft
	if rand.New(rand.NewPCG(seed, pcgStream^1)).IntN(2) == 1 {
		side = SideRight
	}
	t.ThrowFrom(side, seed, faces)
}

// ThrowFrom starts a throw of the lots from the given side: they leave a
// hand near that side with velocities, heights and spins drawn from seed
// (a PCG source, so the same seed and faces give the same throw on every
// run), and land with bit i of faces deciding whether lot i shows its
// marked face; bits from Len() up are ignored. Call Update once per tick
// afterwards, or Instant.
func (t *Tray) ThrowFrom(from Side, seed uint64, faces uint8) {
	rng := rand.New(rand.NewPCG(seed, pcgStream))
	n := len(t.lots)
	r := t.r
	t.faces = faces & uint8(1<<n-1)
	t.tick, t.done, t.hits = 0, false, t.hits[:0]

	// Work in the side's frame: a runs into the tray, c across it.
	la, lc := t.w, t.h
	if from == SideTop || from == SideBottom {
		la, lc = t.h, t.w
	}
	toXY := func(a, c float64) (x, y float64) {
		switch from {
		case SideRight:
			return t.w - a, c
		case SideTop:
			return c, a
		case SideBottom:
			return c, t.h - a
		}
		return a, c
	}
	dirXY := func(da, dc float64) (dx, dy float64) {
		switch from {
		case SideRight:
			return -da, dc
		case SideTop:
			return dc, da
		case SideBottom:
			return dc, -da
		}
		return da, dc
	}

	// The hand: a hexagonal cluster near the side, turned at random.
	hand := 3.3 * r
	a0 := hand
	c0 := lc/2 + (2*rng.Float64()-1)*0.5*math.Max(0, lc/2-hand)
	turn := 2 * math.Pi * rng.Float64()
	var hex [7]int
	for i := range hex {
		hex[i] = i
	}
	for i := len(hex) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		hex[i], hex[j] = hex[j], hex[i]
	}
	// The aim: a point in the far part of the tray.
	ta := la * (0.45 + 0.35*rng.Float64())
	tc := lc * (0.25 + 0.5*rng.Float64())
	aim := math.Atan2(tc-c0, ta-a0)
	dist := math.Hypot(ta-a0, tc-c0)
	speed := dist / 60

	for i := range t.lots {
		l := &t.lots[i]
		var oa, oc float64
		if k := hex[i]; k > 0 {
			ang := turn + float64(k)*math.Pi/3
			oa, oc = 2.25*r*math.Cos(ang), 2.25*r*math.Sin(ang)
		}
		oa += 0.05 * r * (2*rng.Float64() - 1)
		oc += 0.05 * r * (2*rng.Float64() - 1)
		l.x, l.y = toXY(a0+oa, c0+oc)
		l.x = math.Min(math.Max(l.x, r), t.w-r)
		l.y = math.Min(math.Max(l.y, r), t.h-r)

		dir := aim + 0.3*(2*rng.Float64()-1)
		s := speed * (0.85 + 0.3*rng.Float64())
		da, dc := s*math.Cos(dir), s*math.Sin(dir)
		// Spread out from the hand's centre, as fingers open.
		da += 0.012 * oa
		dc += 0.012 * oc
		l.vx, l.vy = dirXY(da, dc)
		t.clampSpeed(l)

		l.z = r * (2.5 + 1.5*rng.Float64())
		l.vz = r * (0.02 + 0.1*rng.Float64())
		l.angle = 2 * math.Pi * rng.Float64()
		l.spin = (0.03 + 0.09*rng.Float64()) * sign(rng.Float64()-0.5)
		l.bounces, l.landed, l.settled = 0, false, false

		// Plan the flip: play the fall alone to learn how much spin is
		// left, then round the natural number of half-turns to one that
		// ends on the face asked for.
		l.flipTotal = t.planFall(l.z, l.vz)
		l.flipAcc = 0
		l.phase0 = rng.Float64()
		l.phase = l.phase0
		rate := 0.10 + 0.12*rng.Float64() // half-turns per tick
		way := sign(rng.Float64() - 0.5)
		target := l.phase0 + way*rate*l.flipTotal/2
		off := 0.5
		if t.faces&(1<<i) != 0 {
			off = 0
		}
		end := math.Round(target-off) + off
		if way*(end-l.phase0) < 0.5 {
			end += way
		}
		l.phaseEnd = end
	}
}

// sign returns -1 for negative v, else 1.
func sign(v float64) float64 {
	if v < 0 {
		return -1
	}
	return 1
}

// fallStep advances height z and vertical speed vz by one tick, tick being
// the tick being played. It reports the impact speed when the lot touches
// the floor, and whether it then stays there. A lot still up at LandTicks
// is put down.
func (t *Tray) fallStep(z, vz float64, tick int) (nz, nvz, impact float64, down bool) {
	g, r := gravity*t.r, t.r
	vz -= g
	z += vz
	if tick >= LandTicks {
		return 0, 0, math.Max(-vz, 0), true
	}
	if z > 0 {
		return z, vz, 0, false
	}
	impact = -vz
	if up := impact * bounceZ; up >= minBounce*r {
		return 0, up, impact, false
	}
	return 0, 0, impact, true
}

// spinWeight is the flip rate, relative to the first flight, of a lot that
// has bounced b times.
func spinWeight(b int) float64 { return math.Pow(spinBounce, float64(b)) }

// planFall plays the fall from (z, vz) alone and returns the total spin
// weight until the last landing, the same sum Update accumulates.
func (t *Tray) planFall(z, vz float64) float64 {
	total, b := 0.0, 0
	for tick := 1; ; tick++ {
		total += spinWeight(b)
		var impact float64
		var down bool
		z, vz, impact, down = t.fallStep(z, vz, tick)
		if down {
			return total
		}
		if impact > 0 {
			b++
		}
	}
}

// Update advances the throw by one tick. It does nothing once the throw has
// settled.
func (t *Tray) Update() {
	t.hits = t.hits[:0]
	if t.done {
		return
	}
	t.tick++
	r := t.r
	soft := t.tick > SoftTicks
	for i := range t.lots {
		l := &t.lots[i]
		if !l.landed {
			l.flipAcc += spinWeight(l.bounces)
			var impact float64
			var down bool
			l.z, l.vz, impact, down = t.fallStep(l.z, l.vz, t.tick)
			if impact > 0 {
				t.hit(HitFloor, i, noLot, impact/(floorLoud*r))
				l.vx *= floorGrip
				l.vy *= floorGrip
				l.spin *= floorGrip
				l.bounces++
			}
			if down {
				// The last landing: the face is exact from here on.
				l.landed, l.phase = true, l.phaseEnd
			} else {
				l.phase = l.phase0 + (l.phaseEnd-l.phase0)*math.Min(l.flipAcc/l.flipTotal, 1)
				l.vx *= airDrag
				l.vy *= airDrag
			}
		} else if !l.settled {
			s := math.Hypot(l.vx, l.vy)
			if s > 0 {
				k := math.Max(0, s*(1-rollDrag)-rollFriction*r) / s
				l.vx *= k
				l.vy *= k
			}
			l.spin *= 0.92
		}
		if soft {
			l.vx *= softDrag
			l.vy *= softDrag
			l.spin *= softDrag
		}
		t.clampSpeed(l)
		l.x += l.vx
		l.y += l.vy
		l.angle += l.spin
		t.walls(i, true)
	}
	t.collide()
	overlap := t.separate(separations)
	all := true
	for i := range t.lots {
		l := &t.lots[i]
		if l.landed && l.vx*l.vx+l.vy*l.vy < restSpeed*restSpeed*r*r && math.Abs(l.spin) < restSpin {
			l.vx, l.vy, l.spin, l.settled = 0, 0, 0, true
		} else {
			l.settled = false
		}
		all = all && l.settled
	}
	if all && !overlap {
		t.done = true
		return
	}
	if t.tick >= MaxTicks {
		t.snap()
	}
}

// Instant plays the rest of the throw at once, to the same final state as
// calling Update until Settled. It leaves no hits.
func (t *Tray) Instant() {
	for !t.done {
		t.Update()
	}
	t.hits = t.hits[:0]
}

// hit records an impact if it is loud enough to hear.
func (t *Tray) hit(kind HitKind, i, j int, strength float64) {
	if strength < quietHit {
		return
	}
	t.hits = append(t.hits, Hit{Kind: kind, Lot: i, Other: j, Strength: math.Min(strength, 1)})
}

// clampSpeed keeps a lot under the speed limit, so that it never moves a
// radius in one tick.
func (t *Tray) clampSpeed(l *lot) {
	lim := maxSpeed * t.r
	if s2 := l.vx*l.vx + l.vy*l.vy; s2 > lim*lim {
		k := lim / math.Sqrt(s2)
		l.vx *= k
		l.vy *= k
	}
}

// walls puts lot i back inside the tray, reflecting the speed into a wall
// and, if loud, reporting the impact.
func (t *Tray) walls(i int, sound bool) {
	l := &t.lots[i]
	r := t.r
	var worst float64
	if l.x < r {
		l.x = r
		if l.vx < 0 {
			worst = math.Max(worst, -l.vx)
			l.vx = -l.vx * wallBounce
			l.spin += 0.2 * l.vy / r
		}
	} else if l.x > t.w-r {
		l.x = t.w - r
		if l.vx > 0 {
			worst = math.Max(worst, l.vx)
			l.vx = -l.vx * wallBounce
			l.spin -= 0.2 * l.vy / r
		}
	}
	if l.y < r {
		l.y = r
		if l.vy < 0 {
			worst = math.Max(worst, -l.vy)
			l.vy = -l.vy * wallBounce
			l.spin -= 0.2 * l.vx / r
		}
	} else if l.y > t.h-r {
		l.y = t.h - r
		if l.vy > 0 {
			worst = math.Max(worst, l.vy)
			l.vy = -l.vy * wallBounce
			l.spin += 0.2 * l.vx / r
		}
	}
	if sound && worst > 0 {
		t.hit(HitWall, i, noLot, worst/(maxSpeed*r))
	}
}

// broad fills t.pairs with the candidate contacts, i < j in increasing
// order, from resolv's cells. It reads the cells directly rather than
// through ShapeFilter, whose iteration shares package-level state between
// goroutines. Every pair of lots closer than 2r shares a cell, because
// their (slightly enlarged) bounding boxes overlap, so no contact is
// missed.
func (t *Tray) broad() {
	var seen uint64
	t.pairs = t.pairs[:0]
	for i := range t.lots {
		l := &t.lots[i]
		// Moving a shape re-registers it in its cells: skip the lots at rest.
		x, y := l.x*t.scale, l.y*t.scale
		if p := l.shape.Position(); p.X != x || p.Y != y {
			l.shape.SetPosition(x, y)
		}
	}
	for i := range t.lots {
		sel := t.lots[i].shape.SelectTouchingCells(0)
		for cy := sel.StartY; cy <= sel.EndY; cy++ {
			for cx := sel.StartX; cx <= sel.EndX; cx++ {
				c := t.space.Cell(cx, cy)
				if c == nil {
					continue
				}
				for _, s := range c.Shapes {
					j, ok := s.Data().(int)
					if !ok || j <= i {
						continue
					}
					if bit := uint64(1) << (i*maxLotsPerBF + j); seen&bit == 0 {
						seen |= bit
						t.pairs = append(t.pairs, pair{i, j})
					}
				}
			}
		}
	}
	// The cells' order depends on the tray's history; sort so that the
	// same throw gives the same floating-point sums on a reused tray.
	for a := 1; a < len(t.pairs); a++ {
		for b := a; b > 0 && less(t.pairs[b], t.pairs[b-1]); b-- {
			t.pairs[b], t.pairs[b-1] = t.pairs[b-1], t.pairs[b]
		}
	}
}

func less(p, q pair) bool { return p.i < q.i || p.i == q.i && p.j < q.j }

// normal returns the unit vector from lot i to lot j and their distance.
// Coincident lots, which resolv would not report at all, get a direction
// fixed by their indices so that they are pulled apart all the same.
func (t *Tray) normal(i, j int) (nx, ny, d float64) {
	a, b := &t.lots[i], &t.lots[j]
	dx, dy := b.x-a.x, b.y-a.y
	d = math.Hypot(dx, dy)
	if d < 1e-12*t.r {
		ang := 2.399963229728653 * float64(i*maxLotsPerBF+j) // golden angle
		return math.Cos(ang), math.Sin(ang), d
	}
	return dx / d, dy / d, d
}

// collide exchanges momentum between touching lots that approach each
// other: equal masses, reflected on the contact normal and damped.
func (t *Tray) collide() {
	t.broad()
	r := t.r
	for _, p := range t.pairs {
		nx, ny, d := t.normal(p.i, p.j)
		if d >= 2*r {
			continue
		}
		a, b := &t.lots[p.i], &t.lots[p.j]
		vn := (b.vx-a.vx)*nx + (b.vy-a.vy)*ny
		if vn >= 0 {
			continue
		}
		k := (1 + lotBounce) * vn / 2
		a.vx += k * nx
		a.vy += k * ny
		b.vx -= k * nx
		b.vy -= k * ny
		vt := (b.vx-a.vx)*-ny + (b.vy-a.vy)*nx
		a.spin += 0.15 * vt / r
		b.spin -= 0.15 * vt / r
		a.settled, b.settled = false, false
		t.hit(HitLot, p.i, p.j, -vn/(maxSpeed*r))
	}
}

// separate pushes overlapping lots apart along their contact normals and
// back inside the walls, for at most passes passes. It reports whether
// some overlap remains. The first pass uses the candidate pairs already in
// t.pairs, so the lots must not have moved since the last broad phase.
func (t *Tray) separate(passes int) (overlap bool) {
	want := 2 * t.r * (1 + slop)
	for pass := 0; pass < passes; pass++ {
		if pass > 0 {
			t.broad()
		}
		moved := false
		for _, p := range t.pairs {
			nx, ny, d := t.normal(p.i, p.j)
			if d >= 2*t.r {
				continue
			}
			moved = true
			a, b := &t.lots[p.i], &t.lots[p.j]
			push := (want - d) / 2
			a.x -= push * nx
			a.y -= push * ny
			b.x += push * nx
			b.y += push * ny
			t.walls(p.i, false)
			t.walls(p.j, false)
		}
		if !moved {
			return false
		}
	}
	return t.overlapping()
}

// overlapping reports whether any two lots are closer than 2r.
func (t *Tray) overlapping() bool {
	t.broad()
	for _, p := range t.pairs {
		if _, _, d := t.normal(p.i, p.j); d < 2*t.r {
			return true
		}
	}
	return false
}

// snap ends a throw at the hard deadline: every lot stops where it is and
// the overlaps are pulled apart; if that fails, the lots go to the nearest
// free slots of a grid that always fits them.
func (t *Tray) snap() {
	for i := range t.lots {
		l := &t.lots[i]
		l.vx, l.vy, l.spin, l.vz, l.z = 0, 0, 0, 0, 0
		l.landed, l.settled, l.phase = true, true, l.phaseEnd
	}
	t.broad()
	if t.separate(snapIters) {
		t.slots()
	}
	t.done = true
}

// slots moves every lot to the free grid slot nearest to it, in lot order.
// The grid's pitch is 2r with room to spare, and New checked that the tray
// is 8r on a side at least, so it holds at least 9 slots.
func (t *Tray) slots() {
	pitch := 2 * t.r * (1 + 1e-6)
	cols, rows := int(t.w/pitch), int(t.h/pitch)
	x0 := (t.w-float64(cols)*pitch)/2 + pitch/2
	y0 := (t.h-float64(rows)*pitch)/2 + pitch/2
	used := make([]bool, cols*rows)
	for i := range t.lots {
		l := &t.lots[i]
		best, bestD := -1, math.Inf(1)
		for s := 0; s < cols*rows; s++ {
			if used[s] {
				continue
			}
			x, y := x0+float64(s%cols)*pitch, y0+float64(s/cols)*pitch
			if d := (x-l.x)*(x-l.x) + (y-l.y)*(y-l.y); d < bestD {
				best, bestD = s, d
			}
		}
		used[best] = true
		l.x, l.y = x0+float64(best%cols)*pitch, y0+float64(best/cols)*pitch
	}
	t.broad()
}
