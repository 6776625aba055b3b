package scenes

import (
	"time"

	"tabula/audio"
	"tabula/games"
	"tabula/games/boards"
	"tabula/save"
)

// NewEnv returns what the screens share on a device: the games, the
// settings kept in store (nil: nothing is kept), the sound, and seed for
// new games' seeds. A store that could not be opened is passed as nil with
// storeErr, which the title screen then reports; bad saved settings are
// reset and reported the same way. The caller sets the platform's Records
// and Fetch.
func NewEnv(store save.Store, storeErr error, seed func() uint64) *Env {
	env := &Env{Games: games.All, Looks: boards.All, Settings: save.DefaultSettings, Seed: seed, Now: time.Now}
	switch {
	case storeErr != nil:
		env.Notice = "Games cannot be saved here: " + storeErr.Error()
	case store != nil:
		env.Store = store
		s, err := save.LoadSettings(store)
		env.Settings = s
		if err != nil {
			env.Notice = err.Error()
		}
	}
	env.Mixer = audio.New()
	env.ApplySettings()
	return env
}
