package help

// dejarikEnglish and dejarikFrench follow ../shared/rules/dejarik.md and
// the decisions of rules/dejarik/doc.go.
var dejarikEnglish = summary{
	title: "Dejarik",
	sections: []Section{
		{"Goal", []string{
			"A duel between White and Black, with four pawns each. You win a game by lining up your four pawns side by side on the inner ring. The first to 12 points wins the match.",
		}},
		{"Board", []string{
			"The round board has 25 cells: the centre, an inner ring of 12 cells (the combat zone) and an outer ring of 12 (home), each outer cell behind an inner one. Pawns on the outer ring or the centre can never be removed.",
			"Each side starts with two pairs of outer pawns, facing the other side's pairs. White moves first; colours swap after each game of a match.",
		}},
		{"A turn", []string{
			"One move per turn. A cell never holds two pawns, and no pawn jumps over another.",
			"An outer pawn may go to the centre if the inner cell in front of it is empty, and come back from the centre to any empty outer cell whose inner cell is empty too.",
			"It may also step out onto the inner ring: straight ahead, or diagonally one or two cells to the side, if the cell in front of it and the cells it passes are empty (for two cells to the side, the outer cell beside it too). Diagonal exits are not allowed on a player's first move.",
			"A pawn on the inner ring can only go back to the outer cell behind it.",
		}},
		{"Capturing", []string{
			"Only diagonal exits capture: every opposing pawn on an inner cell beside the landing cell is removed from the game, and the move ends. If nothing is removed and the pawn lands in front of one of your outer pawns, it must go two cells further the same way, if they are empty, and the same rule applies there.",
		}},
		{"End of the game", []string{
			"After your move, you score 3 points if your four pawns stand side by side on the inner ring, 2 if your opponent has lost two pawns, and 1 if you have exactly three pawns left, side by side on the inner ring. Only the highest counts.",
			"The third time a position occurs, the game is drawn: 1 point each. If the player to move cannot move, the game is null: nobody scores. This is common, as an outer pawn is stuck while the cell in front of it is taken.",
		}},
		{"Options", []string{
			"Number of players: always 2. Dejarik has no other rule option.",
		}},
	},
}

var dejarikFrench = summary{
	title: "Dejarik",
	sections: []Section{
		{"But du jeu", []string{
			"Un duel entre les Blancs et les Noirs, avec quatre pions chacun. On gagne une partie en alignant ses quatre pions côte à côte sur la couronne intérieure. Le premier à 12 points gagne le match.",
		}},
		{"Plateau", []string{
			"L'échiquier rond a 25 cases\u00a0: le centre, une couronne intérieure de 12 cases (la zone de combat) et une couronne extérieure de 12 (la maison). Chaque case intérieure est en face d'une case extérieure. Sur la couronne extérieure ou au centre, un pion ne peut pas être tué.",
			"Chaque camp commence avec deux paires de pions extérieurs, face aux paires adverses. Les Blancs commencent\u00a0; dans un match, on change de couleur à chaque partie.",
		}},
		{"Un tour", []string{
			"Un seul coup par tour. Une case ne contient jamais deux pions, et un pion ne passe jamais par-dessus un autre.",
			"Un pion extérieur peut aller au centre si la case intérieure devant lui est vide, et revenir du centre sur toute case extérieure vide dont la case intérieure en face est vide.",
			"Il peut aussi sortir sur la couronne intérieure\u00a0: tout droit, ou en diagonale, une ou deux cases à côté, si la case devant lui et les cases traversées sont vides (pour deux cases, la case extérieure voisine aussi). Aucune sortie en diagonale au premier coup de chaque joueur.",
			"Un pion de la couronne intérieure ne peut que rentrer sur la case extérieure derrière lui.",
		}},
		{"Prises", []string{
			"Seules les sorties en diagonale tuent\u00a0: tout pion adverse sur une case intérieure voisine de l'arrivée est retiré du jeu, et le coup s'arrête. Si rien n'est pris et que le pion arrive en face d'un de ses pions extérieurs, il doit avancer de deux cases de plus dans le même sens, si elles sont vides, et la règle s'applique de nouveau\u00a0: c'est la sortie augmentée.",
		}},
		{"Fin de la partie", []string{
			"Après son coup, un joueur marque 3 points si ses quatre pions se touchent sur la couronne intérieure, 2 si l'adversaire a perdu deux pions, et 1 s'il lui reste exactement trois pions, côte à côte sur la couronne intérieure. Seul le plus fort compte.",
			"La troisième fois qu'une position se présente, la partie est nulle\u00a0: 1 point chacun. Si le joueur qui doit jouer est bloqué, la partie est nulle et personne ne marque\u00a0: c'est fréquent, car un pion extérieur est bloqué tant que la case devant lui est occupée.",
		}},
		{"Options", []string{
			"Nombre de joueurs («\u00a0number of players\u00a0»)\u00a0: toujours 2. Le Dejarik n'a pas d'autre option de règle.",
		}},
	},
}
