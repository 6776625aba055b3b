package diam_test

import (
	"regexp"
	"strings"
	"testing"

	"tabula/help"
	"tabula/help/diam"
	"tabula/help/helptest"
	"tabula/rules"
	rules_diam "tabula/rules/diam"
)

// raw matches what the words of Diam never say: the notation's drops and shifts (R@3, 3.2-) and numbers past the 8 cells and 4 levels.
var raw = regexp.MustCompile(`[ROBK]@|\d\.\d|\b([89]|\d\d+)\b|level [05-9]`)

// TestFocusAgrees checks what Place and Focus say of every source and
// destination, in both languages, along the games of the golden logs and
// random games of three and four players.
func TestFocusAgrees(t *testing.T) {
	var hs []*rules.History
	for _, gg := range logGames {
		hs = append(hs, gg.Play(t, game))
	}
	for seed := range uint64(4) {
		for _, opts := range []string{"players=3", "players=4 rules=prototype"} {
			o, err := game.ParseOptions(strings.Fields(opts))
			if err != nil {
				t.Fatal(err)
			}
			hs = append(hs, helptest.Random(t, game, o, 10+seed))
		}
	}
	n, probs := helptest.FocusProblems(diam.Help, hs, 1, raw)
	for _, p := range probs {
		t.Error(p)
	}
	t.Logf("%d lines checked", n)
}

// TestFocus checks what the keyboard's cursor says on scripted positions
// (seat 0 plays first): a reserve or a pawn and where it can go, then each
// destination and how moving there ends the game.
func TestFocus(t *testing.T) {
	helptest.Focus(t, game, diam.Help, []helptest.Spot{
		{Name: "a reserve", From: reserve(0, rules_diam.Red), To: help.NoCell,
			En: "one of the 4 red pawns in the reserve: it can go to cell 0, 1, 2, 3, 4, 5, 6 or 7", Fr: "un des 4 pions rouges de la réserve\u00a0: il peut aller à la case 0, 1, 2, 3, 4, 5, 6 ou 7"},
		{Name: "the last pawn of a reserve", Steps: "R@0, B@1, R@0, B@1, R@2, B@5", From: reserve(0, rules_diam.Red), To: help.NoCell,
			En: "the last red pawn in the reserve: it can go to cell 0, 1, 2, 3, 4, 5, 6 or 7", Fr: "le dernier pion rouge de la réserve\u00a0: il peut aller à la case 0, 1, 2, 3, 4, 5, 6 ou 7"},
		{Name: "a drop on a pawn", Steps: "R@3, B@5", From: reserve(0, rules_diam.Orange), To: 5,
			En: "cell 5, level 2", Fr: "la case 5, niveau 2"},
		{Name: "a shift", Steps: "R@3, B@5", From: board(0, 3, 1), To: help.NoCell,
			En: "a red pawn on cell 3, level 1: it can go to cell 2 or 4", Fr: "un pion rouge sur la case 3, niveau 1\u00a0: il peut aller à la case 2 ou 4"},
		{Name: "a pile", Steps: "R@4, B@4, O@4, B@3, R@3, K@3", From: board(0, 3, 2), To: help.NoCell,
			En: "a red pawn on cell 3, level 2, under the black pawn: it can go to cell 2", Fr: "un pion rouge sur la case 3, niveau 2, sous le pion noir\u00a0: il peut aller à la case 2"},
		{Name: "a pile's destination", Steps: "R@4, B@4, O@4, B@3, R@3, K@3", From: board(0, 3, 2), To: 2,
			En: "cell 2, level 1", Fr: "la case 2, niveau 1"},
		{Name: "the other side's pawn", Steps: "R@3, B@5", From: board(1, 5, 1), To: help.NoCell,
			En: "a brown pawn on cell 5, level 1", Fr: "un pion marron sur la case 5, niveau 1"},
		{Name: "a cell", Steps: "R@3, B@5", From: board(0, 3, 1), To: 6,
			En: "cell 6: empty", Fr: "la case 6\u00a0: vide"},
		{Name: "a partner's pawn", Options: "players=4", Steps: "R@3, B@4, O@5, K@6", From: board(0, 5, 1), To: help.NoCell,
			En: "an orange pawn on cell 5, level 1: it can go to cell 4 or 6", Fr: "un pion orange sur la case 5, niveau 1\u00a0: il peut aller à la case 4 ou 6"},
		{Name: "a diam", Steps: "R@0, B@0, R@4", From: reserve(1, rules_diam.Brown), To: 4,
			En: "cell 4, level 2 — a brown diam on cells 0 and 4 at level 2: a win for Brown and black", Fr: "la case 4, niveau 2 — un diam marron sur les cases 0 et 4 au niveau 2\u00a0: victoire pour Marron et noir"},
		// An orange drop on cell 4 also ends on cell 4, level 1, and makes
		// no diam: each kind of move is said.
		{Name: "a diam for the other side", Steps: "R@0, B@0, O@3, B@3", From: board(0, 3, 1), To: 4,
			En: "cell 4, level 1 — if shifted there, a brown diam on cells 0 and 4 at level 2, made for the other side: a win for Brown and black", Fr: "la case 4, niveau 1 — s’il y est déplacé, un diam marron sur les cases 0 et 4 au niveau 2, fait pour l’autre camp\u00a0: victoire pour Marron et noir"},
		// Brown and black can drop a brown pawn on cell 4, level 1, too.
		{Name: "a repetition", Steps: "R@0, B@4, 0.1+, 4.1+, 1.1-, 5.1-, 0.1+, 4.1+, 1.1-", From: board(1, 5, 1), To: 4,
			En: "cell 4, level 1 — if shifted there, the same position for the third time: a draw", Fr: "la case 4, niveau 1 — s’il y est déplacé, la même position pour la troisième fois\u00a0: partie nulle"},
	})
}
