package dejarik

import (
	"tabula/rules"
	"tabula/rules/dejarik"
)

// grid lays the round board out ring by ring, from the middle: the
// centre alone, then the inner ring I0 to I11, then the outer ring O0 to
// O11, each in its order round the board, so that a step along a row is a
// step round a ring and a step between rows goes along a spoke.
func grid(rules.State) [][]int {
	inner, outer := make([]int, dejarik.Ring), make([]int, dejarik.Ring)
	for i := range dejarik.Ring {
		inner[i], outer[i] = int(dejarik.Inner(i)), int(dejarik.Outer(i))
	}
	return [][]int{{int(dejarik.C)}, inner, outer}
}
