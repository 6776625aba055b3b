//go:build !js

package main

import (
	"tabula/save"
	"tabula/scenes"
)

// userStore returns where games and settings are kept: the user's
// configuration folder.
func userStore() (save.Store, error) {
	dir, err := save.UserDir()
	if err != nil {
		return nil, err
	}
	return dir, nil
}

// platformStart adds what the platform needs to the app: nothing on the
// desktop.
func platformStart(*scenes.App) {}
