// Command referee plays the games of tabula over the text protocol that
// docs/referee.md describes, on standard input and output: one command per
// line, one answer per command. It is how test harnesses, external bots and
// tournament runners drive the rules without the graphical game.
//
// Usage:
//
//	go run ./cmd/referee
//
// Then type, for example:
//
//	new diam players=3
//	legal
//	play R@3
//	genmove random
//	show
package main

import (
	"fmt"
	"os"

	"tabula/games"
)

func main() {
	if err := NewReferee(games.All).Run(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "referee:", err)
		os.Exit(1)
	}
}
