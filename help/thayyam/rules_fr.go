package thayyam

import "tabula/help"

// french is the summary of the rules in French, the translation of
// english, section for section and paragraph for paragraph.
var french = help.Summary{
	Title: "Thayyam",
	Sections: []help.Section{
		{Heading: "But du jeu", Paragraphs: []string{
			"Un jeu de course du sud de l’Inde, pour 2 à 4 joueurs qui ont quatre pions chacun. Il faut les faire entrer, les mener au centre, puis les sortir du jeu.",
		}},
		{Heading: "Plateau", Paragraphs: []string{
			"Le plateau a cinq cases sur cinq. Les quatre châteaux, au milieu des côtés, et le centre sont marqués d’une croix\u00a0: personne n’y est jamais pris.",
			"Les pions d’un joueur entrent sur son château, font le tour extérieur dans le sens inverse des aiguilles d’une montre, passent à l’intérieur juste avant leur château et en font le tour dans l’autre sens jusqu’au centre.",
		}},
		{Heading: "Lancer", Paragraphs: []string{
			"On lance quatre cauris\u00a0: chaque fente visible compte 1 point, et un jet sans aucune fente vaut 8. Après un 1, un 4 ou un 8, on relance\u00a0; un 2 ou un 3 termine la série, et l’on garde tous les jets. Sans pion sur le plateau, il faut un 1 pour commencer\u00a0: les jets d’avant sont nuls.",
		}},
		{Heading: "Déplacements", Paragraphs: []string{
			"On joue ensuite ses jets dans l’ordre qu’on veut. Un 1 fait entrer un pion sur son château. Un pion avance d’un jet ou de plusieurs additionnés, et ne s’arrête qu’à la fin\u00a0; un jet ne se partage pas entre deux pions. Le centre demande le compte exact. On peut toujours renoncer aux jets restants. Quand tous ses pions sont au centre ou sortis, un 1 sort un pion du jeu.",
		}},
		{Heading: "Pions jumelés", Paragraphs: []string{
			"On peut jumeler deux de ses pions arrivés sur le château opposé au sien, sans utiliser de jet. Les jumeaux avancent ensemble de la moitié des points utilisés, arrondie vers le bas\u00a0: un 4 et un 1 les avancent de 2 cases. Ils se séparent au centre.",
		}},
		{Heading: "Prises", Paragraphs: []string{
			"Un pion seul qui s’arrête sur une case non marquée chasse du jeu tous les pions ennemis seuls qui s’y trouvent\u00a0: ils devront rentrer avec un 1 et tout recommencer. Des jumeaux ne sont chassés que par des jumeaux ennemis, et n’attaquent jamais les pions seuls. Ses propres pions peuvent partager toute case.",
			"Chaque coup qui prend, qu’il chasse un pion ou plusieurs, donne droit à une nouvelle série de jets, après les coups en cours.",
		}},
		{Heading: "Fin de la partie", Paragraphs: []string{
			"Le premier joueur qui a sorti ses quatre pions a gagné, aussitôt.",
		}},
		{Heading: "Options", Paragraphs: []string{
			"Joueurs\u00a0: 2 (par défaut), 3 ou 4.",
			"Jumeaux pris\u00a0: avec «\u00a0Unis\u00a0» (par défaut), des jumeaux chassés restent jumelés et rentrent ensemble avec deux 1 du même tour. Avec «\u00a0Séparés\u00a0», ils redeviennent deux pions seuls, entrant chacun avec son propre 1.",
		}},
	},
}
