package board

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/help"
	"tabula/lang"
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

// The colours of the marks on the board: a hint's move, and a piece
// taken (as a loss's badge of the analysis). Their words, in Paper, stand
// out from them by 4.5:1 at least (see TestTextContrast).
var (
	HintColour = color.RGBA{0x5c, 0xd0, 0xf0, 0xff}
	LossColour = color.RGBA{0xc0, 0x39, 0x2b, 0xff}
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

// KeyPlace returns the place of the board under the keyboard's cursor, if
// the keyboard is in use and its cursor is on the board, not on a button.
func (b *Board) KeyPlace(picks bool) (rules.Place, bool) {
	cands := b.Candidates(picks)
	if !b.Picking.Keys || b.Picking.Cursor >= len(cands) {
		return rules.Place{}, false
	}
	return cands[b.Picking.Cursor], true
}

// Candidates returns the places the keyboard goes through before the
// buttons while a person picks a move (picks): the sources, or the
// destinations of the chosen source; none otherwise.
func (b *Board) Candidates(picks bool) []rules.Place {
	if !picks || b.Picking.Ambiguous != nil {
		return nil
	}
	if b.Picking.Selected == nil {
		return rules.Sources(b.Choices)
	}
	var out []rules.Place
	for _, c := range b.Choices {
		if c.Moves && sprites.SameSource(*b.Picking.Selected, c.From) {
			out = append(out, c.To)
		}
	}
	return out
}

// Keyboard handles the keys while a person picks (picks; else only the
// buttons take them): the arrows and Tab go round one ring, the board's
// candidates (pieces, or the chosen piece's destinations) and then the
// buttons of menu, and Enter or Space acts on the one under the cursor;
// Escape lets go of a chosen piece. It returns the first pick that acts.
func (b *Board) Keyboard(in *ui.Input, picks bool, menu *ui.Menu) Pick {
	pk := &b.Picking
	for _, a := range in.Actions {
		cands := b.Candidates(picks)
		n := len(cands) + len(menu.Buttons)
		switch a {
		case ui.ActionNext, ui.ActionRight, ui.ActionDown:
			pk.Keys = true
			pk.Cursor = ringStep(menu, pk.Cursor, +1, len(cands), n)
		case ui.ActionPrev, ui.ActionLeft, ui.ActionUp:
			pk.Keys = true
			pk.Cursor = ringStep(menu, pk.Cursor, -1, len(cands), n)
		case ui.ActionBack:
			cancel := pk.Ambiguous != nil
			pk.Selected, pk.Cursor = nil, 0
			if cancel {
				return Pick{Kind: PickCancel}
			}
		case ui.ActionConfirm:
			pk.Keys = true
			switch c := pk.Cursor % n; {
			case c >= len(cands):
				if i := c - len(cands); !menu.Buttons[i].Disabled {
					return Pick{Kind: PickButton, Button: i}
				}
			case pk.Selected == nil:
				if pc := b.PickSource(cands[c]); pc.Kind != PickNone {
					return pc
				}
			default:
				if pc, _ := b.PickTarget(cands[c].Cell); pc.Kind != PickNone {
					return pc
				}
			}
		}
	}
	return Pick{}
}

// ShowCursor shows the keyboard's cursor on the board or on menu's
// buttons, as it was used last; a mouse moving hides it, as in the menu.
func (b *Board) ShowCursor(in *ui.Input, picks bool, menu *ui.Menu) {
	pk := &b.Picking
	if in.Pointer.Moved && !in.Pointer.Released && !in.Pointer.Down {
		pk.Keys = false
	}
	// The menu shows the focus when the cursor is on one of its buttons.
	menu.Keys = false
	if pk.Keys {
		cands := len(b.Candidates(picks))
		menu.Keys = pk.Cursor >= cands
		if menu.Keys {
			menu.Focus = min(pk.Cursor-cands, len(menu.Buttons)-1)
		}
	}
}

// ringStep moves the keyboard's cursor by d round the ring of cands
// candidates and then menu's buttons, n places in all, over the buttons
// that are disabled.
func ringStep(menu *ui.Menu, cursor, d, cands, n int) int {
	for range n {
		cursor = (cursor + d + n) % n
		if cursor < cands || !menu.Buttons[cursor-cands].Disabled {
			break
		}
	}
	return cursor
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
		if c.Moves && sprites.SameSource(*b.Picking.Selected, c.From) && c.To.Cell == cell {
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

// KeyFocus says what the keyboard's cursor is on, on the board, for a
// person who cannot see it ("South's pawn a on 14: it can go to 17 or
// 19"); "" when the keyboard is not in use or its cursor is on a button.
func (b *Board) KeyFocus(g *help.Game, l lang.Lang, st rules.State, picks bool) string {
	at, ok := b.KeyPlace(picks)
	if !ok {
		return ""
	}
	return help.Focus(g, l, st, b.Choices, at, b.Picking.Selected)
}

// A Drawing is what the board shows besides its pieces at rest.
type Drawing struct {
	State     rules.State                                   // the position shown
	Picks     bool                                          // a person picks a move: the choice and the movable pieces show
	Animating bool                                          // a step plays: the pieces' letters wait
	Moving    map[int]*PieceMotion                          // the pieces an animation places
	Marks     *Marks                                        // the last move's marks, or nil
	Hint      *rules.Choice                                 // the move hinted, or nil
	Labels    bool                                          // the cells' names show
	Letters   func(rules.State, rules.Place) (string, bool) // the pieces' letters, or nil
	TextSize  float64
}

// Draw draws the board and what lies on it: the pieces where the rules or
// the animations put them, the marks of the moves (the piece chosen and
// its destinations, the movable pieces, the last move, the hint), and the
// cells' and pieces' names.
func (b *Board) Draw(screen *ebiten.Image, d Drawing) {
	v, st := b.Frame, d.State
	if size := int(math.Round(v.Size)); size > 0 {
		img := b.baked.Image(size, size, b.View.DrawBoard)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(v.Origin.X, v.Origin.Y)
		screen.DrawImage(img, op)
	}
	for _, pl := range b.Highlights(d.Picks) {
		b.View.Highlight(screen, v, st, pl)
	}
	for _, pc := range b.Pieces {
		if _, moving := d.Moving[pc.ID]; !moving {
			b.View.DrawPiece(screen, st, pc, v.ToScreen(pc.At), pc.R*v.Size, 1)
		}
	}
	b.DrawMovable(screen, st, d.Picks)
	if d.Marks != nil {
		d.Marks.Draw(screen)
	}
	if d.Hint != nil && d.Picks {
		b.DrawMoveMark(screen, st, *d.Hint, HintColour)
	}
	if sel := b.Picking.Selected; sel != nil && d.Picks {
		// The chosen piece is marked over the pieces, so that a mark on a
		// pawn (or on a pile) shows.
		b.View.Highlight(screen, v, st, *sel)
		// All its destinations are lit: a ring marks the keyboard's.
		if pl, ok := b.KeyPlace(d.Picks); ok {
			if at, ok := b.View.PointOf(st, pl); ok {
				sprites.EdgedRing(screen, v.ToScreen(at), v.Size*0.05, math.Max(2, v.Size*0.008), sprites.Paper)
			}
		}
	}
	// The cells' names over the marks of a move, whose yellow would hide
	// their words (see TestTextContrast), and under the moving pieces.
	if lb, ok := b.View.(sprites.Labeler); ok && d.Labels {
		b.labels = lb.Labels(st, b.labels[:0])
		sprites.DrawLabels(screen, v, b.labels, d.TextSize)
	}
	if !d.Animating {
		b.letters = b.letters[:0]
		if d.Letters != nil {
			b.letters = b.PieceLetters(st, d.Letters, b.letters)
		}
		sprites.DrawLabels(screen, v, b.letters, d.TextSize*0.75)
	}
	for _, pc := range b.Pieces {
		if pm, moving := d.Moving[pc.ID]; moving {
			at := v.ToScreen(sprites.Point{X: pm.at.X, Y: pm.at.Y - pm.lift})
			b.View.DrawPiece(screen, st, pc, at, pc.R*v.Size*(1+pm.lift), pm.squash)
		}
	}
}

// PieceLetters appends to buf the letters that name the pieces of st in
// the words (Daryon's and Thayyam's "pawn a"), each beside its piece
// where it hides least of the pieces around; a Daryon pawn that may go
// home has its letter lit.
func (b *Board) PieceLetters(st rules.State, name func(rules.State, rules.Place) (string, bool), buf []sprites.Label) []sprites.Label {
	for _, pc := range b.Pieces {
		text, entitled := name(st, pc.Place)
		if text == "" {
			continue
		}
		d := pc.R * 0.95
		beside := []sprites.Point{
			pc.At.Add(sprites.Point{X: d, Y: d}), pc.At.Add(sprites.Point{X: d, Y: -d}),
			pc.At.Add(sprites.Point{X: -d, Y: d}), pc.At.Add(sprites.Point{X: -d, Y: -d}),
			pc.At.Add(sprites.Point{X: d * 1.35}), pc.At.Add(sprites.Point{Y: d * 1.35}),
		}
		buf = append(buf, sprites.Label{At: sprites.PlaceLabel(text, beside, b.Pieces), Text: text, Lit: entitled})
	}
	return buf
}

// DrawMovable rings the pieces the person to act may move (see
// movableSources): a thin ring, lighter than a chosen piece's mark.
func (b *Board) DrawMovable(screen *ebiten.Image, st rules.State, picks bool) {
	v := b.Frame
	for _, src := range b.MovableSources(picks) {
		at, ok := b.View.PointOf(st, src)
		if !ok {
			continue
		}
		q, r := b.PieceNear(v.ToScreen(at))
		w := math.Max(1.5, v.Size*0.005)
		// Light on dark: it shows on a light board and on a dark one.
		sprites.Ring(screen, q, r*1.22, w*2.6, sprites.Ink)
		sprites.EdgedRing(screen, q, r*1.22, w, MovableColour)
	}
}

// MovableColour rings the pieces that may move.
var MovableColour = sprites.Paper

// PieceNear returns the centre and radius, on the screen, of the piece of
// the position shown nearest to q (a stack's lower pawn is tapped below
// its centre), or q itself and a pawn's usual radius when none is near.
func (b *Board) PieceNear(q sprites.Point) (sprites.Point, float64) {
	v := b.Frame
	best, centre, radius := math.Inf(1), q, v.Size*0.03
	for _, pc := range b.Pieces {
		at, r := v.ToScreen(pc.At), pc.R*v.Size
		if d := at.Sub(q).Len(); d < 2*r && d < best {
			best, centre, radius = d, at, r
		}
	}
	return centre, radius
}

// DrawMoveMark shows a move on the board, the hint's: a ring round the
// piece and an arrow to its destination, ringed too. A move that moves
// nothing is said in words only.
func (b *Board) DrawMoveMark(screen *ebiten.Image, st rules.State, c rules.Choice, clr color.Color) {
	if !c.Moves {
		return
	}
	v := b.Frame
	from, okFrom := b.View.PointOf(st, c.From)
	to, okTo := b.View.PointOf(st, c.To)
	r, w := v.Size*0.045, math.Max(2, v.Size*0.008)
	if okFrom {
		sprites.EdgedRing(screen, v.ToScreen(from), r, w, clr)
	}
	if okTo {
		sprites.EdgedRing(screen, v.ToScreen(to), r, w*1.6, clr)
	}
	if !okFrom || !okTo {
		return
	}
	a, e := v.ToScreen(from), v.ToScreen(to)
	d := e.Sub(a)
	n := d.Len()
	if n < 2*r {
		return
	}
	u := d.Scale(1 / n)
	start, tip := a.Add(u.Scale(r)), e.Sub(u.Scale(r*1.2))
	sprites.EdgedLine(screen, start, tip, w, clr)
	// The arrow's head, two strokes back from the tip.
	side := sprites.Point{X: -u.Y, Y: u.X}
	head := r * 0.7
	sprites.EdgedLine(screen, tip, tip.Sub(u.Scale(head)).Add(side.Scale(head*0.6)), w, clr)
	sprites.EdgedLine(screen, tip, tip.Sub(u.Scale(head)).Sub(side.Scale(head*0.6)), w, clr)
}

// ProbePoint returns where a place of st is on the screen, or nil.
func (b *Board) ProbePoint(st rules.State, pl rules.Place) *ui.ProbePoint {
	at, ok := b.View.PointOf(st, pl)
	if !ok {
		return nil
	}
	q := b.Frame.ToScreen(at)
	return &ui.ProbePoint{X: q.X, Y: q.Y}
}
