package scenes

import (
	"tabula/games"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/menus"
	"tabula/scenes/pages"
	"tabula/scenes/play"
	"tabula/scenes/ui"
)

// A Start is what the game starts with, as the command line or a page's
// link asks: a value that says which screen and with what, checked before
// anything opens, whose Scenes makes the screens.
type Start struct {
	Kind    StartKind
	Game    *games.Game    // the game of a game, a tutorial or the odds
	Options rules.Options  // a game's options
	Seats   []save.Seat    // who plays each seat of a game
	Record  *rules.History // a record to read, at the step it shows
	Room    string         // an online room's code, as given (a link's may be mistyped: the title says so)
}

// StartKind is the kind of screen a Start opens.
type StartKind uint8

// The kinds of Start.
const (
	StartTitle    StartKind = iota // the title
	StartGame                      // a game at once, with its options and seats
	StartRecord                    // a record to read
	StartTutorial                  // a game's tutorial, over the title
	StartOdds                      // the odds of a game's lots, over the title
	StartRoom                      // an online room, over the title
)

// Scenes returns the first scenes, the first at the bottom: the title; a
// tutorial or the odds of the lots over it; a record to read; a game (over
// the title, when a game left unfinished asks first); an online room.
func (s Start) Scenes(env *ui.Env) []ui.Scene {
	switch s.Kind {
	case StartGame:
		start := func() ui.Transition {
			sess, err := env.NewSession(s.Game, s.Options, s.Seats, nil)
			if err != nil {
				env.Notice = err.Error() // the options and seats were checked before
				return ui.Replace(menus.NewTitle(env))
			}
			return ui.Replace(play.NewPlay(env, sess))
		}
		// A game left unfinished is not replaced without asking: the
		// question comes over the title, where Back leads.
		first := env.StartOrAsk(nil, nil, start).Scene
		if _, asking := first.(*ui.Confirm); asking {
			return []ui.Scene{menus.NewTitle(env), first}
		}
		return []ui.Scene{first}
	case StartRecord:
		return []ui.Scene{play.NewReading(env, games.Of(s.Record.Game()), s.Record)}
	case StartTutorial:
		return []ui.Scene{menus.NewTitle(env), play.NewTutorial(env, s.Game)}
	case StartOdds:
		return []ui.Scene{menus.NewTitle(env), pages.NewOdds(env, s.Game, nil, env.Device)}
	case StartRoom:
		return OpenRoomLink(env, s.Room)
	}
	return []ui.Scene{menus.NewTitle(env)}
}
