// Package help holds what the screens say about a game in words: its rules
// summary in English and in French, written for players who have never
// played it, a one-line blurb for the chooser, the names of its seats, what
// each computer level does, the labels of its move buttons, and every step
// of a game told in a sentence for the move log.
//
// This package holds only the shared types. Each game has its own package
// below it (help/daryon, help/dejarik, help/thayyam, help/diam), with the
// same files for the same roles: help.go wires the parts into the
// package's variable Help, a *[Game]; rules_en.go and rules_fr.go hold the
// summaries; words.go the seat names, levels, labels and the log's
// sentences. The list of games gives each game's Help to the screens, which
// never name a game. Package help/helptest holds what the tests of every
// game's words share: scripted and random games, the golden move logs and
// the checks of a sentence's shape.
//
// The summaries follow the project's rules files (../shared/rules/, from the
// module root) and the decisions each game package's doc.go adds to them;
// where the French sources say otherwise, the rules files win. Each rule
// option of a game's rules.Game descriptor is explained in the summary's
// Options section, one paragraph per option in the descriptor's order, naming
// the option by its OptionSpec.Name and each value as it is spelled, the
// default marked "(the default)" or "(par défaut)".
//
// The packages draw nothing and import only the standard library,
// tabula/rules and its games, and tabula/rules/ai for the names of the
// levels, so they run in tests and in the browser alike. Paragraphs, blurbs,
// labels and log sentences are plain text of one line each, for the screen
// to wrap. English text uses typographic quotes (“ ”) and dashes (– for a
// range, — to set a clause apart), never a hyphen for a dash; French text
// puts a no-break space (U+00A0) before : ; ! ? and inside « », so a wrap
// never leaves the mark alone at the start of a line. Every character is
// one the Go fonts draw.
package help

import (
	"strconv"

	"tabula/rules"
)

// Lang is a language of the summaries.
type Lang uint8

// The languages of the summaries.
const (
	English Lang = iota
	French
)

// Langs is the number of languages, the length of [Game.Rules].
const Langs = 2

// String returns the language's name in that language.
func (l Lang) String() string {
	switch l {
	case English:
		return "English"
	case French:
		return "Français"
	}
	return "Lang(" + strconv.Itoa(int(l)) + ")"
}

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
// set.
type Game struct {
	// Blurb says in one line what the game is, for the chooser.
	Blurb string
	// Rules is the summary of the rules in each language, indexed by Lang.
	// Read it through [Game.Summary], which returns a copy.
	Rules [Langs]Summary
	// SeatName names seat p of a game of players players for people:
	// "South", "White", "Red and orange"... It returns "" for a seat or a
	// number of players the game does not have.
	SeatName func(players int, p rules.Player) string
	// Levels says in a line how the computer plays at each level, indexed
	// by ai.Level (tabula/rules/ai: Random, Easy, Medium, Hard, Perfect);
	// "" for a level the game does not have.
	Levels [5]string
	// Label names a move for a button and for the hint, in words where the
	// notation would mean nothing to a player: "Pass", "Bring out", "Move
	// pawn a", "End the turn", "Move a with 4+2", "Drop red on cell 3", or
	// the move's notation where the board shows it ("O2-I3").
	Label func(c rules.Choice) string
	// Describe says one step in words for the move log, in English, in one
	// line without a final full stop: before and after are the positions
	// around the step, and name names a seat (the caller decides: "South",
	// "South (computer)", a nickname…). Describe does not change before
	// or after.
	Describe func(before, after rules.State, step rules.Step, name func(rules.Player) string) string
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
