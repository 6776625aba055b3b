package thayyam

import (
	"tabula/help"
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

// opening says what a game's first turns ask: the cowries thrown until a
// 1 brings a piece onto its castle.
func opening(l help.Lang, st rules.State) string {
	if _, ok := st.(*thayyam.State); !ok {
		return ""
	}
	if l == help.French {
		return "Lancez les cauris\u00a0: un pion n’entre sur son château que sur un 1."
	}
	return "Throw the cowries: a piece enters, on its castle, only on a 1."
}
