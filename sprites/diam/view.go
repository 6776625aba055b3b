package diam

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/rules"
	game "tabula/rules/diam"
	"tabula/sprites"
)

// View is the Diam board as the play screen sees it, a sprites.GameView:
// the board's drawing, the pawns of a state where the [Board] places them
// (in their stacks, or in their colours' reserve trays), the motions of a
// step and what lies under the pointer.
//
// The pawns of a colour are all alike, so IDs name places, not pawns: the
// pawn at level l of cell c is 4c+l−1 (0..31), the i-th pawn of colour k's
// reserve 32+4k+i (32..47). A motion names the pawn by its place after the
// step and says where it was before.
type View struct {
	board *Board
}

var _ sprites.GameView = (*View)(nil)

// NewView returns the view of the Diam board for the number of players of
// st, which decides where each colour's reserve lies; a state that is not
// a Diam state gets the two-player board.
func NewView(st rules.State) *View {
	players := 2
	if g, ok := position(st); ok {
		players = g.Players()
	}
	return &View{board: New(players)}
}

// Board returns the board the view draws.
func (v *View) Board() *Board { return v.board }

// position returns the Diam state behind s, with ok false when s is not
// one.
func position(s rules.State) (*game.State, bool) {
	g, ok := s.(*game.State)
	return g, ok && g != nil
}

// boardID returns the ID of the pawn at level (1..4) of cell.
func boardID(cell, level int) int { return cell*game.MaxHeight + level - 1 }

// reserveID returns the ID of the pawn in slot (0..3) of colour's reserve.
func reserveID(colour, slot int) int { return game.Cells*game.MaxHeight + colour*4 + slot }

// validCell reports whether cell is a cell of the ring.
func validCell(cell int) bool { return cell >= 0 && cell < game.Cells }

// validLevel reports whether level is a level of a stack.
func validLevel(level int) bool { return level >= 1 && level <= game.MaxHeight }

// validColour reports whether colour is one of the four colours.
func validColour(colour int) bool { return colour >= game.Red && colour <= game.Black }

// side returns the side of a colour: 0 for red and orange, 1 for brown and
// black.
func side(colour int) int { return colour >> 1 }

// seatSide returns the side of seat: that of the colours of its reserve.
func seatSide(g *game.State, seat rules.Player) int {
	for c := range 4 {
		if g.Owner(c) == seat {
			return side(c)
		}
	}
	return -1
}

// DrawBoard draws the board without pawns, filling dst (see [Board.Draw]).
func (v *View) DrawBoard(dst *ebiten.Image) { v.board.Draw(dst) }

// Pieces appends every pawn of s in the order they are drawn: first the
// reserves (Layer 0), colour by colour, slots 0..n−1 of a reserve of n
// ([Board.ReserveSlot]); then the pawns of the board level by level (Layer
// = level), the cells of a level from the back of the board to the front,
// each at its [Board.Slot]. Stacks of different cells never overlap, so a
// stable sort by Layer keeps this order correct. A pawn's Place is what
// the rules' events say of it: Cell and Level (Cell −1, Level 0 in a
// reserve), its colour as Piece, and as Player the seat whose reserve the
// colour comes from. It appends nothing if s is not a Diam state.
func (v *View) Pieces(s rules.State, buf []sprites.Piece) []sprites.Piece {
	g, ok := position(s)
	if !ok {
		return buf
	}
	for colour := range 4 {
		for i := range g.Reserve(colour) {
			buf = append(buf, sprites.Piece{
				ID: reserveID(colour, i), At: v.board.ReserveSlot(colour, i), R: reserveR, Layer: 0,
				Place: rules.Place{Cell: -1, Piece: colour, Player: g.Owner(colour)},
			})
		}
	}
	for l := 1; l <= game.MaxHeight; l++ {
		for _, c := range stackOrder {
			colour := g.Pawn(c, l)
			if colour < 0 {
				continue
			}
			buf = append(buf, sprites.Piece{
				ID: boardID(c, l), At: v.board.Slot(c, l), R: pieceR, Layer: l,
				Place: rules.Place{Cell: c, Level: l, Piece: colour, Player: g.Owner(colour)},
			})
		}
	}
	return buf
}

// DrawPiece draws pawn p in its colour's style ([DrawPiece]) centred on at
// with radius r, in pixels, squashed by squash. The bottom pawn of a stack
// of s also casts the stack's shadow, as [Board.DrawPieces] draws it, so
// that the pawns drawn one by one look as the board package draws them.
func (v *View) DrawPiece(dst *ebiten.Image, s rules.State, p sprites.Piece, at sprites.Point, r, squash float64) {
	if !validColour(p.Place.Piece) {
		return
	}
	if g, ok := position(s); ok && p.Place.Level == 1 && validCell(p.Place.Cell) && r > 0 {
		if h := g.Height(p.Place.Cell); h > 0 {
			k := r / pieceR // pixels per board unit
			base := at.Add(sprites.Point{Y: lift * k})
			tip := base.Add(sprites.Point{X: 0.55, Y: 0.3}.Scale(float64(h) * lift * k))
			sprites.Line(dst, base, tip, 2*r, shadowTone)
		}
	}
	DrawPiece(dst, at, r, p.Place.Piece, squash)
}

// Motions returns the movements of a step of Diam, in one phase (Diam has
// no captures, and a diam, [rules.EventLine], moves nothing):
//
//   - a drop ([rules.EventDrop]): the pawn slides from the last occupied
//     slot of its colour's reserve to the top of the stack it lands on;
//   - a shift ([rules.EventShift]): the moved pawn and every pawn above it
//     slide together, each from its level on the origin to its level on
//     the destination. A pile that must climb onto a higher stack first
//     rises straight up to its new levels, then slides across; one that
//     comes down slides across at its levels first, then settles.
//
// Every path starts where [View.Pieces] draws the pawn in before and ends
// before its place in after, which the screen adds. It returns nil when
// nothing moves (a pass) or when before or after is not a Diam state.
func (v *View) Motions(before, after rules.State, events []rules.Event) [][]sprites.Motion {
	gb, ok := position(before)
	if !ok {
		return nil
	}
	ga, ok := position(after)
	if !ok {
		return nil
	}
	var phase []sprites.Motion
	for _, e := range events {
		switch e.Kind {
		case rules.EventDrop:
			colour, cell, level := int(e.Piece), int(e.To), int(e.Level)
			if !validColour(colour) || !validCell(cell) || !validLevel(level) || ga.Pawn(cell, level) != colour {
				continue
			}
			n := gb.Reserve(colour)
			if n < 1 || n > 4 {
				continue
			}
			phase = append(phase, sprites.Motion{ID: boardID(cell, level),
				Path: []sprites.Point{v.board.ReserveSlot(colour, n-1)}, Kind: sprites.MotionSlide})
		case rules.EventShift:
			from, to, level, toLevel := int(e.From), int(e.To), int(e.Level), int(e.ToLevel)
			if !validCell(from) || !validCell(to) {
				continue
			}
			for k := range int(e.Value) {
				l, tl := level+k, toLevel+k
				if !validLevel(l) || !validLevel(tl) || gb.Pawn(from, l) < 0 || gb.Pawn(from, l) != ga.Pawn(to, tl) {
					continue
				}
				path := []sprites.Point{v.board.Slot(from, l)}
				switch {
				case tl > l: // rise, then slide across
					path = append(path, v.board.Slot(from, tl))
				case tl < l: // slide across, then settle
					path = append(path, v.board.Slot(to, l))
				}
				phase = append(phase, sprites.Motion{ID: boardID(to, tl), Path: path, Kind: sprites.MotionSlide})
			}
		}
	}
	if len(phase) == 0 {
		return nil
	}
	return [][]sprites.Motion{phase}
}

// bandAt returns the point in the middle of the band that the pawn at
// level l of cell shows under the pawn above it.
func (v *View) bandAt(cell, level int) sprites.Point {
	return v.board.Slot(cell, level).Add(sprites.Point{Y: pieceR + lift/2})
}

// SourceAt returns what the player to move can take under p:
//
//   - a pawn of the board ([Board.PickPawn]: its top face, or the band it
//     shows under the pawn above) of a colour of the mover's side, as the
//     rules' choices name a shift's origin: its Cell and Level, the mover
//     as Player, Piece −1 (any colour of the side); a tap on a pawn of the
//     other side's takes the mover's nearest pawn under it in the stack,
//     whose band alone is too thin to hit;
//   - the reserve tray, or a pawn in it, of a colour of the mover's own
//     reserve that still holds a pawn: Cell −1, Level 0, the mover, and
//     the colour as Piece, since a drop's origin is its colour.
//
// Empty cells, the other side's pawns, the partner's or an empty reserve,
// the wood and a game that is over give nothing.
func (v *View) SourceAt(s rules.State, p sprites.Point) (rules.Place, bool) {
	g, ok := position(s)
	if !ok || g.ToMove() < 0 {
		return rules.Place{}, false
	}
	seat := g.ToMove()
	if cell, level, ok := v.board.PickPawn(p, g); ok {
		// A pawn of the other side's on a pawn of the mover's stands for
		// the mover's nearest below it: under another pawn, only a thin
		// band of it shows, too thin for a finger.
		for ; level >= 1 && side(g.Pawn(cell, level)) != seatSide(g, seat); level-- {
		}
		if level < 1 {
			return rules.Place{}, false
		}
		return rules.Place{Cell: cell, Level: level, Piece: -1, Player: seat}, true
	}
	colour, ok := v.board.PickReserve(p)
	if !ok {
		colour, ok = v.reservePawnAt(g, p)
	}
	if !ok || g.Owner(colour) != seat || g.Reserve(colour) == 0 {
		return rules.Place{}, false
	}
	return rules.Place{Cell: -1, Piece: colour, Player: seat}, true
}

// reservePawnAt returns the colour of the reserve pawn drawn under p, for
// the rim of a pawn that reaches beyond its tray.
func (v *View) reservePawnAt(g *game.State, p sprites.Point) (int, bool) {
	for colour := range 4 {
		for i := range g.Reserve(colour) {
			if inPawn(p, v.board.ReserveSlot(colour, i), reserveR, v.board.ReserveLift()) {
				return colour, true
			}
		}
	}
	return -1, false
}

// TargetAt returns the cell under p as a destination (a choice's To.Cell):
// a cell's well, its stack, or the spot above the stack where a pawn
// would land (the column from the well up to the landing level's pawn, at
// most the fourth). Wells and stacks of four of different cells never
// meet, so neither do these. ok is false off them.
func (v *View) TargetAt(s rules.State, p sprites.Point) (int, bool) {
	if c, ok := v.board.Pick(p); ok {
		return c, true
	}
	g, ok := position(s)
	if !ok {
		return -1, false
	}
	for c := range game.Cells {
		top := v.board.Slot(c, min(g.Height(c)+1, game.MaxHeight))
		if segmentDist(p, top, v.board.Center(c)) < pieceR {
			return c, true
		}
	}
	return -1, false
}

// PointOf returns where to tap to pick pl in s:
//
//   - for a cell and a level of its stack, the pawn there: the centre of
//     the top pawn's face, or the middle of the band a lower pawn shows;
//   - for a cell and a level above its stack (a destination: the level the
//     pawn lands at), the spot it lands on, [Board.Slot];
//   - for a cell with no level (0), the well's centre;
//   - for Cell −1 and a colour, the pawn a drop of it takes (the last of
//     its reserve), or the middle of its tray once it is empty.
//
// It reports false for anything else.
func (v *View) PointOf(s rules.State, pl rules.Place) (sprites.Point, bool) {
	g, ok := position(s)
	if !ok {
		return sprites.Point{}, false
	}
	switch {
	case validCell(pl.Cell) && pl.Level == 0:
		return v.board.Center(pl.Cell), true
	case validCell(pl.Cell) && validLevel(pl.Level):
		if h := g.Height(pl.Cell); pl.Level < h {
			return v.bandAt(pl.Cell, pl.Level), true
		}
		return v.board.Slot(pl.Cell, pl.Level), true
	case pl.Cell == -1 && validColour(pl.Piece):
		if n := g.Reserve(pl.Piece); n > 0 {
			return v.board.ReserveSlot(pl.Piece, n-1), true
		}
		first, last := v.board.tray(pl.Piece)
		return first.Lerp(last, 0.5), true
	}
	return sprites.Point{}, false
}

// Highlight marks pl in the pixels of vw, under the pawns: a cell's well
// ([Board.HighlightCell]), with a ring round the pawn or the landing spot
// at pl.Level when it is one; for Cell −1, the tray of the colour pl.Piece,
// or all the trays of pl.Player when Piece is −1
// ([Board.HighlightReserve]).
func (v *View) Highlight(dst *ebiten.Image, vw sprites.View, s rules.State, pl rules.Place) {
	switch {
	case validCell(pl.Cell):
		v.board.HighlightCell(dst, vw, pl.Cell)
		if validLevel(pl.Level) {
			// The pawn and every pawn above it: the pile a shift carries.
			top := pl.Level
			if g, ok := position(s); ok {
				top = max(top, g.Height(pl.Cell))
			}
			for level := pl.Level; level <= top; level++ {
				at := vw.ToScreen(v.board.Slot(pl.Cell, level))
				if sprites.HighContrast() {
					sprites.EdgedRing(dst, at, pieceR*1.2*vw.Size, width(0.006, vw), sprites.ContrastGlow)
					continue
				}
				sprites.Ring(dst, at, pieceR*1.2*vw.Size, width(0.01, vw), glowTone)
				sprites.Ring(dst, at, pieceR*1.2*vw.Size, width(0.004, vw), sprites.Highlight)
			}
		}
	case pl.Cell == -1 && validColour(pl.Piece):
		v.board.HighlightReserve(dst, vw, pl.Piece)
	case pl.Cell == -1 && pl.Piece < 0:
		g, ok := position(s)
		if !ok || pl.Player < 0 {
			return
		}
		for c := range 4 {
			if g.Owner(c) == pl.Player {
				v.board.HighlightReserve(dst, vw, c)
			}
		}
	}
}

// Caption says in one line, in l, what the board does not show at a
// glance: the pawns left in each colour's reserve, and, with the prototype
// rules, the seats whose previous move was announced (they alone may make
// a diam of their side), e.g. "Reserves: red 3, orange 4, brown 2, black 0;
// announced: Brown and black" or "; announced: nobody". name names a seat.
func (v *View) Caption(l lang.Lang, s rules.State, name func(rules.Player) string) string {
	g, ok := position(s)
	if !ok {
		return ""
	}
	colours := [4]string{l.T("red"), l.T("orange"), l.T("brown"), l.T("black")}
	parts := make([]string, 4)
	for c := range 4 {
		parts[c] = fmt.Sprintf("%s %d", colours[c], g.Reserve(c))
	}
	text := l.F("Reserves: %s", strings.Join(parts, ", "))
	if !g.Prototype() {
		return text
	}
	var who []string
	for seat := range g.Players() {
		if g.Announced(seat) {
			who = append(who, name(rules.Player(seat)))
		}
	}
	if len(who) == 0 {
		return l.F("%s; announced: nobody", text)
	}
	return l.F("%s; announced: %s", text, strings.Join(who, ", "))
}

// Marks returns the styles of the colours seat p plays, for the turn line.
func (v *View) Marks(s rules.State, p rules.Player) []sprites.PieceStyle {
	g, ok := position(s)
	if !ok {
		return nil
	}
	var out []sprites.PieceStyle
	for c := range 4 {
		if g.Owner(c) == p {
			out = append(out, sprites.DiamStyles[c])
		}
	}
	return out
}
