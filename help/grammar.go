package help

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// List joins words as a list in l: "a", "a and b", "a, b and c" in
// English, "a, b et c" in French.
func List(l Lang, words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	and := " and "
	if l == French {
		and = " et "
	}
	return strings.Join(words[:len(words)-1], ", ") + and + words[len(words)-1]
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
