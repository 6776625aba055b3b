// Command train learns the value of a race game by self-play (package
// tabula/rules/ai/td) and writes its networks, quantized, as the file the
// game's engine embeds: one network per number of seats, every option set
// drawn at random game by game.
//
// Usage:
//
//	go run ./cmd/train -game daryon|thayyam [-o FILE] [-check] [-games N] [-hidden H] [-seed S] ...
//
// Without -o it writes the engine's own file (rules/ai/GAME/value.nn);
// with -check it writes nothing and fails unless what it learned is that
// file, byte for byte. The defaults are the settings of the shipped
// weights, so that `go run ./cmd/train -game G -check` reproduces them.
// Training runs in one goroutine and depends on its seed alone; the
// network of n seats has its own seed (the seed, plus n-2), so that -seats
// can train some again and keep the others.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"tabula/games"
	"tabula/rules/ai/nn"
	"tabula/rules/ai/td"
)

func main() {
	game := flag.String("game", "", "the race game: daryon or thayyam")
	out := flag.String("o", "", "the file to write (default: the engine's own, rules/ai/GAME/value.nn)")
	check := flag.Bool("check", false, "write nothing; fail unless the networks learned are the engine's file")
	var s nn.Training
	flag.IntVar(&s.Games, "games", 0, "self-play games per number of seats (default: the shipped setting)")
	flag.IntVar(&s.Hidden, "hidden", 0, "hidden units (default: the shipped setting)")
	flag.Uint64Var(&s.Seed, "seed", 0, "the seed (default: the shipped setting)")
	flag.Float64Var(&s.Lambda, "lambda", -1, "TD(λ)'s λ (default: the shipped setting)")
	flag.Float64Var(&s.Rate, "rate", 0, "the learning rate at the start (default: the shipped setting)")
	flag.Float64Var(&s.RateEnd, "rate-end", 0, "the learning rate at the end (default: the shipped setting)")
	flag.IntVar(&s.Search, "search", 0, "the last games, among -games, whose moves are chosen by searching the whole turn (0: the shipped setting)")
	quiet := flag.Bool("q", false, "report nothing while training")
	seats := flag.String("seats", "", "train only these numbers of seats (2,3), keeping the others' networks from the file")
	flag.Parse()
	g := games.Find(*game)
	var learned nn.Learned
	if g != nil {
		learned, _ = g.AI.(nn.Learned)
	}
	if learned == nil {
		fmt.Fprintln(os.Stderr, "train: -game daryon or thayyam")
		os.Exit(2)
	}
	set := learned.Learned().Training.With(s)
	start := time.Now()
	var log func(td.Progress)
	if !*quiet {
		log = func(p td.Progress) {
			fmt.Fprintf(os.Stderr, "train: %d games, loss %.4f, against the outcome %.4f, %.0f steps a game, %.0f s\n",
				p.Games, p.Loss, p.Outcome, p.Steps, time.Since(start).Seconds())
		}
	}
	path := *out
	if path == "" {
		path = filepath.Join("rules", "ai", g.Rules.Name, "value.nn")
	}
	var only []int
	var old []byte
	if *seats != "" {
		for _, w := range strings.Split(*seats, ",") {
			n, err := strconv.Atoi(w)
			if err != nil {
				fmt.Fprintln(os.Stderr, "train: -seats:", err)
				os.Exit(2)
			}
			only = append(only, n)
		}
		var err error
		if old, err = os.ReadFile(path); err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
	}
	file, err := Run(g.Rules, learned.Learned(), set, only, old, log)
	if err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "train: %s, %+v: %d bytes in %.0f s\n", g.Rules.Name, set, len(file), time.Since(start).Seconds())
	if *check {
		want, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, "train:", err)
			os.Exit(1)
		}
		if !bytes.Equal(file, want) {
			fmt.Fprintf(os.Stderr, "train: the networks learned are not %s\n", path)
			os.Exit(1)
		}
		fmt.Fprintf(os.Stderr, "train: the networks learned are %s, byte for byte\n", path)
		return
	}
	if err := os.WriteFile(path, file, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
}
