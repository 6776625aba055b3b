package daryon

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/rules"
	"tabula/rules/daryon"
	"tabula/sprites"
)

// View is the daryon board as the play screen sees it, a
// [sprites.GameView]: the board's drawing, the pawns of a state where
// [Board.Place] puts them, the motions of a step and what lies under the
// pointer.
//
// A pawn's ID is 3·seat + pawn (a, b, c = 0, 1, 2), so IDs follow the
// pawns from one state to the next. Its Place is what the rules' events
// name: its cell, Level 0, the pawn and its seat; a pawn at home, waiting
// or finished, is on [daryon.Centre], as EventEnter's From and
// EventFinish's To say.
type View struct {
	board   *Board
	players int
}

var _ sprites.GameView = (*View)(nil)

// NewView returns the view of the board for the options of st: the sides
// its players use are coloured, and the junctions are grey with grey=on.
// A state that is not a daryon state gets the two-player board.
func NewView(st rules.State) *View {
	players, grey := 2, false
	if g, ok := position(st); ok {
		players, grey = g.Players(), optionsOf(g).grey
	}
	return &View{board: New(players, grey), players: players}
}

// Board returns the board the view draws.
func (v *View) Board() *Board { return v.board }

// position returns the daryon state behind s, with ok false when s is not
// one.
func position(s rules.State) (*daryon.State, bool) {
	g, ok := s.(*daryon.State)
	return g, ok && g != nil
}

// gameOptions are the options of a game as its Key spells them.
type gameOptions struct {
	multi, shared, grey bool
}

// optionsOf reads the options of g from the start of its Key, "P exits
// credit grey; ...".
func optionsOf(g *daryon.State) gameOptions {
	head, _, _ := strings.Cut(g.Key(), ";")
	f := strings.Fields(head)
	if len(f) < 4 {
		return gameOptions{}
	}
	return gameOptions{multi: f[1] == "multi", shared: f[2] == "player", grey: f[3] == "on"}
}

// pieceID returns the ID of pawn of seat.
func pieceID(seat, pawn int) int { return seat*daryon.Pawns + pawn }

// atHome reports whether a pawn at progress t stands in its home triangle.
func atHome(t int) bool { return t == daryon.TStart || t == daryon.THome }

// mover returns the seat that acts in g: the seat to move at a decision,
// else the seat whose turn it is (the thrower, or the winner at the end).
func mover(g *daryon.State) int {
	if p := g.ToMove(); p >= 0 {
		return int(p)
	}
	return g.Turn()
}

// seatOf returns the seat playing side d in g.
func seatOf(g *daryon.State, d daryon.Side) (int, bool) {
	for seat := range g.Players() {
		if g.Side(seat) == d {
			return seat, true
		}
	}
	return 0, false
}

// piece returns the sprites.Piece of a placed pawn.
func piece(p Placed, cell daryon.Cell) sprites.Piece {
	layer := 1
	if atHome(p.T) {
		layer = 0
	}
	return sprites.Piece{
		ID: pieceID(p.Seat, p.Pawn), At: p.At, R: p.R, Layer: layer,
		Place: rules.Place{Cell: int(cell), Piece: p.Pawn, Player: rules.Player(p.Seat)},
	}
}

// DrawBoard draws the board without pawns, filling dst (see [Board.Draw]).
func (v *View) DrawBoard(dst *ebiten.Image) { v.board.Draw(dst) }

// Pieces appends every pawn of s where [Board.Place] puts it: first those
// in the homes (Layer 0), waiting or finished, then those on the cells
// (Layer 1), each group seat by seat and pawn by pawn. It appends nothing
// if s is not a daryon state.
func (v *View) Pieces(s rules.State, buf []sprites.Piece) []sprites.Piece {
	g, ok := position(s)
	if !ok {
		return buf
	}
	placed := v.board.Place(g)
	for _, home := range []bool{true, false} {
		for _, p := range placed {
			if atHome(p.T) == home {
				buf = append(buf, piece(p, g.PawnCell(p.Seat, p.Pawn)))
			}
		}
	}
	return buf
}

// DrawPiece draws pawn p of s in its side's style (colour and mark)
// centred on at with radius r, in pixels, squashed by squash; a pawn that
// is home for good in s gets the light ring of [DrawFinished]. Without a
// daryon state, the seat's side is that of the view's number of players.
func (v *View) DrawPiece(dst *ebiten.Image, s rules.State, p sprites.Piece, at sprites.Point, r, squash float64) {
	seat, pawn := p.ID/daryon.Pawns, p.ID%daryon.Pawns
	g, ok := position(s)
	if !ok || seat >= g.Players() {
		DrawPiece(dst, at, r, daryon.SeatSide(v.players, min(seat, v.players-1)), squash)
		return
	}
	DrawPiece(dst, at, r, g.Side(seat), squash)
	if g.Progress(seat, pawn) == daryon.THome {
		DrawFinished(dst, at, r)
	}
}

// Motions returns the movements of a step, in phases played in order:
//
//   - an exit: the pawns leaving home hop together, each from its home
//     slot to the first cell of its corridor;
//   - a move: the pawn hops from where it stood through the centre of
//     each cell it passes (one hop per point, round the loop again past
//     its junction without credit), the last hop onto its landing cell or
//     into its home triangle when it finishes;
//   - then, when the move sent pawns home, each of them flies from the
//     cell of the capture to its home slot.
//
// A throw or a pass moves nothing. It returns nil if before or after is
// not a daryon state.
func (v *View) Motions(before, after rules.State, events []rules.Event) [][]sprites.Motion {
	gb, ok1 := position(before)
	_, ok2 := position(after)
	if !ok1 || !ok2 {
		return nil
	}
	var was [4 * daryon.Pawns]sprites.Point
	for _, p := range v.board.Place(gb) {
		was[pieceID(p.Seat, p.Pawn)] = p.At
	}
	var exits, flights []sprites.Motion
	var hop *sprites.Motion
	var passed []int // the cells the moving pawn hops to
	for _, e := range events {
		id := pieceID(int(e.Player), int(e.Piece))
		switch e.Kind {
		case rules.EventEnter:
			exits = append(exits, sprites.Motion{ID: id, Path: []sprites.Point{was[id]}, Kind: sprites.MotionHop})
		case rules.EventMove:
			hop = &sprites.Motion{ID: id, Path: []sprites.Point{was[id]}, Kind: sprites.MotionHop}
		case rules.EventHop:
			passed = append(passed, int(e.To))
		case rules.EventCapture:
			flights = append(flights, sprites.Motion{ID: id, Path: []sprites.Point{was[id]}, Kind: sprites.MotionFly})
		}
	}
	var out [][]sprites.Motion
	if len(exits) > 0 {
		out = append(out, exits)
	}
	if hop != nil {
		// The screen adds the landing: the path lists the cells before it.
		for _, c := range passed[:max(0, len(passed)-1)] {
			hop.Path = append(hop.Path, v.board.Center(c))
		}
		out = append(out, []sprites.Motion{*hop})
	}
	if len(flights) > 0 {
		out = append(out, flights)
	}
	return out
}

// SourceAt returns the place under p from which a pawn could be chosen:
//
//   - on a cell of the loop or a corridor holding pawns, the cell and the
//     owner of the pawn under p, or of a pawn of the seat that acts when p
//     is beside the pawns, or else of the nearest pawn: Place{Cell, Player,
//     Piece: −1};
//   - in a home triangle whose seat has pawns waiting to start (t = 0),
//     Place{Cell: [daryon.Centre], Player: that seat, Piece: −1}, the From
//     of an exit.
//
// An empty cell, a home without waiting pawns, the frame and the quadrants
// give nothing.
func (v *View) SourceAt(s rules.State, p sprites.Point) (rules.Place, bool) {
	g, ok := position(s)
	if !ok {
		return rules.Place{}, false
	}
	cell, ok := v.board.Pick(p)
	if !ok {
		return rules.Place{}, false
	}
	if cell == int(daryon.Centre) {
		d, ok := v.board.PickHome(p)
		if !ok {
			return rules.Place{}, false
		}
		seat, ok := seatOf(g, d)
		if !ok {
			return rules.Place{}, false
		}
		for pawn := range daryon.Pawns {
			if g.Progress(seat, pawn) == daryon.TStart {
				return rules.Place{Cell: cell, Player: rules.Player(seat), Piece: -1}, true
			}
		}
		return rules.Place{}, false
	}
	empty := true
	for seat := range g.Players() {
		for pawn := range daryon.Pawns {
			empty = empty && int(g.PawnCell(seat, pawn)) != cell
		}
	}
	if empty {
		return rules.Place{}, false
	}
	act := mover(g)
	best, under, mine := -1, -1, -1
	var bestD float64
	for _, pl := range v.board.Place(g) {
		if atHome(pl.T) || int(g.PawnCell(pl.Seat, pl.Pawn)) != cell {
			continue
		}
		d := p.Sub(pl.At).Len()
		if d <= pl.R && under < 0 {
			under = pl.Seat
		}
		if pl.Seat == act && mine < 0 {
			mine = pl.Seat
		}
		if best < 0 || d < bestD {
			best, bestD = pl.Seat, d
		}
	}
	seat := under
	if seat < 0 {
		seat = mine
	}
	if seat < 0 {
		seat = best
	}
	if seat < 0 {
		return rules.Place{}, false
	}
	return rules.Place{Cell: cell, Player: rules.Player(seat), Piece: -1}, true
}

// TargetAt returns the cell under p as a destination: a cell of the loop
// or a corridor, or [daryon.Centre] in the home triangle of the seat that
// acts, the To of a pawn finishing (EventFinish's To). The other homes, the
// frame and the quadrants give nothing.
func (v *View) TargetAt(s rules.State, p sprites.Point) (int, bool) {
	g, ok := position(s)
	if !ok {
		return 0, false
	}
	cell, ok := v.board.Pick(p)
	if !ok {
		return 0, false
	}
	if cell == int(daryon.Centre) {
		if d, ok := v.board.PickHome(p); !ok || d != g.Side(mover(g)) {
			return 0, false
		}
	}
	return cell, true
}

// PointOf returns where a person taps to pick pl in s:
//
//   - on a cell, the pawn pl.Piece of pl.Player if it stands there, else a
//     pawn of pl.Player there, else the cell's centre (a destination);
//   - on [daryon.Centre], in pl.Player's home triangle, the pawn pl.Piece
//     if it is at home, else with Piece −1 a pawn waiting there, else the
//     middle of the triangle (a pawn finishing).
//
// It reports false for a place that is not a cell or a seat of s.
func (v *View) PointOf(s rules.State, pl rules.Place) (sprites.Point, bool) {
	g, ok := position(s)
	if !ok || pl.Player < 0 || int(pl.Player) >= g.Players() || v.board.Outline(pl.Cell) == nil {
		return sprites.Point{}, false
	}
	seat := int(pl.Player)
	placed := v.board.Place(g)
	find := func(match func(p Placed) bool) (sprites.Point, bool) {
		for _, p := range placed {
			if p.Seat == seat && match(p) {
				return p.At, true
			}
		}
		return sprites.Point{}, false
	}
	if pl.Cell == int(daryon.Centre) {
		if at, ok := find(func(p Placed) bool { return p.Pawn == pl.Piece && atHome(p.T) }); ok {
			return at, true
		}
		if at, ok := find(func(p Placed) bool { return pl.Piece < 0 && p.T == daryon.TStart }); ok {
			return at, true
		}
		return centroid(v.board.HomeOutline(g.Side(seat))), true
	}
	on := func(p Placed) bool { return !atHome(p.T) && int(g.PawnCell(p.Seat, p.Pawn)) == pl.Cell }
	if at, ok := find(func(p Placed) bool { return p.Pawn == pl.Piece && on(p) }); ok {
		return at, true
	}
	if at, ok := find(on); ok {
		return at, true
	}
	return v.board.Center(pl.Cell), true
}

// centroid returns the mean of the vertices of poly.
func centroid(poly []sprites.Point) sprites.Point {
	var c sprites.Point
	for _, p := range poly {
		c = c.Add(p.Scale(1 / float64(len(poly))))
	}
	return c
}

// Highlight marks pl through the view vw: its cell ([Board.HighlightCell]),
// or for [daryon.Centre] (or Cell −1) the home triangle of pl.Player
// ([Board.HighlightHome]).
func (v *View) Highlight(dst *ebiten.Image, vw sprites.View, s rules.State, pl rules.Place) {
	if pl.Cell != int(daryon.Centre) && pl.Cell != -1 {
		v.board.HighlightCell(dst, vw, pl.Cell)
		return
	}
	g, ok := position(s)
	if !ok || pl.Player < 0 || int(pl.Player) >= g.Players() {
		return
	}
	v.board.HighlightHome(dst, vw, g.Side(int(pl.Player)))
}

// Caption says in one line, in l, what the board does not show: the
// points of the throw to use, at a decision, and who may take pawns home,
// e.g. "Thrown: 3 points; credit (right to go home): South b, North a c"
// (credit=pawn: the pawns on their way that have sent an opposing pawn
// home) or "credit (right to go home): South" (credit=player: the players
// whose pawns all may go home), "…: none" when nobody may. The lessons'
// word, credit, is explained where it is said: a newcomer who skipped
// lesson 2 reads it too. name names a seat.
func (v *View) Caption(l lang.Lang, s rules.State, name func(rules.Player) string) string {
	g, ok := position(s)
	if !ok {
		return ""
	}
	var who []string
	shared := optionsOf(g).shared
	for seat := range g.Players() {
		if shared {
			if g.MayGoHome(seat, 0) {
				who = append(who, name(rules.Player(seat)))
			}
			continue
		}
		letters := ""
		for pawn := range daryon.Pawns {
			if t := g.Progress(seat, pawn); t != daryon.THome && g.MayGoHome(seat, pawn) {
				letters += " " + string(rune('a'+pawn))
			}
		}
		if letters != "" {
			who = append(who, name(rules.Player(seat))+letters)
		}
	}
	credit := l.T("none")
	if len(who) > 0 {
		credit = strings.Join(who, ", ")
	}
	if _, points := g.Thrown(); points > 0 {
		return l.F("Thrown: %s; credit (right to go home): %s", l.N(points, "%d point", "%d points"), credit)
	}
	return l.F("Credit (right to go home): %s", credit)
}

// Marks returns the style of seat p's pawns, for the turn line.
func (v *View) Marks(s rules.State, p rules.Player) []sprites.PieceStyle {
	g, ok := position(s)
	if !ok || p < 0 || int(p) >= g.Players() {
		return nil
	}
	return []sprites.PieceStyle{sprites.RaceStyles[g.Side(int(p))&3]}
}
