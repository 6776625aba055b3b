package audio

// This file holds the synthesis: pure functions of the standard library only,
// so that the sounds can be tested without an audio device or an engine.

import (
	"fmt"
	"math"
	"math/rand/v2"
)

// SampleRate is the number of frames per second of every synthesised sound
// and of the audio device the Mixer opens.
const SampleRate = 48000

// Channels is the number of interleaved channels in a frame (stereo).
const Channels = 2

// Sound names one of the synthesised sounds.
type Sound int

// The sounds of the game.
const (
	// SoundClatter is seeds or cowries landing in a wooden tray: several
	// short, bright, slightly different knocks over about 0.4 s.
	SoundClatter Sound = iota
	// SoundHop is a soft wooden tap of about 60 ms, for a piece moving one cell.
	SoundHop
	// SoundCapture is a rising whoosh ending in a firm knock, about 0.3 s.
	SoundCapture
	// SoundWin is a rising four-note chime (C5 E5 G5 C6) of about 1 s.
	SoundWin
	// SoundClick is a UI tick of about 25 ms.
	SoundClick
	// SoundTurn is a soft two-note bell (G5 then C6) of about 0.35 s, for a
	// person's turn coming.
	SoundTurn

	soundCount // the number of sounds; keep last
)

var soundNames = [soundCount]string{"Clatter", "Hop", "Capture", "Win", "Click", "Turn"}

// String returns the sound's name, such as "Clatter".
func (s Sound) String() string {
	if s < 0 || s >= soundCount {
		return fmt.Sprintf("Sound(%d)", int(s))
	}
	return soundNames[s]
}

// Synthesize returns the samples of s: interleaved stereo frames (left,
// right) at SampleRate, every value well inside (-1, 1). It returns the same
// samples on every call (noise comes from fixed seeds) in a new slice, and nil
// for an unknown sound.
func Synthesize(s Sound) []float32 {
	var t *track
	switch s {
	case SoundClatter:
		t = clatter()
	case SoundHop:
		t = hop()
	case SoundCapture:
		t = capture()
	case SoundWin:
		t = win()
	case SoundClick:
		t = click()
	case SoundTurn:
		t = turn()
	default:
		return nil
	}
	return t.interleave()
}

// Peak levels of the finished sounds. They stay well under full scale so that
// two or three overlapping sounds (a clatter under a hop) do not clip either.
const (
	peakClatter = 0.50
	peakHop     = 0.40
	peakCapture = 0.45
	peakWin     = 0.40
	peakClick   = 0.30
	peakTurn    = 0.30
)

// track is a stereo buffer being synthesised, in float64 for headroom.
type track struct {
	l, r []float64
}

func newTrack(seconds float64) *track {
	n := frames(seconds)
	return &track{l: make([]float64, n), r: make([]float64, n)}
}

// frames converts a duration in seconds to a whole number of frames.
func frames(seconds float64) int {
	return int(math.Round(seconds * SampleRate))
}

// mix adds the mono signal src into t starting at frame at, panned by pan in
// [-1 (left), 1 (right)] with an equal-power law. Frames past the end are dropped.
func (t *track) mix(at int, src []float64, pan float64) {
	t.sweep(at, src, pan, pan)
}

// sweep is mix with the pan moving smoothly from pan0 to pan1 over src.
func (t *track) sweep(at int, src []float64, pan0, pan1 float64) {
	for i, v := range src {
		j := at + i
		if j < 0 {
			continue
		}
		if j >= len(t.l) {
			break
		}
		pan := pan0 + (pan1-pan0)*float64(i)/float64(len(src))
		a := (pan + 1) * math.Pi / 4
		t.l[j] += v * math.Cos(a)
		t.r[j] += v * math.Sin(a)
	}
}

// finish fades the ends with raised-cosine ramps, so the first and last
// samples are zero and neither end clicks, removes any DC offset, and scales
// the loudest sample to peak.
func (t *track) finish(fadeIn, fadeOut, peak float64) {
	for _, ch := range [][]float64{t.l, t.r} {
		removeDC(ch)
		fade(ch, frames(fadeIn), frames(fadeOut))
	}
	m := 0.0
	for i := range t.l {
		m = max(m, math.Abs(t.l[i]), math.Abs(t.r[i]))
	}
	if m == 0 {
		return
	}
	g := peak / m
	for i := range t.l {
		t.l[i] *= g
		t.r[i] *= g
	}
}

func (t *track) interleave() []float32 {
	out := make([]float32, 0, Channels*len(t.l))
	for i := range t.l {
		out = append(out, float32(t.l[i]), float32(t.r[i]))
	}
	return out
}

// removeDC subtracts the mean, so a sound never leaves the speaker displaced.
func removeDC(x []float64) {
	if len(x) == 0 {
		return
	}
	sum := 0.0
	for _, v := range x {
		sum += v
	}
	mean := sum / float64(len(x))
	for i := range x {
		x[i] -= mean
	}
}

// fade applies a raised-cosine fade-in over the first in frames and a
// fade-out over the last out frames. The first and last samples become zero.
func fade(x []float64, in, out int) {
	n := len(x)
	for i := 0; i < in && i < n; i++ {
		x[i] *= rampUp(i, in)
	}
	for i := 0; i < out && i < n; i++ {
		x[n-1-i] *= rampUp(i, out)
	}
}

// rampUp is a raised cosine from 0 at i == 0 to nearly 1 at i == n-1.
func rampUp(i, n int) float64 {
	if n <= 1 {
		return 1
	}
	return 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(n))
}

// mode is one damped resonance of a struck body.
type mode struct {
	freq  float64 // Hz
	amp   float64
	decay float64 // time constant, seconds
}

// strike renders a struck body: its damped modes plus a short burst of
// brightened noise for the contact, with an attack ramp of attack seconds so
// that the onset is sharp but not a discontinuity. The result lasts seconds.
func strike(rng *rand.Rand, seconds, attack float64, modes []mode, noiseAmp, noiseDecay float64) []float64 {
	n := frames(seconds)
	out := make([]float64, n)
	for _, md := range modes {
		w := 2 * math.Pi * md.freq / SampleRate
		k := math.Exp(-1 / (md.decay * SampleRate))
		g := md.amp
		for i := range out {
			out[i] += g * math.Sin(w*float64(i))
			g *= k
		}
	}
	if noiseAmp > 0 {
		// A first difference brightens the noise into a click rather than a hiss.
		k := math.Exp(-1 / (noiseDecay * SampleRate))
		g, prev := noiseAmp, 0.0
		for i := range out {
			v := white(rng)
			out[i] += g * (v - prev) * 0.5
			prev = v
			g *= k
		}
	}
	// The modes have all but died away by the end; the fade-out over the last
	// fifth makes sure the cut is silent.
	fade(out, frames(attack), n/5)
	return out
}

// white returns uniform white noise in [-1, 1).
func white(rng *rand.Rand) float64 {
	return 2*rng.Float64() - 1
}

// jitter returns a value uniformly within ±spread of 1, for slight variety.
func jitter(rng *rand.Rand, spread float64) float64 {
	return 1 + spread*white(rng)
}

// clatter renders seeds landing in a wooden tray: seven hard, bright impacts
// with slightly different pitches, levels and places in the stereo field,
// three of them followed by a quieter rebound.
func clatter() *track {
	rng := rand.New(rand.NewPCG(0x7ab1a, 1))
	t := newTrack(0.40)
	onsets := []float64{0.004, 0.050, 0.098, 0.142, 0.190, 0.243, 0.300}
	for k, at := range onsets {
		at += 0.004 * white(rng)
		if at < 0 {
			at = 0
		}
		amp := 0.55 + 0.45*rng.Float64()
		if k == 0 {
			amp = 1 // the first seed lands hardest
		}
		seed := jitter(rng, 0.15) // the seed's own pitch
		tray := jitter(rng, 0.08) // where on the tray it lands
		modes := []mode{
			{3150 * seed, 0.55, 0.0045},
			{4730 * seed, 0.35, 0.0030},
			{6480 * seed, 0.20, 0.0020},
			{420 * tray, 0.30, 0.0120},
			{1130 * tray, 0.25, 0.0080},
		}
		pan := 0.6 * white(rng)
		hit := strike(rng, 0.06, 0.0003, modes, 0.6, 0.0008)
		for i := range hit {
			hit[i] *= amp
		}
		t.mix(frames(at), hit, pan)
		if k%2 == 1 && k < 6 {
			// A rebound: the same seed, softer, a little later.
			reb := strike(rng, 0.04, 0.0003, modes[:3], 0.3, 0.0006)
			for i := range reb {
				reb[i] *= 0.3 * amp
			}
			t.mix(frames(at+0.018+0.004*white(rng)), reb, pan)
		}
	}
	t.finish(0.001, 0.030, peakClatter)
	return t
}

// hop renders a soft wooden tap: lower modes than the clatter, a gentler
// attack and little contact noise.
func hop() *track {
	rng := rand.New(rand.NewPCG(0x40b, 2))
	t := newTrack(0.060)
	modes := []mode{
		{540, 1.00, 0.016},
		{1390, 0.45, 0.008},
		{2460, 0.18, 0.004},
	}
	t.mix(0, strike(rng, 0.060, 0.0015, modes, 0.25, 0.0010), 0)
	t.finish(0.001, 0.020, peakHop)
	return t
}

// capture renders a whoosh — noise through two resonant band-pass filters
// whose centre sweeps up from 300 Hz to 3 kHz while panning left to right —
// that ends in a firm, low knock.
func capture() *track {
	rng := rand.New(rand.NewPCG(0xca97, 3))
	t := newTrack(0.30)
	const sweep = 0.20 // seconds of whoosh
	n := frames(sweep)
	whoosh := make([]float64, n)
	var f1, f2 svf
	for i := range whoosh {
		x := float64(i) / float64(n)
		fc := 300 * math.Pow(3000.0/300, x)
		v := f2.bandPass(f1.bandPass(white(rng), fc, 3), fc, 3)
		env := math.Sin(math.Pi * math.Pow(x, 0.7)) // swells, then falls away before the knock
		whoosh[i] = v * env * env
	}
	normalize(whoosh, 0.5)
	t.sweep(0, whoosh, -0.7, 0.7)
	knock := strike(rng, 0.11, 0.0005, []mode{
		{310, 1.00, 0.030},
		{830, 0.50, 0.014},
		{1760, 0.25, 0.006},
	}, 0.5, 0.0012)
	normalize(knock, 1)
	t.mix(frames(0.185), knock, 0.5)
	t.finish(0.002, 0.030, peakCapture)
	return t
}

// svf is a Chamberlin state-variable filter.
type svf struct {
	lp, bp float64
}

// bandPass filters one sample through a band-pass centred on fc Hz with
// quality q, and returns it normalised to unit gain at the centre.
func (f *svf) bandPass(x, fc, q float64) float64 {
	g := 2 * math.Sin(math.Pi*fc/SampleRate)
	hp := x - f.lp - f.bp/q
	f.bp += g * hp
	f.lp += g * f.bp
	return f.bp / q
}

// normalize scales x so that its largest magnitude is peak.
func normalize(x []float64, peak float64) {
	m := 0.0
	for _, v := range x {
		m = max(m, math.Abs(v))
	}
	if m == 0 {
		return
	}
	for i := range x {
		x[i] *= peak / m
	}
}

// win renders a rising arpeggio of soft chimes, C5 E5 G5 C6, each note a
// little further right, ringing out into a fade at 1 s.
// turn is a soft bell of two notes, G5 then C6, the second 0.09 s after
// the first, each a struck bar that dies away: quieter and shorter than
// the win, so that it says "your turn" without asking for attention.
func turn() *track {
	t := chime(0.35, 0.09, []float64{783.99, 1046.50}, []mode{{1, 1.00, 0.12}, {2, 0.15, 0.05}}, -0.1)
	t.finish(0.001, 0.080, peakTurn)
	return t
}

func win() *track {
	t := chime(1.0, 0.11, []float64{523.25, 659.26, 783.99, 1046.50}, []mode{
		{1, 1.00, 0.45},
		{2, 0.22, 0.18},
		{3, 0.08, 0.08},
		{4.2, 0.04, 0.03}, // a slightly inharmonic shimmer, like a struck bar
	}, -0.3)
	t.finish(0.001, 0.200, peakWin)
	return t
}

// chime mixes notes struck one after the other, step seconds apart, into
// a track of seconds, each ringing on into its end: a struck bar whose
// partials are modes (their freq a multiple of the note's), panned from
// pan0 by 0.2 a note.
func chime(seconds, step float64, notes []float64, modes []mode, pan0 float64) *track {
	t := newTrack(seconds)
	for k, f := range notes {
		at := step * float64(k)
		note := make([]float64, frames(seconds-at))
		for _, p := range modes {
			w := 2 * math.Pi * (p.freq * f) / SampleRate
			for i := range note {
				note[i] += p.amp * math.Exp(-float64(i)/(p.decay*SampleRate)) * math.Sin(w*float64(i))
			}
		}
		fade(note, frames(0.004), 0)
		t.mix(frames(at), note, pan0+0.2*float64(k))
	}
	return t
}

// click renders a UI tick: a very short, high, damped blip.
func click() *track {
	rng := rand.New(rand.NewPCG(0xc1c, 5))
	t := newTrack(0.025)
	t.mix(0, strike(rng, 0.025, 0.0004, []mode{
		{2400, 1.00, 0.0030},
		{3700, 0.40, 0.0020},
	}, 0.15, 0.0005), 0)
	t.finish(0.0005, 0.010, peakClick)
	return t
}
