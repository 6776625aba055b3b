// Command arena plays seeded games between two levels of the computer
// players of package tabula/rules/ai and prints the win rates with their
// 95 % Wilson score intervals, the draws and the average length of a game.
//
// Usage:
//
//	go run ./cmd/arena -game G [-players N] [-opt k=v ...] -a LEVEL -b LEVEL
//	    [-seats a,b,b,...] [-mix rotate|swap] -n 1000 -seed S [-parallel 2] [-records DIR]
//
// The levels are those of the referee protocol, and classic: the level
// hard of the race games before they learned their value, kept here to
// measure the learned one against. With -records, each game's record is
// written into DIR as NNNN-LEVEL0-LEVEL1.txt (the game's number, then the
// level at each seat in seat order), for cmd/analyse.
//
// Game i (from 0) is seeded from S and i alone, so the figures do not
// depend on -parallel. The seats follow the pattern of -seats (default: a
// at seat 0 and, in Diam, the seats of its team; b at the others): with
// -mix rotate the pattern turns one
// seat per game, with -mix swap a and b trade places every other game,
// which keeps Diam's teams whole (the default for Diam).
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"tabula/games"
)

// optList collects repeated -opt flags.
type optList []string

func (o *optList) String() string     { return strings.Join(*o, " ") }
func (o *optList) Set(v string) error { *o = append(*o, v); return nil }

func main() {
	var cfg Config
	var opts optList
	var seats, game, a, b string
	var players int
	flag.StringVar(&game, "game", "", "the game: "+games.Names(", ", " or "))
	flag.IntVar(&players, "players", 0, "the number of players (default: the game's)")
	flag.Var(&opts, "opt", "a rule option KEY=VALUE (repeatable)")
	flag.StringVar(&a, "a", "hard", "the level of player A (a level of the referee protocol, or classic)")
	flag.StringVar(&b, "b", "random", "the level of player B")
	flag.StringVar(&seats, "seats", "", "the seat pattern, a or b per seat (default a,b,b,...; in Diam a's team and b's)")
	flag.StringVar(&cfg.Mix, "mix", "", "rotate (turn the pattern each game) or swap (trade a and b every other game); default swap where seats form sides (Diam's teams), else rotate")
	flag.IntVar(&cfg.Games, "n", 1000, "the number of games")
	flag.Uint64Var(&cfg.Seed, "seed", 1, "the seed of the series")
	flag.IntVar(&cfg.Parallel, "parallel", 2, "games played at once")
	flag.IntVar(&cfg.MaxSteps, "maxsteps", 20000, "steps after which a game counts as unfinished")
	flag.StringVar(&cfg.Records, "records", "", "write each game's record into this folder, as NNNN-LEVEL0-LEVEL1.txt")
	flag.Parse()
	if err := cfg.Setup(game, players, opts, a, b, seats); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(2)
	}
	if cfg.Records != "" {
		if err := os.MkdirAll(cfg.Records, 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "arena:", err)
			os.Exit(1)
		}
	}
	start := time.Now()
	res, err := cfg.Run()
	if err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(1)
	}
	fmt.Print(res.Report(&cfg))
	fmt.Fprintf(os.Stderr, "arena: %d games in %.1f s\n", cfg.Games, time.Since(start).Seconds())
}
