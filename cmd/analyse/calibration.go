package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"tabula/games"
	"tabula/rules"
)

// Calibration is how well the chances of the analyses of some games meant
// what they said: over every position of every game and every seat, the
// chances grouped by tenths of the scale, each tenth's mean chance against
// how often the seat won.
type Calibration struct {
	Games, Positions int
	Bins             [10]Bin
	Brier            float64 // the mean squared error of a chance against the result (0 or 1)
}

// Bin is one tenth of the scale.
type Bin struct {
	Count int
	Sum   float64 // of the chances
	Wins  int
}

// Mean returns the bin's mean chance.
func (b Bin) Mean() float64 { return b.Sum / float64(max(b.Count, 1)) }

// Freq returns how often the seat won in the bin.
func (b Bin) Freq() float64 { return float64(b.Wins) / float64(max(b.Count, 1)) }

// Worst returns the largest gap between a bin's mean chance and its
// frequency of wins, over the bins with at least least positions.
func (c *Calibration) Worst(least int) float64 {
	w := 0.0
	for _, b := range c.Bins {
		if b.Count >= least {
			d := b.Mean() - b.Freq()
			w = max(w, d, -d)
		}
	}
	return w
}

// Add adds the analysis of the finished game h.
func (c *Calibration) Add(h *rules.History) error {
	r, err := Analyse(h)
	if err != nil {
		return err
	}
	if !r.Over {
		return nil
	}
	c.Games++
	sq := 0.0
	for i := range r.Chances {
		for p := range r.Players {
			x := r.ChanceOf(i, p)
			won := r.Seats[p].Result == 1
			bin := &c.Bins[min(int(x*10), 9)]
			bin.Count++
			bin.Sum += x
			y := 0.0
			if won {
				bin.Wins++
				y = 1
			}
			sq += (x - y) * (x - y)
		}
		c.Positions++
	}
	n := float64(c.Positions * r.Players)
	c.Brier = (c.Brier*(n-float64(len(r.Chances)*r.Players)) + sq) / n
	return nil
}

// calibrate reads every record (*.txt) in the folders dirs and writes the
// calibration of their analyses to w.
func calibrate(dirs []string, w io.Writer) error {
	var files []string
	for _, d := range dirs {
		fs, err := filepath.Glob(filepath.Join(d, "*.txt"))
		if err != nil {
			return err
		}
		files = append(files, fs...)
	}
	slices.Sort(files)
	var c Calibration
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		h, err := rules.ReadHistory(strings.NewReader(string(b)), games.Rules())
		if err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		if err := c.Add(h); err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
	}
	fmt.Fprintf(w, "%d games, %d positions, Brier score %.4f, worst tenth %.1f points\n", c.Games, c.Positions, c.Brier, 100*c.Worst(1))
	fmt.Fprintln(w, "| tenth | positions × seats | mean chance | won |")
	fmt.Fprintln(w, "|---|---|---|---|")
	for i, b := range c.Bins {
		fmt.Fprintf(w, "| %.1f–%.1f | %d | %.1f %% | %.1f %% |\n", float64(i)/10, float64(i+1)/10, b.Count, 100*b.Mean(), 100*b.Freq())
	}
	return nil
}
