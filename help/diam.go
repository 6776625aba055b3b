package help

// diamEnglish and diamFrench follow ../shared/rules/diam.md and the
// decisions of rules/diam/doc.go.
var diamEnglish = summary{
	title: "Diam",
	sections: []Section{
		{"Goal", []string{
			"A strategy game for 2, 3 or 4 players in two sides: red and orange against brown and black. Win by making a diam: two pawns of the same colour on opposite cells of the ring, at the same height, on level 2 or higher.",
		}},
		{"Board", []string{
			"The board is a ring of 8 cells. A cell holds a pile of up to 4 pawns: level 1 is the bottom, level 4 the top. Each colour has 4 pawns, which start in their player's reserve.",
			"With 2 players, each has two colours; with 4, each has one colour and a partner. With 3, one player has red and orange alone, against a brown player and a black player, and plays every other turn.",
		}},
		{"A turn", []string{
			"Drop a pawn or shift one.",
			"Drop: put a pawn from your own reserve, never your partner's, on an empty cell or on top of a pile.",
			"Shift: move a pawn of your side's colours one cell left or right. Every pawn above it, of any colour, moves with it, in the same order, onto the top of the next cell.",
			"A cell can never hold more than 4 pawns. If you cannot move, you pass.",
		}},
		{"End of the game", []string{
			"After every move, the side owning the highest diam on the board wins, even when the other side's move made it: moving a pile can lift the pawns of both sides. Two pawns on level 1 are not a diam.",
			"The game is drawn when the same position occurs for the third time, or after two passes in a row.",
		}},
		{"Options", []string{
			"Number of players: 2 (the default), 3 or 4.",
			"Rules: with “ferti” (the default), the rules published by Ferti, as above. With “prototype”, the authors' first rules: you may drop only on an empty cell, and make a diam for your side only if you announced “Diam!” with your previous move. Announcing costs nothing; a diam made for the other side alone always counts.",
		}},
	},
}

var diamFrench = summary{
	title: "Diam",
	sections: []Section{
		{"But du jeu", []string{
			"Un jeu de stratégie pour 2, 3 ou 4 joueurs, en deux camps\u00a0: rouge et orange contre marron et noir. On gagne en faisant un diam\u00a0: deux pions de la même couleur sur deux cases diamétralement opposées, au même niveau de hauteur, au niveau 2 ou plus haut.",
		}},
		{"Plateau", []string{
			"Le plateau est un anneau de 8 cases. Une case contient une pile de 4 pions au plus\u00a0: le niveau 1 est le plus bas, le niveau 4 le plus haut. Chaque couleur a 4 pions, qui commencent dans la réserve de leur joueur.",
			"À 2 joueurs, chacun a deux couleurs\u00a0; à 4, chacun a sa couleur et un partenaire. À 3, un joueur seul a le rouge et l'orange, contre un joueur marron et un joueur noir, et joue un tour sur deux.",
		}},
		{"Un tour", []string{
			"On pose un pion ou on en déplace un.",
			"Poser\u00a0: prendre un pion de sa propre réserve, jamais de celle de son partenaire, et le poser sur une case vide ou au sommet d'une pile.",
			"Déplacer\u00a0: faire avancer d'une case, à droite ou à gauche, un pion d'une couleur de son camp. Tous les pions au-dessus de lui, de toute couleur, le suivent dans le même ordre, au sommet de la case d'arrivée.",
			"Une case ne contient jamais plus de 4 pions. Un joueur qui ne peut pas jouer passe son tour.",
		}},
		{"Fin de la partie", []string{
			"Après chaque coup, le camp qui possède le diam le plus haut du plateau gagne, même si c'est l'autre camp qui l'a créé\u00a0: déplacer une pile peut soulever les pions des deux camps. Deux pions au niveau 1 ne forment pas un diam.",
			"La partie est nulle quand la même position revient pour la troisième fois, ou après deux passes de suite.",
		}},
		{"Options", []string{
			"Nombre de joueurs («\u00a0Number of players\u00a0»)\u00a0: 2 (par défaut), 3 ou 4.",
			"Règles («\u00a0Rules\u00a0»)\u00a0: avec «\u00a0ferti\u00a0» (par défaut), les règles publiées par Ferti, décrites ci-dessus. Avec «\u00a0prototype\u00a0», les premières règles des auteurs\u00a0: on ne pose que sur une case vide, et l'on ne peut faire un diam pour son camp qu'après avoir annoncé «\u00a0Diam\u00a0!\u00a0» au coup précédent. L'annonce ne coûte rien\u00a0; un diam créé pour l'autre camp seul compte toujours.",
		}},
	},
}
