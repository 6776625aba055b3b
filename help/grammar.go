package help

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// List joins words as a list in l: "a", "a and b", "a, b and c" in
// English, "a, b et c" in French.
func List(l Lang, words []string) string {
	if l == French {
		return join(words, " et ")
	}
	return join(words, " and ")
}

// either joins words as alternatives in l: "a", "a or b", "a, b or c" in
// English, "a, b ou c" in French.
func either(l Lang, words []string) string {
	if l == French {
		return join(words, " ou ")
	}
	return join(words, " or ")
}

// join joins words with commas, and the last two with last.
func join(words []string, last string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + last + words[len(words)-1]
}

// Of writes the French "de" before name, elided before a vowel: "de Sud",
// "d’Est", "d’Ouest", "d’Ana". name is a seat's name or a person's, which
// takes no article.
func Of(name string) string {
	if Elides(name) {
		return "d’" + name
	}
	return "de " + name
}

// Elides reports whether a French word before w elides its vowel ("d’Est",
// "l’ouest"): whether w starts with a vowel, accented or not. An h is left
// alone: whether it is mute depends on the word.
func Elides(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return strings.ContainsRune("aeiouyàâéèêëîïôöùûü", unicode.ToLower(r))
}

// placeName returns the name of a destination in a [Game.Place] line: the
// line up to its first comma, colon or dash ("cell 3" of "cell 3, level
// 2", "19" of "19: sends North's pawn a home").
func placeName(line string) string {
	end := len(line)
	for _, sep := range []string{", ", ": ", "\u00a0: ", " — "} {
		if i := strings.Index(line, sep); i >= 0 && i < end {
			end = i
		}
	}
	return line[:end]
}

// destinations writes where a piece can go, in l, after the verb: names
// are the places' names, in French with their articles. Names that differ
// from the one before only by their final number give that number alone,
// so a list says "cell" or "inner" once ("to cell 1 or 3", "to the centre,
// inner 4, 5 or 6"); each other name takes its preposition, contracted
// with its article in French ("à 3, 4 ou au château opposé"), and English
// says "to" once when every name takes it ("to 17 or home" otherwise).
func destinations(l Lang, names []string) string {
	words := make([]string, len(names))
	heads := make([]bool, len(names))
	all := true
	for i, n := range names {
		words[i], heads[i] = n, true
		if i > 0 {
			p, num := splitNumber(n)
			q, prev := splitNumber(names[i-1])
			if num != "" && prev != "" && p == q {
				words[i], heads[i] = num, false
			}
		}
		if heads[i] {
			all = all && to(l, n) == "to "+n
		}
	}
	if l != French && all {
		return "to " + either(l, words)
	}
	for i, n := range words {
		if heads[i] {
			words[i] = to(l, n)
		}
	}
	return either(l, words)
}

// splitNumber splits a name ending in a number into what comes before the
// number and the number: "cell 3" into "cell " and "3", "17" into "" and
// "17". It returns name and "" for a name without a final number.
func splitNumber(name string) (before, number string) {
	i := len(name)
	for i > 0 && name[i-1] >= '0' && name[i-1] <= '9' {
		i--
	}
	if i == len(name) || (i > 0 && name[i-1] != ' ') {
		return name, ""
	}
	return name[:i], name[i:]
}

// to writes the preposition of a destination before a place's name, in l:
// "to 17", "home" (English takes no "to" before home); in French "à 17",
// "à la maison", and "au", "aux" for "le", "les": "au couloir 1".
func to(l Lang, name string) string {
	if l != French {
		if name == "home" {
			return name
		}
		return "to " + name
	}
	if rest, ok := strings.CutPrefix(name, "le "); ok {
		return "au " + rest
	}
	if rest, ok := strings.CutPrefix(name, "les "); ok {
		return "aux " + rest
	}
	return "à " + name
}

// plural reports whether a phrase naming pieces, as [Game.Place] says it,
// is plural, for the pronoun that takes it up: in French, whether it starts
// with "les" or "des" ("les jumeaux a et b de Sud"); in English, whether
// the noun after the owner's "'s" ends in s ("South's twins a and b", not
// "South's pawn a").
func plural(l Lang, phrase string) bool {
	if l == French {
		return strings.HasPrefix(phrase, "les ") || strings.HasPrefix(phrase, "des ")
	}
	_, rest, ok := strings.Cut(phrase, "'s ")
	if !ok {
		return false
	}
	noun, _, _ := strings.Cut(rest, " ")
	return strings.HasSuffix(noun, "s")
}

// Lead joins what a move does (the end of its log sentence, after the
// place it reaches) to the place's name, as Place says a destination: the
// log's ", " becomes a colon, but before "where" ("où"), which says more of
// the place itself ("the centre, where they split into single pieces"); a
// dash stays.
func Lead(l Lang, tail string) string {
	rest, ok := strings.CutPrefix(tail, ", ")
	switch {
	case !ok || strings.HasPrefix(rest, "where ") || strings.HasPrefix(rest, "où "):
		return tail
	case l == French:
		return "\u00a0: " + rest
	}
	return ": " + rest
}
