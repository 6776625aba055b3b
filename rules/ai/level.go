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
	// Classic is the level hard as it was before the race games learned
	// their value: the hand-made evaluation of each game. It is kept to
	// measure the learned one against (cmd/arena), and offered to no
	// player: [ParseLevel] does not read it and [Levels] does not list
	// it; [ParseArenaLevel] does. In Dejarik and Diam it plays as Hard.
	Classic
)

var levelNames = [...]string{Random: "random", Easy: "easy", Medium: "medium", Hard: "hard", Perfect: "perfect"}

// String returns the level's name in the referee protocol: "random",
// "easy", "medium", "hard" or "perfect".
func (l Level) String() string {
	if l == Classic {
		return "classic"
	}
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

// ParseArenaLevel reads a level's name as [ParseLevel] does, and also
// "classic", the level kept for measurement only.
func ParseArenaLevel(s string) (Level, error) {
	if s == "classic" {
		return Classic, nil
	}
	l, err := ParseLevel(s)
	if err != nil {
		return 0, fmt.Errorf("%w, or classic", err)
	}
	return l, nil
}
