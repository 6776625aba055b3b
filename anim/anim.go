// Package anim is the clockwork of the screen's animations. Everything
// counts ticks (Ebitengine calls Update 60 times a second), never wall-clock
// time, so an animation plays the same on every machine and in tests.
//
// A [Tween] moves a value from one number to another with an [Ease]; a [Hop]
// is a piece's jump from one cell to the next (a straight line, a parabolic
// lift and a squash on landing); a [Queue] plays [Step]s one after another,
// a [Group] of steps at once, and can be finished at once when the player
// skips or chose the instant speed. The package imports no engine: the
// screen reads the values and draws.
package anim

import "math"

// TicksPerSecond is the rate at which Update is called.
const TicksPerSecond = 60

// Ease maps the linear progress t in [0, 1] to an eased progress, with
// Ease(0) = 0 and Ease(1) = 1.
type Ease func(t float64) float64

// Linear is no easing.
func Linear(t float64) float64 { return t }

// InOut starts and ends slowly (a cubic).
func InOut(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}

// Out starts fast and ends slowly (a quadratic).
func Out(t float64) float64 { return 1 - (1-t)*(1-t) }

// In starts slowly and ends fast (a quadratic): a fall.
func In(t float64) float64 { return t * t }

// clamp01 bounds t to [0, 1].
func clamp01(t float64) float64 { return math.Max(0, math.Min(1, t)) }

// Progress returns the eased progress after tick of ticks, with ease (nil is
// Linear). A duration of 0 or less is complete at once.
func Progress(tick, ticks int, ease Ease) float64 {
	if ticks <= 0 || tick >= ticks {
		return 1
	}
	if ease == nil {
		ease = Linear
	}
	return ease(clamp01(float64(tick) / float64(ticks)))
}

// Tween moves a value from From to To in Ticks ticks. The zero Tween is
// complete at 0.
type Tween struct {
	From, To float64
	Ticks    int
	Ease     Ease
	tick     int
}

// NewTween returns a tween from a to b over ticks.
func NewTween(a, b float64, ticks int, ease Ease) Tween {
	return Tween{From: a, To: b, Ticks: ticks, Ease: ease}
}

// Update advances the tween one tick and reports whether it is complete.
func (tw *Tween) Update() bool {
	if tw.tick < tw.Ticks {
		tw.tick++
	}
	return tw.Done()
}

// Done reports whether the tween has reached its end.
func (tw *Tween) Done() bool { return tw.tick >= tw.Ticks }

// Value returns the current value.
func (tw *Tween) Value() float64 {
	return tw.From + (tw.To-tw.From)*Progress(tw.tick, tw.Ticks, tw.Ease)
}

// Retarget makes the tween go from its current value to b over ticks, so
// that a moving value can change course without a jump.
func (tw *Tween) Retarget(b float64, ticks int) {
	*tw = Tween{From: tw.Value(), To: b, Ticks: ticks, Ease: tw.Ease}
}

// Vec is a position in any units.
type Vec struct{ X, Y float64 }

// Lerp returns the point at fraction t from a to b.
func Lerp(a, b Vec, t float64) Vec { return Vec{a.X + (b.X-a.X)*t, a.Y + (b.Y-a.Y)*t} }

// Hop is a piece's jump from one place to another: it travels in a straight
// line, lifted along a parabola that peaks at Height halfway, and squashes
// when it lands.
type Hop struct {
	From, To Vec
	Height   float64 // the lift at the top of the arc, in the units of From and To
}

// squashTime is the last part of a hop's progress during which the piece
// squashes on landing.
const squashTime = 0.2

// At returns, at progress t in [0, 1], the piece's ground position, its lift
// above the ground (draw it at pos.Y − lift), and its squash: 1 is round,
// above 1 flattened by the landing, below 1 stretched in the air.
func (h Hop) At(t float64) (pos Vec, lift, squash float64) {
	t = clamp01(t)
	pos = Lerp(h.From, h.To, t)
	lift = 4 * h.Height * t * (1 - t)
	squash = 1
	switch {
	case t > 1-squashTime:
		// Flatten then recover: a bump of 0.25 at the middle of the landing.
		u := (t - (1 - squashTime)) / squashTime
		squash = 1 + 0.25*math.Sin(math.Pi*u)
	case t > 0.1:
		squash = 0.92 // stretched while flying
	}
	return pos, lift, squash
}

// Speed is the animation speed setting.
type Speed uint8

// The speeds. Instant plays nothing: the screen shows the result at once.
const (
	Normal Speed = iota
	Slow
	Fast
	Instant
)

// Scale returns the duration in ticks at speed s of an animation that lasts
// ticks at normal speed.
func (s Speed) Scale(ticks int) int {
	switch s {
	case Slow:
		return ticks * 3 / 2
	case Fast:
		return (ticks + 1) / 2
	case Instant:
		return 0
	}
	return ticks
}

// String names the speed for the settings screen.
func (s Speed) String() string {
	return [...]string{"normal", "slow", "fast", "instant"}[s]
}
