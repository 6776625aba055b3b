package thayyam

import (
	"tabula/rules"
	"tabula/rules/thayyam"
)

// encoding reads a Thayyam position for the learned value (package
// tabula/rules/ai/nn). The seats are taken in turn order from the seat
// whose turn it is, and each has a block of features: for every place of a
// piece (waiting, the cells 0..24 of its circuit, out) and whether it is
// one of twins, one feature active once per piece there. Then what the
// seat whose turn it is holds: its pool (for each value, one feature per
// throw up to six), the bonus series owed (up to three), whether its series
// goes on; then the option twins=keep, and the seat whose turn it is.
// Last come the threats, which a small network would need many games to
// work out from the places alone, since each seat runs its own circuit:
// for each ordered pair of seats, one feature per piece of the second on
// an ordinary cell that a single piece of the first stands d cells behind
// on its own circuit (d = 1..24), and the same for twins behind twins.
type encoding struct{}

// Encoding is how the learned value reads a Thayyam position.
var Encoding = encoding{}

// places are a piece's places: waiting, the circuit's cells, out.
const places = thayyam.Out + 2

// seatFeatures is the size of one seat's block.
const seatFeatures = places * 2

// poolDepth is how many throws of one value the features count.
const poolDepth = 6

// Inputs returns the number of features of a game of players seats.
func (encoding) Inputs(players int) int {
	return threatsBase(players) + 2*players*(players-1)*thayyam.Centre
}

// threatsBase is where the threats' features start.
func threatsBase(players int) int { return players*seatFeatures + 5*poolDepth + 3 + 1 + 1 + players }

// poolIndex is the feature block of a throw's value in points.
var poolIndex = [9]int32{1: 0, 2: 1, 3: 2, 4: 3, 8: 4}

// Encode appends the active features of st to buf.
func (encoding) Encode(s rules.State, buf []int32) ([]int32, int) {
	st := s.(*thayyam.State)
	n := st.Players()
	turn := int(st.Turn())
	for r := range n {
		p := rules.Player((turn + r) % n)
		base := int32(r * seatFeatures)
		for i := range 4 {
			f := base + int32(2*(st.Progress(p, i)+1))
			if st.Twin(p, i) >= 0 {
				f++
			}
			buf = append(buf, f)
		}
	}
	base := int32(n * seatFeatures)
	var pool [16]int
	var count [5]int32
	for _, v := range st.Pool(pool[:0]) {
		i := poolIndex[v]
		if count[i] < poolDepth {
			buf = append(buf, base+i*poolDepth+count[i])
		}
		count[i]++
	}
	base += 5 * poolDepth
	for i := range min(st.Owed(), 3) {
		buf = append(buf, base+int32(i))
	}
	base += 3
	if st.ToMove() == rules.Chance {
		buf = append(buf, base)
	}
	if st.KeepTwins() {
		buf = append(buf, base+1)
	}
	buf = append(buf, base+2+int32(turn))
	return appendThreats(st, turn, buf), turn
}

// appendThreats appends the threats' features of st, seats in turn order
// from turn.
func appendThreats(st *thayyam.State, turn int, buf []int32) []int32 {
	n := st.Players()
	base := int32(threatsBase(n))
	var seat [4]int
	for r := range n {
		seat[r] = int(thayyam.SeatOf(n, rules.Player((turn+r)%n)))
	}
	pair := int32(0)
	for ra := range n {
		a := rules.Player((turn + ra) % n)
		for rv := range n {
			if rv == ra {
				continue
			}
			v := rules.Player((turn + rv) % n)
			for j := range 4 {
				tv := st.Progress(v, j)
				if tv < 0 || tv >= thayyam.Centre {
					continue
				}
				cell := thayyam.CellOf(thayyam.Seat(seat[rv]), tv)
				if thayyam.Marked(cell) {
					continue
				}
				twin := st.Twin(v, j) >= 0
				if twin && st.Twin(v, j) < j {
					continue // twins count once
				}
				u := int(progressAt[seat[ra]][cell])
				for i := range 4 {
					ta := st.Progress(a, i)
					if ta == thayyam.Waiting && !twin {
						ta = -1 // it enters with a 1: one cell behind its palace
					} else if ta < 0 || ta >= u || (st.Twin(a, i) >= 0) != twin || twin && st.Twin(a, i) < i {
						continue
					}
					f := base + (2*pair+b2i(twin))*thayyam.Centre + int32(u-ta-1)
					buf = append(buf, f)
				}
			}
			pair++
		}
	}
	return buf
}

// b2i is 1 for true.
func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// GivesUp reports whether a ends the moving phase of st, giving up the
// throws left in the pool.
func GivesUp(_ rules.State, a rules.Action) bool { return a == end }
