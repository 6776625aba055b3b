package play

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/games"
	"tabula/rules"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestLogAndLastMoveGolden reads a seeded game of every game step by step,
// as the log and the board show it, and compares with testdata/<game>.golden:
// each step's number, notation and words, and the last move the board marks
// after it (from, path, to, captures, and where the marks are drawn). The
// golden holds 40 steps from a little before the game's first capture (or
// its first move). Rewrite with -update and read the diff.
func TestLogAndLastMoveGolden(t *testing.T) {
	for _, mod := range games.All {
		g := mod.Rules
		t.Run(g.Name, func(t *testing.T) {
			h := scenestest.RandomHistory(t, g, 11, 1000)
			first, moved := -1, -1
			for i := range h.Len() {
				if moved < 0 && h.Step(i).Choice().Moves {
					moved = i
				}
				for _, e := range h.Step(i).Events {
					if first < 0 && e.Kind == rules.EventCapture {
						first = i
					}
				}
			}
			if first < 0 {
				first = moved
			}
			from := max(0, first-8)
			p := NewReading(scenestest.Env(anim.Instant, 1), mod, h)
			p.Update(&ui.Input{Width: 1024, Height: 720})
			var b strings.Builder
			fmt.Fprintf(&b, "# %s, a seeded random game, steps %d to %d: each step as the log writes it, then the move marked on the board\n", g.Name, from+1, min(h.Len(), from+40))
			for i := from; i < min(h.Len(), from+40); i++ {
				p.ShowStep(i + 1)
				pg := probeOf(p)
				e := pg.Log[i]
				fmt.Fprintf(&b, "%d. %s — %s\n", i+1, e.Notation, e.Text)
				lm := pg.LastMove
				if lm == nil {
					b.WriteString("   marked: nothing\n")
					continue
				}
				fmt.Fprintf(&b, "   marked: step %d %s from %s to %s", lm.Step, lm.Notation, placeWords(lm.From), placeWords(lm.To))
				if len(lm.Path) > 0 {
					fmt.Fprintf(&b, " by %v", lm.Path)
				}
				for _, c := range lm.Captured {
					b.WriteString(", taken on " + placeWords(c))
				}
				b.WriteString("\n")
			}
			golden := filepath.Join("testdata", g.Name+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if got := b.String(); got != string(want) {
				t.Errorf("the log and marks differ from %s (run with -update and read the diff):\n%s", golden, firstDiff(got, string(want)))
			}
		})
	}
}

// placeWords writes a probe's place: cell, level, seat and screen point.
func placeWords(pl ui.ProbePlace) string {
	s := fmt.Sprintf("cell %d", pl.Cell)
	if pl.Level != 0 {
		s += fmt.Sprintf(" level %d", pl.Level)
	}
	s += fmt.Sprintf(" of seat %d", pl.Player)
	if pl.At != nil {
		s += fmt.Sprintf(" at (%.0f, %.0f)", pl.At.X, pl.At.Y)
	}
	return s
}

// firstDiff returns the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range max(len(g), len(w)) {
		var a, b string
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n got  %q\n want %q", i+1, a, b)
		}
	}
	return ""
}

// TestLastMoveIsDrawn draws the screen of each game after a move and finds
// the mark's colour on the ring round the square it landed on.
func TestLastMoveIsDrawn(t *testing.T) {
	for _, mod := range games.All {
		h := scenestest.RandomHistory(t, mod.Rules, 11, 60)
		p := NewReading(scenestest.Env(anim.Instant, 1), mod, h)
		p.Update(&ui.Input{Width: 1024, Height: 720})
		var lm *ui.ProbeLastMove
		for i := h.Len(); i > 0 && lm == nil; i-- {
			p.ShowStep(i)
			lm = probeOf(p).LastMove
		}
		if lm == nil || lm.To.At == nil {
			t.Fatalf("%s: no move to mark", mod.Rules.Name)
		}
		img := spritestest.Render(t, 1024, 720, func(dst *ebiten.Image) { p.Draw(dst) })
		r := p.board.Frame.Size * 0.045 * 1.1
		hits := 0
		for a := 0.0; a < 2*math.Pi; a += math.Pi / 36 {
			c := img.RGBAAt(int(lm.To.At.X+r*math.Cos(a)), int(lm.To.At.Y+r*math.Sin(a)))
			if differs(c, sprites.Highlight) < 40 {
				hits++
			}
		}
		if hits < 36 {
			t.Errorf("%s: the landing of %s at %v is ringed at %d of 72 points", mod.Rules.Name, lm.Notation, *lm.To.At, hits)
		}
	}
}
