// Package help holds the rules summaries that the pause menu shows: for each
// game, a short readable account of its rules in English and in French,
// written for players who have never played it.
//
// The summaries follow the project's rules files (../shared/rules/, from the
// module root) and the decisions each game package's doc.go adds to them;
// where the French sources say otherwise, the rules files win. Each rule
// option of a game's rules.Game descriptor is explained in the summary's
// Options section, one paragraph per option in the descriptor's order, naming
// the option by its OptionSpec.Name and each value as it is spelled, the
// default marked "(the default)" or "(par défaut)".
//
// The package draws nothing and imports only the standard library, so it
// runs in tests and in the browser alike. Paragraphs are plain text of one
// line each, for the screen to wrap; French text puts a no-break space
// (U+00A0) before : ; ! ? and inside « », so a wrap never leaves the mark
// alone at the start of a line.
package help

import "strconv"

// Lang is a language of the summaries.
type Lang uint8

// The languages of the summaries.
const (
	English Lang = iota
	French
)

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

// summary is one game's rules in one language.
type summary struct {
	title    string
	sections []Section
}

// summaries maps a game's name, as in rules.Game.Name, to its summary in
// each language, indexed by Lang.
var summaries = map[string][2]summary{
	"daryon":  {English: daryonEnglish, French: daryonFrench},
	"dejarik": {English: dejarikEnglish, French: dejarikFrench},
	"thayyam": {English: thayyamEnglish, French: thayyamFrench},
	"diam":    {English: diamEnglish, French: diamFrench},
}

// Summary returns the rules summary of the game called game (its
// rules.Game.Name, such as "daryon") in lang: the game's title and its
// sections in reading order. ok is false, and the other results are zero,
// for an unknown game or language. The sections are the caller's own copy.
func Summary(game string, lang Lang) (title string, sections []Section, ok bool) {
	s, found := summaries[game]
	if !found || int(lang) >= len(s) {
		return "", nil, false
	}
	sum := s[lang]
	sections = make([]Section, len(sum.sections))
	for i, sec := range sum.sections {
		sections[i] = Section{Heading: sec.Heading, Paragraphs: append([]string(nil), sec.Paragraphs...)}
	}
	return sum.title, sections, true
}
