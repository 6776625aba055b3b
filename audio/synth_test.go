package audio

import (
	"math"
	"slices"
	"testing"
)

// mono mixes interleaved stereo down to one channel.
func mono(st []float32) []float64 {
	out := make([]float64, len(st)/Channels)
	for i := range out {
		out[i] = (float64(st[2*i]) + float64(st[2*i+1])) / 2
	}
	return out
}

func seconds(x []float64) float64 { return float64(len(x)) / SampleRate }

func rms(x []float64) float64 {
	if len(x) == 0 {
		return 0
	}
	s := 0.0
	for _, v := range x {
		s += v * v
	}
	return math.Sqrt(s / float64(len(x)))
}

func peak(x []float32) float64 {
	m := 0.0
	for _, v := range x {
		m = max(m, math.Abs(float64(v)))
	}
	return m
}

// zeroCrossingRate is sign changes per second, a rough measure of pitch or
// brightness.
func zeroCrossingRate(x []float64) float64 {
	n := 0
	for i := 1; i < len(x); i++ {
		if (x[i-1] < 0) != (x[i] < 0) {
			n++
		}
	}
	return float64(n) / seconds(x)
}

// onsets counts attacks: 1 ms blocks whose peak is at least a tenth of the
// sound's peak and at least twice the peak of the block 3 ms before, at
// least 12 ms after the previous onset.
func onsets(x []float64) int {
	const block = SampleRate / 1000
	var env []float64
	for i := 0; i+block <= len(x); i += block {
		m := 0.0
		for _, v := range x[i : i+block] {
			m = max(m, math.Abs(v))
		}
		env = append(env, m)
	}
	top := slices.Max(env)
	n, last := 0, -100
	for i := range env {
		before := 0.0
		if i >= 3 {
			before = env[i-3]
		}
		if env[i] >= 0.1*top && env[i] >= 2*before && i-last >= 12 {
			n++
			last = i
		}
	}
	return n
}

func TestSynthesize(t *testing.T) {
	tests := []struct {
		s          Sound
		dur, tol   float64 // seconds
		minRMS     float64
		onsets     [2]int     // bounds of the number of attacks; {0, 0}: not counted
		brightness [2]float64 // bounds of the zero-crossing rate, per second
	}{
		// Seven impacts, three with a rebound that may count as its own attack.
		{SoundClatter, 0.40, 0.05, 0.02, [2]int{5, 12}, [2]float64{1500, 6000}},
		{SoundHop, 0.060, 0.015, 0.04, [2]int{1, 1}, [2]float64{600, 1800}},
		// The whoosh is noise and the chimes beat against each other, so the
		// envelopes of these two are too rough for counting attacks.
		{SoundCapture, 0.30, 0.05, 0.02, [2]int{}, [2]float64{800, 4000}},
		{SoundWin, 1.0, 0.15, 0.03, [2]int{}, [2]float64{900, 2500}},
		{SoundClick, 0.025, 0.01, 0.02, [2]int{1, 1}, [2]float64{2500, 6000}},
		// Two notes; the second beats against the first's tail and may count twice.
		{SoundTurn, 0.35, 0.05, 0.02, [2]int{2, 3}, [2]float64{1200, 3000}},
	}
	if len(tests) != int(soundCount) {
		t.Fatalf("the table covers %d sounds, want %d", len(tests), soundCount)
	}
	for _, tt := range tests {
		t.Run(tt.s.String(), func(t *testing.T) {
			st := Synthesize(tt.s)
			if len(st)%Channels != 0 {
				t.Fatalf("%d samples is not whole stereo frames", len(st))
			}
			x := mono(st)
			if d := seconds(x); math.Abs(d-tt.dur) > tt.tol {
				t.Errorf("duration %.3f s, want %.3f ± %.3f s", d, tt.dur, tt.tol)
			}
			if r := rms(x); r < tt.minRMS {
				t.Errorf("RMS %.4f, want at least %.4f (too quiet)", r, tt.minRMS)
			}
			if p := peak(st); p >= 0.9 || p < 0.2 {
				t.Errorf("peak %.3f, want within [0.2, 0.9)", p)
			}
			for _, v := range st {
				if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
					t.Fatalf("non-finite sample %v", v)
				}
			}
			// No click at either end: the first and last frames are silent and
			// the last millisecond is all but silent.
			n := len(st)
			if a, b := math.Abs(float64(st[0])), math.Abs(float64(st[1])); a > 1e-3 || b > 1e-3 {
				t.Errorf("first frame (%.4f, %.4f), want ~0", st[0], st[1])
			}
			if tail := peak(st[n-Channels*SampleRate/1000:]); tail > 0.01 {
				t.Errorf("last millisecond peaks at %.4f, want < 0.01", tail)
			}
			// The start must not jump either: the first 0.1 ms stays small.
			if head := peak(st[:Channels*SampleRate/10000]); head > 0.05 {
				t.Errorf("first 0.1 ms peaks at %.4f, want < 0.05", head)
			}
			mean := 0.0
			for _, v := range x {
				mean += v
			}
			if mean /= float64(len(x)); math.Abs(mean) > 1e-3 {
				t.Errorf("DC offset %.5f, want ~0", mean)
			}
			if lo, hi := tt.onsets[0], tt.onsets[1]; hi > 0 {
				if o := onsets(x); o < lo || o > hi {
					t.Errorf("%d onsets, want %d..%d", o, lo, hi)
				}
			}
			if z := zeroCrossingRate(x); z < tt.brightness[0] || z > tt.brightness[1] {
				t.Errorf("zero-crossing rate %.0f/s, want within %.0f..%.0f", z, tt.brightness[0], tt.brightness[1])
			}
			if again := Synthesize(tt.s); !slices.Equal(st, again) {
				t.Error("two syntheses differ")
			}
		})
	}
}

func TestSynthesizeUnknown(t *testing.T) {
	for _, s := range []Sound{-1, soundCount, 99} {
		if got := Synthesize(s); got != nil {
			t.Errorf("Synthesize(%v) = %d samples, want nil", s, len(got))
		}
	}
}

func TestSoundsDiffer(t *testing.T) {
	for a := range soundCount {
		for b := a + 1; b < soundCount; b++ {
			if slices.Equal(Synthesize(a), Synthesize(b)) {
				t.Errorf("%v and %v are the same sound", a, b)
			}
		}
	}
}

// The clatter is seeds striking wood, the hop a soft tap: the clatter must be
// brighter and the hop much shorter.
func TestClatterBrighterThanHop(t *testing.T) {
	c, h := mono(Synthesize(SoundClatter)), mono(Synthesize(SoundHop))
	if zc, zh := zeroCrossingRate(c), zeroCrossingRate(h); zc < 1.5*zh {
		t.Errorf("clatter zero-crossing rate %.0f/s, want at least 1.5× the hop's %.0f/s", zc, zh)
	}
	if seconds(h) > seconds(c)/4 {
		t.Errorf("hop lasts %.3f s, clatter %.3f s: the hop should be far shorter", seconds(h), seconds(c))
	}
}

// The win rises: its last part is higher than its first.
func TestWinRises(t *testing.T) {
	x := mono(Synthesize(SoundWin))
	first := x[:frames(0.10)]            // the first note alone
	last := x[frames(0.40):frames(0.80)] // the top note ringing over the others
	zf, zl := zeroCrossingRate(first), zeroCrossingRate(last)
	if zl < 1.5*zf {
		t.Errorf("zero-crossing rate %.0f/s at the end vs %.0f/s at the start, want a rise of at least 1.5×", zl, zf)
	}
}

// The clatter's seeds are not all alike: their pans (left-right balance)
// differ, and so do their levels.
func TestClatterVaries(t *testing.T) {
	st := Synthesize(SoundClatter)
	var bal []float64
	for at := 0; at+frames(0.04) <= len(st)/2; at += frames(0.048) {
		var l, r float64
		for i := at; i < at+frames(0.04); i++ {
			l += math.Abs(float64(st[2*i]))
			r += math.Abs(float64(st[2*i+1]))
		}
		if l+r > 0 {
			bal = append(bal, (r-l)/(r+l))
		}
	}
	if len(bal) < 4 {
		t.Fatalf("only %d windows with sound", len(bal))
	}
	if spread := slices.Max(bal) - slices.Min(bal); spread < 0.3 {
		t.Errorf("stereo balance spread %.2f across impacts, want at least 0.3 (balances %.2f)", spread, bal)
	}
}
