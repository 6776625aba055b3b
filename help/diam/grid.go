package diam

import (
	"strconv"
	"strings"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/diam"
)

// grid lays the ring out as one row, cell 0 to cell 7, in the ring's
// order: a step left or right is a shift's.
func grid(rules.State) [][]int {
	row := make([]int, diam.Cells)
	for i := range row {
		row[i] = i
	}
	return [][]int{row}
}

// cellText says a cell's stack from its top down, with its height and
// whose pawn is on top, for a person who reads the board cell by cell:
//
//	cell 3: red on orange on red, level 3, yours on top
//	cell 5: black, level 1, the other side's on top
//	cell 6: empty
//
// "Yours" is the side of viewer, the player the person at the screen
// plays (a partner's pawn is the side's too); with no viewer (−1), whose
// pawn is on top is not said. In French, "la case 3 :
// rouge sur orange sur rouge, niveau 3, à vous au sommet".
func cellText(l help.Lang, st rules.State, viewer rules.Player, cell int) string {
	s, ok := st.(*diam.State)
	if !ok {
		return ""
	}
	h := s.Height(cell)
	fr := l == help.French
	name, names := "cell "+strconv.Itoa(cell), colourNames[:]
	if fr {
		name, names = "la case "+strconv.Itoa(cell), colourNamesFr[:]
	}
	if h == 0 {
		if fr {
			return name + "\u00a0: vide"
		}
		return name + ": empty"
	}
	pawns := make([]string, 0, h)
	for level := h; level >= 1; level-- {
		pawns = append(pawns, names[s.Pawn(cell, level)&3])
	}
	on, level, whose := " on ", "level ", "the other side's on top"
	if fr {
		on, level, whose = " sur ", "niveau ", "à l’adversaire au sommet"
	}
	if top := s.Owner(s.Pawn(cell, h)); s.Side(int(top)) == s.Side(int(viewer)) {
		whose = "yours on top"
		if fr {
			whose = "à vous au sommet"
		}
	}
	sep := ": "
	if fr {
		sep = "\u00a0: "
	}
	text := name + sep + strings.Join(pawns, on) + ", " + level + strconv.Itoa(h)
	if viewer < 0 {
		return text // no side at the screen to call "yours"
	}
	return text + ", " + whose
}
