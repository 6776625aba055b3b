package help

// thayyamEnglish and thayyamFrench follow ../shared/rules/thayyam.md and
// the decisions of rules/thayyam/doc.go.
var thayyamEnglish = summary{
	title: "Thayyam",
	sections: []Section{
		{"Goal", []string{
			"A race game from South India for 2 to 4 players, with four pieces each. Bring your pieces into play, round the board to the centre, then off the board.",
		}},
		{"Board", []string{
			"The board has 5 × 5 cells. The four castles, in the middle of the sides, and the centre are marked with a cross: nobody is ever captured there.",
			"Your pieces enter on your castle, go anticlockwise round the outer cells, step inside just before their castle, and go clockwise round the inner cells to the centre.",
		}},
		{"Throwing", []string{
			"You throw four cowries: each slit showing counts 1 point, and no slit at all counts 8. After a 1, a 4 or an 8 you throw again; a 2 or a 3 ends the series, and you keep every throw. With no piece on the board, you can only start with a 1: the throws before it are lost.",
		}},
		{"Moving", []string{
			"Then use your throws in any order. A 1 brings a waiting piece onto your castle. A piece moves by one throw or the total of several, landing only at the end; a throw is never split between pieces. The centre needs the exact count. You may stop at any time and give up the rest. Once all your pieces are on the centre or off, a 1 bears a piece off.",
		}},
		{"Twins", []string{
			"Two of your pieces on the castle opposite yours may be paired into twins, without using a throw. Twins move together by half the points used, rounded down: a 4 and a 1 move them 2 cells. They split again on the centre.",
		}},
		{"Capturing", []string{
			"A single piece stopping on an unmarked cell sends off every enemy single piece there: they must enter again with a 1 and start over. Twins can only be sent off by enemy twins landing on them, and never attack single pieces. Your own pieces may share any cell.",
			"Each capturing move, however many pieces it sends off, earns one more series of throws, after your current moves.",
		}},
		{"End of the game", []string{
			"The first player to bear off all four pieces wins at once.",
		}},
		{"Options", []string{
			"Players: 2 (the default), 3 or 4.",
			"Captured twins: with “keep” (the default), twins sent off stay twins and come back together with two 1s of the same turn. With “split”, they come back as two single pieces, each entering with its own 1.",
		}},
	},
}

var thayyamFrench = summary{
	title: "Thayyam",
	sections: []Section{
		{"But du jeu", []string{
			"Un jeu de course du sud de l'Inde, pour 2 à 4 joueurs qui ont quatre pions chacun. Il faut les faire entrer, les mener au centre, puis les sortir du jeu.",
		}},
		{"Plateau", []string{
			"L'échiquier a cinq cases sur cinq. Les quatre châteaux, au milieu des côtés, et le centre sont marqués d'une croix\u00a0: personne n'y est jamais pris.",
			"Les pions d'un joueur entrent sur son château, font le tour extérieur dans le sens inverse des aiguilles d'une montre, passent à l'intérieur juste avant leur château et en font le tour dans l'autre sens jusqu'au centre.",
		}},
		{"Lancer", []string{
			"On lance quatre cauris\u00a0: chaque fente visible compte 1 point, et un jet sans aucune fente vaut 8. Après un 1, un 4 ou un 8, on relance\u00a0; un 2 ou un 3 termine la série, et l'on garde tous les jets. Sans pion sur l'échiquier, il faut un 1 pour commencer\u00a0: les jets d'avant sont nuls.",
		}},
		{"Déplacements", []string{
			"On joue ensuite ses jets dans l'ordre qu'on veut. Un 1 fait entrer un pion sur son château. Un pion avance d'un jet ou de plusieurs additionnés, et ne s'arrête qu'à la fin\u00a0; un jet ne se partage pas entre deux pions. Le centre demande le compte exact. On peut toujours renoncer aux jets restants. Quand tous ses pions sont au centre ou sortis, un 1 sort un pion du jeu.",
		}},
		{"Pions jumelés", []string{
			"On peut jumeler deux de ses pions arrivés sur le château opposé au sien, sans utiliser de jet. Les jumeaux avancent ensemble de la moitié des points utilisés, arrondie vers le bas\u00a0: un 4 et un 1 les avancent de 2 cases. Ils se séparent au centre.",
		}},
		{"Prises", []string{
			"Un pion seul qui s'arrête sur une case non marquée chasse du jeu tous les pions ennemis seuls qui s'y trouvent\u00a0: ils devront rentrer avec un 1 et tout recommencer. Des jumeaux ne sont chassés que par des jumeaux ennemis, et n'attaquent jamais les pions seuls. Ses propres pions peuvent partager toute case.",
			"Chaque coup qui prend, qu'il chasse un pion ou plusieurs, donne droit à une nouvelle série de jets, après les coups en cours.",
		}},
		{"Fin de la partie", []string{
			"Le premier joueur qui a sorti ses quatre pions a gagné, aussitôt.",
		}},
		{"Options", []string{
			"Nombre de joueurs («\u00a0Players\u00a0»)\u00a0: 2 (par défaut), 3 ou 4.",
			"Jumeaux pris («\u00a0Captured twins\u00a0»)\u00a0: avec «\u00a0keep\u00a0» (par défaut), des jumeaux chassés restent jumelés et rentrent ensemble avec deux 1 du même tour. Avec «\u00a0split\u00a0», ils redeviennent deux pions seuls, entrant chacun avec son propre 1.",
		}},
	},
}
