package games_test

import (
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
// languages, in good typography and unlike any other, so that a person
// can tell them apart.
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
	for _, l := range []help.Lang{help.English, help.French} {
		said := map[string]int{}
		for c := range cells {
			text := g.Help.Cell(l, st, 0, c)
			if other, ok := said[text]; ok || text == "" {
				t.Fatalf("%s: cells %d and %d are both said %q", g.Rules.Name, other, c, text)
			}
			said[text] = c
			for _, p := range helptest.Problems(l, text) {
				t.Fatalf("%s: cell %d, %q: %s", g.Rules.Name, c, text, p)
			}
		}
	}
}
