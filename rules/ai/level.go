package ai

import (
	"fmt"
	"strings"

	"tabula/rules"
)

// Level is how strongly the computer plays.
type Level int

// The levels, weakest first. Perfect belongs to Dejarik alone and is offered
// only when the exact solver is there (see [Levels]).
const (
	// Random plays a legal move drawn uniformly.
	Random Level = iota
	// Easy looks one move ahead with a simple evaluation and some noise,
	// like a beginner who sees captures and wins but not the dangers.
	Easy
	// Medium looks one turn ahead (race games) or a few plies (Dejarik,
	// Diam) with the full evaluation.
	Medium
	// Hard searches deepest, within a node budget that keeps a move well
	// under a second.
	Hard
	// Perfect plays Dejarik from the exact solution of the game.
	Perfect
)

var levelNames = [...]string{Random: "random", Easy: "easy", Medium: "medium", Hard: "hard", Perfect: "perfect"}

// String returns the level's name in the referee protocol: "random",
// "easy", "medium", "hard" or "perfect".
func (l Level) String() string {
	if l >= 0 && int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// ParseLevel reads a level's name, case-sensitive, as String writes it.
func ParseLevel(s string) (Level, error) {
	for l, name := range levelNames {
		if s == name {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("ai: unknown level %q (levels: %s)", s, strings.Join(levelNames[:Perfect], ", "))
}

// Levels returns the levels that game offers, weakest first: random, easy,
// medium and hard for every game, and perfect for Dejarik once its exact
// solver is available.
func Levels(game string) []Level {
	ls := []Level{Random, Easy, Medium, Hard}
	if game == "dejarik" && perfectAvailable() {
		ls = append(ls, Perfect)
	}
	return ls
}

// Offers reports whether game offers level l.
func Offers(game string, l Level) bool {
	for _, x := range Levels(game) {
		if x == l {
			return true
		}
	}
	return false
}

// perfect is the hook of the level Perfect: the exact play of Dejarik by
// the solver of package tabula/rules/dejarik/solve. It stays nil until that
// package is wired in here, and then returns the solver's move for st (a
// *dejarik.State) with the given seed choosing among equally good moves.
// perfectReady reports whether the solver's table loads; it is asked once.
var (
	perfect      func(st rules.State, seed uint64) (rules.Action, error)
	perfectReady func() bool
)

// perfectAvailable reports whether the level Perfect can be played.
func perfectAvailable() bool {
	return perfect != nil && (perfectReady == nil || perfectReady())
}
