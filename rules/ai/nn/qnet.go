package nn

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// QNet is a network with quantized weights, played in integers: a hidden
// weight w is round(w·QA) in an int16, an output weight round(w·QB), an
// output bias round(b·QA·QB) in an int32.
type QNet struct {
	Inputs, Hidden, Outputs int
	W1                      []int16 // Inputs rows of Hidden weights
	B1                      []int16
	W2                      []int16 // Outputs rows of Hidden weights
	B2                      []int32
}

// Quantize returns n's weights quantized, each rounded to the nearest
// integer and clamped to its type.
func (n *Net) Quantize() *QNet {
	q := &QNet{Inputs: n.Inputs, Hidden: n.Hidden, Outputs: n.Outputs,
		W1: make([]int16, len(n.W1)), B1: make([]int16, len(n.B1)),
		W2: make([]int16, len(n.W2)), B2: make([]int32, len(n.B2))}
	q16 := func(x float64) int16 { return int16(min(max(math.Round(x), math.MinInt16), math.MaxInt16)) }
	for i, w := range n.W1 {
		q.W1[i] = q16(w * QA)
	}
	for i, w := range n.B1 {
		q.B1[i] = q16(w * QA)
	}
	for i, w := range n.W2 {
		q.W2[i] = q16(w * QB)
	}
	for i, w := range n.B2 {
		q.B2[i] = int32(min(max(math.Round(w*QA*QB), -1<<30), 1<<30))
	}
	return q
}

// MaxHidden bounds the hidden units of a QNet, for its stack buffer.
const MaxHidden = 256

// Logits appends the output logits for the active features feats to buf, in
// units of 1/(QA·QB).
func (q *QNet) Logits(feats []int32, buf []int32) []int32 {
	h := q.Hidden
	var acc [MaxHidden]int32
	for j, b := range q.B1 {
		acc[j] = int32(b)
	}
	for _, f := range feats {
		row := q.W1[int(f)*h : int(f)*h+h]
		for j, w := range row {
			acc[j] += int32(w)
		}
	}
	for j := range h {
		acc[j] = min(max(acc[j], 0), QA)
	}
	for i := range q.Outputs {
		row := q.W2[i*h : i*h+h]
		l := q.B2[i]
		for j, w := range row {
			l += int32(w) * acc[j]
		}
		buf = append(buf, l)
	}
	return buf
}

// Chances writes into out (of q.Outputs entries) each output's chance for
// the active features feats, in units of [One], adding up to One exactly.
func (q *QNet) Chances(feats []int32, out []int32) {
	var buf [8]int32
	Softmax(q.Logits(feats, buf[:0]), out)
}

// expTable[k] is e^(-k/256) in units of 2^30, worked out in integers
// (each entry the previous times e^(-1/256) in units of 2^32), so that it
// is the same everywhere.
var expTable = func() (t [16*256 + 1]uint32) {
	const r = 4278222805 // e^(-1/256) · 2^32, rounded
	x := uint64(1 << 30)
	for k := range t {
		t[k] = uint32(x)
		x = (x*r + 1<<31) >> 32
	}
	return t
}()

// Softmax writes into out the chances of the logits (units of 1/(QA·QB)),
// in units of [One], adding up to One exactly: the remainder of the
// rounding goes to the first of the likeliest.
func Softmax(logits []int32, out []int32) {
	top, at := logits[0], 0
	for i, l := range logits {
		if l > top {
			top, at = l, i
		}
	}
	var e [8]uint64
	sum := uint64(0)
	for i, l := range logits {
		k := (int64(top-l)*256 + QA*QB/2) / (QA * QB)
		e[i] = uint64(expTable[min(k, int64(len(expTable)-1))])
		sum += e[i]
	}
	given := int32(0)
	for i := range logits {
		out[i] = int32(e[i] * One / sum)
		given += out[i]
	}
	out[at] += One - given
}

// A file of networks, as [Marshal] writes it and [Unmarshal] reads it:
// "TBNN", a version byte, the number of networks; then for each, its
// Inputs, Hidden and Outputs as uint16, then W1, B1 and W2 as int16 and B2
// as int32, little-endian.
const magic = "TBNN\x01"

// Marshal writes nets as a file.
func Marshal(nets []*QNet) []byte {
	b := []byte(magic)
	b = append(b, byte(len(nets)))
	for _, q := range nets {
		b = binary.LittleEndian.AppendUint16(b, uint16(q.Inputs))
		b = binary.LittleEndian.AppendUint16(b, uint16(q.Hidden))
		b = binary.LittleEndian.AppendUint16(b, uint16(q.Outputs))
		for _, ws := range [][]int16{q.W1, q.B1, q.W2} {
			for _, w := range ws {
				b = binary.LittleEndian.AppendUint16(b, uint16(w))
			}
		}
		for _, w := range q.B2 {
			b = binary.LittleEndian.AppendUint32(b, uint32(w))
		}
	}
	return b
}

// Unmarshal reads a file of networks written by Marshal.
func Unmarshal(b []byte) ([]*QNet, error) {
	if len(b) < len(magic)+1 || string(b[:len(magic)]) != magic {
		return nil, errors.New("nn: not a file of networks")
	}
	n := int(b[len(magic)])
	b = b[len(magic)+1:]
	nets := make([]*QNet, n)
	for k := range nets {
		if len(b) < 6 {
			return nil, errors.New("nn: file cut short")
		}
		q := &QNet{Inputs: int(binary.LittleEndian.Uint16(b)), Hidden: int(binary.LittleEndian.Uint16(b[2:])),
			Outputs: int(binary.LittleEndian.Uint16(b[4:]))}
		b = b[6:]
		if q.Hidden > MaxHidden || q.Outputs > 8 || q.Outputs < 1 {
			return nil, fmt.Errorf("nn: network %d: %d hidden units and %d outputs", k, q.Hidden, q.Outputs)
		}
		need := 2*(q.Inputs*q.Hidden+q.Hidden+q.Outputs*q.Hidden) + 4*q.Outputs
		if len(b) < need {
			return nil, errors.New("nn: file cut short")
		}
		read16 := func(n int) []int16 {
			ws := make([]int16, n)
			for i := range ws {
				ws[i] = int16(binary.LittleEndian.Uint16(b))
				b = b[2:]
			}
			return ws
		}
		q.W1, q.B1, q.W2 = read16(q.Inputs*q.Hidden), read16(q.Hidden), read16(q.Outputs*q.Hidden)
		q.B2 = make([]int32, q.Outputs)
		for i := range q.B2 {
			q.B2[i] = int32(binary.LittleEndian.Uint32(b))
			b = b[4:]
		}
		nets[k] = q
	}
	if len(b) != 0 {
		return nil, errors.New("nn: bytes after the last network")
	}
	return nets, nil
}
