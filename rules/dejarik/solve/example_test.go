package solve_test

import (
	"fmt"

	"tabula/rules/dejarik"
)

// Example values White's first moves: the start is a draw, and two of the
// eight first moves already lose (by 1 point, in 40 plies): the straight
// exits O1-I1 and O4-I4, beside the gap between White's pairs. Best picks
// one of the six others.
func Example() {
	t, err := openTable()
	if err != nil {
		fmt.Println(err)
		return
	}
	st := dejarik.New()
	v, _ := t.Value(st)
	fmt.Println("start:", v)
	moves, _ := t.Moves(st)
	for _, mv := range moves {
		fmt.Println(st.FormatAction(mv.Action), mv.Value)
	}
	a, _ := t.Best(st, 1)
	fmt.Println("best with seed 1:", st.FormatAction(a))
	// Output:
	// start: draw
	// O0-C draw
	// O0-I0 draw
	// O1-C draw
	// O1-I1 loss -1 in 40
	// O4-C draw
	// O4-I4 loss -1 in 40
	// O5-C draw
	// O5-I5 draw
	// best with seed 1: O4-C
}

// ExampleTable_Lookup looks up the four-line threat: White has I0, I1, I2
// and threatens O3-I3; Black's three pawns can neither take I3 nor land
// beside White's line, so he loses 3 points in 2 plies.
func ExampleTable_Lookup() {
	t, err := openTable()
	if err != nil {
		fmt.Println(err)
		return
	}
	st, _ := dejarik.Parse("W:I0,I1,I2,O3 B:O6,O7,O8 to=B first=-")
	v, _ := t.Lookup(st)
	fmt.Println(v)
	// Output:
	// loss -3 in 2
}
