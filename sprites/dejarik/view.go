package dejarik

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	game "tabula/rules/dejarik"
	"tabula/sprites"
)

// View is the Dejarik board as the play screen sees it, a
// sprites.GameView: the board's drawing, the pawns of a state where the
// [Board] places them (on their cells, or in their owner's tray once
// lost), the motions of a step and what lies under the pointer.
//
// A piece's ID is its pawn id in the rules (0..3 White, 4..7 Black), so
// IDs follow the pawns from one state to the next. The rules forget the
// order in which pawns were lost, so the lost pawns of a side fill the
// slots of its tray in the order of their ids.
type View struct {
	board *Board
}

var _ sprites.GameView = (*View)(nil)

// NewView returns the view of the Dejarik board. Dejarik is always played
// by two with the same board, so st is not needed; it is taken for
// symmetry with the other games' views.
func NewView(st rules.State) *View { return &View{board: New()} }

// position returns the Dejarik state behind s, with ok false when s is not
// one.
func position(s rules.State) (*game.State, bool) {
	g, ok := s.(*game.State)
	return g, ok && g != nil
}

// lostIDs returns the ids of the pawns owner has lost, in increasing
// order: the ids of owner (4·owner .. 4·owner+3) that stand on no cell.
func lostIDs(g *game.State, owner rules.Player) []int {
	var on [game.Pawns]bool
	for c := range game.NumCells {
		if id := g.PieceAt(game.Cell(c)); id >= 0 && g.At(game.Cell(c)) == owner {
			if k := id - int(owner)*game.Pawns; k >= 0 && k < game.Pawns {
				on[k] = true
			}
		}
	}
	var ids []int
	for k, here := range on {
		if !here {
			ids = append(ids, int(owner)*game.Pawns+k)
		}
	}
	return ids
}

// DrawBoard draws the board without pawns, filling dst (see [Board.Draw]).
func (v *View) DrawBoard(dst *ebiten.Image) { v.board.Draw(dst) }

// Pieces appends every pawn of s: first the lost ones in their owner's tray
// (Layer 0; Place.Cell −1, the slots filled in the order of the pawns'
// ids), then those on the board at their cells' centres (Layer 1). A
// pawn's Place is what the rules' events say of it: its cell, Level 0, its
// id and its owner. It appends nothing if s is not a Dejarik state.
func (v *View) Pieces(s rules.State, buf []sprites.Piece) []sprites.Piece {
	g, ok := position(s)
	if !ok {
		return buf
	}
	for _, owner := range []rules.Player{game.White, game.Black} {
		for k, id := range lostIDs(g, owner) {
			buf = append(buf, sprites.Piece{
				ID: id, At: v.board.LostSlot(owner, k), R: lostR, Layer: 0,
				Place: rules.Place{Cell: -1, Piece: id, Player: owner},
			})
		}
	}
	for c := range game.NumCells {
		owner := g.At(game.Cell(c))
		if owner < 0 {
			continue
		}
		id := g.PieceAt(game.Cell(c))
		buf = append(buf, sprites.Piece{
			ID: id, At: v.board.Center(c), R: pieceR, Layer: 1,
			Place: rules.Place{Cell: c, Piece: id, Player: owner},
		})
	}
	return buf
}

// DrawPiece draws pawn p in its owner's style (White with a ring, Black
// with a cross) centred on at with radius r, in pixels, squashed by squash.
func (v *View) DrawPiece(dst *ebiten.Image, s rules.State, p sprites.Piece, at sprites.Point, r, squash float64) {
	DrawPiece(dst, at, r, p.Place.Player, squash)
}

// spokeSide returns the direction (+1 or −1) of the short way round the
// ring from spoke i to spoke j, or 0 if i = j.
func spokeSide(i, j int) int {
	switch d := ((j-i)%game.Ring + game.Ring) % game.Ring; {
	case d == 0:
		return 0
	case d <= game.Ring/2:
		return 1
	}
	return -1
}

// route returns the cells a pawn passes on a move from one cell to another,
// each a neighbour of the one before, from the origin to the landing: a
// Dejarik move O_i → C goes through I_i, its inverse C → O_j through I_j,
// and a double-diagonal exit O_i → I_{i+2s} through I_{i+s}, all cells the
// rules require empty. The other moves (straight and diagonal exits,
// returns) go straight to their neighbour.
func route(from, to game.Cell) []game.Cell {
	switch {
	case from.IsOuter() && to == game.C:
		return []game.Cell{from, game.Inner(from.Index()), to}
	case from == game.C && to.IsOuter():
		return []game.Cell{from, game.Inner(to.Index()), to}
	case from.IsOuter() && to.IsInner():
		i := from.Index()
		switch to {
		case game.Inner(i + 2):
			return []game.Cell{from, game.Inner(i + 1), to}
		case game.Inner(i - 2):
			return []game.Cell{from, game.Inner(i - 1), to}
		}
	}
	return []game.Cell{from, to}
}

// Motions returns the movements of a step of Dejarik, in up to two phases:
//
//   - first the moving pawn hops from its origin along its route (see
//     route) to its first landing, then, for each augmentation, two more
//     inner cells in the same direction, all in one path;
//   - then each captured pawn flies from its cell to its owner's tray, and
//     a lost pawn whose slot changed (the slots follow the ids) slides to
//     its new one.
//
// Every path ends before the pawn's place in after, which the screen adds.
// Motions of pawns that are not in after are left out.
func (v *View) Motions(before, after rules.State, events []rules.Event) [][]sprites.Motion {
	afterAt := map[int]sprites.Point{}
	for _, p := range v.Pieces(after, nil) {
		afterAt[p.ID] = p.At
	}
	var (
		mover   = -1
		cells   []game.Cell
		flights []sprites.Motion
		moved   = map[int]bool{}
	)
	for _, e := range events {
		switch e.Kind {
		case rules.EventMove:
			if mover >= 0 || !game.Cell(e.From).Valid() || !game.Cell(e.To).Valid() {
				continue
			}
			mover, cells = int(e.Piece), route(game.Cell(e.From), game.Cell(e.To))
		case rules.EventAugment:
			from, to := game.Cell(e.From), game.Cell(e.To)
			if int(e.Piece) != mover || !from.IsInner() || !to.IsInner() {
				continue
			}
			s := spokeSide(from.Index(), to.Index())
			cells = append(cells, game.Inner(from.Index()+s), to)
		case rules.EventCapture:
			id := int(e.Piece)
			if _, ok := afterAt[id]; !ok || !game.Cell(e.From).Valid() {
				continue
			}
			moved[id] = true
			flights = append(flights, sprites.Motion{ID: id, Path: []sprites.Point{v.board.Center(int(e.From))}, Kind: sprites.MotionFly})
		}
	}
	var phases [][]sprites.Motion
	if _, ok := afterAt[mover]; ok && len(cells) > 1 {
		moved[mover] = true
		path := make([]sprites.Point, 0, len(cells)-1)
		for _, c := range cells[:len(cells)-1] {
			path = append(path, v.board.Center(int(c)))
		}
		phases = append(phases, []sprites.Motion{{ID: mover, Path: path, Kind: sprites.MotionHop}})
	}
	// The lost pawns keep the slots of their ids: a new loss may push one
	// along its tray.
	for _, p := range v.Pieces(before, nil) {
		if to, ok := afterAt[p.ID]; ok && !moved[p.ID] && p.Place.Cell < 0 && p.At.Sub(to).Len() > 1e-9 {
			flights = append(flights, sprites.Motion{ID: p.ID, Path: []sprites.Point{p.At}, Kind: sprites.MotionSlide})
		}
	}
	if len(flights) > 0 {
		phases = append(phases, flights)
	}
	return phases
}

// SourceAt returns the pawn of the player to move under p (anywhere in its
// cell) as the rules' choices name a move's origin: its cell, Level 0, its
// owner and Piece −1. Empty cells, the opponent's pawns, the rim, the
// plank, the trays and a game that is over give nothing.
func (v *View) SourceAt(s rules.State, p sprites.Point) (rules.Place, bool) {
	g, ok := position(s)
	if !ok || g.ToMove() < 0 {
		return rules.Place{}, false
	}
	cell, ok := v.board.Pick(p)
	if !ok || g.At(game.Cell(cell)) != g.ToMove() {
		return rules.Place{}, false
	}
	return rules.Place{Cell: cell, Piece: -1, Player: g.ToMove()}, true
}

// TargetAt returns the cell under p as a destination (a choice's To.Cell is
// the cell where the pawn ends, after its augmentations), with ok false off
// the cells.
func (v *View) TargetAt(s rules.State, p sprites.Point) (int, bool) {
	return v.board.Pick(p)
}

// PointOf returns where to tap to pick pl: the centre of cell pl.Cell, or,
// for Cell −1, the tray slot of pl.Player's lost pawn pl.Piece. It reports
// false for anything else.
func (v *View) PointOf(s rules.State, pl rules.Place) (sprites.Point, bool) {
	if pl.Cell >= 0 && pl.Cell < game.NumCells {
		return v.board.Center(pl.Cell), true
	}
	if k, ok := v.lostSlot(s, pl); ok {
		return v.board.LostSlot(pl.Player, k), true
	}
	return sprites.Point{}, false
}

// lostSlot returns the slot in its owner's tray of the lost pawn pl.Piece of
// pl.Player, if pl is one.
func (v *View) lostSlot(s rules.State, pl rules.Place) (int, bool) {
	g, ok := position(s)
	if !ok || pl.Cell != -1 || (pl.Player != game.White && pl.Player != game.Black) {
		return 0, false
	}
	for k, id := range lostIDs(g, pl.Player) {
		if id == pl.Piece {
			return k, true
		}
	}
	return 0, false
}

// Highlight marks pl in the pixels of vw: a cell is tinted and outlined
// ([Board.HighlightCell]); Cell −1 rings a lost pawn's slot in its
// owner's tray, or the owner's next free slot.
func (v *View) Highlight(dst *ebiten.Image, vw sprites.View, s rules.State, pl rules.Place) {
	if pl.Cell >= 0 && pl.Cell < game.NumCells {
		v.board.HighlightCell(dst, vw, pl.Cell)
		return
	}
	if pl.Cell != -1 || (pl.Player != game.White && pl.Player != game.Black) {
		return
	}
	k, ok := v.lostSlot(s, pl)
	if !ok {
		g, isG := position(s)
		if !isG {
			return
		}
		k = min(g.Lost(pl.Player), game.Pawns-1)
	}
	sprites.Ring(dst, vw.ToScreen(v.board.LostSlot(pl.Player, k)), lostR*1.2*vw.Size, math.Max(1.5, 0.006*vw.Size), sprites.Highlight)
}

// Marks returns the style of seat p's pawns, for the turn line.
func (v *View) Marks(_ rules.State, p rules.Player) []sprites.PieceStyle {
	if p < 0 || int(p) >= len(sprites.DejarikStyles) {
		return nil
	}
	return []sprites.PieceStyle{sprites.DejarikStyles[p]}
}
