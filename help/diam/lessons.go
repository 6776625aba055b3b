package diam

import (
	"strings"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/diam"
)

// record returns the text of a record of Diam for two players with the
// published rules, as rules.Record writes it: the game line with the
// default options, then the moves, given in one string separated by
// spaces, one a line. Red and orange move first.
func record(moves string) string {
	opts, _ := diam.Game.ParseOptions(nil) // the defaults: they always parse
	return (&rules.Record{Game: diam.Game, Options: opts, Steps: strings.Fields(moves)}).String()
}

// lessons is the tutorial of Diam, in the order a beginner needs it: the
// drop, the shift that carries the pawns above, the limit of four pawns a
// cell, the diam at level 2, the highest diam winning when a move makes
// two, and the other side's threat. Red and orange are to move in every
// lesson, and the player plays them. Cells are named by the numbers the
// board writes on them, levels counted from 1 at the bottom of a pile.
var lessons = []help.Lesson{
	{
		Title: [help.Langs]string{
			help.English: "Dropping a pawn",
			help.French:  "Poser un pion",
		},
		Setup: record("R@2 B@6"),
		Say: [help.Langs]string{
			help.English: "You play red and orange, against brown and black. Each turn you either drop a pawn or shift one. A drop takes a pawn from your reserve and puts it on any cell: an empty one, or on top of a pile of fewer than 4.",
			help.French:  "Vous jouez le rouge et l’orange, contre le marron et le noir. À chaque tour, on pose un pion ou on en déplace un. Poser, c’est prendre un pion de sa réserve et le mettre sur n’importe quelle case\u00a0: vide, ou au sommet d’une pile de moins de 4.",
		},
		Ask: [help.Langs]string{
			help.English: "Drop an orange pawn from your reserve on top of the red one on cell 2.",
			help.French:  "Posez un pion orange de votre réserve sur le pion rouge de la case 2.",
		},
		Moves: []string{"O@2"},
		Done: [help.Langs]string{
			help.English: "Your pawn stands at level 2, on top of the pile. Levels count from 1, at the bottom, up to 4.",
			help.French:  "Votre pion est au niveau 2, au sommet de la pile. Les niveaux vont de 1, en bas, à 4.",
		},
		Wrong: [help.Langs]string{
			help.English: "This lesson asks for an orange pawn on cell 2, on top of the red one: it lands at level 2.",
			help.French:  "Cette leçon demande un pion orange sur la case 2, sur le pion rouge\u00a0: il arrive au niveau 2.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Shifting a pile",
			help.French:  "Déplacer une pile",
		},
		Setup: record("R@1 B@1 O@5 K@2"),
		Say: [help.Langs]string{
			help.English: "A shift moves one of your pawns one cell to the left or right. Every pawn above it goes along, whatever its colour, and the pile lands on top of the next cell.",
			help.French:  "Déplacer, c’est faire avancer un de vos pions d’une case, à gauche ou à droite. Tous les pions au-dessus de lui le suivent, quelle que soit leur couleur, et la pile arrive au sommet de la case voisine.",
		},
		Ask: [help.Langs]string{
			help.English: "Shift the red pawn on cell 1, with the brown one on it, to cell 2.",
			help.French:  "Déplacez le pion rouge de la case 1, avec le pion marron posé dessus, vers la case 2.",
		},
		Moves: []string{"1.1+"},
		Done: [help.Langs]string{
			help.English: "The brown pawn went along with your red one: a shift carries every pawn above the pawn you move. So you can lift, or carry off, the other side’s pawns.",
			help.French:  "Le pion marron a suivi votre pion rouge\u00a0: un déplacement emporte tous les pions au-dessus du pion déplacé. Vous pouvez ainsi soulever, ou emporter, les pions adverses.",
		},
		Wrong: [help.Langs]string{
			help.English: "This lesson asks for the red pawn on cell 1 shifted to cell 2: the brown one above it goes along.",
			help.French:  "Cette leçon demande de déplacer le pion rouge de la case 1 vers la case 2\u00a0: le pion marron au-dessus de lui le suit.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Four at most",
			help.French:  "Quatre au plus",
		},
		Setup: record("R@4 K@3 O@5 B@3 O@3 B@4"),
		Say: [help.Langs]string{
			help.English: "A cell never holds more than 4 pawns, and a shift that would make 5 is refused. Cell 3 already holds 3 pawns, and your red pawn on cell 4 carries a brown one.",
			help.French:  "Une case ne contient jamais plus de 4 pions, et un déplacement qui en ferait 5 est refusé. La case 3 en contient déjà 3, et votre pion rouge de la case 4 porte un pion marron.",
		},
		Ask: [help.Langs]string{
			help.English: "Shift the red pawn on cell 4, with its pile, to the side where it fits.",
			help.French:  "Déplacez le pion rouge de la case 4, avec sa pile, du côté où elle tient.",
		},
		Moves: []string{"4.1+"},
		Done: [help.Langs]string{
			help.English: "Cell 5 now holds 3 pawns. Towards cell 3, the pile of 2 would have made 5: the rules refuse it.",
			help.French:  "La case 5 contient maintenant 3 pions. Vers la case 3, la pile de 2 en aurait fait 5\u00a0: c’est refusé.",
		},
		Wrong: [help.Langs]string{
			help.English: "Shift the red pawn on cell 4, with the brown one on it: towards cell 3 that would make 5 pawns, so it goes to cell 5.",
			help.French:  "Déplacez le pion rouge de la case 4, avec le pion marron posé dessus\u00a0: vers la case 3, cela ferait 5 pions, il va donc vers la case 5.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "The diam",
			help.French:  "Le diam",
		},
		Setup: record("R@2 K@0 R@0 B@4"),
		Say: [help.Langs]string{
			help.English: "You win with a diam: two pawns of the same colour on opposite cells, at the same level, 2 or higher. Opposite cells face each other: 0 and 4, 1 and 5, 2 and 6, 3 and 7. Your red pawn on cell 0 is at level 2.",
			help.French:  "On gagne par un diam\u00a0: deux pions de la même couleur sur deux cases opposées, au même niveau, 2 ou plus. Les cases opposées se font face\u00a0: 0 et 4, 1 et 5, 2 et 6, 3 et 7. Votre pion rouge de la case 0 est au niveau 2.",
		},
		Ask: [help.Langs]string{
			help.English: "Make a red diam: drop a red pawn on cell 4, on top of the brown one.",
			help.French:  "Faites un diam rouge\u00a0: posez un pion rouge sur la case 4, sur le pion marron.",
		},
		Moves: []string{"R@4"},
		Done: [help.Langs]string{
			help.English: "Two red pawns at level 2, on cells 0 and 4: a diam, and your side wins.",
			help.French:  "Deux pions rouges au niveau 2, sur les cases 0 et 4\u00a0: c’est un diam, et votre camp gagne.",
		},
		Wrong: [help.Langs]string{
			help.English: "No diam yet: two pawns at level 1 do not count. Drop red on cell 4, where it lands at level 2, facing the red pawn on cell 0.",
			help.French:  "Pas encore de diam\u00a0: deux pions au niveau 1 ne comptent pas. Posez un pion rouge sur la case 4, où il arrive au niveau 2, face au pion rouge de la case 0.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "The highest diam wins",
			help.French:  "Le diam le plus haut gagne",
		},
		Setup: record("R@1 K@1 R@4 K@4 O@1 B@7 O@4 B@6"),
		Say: [help.Langs]string{
			help.English: "A shift can lift pawns of both sides and make diams for both at once. Then the highest diam wins, whoever made it. Cells 1 and 4 hold the same pile: red, black, orange.",
			help.French:  "Un déplacement peut soulever des pions des deux camps et faire des diams pour les deux à la fois. Le diam le plus haut gagne alors, quel que soit le camp qui l’a fait. Les cases 1 et 4 portent la même pile\u00a0: rouge, noir, orange.",
		},
		Ask: [help.Langs]string{
			help.English: "Shift the red pawn on cell 1, with its pile, to cell 0, facing cell 4.",
			help.French:  "Déplacez le pion rouge de la case 1, avec sa pile, vers la case 0, face à la case 4.",
		},
		Moves: []string{"1.1-"},
		Done: [help.Langs]string{
			help.English: "Two diams: black at level 2, orange at level 3. The higher one is yours, so you win.",
			help.French:  "Deux diams\u00a0: noir au niveau 2, orange au niveau 3. Le plus haut est à vous\u00a0: vous gagnez.",
		},
		Wrong: [help.Langs]string{
			help.English: "This lesson asks for the red pawn on cell 1 shifted to cell 0, with its pile, facing cell 4.",
			help.French:  "Cette leçon demande de déplacer le pion rouge de la case 1 vers la case 0, avec sa pile, face à la case 4.",
		},
	},
	{
		Title: [help.Langs]string{
			help.English: "Mind their diam",
			help.French:  "Gare au diam adverse",
		},
		Setup: record("R@3 B@5 O@7 K@3"),
		Say: [help.Langs]string{
			help.English: "Before you move, look at the other side’s threats. A black pawn stands at level 2 on cell 3, and cell 7, facing it, holds one pawn: a black pawn dropped there would land at level 2 and win.",
			help.French:  "Avant de jouer, regardez les menaces adverses. Un pion noir est au niveau 2 sur la case 3, et la case 7, en face, contient un pion\u00a0: un pion noir posé là arriverait au niveau 2 et gagnerait.",
		},
		Ask: [help.Langs]string{
			help.English: "Stop the black diam: drop a pawn on cell 7, for instance.",
			help.French:  "Empêchez le diam noir\u00a0: posez par exemple un pion sur la case 7.",
		},
		Moves: []string{"R@7", "O@7", "3.1-", "3.1+", "7.1-", "7.1+"},
		Done: [help.Langs]string{
			help.English: "The other side can no longer make a diam next move. Look for such threats before every move.",
			help.French:  "L’autre camp ne peut plus faire de diam au prochain coup. Cherchez ces menaces avant chaque coup.",
		},
		Wrong: [help.Langs]string{
			help.English: "Then a black pawn dropped on cell 7 lands at level 2, facing the one on cell 3: a diam. Raise cell 7, empty it, or shift the pile of cell 3.",
			help.French:  "Alors un pion noir posé sur la case 7 arrive au niveau 2, face à celui de la case 3\u00a0: un diam. Surélevez la case 7, videz-la, ou déplacez la pile de la case 3.",
		},
	},
}
