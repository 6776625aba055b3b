package online

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// The kinds of seat a room is created with, besides a computer level
// ("random", "easy", "medium", "hard", "perfect" in a solved game).
const (
	SeatOnline = "online" // a person, on any device, who joins by the room's code
	SeatLocal  = "local"  // a person at the device that created the room
)

// Spec is what a room is created with, as POST /api/rooms takes it: the
// game's name, its options as the referee's new writes them
// ("players=2 twins=keep", or "" for the defaults), one seat kind per
// player, and how long a person may be away, in Go's duration syntax
// ("2m", "90s"), before the computer plays in their stead: "" for never,
// for turn-based play over days.
type Spec struct {
	Game    string   `json:"game"`
	Options string   `json:"options"`
	Seats   []string `json:"seats"`
	Absence string   `json:"absence,omitempty"`
}

// MaxAbsence is the longest absence a room may be created with.
const MaxAbsence = 7 * 24 * time.Hour

// MaxName is the longest nickname, in characters.
const MaxName = 24

// NameRune reports whether a nickname may hold r: the server refuses
// control characters (a line break) and those that turn the direction of
// the text around them, which another player's screen would show.
func NameRune(r rune) bool {
	return r != utf8.RuneError && !unicode.IsControl(r) && !unicode.Is(unicode.Bidi_Control, r) && r != '\u2028' && r != '\u2029'
}

// CleanName returns name as a room takes it: without the characters a
// nickname may not hold, at most MaxName characters, without the spaces
// around.
func CleanName(name string) string {
	var out []rune
	for _, r := range name {
		if NameRune(r) && len(out) < MaxName {
			out = append(out, r)
		}
	}
	return strings.TrimSpace(string(out))
}
