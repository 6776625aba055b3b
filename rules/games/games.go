// Package games lists the games of tabula, for the programs that offer a
// choice of them: the referee, the game's chooser screen, the AI tools.
package games

import (
	"tabula/rules"
	"tabula/rules/daryon"
	"tabula/rules/dejarik"
	"tabula/rules/diam"
	"tabula/rules/thayyam"
)

// All lists every game, in the order the project presents them.
var All = []*rules.Game{daryon.Game, dejarik.Game, thayyam.Game, diam.Game}

// Find returns the game called name, or nil.
func Find(name string) *rules.Game { return rules.Find(All, name) }
