package daryon

import (
	"tabula/help"
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

// opening says what a game's first turns ask: the seeds thrown until one
// brings a pawn out.
func opening(l help.Lang, st rules.State) string {
	b, ok := st.(*daryon.State)
	if !ok {
		return ""
	}
	if l == help.French {
		return "Lancez les graines\u00a0: " + leavesHome(l, b) + "."
	}
	return "Throw the seeds: " + leavesHome(l, b) + "."
}
