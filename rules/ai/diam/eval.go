package diam

import (
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/diam"
)

// score scores a finished game for side 0 (red/orange).
func score(st *diam.State) int {
	r := st.Result()
	if r.Status != rules.Win {
		return 0
	}
	for seat := range st.Players() {
		if r.Winners.Has(rules.Player(seat)) {
			if st.Side(seat) == 0 {
				return ai.WinScore
			}
			return -ai.WinScore
		}
	}
	return 0
}

// evaluate judges a position for side 0 by its threats: the diams each side
// could make in one move if it were its turn, by a drop on the cell facing a
// pawn of a colour still in reserve, or by shifting a pile beside the cell
// facing its pawns. A threat of the side to move is nearly a win; threats of
// the other side must be parried, and two at once seldom can.
func evaluate(st *diam.State) int {
	var threats [2]int
	var h [8]int
	for c := range 8 {
		h[c] = st.Height(c)
	}
	proto := st.Prototype()
	// Drops: a pawn dropped on cell o lands at level h[o]+1.
	for c := range 8 {
		o := (c + 4) & 7
		l := h[o] + 1
		if proto || l < 2 || l > h[c] {
			continue
		}
		if x := st.Pawn(c, l); st.Reserve(x) > 0 {
			threats[st.Side(int(st.Owner(x)))]++
		}
	}
	// Shifts: the pile from level l of cell n goes onto cell m = n±1 and
	// its pawn at level l+j lands at level h[m]+1+j, facing cell m+4.
	for n := range 8 {
		for l := 1; l <= h[n]; l++ {
			mover := colourSide(st.Pawn(n, l))
			for _, m := range [2]int{(n + 7) & 7, (n + 1) & 7} {
				if h[m]+h[n]-l+1 > diam.MaxHeight {
					continue
				}
				f := (m + 4) & 7
				best, bestSide := 0, 0
				for j := 0; l+j <= h[n]; j++ {
					lv := h[m] + 1 + j
					if lv < 2 || lv > h[f] {
						continue // f is neither n nor m: the shift leaves it as it is
					}
					if x := st.Pawn(n, l+j); x == st.Pawn(f, lv) && lv > best {
						best, bestSide = lv, colourSide(x)
					}
				}
				if best > 0 && bestSide == mover {
					threats[mover]++
				}
			}
		}
	}
	toMove := 0
	if p := st.ToMove(); p >= 0 {
		toMove = st.Side(int(p))
	}
	v := 0
	for side, t := range threats {
		w := 150 * t
		if t >= 2 {
			w += 200
		}
		if side == toMove && t > 0 {
			w += 600
		}
		if side == 1 {
			w = -w
		}
		v += w
	}
	return v
}

// colourSide returns the side of a colour: red and orange are side 0,
// brown and black side 1.
func colourSide(colour int) int { return colour >> 1 }
