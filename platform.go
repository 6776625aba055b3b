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

// platformStart adds what the platform needs to the app: nothing on the
// desktop, where the solved games' tables are built in.
func platformStart(*scenes.App, *scenes.Env) {}
