// Package help holds what the screens say about a game in words, in English
// and in French: its rules summary, written for players who have never
// played it, a one-line blurb for the chooser, the names of its seats, what
// each computer level does, its rule options for the set-up screen, the
// labels of its move buttons, every step of a game told in a sentence for
// the move log, why a tap on the board chose nothing, and what the
// keyboard's cursor is on for a person who cannot see the board ([Focus]).
//
// This package holds the shared types, the little French grammar the
// games' sentences share ([List], [Of]), and [Focus], which says a place
// and its moves with each game's [Game.Place]. Each game has its own package
// below it (help/daryon, help/dejarik, help/thayyam, help/diam), with the
// same files for the same roles: help.go wires the parts into the
// package's variable Help, a *[Game], and its doc says how the words name
// cells and pieces in both languages; rules_en.go and rules_fr.go hold the
// summaries; words.go the seat names, levels, options, labels and the log's
// sentences in English, and words_fr.go in French; refusal.go the reasons a
// tap chose nothing. The list of games gives each game's Help to the
// screens, which never name a game. Package help/helptest holds what the
// tests of every game's words share: scripted and random games, the golden
// move logs in each language, the checks of a sentence's shape and
// typography, and the checks of the refusals against the legal moves.
//
// The summaries follow the project's rules documents (docs/rules/, from the
// module root), which include the decisions each game package's doc.go
// lists where the games' sources are silent; where the French sources say
// otherwise, the rules documents win, but the French words are the
// sources' (graines, cauris, maison, couloir, château,
// jumeaux, pile, niveau, « Diam ! »). Each rule option of a game's
// rules.Game descriptor is explained in the summary's Options section, one
// paragraph per option in the descriptor's order, naming the option and
// each value as the set-up screen does in that language ([Game.Options]),
// the default marked "(the default)" or "(par défaut)".
//
// The packages draw nothing and import only the standard library,
// tabula/lang for the languages, tabula/rules and its games, and
// tabula/rules/ai for the names of the levels, so they run in tests and in
// the browser alike. Paragraphs, blurbs,
// labels and log sentences are plain text of one line each, for the screen
// to wrap. English text uses typographic quotes (“ ”) and dashes (– for a
// range, — to set a clause apart), never a hyphen for a dash; French text
// puts a no-break space (U+00A0) before : ; ! ? and inside « », so a wrap
// never leaves the mark alone at the start of a line. Every character is
// one Liberation Sans, the screens' font, draws; French writes ’ for its
// apostrophes.
package help

import (
	"slices"

	"tabula/lang"
	"tabula/rules"
)

// Lang is a language of the words: package tabula/lang's.
type Lang = lang.Lang

// The languages of the words.
const (
	English = lang.English
	French  = lang.French
)

// Langs is the number of languages, the length of [Game.Rules].
const Langs = lang.Count

// Section is one part of a summary: a heading and its paragraphs, each one
// line of plain text.
type Section struct {
	Heading    string
	Paragraphs []string
}

// Summary is a game's rules in one language: its title and its sections in
// reading order.
type Summary struct {
	Title    string
	Sections []Section
}

// Game is everything the screens say about one game in words. Each game's
// package under help/ provides one, as its variable Help; every field is
// set, but Lots for a game without lots.
type Game struct {
	// Blurb says in one line what the game is, for the chooser, in each
	// language.
	Blurb [Langs]string
	// Rules is the summary of the rules in each language, indexed by Lang.
	// Read it through [Game.Summary], which returns a copy.
	Rules [Langs]Summary
	// Options names the game's rule options and their values for the
	// set-up screen, in each language, in the order of the rules'
	// descriptor (rules.Game.Options): one Option per OptionSpec, with one
	// label and one explanation per value.
	Options [Langs][]Option
	// SeatName names seat p of a game of players players for people, in
	// l: "South", "White", "Red and orange"... It returns "" for a seat or
	// a number of players the game does not have.
	SeatName func(l Lang, players int, p rules.Player) string
	// Levels says in a line how the computer plays at each level, in each
	// language, indexed by ai.Level (tabula/rules/ai: Random, Easy,
	// Medium, Hard, Perfect); "" for a level the game does not have.
	Levels [Langs][5]string
	// Opening says, in l, what the first turns of the game st starts ask
	// of a newcomer ("Throw the seeds: a pawn leaves home only on a 1"),
	// before the first step has said it; nil for a game whose first move
	// needs no word.
	Opening func(l Lang, st rules.State) string
	// PieceName names the piece at pl in st as the words name it, for a
	// letter beside it on the board ("a", "b"…), and reports whether it
	// has the right the game's words speak of beside its name (Daryon's
	// credit: the right to go home). It is nil for a game whose words name
	// no piece by letter, and returns "" for a place of no such piece.
	PieceName func(st rules.State, pl rules.Place) (name string, entitled bool)
	// Label names a move for a button and for the hint, in l, in words
	// where the notation would mean nothing to a player: "Pass", "Bring
	// out", "Move pawn a", "End the turn", "Move a with 4+2", "Drop red on
	// cell 3", or the move's notation where the board shows it ("O2-I3").
	Label func(l Lang, c rules.Choice) string
	// Describe says one step in words for the move log, in l, in one line
	// without a final full stop: before and after are the positions around
	// the step, and name names a seat (the caller decides: "South",
	// "South (computer)", a nickname…). viewer is the player from whose
	// side the board names its places for the person at the screen (a
	// Thayyam square keeps the number its label shows, whoever moves), or
	// -1 for each mover's own way, as the rules count. Describe does not
	// change before or after.
	Describe func(l Lang, before, after rules.State, step rules.Step, name func(rules.Player) string, viewer rules.Player) string
	// Refusal says in l why a tap of the person to move in st chose nothing,
	// in one short line for the screen, or "" when there is nothing better to
	// say than that it is not a legal move. from is the place tapped (as the
	// board's SourceAt gives it: a piece on the board, or in a reserve or home
	// area; its Player the piece's owner); to is the destination cell tapped
	// after choosing from, or NoCell when the piece itself was refused.
	//
	// Refusal reads the position through the rules package's inspectors and
	// its legal moves (rules.Choices), never through a rule of its own. It
	// returns "" for a tap that does choose a move, and otherwise a true
	// sentence, as precise as it can, in the move log's typography and
	// without a final full stop: "it is South's turn", "a piece enters only
	// on a 1", "c'est au tour de Sud". name names the seats, as Describe's
	// does: by the names people typed for them in the set-up, or else by
	// SeatName.
	Refusal func(l Lang, st rules.State, from rules.Place, to int, name func(rules.Player) string) string
	// Place says in l what is at a place of the board in st, for a person
	// who cannot see the board, in one short line without a final full
	// stop: the piece there and its owner, and where it stands ("South's
	// pawn a on 14", "North's pawn c at home", "a red pawn on cell 5, level
	// 1", "le pion a de Sud sur la case 14"), in the words the move log and
	// the lessons already use for the same things (cells, pieces, homes,
	// reserves, goals, levels). at is a place as rules.Choice gives it (a
	// source or a destination, possibly off the board: a home, a reserve, a
	// goal).
	//
	// A place where at's piece does not stand (a destination, before the
	// move) is said by its name first, as the log names where a piece goes
	// ("17", "home", "cell 3", "inner 4", "la case 3", "le couloir 1": the
	// French with its article), then, after a comma, a colon or a dash, what
	// else the person needs: its level, and what the piece does there when
	// it is more than a move, in the log's words ("19: sends North's pawn a
	// home", "cell 3, level 2 — a red diam on cells 3 and 7 at level 2: a
	// win for Red and orange"), or, where no legal move of the piece ends,
	// what stands there or that it is empty ("cell 3, level 2: empty").
	// Place does not know which piece the person chose: where moves from
	// different places end on at and do different things there, it says
	// each after its kind of move ("if shifted there, …"), or nothing more.
	// [Focus] lists destinations by their names alone. A piece, or a unit
	// of pieces moving as one (Thayyam's twins), is said with its noun in
	// its number ("South's twins a and b", "les jumeaux a et b de Sud"), so
	// that Focus can say "it" or "they" of it.
	//
	// Place reads the position through the rules package's inspectors and
	// its legal moves, and does not change st. Two different sources of one
	// position are said differently, so that a person can tell them apart.
	Place func(l Lang, st rules.State, at rules.Place) string
	// Grid lays the board's cells out for a person who reads it cell by
	// cell (the page's grid, beside the picture): rows from the top of
	// the board as it is drawn, each from left to right, of the cell
	// numbers the rules use; a ring is one row, in its order. Every cell
	// of the board is in it once.
	Grid func(st rules.State) [][]int
	// Cell says in l all that stands on a cell of st, for that grid, in
	// one short line without a final full stop: its name, then its
	// pieces and their owners ("cell 3: red on orange on red, level 3,
	// yours on top"), viewer being the player the person at the screen
	// plays ("yours"). It is nil for a game whose [Game.Place] of each
	// piece says the cell well enough (one piece a place): the grid then
	// says the cell by its pieces' Place, or its name when it is empty.
	Cell func(l Lang, st rules.State, viewer rules.Player, cell int) string
	// Lessons is the game's tutorial, in the order a beginner takes it
	// (see [Lesson]).
	Lessons []Lesson
	// Lots says, in each language, what the throws decide in the game, for
	// the odds of the lots beside the chances: one or two sentences, with
	// their full stops, that tie a chance to a rule ("Only a 1 brings a
	// pawn out of home."). Empty for a game without lots.
	Lots [Langs]string
}

// NoCell is the destination given to [Game.Refusal] when the piece itself
// was refused, before any destination was tapped. No game numbers a cell
// so: Thayyam's −1 is the off-board goal of a piece borne off.
const NoCell = -100

// TappedMoves returns the legal moves in s of the pieces on the place
// from that a person tapped, and reports whether the tap chooses one: any
// of them when no cell is tapped yet (to is NoCell), or one that ends on
// the cell to. A Refusal starts from it.
func TappedMoves(s rules.State, from rules.Place, to int) (mine []rules.Choice, chosen bool) {
	for _, c := range rules.Choices(s, nil) {
		if !c.Moves || c.From.Cell != from.Cell || c.From.Player != from.Player {
			continue
		}
		if to == NoCell || c.To.Cell == to {
			return nil, true
		}
		mine = append(mine, c)
	}
	return mine, false
}

// Option is a rule option in words, for the set-up screen: its name, and a
// label and an explanation for each of its values, in the order of the
// option's values in the rules' descriptor. A label is what a choice button
// shows, short and capitalised ("2", "One", "Plusieurs"); an explanation
// is one sentence, with its full stop.
type Option struct {
	Name    string
	Values  []string
	Explain []string
}

// Summary returns the rules summary of the game in lang, or the zero
// Summary for a language it does not have. The sections and their
// paragraphs are the caller's own copy, free to change.
func (g *Game) Summary(lang Lang) Summary {
	if int(lang) >= len(g.Rules) {
		return Summary{}
	}
	s := g.Rules[lang]
	c := Summary{Title: s.Title, Sections: make([]Section, len(s.Sections))}
	for i, sec := range s.Sections {
		c.Sections[i] = Section{Heading: sec.Heading, Paragraphs: append([]string(nil), sec.Paragraphs...)}
	}
	return c
}

// Focus says what the keyboard's cursor is on while a person picks a move,
// in l, in one line without a final full stop, for a screen reader: the
// place at, said by g.Place, and where its piece can go, the destinations
// named short and joined with "or" in the choices' order ("South's pawn a
// on 14: it can go to 17", "White's pawn on outer 4: it can go to the
// centre, inner 4, 5 or 6", "le pion a de Sud à la maison : il peut aller
// au couloir 1"); or, once a piece is chosen (chosen != nil), the
// destination at and what moving there does when it is more than a move,
// which is g.Place's line for it ("19: sends North's pawn a home", "cell
// 3, level 2"). choices are the legal choices of st (rules.Choices); a
// place they move nothing from is said by g.Place alone. Focus does not
// change st.
func Focus(g *Game, l Lang, st rules.State, choices []rules.Choice, at rules.Place, chosen *rules.Place) string {
	here := g.Place(l, st, at)
	if chosen != nil {
		return here
	}
	var dests []rules.Place
	for _, c := range choices {
		if c.Moves && from(at, c.From) && !slices.Contains(dests, c.To) {
			dests = append(dests, c.To)
		}
	}
	if len(dests) == 0 {
		return here
	}
	names := make([]string, len(dests))
	for i, d := range dests {
		names[i] = placeName(g.Place(l, st, d))
	}
	if l == French {
		verb := "il peut aller "
		if plural(l, here) {
			verb = "ils peuvent aller "
		}
		return here + "\u00a0: " + verb + destinations(l, names)
	}
	verb := "it can go "
	if plural(l, here) {
		verb = "they can go "
	}
	return here + ": " + verb + destinations(l, names)
}

// from reports whether a choice starting at src moves the piece at at: the
// same cell, level and owner, and the same piece unless at names none
// (Piece < 0, as a tap gives it), as the screens match them.
func from(at, src rules.Place) bool {
	return at.Cell == src.Cell && at.Level == src.Level && at.Player == src.Player && (at.Piece < 0 || at.Piece == src.Piece)
}
