package daryon

import "tabula/help"

// french is the summary of the rules in French, the translation of
// english, section for section and paragraph for paragraph.
var french = help.Summary{
	Title: "Daryon",
	Sections: []help.Section{
		{Heading: "But du jeu", Paragraphs: []string{
			"Un jeu de course de La Réunion, pour 2 à 4 joueurs, chacun pour soi. Il faut sortir ses trois pions de sa maison, au centre, leur faire faire le tour du carré et les y ramener.",
		}},
		{Heading: "Plateau", Paragraphs: []string{
			"Les pions tournent dans le sens des aiguilles d’une montre autour d’un carré de 32 cases. Chaque maison y mène, à sa jonction, par un couloir de trois cases (couloir 1, devant la maison, à couloir 3) réservé à ses pions, qui y sont à l’abri. Les quatre coins protègent tout le monde.",
		}},
		{Heading: "Lancer", Paragraphs: []string{
			"On lance six graines, claires d’un côté, foncées de l’autre. Un à cinq côtés foncés valent de 1 à 5 points\u00a0; six côtés clairs valent 6 points, et six foncés 12.",
		}},
		{Heading: "Déplacements", Paragraphs: []string{
			"Les points servent à une seule action\u00a0: avec un 1, sortir un pion dans son couloir, puis rejouer\u00a0; ou avancer un pion d’exactement autant de cases, par-dessus les autres s’il le faut. On doit jouer si on le peut\u00a0; sinon, le lancer est perdu.",
		}},
		{Heading: "Rentrer à la maison", Paragraphs: []string{
			"Un pion ne peut entrer dans son couloir qu’après avoir renvoyé un pion adverse à la maison\u00a0; jusque-là, il refait un tour. Ensuite, il ne peut plus refaire de tour\u00a0: il lui faut le nombre exact de points pour rentrer (à deux cases de la maison\u00a0: un 2, ou un 1 puis un autre 1).",
			"Un pion qui sort de son couloir sur sa jonction ne fait que commencer son tour, même s’il y renvoie un pion.",
		}},
		{Heading: "Prises", Paragraphs: []string{
			"Un pion qui s’arrête sur une case du carré occupée par des pions adverses les renvoie tous à la maison\u00a0: ils devront ressortir, et perdent leur droit de rentrer. Rien ne se passe sur une case protégée, ni pour les pions dépassés. Les pions d’une même couleur peuvent partager n’importe quelle case.",
		}},
		{Heading: "Fin de la partie", Paragraphs: []string{
			"Le premier qui a ramené ses trois pions à la maison a gagné.",
		}},
		{Heading: "Options", Paragraphs: []string{
			"Joueurs\u00a0: 2 (par défaut), 3 ou 4.",
			"Sortie de la maison\u00a0: avec «\u00a0Un\u00a0» (par défaut), un pion ne sort que sur un 1. Avec «\u00a0Plusieurs\u00a0», un 5 sort aussi deux pions, et un 6 trois.",
			"Droit de rentrer\u00a0: avec «\u00a0Pion\u00a0» (par défaut), chaque pion doit avoir lui-même renvoyé un pion adverse. Avec «\u00a0Joueur\u00a0», une seule prise permet à tous les pions du joueur de rentrer, jusqu’à la fin de la partie.",
			"Jonctions protégées\u00a0: avec «\u00a0Non\u00a0» (par défaut), seuls les coins sont protégés. Avec «\u00a0Oui\u00a0», les quatre jonctions le sont aussi.",
		}},
	},
}
