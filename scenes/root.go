package scenes

import "tabula/online"

// OpenRoomLink returns the screens that open the room called code (as a
// link or the command line gives it) on env's server, over the title: its
// lobby, which takes a free seat, or resumes the seat this device holds,
// or watches; before it, the first time, the nickname is asked. A code
// that is none, or a room that cannot be opened, is said on the title
// screen.
func OpenRoomLink(env *Env, code string) []Scene {
	c, err := online.ParseCode(code)
	if err != nil {
		env.Notice = env.F("The link's room %s cannot be opened: %s", code, err.Error())
		return []Scene{NewTitle(env)}
	}
	open := func() Scene {
		room, err := OpenRoom(env, c, nil)
		if err != nil {
			env.Notice = env.F("The link's room %s cannot be opened: %s", code, err.Error())
			return NewTitle(env)
		}
		return NewLobby(env, room)
	}
	next := WithName(env, open)
	if _, home := next.(HomeScreen); home {
		return []Scene{next}
	}
	return []Scene{NewTitle(env), next}
}
