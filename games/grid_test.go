package games_test

import (
	"strconv"
	"strings"
	"testing"

	"tabula/games"
	"tabula/help"
	"tabula/help/helptest"
	"tabula/rules"
)

// TestGridHoldsEveryCell checks each game's grid, the board read cell by
// cell: no cell twice, no empty row, and every cell a legal move of a
// random game starts from or ends on is in it. Where a game says its
// cells itself (help.Game.Cell), each cell of the grid is said, in both
// languages, named by its number and in good typography.
func TestGridHoldsEveryCell(t *testing.T) {
	for _, g := range games.All {
		st, err := g.Rules.Start()
		if err != nil {
			t.Fatal(err)
		}
		in := map[int]bool{}
		for r, row := range g.Help.Grid(st) {
			if len(row) == 0 {
				t.Errorf("%s: row %d of the grid is empty", g.Rules.Name, r)
			}
			for _, c := range row {
				if in[c] {
					t.Errorf("%s: cell %d is twice in the grid", g.Rules.Name, c)
				}
				in[c] = true
			}
		}
		m, err := rules.NewMatch(g.Rules, nil, 11)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 400 && m.State().ToMove() != rules.Over; step++ {
			if m.State().ToMove() == rules.Chance {
				m.Throw()
				continue
			}
			for _, c := range rules.Choices(m.State(), nil) {
				for _, cell := range []int{c.From.Cell, c.To.Cell} {
					if c.Moves && cell >= 0 && !in[cell] {
						t.Fatalf("%s: a move of %s uses cell %d, not in the grid", g.Rules.Name, c.Note, cell)
					}
				}
			}
			checkCells(t, g, m.State(), in)
			m.Play(m.RandomAction())
		}
	}
}

// checkCells checks what g says of each cell of st, when it says its
// cells itself.
func checkCells(t *testing.T, g *games.Game, st rules.State, cells map[int]bool) {
	t.Helper()
	if g.Help.Cell == nil {
		return
	}
	for c := range cells {
		for _, l := range []help.Lang{help.English, help.French} {
			text := g.Help.Cell(l, st, 0, c)
			if !strings.Contains(text, " "+strconv.Itoa(c)) {
				t.Fatalf("%s: cell %d is said %q", g.Rules.Name, c, text)
			}
			for _, p := range helptest.Problems(l, text) {
				t.Fatalf("%s: cell %d, %q: %s", g.Rules.Name, c, text, p)
			}
		}
	}
}
