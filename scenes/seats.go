package scenes

import (
	"fmt"
	"strings"

	"tabula/rules/ai"
	"tabula/save"
	"tabula/session"
)

// SeatLevels returns the computer levels a seat of game can be given,
// weakest first: those of ai.Levels, and for Dejarik always the level
// perfect. ai.Levels lists perfect only once Dejarik's solution is loaded
// (in the browser it is fetched); the set-up screen starts that load, and a
// perfect seat waits for it before its first move.
func SeatLevels(game string) []ai.Level {
	if game == "dejarik" {
		return []ai.Level{ai.Random, ai.Easy, ai.Medium, ai.Hard, ai.Perfect}
	}
	return ai.Levels(game)
}

// levelLabel names a level on a button: "Easy", "Perfect".
func levelLabel(l ai.Level) string { return choiceLabel(l.String()) }

// levelExplain says in a line how a computer seat of a level plays game.
func levelExplain(game string, l ai.Level) string {
	race := game == "daryon" || game == "thayyam"
	switch l {
	case ai.Random:
		return "The computer plays any legal move, drawn at random: a first game's opponent."
	case ai.Easy:
		if race {
			return "A beginner: the computer runs ahead and blind to danger, and errs now and then."
		}
		return "A beginner: the computer takes a win or a capture it sees, and misjudges the rest."
	case ai.Medium:
		if race {
			return "A fair player: the computer weighs each move's progress and its dangers."
		}
		return "A fair player: the computer looks a few moves ahead."
	case ai.Hard:
		if race {
			return "A strong player: the computer looks through the throws to come."
		}
		return "A strong player: the computer searches deep before it moves."
	case ai.Perfect:
		return "Perfect play from the solved game: the computer never lets a win or a draw slip."
	}
	return ""
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
