package thayyam_test

import (
	"flag"
	"testing"

	"tabula/help"
	"tabula/help/helptest"
	"tabula/help/thayyam"
	"tabula/rules"
	rules_thayyam "tabula/rules/thayyam"
)

var update = flag.Bool("update", false, "rewrite testdata/log.golden and log.fr.golden")

var game = rules_thayyam.Game

// Scripted openings, in the notation of the rules file: South throws first,
// then North; a throw of 0 slits is worth 8.
const (
	// South's piece a enters and goes to 2, where North's piece a, which
	// enters and moves 10, sends it off with a 1 left to play.
	capture = "throw 1, throw 2, a:in, a:2, throw 1, throw 1, throw 0, throw 2, a:in, a:8+2"
	// The same capture with every throw used.
	captureAll = "throw 1, throw 2, a:in, a:2, throw 1, throw 4, throw 4, throw 2, a:in, a:4+4+2"
	// South pairs a and b on the opposite castle, with a 2 left.
	pair = "throw 1, throw 1, throw 0, throw 0, throw 2, a:in, b:in, a:8, b:8, ab:pair"
	// South's twins a and b reach 16, on the inner ring, where North's
	// twins a and b land and send them off, with a 2 left to play.
	twins = "throw 1, throw 1, throw 0, throw 0, throw 0, throw 0, throw 2, a:in, b:in, a:8, b:8, ab:pair, ab:8+8, end, " +
		"throw 1, throw 1, throw 0, throw 0, throw 0, throw 0, throw 0, throw 2, a:in, b:in, a:8, b:8, ab:pair, ab:8+8+8"
	// Then North gives up the 2, throws its bonus series, and moves its
	// twins to the centre; South's twins enter again together.
	centre = twins + ", end, throw 0, throw 2, ab:8, end, throw 1, throw 1, throw 2, ab:in"
)

// TestDescribe checks the sentence of every kind of step and event of
// Thayyam on scripted games: the last step of each script, or a step of a
// seeded random game.
func TestDescribe(t *testing.T) {
	helptest.Describe(t, game, thayyam.Help, []helptest.Case{
		{Name: "a 1 throws again", Steps: "throw 1", En: "South throws 1 and throws again", Fr: "Sud fait 1 et relance"},
		{Name: "an 8", Steps: "throw 1, throw 0", En: "South throws 8 (no slit showing) and throws again", Fr: "Sud fait 8 (aucune fente visible) et relance"},
		{Name: "a lost 4", Steps: "throw 4", En: "South throws 4, lost: no piece on the board and no 1 yet; South throws again", Fr: "Sud fait 4, jet perdu\u00a0: aucun pion sur le plateau et pas encore de 1\u00a0; Sud relance"},
		{Name: "a lost 8", Steps: "throw 0",
			En: "South throws 8 (no slit showing), lost: no piece on the board and no 1 yet; South throws again", Fr: "Sud fait 8 (aucune fente visible), jet perdu\u00a0: aucun pion sur le plateau et pas encore de 1\u00a0; Sud relance"},
		{Name: "nothing kept", Steps: "throw 4, throw 2",
			En: "South throws 2, lost: no piece on the board and no 1 yet; the turn passes to North", Fr: "Sud fait 2, jet perdu\u00a0: aucun pion sur le plateau et pas encore de 1\u00a0; c’est au tour de Nord"},
		{Name: "the series ends", Steps: "throw 1, throw 4, throw 3", En: "South throws 3 and has 4+3+1 to play", Fr: "Sud fait 3 et a 4+3+1 à jouer"},
		{Name: "a piece enters", Steps: "throw 1, throw 3, a:in", En: "South brings piece a onto its castle with a 1", Fr: "Sud fait entrer le pion a sur son château avec un 1"},
		{Name: "a move with one throw", Steps: "throw 1, throw 3, a:in, a:3", En: "South: piece a from its castle to 3 with a 3", Fr: "Sud\u00a0: pion a de son château à 3 avec un 3"},
		{Name: "a move with two throws", Steps: "throw 1, throw 4, throw 2, a:in, a:4+2", En: "South: piece a from its castle to 6 with 4+2", Fr: "Sud\u00a0: pion a de son château à 6 avec 4+2"},
		{Name: "to a castle on the side", Steps: "throw 1, throw 4, throw 2, a:in, a:4", En: "South: piece a from its castle to the east castle with a 4", Fr: "Sud\u00a0: pion a de son château au château de l’est avec un 4"},
		{Name: "to the opposite castle", Steps: "throw 1, throw 0, throw 2, a:in, a:8", En: "South: piece a from its castle to the opposite castle with an 8", Fr: "Sud\u00a0: pion a de son château au château opposé avec un 8"},
		{Name: "to the castle on the other side", Steps: "throw 1, throw 0, throw 4, throw 2, a:in, a:8+4",
			En: "South: piece a from its castle to the west castle with 8+4", Fr: "Sud\u00a0: pion a de son château au château de l’ouest avec 8+4"},
		{Name: "North's castles", Steps: "throw 2, throw 1, throw 4, throw 2, a:in, a:4",
			En: "North: piece a from its castle to the west castle with a 4", Fr: "Nord\u00a0: pion a de son château au château de l’ouest avec un 4"},
		{Name: "the end of a turn", Steps: "throw 1, throw 4, throw 2, a:in, end", En: "South ends the turn, giving up 4+2", Fr: "Sud finit son tour et renonce à 4+2"},
		{Name: "one throw given up", Steps: "throw 1, throw 3, a:in, end", En: "South ends the turn, giving up a 3", Fr: "Sud finit son tour et renonce à un 3"},
		{Name: "a capture with throws left", Steps: capture,
			En: "North: piece a from its castle to 10 with 8+2, sends South's piece a off; the capture earns North another series after this turn's moves", Fr: "Nord\u00a0: pion a de son château à 10 avec 8+2, chasse du jeu le pion a de Sud\u00a0; la prise vaut à Nord une nouvelle série de jets après les coups de ce tour"},
		{Name: "the last throw before a bonus series", Steps: capture + ", a:1",
			En: "North: piece a from 10 to 11 with a 1; North throws again for the earlier capture", Fr: "Nord\u00a0: pion a de 10 à 11 avec un 1\u00a0; Nord relance pour la prise précédente"},
		{Name: "giving up before a bonus series", Steps: capture + ", end", En: "North stops moving, giving up a 1, and throws again for the earlier capture", Fr: "Nord s’arrête, renonce à un 1 et relance pour la prise précédente"},
		{Name: "a capture with the last throw", Steps: captureAll,
			En: "North: piece a from its castle to 10 with 4+4+2, sends South's piece a off; North throws again for the capture", Fr: "Nord\u00a0: pion a de son château à 10 avec 4+4+2, chasse du jeu le pion a de Sud\u00a0; Nord relance pour la prise"},
		{Name: "a bonus series", Steps: captureAll + ", throw 2", En: "North throws 2 and has a 2 to play", Fr: "Nord fait 2 et a un 2 à jouer"},
		{Name: "two pieces sent off", Seed: 13, Step: 162,
			En: "North: piece a from 17 to 19 with a 2, sends South's pieces c and d off; North throws again for the capture", Fr: "Nord\u00a0: pion a de 17 à 19 avec un 2, chasse du jeu les pions c et d de Sud\u00a0; Nord relance pour la prise"},
		{Name: "a pair of twins", Steps: pair, En: "South pairs pieces a and b into twins on the opposite castle", Fr: "Sud jumelle les pions a et b sur le château opposé"},
		{Name: "twins move", Steps: pair + ", ab:2", En: "South: twins a and b from the opposite castle to 9 with a 2 (1 cell: twins move half)", Fr: "Sud\u00a0: jumeaux a et b du château opposé à 9 avec un 2 (1 case\u00a0: les jumeaux avancent de moitié)"},
		{Name: "twins sent off", Steps: twins,
			En: "North: twins a and b from the opposite castle to 20 with 8+8+8 (12 cells: twins move half), sends South's twins a and b off; the capture earns North another series after this turn's moves", Fr: "Nord\u00a0: jumeaux a et b du château opposé à 20 avec 8+8+8 (12 cases\u00a0: les jumeaux avancent de moitié), chasse du jeu les jumeaux a et b de Sud\u00a0; la prise vaut à Nord une nouvelle série de jets après les coups de ce tour"},
		{Name: "twins sent off split", Options: "twins=split", Steps: twins,
			En: "North: twins a and b from the opposite castle to 20 with 8+8+8 (12 cells: twins move half), sends South's twins a and b off, to come back as single pieces; the capture earns North another series after this turn's moves", Fr: "Nord\u00a0: jumeaux a et b du château opposé à 20 avec 8+8+8 (12 cases\u00a0: les jumeaux avancent de moitié), chasse du jeu les jumeaux a et b de Sud, qui reviendront en pions seuls\u00a0; la prise vaut à Nord une nouvelle série de jets après les coups de ce tour"},
		{Name: "twins split on the centre", Steps: centre, Step: -5,
			En: "North: twins a and b from 20 to the centre with an 8 (4 cells: twins move half), where they split into single pieces", Fr: "Nord\u00a0: jumeaux a et b de 20 au centre avec un 8 (4 cases\u00a0: les jumeaux avancent de moitié), où ils se séparent"},
		{Name: "twins enter", Steps: centre, En: "South brings twins a and b onto its castle with two 1s", Fr: "Sud fait entrer les jumeaux a et b sur son château avec deux 1"},
		{Name: "a split piece enters alone", Options: "twins=split", Steps: twins + ", end, throw 0, throw 2, ab:8, end, throw 1, throw 2, a:in",
			En: "South brings piece a onto its castle with a 1", Fr: "Sud fait entrer le pion a sur son château avec un 1"},
		{Name: "a piece borne off", Seed: 1, Step: 338, En: "South bears off piece a with a 1 — 1 of 4 pieces out", Fr: "Sud sort le pion a du jeu avec un 1 — 1 pion sur 4 sorti"},
		{Name: "the winner", Seed: 1, En: "South bears off piece d with a 1 — all four pieces out: South wins", Fr: "Sud sort le pion d du jeu avec un 1 — ses quatre pions sont sortis\u00a0: Sud gagne"},
	})
}

// logGames are the games of the golden logs: one with every option at its
// default, then one for each other value, each seed chosen for a short game
// that shows what its option changes. Random play never sends twins off,
// so the game with twins=split starts with the script twins.
var logGames = []helptest.GoldenGame{
	{About: "every option at its default", Seed: 451},
	{About: "three players", Options: "players=3", Seed: 1635},
	{About: "four players", Options: "players=4", Seed: 684},
	{About: "twins sent off come back as single pieces", Options: "twins=split", Opening: twins, Seed: 148},
}

// TestLog compares the move log of logGames with testdata/log.golden
// (-update rewrites it).
func TestLog(t *testing.T) {
	helptest.Golden(t, help.English, game, thayyam.Help, *update, logGames,
		"pairs pieces", "twins move half", "where they split into single pieces", // twins
		"sends South's twins a and b off, to come back as single pieces", // twins=split
		"no slit showing", "lost: no piece on the board and no 1 yet", "the turn passes to",
		"throws again for the capture", "the capture earns", "throws again for the earlier capture", "stops moving",
		"ends the turn", "bears off", " wins")
}

// TestLogFrench compares the French move log of logGames with
// testdata/log.fr.golden (-update rewrites it).
func TestLogFrench(t *testing.T) {
	helptest.Golden(t, help.French, game, thayyam.Help, *update, logGames,
		"jumelle les pions", "les jumeaux avancent de moitié", "où ils se séparent", // twins
		"chasse du jeu les jumeaux a et b de Sud, qui reviendront en pions seuls", // twins=split
		"aucune fente visible", "jet perdu\u00a0: aucun pion sur le plateau et pas encore de 1", "c’est au tour",
		"relance pour la prise", "la prise vaut à", "relance pour la prise précédente", "s’arrête, renonce",
		"finit son tour", "du jeu avec un 1", " gagne")
}

func TestLabel(t *testing.T) {
	for _, c := range []struct{ note, en, fr string }{
		{"end", "End the turn", "Finir le tour"},
		{"a:off", "Bear off a", "Sortir a"},
		{"ab:pair", "Pair a and b", "Jumeler a et b"},
		{"cd:pair", "Pair c and d", "Jumeler c et d"},
		{"a:in", "Bring a in", "Faire entrer a"},
		{"ab:in", "Bring twins a and b in", "Faire entrer les jumeaux a et b"},
		{"a:4+2", "Move a with 4+2", "Avancer a avec 4+2"},
		{"c:8", "Move c with an 8", "Avancer c avec un 8"},
		{"d:3", "Move d with a 3", "Avancer d avec un 3"},
		{"bd:8+4+1", "Move twins b and d with 8+4+1", "Avancer les jumeaux b et d avec 8+4+1"},
		{"ab:4", "Move twins a and b with a 4", "Avancer les jumeaux a et b avec un 4"},
	} {
		for l, want := range map[help.Lang]string{help.English: c.en, help.French: c.fr} {
			if got := thayyam.Help.Label(l, rules.Choice{Note: c.note}); got != want {
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
		{2, []string{"South", "North"}, []string{"Sud", "Nord"}},
		{3, []string{"South", "West", "North"}, []string{"Sud", "Ouest", "Nord"}},
		{4, []string{"South", "West", "North", "East"}, []string{"Sud", "Ouest", "Nord", "Est"}},
		{1, []string{""}, []string{""}},
		{5, []string{"", "", "", "", ""}, []string{"", "", "", "", ""}},
	} {
		for l, want := range map[help.Lang][]string{help.English: c.en, help.French: c.fr} {
			for p, want := range want {
				if got := thayyam.Help.SeatName(l, c.players, rules.Player(p)); got != want {
					t.Errorf("SeatName(%v, %d, %d) = %q, want %q", l, c.players, p, got, want)
				}
			}
			for _, p := range []rules.Player{rules.Chance, rules.Over, rules.Player(c.players)} {
				if got := thayyam.Help.SeatName(l, c.players, p); got != "" {
					t.Errorf("SeatName(%v, %d, %d) = %q, want none", l, c.players, p, got)
				}
			}
		}
	}
}

// south returns the place of South's pieces t cells along their circuit,
// or waiting if t is -1.
func south(t int) rules.Place {
	if t < 0 {
		return rules.Place{Cell: -1, Player: 0, Piece: -1}
	}
	return rules.Place{Cell: rules_thayyam.CellOf(rules_thayyam.SeatSouth, t), Player: 0, Piece: -1}
}

// cell returns the cell t cells along South's circuit.
func cell(t int) int { return south(t).Cell }

// TestRefusal checks what a tap that chooses nothing is told, on scripted
// positions and on positions of seeded random games.
func TestRefusal(t *testing.T) {
	helptest.Refusals(t, game, thayyam.Help, []helptest.Spot{
		{Name: "an entry", Steps: "throw 1, throw 3", From: south(-1), To: help.NoCell},
		{Name: "an entry's cell", Steps: "throw 1, throw 3", From: south(-1), To: cell(0)},
		{Name: "a throw to come", From: south(-1), To: help.NoCell,
			En: "throw the cowries first", Fr: "lancez d’abord les cauris"},
		{Name: "another player's pieces", Steps: "throw 1, throw 3", From: rules.Place{Cell: -1, Player: 1, Piece: -1}, To: help.NoCell,
			En: "this piece is North's, not yours: you play South", Fr: "ce pion est à Nord, pas à vous\u00a0: vous jouez Sud"},
		{Name: "an entry needs a 1", Steps: "throw 1, throw 3, a:in", From: south(-1), To: help.NoCell,
			En: "a piece enters only on a 1", Fr: "un pion n’entre que sur un 1"},
		{Name: "where a piece enters", Steps: "throw 1, throw 3", From: south(-1), To: cell(3),
			En: "a piece enters on your castle", Fr: "un pion entre sur votre château"},
		{Name: "a sum of throws", Steps: "throw 1, throw 4, throw 2, a:in", From: south(0), To: cell(6)},
		{Name: "no sum of throws", Steps: "throw 1, throw 4, throw 2, a:in", From: south(0), To: cell(5),
			En: "no throws of yours add up to 5: you have 4+2", Fr: "aucun de vos jets, seul ou additionné, ne fait 5\u00a0: vous avez 4+2"},
		{Name: "backwards", Steps: "throw 1, throw 4, throw 1, throw 2, a:in, a:4", From: south(4), To: cell(2),
			En: "pieces only go forward along their circuit", Fr: "les pions n’avancent que dans le sens de leur circuit"},
		{Name: "off the board", Steps: "throw 1, throw 4, throw 2, a:in", From: south(0), To: -1,
			En: "a piece leaves the board from the centre, with a 1, once all four are on the centre or out",
			Fr: "un pion ne sort du jeu que depuis le centre, avec un 1, une fois ses quatre pions au centre ou sortis"},
		{Name: "twins move", Steps: pair, From: south(8), To: cell(9)},
		{Name: "twins move half", Steps: pair, From: south(8), To: cell(10),
			En: "twins move half the throws: 2 cells need 4 or 5 points, and you have a 2",
			Fr: "les jumeaux avancent de la moitié des jets\u00a0: 2 cases demandent 4 ou 5 points, et vous avez un 2"},
		{Name: "a lone 1", Steps: "throw 1, throw 1, throw 0, throw 0, throw 1, throw 2, a:in, b:in, a:8, b:8, ab:pair, ab:2", From: south(9), To: help.NoCell,
			En: "a lone 1 cannot move twins", Fr: "un 1 seul ne fait pas avancer des jumeaux"},
	})
}

// TestRefusalAgrees checks the refusals of every tap on pieces, and of
// every destination, against the legal moves along random games.
func TestRefusalAgrees(t *testing.T) {
	var hs []*rules.History
	for _, gg := range logGames {
		hs = append(hs, gg.Play(t, game))
	}
	cells := []int{-1}
	for c := range rules_thayyam.NumCells {
		cells = append(cells, c)
	}
	n, probs := helptest.Disagreements(thayyam.Help, hs, 1, sources, cells)
	for _, p := range probs {
		t.Error(p)
	}
	t.Logf("%d refusals checked", n)
}

// sources lists where a person could tap a piece in st: every cell with
// pieces, as each of its owners', and each player's waiting pieces.
func sources(st rules.State) []rules.Place {
	s := st.(*rules_thayyam.State)
	var out []rules.Place
	for p := range rules.Player(s.Players()) {
		seat := rules_thayyam.SeatOf(s.Players(), p)
		seen := map[int]bool{}
		for i := range 4 {
			switch t := s.Progress(p, i); {
			case t == rules_thayyam.Waiting:
				seen[-1] = true
			case t >= 0 && t <= rules_thayyam.Centre:
				seen[rules_thayyam.CellOf(seat, t)] = true
			}
		}
		for c := range seen {
			out = append(out, rules.Place{Cell: c, Player: p, Piece: -1})
		}
	}
	return out
}

// TestDescribeOnTheViewersWay: the log names another seat's squares by the
// numbers the board's labels show the person at the screen, who counts on
// his own way (sprites/thayyam's View.SetLabelSeat); that seat's own
// castle stays "its castle", the others are named by their side.
func TestDescribeOnTheViewersWay(t *testing.T) {
	const south, north = rules.Player(0), rules.Player(1)
	for _, c := range []struct {
		name, steps string
		viewer      rules.Player
		en, fr      string
	}{
		{"North's capture, seen by South", capture, south,
			"North: piece a from its castle to 2 with 8+2, sends South's piece a off; the capture earns North another series after this turn's moves",
			"Nord\u00a0: pion a de son château à 2 avec 8+2, chasse du jeu le pion a de Sud\u00a0; la prise vaut à Nord une nouvelle série de jets après les coups de ce tour"},
		{"North's next square, seen by South", capture + ", a:1", south,
			"North: piece a from 2 to 3 with a 1; North throws again for the earlier capture",
			"Nord\u00a0: pion a de 2 à 3 avec un 1\u00a0; Nord relance pour la prise précédente"},
		{"a castle on the side keeps its name", "throw 2, throw 1, throw 4, throw 2, a:in, a:4", south,
			"North: piece a from its castle to the west castle with a 4",
			"Nord\u00a0: pion a de son château au château de l’ouest avec un 4"},
		{"North's opposite castle is South's", twins, south,
			"North: twins a and b from the south castle to 16 with 8+8+8 (12 cells: twins move half), sends South's twins a and b off; the capture earns North another series after this turn's moves",
			"Nord\u00a0: jumeaux a et b du château du sud à 16 avec 8+8+8 (12 cases\u00a0: les jumeaux avancent de moitié), chasse du jeu les jumeaux a et b de Sud\u00a0; la prise vaut à Nord une nouvelle série de jets après les coups de ce tour"},
		{"South's move, seen by North", "throw 1, throw 3, a:in, a:3", north,
			"South: piece a from its castle to 11 with a 3",
			"Sud\u00a0: pion a de son château à 11 avec un 3"},
		{"one's own move on one's own way", "throw 1, throw 3, a:in, a:3", south,
			"South: piece a from its castle to 3 with a 3",
			"Sud\u00a0: pion a de son château à 3 avec un 3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := helptest.Script(t, game, "", c.steps)
			i := h.Len() - 1
			for l, want := range map[help.Lang]string{help.English: c.en, help.French: c.fr} {
				got := thayyam.Help.Describe(l, h.StateAt(i), h.StateAt(i+1), h.Step(i), helptest.Names(thayyam.Help, l, 2), c.viewer)
				if got != want {
					t.Errorf("%v:\n got %q\nwant %q", l, got, want)
				}
			}
		})
	}
}
