package save

import (
	"encoding/json"
	"errors"
	"io/fs"
)

// SettingsFile is the name of the settings in their store.
const SettingsFile = "settings.json"

// Settings are the player's preferences.
type Settings struct {
	Volume float64 `json:"volume"` // 0 to 1
	Muted  bool    `json:"muted"`
	Speed  string  `json:"speed"`  // the animation speed: normal, slow, fast or instant
	French bool    `json:"french"` // the rules summaries in French
	// Analysis marks, in Dejarik, each move of the chosen pawn as winning,
	// drawing or losing, from the solved game.
	Analysis bool `json:"analysis,omitempty"`
}

// DefaultSettings are the settings of a first run.
var DefaultSettings = Settings{Volume: 0.8, Speed: "normal"}

var speeds = []string{"normal", "slow", "fast", "instant"}

// LoadSettings reads the settings. Missing settings give the defaults; a
// file that cannot be read gives the defaults and an error saying so, and
// out-of-range values are brought back in range.
func LoadSettings(st Store) (Settings, error) {
	s := DefaultSettings
	data, err := st.Read(SettingsFile)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err == nil {
		err = json.Unmarshal(data, &s)
	}
	if err != nil {
		return DefaultSettings, errors.New("the settings could not be read; the defaults are used: " + err.Error())
	}
	s.Volume = min(max(s.Volume, 0), 1)
	known := false
	for _, sp := range speeds {
		known = known || sp == s.Speed
	}
	if !known {
		s.Speed = DefaultSettings.Speed
	}
	return s, nil
}

// SaveSettings writes the settings.
func SaveSettings(st Store, s Settings) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return st.Write(SettingsFile, append(data, '\n'))
}
