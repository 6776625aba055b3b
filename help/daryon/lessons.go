package daryon

import (
	"strings"

	"tabula/help"
	"tabula/rules/daryon"
)

// lessons is the tutorial of Daryon, in the order a beginner needs it:
// leaving home on a 1, sending a pawn home (which earns the pawn credit,
// the right to go home, as the game's caption calls it), the safe corners,
// turning into the corridor with credit, and the exact count home. Every lesson is a two-player game, South to move:
// its setup is played from the start, a turn per line of record, with the
// throws chosen so that the lesson's throw is on the board; North passes
// whenever it has no pawn out, so that few pawns stand on the board.
//
// The texts name the cells as the move log does and as the board's labels
// show them: the loop's numbers 1 to 31, "the south junction", "the
// north-east corner", the corridor's cells c1 to c3 (the log's "corridor
// 1" to "corridor 3"), and home.
var lessons = []help.Lesson{
	{
		Title: [help.Langs]string{
			help.English: "Leaving home",
			help.French:  "Sortir de la maison",
		},
		Setup: record(
			"throw 1, out, throw 3, a", // South: a 1 brings pawn a out, a 3 takes it to the south junction
			"throw 2, pass",            // North: no pawn out, and a 2 brings none out
			"throw 1",                  // South: a 1, for pawn a or for another pawn out
		),
		Say: [help.Langs]string{
			help.English: "Your three pawns start at home, in the middle of the board: here pawn a is already out, on the south junction, and two are at home. Only a throw of 1 (one dark seed) brings a pawn out, onto c1 of its corridor, and then you throw again.",
			help.French:  "Vos trois pions partent de la maison, au milieu du plateau\u00a0: ici le pion a est déjà sorti, sur la jonction sud, et deux sont à la maison. Seul un 1 (une graine foncée) fait sortir un pion, sur la case c1 de son couloir, et vous rejouez ensuite.",
		},
		Ask: [help.Langs]string{
			help.English: "You threw a 1: bring a pawn out of home.",
			help.French:  "Vous avez fait 1\u00a0: sortez un pion de la maison.",
		},
		Moves: []string{"out"},
		Done: [help.Langs]string{
			help.English: "Pawn b is out, on c1, where no other colour may go. After bringing a pawn out, you throw again.",
			help.French:  "Le pion b est sorti sur c1, où aucune autre couleur ne peut aller. Après une sortie, vous rejouez.",
		},
		Wrong: [help.Langs]string{
			help.English: "That moves pawn a one cell. Use the 1 for what only a 1 can do: bring a pawn out.",
			help.French:  "Cela avance le pion a d’une case. Employez le 1 à ce que seul un 1 permet\u00a0: sortir un pion.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Sending a pawn home",
			help.French:  "Renvoyer un pion à la maison",
		},
		Setup: record(
			"throw 1, out, throw 4, a", // South: pawn a out, then to 1
			"throw 2, pass",            // North
			"throw 4, a",               // South: pawn a to 5
			"throw 1, out, throw 4, a", // North: pawn a out, then to 17
			"throw 1, out, throw 6",    // South: pawn b out, then all six seeds dark
		),
		Say: [help.Langs]string{
			help.English: "Six dark seeds make 12 (six light make 6). A pawn that stops on a cell held by opposing pawns sends them all home. That earns it credit: the right to go home at the end of its tour.",
			help.French:  "Six graines foncées valent 12 (six claires valent 6). Un pion qui s’arrête sur une case occupée par des pions adverses les renvoie tous à la maison. Il gagne ainsi son crédit\u00a0: le droit de rentrer à la fin de son tour.",
		},
		Ask: [help.Langs]string{
			help.English: "You threw 12: send North's pawn on 17 home.",
			help.French:  "Vous avez fait 12\u00a0: renvoyez à la maison le pion de Nord sur 17.",
		},
		Moves: []string{"a"},
		Done: [help.Langs]string{
			help.English: "Pawn a counted 12 cells and sent North's pawn home, which must come out again with a 1. Pawn a now has credit: it may go home after its tour.",
			help.French:  "Le pion a a compté 12 cases et renvoyé à la maison le pion de Nord, qui devra ressortir avec un 1. Le pion a a désormais son crédit\u00a0: il pourra rentrer après son tour.",
		},
		Wrong: [help.Langs]string{
			help.English: "Pawn b would stop on an empty cell. Pawn a, on 5, is 12 cells behind North's pawn.",
			help.French:  "Le pion b s’arrêterait sur une case vide. Le pion a, sur 5, est 12 cases derrière le pion de Nord.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Safe corners",
			help.French:  "Les coins protégés",
		},
		Setup: record(
			"throw 1, out, throw 6, a", // South: pawn a out, then to 9
			"throw 2, pass",            // North
			"throw 1, out, throw 6, b", // South: pawn b out, then to 9
			"throw 2, pass",            // North
			"throw 5, a",               // South: pawn a to 14
			"throw 1, out, throw 1, a", // North: pawn a out, then to corridor 2
			"throw 3, a",               // South: pawn a to 17
			"throw 0, a",               // North: pawn a to the north-east corner
			"throw 0, b",               // South: pawn b to 15
			"throw 1, out, throw 5, b", // North: pawn b out, then to 18
			"throw 3",                  // South
		),
		Say: [help.Langs]string{
			help.English: "The four corners of the square are safe for everybody: no pawn is ever sent home there. Pawns of every colour may share a corner.",
			help.French:  "Les quatre coins du carré protègent tout le monde\u00a0: personne n’y est jamais renvoyé à la maison. Des pions de toutes les couleurs peuvent s’y côtoyer.",
		},
		Ask: [help.Langs]string{
			help.English: "You threw 3: send one of North's pawns home.",
			help.French:  "Vous avez fait 3\u00a0: renvoyez un pion de Nord à la maison.",
		},
		Moves: []string{"b"},
		Done: [help.Langs]string{
			help.English: "Pawn b sent North's pawn on 18 home. On the corner, North's other pawn is out of reach.",
			help.French:  "Le pion b a renvoyé à la maison le pion de Nord qui était sur 18. Sur le coin, l’autre pion de Nord est hors d’atteinte.",
		},
		Wrong: [help.Langs]string{
			help.English: "North's pawn on the north-east corner is safe: pawn a would only share the corner with it.",
			help.French:  "Le pion de Nord sur le coin nord-est est protégé\u00a0: le pion a ne ferait que partager le coin avec lui.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Going home",
			help.French:  "Rentrer à la maison",
		},
		Setup: record(
			"throw 1, out, throw 6, a", // South: pawn a out, then to 9
			"throw 2, pass",            // North
			"throw 4, a",               // South: pawn a to 13
			"throw 1, out, throw 4, a", // North: pawn a out, then to 17
			"throw 4, a",               // South: pawn a to 17, sends North's pawn home, and may go home
			"throw 2, pass",            // North
			"throw 1, out, throw 6, b", // South: pawn b out, then to 9
			"throw 2, pass",            // North
			"throw 6, b",               // South: pawn b to 21
			"throw 2, pass",            // North
			"throw 5, b",               // South: pawn b to 26
			"throw 2, pass",            // North
			"throw 5, b",               // South: pawn b to 31
			"throw 2, pass",            // North
			"throw 6, a",               // South: pawn a to 29
			"throw 2, pass",            // North
			"throw 1, a",               // South: pawn a to 30
			"throw 2, pass",            // North
			"throw 3",                  // South
		),
		Say: [help.Langs]string{
			help.English: "A pawn may turn into its corridor, towards home, only with credit, once it has sent an opposing pawn home. Pawn a has credit; pawn b has none, so it goes round the square again. In its corridor a pawn is safe: no other colour enters it.",
			help.French:  "Un pion n’entre dans son couloir, vers la maison, qu’avec son crédit, après avoir renvoyé un pion adverse à la maison. Le pion a a ce crédit, pas le pion b, qui refait donc un tour. Dans son couloir, un pion est à l’abri\u00a0: aucune autre couleur n’y entre.",
		},
		Ask: [help.Langs]string{
			help.English: "You threw 3: take the pawn with credit into your corridor.",
			help.French:  "Vous avez fait 3\u00a0: faites entrer dans votre couloir le pion qui a du crédit.",
		},
		Moves: []string{"a"},
		Done: [help.Langs]string{
			help.English: "Pawn a turned at the south junction into c3, safe from every pawn. Three more cells take it home.",
			help.French:  "Le pion a a tourné à la jonction sud vers c3, à l’abri de tous. Encore trois cases et il sera à la maison.",
		},
		Wrong: [help.Langs]string{
			help.English: "Pawn b has no credit, having sent no pawn home: it would pass the south junction and go round again, to 2.",
			help.French:  "Le pion b n’a pas de crédit, n’ayant renvoyé aucun pion à la maison\u00a0: il passerait la jonction sud et referait un tour, jusqu’à 2.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "The exact count",
			help.French:  "Le compte exact",
		},
		Setup: record(
			"throw 1, out, throw 6, a", // South: pawn a out, then to 9
			"throw 2, pass",            // North
			"throw 4, a",               // South: pawn a to 13
			"throw 1, out, throw 4, a", // North: pawn a out, then to 17
			"throw 4, a",               // South: pawn a to 17, sends North's pawn home
			"throw 2, pass",            // North
			"throw 1, out, throw 6, b", // South: pawn b out, then to 9
			"throw 2, pass",            // North
			"throw 4, b",               // South: pawn b to 13
			"throw 2, pass",            // North
			"throw 6, a",               // South: pawn a to 29
			"throw 1, out, throw 4, a", // North: pawn a out, then to 17
			"throw 4, b",               // South: pawn b to 17, sends North's pawn home
			"throw 2, pass",            // North
			"throw 5, a",               // South: pawn a to corridor 2
			"throw 2, pass",            // North
			"throw 6, b",               // South: pawn b to 29
			"throw 2, pass",            // North
			"throw 0, b",               // South: pawn b to corridor 1
			"throw 2, pass",            // North
			"throw 1, out, throw 3, c", // South: pawn c out, then to the south junction
			"throw 2, pass",            // North
			"throw 2",                  // South
		),
		Say: [help.Langs]string{
			help.English: "Home needs the exact count: pawn a, on c2, needs a 2, or a 1 and later another 1. Pawn b, on c1, needs a 1: it cannot move 2. The first to bring all three pawns home wins.",
			help.French:  "Pour rentrer, il faut le compte exact\u00a0: le pion a, sur c2, a besoin d’un 2, ou d’un 1 puis d’un autre 1. Le pion b, sur c1, a besoin d’un 1\u00a0: il ne peut pas avancer de 2. Le premier qui ramène ses trois pions à la maison gagne.",
		},
		Ask: [help.Langs]string{
			help.English: "You threw 2: bring a pawn home.",
			help.French:  "Vous avez fait 2\u00a0: rentrez un pion à la maison.",
		},
		Moves: []string{"a"},
		Done: [help.Langs]string{
			help.English: "Pawn a is home, with the exact count. Pawn b waits for a 1.",
			help.French:  "Le pion a est à la maison, avec le compte exact. Le pion b attend un 1.",
		},
		Wrong: [help.Langs]string{
			help.English: "Pawn c only walks on. Pawn a, on c2, is exactly 2 cells from home.",
			help.French:  "Le pion c ne fait qu’avancer. Le pion a, sur c2, est à exactement 2 cases de la maison.",
		},
	},
}

// record writes a lesson's setup as the text of a two-player record of
// Daryon with the default options, as the game writes it: the game line,
// then the steps of each turn given (separated by
// commas), one step per line.
func record(turns ...string) string {
	var b strings.Builder
	defaults, _ := daryon.Game.ParseOptions(nil) // no option given: none to refuse
	b.WriteString(daryon.Game.Name + " " + daryon.Game.FormatOptions(defaults) + "\n")
	for _, turn := range turns {
		for step := range strings.SplitSeq(turn, ",") {
			b.WriteString(strings.TrimSpace(step) + "\n")
		}
	}
	return b.String()
}
