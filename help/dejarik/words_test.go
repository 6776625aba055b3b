package dejarik_test

import (
	"flag"
	"testing"

	"tabula/help"
	"tabula/help/dejarik"
	"tabula/help/helptest"
	"tabula/rules"
	rules_dejarik "tabula/rules/dejarik"
)

var update = flag.Bool("update", false, "rewrite testdata/log.golden and log.fr.golden")

var game = rules_dejarik.Game

// TestDescribe checks the sentence of every kind of move and event of
// Dejarik on scripted games (White on O0 O1 O4 O5 moves first, Black is on
// O6 O7 O10 O11): the last step of each script, or of a seeded random game.
func TestDescribe(t *testing.T) {
	helptest.Describe(t, game, dejarik.Help, []helptest.Case{
		{Name: "straight out", Steps: "O0-I0", En: "White: from outer 0 to inner 0, straight out", Fr: "Blanc\u00a0: de la case extérieure 0 à la case intérieure 0, sortie droite"},
		{Name: "to the centre", Steps: "O0-C", En: "White: from outer 0 to the centre", Fr: "Blanc\u00a0: de la case extérieure 0 au centre"},
		{Name: "from the centre", Steps: "O0-C, O6-I6, C-O2", En: "White: from the centre to outer 2", Fr: "Blanc\u00a0: du centre à la case extérieure 2"},
		{Name: "back to the outer ring", Steps: "O0-I0, O6-I6, I0-O0", En: "White: from inner 0 back to outer 0", Fr: "Blanc\u00a0: rentrée de la case intérieure 0 à la case extérieure 0"},
		{Name: "Black's move", Steps: "O0-I0, O6-I6", En: "Black: from outer 6 to inner 6, straight out", Fr: "Noir\u00a0: de la case extérieure 6 à la case intérieure 6, sortie droite"},
		{Name: "a diagonal exit", Steps: "O0-I0, O6-I6, O1-I2", En: "White: from outer 1 to inner 2, a diagonal exit", Fr: "Blanc\u00a0: de la case extérieure 1 à la case intérieure 2, sortie en diagonale"},
		{Name: "a double diagonal exit", Steps: "O0-I0, O6-I6, O1-I3", En: "White: from outer 1 to inner 3, a double diagonal exit", Fr: "Blanc\u00a0: de la case extérieure 1 à la case intérieure 3, sortie en double diagonale"},
		{Name: "an augmented exit", Steps: "O5-I5, O6-I6, O0-I1",
			En: "White: from outer 0 to inner 1, a diagonal exit, lands in front of its own pawn on outer 1 and goes on to inner 3", Fr: "Blanc\u00a0: de la case extérieure 0 à la case intérieure 1, sortie en diagonale, arrive devant son pion de la case extérieure 1 et continue jusqu’à la case intérieure 3"},
		{Name: "a capture", Steps: "O4-I4, O10-I10, O0-I0, O6-I5",
			En: "Black: from outer 6 to inner 5, a diagonal exit, removes White's pawn on inner 4", Fr: "Noir\u00a0: de la case extérieure 6 à la case intérieure 5, sortie en diagonale, tue le pion de Blanc sur la case intérieure 4"},
		{Name: "a line of four", Steps: "O4-I4, O10-I10, O5-I5, O11-I11, O1-I3, I10-O10, O0-I2",
			En: "White: from outer 0 to inner 2, a double diagonal exit — its four pawns side by side on inner 2, 3, 4 and 5: White wins 3 points", Fr: "Blanc\u00a0: de la case extérieure 0 à la case intérieure 2, sortie en double diagonale — ses quatre pions côte à côte sur les cases intérieures 2, 3, 4 et 5\u00a0: Blanc gagne 3 points"},
		{Name: "a line of three", Steps: "O5-I5, O10-I10, O0-I0, O7-I6, O1-I1, I10-O10, O4-I2",
			En: "White: from outer 4 to inner 2, a double diagonal exit — its last three pawns side by side on inner 0, 1 and 2: White wins 1 point", Fr: "Blanc\u00a0: de la case extérieure 4 à la case intérieure 2, sortie en double diagonale — ses trois derniers pions côte à côte sur les cases intérieures 0, 1 et 2\u00a0: Blanc gagne 1 point"},
		{Name: "two pawns lost", Seed: 1,
			En: "White: from outer 0 to inner 1, a diagonal exit, removes Black's pawn on inner 2 — Black has lost two pawns: White wins 2 points", Fr: "Blanc\u00a0: de la case extérieure 0 à la case intérieure 1, sortie en diagonale, tue le pion de Noir sur la case intérieure 2 — Noir a perdu deux pions\u00a0: Blanc gagne 2 points"},
		{Name: "a repetition", Steps: "O0-I0, O6-I6, I0-O0, I6-O6, O0-I0, O6-I6, I0-O0, I6-O6, O0-I0, O6-I6",
			En: "Black: from outer 6 to inner 6, straight out — the same position for the third time: a draw, 1 point each", Fr: "Noir\u00a0: de la case extérieure 6 à la case intérieure 6, sortie droite — la même position pour la troisième fois\u00a0: partie nulle, 1 point chacun"},
		{Name: "a blocked player", Seed: 3,
			En: "Black: from the centre to outer 5 — White cannot move: the game is null, no points", Fr: "Noir\u00a0: du centre à la case extérieure 5 — Blanc ne peut plus jouer\u00a0: partie nulle, personne ne marque"},
	})
}

// logGames are the games of the golden logs: one game for each way a game
// ends, each seed chosen for a short game.
var logGames = []helptest.GoldenGame{
	{About: "four pawns side by side", Seed: 79},
	{About: "a player loses two pawns", Seed: 1},
	{About: "three pawns left, side by side", Seed: 718},
	{About: "the same position for the third time", Seed: 44},
	{About: "a player who cannot move", Seed: 3},
}

// TestLog compares the move logs of logGames with testdata/log.golden
// (-update rewrites it).
func TestLog(t *testing.T) {
	helptest.Golden(t, help.English, game, dejarik.Help, *update, logGames,
		"its four pawns side by side", "has lost two pawns", "its last three pawns side by side",
		"the same position for the third time", "cannot move: the game is null",
		"goes on to", "removes", "straight out", "a diagonal exit", "a double diagonal exit", "back to", "to the centre", "from the centre")
}

// TestLogFrench compares the French move logs of logGames with
// testdata/log.fr.golden (-update rewrites it).
func TestLogFrench(t *testing.T) {
	helptest.Golden(t, help.French, game, dejarik.Help, *update, logGames,
		"ses quatre pions côte à côte", "a perdu deux pions", "ses trois derniers pions côte à côte",
		"la même position pour la troisième fois", "ne peut plus jouer\u00a0: partie nulle",
		"continue jusqu’à", "tue le pion", "sortie droite", "sortie en diagonale", "sortie en double diagonale", "rentrée", "au centre", "du centre")
}

func TestLabel(t *testing.T) {
	for _, note := range []string{"O2-I3", "O5-C", "C-O11", "I3-O3"} {
		for _, l := range []help.Lang{help.English, help.French} {
			if got := dejarik.Help.Label(l, rules.Choice{Note: note}); got != note {
				t.Errorf("Label(%v, %q) = %q, want the notation", l, note, got)
			}
		}
	}
}

func TestSeatName(t *testing.T) {
	for _, c := range []struct {
		players int
		p       rules.Player
		en, fr  string
	}{
		{2, 0, "White", "Blanc"},
		{2, 1, "Black", "Noir"},
		{2, 2, "", ""},
		{2, rules.Chance, "", ""},
		{3, 0, "", ""},
		{1, 0, "", ""},
	} {
		for l, want := range map[help.Lang]string{help.English: c.en, help.French: c.fr} {
			if got := dejarik.Help.SeatName(l, c.players, c.p); got != want {
				t.Errorf("SeatName(%v, %d, %d) = %q, want %q", l, c.players, c.p, got, want)
			}
		}
	}
}

// at returns the place of a pawn of p on the cell named as the notation
// names it ("O4").
func at(t *testing.T, p rules.Player, cell string) rules.Place {
	c, err := rules_dejarik.ParseCell(cell)
	if err != nil {
		t.Fatal(err)
	}
	return rules.Place{Cell: int(c), Player: p, Piece: -1}
}

// cell returns the number of the cell named as the notation names it.
func cell(t *testing.T, name string) int { return at(t, 0, name).Cell }

// TestRefusal checks what a tap that chooses nothing is told, on scripted
// positions (White on O0 O1 O4 O5 moves first, Black is on O6 O7 O10 O11).
func TestRefusal(t *testing.T) {
	const white, black = rules_dejarik.White, rules_dejarik.Black
	helptest.Refusals(t, game, dejarik.Help, []helptest.Spot{
		{Name: "a move", From: at(t, white, "O0"), To: cell(t, "I0")},
		{Name: "the opponent's pawn", From: at(t, black, "O6"), To: help.NoCell,
			En: "this pawn is Black's, not yours: you play White", Fr: "ce pion est à Noir, pas à vous\u00a0: vous jouez Blanc"},
		{Name: "a blocked outer pawn", Steps: "O0-I0, O7-I7, I0-O0, O6-I5", From: at(t, white, "O5"), To: help.NoCell,
			En: "the inner cell in front of this pawn is taken: it cannot move",
			Fr: "la case intérieure devant ce pion est prise\u00a0: il ne peut pas bouger"},
		{Name: "a blocked inner pawn", Steps: "O0-I0, O10-I10, O5-I6, O11-I11", From: at(t, white, "I6"), To: help.NoCell,
			En: "a pawn on the inner ring only goes back to the outer cell behind it, and outer 6 is taken",
			Fr: "un pion de la couronne intérieure ne fait que rentrer sur la case extérieure derrière lui, et la case extérieure 6 est prise"},
		{Name: "a taken cell", From: at(t, white, "O0"), To: cell(t, "O1"),
			En: "the cell is taken by your own pawn", Fr: "la case est prise par un de vos pions"},
		{Name: "an opposing pawn", Steps: "O0-I0, O6-I6", From: at(t, white, "I0"), To: cell(t, "I6"),
			En: "the cell is taken by Black's pawn", Fr: "la case est prise par un pion de Noir"},
		{Name: "no diagonal exit first", From: at(t, white, "O0"), To: cell(t, "I1"),
			En: "no diagonal exit on your first move", Fr: "pas de sortie en diagonale à votre premier coup"},
		{Name: "an inner pawn goes back", Steps: "O0-I0, O6-I6", From: at(t, white, "I0"), To: cell(t, "I1"),
			En: "a pawn on the inner ring only goes back to the outer cell behind it",
			Fr: "un pion de la couronne intérieure ne fait que rentrer sur la case extérieure derrière lui"},
		{Name: "along the outer ring", From: at(t, white, "O1"), To: cell(t, "O2"),
			En: "a pawn never moves along the outer ring", Fr: "un pion ne se déplace jamais le long de la couronne extérieure"},
		{Name: "too far to the side", Steps: "O0-I0, O6-I6", From: at(t, white, "O4"), To: cell(t, "I8"),
			En: "an exit goes at most two cells to the side", Fr: "une sortie va au plus à deux cases sur le côté"},
		{Name: "over a pawn", Steps: "O0-I0, O6-I6, O4-I4, O7-I7", From: at(t, white, "O5"), To: cell(t, "I3"),
			En: "no pawn passes over another: inner 4 is taken",
			Fr: "un pion ne passe jamais par-dessus un autre\u00a0: la case intérieure 4 est prise"},
		{Name: "the outer cell beside", Steps: "O0-I0, O6-I6", From: at(t, white, "O5"), To: cell(t, "I3"),
			En: "a double diagonal exit needs the outer cell beside it empty: outer 4 is taken",
			Fr: "une sortie en double diagonale demande la case extérieure voisine vide\u00a0: la case extérieure 4 est prise"},
		{Name: "an augmented exit", Steps: "O5-I5, O6-I6", From: at(t, white, "O0"), To: cell(t, "I1"),
			En: "this exit goes on to inner 3: it lands in front of your pawn on outer 1",
			Fr: "cette sortie continue jusqu’à la case intérieure 3\u00a0: elle arrive devant votre pion de la case extérieure 1"},
		{Name: "from the centre", Steps: "O0-C, O6-I6", From: at(t, white, "C"), To: cell(t, "O7"),
			En: "the cell is taken by Black's pawn", Fr: "la case est prise par un pion de Noir"},
		{Name: "from the centre to an inner cell", Steps: "O0-C, O6-I6", From: at(t, white, "C"), To: cell(t, "I2"),
			En: "from the centre, a pawn goes back to an outer cell", Fr: "du centre, un pion repart vers une case extérieure"},
		{Name: "from the centre past a pawn", Steps: "O0-C, O6-I6, O1-I1, O7-I8", From: at(t, white, "C"), To: cell(t, "O8"),
			En: "the inner cell in front of outer 8 is taken", Fr: "la case intérieure devant la case extérieure 8 est prise"},
	})
}

// TestRefusalAgrees checks the refusals of every tap on pieces, and of
// every destination, against the legal moves along random games.
func TestRefusalAgrees(t *testing.T) {
	var hs []*rules.History
	for _, gg := range logGames {
		hs = append(hs, gg.Play(t, game))
	}
	seeds := uint64(20)
	if testing.Short() {
		seeds = 4
	}
	for seed := range seeds {
		hs = append(hs, helptest.Random(t, game, nil, 100+seed))
	}
	var cells []int
	for c := range rules_dejarik.NumCells {
		cells = append(cells, c)
	}
	n, probs := helptest.Disagreements(dejarik.Help, hs, 1, sources, cells)
	for _, p := range probs {
		t.Error(p)
	}
	t.Logf("%d refusals checked", n)
}

// sources lists where a person could tap a pawn in st: every pawn.
func sources(st rules.State) []rules.Place {
	s := st.(*rules_dejarik.State)
	var out []rules.Place
	for c := range rules_dejarik.Cell(rules_dejarik.NumCells) {
		if p := s.At(c); p >= 0 {
			out = append(out, rules.Place{Cell: int(c), Player: p, Piece: -1})
		}
	}
	return out
}
