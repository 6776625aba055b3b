// Package nn is the learned value of the race games: a small network that
// reads a position as a list of active features and gives each seat its
// chance to win. It is trained in floats ([Net], by package
// tabula/rules/ai/td and cmd/train) and played in integers ([QNet]), as
// Stockfish's NNUE is: the weights are quantized once, the hidden layer is
// an integer accumulator clipped to [0, 127], and the chances come out of an
// integer softmax, so that a position gets the same chances, and a search
// the same move, on every processor and in the browser.
//
// The network has one hidden layer: the sum of the rows of the active
// features (a feature may be active several times, counting pieces) plus a
// bias, clipped to [0, 1] (the clipped ReLU of NNUE), then one output per
// seat, and a softmax over the seats. The seats are those of the position's
// own order (see [Encoding]): output 0 is the seat whose turn it is.
//
// Training is deterministic too: every product in a sum is rounded by an
// explicit conversion before it is added, so that no processor fuses a
// multiplication and an addition (the Go specification allows that fusion
// otherwise), and the exponential is this package's own, not the math
// package's, which has processor-specific versions. The same seed then
// gives the same weights, byte for byte, natively and in WebAssembly.
package nn

import (
	"math"
	"math/rand/v2"
)

// One is a chance of 1 in the integer chances of [QNet.Chances].
const One = 1 << 16

// Quantization: a hidden unit's activation 1.0 is QA, an output weight 1.0
// is QB, so an output logit 1.0 is QA*QB.
const (
	QA = 127
	QB = 256
)

// Net is a network in floats, for training.
type Net struct {
	Inputs, Hidden, Outputs int
	W1                      []float64 // Inputs rows of Hidden weights
	B1                      []float64 // Hidden
	W2                      []float64 // Outputs rows of Hidden weights
	B2                      []float64 // Outputs
}

// NewNet returns a network with small random weights drawn from rng: the
// hidden units start in the middle of their linear range, so that none is
// dead at the start.
func NewNet(inputs, hidden, outputs int, rng *rand.Rand) *Net {
	n := &Net{
		Inputs: inputs, Hidden: hidden, Outputs: outputs,
		W1: make([]float64, inputs*hidden), B1: make([]float64, hidden),
		W2: make([]float64, outputs*hidden), B2: make([]float64, outputs),
	}
	for i := range n.W1 {
		n.W1[i] = (rng.Float64()*2 - 1) * 0.15
	}
	for i := range n.B1 {
		n.B1[i] = 0.5
	}
	for i := range n.W2 {
		n.W2[i] = (rng.Float64()*2 - 1) * 0.3
	}
	return n
}

// Scratch holds what one forward and backward pass needs, so that a
// training loop allocates nothing.
type Scratch struct {
	z, a, p, dz []float64
}

// NewScratch returns the scratch space of n.
func (n *Net) NewScratch() *Scratch {
	return &Scratch{
		z: make([]float64, n.Hidden), a: make([]float64, n.Hidden),
		p: make([]float64, n.Outputs), dz: make([]float64, n.Hidden),
	}
}

// Forward returns each output's chance for the active features feats (an
// index may repeat), in the scratch space: valid until its next use.
func (n *Net) Forward(feats []int32, s *Scratch) []float64 {
	h := n.Hidden
	copy(s.z, n.B1)
	for _, f := range feats {
		row := n.W1[int(f)*h : int(f)*h+h]
		for j, w := range row {
			s.z[j] += w
		}
	}
	for j, z := range s.z {
		s.a[j] = min(max(z, 0), 1)
	}
	for i := range n.Outputs {
		row := n.W2[i*h : i*h+h]
		l := n.B2[i]
		for j, w := range row {
			l += float64(w * s.a[j])
		}
		s.p[i] = l
	}
	softmax(s.p)
	return s.p
}

// Train moves n's weights one step of rate toward chances target for the
// features feats, by the gradient of the cross-entropy, and returns the
// cross-entropy before the step.
func (n *Net) Train(feats []int32, target []float64, rate float64, s *Scratch) float64 {
	p := n.Forward(feats, s)
	h := n.Hidden
	loss := 0.0
	for i, t := range target {
		if t > 0 {
			loss -= float64(t * Ln(max(p[i], 1e-12)))
		}
	}
	clear(s.dz)
	for i := range n.Outputs {
		g := p[i] - target[i] // d loss / d logit i
		row := n.W2[i*h : i*h+h]
		for j := range row {
			s.dz[j] += float64(g * row[j])
			row[j] -= float64(rate * float64(g*s.a[j]))
		}
		n.B2[i] -= float64(rate * g)
	}
	for j, z := range s.z {
		if z <= 0 || z >= 1 {
			s.dz[j] = 0 // the clipped ReLU lets no gradient through there
		}
		s.dz[j] = float64(rate * s.dz[j])
		n.B1[j] -= s.dz[j]
	}
	for _, f := range feats {
		row := n.W1[int(f)*h : int(f)*h+h]
		for j := range row {
			row[j] -= s.dz[j]
		}
	}
	return loss
}

// softmax turns logits into chances, in place.
func softmax(v []float64) {
	top := v[0]
	for _, x := range v[1:] {
		top = max(top, x)
	}
	sum := 0.0
	for i, x := range v {
		v[i] = exp(x - top)
		sum += v[i]
	}
	for i := range v {
		v[i] /= sum
	}
}

// exp returns e to the x for x ≤ 0 in plain arithmetic: x = k ln 2 + r with
// |r| ≤ ln 2 / 2, then a Taylor polynomial of r, scaled by 2^k exactly.
// It is the same on every processor (math.Exp has assembly versions).
func exp(x float64) float64 {
	if x < -700 {
		return 0
	}
	k := math.Floor(x/math.Ln2 + 0.5)
	r := x - float64(k*math.Ln2)
	p := 1.0
	for i := 13; i >= 1; i-- {
		p = 1 + float64(r*p)/float64(i)
	}
	return math.Ldexp(p, int(k))
}

// Ln returns the natural logarithm of x > 0 in plain arithmetic, for
// losses: x = m 2^k with m in [√½, √2), then the series of atanh.
func Ln(x float64) float64 {
	m, k := math.Frexp(x)
	if m < math.Sqrt2/2 {
		m, k = m*2, k-1
	}
	u := (m - 1) / (m + 1)
	u2 := float64(u * u)
	s, term := 0.0, u
	for i := 1; i < 40; i += 2 {
		s += term / float64(i)
		term = float64(term * u2)
	}
	return float64(2*s) + float64(float64(k)*math.Ln2)
}
