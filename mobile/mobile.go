// Package mobile is the game for Android and iOS phones and tablets, bound
// with ebitenmobile (see the README for the commands and what they need).
// The host application calls [Start] once, with the folder where the game
// keeps its saves, before it shows the game's view:
//
//	// Android (Java), in the activity's onCreate:
//	Mobile.start(getFilesDir().getAbsolutePath());
//
//	// iOS (Swift), before the EbitenViewController shows:
//	MobileStart(applicationSupportPath, &error)
//
// The game is the same as on the desktop and in the browser: the same
// screens, laid out for the device's size and pixel density, played by
// touch.
package mobile

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	ebitenmobile "github.com/hajimehoshi/ebiten/v2/mobile"

	"tabula/lang"
	"tabula/save"
	"tabula/scenes"
	"tabula/scenes/menus"
	"tabula/scenes/ui"
)

var started sync.Once

// Start starts the game, keeping its saves and settings in dataDir (the
// app's private files folder). An empty dataDir keeps nothing. It returns
// an error if it is called twice; a folder that cannot be used is no
// error: the game starts, says on its title screen that games cannot be
// saved, and is played all the same.
func Start(dataDir string) error { return StartIn(dataDir, "") }

// StartIn is Start with the device's language, as the host gives it
// ("fr", "fr-FR", "en_GB"…): the game speaks French or English as the
// device does, until the player chooses in the settings. An empty or other
// language gives English.
func StartIn(dataDir, language string) error {
	err := errors.New("mobile: the game has already started")
	started.Do(func() {
		err = nil
		ebiten.SetScreenClearedEveryFrame(false) // a screen at rest keeps its last frame (ui.App)
		ebitenmobile.SetGame(newApp(dataDir, language))
	})
	return err
}

// newApp returns the game with its saves in dataDir, in language.
func newApp(dataDir, language string) *ui.App {
	var store save.Store
	var storeErr error
	if dataDir != "" {
		if storeErr = os.MkdirAll(dataDir, 0o755); storeErr == nil {
			store = save.Dir(dataDir)
		}
	}
	system, _ := lang.FromLocale(language)
	env := scenes.NewEnv(store, storeErr, rand.Uint64, system)
	if store != nil {
		env.Records = save.RecordFolder(filepath.Join(dataDir, "records"))
	}
	return scenes.NewApp(env, menus.NewTitle(env))
}

// Dummy does nothing. ebitenmobile binds a package only if it exports a
// function besides what it needs; this is that function.
func Dummy() {}
