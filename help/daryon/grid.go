package daryon

import (
	"tabula/rules"
	"tabula/rules/daryon"
)

// grid lays the board out as it is drawn, North at the top: each row of
// the 9 × 9 board from the top, left to right, holds the cells a pawn can
// stand on (the loop, the corridors and the homes in the centre).
func grid(rules.State) [][]int {
	var on [daryon.Size * daryon.Size]bool
	for side := daryon.South; side <= daryon.East; side++ {
		for t := daryon.TStart; t <= daryon.THome; t++ {
			if c := daryon.PathCell(side, t); c != daryon.NoCell {
				on[c] = true
			}
		}
	}
	var rows [][]int
	for y := daryon.Size - 1; y >= 0; y-- {
		var row []int
		for x := range daryon.Size {
			if c := daryon.CellAt(x, y); on[c] {
				row = append(row, int(c))
			}
		}
		rows = append(rows, row)
	}
	return rows
}
