package scenes

import (
	"tabula/games"
	"tabula/lang"
	"tabula/online"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/menus"
	"tabula/scenes/pages"
	"tabula/scenes/rooms"
	"tabula/scenes/ui"
)

// NewEnv returns what the screens share on a device (see [ui.NewEnv]),
// with the routes between the screens' packages set (see [Route]).
func NewEnv(store save.Store, storeErr error, seed func() uint64, system lang.Lang) *ui.Env {
	env := ui.NewEnv(store, storeErr, seed, system)
	Route(env)
	return env
}

// Route sets env's routes: the ways to the screens that a screen cannot
// name, lying in a package above its own.
func Route(env *ui.Env) {
	env.Routes.Continue = func(g *games.Game, h *rules.History) ui.Scene { return menus.NewContinue(env, g, h) }
}

// NewApp returns the game with first as its first scene and the scenes
// over opened over it (a tutorial over the title: its Back leads to the
// title), its screens sharing env: the title is its home screen, made anew
// by the transition Home, and env's news from other goroutines wakes it.
func NewApp(env *ui.Env, first ui.Scene, over ...ui.Scene) *ui.App {
	Route(env)
	app := ui.NewApp(first, over...)
	app.Env, env.Wake = env, app.Wake
	app.SetHome(func() ui.Scene { return menus.NewTitle(env) })
	return app
}

// OpenRoomLink returns the screens that open the room called code (as a
// link or the command line gives it) on env's server, over the title: its
// lobby, which takes a free seat, or resumes the seat this device holds,
// or watches; before it, the first time, the nickname is asked. A code
// that is none, or a room that cannot be opened, is said on the title
// screen.
func OpenRoomLink(env *ui.Env, code string) []ui.Scene {
	c, err := online.ParseCode(code)
	if err != nil {
		env.Notice = env.F("The link's room %s cannot be opened: %s", code, err.Error())
		return []ui.Scene{menus.NewTitle(env)}
	}
	open := func() ui.Scene {
		room, err := rooms.OpenRoom(env, c, nil)
		if err != nil {
			env.Notice = env.F("The link's room %s cannot be opened: %s", code, err.Error())
			return menus.NewTitle(env)
		}
		return rooms.NewLobby(env, room)
	}
	next := pages.WithName(env, open)
	if _, home := next.(ui.HomeScreen); home {
		return []ui.Scene{next}
	}
	return []ui.Scene{menus.NewTitle(env), next}
}
