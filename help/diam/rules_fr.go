package diam

import "tabula/help"

// french is the summary of the rules in French, the translation of
// english, section for section and paragraph for paragraph.
var french = help.Summary{
	Title: "Diam",
	Sections: []help.Section{
		{Heading: "But du jeu", Paragraphs: []string{
			"Un jeu de stratégie pour 2, 3 ou 4 joueurs, en deux camps\u00a0: rouge et orange contre marron et noir. On gagne en faisant un diam\u00a0: deux pions de la même couleur sur deux cases diamétralement opposées, au même niveau de hauteur, au niveau 2 ou plus haut.",
		}},
		{Heading: "Plateau", Paragraphs: []string{
			"Le plateau est un anneau de 8 cases. Une case contient une pile de 4 pions au plus\u00a0: le niveau 1 est le plus bas, le niveau 4 le plus haut. Chaque couleur a 4 pions, qui commencent dans la réserve de leur joueur.",
			"À 2 joueurs, chacun a deux couleurs\u00a0; à 4, chacun a sa couleur et un partenaire. À 3, un joueur seul a le rouge et l’orange, contre un joueur marron et un joueur noir, et joue un tour sur deux.",
		}},
		{Heading: "Un tour", Paragraphs: []string{
			"On pose un pion ou on en déplace un.",
			"Poser\u00a0: prendre un pion de sa propre réserve, jamais de celle de son partenaire, et le poser sur une case vide ou au sommet d’une pile.",
			"Déplacer\u00a0: faire avancer d’une case, à droite ou à gauche, un pion d’une couleur de son camp. Tous les pions au-dessus de lui, de toute couleur, le suivent dans le même ordre, au sommet de la case d’arrivée.",
			"Une case ne contient jamais plus de 4 pions. Un joueur qui ne peut pas jouer passe son tour.",
		}},
		{Heading: "Fin de la partie", Paragraphs: []string{
			"Après chaque coup, le camp qui possède le diam le plus haut du plateau gagne, même si c’est l’autre camp qui l’a créé\u00a0: déplacer une pile peut soulever les pions des deux camps. Deux pions au niveau 1 ne forment pas un diam.",
			"La partie est nulle quand la même position revient pour la troisième fois, ou après deux passes de suite.",
		}},
		{Heading: "Options", Paragraphs: []string{
			"Joueurs\u00a0: 2 (par défaut), 3 ou 4.",
			"Règles\u00a0: avec «\u00a0Ferti\u00a0» (par défaut), les règles publiées par Ferti, décrites ci-dessus. Avec «\u00a0Prototype\u00a0», les premières règles des auteurs\u00a0: on ne pose que sur une case vide, et l’on ne peut faire un diam pour son camp qu’après avoir annoncé «\u00a0Diam\u00a0!\u00a0» au coup précédent. L’annonce ne coûte rien\u00a0; un diam créé pour l’autre camp seul compte toujours.",
		}},
	},
}
