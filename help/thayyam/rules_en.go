package thayyam

import "tabula/help"

// english is the summary of the rules in English. It follows
// docs/rules/thayyam.en.md (from the module root), which tells the decisions of
// rules/thayyam/doc.go too.
var english = help.Summary{
	Title: "Thayyam",
	Sections: []help.Section{
		{Heading: "Goal", Paragraphs: []string{
			"A race game from South India for 2 to 4 players, with four pieces each. Bring your pieces into play, round the board to the centre, then off the board.",
		}},
		{Heading: "Board", Paragraphs: []string{
			"The board has 5 × 5 cells. The four castles, in the middle of the sides, and the centre are marked with a cross: nobody is ever captured there.",
			"Your pieces enter on your castle, go anticlockwise round the outer cells, step inside just before their castle, and go clockwise round the inner cells to the centre.",
		}},
		{Heading: "Throwing", Paragraphs: []string{
			"You throw four cowries: each slit showing counts 1 point, and no slit at all counts 8. After a 1, a 4 or an 8 you throw again; a 2 or a 3 ends the series, and you keep every throw. With no piece on the board, you can only start with a 1: the throws before it are lost.",
		}},
		{Heading: "Moving", Paragraphs: []string{
			"Then use your throws in any order. A 1 brings a waiting piece onto your castle. A piece moves by one throw or the total of several, landing only at the end; a throw is never split between pieces. The centre needs the exact count. You may stop at any time and give up the rest. Once all your pieces are on the centre or off, a 1 bears a piece off.",
		}},
		{Heading: "Twins", Paragraphs: []string{
			"Two of your pieces on the castle opposite yours may be paired into twins, without using a throw. Twins move together by half the points used, rounded down: a 4 and a 1 move them 2 cells. They split again on the centre.",
		}},
		{Heading: "Capturing", Paragraphs: []string{
			"A single piece stopping on an unmarked cell sends off every enemy single piece there: they must enter again with a 1 and start over. Twins can only be sent off by enemy twins landing on them, and never attack single pieces. Your own pieces may share any cell.",
			"Each capturing move, however many pieces it sends off, earns one more series of throws, after your current moves.",
		}},
		{Heading: "End of the game", Paragraphs: []string{
			"The first player to bear off all four pieces wins at once.",
		}},
		{Heading: "Options", Paragraphs: []string{
			"Players: 2 (the default), 3 or 4.",
			"Captured twins: with “Keep” (the default), twins sent off stay twins and come back together with two 1s of the same turn. With “Split”, they come back as two single pieces, each entering with its own 1.",
		}},
	},
}
