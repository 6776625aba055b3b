package diam_test

import (
	"flag"
	"strings"
	"testing"

	"tabula/help"
	"tabula/help/diam"
	"tabula/help/helptest"
	"tabula/rules"
	rules_diam "tabula/rules/diam"
)

var update = flag.Bool("update", false, "rewrite testdata/log.golden and log.fr.golden")

var game = rules_diam.Game

// blocked drops all sixteen pawns so that red and orange, to move, cannot
// shift a pawn of theirs, every neighbouring pile being too high: the
// position "0:ORR 1:OOKB 2:KK 6:BBK 7:RORB" of the rules' tests.
const blocked = "O@1, K@2, O@1, K@2, O@0, B@6, R@0, B@6, R@0, K@6, R@7, K@1, O@7, B@1, R@7, B@7, pass"

// TestDescribe checks the sentence of every kind of move and event of Diam
// on scripted games (seat 0 plays first): the last step of each script.
func TestDescribe(t *testing.T) {
	helptest.Describe(t, game, diam.Help, []helptest.Case{
		{Name: "a drop", Steps: "R@3", En: "Red and orange: a red pawn dropped on cell 3, level 1", Fr: "Rouge et orange\u00a0: un pion rouge posé sur la case 3, niveau 1"},
		{Name: "a drop on a pile", Steps: "R@3, B@3", En: "Brown and black: a brown pawn dropped on cell 3, level 2", Fr: "Marron et noir\u00a0: un pion marron posé sur la case 3, niveau 2"},
		{Name: "a shift", Steps: "R@3, B@5, 3.1+", En: "Red and orange: a red pawn shifted from cell 3, level 1, to cell 4, level 1", Fr: "Rouge et orange\u00a0: un pion rouge déplacé de la case 3, niveau 1, à la case 4, niveau 1"},
		{Name: "a shift onto a pile", Steps: "R@3, B@4, 3.1+", En: "Red and orange: a red pawn shifted from cell 3, level 1, to cell 4, level 2", Fr: "Rouge et orange\u00a0: un pion rouge déplacé de la case 3, niveau 1, à la case 4, niveau 2"},
		{Name: "a shift carrying a pawn", Steps: "R@3, B@3, 3.1-",
			En: "Red and orange: a red pawn and the pawn above it shifted from cell 3, level 1, to cell 2, level 1", Fr: "Rouge et orange\u00a0: un pion rouge et le pion au-dessus de lui déplacés de la case 3, niveau 1, à la case 2, niveau 1"},
		{Name: "a shift carrying a pile", Steps: "R@3, B@3, O@3, K@5, 3.1-",
			En: "Red and orange: a red pawn and the two pawns above it shifted from cell 3, level 1, to cell 2, level 1", Fr: "Rouge et orange\u00a0: un pion rouge et les deux pions au-dessus de lui déplacés de la case 3, niveau 1, à la case 2, niveau 1"},
		{Name: "an announcement", Options: "rules=prototype", Steps: "R@3!",
			En: "Red and orange: a red pawn dropped on cell 3, level 1, announcing “Diam!”", Fr: "Rouge et orange\u00a0: un pion rouge posé sur la case 3, niveau 1, en annonçant «\u00a0Diam\u00a0!\u00a0»"},
		{Name: "an announced shift", Options: "rules=prototype", Steps: "R@3, B@5, 3.1+!",
			En: "Red and orange: a red pawn shifted from cell 3, level 1, to cell 4, level 1, announcing “Diam!”", Fr: "Rouge et orange\u00a0: un pion rouge déplacé de la case 3, niveau 1, à la case 4, niveau 1, en annonçant «\u00a0Diam\u00a0!\u00a0»"},
		{Name: "three players", Options: "players=3", Steps: "R@3, B@4, O@5, K@6", En: "Black: a black pawn dropped on cell 6, level 1", Fr: "Noir\u00a0: un pion noir posé sur la case 6, niveau 1"},
		{Name: "a partner's colour", Options: "players=3", Steps: "R@3, B@4, O@5, 4.1+",
			En: "Black: a brown pawn shifted from cell 4, level 1, to cell 5, level 2", Fr: "Noir\u00a0: un pion marron déplacé de la case 4, niveau 1, à la case 5, niveau 2"},
		{Name: "four players", Options: "players=4", Steps: "R@3, B@4, O@5", En: "Orange: an orange pawn dropped on cell 5, level 1", Fr: "Orange\u00a0: un pion orange posé sur la case 5, niveau 1"},
		{Name: "a diam", Steps: "R@0, B@0, R@4, B@4",
			En: "Brown and black: a brown pawn dropped on cell 4, level 2 — a brown diam on cells 0 and 4 at level 2: a win for Brown and black", Fr: "Marron et noir\u00a0: un pion marron posé sur la case 4, niveau 2 — un diam marron sur les cases 0 et 4 au niveau 2\u00a0: victoire pour Marron et noir"},
		{Name: "a diam for the other side", Steps: "R@0, B@0, O@3, B@3, 3.1+",
			En: "Red and orange: an orange pawn and the pawn above it shifted from cell 3, level 1, to cell 4, level 1 — a brown diam on cells 0 and 4 at level 2, made for the other side: a win for Brown and black", Fr: "Rouge et orange\u00a0: un pion orange et le pion au-dessus de lui déplacés de la case 3, niveau 1, à la case 4, niveau 1 — un diam marron sur les cases 0 et 4 au niveau 2, fait pour l’autre camp\u00a0: victoire pour Marron et noir"},
		{Name: "partners win", Options: "players=4", Steps: "R@0, B@1, O@0, K@1, R@4, B@2, O@4",
			En: "Orange: an orange pawn dropped on cell 4, level 2 — an orange diam on cells 0 and 4 at level 2: a win for Red and Orange", Fr: "Orange\u00a0: un pion orange posé sur la case 4, niveau 2 — un diam orange sur les cases 0 et 4 au niveau 2\u00a0: victoire pour Rouge et Orange"},
		{Name: "an announced diam", Options: "rules=prototype", Steps: "R@5, B@4, 5.1-, B@0, R@2, K@6, 2.1-!, K@7, 1.1-",
			En: "Red and orange: a red pawn shifted from cell 1, level 1, to cell 0, level 2 — a red diam on cells 0 and 4 at level 2: a win for Red and orange", Fr: "Rouge et orange\u00a0: un pion rouge déplacé de la case 1, niveau 1, à la case 0, niveau 2 — un diam rouge sur les cases 0 et 4 au niveau 2\u00a0: victoire pour Rouge et orange"},
		{Name: "a pass", Steps: blocked, En: "Red and orange: no legal move, so a pass", Fr: "Rouge et orange\u00a0: passe, faute de coup permis"},
		{Name: "a repetition", Steps: "R@0, B@4, 0.1+, 4.1+, 1.1-, 5.1-, 0.1+, 4.1+, 1.1-, 5.1-",
			En: "Brown and black: a brown pawn shifted from cell 5, level 1, to cell 4, level 1 — the same position for the third time: a draw", Fr: "Marron et noir\u00a0: un pion marron déplacé de la case 5, niveau 1, à la case 4, niveau 1 — la même position pour la troisième fois\u00a0: partie nulle"},
	})
}

// logGames are the games of the golden logs: one with every option at its
// default, then one for each other value. Random play never passes nor
// repeats a position three times: TestDescribe covers those.
var logGames = []helptest.GoldenGame{
	{About: "every option at its default", Seed: 1},
	{About: "three players", Options: "players=3", Seed: 1},
	{About: "four players, and a diam made for the other side", Options: "players=4", Seed: 1},
	{About: "the prototype rules: drops on empty cells, and announcements", Options: "rules=prototype", Seed: 1},
}

// TestLog compares the move log of logGames with testdata/log.golden
// (-update rewrites it).
func TestLog(t *testing.T) {
	helptest.Golden(t, help.English, game, diam.Help, *update, logGames,
		"made for the other side", "announcing “Diam!”", "and the pawn above it", "and the two pawns above it", "level 4", "a win for")
}

// TestLogFrench compares the French move log of logGames with
// testdata/log.fr.golden (-update rewrites it).
func TestLogFrench(t *testing.T) {
	helptest.Golden(t, help.French, game, diam.Help, *update, logGames,
		"fait pour l’autre camp", "en annonçant «\u00a0Diam\u00a0!\u00a0»", "et le pion au-dessus de lui", "et les deux pions au-dessus de lui", "niveau 4", "victoire pour")
}

func TestLabel(t *testing.T) {
	for _, c := range []struct{ note, en, fr string }{
		{"pass", "Pass", "Passer"},
		{"R@3", "Drop red on cell 3", "Poser un pion rouge sur la case 3"},
		{"O@0", "Drop orange on cell 0", "Poser un pion orange sur la case 0"},
		{"B@7", "Drop brown on cell 7", "Poser un pion marron sur la case 7"},
		{"K@5", "Drop black on cell 5", "Poser un pion noir sur la case 5"},
		{"3.2-", "Shift cell 3, level 2, to cell 2", "Déplacer le pion de la case 3, niveau 2, vers la case 2"},
		{"7.1+", "Shift cell 7, level 1, to cell 0", "Déplacer le pion de la case 7, niveau 1, vers la case 0"},
		{"0.4-", "Shift cell 0, level 4, to cell 7", "Déplacer le pion de la case 0, niveau 4, vers la case 7"},
		{"R@3!", "Drop red on cell 3 and say “Diam!”", "Poser un pion rouge sur la case 3 et annoncer «\u00a0Diam\u00a0!\u00a0»"},
		{"3.2+!", "Shift cell 3, level 2, to cell 4 and say “Diam!”", "Déplacer le pion de la case 3, niveau 2, vers la case 4 et annoncer «\u00a0Diam\u00a0!\u00a0»"},
		{"X@3", "X@3", "X@3"},
		{"huh", "huh", "huh"},
	} {
		for l, want := range map[help.Lang]string{help.English: c.en, help.French: c.fr} {
			if got := diam.Help.Label(l, rules.Choice{Note: c.note}); got != want {
				t.Errorf("Label(%v, %q) = %q, want %q", l, c.note, got, want)
			}
		}
	}
}

func TestSeatName(t *testing.T) {
	for _, c := range []struct {
		players int
		en, fr  []string
	}{
		{2, []string{"Red and orange", "Brown and black"}, []string{"Rouge et orange", "Marron et noir"}},
		{3, []string{"Red and orange", "Brown", "Black"}, []string{"Rouge et orange", "Marron", "Noir"}},
		{4, []string{"Red", "Brown", "Orange", "Black"}, []string{"Rouge", "Marron", "Orange", "Noir"}},
		{1, []string{""}, []string{""}},
		{5, []string{"", "", "", "", ""}, []string{"", "", "", "", ""}},
	} {
		for l, want := range map[help.Lang][]string{help.English: c.en, help.French: c.fr} {
			for p, want := range want {
				if got := diam.Help.SeatName(l, c.players, rules.Player(p)); got != want {
					t.Errorf("SeatName(%v, %d, %d) = %q, want %q", l, c.players, p, got, want)
				}
			}
			for _, p := range []rules.Player{rules.Chance, rules.Over, rules.Player(c.players)} {
				if got := diam.Help.SeatName(l, c.players, p); got != "" {
					t.Errorf("SeatName(%v, %d, %d) = %q, want none", l, c.players, p, got)
				}
			}
		}
	}
}

// TestDescribeTwoPasses checks the draw after two passes in a row. No
// reachable position is known where both sides are blocked (the rules'
// tests construct one), so the step is made up: a real pass, followed by
// the end of the game that the rules report then.
func TestDescribeTwoPasses(t *testing.T) {
	h := helptest.Script(t, game, "", blocked)
	i := h.Len() - 1
	step := h.Step(i)
	step.Events = append(append([]rules.Event(nil), step.Events...), rules.Event{Kind: rules.EventEnd, Player: step.Actor, Piece: -1, From: -1, To: -1})
	for l, want := range map[help.Lang]string{
		help.English: "Red and orange: no legal move, so a pass — two passes in a row: a draw",
		help.French:  "Rouge et orange\u00a0: passe, faute de coup permis — deux passes de suite\u00a0: partie nulle",
	} {
		if got := diam.Help.Describe(l, h.StateAt(i), h.StateAt(i+1), step, helptest.Names(diam.Help, l, 2), -1); got != want {
			t.Errorf("%v:\ngot  %s\nwant %s", l, got, want)
		}
	}
}

// board returns the place of the pawn on cell at level, as the board gives
// it to p, the player to move.
func board(p rules.Player, cell, level int) rules.Place {
	return rules.Place{Cell: cell, Level: level, Player: p, Piece: -1}
}

// reserve returns the place of colour's reserve, as the board gives it to
// p, the player to move.
func reserve(p rules.Player, colour int) rules.Place {
	return rules.Place{Cell: -1, Player: p, Piece: colour}
}

// TestRefusal checks what a tap that chooses nothing is told, on scripted
// positions (seat 0 plays first).
func TestRefusal(t *testing.T) {
	helptest.Refusals(t, game, diam.Help, []helptest.Spot{
		{Name: "a drop", From: reserve(0, rules_diam.Red), To: 3},
		{Name: "a shift", Steps: "R@3, B@5", From: board(0, 3, 1), To: 4},
		{Name: "the other side's reserve", From: reserve(0, rules_diam.Brown), To: help.NoCell,
			En: "this brown pawn is not yours: your side plays red and orange",
			Fr: "ce pion marron n’est pas à vous\u00a0: votre camp joue le rouge et l’orange"},
		{Name: "the other side's pawn", Steps: "R@3, B@5", From: board(0, 5, 1), To: help.NoCell,
			En: "this brown pawn is not yours: your side plays red and orange",
			Fr: "ce pion marron n’est pas à vous\u00a0: votre camp joue le rouge et l’orange"},
		{Name: "the partner's reserve", Options: "players=4", From: reserve(0, rules_diam.Orange), To: help.NoCell,
			En: "you never drop from your partner's reserve", Fr: "on ne pose jamais un pion de la réserve de son partenaire"},
		{Name: "the partner's pawn on the board", Options: "players=4", Steps: "R@3, B@5, O@0, K@6", From: board(0, 0, 1), To: 1},
		{Name: "an empty reserve", Steps: "R@0, B@1, R@0, B@1, R@2, B@1, R@2", From: reserve(1, rules_diam.Red), To: help.NoCell,
			En: "this red pawn is not yours: your side plays brown and black",
			Fr: "ce pion rouge n’est pas à vous\u00a0: votre camp joue le marron et le noir"},
		{Name: "no red pawn left", Steps: "R@0, B@1, R@0, B@1, R@2, B@5, R@2, B@6", From: reserve(0, rules_diam.Red), To: help.NoCell,
			En: "no red pawn is left in your reserve", Fr: "il ne reste aucun pion rouge dans votre réserve"},
		{Name: "one cell at a time", Steps: "R@3, B@5", From: board(0, 3, 1), To: 6,
			En: "a pawn moves one cell, to the left or the right", Fr: "un pion se déplace d’une case, à gauche ou à droite"},
		{Name: "a full cell", Steps: "R@4, B@4, O@4, K@4, R@3, B@6", From: reserve(0, rules_diam.Red), To: 4,
			En: "cell 4 already holds 4 pawns", Fr: "la case 4 contient déjà 4 pions"},
		{Name: "a pile too high", Steps: "R@4, B@4, O@4, B@3, R@3, K@3", From: board(0, 3, 2), To: 4,
			En: "this pawn moves with the pawn above it: cell 4 would hold 5 pawns, more than 4",
			Fr: "ce pion se déplace avec le pion au-dessus de lui\u00a0: la case 4 en contiendrait 5, plus de 4"},
		{Name: "a prototype drop", Options: "rules=prototype", Steps: "R@3, B@5", From: reserve(0, rules_diam.Red), To: 5,
			En: "with the prototype rules, a pawn is dropped only on an empty cell",
			Fr: "avec les règles prototype, on ne pose un pion que sur une case vide"},
		{Name: "a diam not announced", Options: "rules=prototype", Steps: "R@5, B@4, 5.1-, B@0, R@2, K@6, 2.1-, K@7", From: board(0, 1, 1), To: 0,
			En: "with the prototype rules, a diam for your side needs “Diam!” announced with your previous move",
			Fr: "avec les règles prototype, un diam pour votre camp demande d’avoir annoncé «\u00a0Diam\u00a0!\u00a0» au coup précédent"},
		{Name: "a diam announced", Options: "rules=prototype", Steps: "R@5, B@4, 5.1-, B@0, R@2, K@6, 2.1-!, K@7", From: board(0, 1, 1), To: 0},
	})
}

// TestRefusalAgrees checks the refusals of every tap on pieces, and of
// every destination, against the legal moves along random games.
func TestRefusalAgrees(t *testing.T) {
	var hs []*rules.History
	for _, gg := range logGames {
		hs = append(hs, gg.Play(t, game))
	}
	seeds := uint64(8)
	if testing.Short() {
		seeds = 2
	}
	for seed := range seeds {
		for _, opts := range []string{"", "players=3", "players=4 rules=prototype", "rules=prototype"} {
			o, err := game.ParseOptions(strings.Fields(opts))
			if err != nil {
				t.Fatal(err)
			}
			hs = append(hs, helptest.Random(t, game, o, 10+seed))
		}
	}
	n, probs := helptest.Disagreements(diam.Help, hs, 1, sources, []int{0, 1, 2, 3, 4, 5, 6, 7})
	for _, p := range probs {
		t.Error(p)
	}
	t.Logf("%d refusals checked", n)
}

// sources lists where a person could tap a pawn in st, as the board gives
// them: every pawn on the board — the mover as its Player for his side's
// colours, the owner of the colour for the other side's — and every
// reserve that holds a pawn, with the mover as its Player.
func sources(st rules.State) []rules.Place {
	s := st.(*rules_diam.State)
	mover := s.ToMove()
	if mover < 0 {
		mover = 0
	}
	var out []rules.Place
	for cell := range rules_diam.Cells {
		for level := 1; level <= s.Height(cell); level++ {
			p := s.Owner(s.Pawn(cell, level))
			if s.Side(int(p)) == s.Side(int(mover)) {
				p = mover
			}
			out = append(out, board(p, cell, level))
		}
	}
	for colour := range 4 {
		if s.Reserve(colour) > 0 {
			out = append(out, reserve(mover, colour))
		}
	}
	return out
}
