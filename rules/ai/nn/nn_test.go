package nn

import (
	"math"
	"testing"

	"tabula/rules"
)

// TestQuantized checks that the network in integers gives the chances of
// the network in floats, within a point, for random weights and features.
func TestQuantized(t *testing.T) {
	rng := rules.NewRand(1)
	for _, outs := range []int{2, 3, 4} {
		n := NewNet(50, 32, outs, rng)
		for i := range n.B2 {
			n.B2[i] = rng.Float64() - 0.5
		}
		q := n.Quantize()
		s := n.NewScratch()
		for range 200 {
			var feats []int32
			for range 1 + rng.IntN(12) {
				feats = append(feats, int32(rng.IntN(50)))
			}
			p := n.Forward(feats, s)
			out := make([]int32, outs)
			q.Chances(feats, out)
			sum := int32(0)
			for i, c := range out {
				sum += c
				if d := math.Abs(float64(c)/One - p[i]); d > 0.01 {
					t.Fatalf("%d outputs, features %v: chance %d is %.4f in integers, %.4f in floats", outs, feats, i, float64(c)/One, p[i])
				}
			}
			if sum != One {
				t.Fatalf("the chances add up to %d", sum)
			}
		}
	}
}

// TestSoftmax checks the integer softmax against the float one.
func TestSoftmax(t *testing.T) {
	for _, l := range [][]int32{{0, 0}, {QA * QB, 0}, {0, -3 * QA * QB, 2 * QA * QB}, {40 * QA * QB, 0, 0, 0}} {
		out := make([]int32, len(l))
		Softmax(l, out)
		f := make([]float64, len(l))
		for i, x := range l {
			f[i] = float64(x) / (QA * QB)
		}
		softmax(f)
		for i := range l {
			if d := math.Abs(float64(out[i])/One - f[i]); d > 0.002 {
				t.Errorf("logits %v: %d gives %.4f, want %.4f", l, i, float64(out[i])/One, f[i])
			}
		}
	}
}

// TestExpLn checks this package's exponential and logarithm against the
// math package's.
func TestExpLn(t *testing.T) {
	for _, x := range []float64{0, -1e-9, -0.5, -1, -2.5, -10, -100, -700} {
		if got, want := exp(x), math.Exp(x); math.Abs(got-want) > 1e-13*want {
			t.Errorf("exp(%g) = %g, want %g", x, got, want)
		}
	}
	for _, x := range []float64{1e-12, 0.001, 0.5, 1, 2, 3.7} {
		if got, want := Ln(x), math.Log(x); math.Abs(got-want) > 1e-12 {
			t.Errorf("Ln(%g) = %g, want %g", x, got, want)
		}
	}
}

// TestMarshal checks that a file of networks reads back as written, and
// that a damaged one is refused.
func TestMarshal(t *testing.T) {
	rng := rules.NewRand(2)
	nets := []*QNet{NewNet(10, 4, 2, rng).Quantize(), NewNet(7, 3, 3, rng).Quantize()}
	file := Marshal(nets)
	back, err := Unmarshal(file)
	if err != nil {
		t.Fatal(err)
	}
	if string(Marshal(back)) != string(file) {
		t.Error("a file read back differs")
	}
	for _, bad := range [][]byte{nil, file[:len(file)-1], append(file[:len(file):len(file)], 0), []byte("TBNN\x02\x00")} {
		if _, err := Unmarshal(bad); err == nil {
			t.Errorf("%d bytes: no error", len(bad))
		}
	}
}

// sizes is an encoding of 10 features for two seats and 7 for three, for
// the networks of TestMarshal and TestShipped (it encodes no position).
type sizes struct{}

func (sizes) Inputs(players int) int                     { return map[int]int{2: 10, 3: 7}[players] }
func (sizes) Encode(rules.State, []int32) ([]int32, int) { panic("not a game") }

// TestShipped: a value built in is at hand at once; one that is not is
// nil until a file of the right networks is loaded, and a wrong file
// leaves it so; a second file does not replace the first.
func TestShipped(t *testing.T) {
	rng := rules.NewRand(3)
	file := Marshal([]*QNet{NewNet(10, 4, 2, rng).Quantize(), NewNet(7, 3, 3, rng).Quantize()})
	other := Marshal([]*QNet{NewNet(10, 4, 2, rng).Quantize(), NewNet(7, 3, 3, rng).Quantize()})
	if s := NewShipped("g.nn", sizes{}, []int{2, 3}, file); !s.Ready() || s.Value().Net(3) == nil {
		t.Error("built in: not at hand")
	}
	s := NewShipped("g.nn", sizes{}, []int{2, 3}, nil)
	if s.Ready() || s.Value() != nil || s.BuiltIn() != nil || s.File() != "g.nn" {
		t.Fatal("not built in: at hand before it is loaded")
	}
	for _, bad := range [][]byte{nil, file[:len(file)-1], Marshal([]*QNet{NewNet(10, 4, 2, rng).Quantize()})} {
		if err := s.Load(bad); err == nil || s.Ready() {
			t.Errorf("%d bytes: loaded (%v)", len(bad), err)
		}
	}
	if err := s.Load(file); err != nil || !s.Ready() {
		t.Fatalf("loading the file: %v", err)
	}
	first := s.Value()
	if err := s.Load(other); err != nil || s.Value() != first {
		t.Errorf("a second file replaced the first (%v)", err)
	}
}
