package daryon_test

import (
	"flag"
	"strings"
	"testing"

	"tabula/help"
	"tabula/help/daryon"
	"tabula/help/helptest"
	"tabula/rules"
	rules_daryon "tabula/rules/daryon"
)

var update = flag.Bool("update", false, "rewrite testdata/log.golden and log.fr.golden")

var game = rules_daryon.Game

// Scripted openings, in the notation of the rules file: South throws first.
const (
	// South passes; North's pawn a comes out and goes to 16, North's
	// junction; South's pawn a comes out and goes to 9, North's to 18,
	// South's to 14, North's to 19, and South's lands on it at 19.
	capture = "throw 2, pass, throw 1, out, throw 3, a, throw 1, out, throw 6, a, throw 2, a, throw 5, a, throw 1, a, throw 5, a"
	// Then North's pawn a comes out to 16 and 21, South's pawn a goes on
	// to 23 and brings pawn b out, and North's pawn a sends it home.
	recapture = capture + ", throw 1, out, throw 3, a, throw 4, a, throw 5, a, throw 1, out, throw 0, b, throw 2, a"
	// Instead, South's pawn a, which may go home, goes to 31 and into its
	// corridor, cannot use a 2 there, and goes home.
	home = capture + ", throw 2, pass, throw 6, a, throw 2, pass, throw 4, a, throw 2, pass, throw 2, pass, throw 2, pass, throw 1, a"
	// South's pawn a goes round to its junction (26 + 6) without the
	// right to go home, while North passes.
	tour = "throw 1, out, throw 6, a, throw 2, pass, throw 6, a, throw 2, pass, throw 5, a, throw 2, pass, throw 0, a"
	// North's pawns a and b stand on 16, North's junction, where South's
	// pawn a lands.
	junction = "throw 1, out, throw 3, a, throw 1, out, throw 3, a, throw 6, a, throw 1, out, throw 3, b, throw 4, a"
	// North's pawn a waits on the corner 20 and South's pawn a lands there.
	corner = "throw 2, pass, throw 1, out, throw 3, a, throw 1, out, throw 6, a, throw 4, a, throw 0, a, throw 1, out, throw 2, b, throw 5, a"
)

// TestDescribe checks the sentence of every kind of step and event of
// Daryon on scripted games: the last step of each script, or a step of a
// seeded random game.
func TestDescribe(t *testing.T) {
	helptest.Describe(t, game, daryon.Help, []helptest.Case{
		{Name: "a throw", Steps: "throw 3", En: "South throws 3", Fr: "Sud fait 3"},
		{Name: "no dark seed", Steps: "throw 0", En: "South throws 6: all six seeds light", Fr: "Sud fait 6\u00a0: six côtés clairs"},
		{Name: "six dark seeds", Steps: "throw 6", En: "South throws 12: all six seeds dark", Fr: "Sud fait 12\u00a0: six côtés foncés"},
		{Name: "a pass with no pawn out", Steps: "throw 3, pass", En: "South passes: no pawn on the board, and a 3 brings none out: a pawn leaves home only on a 1", Fr: "Sud passe\u00a0: aucun pion sur le plateau, et un 3 n’en sort aucun\u00a0: un pion ne sort de la maison que sur un 1"},
		{Name: "a pawn comes out", Steps: "throw 1, out", En: "South brings pawn a out of home and throws again", Fr: "Sud sort le pion a de la maison et rejoue"},
		{Name: "two pawns come out", Options: "exits=multi", Steps: "throw 5, out", En: "South brings pawns a and b out of home and throws again", Fr: "Sud sort les pions a et b de la maison et rejoue"},
		{Name: "three pawns come out", Options: "exits=multi", Steps: "throw 0, out", En: "South brings pawns a, b and c out of home and throws again", Fr: "Sud sort les pions a, b et c de la maison et rejoue"},
		{Name: "out of the corridor", Steps: "throw 1, out, throw 3, a", En: "South: pawn a from corridor 1 to the south junction", Fr: "Sud\u00a0: pion a du couloir 1 à la jonction sud"},
		{Name: "along the corridor", Steps: "throw 1, out, throw 2, a", En: "South: pawn a from corridor 1 to corridor 3", Fr: "Sud\u00a0: pion a du couloir 1 au couloir 3"},
		{Name: "a move on the loop", Steps: "throw 1, out, throw 3, a, throw 2, pass, throw 5, a", En: "South: pawn a from the south junction to 5", Fr: "Sud\u00a0: pion a de la jonction sud à 5"},
		{Name: "North's move", Steps: capture, Step: -2, En: "North: pawn a from 18 to 19", Fr: "Nord\u00a0: pion a de 18 à 19"},
		{Name: "a capture wins the pawn's right to go home", Steps: capture,
			En: "South: pawn a from 14 to 19, sends North's pawn a home; South's pawn a may now go home", Fr: "Sud\u00a0: pion a de 14 à 19, renvoie à la maison le pion a de Nord\u00a0; le pion a de Sud peut désormais rentrer"},
		{Name: "a capture wins all the player's pawns the right to go home", Options: "credit=player", Steps: capture,
			En: "South: pawn a from 14 to 19, sends North's pawn a home; all of South's pawns may now go home", Fr: "Sud\u00a0: pion a de 14 à 19, renvoie à la maison le pion a de Nord\u00a0; tous les pions de Sud peuvent désormais rentrer"},
		{Name: "the pawn sent home loses its right", Steps: recapture,
			En: "North: pawn a from 21 to 23, sends South's pawn a home, which loses its right to go home; North's pawn a may now go home", Fr: "Nord\u00a0: pion a de 21 à 23, renvoie à la maison le pion a de Sud, qui perd son droit de rentrer\u00a0; le pion a de Nord peut désormais rentrer"},
		{Name: "the player's right stays", Options: "credit=player", Steps: recapture,
			En: "North: pawn a from 21 to 23, sends South's pawn a home; all of North's pawns may now go home", Fr: "Nord\u00a0: pion a de 21 à 23, renvoie à la maison le pion a de Sud\u00a0; tous les pions de Nord peuvent désormais rentrer"},
		{Name: "into the corridor", Steps: home, Step: -8, En: "South: pawn a from 31 to corridor 1", Fr: "Sud\u00a0: pion a de 31 au couloir 1"},
		{Name: "a pass with a pawn out", Steps: home, Step: -4, En: "South passes: no pawn can move 2 cells", Fr: "Sud passe\u00a0: aucun pion ne peut avancer de 2 cases"},
		{Name: "a pawn home", Steps: home, En: "South brings pawn a home from corridor 1 — 1 of 3 pawns home", Fr: "Sud rentre le pion a à la maison depuis le couloir 1 — 1 pion sur 3 à la maison"},
		{Name: "round again past the junction", Steps: "throw 1, out, throw 6, a, throw 2, pass, throw 6, a, throw 2, pass, throw 6, a",
			En: "South: pawn a from 21 to 1, round again as it may not go home yet", Fr: "Sud\u00a0: pion a de 21 à 1, refait un tour car il ne peut pas encore rentrer"},
		{Name: "round again from the junction", Steps: tour, En: "South: pawn a from 26 to the south junction, round again as it may not go home yet", Fr: "Sud\u00a0: pion a de 26 à la jonction sud, refait un tour car il ne peut pas encore rentrer"},
		{Name: "two pawns sent home", Steps: junction,
			En: "South: pawn a from the north-west corner to the north junction, sends North's pawns a and b home; South's pawn a may now go home", Fr: "Sud\u00a0: pion a du coin nord-ouest à la jonction nord, renvoie à la maison les pions a et b de Nord\u00a0; le pion a de Sud peut désormais rentrer"},
		{Name: "a safe junction", Options: "grey=on", Steps: junction,
			En: "South: pawn a from the north-west corner to the north junction, a safe cell it shares with North's pawns a and b", Fr: "Sud\u00a0: pion a du coin nord-ouest à la jonction nord, case protégée qu’il partage avec les pions a et b de Nord"},
		{Name: "a safe corner", Steps: corner, En: "South: pawn a from 15 to the north-east corner, a safe cell it shares with North's pawn a", Fr: "Sud\u00a0: pion a de 15 au coin nord-est, case protégée qu’il partage avec le pion a de Nord"},
		{Name: "round again, then the right to go home", Seed: 2, Step: 496,
			En: "South: pawn b from 22 to 2, round again as it could not go home yet, sends North's pawn c home; South's pawn b may now go home", Fr: "Sud\u00a0: pion b de 22 à 2, refait un tour car il ne pouvait pas encore rentrer, renvoie à la maison le pion c de Nord\u00a0; le pion b de Sud peut désormais rentrer"},
		{Name: "two pawns sent home lose their right", Seed: 82, Step: 240,
			En: "North: pawn c from the north-east corner to 22, sends South's pawns b and c home, which lose their right to go home; North's pawn c may now go home", Fr: "Nord\u00a0: pion c du coin nord-est à 22, renvoie à la maison les pions b et c de Sud, qui perdent leur droit de rentrer\u00a0; le pion c de Nord peut désormais rentrer"},
		{Name: "one of two pawns sent home loses its right", Seed: 390, Step: 278,
			En: "South: pawn b from 5 to 10, sends North's pawns a and b home, and North's pawn a loses its right to go home; South's pawn b may now go home", Fr: "Sud\u00a0: pion b de 5 à 10, renvoie à la maison les pions a et b de Nord, et le pion a de Nord perd son droit de rentrer\u00a0; le pion b de Sud peut désormais rentrer"},
		{Name: "home straight from the loop", Seed: 31, Step: 60, En: "South brings pawn a home from 31 — 1 of 3 pawns home", Fr: "Sud rentre le pion a à la maison depuis 31 — 1 pion sur 3 à la maison"},
		{Name: "the winner", Seed: 1, En: "North brings pawn c home from corridor 1 — all three pawns home: North wins", Fr: "Nord rentre le pion c à la maison depuis le couloir 1 — ses trois pions sont à la maison\u00a0: Nord gagne"},
	})
}

// TestDescribeNames checks that the sentences name seats with the caller's
// function, whatever it says, in each language.
func TestDescribeNames(t *testing.T) {
	h := helptest.Script(t, game, "", capture)
	i := h.Len() - 1
	name := func(p rules.Player) string { return [...]string{"Ana (computer)", "Eve"}[p] }
	for l, want := range map[help.Lang]string{
		help.English: "Ana (computer): pawn a from 14 to 19, sends Eve's pawn a home; Ana (computer)'s pawn a may now go home",
		help.French:  "Ana (computer)\u00a0: pion a de 14 à 19, renvoie à la maison le pion a d’Eve\u00a0; le pion a d’Ana (computer) peut désormais rentrer",
	} {
		if got := daryon.Help.Describe(l, h.StateAt(i), h.StateAt(i+1), h.Step(i), name, -1); got != want {
			t.Errorf("%v:\ngot  %s\nwant %s", l, got, want)
		}
	}
}

// logGames are the games of the golden logs: one with every option at its
// default, then one for each other value, each seed chosen for a short game
// that shows what its option changes.
var logGames = []helptest.GoldenGame{
	{About: "every option at its default", Seed: 212},
	{About: "three players", Options: "players=3", Seed: 138},
	{About: "four players", Options: "players=4", Seed: 131},
	{About: "a 5 brings out two pawns, a 6 three", Options: "exits=multi", Seed: 41},
	{About: "one capture lets all the player's pawns go home", Options: "credit=player", Seed: 27},
	{About: "the junctions are safe", Options: "grey=on", Seed: 180},
}

// TestLog compares the move log of logGames with testdata/log.golden
// (-update rewrites it).
func TestLog(t *testing.T) {
	helptest.Golden(t, help.English, game, daryon.Help, *update, logGames,
		"pawns a and b out of home", "pawns a, b and c out of home", // exits=multi
		"all of South's pawns may now go home", // credit=player
		"junction, a safe cell it shares",      // grey=on
		"round again", "loses its right", "may now go home", "no pawn can move", "brings none out", "all six seeds light", "all six seeds dark", " wins")
}

// TestLogFrench compares the French move log of logGames with
// testdata/log.fr.golden (-update rewrites it).
func TestLogFrench(t *testing.T) {
	helptest.Golden(t, help.French, game, daryon.Help, *update, logGames,
		"pions a et b de la maison", "pions a, b et c de la maison", // exits=multi
		"tous les pions de Sud peuvent désormais rentrer", // credit=player
		"jonction est, case protégée",                     // grey=on
		"refait un tour", "perd son droit", "peut désormais rentrer", "aucun pion ne peut avancer", "n’en sort aucun", "six côtés clairs", "six côtés foncés", " gagne")
}

func TestLabel(t *testing.T) {
	for _, c := range []struct{ note, en, fr string }{
		{"pass", "Pass", "Passer"},
		{"out", "Bring out", "Sortir"},
		{"a", "Move pawn a", "Avancer le pion a"},
		{"c", "Move pawn c", "Avancer le pion c"},
	} {
		for l, want := range map[help.Lang]string{help.English: c.en, help.French: c.fr} {
			if got := daryon.Help.Label(l, rules.Choice{Note: c.note}); got != want {
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
				if got := daryon.Help.SeatName(l, c.players, rules.Player(p)); got != want {
					t.Errorf("SeatName(%v, %d, %d) = %q, want %q", l, c.players, p, got, want)
				}
			}
			for _, p := range []rules.Player{rules.Chance, rules.Over, rules.Player(c.players)} {
				if got := daryon.Help.SeatName(l, c.players, p); got != "" {
					t.Errorf("SeatName(%v, %d, %d) = %q, want none", l, c.players, p, got)
				}
			}
		}
	}
}

// home and corridor are the places of pawns of South (seat 0) and North.
var (
	southHome = rules.Place{Cell: int(rules_daryon.Centre), Player: 0, Piece: -1}
	northHome = rules.Place{Cell: int(rules_daryon.Centre), Player: 1, Piece: -1}
)

// loop returns the place of a pawn of p on loop cell i.
func loop(p rules.Player, i int) rules.Place {
	return rules.Place{Cell: int(rules_daryon.Loop[i]), Player: p, Piece: -1}
}

// corridor returns the place of a pawn of South on its corridor cell i
// (1 in front of home).
func corridor(i int) rules.Place {
	return rules.Place{Cell: int(rules_daryon.Corridors[rules_daryon.South][i-1]), Player: 0, Piece: -1}
}

// TestRefusal checks what a tap that chooses nothing is told, on scripted
// positions.
func TestRefusal(t *testing.T) {
	// tour ends with South to move a 6: pawn a, on 26 without the right
	// to go home, goes round again.
	tour := strings.TrimSuffix(tour, ", a")
	// near ends with South to move a 2: pawn a, with the right, is on
	// corridor 1, one cell from home.
	near := capture + ", throw 2, pass, throw 6, a, throw 2, pass, throw 4, a, throw 2, pass, throw 2"
	west := rules.Place{Cell: int(rules_daryon.Corridors[rules_daryon.West][1])}.Cell
	helptest.Refusals(t, game, daryon.Help, []helptest.Spot{
		{Name: "a pawn that may come out", Steps: "throw 1", From: southHome, To: help.NoCell},
		{Name: "where it comes out", Steps: "throw 1", From: southHome, To: corridor(1).Cell},
		{Name: "a throw to come", Steps: "", From: southHome, To: help.NoCell,
			En: "throw the seeds first", Fr: "lancez d’abord les graines"},
		{Name: "another player's pawns", Steps: "throw 1", From: northHome, To: help.NoCell,
			En: "this pawn is North's, not yours: you play South", Fr: "ce pion est à Nord, pas à vous\u00a0: vous jouez Sud"},
		{Name: "leaving home on a 1", Steps: "throw 3", From: southHome, To: help.NoCell,
			En: "a 3 brings no pawn out: a pawn leaves home only on a 1",
			Fr: "un 3 ne sort aucun pion\u00a0: un pion ne sort de la maison que sur un 1"},
		{Name: "leaving home on a 1, a 5 or a 6", Options: "exits=multi", Steps: "throw 3", From: southHome, To: help.NoCell,
			En: "a 3 brings no pawn out: pawns leave home only on a 1, a 5 or a 6",
			Fr: "un 3 ne sort aucun pion\u00a0: on ne sort de la maison que sur un 1, un 5 ou un 6"},
		{Name: "the exact count", Steps: near, From: corridor(1), To: help.NoCell,
			En: "pawn a is 1 cell from home: it needs a 1, not a 2",
			Fr: "le pion a est à 1 case de la maison\u00a0: il lui faut un 1, pas un 2"},
		{Name: "a pawn out of home", Steps: "throw 1, out, throw 1", From: southHome, To: corridor(2).Cell,
			En: "a pawn leaving home goes to corridor 1, just in front of it",
			Fr: "un pion qui sort de la maison va au couloir 1, juste devant elle"},
		{Name: "the pawn's right to go home", Steps: tour, From: loop(0, 26), To: corridor(3).Cell,
			En: "pawn a cannot go home yet: it has sent no pawn home",
			Fr: "le pion a ne peut pas encore rentrer\u00a0: il n’a renvoyé aucun pion à la maison"},
		{Name: "the player's right to go home", Options: "credit=player", Steps: tour, From: loop(0, 26), To: int(rules_daryon.Centre),
			En: "your pawns cannot go home yet: none has sent a pawn home",
			Fr: "vos pions ne peuvent pas encore rentrer\u00a0: aucun n’a renvoyé de pion à la maison"},
		{Name: "a tour first", Steps: "throw 1, out, throw 2", From: corridor(1), To: int(rules_daryon.Centre),
			En: "pawn a goes round the square before it goes home",
			Fr: "le pion a fait le tour du carré avant de rentrer"},
		{Name: "another corridor", Steps: "throw 1, out, throw 2", From: corridor(1), To: west,
			En: "this is the west corridor: only its own pawns go there",
			Fr: "c’est le couloir ouest\u00a0: seuls ses propres pions y vont"},
		{Name: "where the throw takes the pawn", Steps: "throw 1, out, throw 3", From: corridor(1), To: loop(0, 3).Cell,
			En: "a 3 takes pawn a to the south junction, not there",
			Fr: "avec un 3, le pion a va à la jonction sud, pas sur cette case"},
		{Name: "two pawns on one cell", Steps: "throw 1, out, throw 1, out, throw 2", From: corridor(1), To: loop(0, 3).Cell,
			En: "a 2 takes pawn a to corridor 3, not there",
			Fr: "avec un 2, le pion a va au couloir 3, pas sur cette case"},
		{Name: "the pawn's move", Steps: "throw 1, out, throw 3", From: corridor(1), To: loop(0, 0).Cell},
	})
}

// TestRefusalAgrees checks the refusals of every tap on pieces, and of
// every destination, against the legal moves along random games.
func TestRefusalAgrees(t *testing.T) {
	var hs []*rules.History
	for _, gg := range logGames {
		hs = append(hs, gg.Play(t, game))
	}
	cells := []int{int(rules_daryon.Centre)}
	for _, c := range rules_daryon.Loop {
		cells = append(cells, int(c))
	}
	for _, cs := range rules_daryon.Corridors {
		for _, c := range cs {
			cells = append(cells, int(c))
		}
	}
	n, probs := helptest.Disagreements(daryon.Help, hs, 3, sources, cells)
	for _, p := range probs {
		t.Error(p)
	}
	t.Logf("%d refusals checked", n)
}

// sources lists where a person could tap a pawn in st: every pawn on the
// board, and each home with a pawn waiting.
func sources(st rules.State) []rules.Place {
	s := st.(*rules_daryon.State)
	var out []rules.Place
	for seat := range s.Players() {
		home := false
		for j := range rules_daryon.Pawns {
			switch t := s.Progress(seat, j); {
			case t == rules_daryon.TStart:
				home = true
			case t < rules_daryon.THome:
				out = append(out, rules.Place{Cell: int(s.PawnCell(seat, j)), Player: rules.Player(seat), Piece: -1})
			}
		}
		if home {
			out = append(out, rules.Place{Cell: int(rules_daryon.Centre), Player: rules.Player(seat), Piece: -1})
		}
	}
	return out
}
