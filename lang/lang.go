// Package lang is the languages of tabula's words, English and French, and
// the catalog of the screens' words in French. A screen writes its words
// in English, through [Lang.T], [Lang.F] and [Lang.N], and gets them in the
// player's language; the words of each game (its rules, its moves, its log)
// are written in both languages by the game's package under help/.
//
// The catalog is keyed by the English text itself, so that the code reads as
// the screen does; a test walks the screens' sources and fails on any
// English text that has no French, and on any French that no screen uses.
// French text puts a no-break space (U+00A0) before : ; ! ? and inside « »,
// so that a wrapped line never begins with the mark.
package lang

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Lang is a language of the game's words.
type Lang uint8

// The languages.
const (
	English Lang = iota
	French
)

// Count is the number of languages.
const Count = 2

// All lists the languages, in the order the settings offer them.
var All = [Count]Lang{English, French}

// String returns the language's name in that language: "English",
// "Français".
func (l Lang) String() string {
	switch l {
	case English:
		return "English"
	case French:
		return "Français"
	}
	return "Lang(" + strconv.Itoa(int(l)) + ")"
}

// Code returns the language's code: "en" or "fr".
func (l Lang) Code() string {
	if l == French {
		return "fr"
	}
	return "en"
}

// Parse reads a language's code, "en" or "fr".
func Parse(code string) (Lang, error) {
	switch code {
	case "en":
		return English, nil
	case "fr":
		return French, nil
	}
	return English, fmt.Errorf("lang: %q is not a language of the game (en or fr)", code)
}

// FromLocale returns the language of a locale or a list of them as the
// system or the browser gives it — "fr_FR.UTF-8", "fr-CA", "de:fr" (the
// first of the list the game speaks) — and English when none is French or
// English. ok reports whether one was.
func FromLocale(locale string) (l Lang, ok bool) {
	for _, part := range strings.FieldsFunc(locale, func(r rune) bool { return r == ':' || r == ',' || r == ' ' }) {
		code := strings.ToLower(part)
		if i := strings.IndexAny(code, "_-.@"); i >= 0 {
			code = code[:i]
		}
		if l, err := Parse(code); err == nil {
			return l, true
		}
	}
	return English, false
}

// T returns the words msg, written in English, in l.
func (l Lang) T(msg string) string {
	if l == French {
		if fr, ok := french[msg]; ok {
			return fr
		}
	}
	return msg
}

// F formats the words format, written in English, in l with args.
func (l Lang) F(format string, args ...any) string {
	return fmt.Sprintf(l.T(format), args...)
}

// N formats the words of a count n in l: one for a single thing, other for
// several, each written in English with a %d for n. French counts nought
// as one ("0 point"), English as several ("0 points").
func (l Lang) N(n int, one, other string) string {
	if n == 1 || l == French && n == 0 {
		return l.F(one, n)
	}
	return l.F(other, n)
}

// Sentence returns s with its first letter in capitals.
func Sentence(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}
