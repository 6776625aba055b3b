package thayyam

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/rules"
	game "tabula/rules/thayyam"
	"tabula/sprites"
)

// View is the Thayyam board as the play screen sees it, a
// [sprites.GameView]: the board's drawing, the pieces of a state where
// [Board.Units] puts them, the motions of a step and what lies under the
// pointer.
//
// A piece's ID is 4·player + piece (a..d = 0..3), so IDs follow the pieces
// from one state to the next. Its Place is what the rules' events name: its
// cell (−1 while it waits or once it is out), Level 0, the piece and its
// player. Twins are two pieces, drawn as [DrawPiece] draws a pair: the
// lower letter on top (Layer 1) carrying the mark, the other one below it
// (Layer 0), and they move together.
type View struct {
	board     *Board
	labelSeat game.Seat // the seat whose way the labels count
}

var _ sprites.GameView = (*View)(nil)

// NewView returns the view of the board for the player count of st; a
// state that is not a Thayyam state gets the two-player board.
func NewView(st rules.State) *View {
	players := 2
	if g, ok := position(st); ok {
		players = g.Players()
	}
	return &View{board: NewBoard(players), labelSeat: game.SeatSouth}
}

// Board returns the board the view draws.
func (v *View) Board() *Board { return v.board }

// position returns the Thayyam state behind s, with ok false when s is not
// one.
func position(s rules.State) (*game.State, bool) {
	g, ok := s.(*game.State)
	return g, ok && g != nil
}

// pieceID returns the ID of a piece of a player.
func pieceID(p rules.Player, piece int) int { return int(p)*4 + piece }

// playerOf returns the player sitting on a seat in a game of n players.
func playerOf(n int, seat game.Seat) (rules.Player, bool) {
	for p := range rules.Player(n) {
		if game.SeatOf(n, p) == seat {
			return p, true
		}
	}
	return -1, false
}

// twinShift returns the offset of each pawn of twins drawn in a slot of
// radius r: the upper one (the lower letter) is drawn at −shift, the other
// at +shift, as [DrawPiece] draws a pair.
func twinShift(r float64) sprites.Point { return sprites.Point{Y: twinLift * r} }

// DrawBoard draws the board filling dst.
func (v *View) DrawBoard(dst *ebiten.Image) { v.board.Draw(dst) }

// Pieces appends every piece of s: on its cell, in its waiting cup or in
// its out tray, twins as the two pawns of their unit.
func (v *View) Pieces(s rules.State, buf []sprites.Piece) []sprites.Piece {
	g, ok := position(s)
	if !ok {
		return buf
	}
	for _, u := range v.board.Units(g) {
		place := rules.Place{Cell: u.Cell, Piece: u.Piece, Player: u.Player}
		if u.Twin < 0 {
			buf = append(buf, sprites.Piece{ID: pieceID(u.Player, u.Piece), At: u.At, R: u.R, Layer: 1, Place: place})
			continue
		}
		d := twinShift(u.R)
		under := place
		under.Piece = u.Twin
		buf = append(buf,
			sprites.Piece{ID: pieceID(u.Player, u.Twin), At: u.At.Add(d), R: twinSize * u.R, Layer: 0, Place: under},
			sprites.Piece{ID: pieceID(u.Player, u.Piece), At: u.At.Sub(d), R: twinSize * u.R, Layer: 1, Place: place})
	}
	return buf
}

// DrawPiece draws piece p in its seat's style centred on at (pixels) with
// radius r; the upper letter of twins, drawn below its mate, carries no
// mark.
func (v *View) DrawPiece(dst *ebiten.Image, s rules.State, p sprites.Piece, at sprites.Point, r, squash float64) {
	n := v.board.Players()
	if g, ok := position(s); ok {
		n = g.Players()
	}
	seat := game.SeatOf(n, p.Place.Player)
	if g, ok := position(s); ok && p.Place.Piece >= 0 && p.Place.Piece < 4 {
		if m := g.Twin(p.Place.Player, p.Place.Piece); m >= 0 && m < p.Place.Piece {
			st := StyleOf(seat)
			st.Mark = sprites.MarkNone
			sprites.Pawn(dst, at, r, st, squash)
			return
		}
	}
	DrawPiece(dst, at, r, seat, false, squash)
}

// Motions returns the movements of a step: in a first phase the piece
// entering, moving (hopping cell by cell, twins side by side), pairing or
// borne off, with the pieces that make room on the cells it leaves or
// reaches sliding to their new places; in a second phase the pieces it
// captured flying back to their waiting cups. Throws move nothing on the
// board.
func (v *View) Motions(before, after rules.State, events []rules.Event) [][]sprites.Motion {
	gb, ok1 := position(before)
	ga, ok2 := position(after)
	if !ok1 || !ok2 {
		return nil
	}
	m := stepMotions{v: v, from: v.piecesByID(gb), to: v.piecesByID(ga), moved: map[int]bool{}}
	for _, e := range events {
		m.read(e)
	}
	m.slideTheRest(ga)
	var out [][]sprites.Motion
	for _, ph := range [][]sprites.Motion{m.first, m.second} {
		if len(ph) > 0 {
			out = append(out, ph)
		}
	}
	return out
}

// piecesByID returns the pieces of g by their IDs.
func (v *View) piecesByID(g *game.State) map[int]sprites.Piece {
	out := map[int]sprites.Piece{}
	for _, p := range v.Pieces(g, nil) {
		out[p.ID] = p
	}
	return out
}

// stepMotions gathers the motions of a step as [View.Motions] reads its
// events: the pieces before (from) and after (to) by ID, those given a
// motion already, the two phases, and the hops of the move to come (the
// rules report a move's hops before the move).
type stepMotions struct {
	v             *View
	from, to      map[int]sprites.Piece
	moved         map[int]bool
	first, second []sprites.Motion
	hops          []rules.Event
}

// read adds the motions an event of the step calls for.
func (m *stepMotions) read(e rules.Event) {
	switch e.Kind {
	case rules.EventHop:
		m.hops = append(m.hops, e)
	case rules.EventEnter:
		m.still(e.Player, sprites.MotionHop, int(e.Piece), int(e.Value))
	case rules.EventFinish:
		m.still(e.Player, sprites.MotionHop, int(e.Piece))
	case rules.EventMove:
		m.move(e)
		m.hops = m.hops[:0]
	case rules.EventPair:
		m.still(e.Player, sprites.MotionSlide, int(e.Piece), int(e.Value))
	case rules.EventCapture:
		if id, at, ok := m.start(e.Player, int(e.Piece)); ok {
			m.second = append(m.second, sprites.Motion{ID: id, Path: []sprites.Point{at}, Kind: sprites.MotionFly})
		}
	}
}

// start returns the ID of a piece of player pl and where it stood before
// the step, and marks it moved; ok is false for no piece (-1), a piece
// missing before or after, or one that has its motion already.
func (m *stepMotions) start(pl rules.Player, piece int) (id int, at sprites.Point, ok bool) {
	id = pieceID(pl, piece)
	b, okb := m.from[id]
	_, oka := m.to[id]
	if !okb || !oka || m.moved[id] || piece < 0 || piece > 3 {
		return id, sprites.Point{}, false
	}
	m.moved[id] = true
	return id, b.At, true
}

// still adds to the first phase a motion of kind for each of the pieces
// of player pl that goes straight from its place to its new one (an entry,
// a bearing off, a pairing).
func (m *stepMotions) still(pl rules.Player, kind sprites.MotionKind, pieces ...int) {
	for _, piece := range pieces {
		if id, at, ok := m.start(pl, piece); ok {
			m.first = append(m.first, sprites.Motion{ID: id, Path: []sprites.Point{at}, Kind: kind})
		}
	}
}

// move adds to the first phase the hops of the piece, or the twins side by
// side, that e moves, through the cells of the hops read before it.
func (m *stepMotions) move(e rules.Event) {
	twins := e.Value >= 0
	for k, piece := range []int{int(e.Piece), int(e.Value)} {
		id, at, ok := m.start(e.Player, piece)
		if !ok {
			continue
		}
		var d sprites.Point
		if twins {
			d = twinShift(loneR)
			if k == 0 {
				d = d.Scale(-1)
			}
		}
		path := []sprites.Point{at}
		for i, h := range m.hops {
			if i < len(m.hops)-1 && int(h.Piece) == int(e.Piece) {
				path = append(path, m.v.board.Center(int(h.To)).Add(d))
			}
		}
		m.first = append(m.first, sprites.Motion{ID: id, Path: path, Kind: sprites.MotionHop})
	}
}

// slideTheRest adds to the first phase a slide for every other piece of ga
// drawn elsewhere than before: the pieces that make room or close up on a
// cell.
func (m *stepMotions) slideTheRest(ga *game.State) {
	for _, p := range m.v.Pieces(ga, nil) {
		b, ok := m.from[p.ID]
		if m.moved[p.ID] || !ok || b.At.Sub(p.At).Len() < 1e-9 {
			continue
		}
		m.moved[p.ID] = true
		m.first = append(m.first, sprites.Motion{ID: p.ID, Path: []sprites.Point{b.At}, Kind: sprites.MotionSlide})
	}
}

// mover returns the player whose turn it is in g, throwing or moving.
func mover(g *game.State) rules.Player {
	if p := g.ToMove(); p >= 0 {
		return p
	}
	return g.Turn()
}

// unitOn returns the unit of player pl on a cell, if any.
func (v *View) unitOn(g *game.State, cell int, pl rules.Player) (Unit, bool) {
	for _, u := range v.board.Units(g) {
		if u.Cell == cell && cell >= 0 && u.Player == pl {
			return u, true
		}
	}
	return Unit{}, false
}

// waitingUnit returns the first waiting unit of player pl, if any.
func (v *View) waitingUnit(g *game.State, pl rules.Player) (Unit, bool) {
	for _, u := range v.board.Units(g) {
		if u.Player == pl && u.Place == game.Waiting {
			return u, true
		}
	}
	return Unit{}, false
}

// SourceAt returns the place under p from which a piece of s could be
// chosen: a cell with pieces — the mover's when he has one there, else
// the owner of the piece under p or of the first piece there — or a seat's
// waiting channel holding a piece (Cell −1, as EventEnter's From). Piece
// is −1.
func (v *View) SourceAt(s rules.State, p sprites.Point) (rules.Place, bool) {
	g, ok := position(s)
	if !ok {
		return rules.Place{}, false
	}
	if cell, ok := v.board.Pick(p); ok {
		var here []Unit
		for _, u := range v.board.Units(g) {
			if u.Cell == cell {
				here = append(here, u)
			}
		}
		if len(here) == 0 {
			return rules.Place{}, false
		}
		owner := here[0].Player
		if _, mine := v.unitOn(g, cell, mover(g)); mine {
			owner = mover(g)
		} else {
			for _, u := range here {
				if p.Sub(u.At).Len() <= u.R {
					owner = u.Player
				}
			}
		}
		return rules.Place{Cell: cell, Piece: -1, Player: owner}, true
	}
	if seat, ok := v.board.PickWaiting(p); ok {
		pl, ok := playerOf(g.Players(), seat)
		if !ok {
			return rules.Place{}, false
		}
		if _, waits := v.waitingUnit(g, pl); waits {
			return rules.Place{Cell: -1, Piece: -1, Player: pl}, true
		}
	}
	return rules.Place{}, false
}

// TargetAt returns the cell under p, or −1 on the out tray of the player
// whose turn it is (the goal of a piece borne off).
func (v *View) TargetAt(s rules.State, p sprites.Point) (int, bool) {
	if cell, ok := v.board.Pick(p); ok {
		return cell, true
	}
	g, ok := position(s)
	if !ok {
		return 0, false
	}
	if seat, ok := v.board.PickOut(p); ok && seat == game.SeatOf(g.Players(), mover(g)) {
		return -1, true
	}
	return 0, false
}

// PointOf returns where to tap for pl, or where a mark on it goes: the
// unit of pl.Piece when it stands there (on pl.Cell, or off the board for
// Cell −1: waiting, or borne off), so that a mark of the last move rings
// the piece that moved and not another unit of its player on the same
// cell; else the unit of pl.Player on the cell (or the cell's centre when
// he has none there), and for Cell −1 his first waiting piece, or his out
// tray when none waits.
func (v *View) PointOf(s rules.State, pl rules.Place) (sprites.Point, bool) {
	g, ok := position(s)
	if !ok {
		return sprites.Point{}, false
	}
	if u, ok := v.unitOf(g, pl); ok {
		return u.At, true
	}
	switch {
	case pl.Cell >= 0 && pl.Cell < game.NumCells:
		if u, ok := v.unitOn(g, pl.Cell, pl.Player); ok {
			return u.At, true
		}
		return v.board.Center(pl.Cell), true
	case pl.Cell == -1 && pl.Player >= 0 && int(pl.Player) < g.Players():
		if u, ok := v.waitingUnit(g, pl.Player); ok {
			return u.At, true
		}
		return v.board.OutArea(game.SeatOf(g.Players(), pl.Player)).Center(), true
	}
	return sprites.Point{}, false
}

// unitOf returns the unit that holds the piece pl names, pl.Piece of
// pl.Player (alone or with its twin), when it stands at pl.Cell: on that
// cell, or off the board for Cell −1.
func (v *View) unitOf(g *game.State, pl rules.Place) (Unit, bool) {
	if pl.Piece < 0 || pl.Piece > 3 || pl.Player < 0 || int(pl.Player) >= g.Players() {
		return Unit{}, false
	}
	for _, u := range v.board.Units(g) {
		if u.Player == pl.Player && (u.Piece == pl.Piece || u.Twin == pl.Piece) && u.Cell == pl.Cell {
			return u, true
		}
	}
	return Unit{}, false
}

// Highlight marks a cell, or for Cell −1 the player's waiting channel
// while a piece of his waits, else his out tray.
func (v *View) Highlight(dst *ebiten.Image, vw sprites.View, s rules.State, pl rules.Place) {
	if pl.Cell >= 0 {
		v.board.HighlightCell(dst, vw, pl.Cell)
		return
	}
	g, ok := position(s)
	if !ok || pl.Cell != -1 || pl.Player < 0 || int(pl.Player) >= g.Players() {
		return
	}
	seat := game.SeatOf(g.Players(), pl.Player)
	if _, waits := v.waitingUnit(g, pl.Player); waits {
		v.board.HighlightArea(dst, vw, v.board.WaitingArea(seat))
		return
	}
	v.board.HighlightArea(dst, vw, v.board.OutArea(seat))
}

// Caption says in l what the board does not show: the throws of the
// pool, largest first, and the bonus series still owed to the player whose
// turn it is ("Throws: 4, 2, 1; bonus series owed: 1"). It is empty once
// the game is over.
func (v *View) Caption(l lang.Lang, s rules.State, _ func(rules.Player) string) string {
	g, ok := position(s)
	if !ok || g.ToMove() == rules.Over {
		return ""
	}
	pool := g.Pool(nil)
	throws := l.T("none")
	if len(pool) > 0 {
		parts := make([]string, len(pool))
		for i, n := range pool {
			parts[i] = fmt.Sprint(n)
		}
		throws = strings.Join(parts, ", ")
	}
	if n := g.Owed(); n > 0 {
		return l.F("Throws: %s; bonus series owed: %d", throws, n)
	}
	return l.F("Throws: %s", throws)
}

// Marks returns the style of seat p's pieces, for the turn line.
func (v *View) Marks(s rules.State, p rules.Player) []sprites.PieceStyle {
	g, ok := position(s)
	if !ok || p < 0 || int(p) >= g.Players() {
		return nil
	}
	return []sprites.PieceStyle{StyleOf(game.SeatOf(g.Players(), p))}
}
