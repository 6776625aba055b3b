package daryon_test

import (
	"regexp"
	"strings"
	"testing"

	"tabula/help"
	"tabula/help/daryon"
	"tabula/help/helptest"
	"tabula/rules"
	rules_daryon "tabula/rules/daryon"
)

// raw matches what the words of Daryon never say: the rules' loop cells L0 to L31 and board cells (0 to 80), where the board shows 1 to 31.
var raw = regexp.MustCompile(`\bL\d|\bcell \d|\b(3[2-9]|[4-9]\d|\d{3,})\b`)

// TestFocusAgrees checks what Place and Focus say of every source and
// destination, in both languages, along the games of the golden logs.
func TestFocusAgrees(t *testing.T) {
	var hs []*rules.History
	for _, gg := range logGames {
		hs = append(hs, gg.Play(t, game))
	}
	n, probs := helptest.FocusProblems(daryon.Help, hs, 1, raw)
	for _, p := range probs {
		t.Error(p)
	}
	t.Logf("%d lines checked", n)
}

// TestFocus checks what the keyboard's cursor says on scripted positions,
// South to move: a pawn and where it can go, then each destination and
// what moving there does.
func TestFocus(t *testing.T) {
	trim := func(s string) string { return strings.TrimSuffix(s, ", a") }
	centre := int(rules_daryon.Centre)
	helptest.Focus(t, game, daryon.Help, []helptest.Spot{
		{Name: "a pawn at home", Steps: "throw 1", From: southHome, To: help.NoCell,
			En: "South's pawn a at home: it can go to corridor 1", Fr: "le pion a de Sud à la maison\u00a0: il peut aller au couloir 1"},
		{Name: "out of home", Steps: "throw 1", From: southHome, To: corridor(1).Cell,
			En: "corridor 1", Fr: "le couloir 1"},
		{Name: "a pawn on the loop", Steps: trim(capture), From: loop(0, 14), To: help.NoCell,
			En: "South's pawn a on 14: it can go to 19", Fr: "le pion a de Sud sur la case 14\u00a0: il peut aller à 19"},
		{Name: "a capture", Steps: trim(capture), From: loop(0, 14), To: loop(0, 19).Cell,
			En: "19: sends North's pawn a home; South's pawn a may now go home",
			Fr: "19\u00a0: renvoie à la maison le pion a de Nord\u00a0; le pion a de Sud peut désormais rentrer"},
		{Name: "an opposing pawn", Steps: trim(capture), From: loop(1, 19), To: help.NoCell,
			En: "North's pawn a on 19", Fr: "le pion a de Nord sur la case 19"},
		{Name: "a cell no move reaches", Steps: trim(capture), From: loop(0, 14), To: loop(0, 18).Cell,
			En: "18: empty", Fr: "18\u00a0: vide"},
		{Name: "a junction", Steps: trim(tour), From: loop(0, 26), To: help.NoCell,
			En: "South's pawn a on 26: it can go to the south junction", Fr: "le pion a de Sud sur la case 26\u00a0: il peut aller à la jonction sud"},
		{Name: "round again", Steps: trim(tour), From: loop(0, 26), To: loop(0, 0).Cell,
			En: "the south junction: round again as it may not go home yet", Fr: "la jonction sud\u00a0: refait un tour car il ne peut pas encore rentrer"},
		{Name: "a safe corner", Steps: trim(corner), From: loop(0, 15), To: loop(0, 20).Cell,
			En: "the north-east corner: a safe cell it shares with North's pawn a", Fr: "le coin nord-est\u00a0: case protégée qu’il partage avec le pion a de Nord"},
		{Name: "a pawn on its corridor", Steps: trim(home), From: corridor(1), To: help.NoCell,
			En: "South's pawn a on corridor 1: it can go home", Fr: "le pion a de Sud au couloir 1\u00a0: il peut aller à la maison"},
		{Name: "home", Steps: trim(home), From: corridor(1), To: centre,
			En: "home — 1 of 3 pawns home", Fr: "la maison — 1 pion sur 3 à la maison"},
		{Name: "the winner", Seed: 1, Step: 453, From: rules.Place{Cell: int(rules_daryon.Corridors[rules_daryon.North][0]), Player: 1, Piece: -1}, To: centre,
			En: "home — all three pawns home: North wins", Fr: "la maison — ses trois pions sont à la maison : Nord gagne"},
	})
}
