package thayyam

import (
	"tabula/rules"
	"tabula/rules/thayyam"
	"tabula/sprites"
	"tabula/tray"
)

// Look is how the screens show Thayyam: this board, the game's view of it and its lots.
var Look = &sprites.Look{
	Rules:   thayyam.Game,
	NewView: func(st rules.State) sprites.GameView { return NewView(st) },
	Lots:    tray.KindCowries,
}
