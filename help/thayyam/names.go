package thayyam

import (
	"tabula/rules"
	"tabula/rules/thayyam"
)

// pieceName names a piece by its letter, for the board. No right of a
// Thayyam piece is said beside its name.
func pieceName(st rules.State, pl rules.Place) (string, bool) {
	if _, ok := st.(*thayyam.State); !ok || pl.Player < 0 || pl.Piece < 0 || pl.Piece >= 26 {
		return "", false
	}
	return letter(pl.Piece), false
}
