package online

import (
	"errors"
	"strings"
	"unicode"
)

// CodeAlphabet is the 32 characters a room's code is written with:
// Crockford's base 32, without I, L, O and U, which are read as 1, 1, 0 and
// V, so that a code read aloud or copied by hand is the same code.
const CodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// CodeLen is the number of characters of a room's code: 8 of 32, 40 bits
// of chance, which no one guesses among the rooms alive.
const CodeLen = 8

// ErrBadCode is the error of a text that is no room's code.
var ErrBadCode = errors.New("not a room's code: 8 letters and digits, as K3QX-9TZD")

// CodeRune returns the character of a room's code that r, typed, stands
// for: letters in either case, I and L for 1, O for 0, U for V; false for
// anything else.
func CodeRune(r rune) (rune, bool) {
	r = unicode.ToUpper(r)
	switch r {
	case 'I', 'L':
		r = '1'
	case 'O':
		r = '0'
	case 'U':
		r = 'V'
	}
	return r, r < 0x80 && strings.ContainsRune(CodeAlphabet, r)
}

// ParseCode reads a room's code as a person may type it: in either case,
// with or without its dash and spaces, I and L for 1, O for 0, U for V. It
// returns the code as the server draws it (see tabula/online/rooms).
func ParseCode(s string) (string, error) {
	var b strings.Builder
	n := 0
	for _, r := range s {
		if r == '-' || r == ' ' {
			continue
		}
		r, ok := CodeRune(r)
		if !ok || n == CodeLen {
			return "", ErrBadCode
		}
		if n == CodeLen/2 {
			b.WriteByte('-')
		}
		b.WriteRune(r)
		n++
	}
	if n != CodeLen {
		return "", ErrBadCode
	}
	return b.String(), nil
}
