package diam

import (
	"tabula/rules"
	"tabula/rules/diam"
	"tabula/sprites"
)

// Look is how the screens show Diam: this board, the game's view of it.
var Look = &sprites.Look{
	Rules:   diam.Game,
	NewView: func(st rules.State) sprites.GameView { return NewView(st) },
}
