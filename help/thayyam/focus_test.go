package thayyam_test

import (
	"regexp"
	"strings"
	"testing"

	"tabula/help"
	"tabula/help/helptest"
	"tabula/help/thayyam"
	"tabula/rules"
	rules_thayyam "tabula/rules/thayyam"
)

// raw matches what the words of Thayyam never say: the notation's units ("a:", "ab:") and numbers past 23, the last one a circuit counts before the centre.
var raw = regexp.MustCompile(`\b[a-d]{1,2}:|\b(2[4-9]|[3-9]\d)\b`)

// TestFocusAgrees checks what Place and Focus say of every source and
// destination, in both languages, along the games of the golden logs.
func TestFocusAgrees(t *testing.T) {
	var hs []*rules.History
	for _, gg := range logGames {
		hs = append(hs, gg.Play(t, game))
	}
	n, probs := helptest.FocusProblems(thayyam.Help, hs, 1, raw)
	for _, p := range probs {
		t.Error(p)
	}
	t.Logf("%d lines checked", n)
}

// north returns the place of North's pieces t cells along their circuit.
func north(t int) rules.Place {
	return rules.Place{Cell: rules_thayyam.CellOf(rules_thayyam.SeatNorth, t), Player: 1, Piece: -1}
}

// TestFocus checks what the keyboard's cursor says on scripted positions:
// a piece or twins and where they can go, then each destination and what
// moving there does. Cells are counted along the circuit of the piece said.
func TestFocus(t *testing.T) {
	before := func(s, last string) string { return strings.TrimSuffix(s, ", "+last) }
	helptest.Focus(t, game, thayyam.Help, []helptest.Spot{
		{Name: "a waiting piece", Steps: "throw 1, throw 3", From: south(-1), To: help.NoCell,
			En: "South's piece a, waiting off the board: it can go to its castle", Fr: "le pion a de Sud, en attente hors du plateau\u00a0: il peut aller à son château"},
		{Name: "its castle", Steps: "throw 1, throw 3", From: south(-1), To: cell(0),
			En: "its castle", Fr: "son château"},
		{Name: "throws added up", Steps: "throw 1, throw 4, throw 2, a:in", From: south(0), To: help.NoCell,
			En: "South's piece a on its castle: it can go to 2, the east castle or 6", Fr: "le pion a de Sud sur son château\u00a0: il peut aller à 2, au château de l’est ou à 6"},
		{Name: "a cell no move reaches", Steps: "throw 1, throw 4, throw 2, a:in", From: south(0), To: cell(5),
			En: "5: empty", Fr: "5\u00a0: vide"},
		{Name: "a capture", Steps: before(capture, "a:8+2"), From: north(0), To: north(10).Cell,
			En: "10: sends South's piece a off", Fr: "10\u00a0: chasse du jeu le pion a de Sud"},
		{Name: "another player's piece", Steps: before(capture, "a:8+2"), From: south(2), To: help.NoCell,
			En: "South's piece a on 2", Fr: "le pion a de Sud sur la case 2"},
		{Name: "twins", Steps: pair, From: south(8), To: help.NoCell,
			En: "South's twins a and b on the opposite castle: they can go to 9", Fr: "les jumeaux a et b de Sud sur le château opposé\u00a0: ils peuvent aller à 9"},
		{Name: "twins sent off", Steps: before(twins, "ab:8+8+8"), From: north(8), To: north(20).Cell,
			En: "20: sends South's twins a and b off", Fr: "20\u00a0: chasse du jeu les jumeaux a et b de Sud"},
		{Name: "twins on the centre", Steps: twins + ", end, throw 0, throw 2", From: north(20), To: north(24).Cell,
			En: "the centre, where they split into single pieces", Fr: "le centre, où ils se séparent"},
	})
}
