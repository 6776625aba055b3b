package help

// daryonEnglish and daryonFrench follow ../shared/rules/daryon.md and the
// decisions of rules/daryon/doc.go.
var daryonEnglish = summary{
	title: "Daryon",
	sections: []Section{
		{"Goal", []string{
			"A race game from La Réunion for 2 to 4 players, every player for themselves. Take your three pawns out of your home, in the centre, once round the square and back home.",
		}},
		{"Board", []string{
			"The pawns go clockwise round a square of 32 cells. Each home leads to the square, at its junction, through a three-cell corridor used only by its own pawns, which are safe there. The four corners are safe for everybody.",
		}},
		{"Throwing", []string{
			"You throw six seeds, dark on one side, light on the other. One to five dark sides score 1 to 5 points; six light score 6, and six dark 12.",
		}},
		{"Moving", []string{
			"Use the points for one action: with a 1, bring a pawn out onto its corridor and throw again; or move one pawn exactly that many cells, jumping over any pawns. If you can play, you must; otherwise the throw is lost.",
		}},
		{"Going home", []string{
			"A pawn may turn into its corridor only after it has sent an opposing pawn home; until then, it goes round again. After that, it cannot go round again and needs the exact count to reach home: from two cells away, a 2, or a 1 and later another 1.",
			"A pawn stepping from its corridor onto its junction is only starting its tour, even if it sends a pawn home there.",
		}},
		{"Capturing", []string{
			"Ending a move on a cell of the square with opposing pawns sends them all home: they must come out again, and lose their right to go home. Nothing happens on a safe cell, nor to pawns passed over. Pawns of one colour may share any cell.",
		}},
		{"End of the game", []string{
			"The first player to bring all three pawns home wins.",
		}},
		{"Options", []string{
			"Players: 2 (the default), 3 or 4.",
			"Leaving home: with “one” (the default), a pawn leaves only on a 1. With “multi”, a 5 also brings out two pawns, and a 6 three.",
			"Going home: with “pawn” (the default), each pawn needs its own capture. With “player”, one capture lets all your pawns go home, for the rest of the game.",
			"Safe junctions: with “off” (the default), only the corners are safe. With “on”, the four junctions are safe too.",
		}},
	},
}

var daryonFrench = summary{
	title: "Daryon",
	sections: []Section{
		{"But du jeu", []string{
			"Un jeu de course de La Réunion, pour 2 à 4 joueurs, chacun pour soi. Il faut sortir ses trois pions de sa maison, au centre, leur faire faire le tour du carré et les y ramener.",
		}},
		{"Plateau", []string{
			"Les pions tournent dans le sens des aiguilles d'une montre autour d'un carré de 32 cases. Chaque maison y mène, à sa jonction, par un couloir de trois cases réservé à ses pions, qui y sont à l'abri. Les quatre coins protègent tout le monde.",
		}},
		{"Lancer", []string{
			"On lance six graines, claires d'un côté, foncées de l'autre. Un à cinq côtés foncés valent de 1 à 5 points\u00a0; six côtés clairs valent 6 points, et six foncés 12.",
		}},
		{"Déplacements", []string{
			"Les points servent à une seule action\u00a0: avec un 1, sortir un pion dans son couloir, puis rejouer\u00a0; ou avancer un pion d'exactement autant de cases, par-dessus les autres s'il le faut. On doit jouer si on le peut\u00a0; sinon, le lancer est perdu.",
		}},
		{"Rentrer à la maison", []string{
			"Un pion ne peut entrer dans son couloir qu'après avoir renvoyé un pion adverse à la maison\u00a0; jusque-là, il refait un tour. Ensuite, il ne peut plus refaire de tour\u00a0: il lui faut le nombre exact de points pour rentrer (à deux cases de la maison\u00a0: un 2, ou un 1 puis un autre 1).",
			"Un pion qui sort de son couloir sur sa jonction ne fait que commencer son tour, même s'il y renvoie un pion.",
		}},
		{"Prises", []string{
			"Un pion qui s'arrête sur une case du carré occupée par des pions adverses les renvoie tous à la maison\u00a0: ils devront ressortir, et perdent leur droit de rentrer. Rien ne se passe sur une case protégée, ni pour les pions dépassés. Les pions d'une même couleur peuvent partager n'importe quelle case.",
		}},
		{"Fin de la partie", []string{
			"Le premier qui a ramené ses trois pions à la maison a gagné.",
		}},
		{"Options", []string{
			"Nombre de joueurs («\u00a0Players\u00a0»)\u00a0: 2 (par défaut), 3 ou 4.",
			"Sortie de la maison («\u00a0Leaving home\u00a0»)\u00a0: avec «\u00a0one\u00a0» (par défaut), un pion ne sort que sur un 1. Avec «\u00a0multi\u00a0», un 5 sort aussi deux pions, et un 6 trois.",
			"Droit de rentrer («\u00a0Going home\u00a0»)\u00a0: avec «\u00a0pawn\u00a0» (par défaut), chaque pion doit avoir lui-même renvoyé un pion adverse. Avec «\u00a0player\u00a0», une seule prise permet à tous les pions du joueur de rentrer, jusqu'à la fin de la partie.",
			"Jonctions protégées («\u00a0Safe junctions\u00a0»)\u00a0: avec «\u00a0off\u00a0» (par défaut), seuls les coins sont protégés. Avec «\u00a0on\u00a0», les quatre jonctions le sont aussi.",
		}},
	},
}
