package daryon

import (
	"tabula/rules"
	"tabula/rules/daryon"
)

// encoding reads a Daryon position for the learned value (package
// tabula/rules/ai/nn). The seats are taken in turn order from the seat
// whose turn it is, and each has a block of features: for every progress t
// (0..40) and credit, one feature active once per pawn there, as
// TD-Gammon counts the checkers on a point. Then the throw to use (at a
// decision), the options, and the seat whose turn it is (with three seats
// the board is not the same seen from every seat).
type encoding struct{}

// Encoding is how the learned value reads a Daryon position.
var Encoding = encoding{}

// seatFeatures is the size of one seat's block.
const seatFeatures = (daryon.THome + 1) * 2

// Inputs returns the number of features of a game of players seats.
func (encoding) Inputs(players int) int { return players*seatFeatures + 7 + 3 + players }

// Encode appends the active features of st to buf.
func (encoding) Encode(s rules.State, buf []int32) ([]int32, int) {
	st := s.(*daryon.State)
	n := st.Players()
	turn := st.Turn()
	for r := range n {
		seat := (turn + r) % n
		base := int32(r * seatFeatures)
		for k := range daryon.Pawns {
			f := base + int32(2*st.Progress(seat, k))
			if st.MayGoHome(seat, k) {
				f++
			}
			buf = append(buf, f)
		}
	}
	base := int32(n * seatFeatures)
	if k, _ := st.Thrown(); k >= 0 && st.ToMove() >= 0 {
		buf = append(buf, base+int32(k))
	}
	base += 7
	for i, on := range [3]bool{st.MultiExits(), st.SharedCredit(), st.GreyJunctions()} {
		if on {
			buf = append(buf, base+int32(i))
		}
	}
	return append(buf, base+3+int32(turn)), turn
}
