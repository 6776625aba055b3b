//go:build !js

package main

import (
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/artwork"
	"tabula/lang"
	"tabula/save"
	"tabula/scenes/ui"
)

// systemLang returns the language of the system's locale, as the POSIX
// variables give it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, in that order);
// English where none names French or English.
func systemLang() lang.Lang {
	for _, v := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		if l, ok := lang.FromLocale(os.Getenv(v)); ok {
			return l
		}
	}
	return lang.English
}

// userStore returns where games and settings are kept: the user's
// configuration folder.
func userStore() (save.Store, error) {
	dir, err := save.UserDir()
	if err != nil {
		return nil, err
	}
	dir.Sweep() // what a write killed midway left behind; a failure is no harm
	return dir, nil
}

// userRecords returns where the person's records are kept: a folder in
// their documents, or nil where there is no home folder (the menus then
// offer no records).
func userRecords() save.Records {
	dir, err := save.UserRecords()
	if err != nil {
		return nil
	}
	return dir
}

// systemReducedMotion reports whether the system asks for reduced motion:
// desktops have no setting every one of them shares, so the game's own
// setting rules there.
func systemReducedMotion() bool { return false }

// pageRoom returns the room a page's link opens: none on the desktop.
func pageRoom() string { return "" }

// pageServer returns the server of the rooms a page is served by: none on
// the desktop, where -server says it.
func pageServer() string { return "" }

// platformStart adds what the platform needs to the app: on the desktop,
// the window's icon and its X11 class, which the Linux menu entry names
// (the solved games' tables and the learned values are built in).
func platformStart(app *ui.App, _ *ui.Env) {
	ebiten.SetWindowIcon(artwork.Icons(16, 32, 48, 64, 128, 256))
	app.RunOptions = &ebiten.RunGameOptions{X11ClassName: artwork.WindowClass, X11InstanceName: artwork.WindowInstance}
}
