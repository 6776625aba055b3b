package dejarik_test

import (
	"regexp"
	"testing"

	"tabula/help"
	"tabula/help/dejarik"
	"tabula/help/helptest"
	"tabula/rules"
	rules_dejarik "tabula/rules/dejarik"
)

// raw matches what the words of Dejarik never say: the notation's cells (O5, I3, C) and cell numbers, where the board shows spokes 0 to 11.
var raw = regexp.MustCompile(`\b[OIC]\d*\b|\b(1[2-9]|[2-9]\d)\b`)

// TestFocusAgrees checks what Place and Focus say of every source and
// destination, in both languages, along the games of the golden logs.
func TestFocusAgrees(t *testing.T) {
	var hs []*rules.History
	for _, gg := range logGames {
		hs = append(hs, gg.Play(t, game))
	}
	n, probs := helptest.FocusProblems(dejarik.Help, hs, 1, raw)
	for _, p := range probs {
		t.Error(p)
	}
	t.Logf("%d lines checked", n)
}

// TestFocus checks what the keyboard's cursor says on scripted positions
// (White on O0 O1 O4 O5 moves first, Black is on O6 O7 O10 O11): a pawn and
// where it can go, then each destination and what moving there does.
func TestFocus(t *testing.T) {
	const white, black = rules_dejarik.White, rules_dejarik.Black
	helptest.Focus(t, game, dejarik.Help, []helptest.Spot{
		{Name: "a first move", From: at(t, white, "O0"), To: help.NoCell,
			En: "White's pawn on outer 0: it can go to the centre or inner 0", Fr: "le pion de Blanc sur la case extérieure 0\u00a0: il peut aller au centre ou à la case intérieure 0"},
		{Name: "the centre", From: at(t, white, "O0"), To: cell(t, "C"),
			En: "the centre", Fr: "le centre"},
		{Name: "diagonal exits", Steps: "O0-I0, O6-I6", From: at(t, white, "O4"), To: help.NoCell,
			En: "White's pawn on outer 4: it can go to the centre, inner 2, 3, 4 or 5", Fr: "le pion de Blanc sur la case extérieure 4\u00a0: il peut aller au centre, à la case intérieure 2, 3, 4 ou 5"},
		{Name: "an inner pawn", Steps: "O0-I0, O6-I6", From: at(t, white, "I0"), To: help.NoCell,
			En: "White's pawn on inner 0: it can go to outer 0", Fr: "le pion de Blanc sur la case intérieure 0\u00a0: il peut aller à la case extérieure 0"},
		{Name: "from the centre", Steps: "O0-C, O6-I6", From: at(t, white, "C"), To: help.NoCell,
			En: "White's pawn on the centre: it can go to outer 0, 2, 3, 8 or 9", Fr: "le pion de Blanc au centre : il peut aller à la case extérieure 0, 2, 3, 8 ou 9"},
		{Name: "the opponent's pawn", From: at(t, black, "O6"), To: help.NoCell,
			En: "Black's pawn on outer 6", Fr: "le pion de Noir sur la case extérieure 6"},
		{Name: "an empty cell", From: at(t, white, "O0"), To: cell(t, "I1"),
			En: "inner 1: empty", Fr: "la case intérieure 1\u00a0: vide"},
		{Name: "an augmented exit", Steps: "O5-I5, O6-I6", From: at(t, white, "O0"), To: cell(t, "I3"),
			En: "inner 3: lands in front of its own pawn on outer 1 and goes on to inner 3", Fr: "la case intérieure 3\u00a0: arrive devant son pion de la case extérieure 1 et continue jusqu’à la case intérieure 3"},
		{Name: "a capture", Steps: "O4-I4, O10-I10, O0-I0", From: at(t, black, "O6"), To: cell(t, "I5"),
			En: "inner 5: removes White's pawn on inner 4", Fr: "la case intérieure 5\u00a0: tue le pion de Blanc sur la case intérieure 4"},
		{Name: "a line of four", Steps: "O4-I4, O10-I10, O5-I5, O11-I11, O1-I3, I10-O10", From: at(t, white, "O0"), To: cell(t, "I2"),
			En: "inner 2 — its four pawns side by side on inner 2, 3, 4 and 5: White wins 3 points", Fr: "la case intérieure 2 — ses quatre pions côte à côte sur les cases intérieures 2, 3, 4 et 5\u00a0: Blanc gagne 3 points"},
		{Name: "a repetition", Steps: "O0-I0, O6-I6, I0-O0, I6-O6, O0-I0, O6-I6, I0-O0, I6-O6, O0-I0", From: at(t, black, "O6"), To: cell(t, "I6"),
			En: "inner 6 — the same position for the third time: a draw, 1 point each", Fr: "la case intérieure 6 — la même position pour la troisième fois\u00a0: partie nulle, 1 point chacun"},
	})
}
