package scenes

import (
	"tabula/audio"
	"tabula/rules/games"
	"tabula/save"
)

// NewEnv returns what the screens share on a device: the four games, the
// settings kept in store (nil: nothing is kept), the sound, and seed for
// new games' seeds. A store that could not be opened is passed as nil with
// storeErr, which the title screen then reports; bad saved settings are
// reset and reported the same way.
func NewEnv(store save.Store, storeErr error, seed func() uint64) *Env {
	env := &Env{Games: games.All, Settings: save.DefaultSettings, NewView: NewView, Seed: seed}
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
