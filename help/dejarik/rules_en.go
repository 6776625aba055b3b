package dejarik

import "tabula/help"

// english is the summary of the rules in English. It follows
// docs/rules/dejarik.en.md (from the module root), which tells the decisions of
// rules/dejarik/doc.go too.
var english = help.Summary{
	Title: "Dejarik",
	Sections: []help.Section{
		{Heading: "Goal", Paragraphs: []string{
			"A duel between White and Black, with four pawns each. You win a game by lining up your four pawns side by side on the inner ring. The first to 12 points wins the match.",
		}},
		{Heading: "Board", Paragraphs: []string{
			"The round board has 25 cells: the centre, an inner ring of 12 cells (the combat zone) and an outer ring of 12 (home), each outer cell behind an inner one. Pawns on the outer ring or the centre can never be removed.",
			"Each side starts with two pairs of outer pawns, facing the other side's pairs. White moves first; colours swap after each game of a match.",
		}},
		{Heading: "A turn", Paragraphs: []string{
			"One move per turn. A cell never holds two pawns, and no pawn jumps over another.",
			"An outer pawn may go to the centre if the inner cell in front of it is empty, and come back from the centre to any empty outer cell whose inner cell is empty too.",
			"It may also step out onto the inner ring: straight ahead, or diagonally one or two cells to the side, if the cell in front of it and the cells it passes are empty (for two cells to the side, the outer cell beside it too). Diagonal exits are not allowed on a player's first move.",
			"A pawn on the inner ring can only go back to the outer cell behind it.",
		}},
		{Heading: "Capturing", Paragraphs: []string{
			"Only diagonal exits capture: every opposing pawn on an inner cell beside the landing cell is removed from the game, and the move ends. If nothing is removed and the pawn lands in front of one of your outer pawns, it must go two cells further the same way, if they are empty, and the same rule applies there.",
		}},
		{Heading: "End of the game", Paragraphs: []string{
			"After your move, you score 3 points if your four pawns stand side by side on the inner ring, 2 if your opponent has lost two pawns, and 1 if you have exactly three pawns left, side by side on the inner ring. Only the highest counts.",
			"The third time a position occurs, the game is drawn: 1 point each. If the player to move cannot move, the game is null: nobody scores. This is common, as an outer pawn is stuck while the cell in front of it is taken.",
		}},
		{Heading: "Options", Paragraphs: []string{
			"Players: always 2. Dejarik has no other rule option.",
		}},
	},
}
