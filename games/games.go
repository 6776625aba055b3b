// Package games is the list of tabula's games. Each game is one module: a
// folder per layer, reached from here through one entry of [All] — its
// rules (rules/<game>), the computer's play (rules/ai/<game>) and its words
// for people (help/<game>). How the screens show a game is the next layer
// up (games/boards), which the programs without a screen (the referee, the
// arena) do not link.
//
// Nothing outside the game folders names a game: a program reaches a game
// through this list, its menus and flag help are built from it, and adding
// a game is a folder per layer and one line here and one in games/boards.
package games

import (
	"strings"

	"tabula/help"
	daryonhelp "tabula/help/daryon"
	dejarikhelp "tabula/help/dejarik"
	diamhelp "tabula/help/diam"
	thayyamhelp "tabula/help/thayyam"
	"tabula/rules"
	"tabula/rules/ai"
	daryonai "tabula/rules/ai/daryon"
	dejarikai "tabula/rules/ai/dejarik"
	diamai "tabula/rules/ai/diam"
	thayyamai "tabula/rules/ai/thayyam"
	"tabula/rules/daryon"
	"tabula/rules/dejarik"
	"tabula/rules/diam"
	"tabula/rules/thayyam"
)

// Game is one game as every layer without a screen sees it.
type Game struct {
	// Rules are the game's rules.
	Rules *rules.Game
	// AI is the computer's play of the game.
	AI ai.Engine
	// Help is what the screens say of the game in words: its rules, its
	// seats, its moves.
	Help *help.Game
}

// All lists every game, in the order the project presents them.
var All = []*Game{
	{Rules: daryon.Game, AI: daryonai.Engine, Help: daryonhelp.Help},
	{Rules: dejarik.Game, AI: dejarikai.Engine, Help: dejarikhelp.Help},
	{Rules: thayyam.Game, AI: thayyamai.Engine, Help: thayyamhelp.Help},
	{Rules: diam.Game, AI: diamai.Engine, Help: diamhelp.Help},
}

// Find returns the game called name (its [rules.Game.Name], as the referee
// protocol and records write it), or nil.
func Find(name string) *Game {
	for _, g := range All {
		if g.Rules.Name == name {
			return g
		}
	}
	return nil
}

// Of returns the game whose rules are r, or nil.
func Of(r *rules.Game) *Game {
	for _, g := range All {
		if g.Rules == r {
			return g
		}
	}
	return nil
}

// Rules returns the rules of every game, in the order of All, for reading
// records.
func Rules() []*rules.Game {
	out := make([]*rules.Game, len(All))
	for i, g := range All {
		out[i] = g.Rules
	}
	return out
}

// Names returns the games' names in the order of All, joined by sep, for
// flag help and error messages ("daryon, dejarik, thayyam or diam" with
// sep ", " and the last joined by " or ").
func Names(sep, last string) string {
	names := make([]string, len(All))
	for i, g := range All {
		names[i] = g.Rules.Name
	}
	if len(names) < 2 {
		return strings.Join(names, sep)
	}
	return strings.Join(names[:len(names)-1], sep) + last + names[len(names)-1]
}

// Solution returns the game's solved table, the oracle of its level
// perfect, or nil if it has none.
func (g *Game) Solution() *ai.Solution { return ai.SolutionOf(g.AI) }
