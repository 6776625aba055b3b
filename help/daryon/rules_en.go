package daryon

import "tabula/help"

// english is the summary of the rules in English. It follows
// docs/rules/daryon.en.md (from the module root), which tells the decisions of
// rules/daryon/doc.go too.
var english = help.Summary{
	Title: "Daryon",
	Sections: []help.Section{
		{Heading: "Goal", Paragraphs: []string{
			"A race game from La Réunion for 2 to 4 players, every player for themselves. Take your three pawns out of your home, in the centre, once round the square and back home.",
		}},
		{Heading: "Board", Paragraphs: []string{
			"The pawns go clockwise round a square of 32 cells. Each home leads to the square, at its junction, through a three-cell corridor (corridor 1, beside home, to corridor 3) used only by its own pawns, which are safe there. The four corners are safe for everybody.",
		}},
		{Heading: "Throwing", Paragraphs: []string{
			"You throw six seeds, dark on one side, light on the other. One to five dark sides score 1 to 5 points; six light score 6, and six dark 12.",
		}},
		{Heading: "Moving", Paragraphs: []string{
			"Use the points for one action: with a 1, bring a pawn out onto its corridor and throw again; or move one pawn exactly that many cells, jumping over any pawns. If you can play, you must; otherwise the throw is lost.",
		}},
		{Heading: "Going home", Paragraphs: []string{
			"A pawn may turn into its corridor only after it has sent an opposing pawn home; until then, it goes round again. After that, it cannot go round again and needs the exact count to reach home: from two cells away, a 2, or a 1 and later another 1.",
			"A pawn stepping from its corridor onto its junction is only starting its tour, even if it sends a pawn home there.",
		}},
		{Heading: "Capturing", Paragraphs: []string{
			"Ending a move on a cell of the square with opposing pawns sends them all home: they must come out again, and lose their right to go home. Nothing happens on a safe cell, nor to pawns passed over. Pawns of one colour may share any cell.",
		}},
		{Heading: "End of the game", Paragraphs: []string{
			"The first player to bring all three pawns home wins.",
		}},
		{Heading: "Options", Paragraphs: []string{
			"Players: 2 (the default), 3 or 4.",
			"Leaving home: with “One” (the default), a pawn leaves only on a 1. With “Multi”, a 5 also brings out two pawns, and a 6 three.",
			"Going home: with “Pawn” (the default), each pawn needs its own capture. With “Player”, one capture lets all your pawns go home, for the rest of the game.",
			"Safe junctions: with “Off” (the default), only the corners are safe. With “On”, the four junctions are safe too.",
		}},
	},
}
