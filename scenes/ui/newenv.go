package ui

import (
	"errors"
	"io/fs"
	"time"

	"tabula/audio"
	"tabula/games"
	"tabula/games/boards"
	"tabula/lang"
	"tabula/online"
	"tabula/online/remote"
	"tabula/save"
)

// NewEnv returns what the screens share on a device: the games, the
// settings kept in store (nil: nothing is kept), the sound, and seed for
// new games' seeds. The screens speak the language of the settings, or
// when none was chosen the system's, system. A store that could not be
// opened is passed as nil with storeErr, which the title screen then
// reports; bad saved settings are reset and reported the same way. The
// caller sets the platform's Records and Fetch.
func NewEnv(store save.Store, storeErr error, seed func() uint64, system lang.Lang) *Env {
	env := &Env{Games: games.All, Looks: boards.All, Settings: save.DefaultSettings, Seed: seed, Now: time.Now}
	var settingsErr error
	if storeErr == nil && store != nil {
		env.Store = store
		env.Settings, settingsErr = save.LoadSettings(store)
		env.Settings.Name = online.CleanName(env.Settings.Name) // as a room takes it
	}
	env.Lang = system
	if l, err := lang.Parse(env.Settings.Lang); err == nil {
		env.Lang = l
	}
	switch {
	case storeErr != nil:
		env.Notice = env.F("Games cannot be saved here: %s", storeErr.Error())
	case settingsErr != nil:
		env.Notice = env.F("The settings could not be read; the defaults are used: %s", settingsErr.Error())
	}
	if err := env.loadDevice(); err != nil && env.Notice == "" {
		env.Notice = env.F("The counts of the throws on this device could not be read; they start again: %s", err.Error())
	}
	env.Rooms = remote.NewWatch(nil)
	env.Mixer = audio.New()
	env.ApplySettings()
	return env
}

// ReduceMotion starts the animations at "instant", as a system asking for
// reduced motion wants, unless settings were kept already: once a person
// changes a setting, theirs rule. Throws still show their result.
func (e *Env) ReduceMotion() {
	if e.Store != nil {
		if _, err := e.Store.Read(save.SettingsFile); !errors.Is(err, fs.ErrNotExist) {
			return
		}
	}
	e.Settings.Speed = "instant"
	e.ApplySettings()
}
