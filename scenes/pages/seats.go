package pages

import (
	"fmt"
	"strings"

	"tabula/games"
	"tabula/rules/ai"
	"tabula/save"
	"tabula/scenes/ui"
	"tabula/session"
)

// SeatLevels returns the computer levels a seat of g can be given, weakest
// first: random to hard, and perfect for a solved game. A perfect seat
// waits for the game's solution to load before its first move (in the
// browser it is fetched; the set-up screen starts the load).
func SeatLevels(g *games.Game) []ai.Level {
	ls := ai.Levels(nil)
	if g.Solution() != nil {
		ls = append(ls, ai.Perfect)
	}
	return ls
}

// LevelLabel names a level on a button: "Easy", "Perfect".
func LevelLabel(e *ui.Env, l ai.Level) string {
	switch l {
	case ai.Random:
		return e.T("Random")
	case ai.Easy:
		return e.T("Easy")
	case ai.Medium:
		return e.T("Medium")
	case ai.Hard:
		return e.T("Hard")
	case ai.Perfect:
		return e.T("Perfect")
	}
	return l.String()
}

// ParseSeat reads who plays a seat, as the -seats flag writes it: "human"
// for a person; "cpu" for the computer at the default level (medium);
// "cpu:LEVEL" or the level's name alone ("hard") for the computer at that
// level.
func ParseSeat(word string) (save.Seat, error) {
	switch word {
	case "human":
		return save.Seat{}, nil
	case "cpu":
		return save.Seat{Computer: true, Level: session.DefaultLevel.String()}, nil
	}
	name := strings.TrimPrefix(word, "cpu:")
	l, err := ai.ParseLevel(name)
	if err != nil {
		return save.Seat{}, fmt.Errorf("%q is not human, cpu, cpu:LEVEL or a level (random, easy, medium, hard, perfect)", word)
	}
	return save.Seat{Computer: true, Level: l.String()}, nil
}
