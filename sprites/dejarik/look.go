package dejarik

import (
	"tabula/rules"
	"tabula/rules/dejarik"
	"tabula/sprites"
)

// Look is how the screens show Dejarik: this board, the game's view of it.
var Look = &sprites.Look{
	Rules:   dejarik.Game,
	NewView: func(st rules.State) sprites.GameView { return NewView(st) },
}
