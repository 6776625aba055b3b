package scenes

import (
	"tabula/rules"
	"tabula/sprites"
	daryonview "tabula/sprites/daryon"
	dejarikview "tabula/sprites/dejarik"
	diamview "tabula/sprites/diam"
	thayyamview "tabula/sprites/thayyam"
)

// NewView returns the board through which the play screen shows a game,
// for a state of it (the number of players decides some boards). It panics
// for a game without a board, a programming error.
func NewView(g *rules.Game, st rules.State) sprites.GameView {
	switch g.Name {
	case "daryon":
		return daryonview.NewView(st)
	case "dejarik":
		return dejarikview.NewView(st)
	case "thayyam":
		return thayyamview.NewView(st)
	case "diam":
		return diamview.NewView(st)
	}
	panic("scenes: no board for " + g.Name)
}
