package board

import (
	"image/color"
	"slices"

	"tabula/help"
	"tabula/rules"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
)

// Board is the board of the play screen: its picture, the pieces of
// the position shown, the cells' names, and the picker that turns taps and
// keys into moves. It says what a tap or a key did as a pick; the screen
// plays the move picked, or says why none was.
type Board struct {
	Look  *sprites.Look
	View  sprites.GameView
	baked sprites.Baked // the board's picture at its size, kept from frame to frame
	Frame sprites.View  // where the board is on the screen, and its size

	Pieces []sprites.Piece // the pieces of the position shown
	// labels are the cells' names written on the board, when shown (a
	// buffer kept from frame to frame).
	labels []sprites.Label
	// letters name the pieces beside them, in the games whose words name
	// pieces by letter (a buffer kept from frame to frame).
	letters []sprites.Label

	Choices []rules.Choice // the person's legal choices, while a person is to act
	Picking Picking        // the piece picked and the moves it may make
	// Viewer is the player from whose side the cells' names count (see
	// labelFor), for the log's words to name them so; -1 where the names
	// count from no side.
	Viewer rules.Player
}

// Picking is a person's move in the making: the piece chosen, the
// keyboard's cursor, and the moves to pick among when several join the
// same places.
type Picking struct {
	Selected  *rules.Place   // the chosen source, if any
	Cursor    int            // the keyboard's place in the ring of candidates and buttons
	Keys      bool           // the keyboard was used last: show its cursor
	Ambiguous []rules.Choice // several moves join the same places: the player picks one
}

// A Pick is what a tap on the board or a key did.
type Pick struct {
	Kind   PickKind
	Choice rules.Choice // pickPlay: the move to play
	From   rules.Place  // pickRefuse: the piece tapped
	To     int          // pickRefuse: the cell tapped then, or help.NoCell
	Button int          // pickButton: the index of the button confirmed
}

// PickKind is the kind of a pick.
type PickKind uint8

const (
	PickNone      PickKind = iota // nothing to do
	PickChosen                    // a piece is chosen: its moves are lit
	PickAmbiguous                 // several moves join the places tapped: the buttons ask which
	PickPlay                      // play the move
	PickRefuse                    // say why no move was picked
	PickCancel                    // the moves to pick among were let go
	PickButton                    // a button was confirmed by the keyboard
)

// The colours of the marks on the board: a hint's move, a piece taken
// (as a loss's badge of the analysis), and the line that won the game.
// Their words, in Paper, stand out from them by 4.5:1 at least (see
// TestTextContrast).
var (
	HintColour = color.RGBA{0x5c, 0xd0, 0xf0, 0xff}
	LossColour = color.RGBA{0xc0, 0x39, 0x2b, 0xff}
	WinColour  = color.RGBA{0x6f, 0xd8, 0x4a, 0xff}
)

// labelSeater is a view whose cells' names count from one seat's side
// (Thayyam's squares): the seat of the person at the screen.
type labelSeater interface {
	SetLabelPlayer(players int, p rules.Player)
}

// LabelFor makes the board's cells' names count from the side of the
// first person who plays on this device (in a room, of a seat held here;
// else of the first person's; with no person, of the first seat's), if
// the board counts from a side: a square keeps its number whoever moves,
// on the board and in the log's words.
func (b *Board) LabelFor(sess *session.Session) {
	b.Viewer = -1
	ls, ok := b.View.(labelSeater)
	if !ok {
		return
	}
	players, person := sess.State().Players(), rules.Player(-1)
	for i, seat := range sess.Seats() {
		p := rules.Player(i)
		switch {
		case seat.Computer:
		case sess.Here(p): // a room's seat held on this device
			ls.SetLabelPlayer(players, p)
			b.Viewer = p
			return
		case person < 0:
			person = p
		}
	}
	if person < 0 {
		person = 0 // computers alone: the first seat's side
	}
	ls.SetLabelPlayer(players, person)
	b.Viewer = person
}

// Show shows the position st, with the person's legal choices (none
// while no person acts), and lets go of any piece chosen.
func (b *Board) Show(st rules.State, choices []rules.Choice) {
	b.Pieces = b.View.Pieces(st, b.Pieces[:0])
	b.Choices = append(b.Choices[:0], choices...)
	b.Picking = Picking{}
}

// Tapped reports whether the pointer was released on the board this tick.
func (b *Board) Tapped(in *ui.Input) bool {
	v := b.Frame
	return in.Tapped(v.Origin.X, v.Origin.Y, v.Origin.X+v.Size, v.Origin.Y+v.Size)
}

// Highlights returns the places to mark while a person picks: the chosen
// piece and its destinations, or the place under the keyboard's cursor.
func (b *Board) Highlights(picks bool) []rules.Place {
	if !picks {
		return nil
	}
	if sel := b.Picking.Selected; sel != nil {
		out := []rules.Place{*sel}
		for _, c := range b.Choices {
			if c.Moves && sprites.SameSource(*sel, c.From) {
				out = append(out, c.To)
			}
		}
		return out
	}
	if pl, ok := b.KeyPlace(picks); ok {
		return []rules.Place{pl}
	}
	return nil
}

// MovableSources returns the places of the pieces the person to act may
// move, while none is chosen: each is ringed (see drawMovable), so that a
// newcomer sees what a throw allows.
func (b *Board) MovableSources(picks bool) []rules.Place {
	if !picks || b.Picking.Selected != nil || b.Picking.Ambiguous != nil {
		return nil
	}
	var out []rules.Place
	for _, c := range b.Choices {
		if c.Moves && !slices.ContainsFunc(out, func(q rules.Place) bool { return sprites.SameSource(q, c.From) }) {
			out = append(out, c.From)
		}
	}
	return out
}

// Update handles the pointer on the board while a person picks a move in
// st, and returns what the tap did.
func (b *Board) Update(in *ui.Input, st rules.State) Pick {
	if b.Picking.Ambiguous != nil || !in.Pointer.Released {
		return Pick{} // the menu lists the moves to pick from
	}
	b.Picking.Keys = false
	bp := b.Frame.ToBoard(sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y})
	if st.ToMove() == rules.Chance {
		// A piece tapped before the throw: the rules say what comes first.
		if src, ok := b.View.SourceAt(st, bp); ok {
			return Pick{Kind: PickRefuse, From: src, To: help.NoCell}
		}
		return Pick{}
	}
	if b.Picking.Selected != nil {
		cell, ok := b.View.TargetAt(st, bp)
		if ok {
			if pc, isTarget := b.PickTarget(cell); isTarget {
				return pc
			}
		}
		if src, isSource := b.View.SourceAt(st, bp); ok && (!isSource || !b.Movable(src)) {
			// A cell the chosen piece cannot reach: say why, and keep
			// the piece chosen for another try.
			return Pick{Kind: PickRefuse, From: *b.Picking.Selected, To: cell}
		}
	}
	if src, ok := b.View.SourceAt(st, bp); ok {
		return b.PickSource(src)
	}
	if cell, ok := b.View.TargetAt(st, bp); ok && b.Picking.Selected == nil {
		// One tap on a destination suffices when a single piece can go there.
		var only []rules.Choice
		for _, c := range b.Choices {
			if c.Moves && c.To.Cell == cell {
				only = append(only, c)
			}
		}
		if len(only) == 1 {
			return Pick{Kind: PickPlay, Choice: only[0]}
		}
	}
	if other, ok := b.PieceUnder(bp); ok && b.Picking.Selected == nil && !b.IsDestination(st, bp) {
		// A piece the person may not choose (the other side's, a
		// partner's reserve): the board takes no tap on it, but the
		// rules' words say why.
		return Pick{Kind: PickRefuse, From: other, To: help.NoCell}
	}
	b.Picking.Selected = nil
	return Pick{}
}

// OtherPiece returns the piece under a tap on the board that the player
// cannot choose: another side's piece, or a partner's reserve.
func (b *Board) OtherPiece(in *ui.Input, st rules.State) (rules.Place, bool) {
	if !in.Pointer.Released {
		return rules.Place{}, false
	}
	bp := b.Frame.ToBoard(sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y})
	if _, mine := b.View.SourceAt(st, bp); mine {
		return rules.Place{}, false
	}
	return b.PieceUnder(bp)
}

// IsDestination reports whether bp, a point of the board, lies on a cell
// where a move of the person's may land.
func (b *Board) IsDestination(st rules.State, bp sprites.Point) bool {
	cell, ok := b.View.TargetAt(st, bp)
	return ok && slices.ContainsFunc(b.Choices, func(c rules.Choice) bool { return c.Moves && c.To.Cell == cell })
}

// PieceUnder returns the place of the topmost piece of the position shown
// under bp, a point of the board, whoever owns it.
func (b *Board) PieceUnder(bp sprites.Point) (rules.Place, bool) {
	found, top, layer := false, rules.Place{}, 0
	for _, pc := range b.Pieces {
		if pc.At.Sub(bp).Len() <= pc.R && (!found || pc.Layer >= layer) {
			found, top, layer = true, pc.Place, pc.Layer
		}
	}
	return top, found
}

// Movable reports whether a piece at src has a legal move.
func (b *Board) Movable(src rules.Place) bool {
	for _, c := range b.Choices {
		if c.Moves && sprites.SameSource(src, c.From) {
			return true
		}
	}
	return false
}

// PickSource chooses a piece, or picks its move when it has only one.
func (b *Board) PickSource(src rules.Place) Pick {
	var mine []rules.Choice
	for _, c := range b.Choices {
		if c.Moves && sprites.SameSource(src, c.From) {
			mine = append(mine, c)
		}
	}
	switch len(mine) {
	case 0:
		b.Picking.Selected = nil
		return Pick{Kind: PickRefuse, From: src, To: help.NoCell}
	case 1:
		return Pick{Kind: PickPlay, Choice: mine[0]}
	}
	// Keep the place picked, not one choice's: pawns sharing a cell are
	// all chosen, and each shows its destinations.
	b.Picking.Selected, b.Picking.Cursor = &src, 0
	return Pick{Kind: PickChosen}
}

// PickTarget picks the move of the chosen piece to cell; when several
// moves lead there (different throws of a pool), the buttons ask which. It
// reports whether cell was a destination.
func (b *Board) PickTarget(cell int) (Pick, bool) {
	var to []rules.Choice
	for _, c := range b.Choices {
		if b.movesChosenTo(c, cell) {
			to = append(to, c)
		}
	}
	switch len(to) {
	case 0:
		return Pick{}, false
	case 1:
		return Pick{Kind: PickPlay, Choice: to[0]}, true
	}
	b.Picking.Ambiguous = to
	return Pick{Kind: PickAmbiguous}, true
}

// movesChosenTo reports whether c moves the chosen piece to cell.
func (b *Board) movesChosenTo(c rules.Choice, cell int) bool {
	sel := b.Picking.Selected
	return sel != nil && c.Moves && sprites.SameSource(*sel, c.From) && c.To.Cell == cell
}

// Joined reports whether another move joins the same places as c, so that
// after the two taps the person picks c by its button.
func (b *Board) Joined(c rules.Choice) bool {
	for _, o := range b.Choices {
		if o.Moves && o.Action != c.Action && sprites.SameSource(o.From, c.From) && o.To.Cell == c.To.Cell {
			return true
		}
	}
	return false
}

// Offers returns the moves the buttons offer while a person picks: those
// joining the places tapped, to pick among, or else the moves that move
// nothing (a pass, Thayyam's bearing off).
func (b *Board) Offers() (ambiguous, unmoving []rules.Choice) {
	if b.Picking.Ambiguous != nil {
		return b.Picking.Ambiguous, nil
	}
	for _, c := range b.Choices {
		if !c.Moves {
			unmoving = append(unmoving, c)
		}
	}
	return nil, unmoving
}

// MovableColour rings the pieces that may move.
var MovableColour = sprites.Paper
