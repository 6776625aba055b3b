// Package fonts is the game's font, Tabula Sans, regular and bold: Liberation
// Sans 2.1.5 cut down to the characters the game draws (and those people
// type in names), renamed as the SIL Open Font License asks of a modified
// version of a font with a Reserved Font Name. OFL.txt beside it is its
// licence. cmd/fontsubset writes these files (make fonts); the test of this
// package checks that they are what it writes, and that every character
// of the game's words is in them.
package fonts

import _ "embed"

// Regular is the regular weight, a TrueType file.
//
//go:embed TabulaSans-Regular.ttf
var Regular []byte

// Bold is the bold weight, a TrueType file.
//
//go:embed TabulaSans-Bold.ttf
var Bold []byte

// License is the font's licence, the SIL Open Font License 1.1 with the
// copyright of Liberation Sans.
//
//go:embed OFL.txt
var License []byte
