package dejarik

import "tabula/help"

// french is the summary of the rules in French, the translation of
// english, section for section and paragraph for paragraph.
var french = help.Summary{
	Title: "Dejarik",
	Sections: []help.Section{
		{Heading: "But du jeu", Paragraphs: []string{
			"Un duel entre les Blancs et les Noirs, avec quatre pions chacun. On gagne une partie en alignant ses quatre pions côte à côte sur la couronne intérieure. Le premier à 12 points gagne le match.",
		}},
		{Heading: "Plateau", Paragraphs: []string{
			"Le plateau rond a 25 cases\u00a0: le centre, une couronne intérieure de 12 cases (la zone de combat) et une couronne extérieure de 12 (la maison). Chaque case intérieure est en face d’une case extérieure. Sur la couronne extérieure ou au centre, un pion ne peut pas être tué.",
			"Chaque camp commence avec deux paires de pions extérieurs, face aux paires adverses. Les Blancs commencent\u00a0; dans un match, on change de couleur à chaque partie.",
		}},
		{Heading: "Un tour", Paragraphs: []string{
			"Un seul coup par tour. Une case ne contient jamais deux pions, et un pion ne passe jamais par-dessus un autre.",
			"Un pion extérieur peut aller au centre si la case intérieure devant lui est vide, et revenir du centre sur toute case extérieure vide dont la case intérieure en face est vide.",
			"Il peut aussi sortir sur la couronne intérieure\u00a0: tout droit, ou en diagonale, une ou deux cases à côté, si la case devant lui et les cases traversées sont vides (pour deux cases, la case extérieure voisine aussi). Aucune sortie en diagonale au premier coup de chaque joueur.",
			"Un pion de la couronne intérieure ne peut que rentrer sur la case extérieure derrière lui.",
		}},
		{Heading: "Prises", Paragraphs: []string{
			"Seules les sorties en diagonale tuent\u00a0: tout pion adverse sur une case intérieure voisine de l’arrivée est retiré du jeu, et le coup s’arrête. Si rien n’est pris et que le pion arrive en face d’un de ses pions extérieurs, il doit avancer de deux cases de plus dans le même sens, si elles sont vides, et la règle s’applique de nouveau\u00a0: c’est la sortie augmentée.",
		}},
		{Heading: "Fin de la partie", Paragraphs: []string{
			"Après son coup, un joueur marque 3 points si ses quatre pions se touchent sur la couronne intérieure, 2 si l’adversaire a perdu deux pions, et 1 s’il lui reste exactement trois pions, côte à côte sur la couronne intérieure. Seul le plus fort compte.",
			"La troisième fois qu’une position se présente, la partie est nulle\u00a0: 1 point chacun. Si le joueur qui doit jouer est bloqué, la partie est nulle et personne ne marque\u00a0: c’est fréquent, car un pion extérieur est bloqué tant que la case devant lui est occupée.",
		}},
		{Heading: "Options", Paragraphs: []string{
			"Joueurs\u00a0: toujours 2. Le Dejarik n’a pas d’autre option de règle.",
		}},
	},
}
