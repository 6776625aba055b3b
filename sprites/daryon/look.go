package daryon

import (
	"tabula/rules"
	"tabula/rules/daryon"
	"tabula/sprites"
	"tabula/tray"
)

// Look is how the screens show Daryon: this board, the game's view of it and its lots.
var Look = &sprites.Look{
	Rules:      daryon.Game,
	NewView:    func(st rules.State) sprites.GameView { return NewView(st) },
	Lots:       tray.KindSeeds,
	LotsOnPath: true,
}
