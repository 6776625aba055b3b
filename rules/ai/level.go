package ai

import (
	"fmt"
	"strings"
)

// Level is how strongly the computer plays.
type Level int

// The levels, weakest first. Perfect belongs to the games that are solved,
// and is offered only when the solution is at hand (see [Levels]).
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
	// Perfect plays from the exact solution of the game (Dejarik's).
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

// Levels returns the levels a game offers, weakest first: random, easy,
// medium and hard for every game, and perfect when the game's solution is
// at hand (o is not nil).
func Levels(o Oracle) []Level {
	ls := []Level{Random, Easy, Medium, Hard}
	if o != nil {
		ls = append(ls, Perfect)
	}
	return ls
}
