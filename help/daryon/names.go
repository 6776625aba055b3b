package daryon

import (
	"tabula/rules"
	"tabula/rules/daryon"
)

// pieceName names a pawn by its letter, for the board, and reports whether
// it has its credit: the right to go home.
func pieceName(st rules.State, pl rules.Place) (string, bool) {
	g, ok := st.(*daryon.State)
	if !ok || pl.Player < 0 || int(pl.Player) >= g.Players() || pl.Piece < 0 || pl.Piece >= daryon.Pawns {
		return "", false
	}
	return letter(pl.Piece), g.MayGoHome(int(pl.Player), pl.Piece)
}
