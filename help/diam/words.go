package diam

import (
	"strconv"
	"strings"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/diam"
)

// seatNames name the seats of 2, 3 and 4 players by their colours, in each
// language.
var seatNames = [help.Langs][5][]string{
	help.English: {
		2: {"Red and orange", "Brown and black"},
		3: {"Red and orange", "Brown", "Black"},
		4: {"Red", "Brown", "Orange", "Black"},
	},
	help.French: {
		2: {"Rouge et orange", "Marron et noir"},
		3: {"Rouge et orange", "Marron", "Noir"},
		4: {"Rouge", "Marron", "Orange", "Noir"},
	},
}

// seatName names seat p of a game of players players by its colours, in l:
// "Red and orange" and "Brown and black" for two players; "Red and orange",
// "Brown" and "Black" for three; "Red", "Brown", "Orange" and "Black" for
// four, in turn order (in French "Rouge et orange", "Marron et noir",
// "Marron", "Noir", "Rouge", "Orange"). It returns "" for a seat or a
// number of players the game does not have.
func seatName(l help.Lang, players int, p rules.Player) string {
	if players < 2 || players > 4 || p < 0 || int(p) >= players || int(l) >= help.Langs {
		return ""
	}
	return seatNames[l][players][p]
}

// levels says in a line how the computer plays Diam at each level, indexed
// by ai.Level. Diam has no perfect level.
var levels = [5]string{
	ai.Random: "The computer plays any legal move, drawn at random: a first game's opponent.",
	ai.Easy:   "A beginner: the computer takes a win it sees, and misjudges the rest.",
	ai.Medium: "A fair player: the computer looks one reply ahead and watches the diams each side threatens.",
	ai.Hard:   "A strong player: the computer searches deep before it moves.",
}

// options names the rule options for the set-up screen, in the order of
// the rules' descriptor.
var options = []help.Option{
	{Name: "Players", Values: []string{"2", "3", "4"}, Explain: []string{
		"Two players: red and orange against brown and black.",
		"Three players: one with red and orange against a team of two, one brown, one black.",
		"Four players in two teams: red and orange against brown and black, one colour each.",
	}},
	{Name: "Rules", Values: []string{"Ferti", "Prototype"}, Explain: []string{
		"The published rules: a pawn may be dropped on any cell holding fewer than four.",
		"The authors' first rules: drops only on empty cells, and a diam must be announced the move before.",
	}},
}

// label names a move for its button and for the hint in words, in l,
// since the notation is not shown to players: "Pass", "Drop red on cell 3"
// for R@3, "Shift cell 3, level 2, to cell 2" for 3.2-, and for an
// announced move of the prototype rules the move and the announcement,
// "Drop red on cell 3 and say “Diam!”"; in French "Passer", "Poser un pion
// rouge sur la case 3", "Déplacer le pion de la case 3, niveau 2, vers la
// case 2", "… et annoncer « Diam ! »". A note it cannot read is its own
// label.
func label(l help.Lang, c rules.Choice) string {
	fr := l == help.French
	if c.Note == "pass" {
		if fr {
			return "Passer"
		}
		return "Pass"
	}
	note, said := strings.CutSuffix(c.Note, "!")
	var text string
	if colour, cell, ok := strings.Cut(note, "@"); ok && len(colour) == 1 && strings.Contains("ROBK", colour) {
		k := strings.Index("ROBK", colour)
		if fr {
			text = "Poser un pion " + colourNamesFr[k] + " sur la case " + cell
		} else {
			text = "Drop " + colourNames[k] + " on cell " + cell
		}
	} else if n, lv, ok := strings.Cut(note, "."); ok && len(lv) == 2 && (lv[1] == '+' || lv[1] == '-') {
		from, err := strconv.Atoi(n)
		if err != nil {
			return c.Note
		}
		to := (from + 1) % diam.Cells
		if lv[1] == '-' {
			to = (from + diam.Cells - 1) % diam.Cells
		}
		if fr {
			text = "Déplacer le pion de la case " + n + ", niveau " + lv[:1] + ", vers la case " + strconv.Itoa(to)
		} else {
			text = "Shift cell " + n + ", level " + lv[:1] + ", to cell " + strconv.Itoa(to)
		}
	} else {
		return c.Note
	}
	if said && fr {
		text += " et annoncer «\u00a0Diam\u00a0!\u00a0»"
	} else if said {
		text += " and say “Diam!”"
	}
	return text
}

// colourNames name the colours in the order of the notation's letters R, O,
// B, K.
var colourNames = [4]string{"red", "orange", "brown", "black"}

// colours name the colours as [diam.Red] to [diam.Black] number them, with
// their article.
var colours = [4]string{diam.Red: "a red", diam.Orange: "an orange", diam.Brown: "a brown", diam.Black: "a black"}

// describe says one step of a Diam game in words, for the move log. The
// seat's name opens the sentence, followed by a colon, since a name such as
// "Red and orange" takes no verb well:
//
//	Red and orange: a red pawn dropped on cell 3, level 1
//	Brown: a black pawn and the pawn above it shifted from cell 3, level 1, to cell 4, level 2
//	Orange: an orange pawn dropped on cell 6, level 2, announcing “Diam!”
//	Red: a red pawn shifted from cell 1, level 1, to cell 2, level 2 — a red diam on cells 2 and 6 at level 2: a win for Red and Orange
//	Brown: no legal move, so a pass — two passes in a row: a draw
//
// Cells are named by the numbers 0 to 7 that the board shows, levels 1
// (the bottom of a pile) to 4. describe reads the step's events, and
// after's result for the end of the game; it does not need before. In
// French, describeFr says the same.
func describe(l help.Lang, before, after rules.State, step rules.Step, name func(rules.Player) string, _ rules.Player) string {
	if l == help.French {
		return describeFr(after, step, name)
	}
	var text string
	mover := step.Actor
	for _, e := range step.Events {
		switch e.Kind {
		case rules.EventDrop:
			mover = e.Player
			text = name(e.Player) + ": " + colour(e.Piece) + " pawn dropped on " + at(e.To, e.ToLevel) + announce(step.Note)
		case rules.EventShift:
			mover = e.Player
			pile := ""
			switch e.Value {
			case 1:
			case 2:
				pile = " and the pawn above it"
			default:
				pile = " and the " + number(int(e.Value)-1) + " pawns above it"
			}
			text = name(e.Player) + ": " + colour(e.Piece) + " pawn" + pile + " shifted from " + at(e.From, e.Level) + ", to " + at(e.To, e.ToLevel) + announce(step.Note)
		case rules.EventPass:
			mover = e.Player
			text = name(e.Player) + ": no legal move, so a pass"
		}
	}
	if text == "" {
		return name(step.Actor) + ": " + step.Note
	}
	return text + ending(after, step, mover, name)
}

// ending tells in English how step, played by mover, ended the game, as
// the end of its sentence: the diams that decide it and the winners, or
// the draw (" — a red diam on cells 2 and 6 at level 2: a win for Red and
// orange", " — two passes in a row: a draw"); "" when the game goes on.
func ending(after rules.State, step rules.Step, mover rules.Player, name func(rules.Player) string) string {
	var lines []string
	for _, e := range step.Events {
		switch e.Kind {
		case rules.EventLine:
			lines = append(lines, colour(e.Piece)+" diam on cells "+strconv.Itoa(int(e.From))+" and "+strconv.Itoa(int(e.To))+" at level "+strconv.Itoa(int(e.Level)))
		case rules.EventEnd:
			switch {
			case len(lines) > 0:
				return " — " + help.List(help.English, lines) + winText(after, mover, name)
			case step.Note == "pass":
				return " — two passes in a row: a draw"
			}
			return " — the same position for the third time: a draw"
		}
	}
	return ""
}

// announce says the announcement of the prototype rules, for a move whose
// notation ends with "!".
func announce(note string) string {
	if strings.HasSuffix(note, "!") {
		return ", announcing “Diam!”"
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
	text := ": a win for " + help.List(help.English, names)
	if !r.Winners.Has(mover) {
		text = ", made for the other side" + text
	}
	return text
}

// number writes a small count in words: "two", "three".
func number(n int) string {
	if n >= 0 && n < len(numbers) {
		return numbers[n]
	}
	return strconv.Itoa(n)
}

var numbers = [...]string{"no", "one", "two", "three"}

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

// placeText says what is at a place of the board, for a person who cannot
// see it (see [help.Game.Place]), in l; in English:
//
//	a red pawn on cell 5, level 1
//	a black pawn on cell 3, level 1, under the red pawn
//	one of the 4 red pawns in the reserve
//	the last orange pawn in the reserve
//	cell 3, level 2
//	cell 3, level 2 — a red diam on cells 3 and 7 at level 2: a win for Red and orange
//	cell 3, level 2: empty
//
// and in French as placeTextFr says. A pawn is named by its colour, as the
// log names it, whoever shifts it; a reserve by the colour of pl's piece,
// with how many pawns it holds; a cell without a level (0) by its number
// and how many pawns it holds. A place where no pawn stands is said by its
// cell and level, then how a move of pl's pawn there ends the game, as the
// log's sentence ends, or, when no legal move ends there, that it is
// empty. It returns "" for a state that is not a *diam.State.
func placeText(l help.Lang, st rules.State, pl rules.Place) string {
	s, ok := st.(*diam.State)
	if !ok {
		return ""
	}
	if l == help.French {
		return placeTextFr(s, pl)
	}
	if pl.Cell < 0 {
		if pl.Piece < 0 || pl.Piece >= len(colourNames) {
			return "the reserve"
		}
		switch n, c := s.Reserve(pl.Piece), colourNames[pl.Piece]; n {
		case 0:
			return "no " + c + " pawn left in the reserve"
		case 1:
			return "the last " + c + " pawn in the reserve"
		default:
			return "one of the " + strconv.Itoa(n) + " " + c + " pawns in the reserve"
		}
	}
	if pl.Level < 1 {
		switch h := s.Height(pl.Cell); h {
		case 0:
			return "cell " + strconv.Itoa(pl.Cell) + ": empty"
		case 1:
			return "cell " + strconv.Itoa(pl.Cell) + ": 1 pawn"
		default:
			return "cell " + strconv.Itoa(pl.Cell) + ": " + strconv.Itoa(h) + " pawns"
		}
	}
	where := at(int8(pl.Cell), int8(pl.Level))
	if pawn := s.Pawn(pl.Cell, pl.Level); pawn >= 0 {
		text := colour(int8(pawn)) + " pawn on " + where
		var above []string // whose pawns move with it: the colours above, upwards
		for level := pl.Level + 1; level <= s.Height(pl.Cell); level++ {
			above = append(above, colourNames[s.Pawn(pl.Cell, level)&3])
		}
		switch len(above) {
		case 0:
			return text
		case 1:
			return text + ", under the " + above[0] + " pawn"
		default:
			return text + ", under the " + help.List(help.English, above) + " pawns"
		}
	}
	if tail, ok := arrival(s, pl, func(step rules.Step, after rules.State) string {
		return ending(after, step, pl.Player, func(p rules.Player) string { return seatName(l, s.Players(), p) })
	}, [2]string{"if dropped there, ", "if shifted there, "}); ok {
		return where + tail
	}
	return where + ": empty"
}

// arrival tells what the legal moves of pl's pawn that end on pl do beyond
// the move, as end says it from the step and the position after it; ok is
// false when none ends there. A drop and a shift of one colour may end on
// the same place and end the game differently: then each is said after its
// kind, "if dropped there, …; if shifted there, …" (kinds, in French), for
// whichever kind the person chose. Moves of one kind that end differently
// (shifts from either side) are said nothing.
func arrival(s *diam.State, pl rules.Place, end func(rules.Step, rules.State) string, kinds [2]string) (tail string, ok bool) {
	var tails [2]string // what drops, then shifts, do
	var seen, mixed [2]bool
	for _, c := range rules.Choices(s, nil) {
		if !c.Moves || c.To != pl {
			continue
		}
		a := s.Clone()
		events, err := a.Apply(c.Action, nil)
		if err != nil {
			continue
		}
		t := end(rules.Step{Action: c.Action, Note: c.Note, ToMove: pl.Player, Actor: pl.Player, Events: events}, a)
		k := 0
		if c.From.Cell >= 0 {
			k = 1
		}
		mixed[k] = mixed[k] || seen[k] && t != tails[k]
		seen[k], tails[k] = true, t
	}
	switch {
	case !seen[0] && !seen[1]:
		return "", false
	case mixed[0] || mixed[1]:
		return "", true // moves that end differently: say none
	case !seen[0] || !seen[1] || tails[0] == tails[1]:
		return tails[0] + tails[1], true // one kind, or both alike
	}
	var parts []string
	for k, t := range tails {
		if t != "" {
			parts = append(parts, kinds[k]+strings.TrimPrefix(t, " — "))
		}
	}
	return " — " + strings.Join(parts, "; "), true
}
