package diam

import "tabula/help"

// english is the summary of the rules in English. It follows
// docs/rules/diam.en.md (from the module root), which tells the decisions of
// rules/diam/doc.go too.
var english = help.Summary{
	Title: "Diam",
	Sections: []help.Section{
		{Heading: "Goal", Paragraphs: []string{
			"A strategy game for 2, 3 or 4 players in two sides: red and orange against brown and black. Win by making a diam: two pawns of the same colour on opposite cells of the ring, at the same height, on level 2 or higher.",
		}},
		{Heading: "Board", Paragraphs: []string{
			"The board is a ring of 8 cells. A cell holds a pile of up to 4 pawns: level 1 is the bottom, level 4 the top. Each colour has 4 pawns, which start in their player's reserve.",
			"With 2 players, each has two colours; with 4, each has one colour and a partner. With 3, one player has red and orange alone, against a brown player and a black player, and plays every other turn.",
		}},
		{Heading: "A turn", Paragraphs: []string{
			"Drop a pawn or shift one.",
			"Drop: put a pawn from your own reserve, never your partner's, on an empty cell or on top of a pile.",
			"Shift: move a pawn of your side's colours one cell left or right. Every pawn above it, of any colour, moves with it, in the same order, onto the top of the next cell.",
			"A cell can never hold more than 4 pawns. If you cannot move, you pass.",
		}},
		{Heading: "End of the game", Paragraphs: []string{
			"After every move, the side owning the highest diam on the board wins, even when the other side's move made it: moving a pile can lift the pawns of both sides. Two pawns on level 1 are not a diam.",
			"The game is drawn when the same position occurs for the third time, or after two passes in a row.",
		}},
		{Heading: "Options", Paragraphs: []string{
			"Players: 2 (the default), 3 or 4.",
			"Rules: with “Ferti” (the default), the rules published by Ferti, as above. With “Prototype”, the authors' first rules: you may drop only on an empty cell, and make a diam for your side only if you announced “Diam!” with your previous move. Announcing costs nothing; a diam made for the other side alone always counts.",
		}},
	},
}
