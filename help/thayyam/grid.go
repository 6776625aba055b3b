package thayyam

import (
	"tabula/rules"
	"tabula/rules/thayyam"
)

// grid lays the 5 × 5 board out as it is drawn: its rows from the top,
// each from left to right.
func grid(rules.State) [][]int {
	rows := make([][]int, 0, thayyam.Size)
	for y := thayyam.Size - 1; y >= 0; y-- {
		row := make([]int, thayyam.Size)
		for x := range row {
			row[x] = thayyam.Cell(x, y)
		}
		rows = append(rows, row)
	}
	return rows
}
