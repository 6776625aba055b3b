// Package boards lists how the screens show each game of package
// tabula/games: its board, its pieces' motions and its lots (the [Look] of
// each game's package under sprites). It is the list's layer that links the
// engine, which the programs without a screen never import.
package boards

import (
	"tabula/games"
	"tabula/sprites"
	daryonview "tabula/sprites/daryon"
	dejarikview "tabula/sprites/dejarik"
	diamview "tabula/sprites/diam"
	thayyamview "tabula/sprites/thayyam"
)

// All lists the looks of the games, in the order of games.All.
var All = []*sprites.Look{daryonview.Look, dejarikview.Look, thayyamview.Look, diamview.Look}

// Of returns the look of g, or nil if it has none.
func Of(g *games.Game) *sprites.Look {
	for _, l := range All {
		if l.Rules == g.Rules {
			return l
		}
	}
	return nil
}
