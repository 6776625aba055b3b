package daryon

import (
	"strconv"

	"tabula/help"
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

// cellText says a cell of the board for the grid, as a person reads the
// board cell by cell: its name as the log names it, a corridor with its
// side ("corridor 2 of West", "le couloir 2 d’Ouest": each side has
// one), then the pawns on it or that it is empty:
//
//	the south junction: North's pawn b
//	home: South's pawns a and b and North's pawn c
//	corridor 2 of West: empty
//
// Numbers and corridors count from viewer's side, as the log names the
// cells for the person at the screen.
func cellText(l help.Lang, st rules.State, viewer rules.Player, cell int) string {
	s, ok := st.(*daryon.State)
	if !ok {
		return ""
	}
	fr := l == help.French
	side := daryon.South
	if viewer >= 0 && int(viewer) < s.Players() {
		side = s.Side(int(viewer))
	}
	name := cellName(l, side, daryon.Cell(cell))
	for d, corridor := range daryon.Corridors {
		for i, c := range corridor {
			switch {
			case int(c) != cell:
			case fr:
				name = "le couloir " + strconv.Itoa(i+1) + " " + help.Of(sideNames[help.French][d])
			default:
				name = "corridor " + strconv.Itoa(i+1) + " of " + sideNames[help.English][d]
			}
		}
	}
	seat := func(p rules.Player) string { return seatName(l, s.Players(), p) }
	return standing(l, name, pawnsOn(s, daryon.Cell(cell)), seat)
}
