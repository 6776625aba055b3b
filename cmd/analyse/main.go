// Command analyse prints the analysis of a finished game (package
// tabula/rules/ai/analysis): each seat's result, the luck of the throws,
// the cost of its decisions and its largest mistakes with the better move,
// and each seat's chance to win after every step.
//
// Usage:
//
//	go run ./cmd/analyse [-json] RECORD
//	go run ./cmd/analyse -calibration DIR...
//
// RECORD is a game's record, as the game saves it, the referee writes it
// or cmd/arena -records does ("-": standard input). With -json it prints
// one object: "seats", for each seat its "result" (1 won, 0 lost, 0.5 a
// draw), "luck", "cost" and "mistakes" (each with "step", the step's index
// from 0, "cost", "played" and "best"); and "chances", one array per
// position from the start to the end, of each seat's chance to win.
//
// With -calibration it reads every record (*.txt) of the folders given, as
// cmd/arena -records writes them, and tells how well the chances meant
// what they said: for each tenth of the scale, the mean chance of the
// positions there against how often their seat won, and the Brier score.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"tabula/games"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/ai/analysis"
)

func main() {
	asJSON := flag.Bool("json", false, "print the analysis as one JSON object")
	calib := flag.Bool("calibration", false, "read the records of the folders given and tell how well the chances are calibrated")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: analyse [-json] RECORD, or analyse -calibration DIR...")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *calib {
		if err := calibrate(flag.Args(), os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "analyse:", err)
			os.Exit(1)
		}
		return
	}
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(flag.Arg(0), *asJSON, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "analyse:", err)
		os.Exit(1)
	}
}

// run analyses the record in file and writes it to w.
func run(file string, asJSON bool, w io.Writer) error {
	var rd io.Reader = os.Stdin
	if file != "-" {
		f, err := os.Open(file)
		if err != nil {
			return err
		}
		defer f.Close()
		rd = f
	}
	h, err := rules.ReadHistory(rd, games.Rules())
	if err != nil {
		return err
	}
	r, err := Analyse(h)
	if err != nil {
		return err
	}
	if asJSON {
		return json.NewEncoder(w).Encode(JSON(r))
	}
	_, err = io.WriteString(w, Text(h, r))
	return err
}

// Analyse returns the analysis of the game h.
func Analyse(h *rules.History) (*analysis.Report, error) {
	g := games.Of(h.Game())
	var o ai.Oracle
	if sol := g.Solution(); sol != nil {
		var err error
		if o, err = ai.NewOracleLoader(sol, nil).Wait(); err != nil {
			return nil, err
		}
	}
	j, err := ai.JudgeOf(g.AI, o)
	if err != nil {
		return nil, err
	}
	return analysis.Of(h, j), nil
}

// Object is the analysis as -json prints it.
type Object struct {
	Seats   []SeatObject `json:"seats"`
	Chances [][]float64  `json:"chances"`
}

// SeatObject is one seat in Object.
type SeatObject struct {
	Result   float64         `json:"result"`
	Luck     float64         `json:"luck"`
	Cost     float64         `json:"cost"`
	Mistakes []MistakeObject `json:"mistakes"`
}

// MistakeObject is one mistake in SeatObject.
type MistakeObject struct {
	Step   int     `json:"step"`
	Cost   float64 `json:"cost"`
	Played string  `json:"played"`
	Best   string  `json:"best"`
}

// round4 rounds x to four decimals, the precision the chances mean.
func round4(x float64) float64 {
	if x < 0 {
		return -float64(int64(-x*10000+0.5)) / 10000
	}
	return float64(int64(x*10000+0.5)) / 10000
}

// JSON returns r as -json prints it.
func JSON(r *analysis.Report) Object {
	o := Object{Seats: make([]SeatObject, r.Players), Chances: make([][]float64, len(r.Chances))}
	for p, s := range r.Seats {
		so := SeatObject{Result: s.Result, Luck: round4(s.Luck), Cost: round4(s.Cost), Mistakes: []MistakeObject{}}
		for _, m := range s.Mistakes {
			so.Mistakes = append(so.Mistakes, MistakeObject{Step: m.Step, Cost: round4(m.Cost), Played: m.Played, Best: m.Best})
		}
		o.Seats[p] = so
	}
	for i := range r.Chances {
		o.Chances[i] = make([]float64, r.Players)
		for p := range r.Players {
			o.Chances[i][p] = round4(r.ChanceOf(i, p))
		}
	}
	return o
}

// Text returns r for people.
func Text(h *rules.History, r *analysis.Report) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s, %d steps\n", h.Game().Name, h.Game().FormatOptions(h.Options()), len(r.Steps))
	for p, s := range r.Seats {
		result := "lost"
		switch {
		case !r.Over:
			result = "playing"
		case s.Result == 1:
			result = "won"
		case s.Result == 0.5:
			result = "drew"
		}
		fmt.Fprintf(&b, "seat %d %s: luck %+.1f %%, cost %.1f %% over %d decisions with a choice, %d mistakes\n",
			p, result, 100*s.Luck, 100*s.Cost, s.Decisions, s.Errors)
		for _, m := range s.Mistakes {
			fmt.Fprintf(&b, "\tstep %d: %s cost %.1f %%; %s was better\n", m.Step+1, m.Played, 100*m.Cost, m.Best)
		}
	}
	b.WriteString("chances after each step:\n")
	for i := range r.Chances {
		note := "start"
		if i > 0 {
			note = r.Steps[i-1].Note
		}
		fmt.Fprintf(&b, "%4d %-14s", i, note)
		for p := range r.Players {
			fmt.Fprintf(&b, " %5.1f", 100*r.ChanceOf(i, p))
		}
		b.WriteByte('\n')
	}
	return b.String()
}
