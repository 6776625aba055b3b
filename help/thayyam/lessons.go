package thayyam

import (
	"strings"

	"tabula/help"
	"tabula/rules/thayyam"
)

// lessons is the tutorial of Thayyam, in the order a beginner needs it:
// entering on a 1, the series of throws and a move that adds several of
// them up, sending a piece off (which earns another series), pairing two
// pieces into twins on the opposite castle, moving twins by half the points
// beside an enemy piece they cannot harm, and the exact count to the centre
// before bearing off. Every lesson is a two-player game with the default
// options, South to move: its setup is played from the start, a turn per
// line of record, with the throws chosen so that the lesson's throws are in
// South's pool; North throws a 2 and so passes whenever it has no piece on
// the board, so that few pieces stand there.
//
// The texts name the cells as the move log does and as the board's labels
// show them: "your castle" (the log's "its castle"), "the opposite castle",
// the other cells by their numbers 1 to 23 along South's circuit, and "the
// centre". Throws are written as the log writes them, largest first
// ("4+3+1").
var lessons = []help.Lesson{
	{
		Title: [help.Langs]string{
			help.English: "Entering on a 1",
			help.French:  "Entrer avec un 1",
		},
		Setup: record(
			"throw 4, throw 1, throw 2", // South: the 4 is lost (no piece on the board), the 1 and the 2 are kept
		),
		Say: [help.Langs]string{
			help.English: "Your four pieces wait off the board. Only a 1 brings one in, onto your castle. With no piece on the board, the throws before your first 1 are lost: you threw a 4 first, and lost it.",
			help.French:  "Vos quatre pions attendent hors du plateau. Seul un 1 en fait entrer un, sur votre château. Sans pion sur le plateau, les jets d’avant votre premier 1 sont perdus\u00a0: vous avez d’abord lancé un 4, et l’avez perdu.",
		},
		Ask: [help.Langs]string{
			help.English: "You have 2+1: bring a piece in.",
			help.French:  "Vous avez 2+1\u00a0: faites entrer un pion.",
		},
		Moves: []string{"a:in"},
		Done: [help.Langs]string{
			help.English: "Piece a is on your castle, where nobody is ever sent off. Your 2 can now move it.",
			help.French:  "Le pion a est sur votre château, où personne n’est jamais chassé. Votre 2 peut maintenant l’avancer.",
		},
		Wrong: [help.Langs]string{
			help.English: "Ending the turn gives up your throws. Use the 1 to bring a piece in.",
			help.French:  "Finir le tour fait perdre vos jets. Servez-vous du 1 pour faire entrer un pion.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "A series of throws",
			help.French:  "Une série de jets",
		},
		Setup: record(
			"throw 1, throw 3, a:in, a:3", // South: piece a in, then to 3
			"throw 2",                     // North: no piece on the board, the 2 is lost and the turn passes
			"throw 4, throw 1, throw 3",   // South: 4 and 1 throw again, 3 ends the series
		),
		Say: [help.Langs]string{
			help.English: "After a 1, a 4 or an 8 you throw again; a 2 or a 3 ends the series. Then you play your throws in any order. A piece may add up several throws in one move, but a throw is never split between pieces.",
			help.French:  "Après un 1, un 4 ou un 8, vous relancez\u00a0; un 2 ou un 3 clôt la série. Vous jouez ensuite vos jets dans l’ordre voulu. Un pion peut additionner plusieurs jets en un coup, mais un jet ne se partage jamais entre deux pions.",
		},
		Ask: [help.Langs]string{
			help.English: "You have 4+3+1: take piece a to the opposite castle in one move.",
			help.French:  "Vous avez 4+3+1\u00a0: menez le pion a au château opposé en un seul coup.",
		},
		Moves: []string{"a:4+1"},
		Done: [help.Langs]string{
			help.English: "Piece a went 5 cells with 4+1, landing only at the end. Your 3 is left for another move.",
			help.French:  "Le pion a a fait 5 cases avec 4+1 et ne s’est posé qu’à la fin. Il vous reste le 3 pour un autre coup.",
		},
		Wrong: [help.Langs]string{
			help.English: "That does not take piece a to the opposite castle, 5 cells ahead of it.",
			help.French:  "Cela ne mène pas le pion a au château opposé, 5 cases devant lui.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Sending a piece off",
			help.French:  "Chasser un pion",
		},
		Setup: record(
			"throw 1, throw 2, a:in, a:2", // South: piece a in, then to 2
			"throw 1, throw 3, a:in, a:3", // North: piece a in, then to its 3, South's 11
			"throw 0, throw 1, throw 3",   // South: 8 and 1 throw again, 3 ends the series
		),
		Say: [help.Langs]string{
			help.English: "A single piece that stops on a cell without a cross sends off every enemy single piece there: they must enter again with a 1. Each capturing move earns you one more series of throws.",
			help.French:  "Un pion seul qui s’arrête sur une case sans croix chasse du jeu tous les pions seuls adverses qui s’y trouvent\u00a0: ils doivent rentrer avec un 1. Chaque prise vous vaut une nouvelle série de jets.",
		},
		Ask: [help.Langs]string{
			help.English: "You have 8+3+1: send North's piece on 11 off.",
			help.French:  "Vous avez 8+3+1\u00a0: chassez du jeu le pion de Nord sur 11.",
		},
		Moves: []string{"a:8+1"},
		Done: [help.Langs]string{
			help.English: "Piece a counted 9 with 8+1 and sent North's piece off. After your moves, you throw a new series.",
			help.French:  "Le pion a a compté 9 avec 8+1 et chassé le pion de Nord. Après vos coups, vous relancez une nouvelle série.",
		},
		Wrong: [help.Langs]string{
			help.English: "That sends nothing off. Piece a, on 2, is 9 cells behind North's piece.",
			help.French:  "Cela ne chasse rien. Le pion a, sur 2, est 9 cases derrière le pion de Nord.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Pairing twins",
			help.French:  "Former des jumeaux",
		},
		Setup: record(
			"throw 1, throw 1, throw 2, a:in, b:in, a:2", // South: pieces a and b in, a to 2
			"throw 2",                               // North: no piece on the board, the turn passes
			"throw 0, throw 4, throw 2, b:8, a:4+2", // South: both pieces to the opposite castle
			"throw 1, throw 3, a:in, a:3",           // North: piece a in, then to its 3, South's 11
			"throw 4, throw 2",                      // South
		),
		Say: [help.Langs]string{
			help.English: "Two of your single pieces on the opposite castle may pair up into twins. Pairing uses no throw. Twins move together, and only enemy twins can send them off.",
			help.French:  "Deux de vos pions seuls sur le château opposé peuvent se jumeler. Le jumelage n’use aucun jet. Les jumeaux avancent ensemble, et seuls des jumeaux adverses peuvent les chasser.",
		},
		Ask: [help.Langs]string{
			help.English: "Pair pieces a and b into twins.",
			help.French:  "Jumelez les pions a et b.",
		},
		Moves: []string{"ab:pair"},
		Done: [help.Langs]string{
			help.English: "Pieces a and b are twins now, and your 4+2 is still there to play.",
			help.French:  "Les pions a et b sont désormais jumeaux, et votre 4+2 reste à jouer.",
		},
		Wrong: [help.Langs]string{
			help.English: "That does not pair your pieces. Pairing first costs nothing: it uses no throw.",
			help.French:  "Cela ne jumelle pas vos pions. Les jumeler d’abord ne coûte rien\u00a0: cela n’use aucun jet.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Moving twins",
			help.French:  "Avancer des jumeaux",
		},
		Setup: record(
			"throw 1, throw 1, throw 2, a:in, b:in, a:2", // South: pieces a and b in, a to 2
			"throw 2",                               // North: no piece on the board, the turn passes
			"throw 0, throw 4, throw 2, b:8, a:4+2", // South: both pieces to the opposite castle
			"throw 1, throw 3, a:in, a:3",           // North: piece a in, then to its 3, South's 11
			"throw 4, throw 2, ab:pair",             // South: a and b become twins
		),
		Say: [help.Langs]string{
			help.English: "Twins move by half the points, rounded down: 4+1 moves them 2 cells. Twins and enemy single pieces may share a cell: neither can send the other off.",
			help.French:  "Les jumeaux avancent de la moitié des points, arrondie vers le bas\u00a0: 4+1 les avance de 2 cases. Des jumeaux et des pions seuls adverses peuvent partager une case\u00a0: aucun ne peut chasser l’autre.",
		},
		Ask: [help.Langs]string{
			help.English: "You have 4+2: move your twins onto North's piece on 11.",
			help.French:  "Vous avez 4+2\u00a0: avancez vos jumeaux sur le pion de Nord, sur 11.",
		},
		Moves: []string{"ab:4+2"},
		Done: [help.Langs]string{
			help.English: "The twins moved 3 cells for 6 points. They share 11 with North's piece, and neither can send the other off.",
			help.French:  "Les jumeaux ont avancé de 3 cases pour 6 points. Ils partagent la case 11 avec le pion de Nord, et aucun ne peut chasser l’autre.",
		},
		Wrong: [help.Langs]string{
			help.English: "That does not take the twins to 11: they need 6 points for those 3 cells.",
			help.French:  "Cela ne mène pas les jumeaux sur 11\u00a0: il leur faut 6 points pour ces 3 cases.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "The centre and bearing off",
			help.French:  "Le centre et la sortie",
		},
		Setup: record(
			"throw 1, throw 1, throw 0, throw 0, throw 0, throw 2, a:in, b:in, a:8+8+8, b:2", // South: a to the centre, b to 2
			"throw 2", // North: no piece on the board, the turn passes
			"throw 1, throw 1, throw 0, throw 0, throw 4, throw 2, c:in, d:in, b:8+8+4+2", // South: b to the centre
			"throw 2", // North
			"throw 0, throw 0, throw 0, throw 0, throw 0, throw 3, c:8+8+8, d:8+8+3", // South: c to the centre, d to 19
			"throw 2",                    // North
			"throw 4, throw 2, d:2, end", // South: d to 21; the 4 would overshoot the centre
			"throw 2",                    // North
			"throw 4, throw 1, throw 3",  // South
		),
		Say: [help.Langs]string{
			help.English: "The centre needs the exact count. Once all four of your pieces are on the centre, each 1 bears one off. The first to bear off all four wins.",
			help.French:  "Pour atteindre le centre, il faut le compte exact. Quand vos quatre pions y sont, chaque 1 en sort un du jeu. Le premier qui sort ses quatre pions gagne.",
		},
		Ask: [help.Langs]string{
			help.English: "You have 4+3+1: bring piece d to the centre.",
			help.French:  "Vous avez 4+3+1\u00a0: menez le pion d au centre.",
		},
		Moves: []string{"d:3"},
		Done: [help.Langs]string{
			help.English: "Piece d reached the centre with exactly 3. All four are there: your 1 can bear one off.",
			help.French:  "Le pion d a atteint le centre avec exactement 3. Les quatre y sont\u00a0: votre 1 peut en sortir un du jeu.",
		},
		Wrong: [help.Langs]string{
			help.English: "Piece d, on 21, needs exactly 3. No piece bears off before all four are on the centre.",
			help.French:  "Le pion d, sur 21, a besoin d’exactement 3. Aucun pion ne sort avant que les quatre soient au centre.",
		},
	},
}

// record writes a lesson's setup as the text of a two-player record of
// Thayyam with the default options, as the game writes it: the game line,
// then the steps of each
// turn given (separated by commas), one step per line.
func record(turns ...string) string {
	var b strings.Builder
	defaults, _ := thayyam.Game.ParseOptions(nil) // no option given: none to refuse
	b.WriteString(thayyam.Game.Name + " " + thayyam.Game.FormatOptions(defaults) + "\n")
	for _, turn := range turns {
		for step := range strings.SplitSeq(turn, ",") {
			b.WriteString(strings.TrimSpace(step) + "\n")
		}
	}
	return b.String()
}
