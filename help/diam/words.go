package diam

import (
	"strconv"
	"strings"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/diam"
)

// seatNames name the seats of 2, 3 and 4 players by their colours.
var seatNames = [5][]string{
	2: {"Red and orange", "Brown and black"},
	3: {"Red and orange", "Brown", "Black"},
	4: {"Red", "Brown", "Orange", "Black"},
}

// seatName names seat p of a game of players players by its colours: "Red
// and orange" and "Brown and black" for two players; "Red and orange",
// "Brown" and "Black" for three; "Red", "Brown", "Orange" and "Black" for
// four, in turn order. It returns "" for a seat or a number of players the
// game does not have.
func seatName(players int, p rules.Player) string {
	if players < 2 || players > 4 || p < 0 || int(p) >= players {
		return ""
	}
	return seatNames[players][p]
}

// levels says in a line how the computer plays Diam at each level, indexed
// by ai.Level. Diam has no perfect level.
var levels = [5]string{
	ai.Random: "The computer plays any legal move, drawn at random: a first game's opponent.",
	ai.Easy:   "A beginner: the computer takes a win or a capture it sees, and misjudges the rest.",
	ai.Medium: "A fair player: the computer looks a few moves ahead.",
	ai.Hard:   "A strong player: the computer searches deep before it moves.",
}

// label names a move for its button: "Pass", the move's notation ("R@3",
// "3.2-"), and for an announced move of the prototype rules the notation
// and the announcement, "R@3 and say “Diam!”".
func label(c rules.Choice) string {
	switch {
	case c.Note == "pass":
		return "Pass"
	case strings.HasSuffix(c.Note, "!"):
		return strings.TrimSuffix(c.Note, "!") + " and say “Diam!”"
	}
	return c.Note
}

// colours name the colours as [diam.Red] to [diam.Black] number them, with
// their article.
var colours = [4]string{diam.Red: "a red", diam.Orange: "an orange", diam.Brown: "a brown", diam.Black: "a black"}

// describe says one step of a Diam game in words, for the move log:
//
//	Red and orange drops a red pawn on cell 3, level 1
//	Brown shifts a black pawn and the pawn above it from cell 3, level 1, to cell 4, level 2
//	Orange drops an orange pawn on cell 6, level 2, and says “Diam!”
//	Red shifts a red pawn from cell 1, level 1, to cell 2, level 2 — a red diam on cells 2 and 6 at level 2: Red and Orange win
//	Brown passes: no legal move — two passes in a row: a draw
//
// Cells are named by the numbers 0 to 7 that the board shows, levels 1
// (the bottom of a pile) to 4. describe reads the step's events, and
// after's result for the end of the game; it does not need before.
func describe(before, after rules.State, step rules.Step, name func(rules.Player) string) string {
	var text string
	var lines []string
	mover := step.Actor
	for _, e := range step.Events {
		switch e.Kind {
		case rules.EventDrop:
			mover = e.Player
			text = name(e.Player) + " drops " + colour(e.Piece) + " pawn on " + at(e.To, e.ToLevel) + announce(step.Note)
		case rules.EventShift:
			mover = e.Player
			pile := ""
			switch e.Value {
			case 1:
			case 2:
				pile = " and the pawn above it"
			default:
				pile = " and the " + strconv.Itoa(int(e.Value)-1) + " pawns above it"
			}
			text = name(e.Player) + " shifts " + colour(e.Piece) + " pawn" + pile + " from " + at(e.From, e.Level) + ", to " + at(e.To, e.ToLevel) + announce(step.Note)
		case rules.EventPass:
			mover = e.Player
			text = name(e.Player) + " passes: no legal move"
		case rules.EventLine:
			lines = append(lines, colour(e.Piece)+" diam on cells "+strconv.Itoa(int(e.From))+" and "+strconv.Itoa(int(e.To))+" at level "+strconv.Itoa(int(e.Level)))
		case rules.EventEnd:
			if len(lines) > 0 {
				text += " — " + and(lines) + winText(after, mover, name)
			} else if step.Note == "pass" {
				text += " — two passes in a row: a draw"
			} else {
				text += " — the same position for the third time: a draw"
			}
		}
	}
	if text == "" {
		return name(step.Actor) + ": " + step.Note
	}
	return text
}

// announce says the announcement of the prototype rules, for a move whose
// notation ends with "!".
func announce(note string) string {
	if strings.HasSuffix(note, "!") {
		return ", and says “Diam!”"
	}
	return ""
}

// winText names the winners, and says when the diam was made for the
// other side than the mover's.
func winText(after rules.State, mover rules.Player, name func(rules.Player) string) string {
	r := after.Result()
	var names []string
	for p := range rules.Player(after.Players()) {
		if r.Winners.Has(p) {
			names = append(names, name(p))
		}
	}
	verb := " wins"
	if len(names) > 1 {
		verb = " win"
	}
	text := ": " + and(names) + verb
	if !r.Winners.Has(mover) {
		text = ", made for the other side" + text
	}
	return text
}

// at names a cell and a level: "cell 3, level 2".
func at(cell, level int8) string {
	return "cell " + strconv.Itoa(int(cell)) + ", level " + strconv.Itoa(int(level))
}

// colour names colour c with its article, "a red", "an orange".
func colour(c int8) string {
	if c < 0 || int(c) >= len(colours) {
		return "a"
	}
	return colours[c]
}

// and joins words as a list: "a", "a and b", "a, b and c".
func and(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
