package board

import (
	"slices"
	"strings"

	"tabula/help"
	"tabula/lang"
	"tabula/rules"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// A Spot is a place of the board's grid, the board read cell by cell: a
// cell of the board, or a place off the board where pieces stand (a
// reserve, pieces waiting or taken).
type Spot struct {
	Cell int         // the cell, or −1 off the board
	Off  rules.Place // off the board: the place of the pieces there
}

// Spots returns the spots of the grid of the position shown, row by row:
// the board's rows as g lays them out, then, if pieces stand off the
// board, a row of the places where they stand, one spot for each.
func (b *Board) Spots(g *help.Game, st rules.State) [][]Spot {
	if g.Grid == nil {
		return nil // a game that lays out no grid (a test's toy)
	}
	var rows [][]Spot
	for _, cells := range g.Grid(st) {
		row := make([]Spot, len(cells))
		for i, c := range cells {
			row[i] = Spot{Cell: c}
		}
		rows = append(rows, row)
	}
	var off []Spot
	for _, pc := range b.Pieces {
		if pc.Place.Cell >= 0 {
			continue
		}
		pl := pc.Place
		pl.Level = 0
		if !slices.ContainsFunc(off, func(s Spot) bool { return s.Off == pl }) {
			off = append(off, Spot{Cell: -1, Off: pl})
		}
	}
	if len(off) > 0 {
		rows = append(rows, off)
	}
	return rows
}

// SpotAt returns the spot numbered n, counting the spots row by row from
// 0, as the grid of [Board.ProbeBoard] numbers them.
func (b *Board) SpotAt(g *help.Game, st rules.State, n int) (Spot, bool) {
	for _, row := range b.Spots(g, st) {
		if n < len(row) {
			return row[n], n >= 0
		}
		n -= len(row)
	}
	return Spot{}, false
}

// sources returns the places at s of the pieces the person may move.
func (b *Board) sources(s Spot) []rules.Place {
	var out []rules.Place
	for _, src := range rules.Sources(b.Choices) {
		if s.holds(src) {
			out = append(out, src)
		}
	}
	return out
}

// holds reports whether the piece at pl stands at s.
func (s Spot) holds(pl rules.Place) bool {
	if s.Cell >= 0 {
		return pl.Cell == s.Cell
	}
	return sprites.SameSource(s.Off, pl)
}

// PickSpot does what Enter on a spot of the grid asks, while a person
// picks a move in st: with a piece chosen, the spot is its destination
// if it can go there; else the spot's first piece the person may move is
// chosen, and Enter again on the same spot chooses the next one there
// (the pawns of a Diam stack, one level after the other), then lets go.
// Unlike a tap, a piece with a single move is chosen, not moved: a
// person who reads the board cell by cell hears where it goes first.
func (b *Board) PickSpot(st rules.State, s Spot) Pick {
	pk := &b.Picking
	pk.Ambiguous = nil
	if st.ToMove() < 0 {
		// Before the throw: the rules say what comes first.
		if pl, ok := b.pieceAt(s); ok {
			return Pick{Kind: PickRefuse, From: pl, To: help.NoCell}
		}
		return Pick{}
	}
	if sel := pk.Selected; sel != nil && !s.holds(*sel) && s.Cell >= 0 {
		if pc, ok := b.PickTarget(s.Cell); ok {
			return pc
		}
	}
	srcs := b.sources(s)
	if len(srcs) == 0 {
		if sel := pk.Selected; sel != nil {
			return Pick{Kind: PickRefuse, From: *sel, To: s.Cell}
		}
		pl, ok := b.pieceAt(s)
		if !ok {
			pl = rules.Place{Cell: s.Cell, Piece: -1, Player: st.ToMove()}
		}
		return Pick{Kind: PickRefuse, From: pl, To: help.NoCell}
	}
	next := 0
	if sel := pk.Selected; sel != nil {
		if i := slices.Index(srcs, *sel); i >= 0 {
			if next = i + 1; next == len(srcs) {
				pk.Selected = nil // round them all: let go
				return Pick{Kind: PickCancel}
			}
		}
	}
	src := srcs[next]
	pk.Selected, pk.Cursor = &src, 0
	return Pick{Kind: PickChosen}
}

// pieceAt returns the place of the topmost piece at s, whoever owns it.
func (b *Board) pieceAt(s Spot) (rules.Place, bool) {
	found, top, layer := false, rules.Place{}, 0
	for _, pc := range b.Pieces {
		if s.holds(pc.Place) && (!found || pc.Layer >= layer) {
			found, top, layer = true, pc.Place, pc.Layer
		}
	}
	return top, found
}

// SpotName says what stands at s in st, in the game's words: the cell by
// g's Cell, or by the Place of each piece there, or by its name when it
// is empty; a place off the board by its pieces' Place. It adds that a
// piece there can move, as the board rings it; while a piece is chosen,
// that it is, or what it would do there.
func (b *Board) SpotName(g *help.Game, l lang.Lang, st rules.State, s Spot) string {
	var name string
	switch {
	case s.Cell < 0:
		name = g.Place(l, st, s.Off)
	case g.Cell != nil:
		name = g.Cell(l, st, b.reader(st), s.Cell)
	default:
		var said []string
		for _, pc := range b.Pieces {
			if pc.Place.Cell == s.Cell {
				if text := g.Place(l, st, pc.Place); !slices.Contains(said, text) {
					said = append(said, text)
				}
			}
		}
		if len(said) == 0 {
			said = append(said, g.Place(l, st, rules.Place{Cell: s.Cell, Piece: -1, Player: b.reader(st)}))
		}
		name = strings.Join(said, "; ")
	}
	sel := b.Picking.Selected
	switch {
	case sel == nil && len(b.sources(s)) > 0:
		name = l.F("%s (can move)", name) // as the board rings it
	case sel == nil:
	case s.holds(*sel):
		name = l.F("%s (chosen)", name)
	case s.Cell >= 0:
		if i := slices.IndexFunc(b.Choices, func(c rules.Choice) bool { return b.movesChosenTo(c, s.Cell) }); i >= 0 {
			return l.F("%s; the chosen piece can go there: %s", name, g.Place(l, st, b.Choices[i].To))
		}
	}
	return name
}

// reader returns the player whose pieces the grid calls "yours": the one
// the board's names count from, else the person to act, else the first
// seat.
func (b *Board) reader(st rules.State) rules.Player {
	switch {
	case b.Viewer >= 0:
		return b.Viewer
	case st.ToMove() >= 0:
		return st.ToMove()
	}
	return 0
}

// ProbeBoard describes the grid of the position shown for the page beside
// the picture (see ui.ProbeBoard): its spots, numbered row by row, each
// said by SpotName and marked chosen, or as a destination of the chosen
// piece.
func (b *Board) ProbeBoard(g *help.Game, l lang.Lang, st rules.State) [][]ui.ProbeCell {
	var rows [][]ui.ProbeCell
	n := 0
	for _, spots := range b.Spots(g, st) {
		row := make([]ui.ProbeCell, len(spots))
		for i, s := range spots {
			row[i] = ui.ProbeCell{Spot: n, Name: b.SpotName(g, l, st, s)}
			if sel := b.Picking.Selected; sel != nil {
				row[i].Chosen = s.holds(*sel)
				row[i].Target = s.Cell >= 0 && !row[i].Chosen && slices.ContainsFunc(b.Choices, func(c rules.Choice) bool { return b.movesChosenTo(c, s.Cell) })
			}
			n++
		}
		rows = append(rows, row)
	}
	return rows
}

// Occupied reports whether a piece stands at s in the position shown.
func (b *Board) Occupied(s Spot) bool {
	_, ok := b.pieceAt(s)
	return ok
}

// ChosenWords says the chosen piece and where it can go, as the
// keyboard's cursor on it does ("South's pawn a on 14: it can go to 17 or
// 19"), or "" when none is chosen.
func (b *Board) ChosenWords(g *help.Game, l lang.Lang, st rules.State) string {
	sel := b.Picking.Selected
	if sel == nil {
		return ""
	}
	return l.F("Chosen: %s", help.Focus(g, l, st, b.Choices, *sel, nil))
}
