package play

import (
	"strings"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/ui"
)

const gridW, gridH = 1000, 700

// command gives the play screen a command of the page for a tick.
func command(p *Play, c ui.PageCommand) {
	p.Update(&ui.Input{Width: gridW, Height: gridH, Page: &c})
}

// screenProbe returns the play screen's probe.
func screenProbe(p *Play) ui.Probe {
	var pr ui.Probe
	p.Probe(&pr)
	return pr
}

// gridStep makes one step of the person to act through the page's grid
// alone, as a person who cannot see the board does: the throw typed,
// else each spot chosen in turn until one holds a piece that can move,
// then a spot the grid marks as its destination; a move that moves
// nothing is typed in the notation. It fails when no step was made.
func gridStep(t *testing.T, p *Play) {
	t.Helper()
	n := p.sess.History().Len()
	st := p.sess.State()
	if st.ToMove() == rules.Chance {
		command(p, ui.PageCommand{Spot: -1, Move: "throw"})
	} else {
		b := probeOf(p).Board
		spots := 0
		for _, row := range b.Rows {
			spots += len(row)
		}
		movable := map[int]bool{}
		for _, row := range b.Rows {
			for _, c := range row {
				movable[c.Spot] = strings.HasSuffix(c.Name, " (can move)")
			}
		}
		for spot := 0; spot < spots && p.sess.History().Len() == n; spot++ {
			command(p, ui.PageCommand{Spot: spot})
			if p.sess.History().Len() != n {
				break // a forced move played itself
			}
			if chosen := p.board.Picking.Selected != nil; chosen != movable[spot] {
				t.Fatalf("spot %d, said %+v: chosen %v", spot, b.Rows, chosen)
			}
			if p.board.Picking.Selected == nil {
				continue
			}
			if note := p.status.note; !strings.HasPrefix(note, "Chosen: ") || !strings.Contains(note, "go") {
				t.Fatalf("a piece chosen on spot %d: the note says %q", spot, note)
			}
			for _, row := range probeOf(p).Board.Rows {
				for _, c := range row {
					if c.Target && p.sess.History().Len() == n {
						if !strings.Contains(c.Name, "the chosen piece can go there") {
							t.Fatalf("a destination is said %q", c.Name)
						}
						command(p, ui.PageCommand{Spot: c.Spot})
						if p.board.Picking.Ambiguous != nil {
							pressLabel(p, p.env.MoveLabel(p.sess, p.board.Picking.Ambiguous[0]), gridW, gridH)
						}
					}
				}
			}
		}
		if p.sess.History().Len() == n {
			for _, c := range p.board.Choices {
				if !c.Moves {
					command(p, ui.PageCommand{Spot: -1, Move: st.FormatAction(c.Action)})
					break
				}
			}
		}
	}
	if p.sess.History().Len() == n {
		t.Fatalf("no step made through the grid in %s (note %q)", st, p.status.note)
	}
}

// TestGridPlaysEveryGame plays the first steps of a game of each of the
// four games between two people through the page's grid and typed moves
// alone (see gridStep).
func TestGridPlaysEveryGame(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Rules.Name, func(t *testing.T) {
			p := realPlay(t, g.Rules.Name, nil, []save.Seat{{}, {}}, anim.Instant, gridW, gridH)
			for step := 0; step < 40 && p.Phase() != PhaseOver; step++ {
				settle(p, gridW, gridH)
				if p.Phase() == PhaseOver {
					break
				}
				gridStep(t, p)
			}
		})
	}
}

// TestGridSaysTheStack checks what Diam's grid says of a stack: its
// pawns from the top, its height and whose pawn is on top (from the side
// of the person to move, in a game of two people), the reserves
// in a row of their own, and, while a pawn is chosen, where it can go.
func TestGridSaysTheStack(t *testing.T) {
	p := realPlay(t, "diam", nil, []save.Seat{{}, {}}, anim.Instant, gridW, gridH)
	for _, move := range []string{"R@3", "B@3", "O@3"} {
		command(p, ui.PageCommand{Spot: -1, Move: move})
		settle(p, gridW, gridH)
	}
	b := probeOf(p).Board
	if len(b.Rows) != 2 || len(b.Rows[0]) != 8 || len(b.Rows[1]) != 4 {
		t.Fatalf("the grid's rows: %+v", b.Rows)
	}
	if got, want := b.Rows[0][3].Name, "cell 3: orange on brown on red, level 3, the other side's on top (can move)"; got != want {
		t.Errorf("cell 3 is said %q, want %q", got, want)
	}
	if got, want := b.Rows[0][0].Name, "cell 0: empty"; got != want {
		t.Errorf("cell 0 is said %q, want %q", got, want)
	}
	command(p, ui.PageCommand{Spot: 3}) // Brown and black's turn: their brown pawn, level 2
	if sel := p.board.Picking.Selected; sel == nil || sel.Level != 2 {
		t.Fatalf("Enter on cell 3 chose %+v, want the brown pawn at level 2", sel)
	}
	b = probeOf(p).Board
	if !b.Rows[0][3].Chosen || !b.Rows[0][2].Target || !b.Rows[0][4].Target || b.Rows[0][5].Target {
		t.Errorf("with the pawn chosen, cells 2 to 5: %+v", b.Rows[0][2:6])
	}
	command(p, ui.PageCommand{Spot: 3}) // again: round them all, let go
	if p.board.Picking.Selected != nil {
		t.Errorf("Enter again on cell 3 keeps %+v chosen", p.board.Picking.Selected)
	}
}

// TestTypedMoves checks the moves typed in the page's field: a move of
// the notation that is legal is played; one that is not legal now, or
// that is no move, is said so and plays nothing.
func TestTypedMoves(t *testing.T) {
	for _, c := range []struct {
		typed, note string
		played      bool
	}{
		{"R@3", "", true},
		{" O@5 ", "", true},
		{"B@9", "“B@9” is not a move in this game’s notation (for example R@0)", false},
		{"hello", "“hello” is not a move in this game’s notation (for example R@0)", false},
		{"3.1+", "“3.1+” is not a legal move now", false},
	} {
		p := realPlay(t, "diam", nil, []save.Seat{{}, {}}, anim.Instant, gridW, gridH)
		command(p, ui.PageCommand{Spot: -1, Move: c.typed})
		if played := p.sess.History().Len() == 1; played != c.played || p.status.note != c.note {
			t.Errorf("%q typed: played %v, note %q; want %v, %q", c.typed, played, p.status.note, c.played, c.note)
		}
	}
}

// TestReadingKeys checks the keys that read the board, from the keyboard
// and from the page: each asking is answered, the same answer twice
// counted twice so that it is said again.
func TestReadingKeys(t *testing.T) {
	p := realPlay(t, "diam", nil, []save.Seat{{}, {}}, anim.Instant, gridW, gridH)
	key := func(a ui.Action) ui.Probe {
		p.Update(&ui.Input{Width: gridW, Height: gridH, Actions: []ui.Action{a}})
		return screenProbe(p)
	}
	if pr := key(ui.ActionLastMove); pr.Answer != "No move yet" || pr.Asked != 1 {
		t.Errorf("L before a move: %q, asked %d", pr.Answer, pr.Asked)
	}
	if pr := key(ui.ActionPosition); !strings.HasPrefix(pr.Answer, "The position: one of the 4 red pawns in the reserve (can move);") || pr.Asked != 2 {
		t.Errorf("P on the empty board: %q, asked %d", pr.Answer, pr.Asked)
	}
	command(p, ui.PageCommand{Spot: -1, Move: "R@3"})
	settle(p, gridW, gridH)
	if pr := key(ui.ActionLastMove); !strings.HasPrefix(pr.Answer, "Last move: Red and orange: a red pawn dropped on cell 3") {
		t.Errorf("L after R@3: %q", pr.Answer)
	}
	if pr := key(ui.ActionPosition); pr.Answer != "The position: cell 3: red, level 1, the other side's on top; one of the 3 red pawns in the reserve"+
		"; one of the 4 orange pawns in the reserve; one of the 4 brown pawns in the reserve (can move); one of the 4 black pawns in the reserve (can move)" {
		t.Errorf("P after R@3: %q", pr.Answer)
	}
	command(p, ui.PageCommand{Spot: -1, Action: ui.ActionScore})
	first := screenProbe(p)
	command(p, ui.PageCommand{Spot: -1, Action: ui.ActionScore})
	again := screenProbe(p)
	if !strings.Contains(first.Answer, "Reserves") || again.Answer != first.Answer || again.Asked != first.Asked+1 {
		t.Errorf("I twice: %q (%d), then %q (%d)", first.Answer, first.Asked, again.Answer, again.Asked)
	}
}
