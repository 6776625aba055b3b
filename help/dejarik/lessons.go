package dejarik

import (
	"strings"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/dejarik"
)

// record returns the text of a Dejarik record, as rules.Record writes it:
// the game line with its default options, then the moves, given in one
// string separated by spaces, one a line. White moves first.
func record(moves string) string {
	opts, _ := dejarik.Game.ParseOptions(nil) // the defaults: they always parse
	return (&rules.Record{Game: dejarik.Game, Options: opts, Steps: strings.Fields(moves)}).String()
}

// lessons is the tutorial of Dejarik, in the order a beginner needs it:
// the straight exit of a first move, the centre, the diagonal exits, the
// augmented exit (the only move along the inner ring), the kill, the line
// of four, and the return home with the draw by repetition. White is to
// move in every lesson, and the player plays White. Cells are named as the
// board's labels write them (O5, I3, C), which the first lesson explains.
var lessons = []help.Lesson{
	{
		Title: [help.Langs]string{
			help.English: "Leaving home",
			help.French:  "Sortir de la maison",
		},
		Setup: record(""),
		Say: [help.Langs]string{
			help.English: "You play White. Your pawns start at home, on the outer ring (O0 to O11), where nothing can harm them; I names the inner ring, C the centre. A pawn steps straight out onto the inner cell in front of it, if that cell is empty.",
			help.French:  "Vous jouez les Blancs. Vos pions partent de la maison, la couronne extérieure (O0 à O11), où rien ne peut les tuer\u00a0; I désigne la couronne intérieure, C le centre. Un pion sort tout droit sur la case intérieure devant lui, si elle est vide.",
		},
		Ask: [help.Langs]string{
			help.English: "Move a pawn straight out, from O1 to I1 for instance.",
			help.French:  "Sortez un pion tout droit, par exemple de la case O1 à la case I1.",
		},
		Moves: []string{"O1-I1", "O0-I0", "O4-I4", "O5-I5"},
		Done: [help.Langs]string{
			help.English: "A straight exit: the pawn now stands on the inner ring, where it fights and can be killed. On each player’s first move, only straight exits and moves to the centre are allowed.",
			help.French:  "Sortie droite\u00a0: le pion est sur la couronne intérieure, où il combat et peut être tué. Au premier coup de chaque joueur, seules les sorties droites et les coups vers le centre sont permis.",
		},
		Wrong: [help.Langs]string{
			help.English: "That pawn goes to the centre: the next lesson. Here, move a pawn straight out onto the inner cell in front of it.",
			help.French:  "Ce pion va au centre\u00a0: c’est la leçon suivante. Ici, sortez un pion tout droit sur la case intérieure devant lui.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "The centre",
			help.French:  "Le centre",
		},
		Setup: record("O4-C O6-I6"),
		Say: [help.Langs]string{
			help.English: "A pawn goes from home to the centre, C, if the inner cell in front of it is empty; nothing can kill it there. From the centre it goes back to any empty outer cell whose inner cell is empty too: not O6, as Black stands on I6.",
			help.French:  "Un pion va de la maison au centre, C, si la case intérieure devant lui est vide\u00a0; là, rien ne peut le tuer. Du centre, il revient sur toute case extérieure vide dont la case intérieure est vide aussi\u00a0: pas O6, car un pion noir est sur I6.",
		},
		Ask: [help.Langs]string{
			help.English: "Move the pawn on C back to an outer cell, to O8 across the board for instance.",
			help.French:  "Ramenez le pion du centre sur une case extérieure, par exemple O8, de l’autre côté.",
		},
		Moves: []string{"C-O8", "C-O2", "C-O3", "C-O4", "C-O9"},
		Done: [help.Langs]string{
			help.English: "From the centre, a pawn reaches almost any outer cell in one move: a shortcut across the board.",
			help.French:  "Du centre, un pion rejoint presque toute case extérieure en un coup\u00a0: un raccourci à travers le plateau.",
		},
		Wrong: [help.Langs]string{
			help.English: "Move the pawn on the centre, C: it can go back to any empty outer cell whose inner cell is empty, such as O8.",
			help.French:  "Jouez le pion du centre, C\u00a0: il peut revenir sur toute case extérieure vide dont la case intérieure est vide, comme O8.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Diagonal exits",
			help.French:  "Les sorties en diagonale",
		},
		Setup: record("O0-I0 O10-I10"),
		Say: [help.Langs]string{
			help.English: "After your first move, a pawn may also leave diagonally, one or two cells to the side. The inner cell in front of it and every cell it crosses must be empty; for two cells, the outer cell beside it too.",
			help.French:  "Après votre premier coup, un pion peut aussi sortir en diagonale, d’une ou deux cases sur le côté. La case intérieure devant lui et les cases traversées doivent être vides\u00a0; pour deux cases, la case extérieure voisine aussi.",
		},
		Ask: [help.Langs]string{
			help.English: "Make a double diagonal exit: move the pawn on O1 two cells aside, to I3.",
			help.French:  "Faites une sortie en double diagonale\u00a0: sortez le pion de la case O1 de deux cases, vers I3.",
		},
		Moves: []string{"O1-I3", "O4-I2"},
		Done: [help.Langs]string{
			help.English: "A double diagonal exit: nothing stood in its way. Diagonal exits are the only moves that kill, as you will see.",
			help.French:  "Sortie en double diagonale\u00a0: rien ne barrait le chemin. Seules les sorties en diagonale tuent, vous allez le voir.",
		},
		Wrong: [help.Langs]string{
			help.English: "That is not a double diagonal exit. Take the pawn on O1 two cells aside, to I3: I1, I2 and O2 are empty.",
			help.French:  "Ce n’est pas une sortie en double diagonale. Sortez le pion de la case O1 de deux cases sur le côté, vers I3\u00a0: I1, I2 et O2 sont vides.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Along the inner ring",
			help.French:  "La sortie augmentée",
		},
		Setup: record("O0-I0 O6-C"),
		Say: [help.Langs]string{
			help.English: "A pawn never walks along a ring, but for one case. When a diagonal exit lands in front of one of your outer pawns, it must go two cells further the same way, if both are empty: an augmented exit.",
			help.French:  "Un pion ne glisse jamais le long d’une couronne, sauf dans un cas. Quand une sortie en diagonale arrive devant un de vos pions extérieurs, le pion doit avancer de deux cases de plus dans le même sens, si elles sont vides\u00a0: c’est la sortie augmentée.",
		},
		Ask: [help.Langs]string{
			help.English: "Move the pawn on O4 diagonally to I5, in front of its partner on O5, and on to I7.",
			help.French:  "Sortez le pion de la case O4 en diagonale vers I5, devant son voisin de O5, et jusqu’à I7.",
		},
		Moves: []string{"O4-I5", "O5-I4"},
		Done: [help.Langs]string{
			help.English: "It landed in front of its partner, so it went on two cells along the inner ring. Should it land in front of another of your pawns, it would go on again.",
			help.French:  "Il est arrivé devant son voisin, alors il a continué de deux cases sur la couronne intérieure. S’il arrivait encore devant un de vos pions, il continuerait de nouveau.",
		},
		Wrong: [help.Langs]string{
			help.English: "That move does not land in front of one of your outer pawns. From O4, a diagonal exit to I5 lands in front of O5, and goes on.",
			help.French:  "Ce coup n’arrive devant aucun de vos pions extérieurs. De la case O4, la sortie en diagonale vers I5 arrive devant O5, et continue.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Killing a pawn",
			help.French:  "Tuer un pion",
		},
		Setup: record("O0-I0 O6-I6"),
		Say: [help.Langs]string{
			help.English: "Only a diagonal exit kills: when it lands beside an opposing pawn on the inner ring, that pawn leaves the game, and the move ends there. A straight exit never kills, even beside an enemy.",
			help.French:  "Seule une sortie en diagonale tue\u00a0: si elle arrive à côté d’un pion adverse sur la couronne intérieure, ce pion est retiré du jeu, et le coup s’arrête là. Une sortie droite ne tue jamais, même à côté d’un ennemi.",
		},
		Ask: [help.Langs]string{
			help.English: "Kill Black’s pawn on I6 with a diagonal exit.",
			help.French:  "Tuez le pion noir de la case I6 par une sortie en diagonale.",
		},
		Moves: []string{"O4-I5"},
		Done: [help.Langs]string{
			help.English: "Black’s pawn is out of the game; a kill ends the move, even in front of your own pawn on O5. Take a second one and you win 2 points.",
			help.French:  "Le pion noir est retiré du jeu\u00a0; une prise arrête le coup, même devant votre pion de O5. Tuez-en un second et vous gagnez 2 points.",
		},
		Wrong: [help.Langs]string{
			help.English: "That move kills nothing: only a diagonal exit that lands beside Black’s pawn on I6 does, from O4 to I5.",
			help.French:  "Ce coup ne tue rien\u00a0: seule une sortie en diagonale qui arrive à côté du pion noir de I6 le tue, de O4 vers I5.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Four in a row",
			help.French:  "Quatre pions alignés",
		},
		Setup: record("O4-I4 O10-I10 O5-I5 O11-I11 O1-I3 I10-O10"),
		Say: [help.Langs]string{
			help.English: "You win 3 points when your four pawns stand side by side on the inner ring. Three are already there, on I3, I4 and I5. With only three pawns left, three side by side win 1 point.",
			help.French:  "Vous gagnez 3 points quand vos quatre pions se touchent sur la couronne intérieure. Trois y sont déjà, sur I3, I4 et I5. S’il ne vous reste que trois pions, trois côte à côte gagnent 1 point.",
		},
		Ask: [help.Langs]string{
			help.English: "Bring the pawn on O0 to I2 to finish the line.",
			help.French:  "Amenez le pion de la case O0 sur I2 pour compléter la ligne.",
		},
		Moves: []string{"O0-I2"},
		Done: [help.Langs]string{
			help.English: "Four in a row: White wins 3 points. The first player to reach 12 points wins the match.",
			help.French:  "Quatre pions alignés\u00a0: les Blancs gagnent 3 points. Le premier à 12 points gagne le match.",
		},
		Wrong: [help.Langs]string{
			help.English: "That does not finish the line. The pawn on O0 reaches I2 with a double diagonal exit: I0, I1 and O1 are empty.",
			help.French:  "Ce coup ne complète pas la ligne. Le pion de la case O0 atteint I2 par une sortie en double diagonale\u00a0: I0, I1 et O1 sont vides.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Going back, and repetition",
			help.French:  "Rentrée et répétition",
		},
		Setup: record("O4-C O6-I6 C-O4 I6-O6 O4-I4 O6-I6 I4-O4 I6-O6 O4-I4 O6-I6"),
		Say: [help.Langs]string{
			help.English: "A pawn on the inner ring has one move: back to the outer cell behind it, if it is empty. The third time the same position comes back, the game is drawn. Both sides have gone out and back twice already.",
			help.French:  "Un pion de la couronne intérieure n’a qu’un coup\u00a0: rentrer sur la case extérieure derrière lui, si elle est vide. La troisième fois qu’une position revient, la partie est nulle. Les deux camps sont déjà sortis et rentrés deux fois.",
		},
		Ask: [help.Langs]string{
			help.English: "Bring the pawn on I4 back home to O4.",
			help.French:  "Faites rentrer le pion de la case I4 sur O4.",
		},
		Moves: []string{"I4-O4"},
		Done: [help.Langs]string{
			help.English: "The position is back for the third time: a draw, 1 point each. A draw can save a lost game, and waste a won one.",
			help.French:  "La position revient pour la troisième fois\u00a0: partie nulle, 1 point chacun. Une nulle sauve une partie perdue, mais gâche une partie gagnée.",
		},
		Wrong: [help.Langs]string{
			help.English: "That move is allowed, but this lesson is the return: the pawn on I4 goes back to O4, and the position comes back a third time.",
			help.French:  "Ce coup est permis, mais la leçon est la rentrée\u00a0: le pion de I4 rentre sur O4, et la position revient pour la troisième fois.",
		},
	},
}
