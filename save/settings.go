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
	Speed  string  `json:"speed"`            // the animation speed: normal, slow, fast or instant
	Lang   string  `json:"lang,omitempty"`   // the language of the words: "en", "fr", or "" for the system's
	French bool    `json:"french,omitempty"` // the rules in French: the setting before Lang, read as Lang "fr"
	// Analysis marks, in Dejarik, each move of the chosen pawn as winning,
	// drawing or losing, from the solved game.
	Analysis bool `json:"analysis,omitempty"`
	// ForcedMoves plays a person's move when it is the only one legal (a
	// pass with no alternative, a single move), once the last step's words
	// have been read; a person still throws by hand.
	ForcedMoves bool `json:"forcedMoves"`
	// Chances says, beside the turn line, the chance to win of the seat
	// it names, as the analysis of the game judges it (off at first: a
	// player finds out at the end, on the result's "Luck or skill?").
	Chances bool `json:"chances,omitempty"`
	// Labels writes on the board the cells' names, as the game's
	// sentences give them ("15", "O5").
	Labels bool `json:"labels,omitempty"`
	// TextSize is the size of the words: small, normal or large.
	TextSize string `json:"textSize,omitempty"`
	// HighContrast draws the boards' cells, lines and pieces in high
	// contrast, for people with low vision.
	HighContrast bool `json:"highContrast,omitempty"`
	// Name is the nickname the other players of an online room see ("":
	// none); NameAsked is set once the person was asked for it, so that
	// they are asked once only.
	Name      string `json:"name,omitempty"`
	NameAsked bool   `json:"nameAsked,omitempty"`
}

// DefaultSettings are the settings of a first run.
var DefaultSettings = Settings{Volume: 0.8, Speed: "normal", ForcedMoves: true, TextSize: "normal"}

var speeds = []string{"normal", "slow", "fast", "instant"}

// LoadSettings reads the settings. Missing settings give the defaults;
// settings that cannot be read are kept aside (see [KeepAside]) and give
// the defaults and a *CorruptError; out-of-range values are brought back in
// range.
func LoadSettings(st Store) (Settings, error) {
	s := DefaultSettings
	data, err := st.Read(SettingsFile)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return DefaultSettings, KeepAside(st, SettingsFile, ReadReason(err))
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return DefaultSettings, KeepAside(st, SettingsFile, "not settings: "+err.Error())
	}
	s.Volume = min(max(s.Volume, 0), 1)
	if s.Lang == "" && s.French {
		s.Lang = "fr"
	}
	s.French = false
	if s.Lang != "" && s.Lang != "en" && s.Lang != "fr" {
		s.Lang = ""
	}
	switch s.TextSize {
	case "small", "normal", "large":
	default:
		s.TextSize = "normal"
	}
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
