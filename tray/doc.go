// Package tray shows the throw of the lots — Daryon's six two-coloured seeds,
// Thayyam's four cowries — as a short cosmetic simulation that lands exactly
// on the outcome the rules have already decided.
//
// The rules core draws the throw; the screen hands its mask (bit i set when
// lot i shows its marked face, as in rules.Event.Mask) to [Tray.Throw] with a
// seed, and calls [Tray.Update] once per tick until [Tray.Settled]. The
// package imports only the standard library and resolv, so it runs headless
// in tests and in the browser, and it counts ticks ([TicksPerSecond]), never
// wall-clock time.
//
// # Model
//
// A lot is a circle of radius r in the plane of the tray (x to the right, y
// downwards) with a height z above the floor, a rotation in the plane (for an
// oval outline, see [Kind.Aspect]) and a flip phase about its long axis. The
// lots leave a hand near one side of the tray, a small hexagonal cluster,
// aimed at a point in the far part of the tray; the seed, through a
// math/rand/v2 PCG source, gives the hand's place and turn, the aim, each
// lot's speed, height, toss, spin and flip rate.
//
// Height falls under gravity and bounces on the floor with restitution 0.4
// until the rebound is too small; each bounce takes a quarter of the
// horizontal speed. While airborne a lot flips at a constant rate that halves
// at each bounce. Because the fall does not depend on the collisions, the
// throw plays each lot's fall alone beforehand, learns how much flipping is
// left in it, and rounds the natural number of half-turns to the nearest one
// that ends on the face asked for; the flip phase then runs from its start to
// that end in step with the fall, and is set to the end exactly on the last
// landing. The faces therefore come out right whatever happens in the plane,
// and the last turn simply slows down to them. The faces never change where
// the lots go: a seed gives the same layout for every mask.
//
// In the plane, lots slide with air drag while airborne, then with rolling
// friction on the floor. Walls are exact: a lot crossing one is put back
// against it and its speed into the wall is reflected and halved. Lots touch
// when their centres are closer than 2r: approaching lots exchange momentum
// along the contact normal (equal masses, restitution 0.6), then up to 16
// passes push overlapping pairs apart along their normals and back inside the
// walls. Speed is clamped below r/2 per tick, so no lot passes through
// another or a wall in one tick.
//
// resolv is the broad phase only: its Space hashes the lots into cells of
// size 2r, and the pairs sharing a cell are the candidates; every contact
// test and response above is computed here exactly. Two resolv v0.8 pitfalls
// matter to a tray: it reports no intersection for coincident circles (lots
// spawned or pushed onto one another), and its ShapeFilter iteration keeps
// package-level state that is not safe across goroutines. The tray never asks
// resolv whether two lots intersect — coincident lots get a separating
// direction fixed by their indices — and it reads the cells directly instead
// of through ShapeFilter. Candidate pairs are sorted, so the arithmetic does
// not depend on the order of the cells, which depends on a tray's history.
//
// # Guarantees
//
//   - Every lot has landed, showing its final face, by tick [LandTicks] (90):
//     bit i of the mask set ⇔ lot i's Flip is exactly 0, else exactly 0.5.
//   - After tick [SoftTicks] (100) speeds and spins are damped by a fifth per
//     tick. At tick [MaxTicks] (150) a throw still moving is stopped where it
//     is and its overlaps are pulled apart (and, should that ever fail, the
//     lots go to the nearest slots of a grid that always fits them), so
//     [Tray.Settled] holds by tick 150 at the latest. In practice a throw
//     settles in 60 to 95 ticks (about 1.3 s).
//   - At all times every lot is wholly inside the tray; at rest no two lots
//     are closer than 2r.
//   - The same seed and mask give the same trajectory, tick for tick, on a
//     fresh or a reused tray; [Tray.Instant] reaches exactly the state that
//     playing out the throw would. Bit-for-bit equality across platforms is
//     not promised (a compiler may fuse multiply-adds on some architectures),
//     but the faces are exact everywhere.
//
// [Tray.Hits] lists the audible impacts of the last tick — on the floor, on
// a wall, between two lots — with a strength for the volume.
package tray
