package play

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

// boardPart is the board of the play screen: its picture, the pieces of
// the position shown, the cells' names, and the picker that turns taps and
// keys into moves. It says what a tap or a key did as a pick; the screen
// plays the move picked, or says why none was.
type boardPart struct {
	look  *sprites.Look
	view  sprites.GameView
	baked sprites.Baked // the board's picture at its size, kept from frame to frame
	frame sprites.View  // where the board is on the screen, and its size

	pieces []sprites.Piece // the pieces of the position shown
	// labels are the cells' names written on the board, when shown (a
	// buffer kept from frame to frame).
	labels []sprites.Label
	// letters name the pieces beside them, in the games whose words name
	// pieces by letter (a buffer kept from frame to frame).
	letters []sprites.Label

	choices []rules.Choice // the person's legal choices, while a person is to act
	picking picking        // the piece picked and the moves it may make
	// viewer is the player from whose side the cells' names count (see
	// labelFor), for the log's words to name them so; -1 where the names
	// count from no side.
	viewer rules.Player
}

// picking is a person's move in the making: the piece chosen, the
// keyboard's cursor, and the moves to pick among when several join the
// same places.
type picking struct {
	selected  *rules.Place   // the chosen source, if any
	cursor    int            // the keyboard's place in the ring of candidates and buttons
	keys      bool           // the keyboard was used last: show its cursor
	ambiguous []rules.Choice // several moves join the same places: the player picks one
}

// A pick is what a tap on the board or a key did.
type pick struct {
	kind   pickKind
	choice rules.Choice // pickPlay: the move to play
	from   rules.Place  // pickRefuse: the piece tapped
	to     int          // pickRefuse: the cell tapped then, or help.NoCell
	button int          // pickButton: the index of the button confirmed
}

// pickKind is the kind of a pick.
type pickKind uint8

const (
	pickNone      pickKind = iota // nothing to do
	pickChosen                    // a piece is chosen: its moves are lit
	pickAmbiguous                 // several moves join the places tapped: the buttons ask which
	pickPlay                      // play the move
	pickRefuse                    // say why no move was picked
	pickCancel                    // the moves to pick among were let go
	pickButton                    // a button was confirmed by the keyboard
)

// labelSeater is a view whose cells' names count from one seat's side
// (Thayyam's squares): the seat of the person at the screen.
type labelSeater interface {
	SetLabelPlayer(players int, p rules.Player)
}

// labelFor makes the board's cells' names count from the side of the
// first person who plays on this device (in a room, of a seat held here;
// else of the first person's; with no person, of the first seat's), if
// the board counts from a side: a square keeps its number whoever moves,
// on the board and in the log's words.
func (b *boardPart) labelFor(sess *session.Session) {
	b.viewer = -1
	ls, ok := b.view.(labelSeater)
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
			b.viewer = p
			return
		case person < 0:
			person = p
		}
	}
	if person < 0 {
		person = 0 // computers alone: the first seat's side
	}
	ls.SetLabelPlayer(players, person)
	b.viewer = person
}

// show shows the position st, with the person's legal choices (none
// while no person acts), and lets go of any piece chosen.
func (b *boardPart) show(st rules.State, choices []rules.Choice) {
	b.pieces = b.view.Pieces(st, b.pieces[:0])
	b.choices = append(b.choices[:0], choices...)
	b.picking = picking{}
}

// tapped reports whether the pointer was released on the board this tick.
func (b *boardPart) tapped(in *ui.Input) bool {
	v := b.frame
	return in.Tapped(v.Origin.X, v.Origin.Y, v.Origin.X+v.Size, v.Origin.Y+v.Size)
}

// highlights returns the places to mark while a person picks: the chosen
// piece and its destinations, or the place under the keyboard's cursor.
func (b *boardPart) highlights(picks bool) []rules.Place {
	if !picks {
		return nil
	}
	if sel := b.picking.selected; sel != nil {
		out := []rules.Place{*sel}
		for _, c := range b.choices {
			if c.Moves && sprites.SameSource(*sel, c.From) {
				out = append(out, c.To)
			}
		}
		return out
	}
	if pl, ok := b.keyPlace(picks); ok {
		return []rules.Place{pl}
	}
	return nil
}

// movableSources returns the places of the pieces the person to act may
// move, while none is chosen: each is ringed (see drawMovable), so that a
// newcomer sees what a throw allows.
func (b *boardPart) movableSources(picks bool) []rules.Place {
	if !picks || b.picking.selected != nil || b.picking.ambiguous != nil {
		return nil
	}
	var out []rules.Place
	for _, c := range b.choices {
		if c.Moves && !slices.ContainsFunc(out, func(q rules.Place) bool { return sprites.SameSource(q, c.From) }) {
			out = append(out, c.From)
		}
	}
	return out
}

// keyPlace returns the place of the board under the keyboard's cursor, if
// the keyboard is in use and its cursor is on the board, not on a button.
func (b *boardPart) keyPlace(picks bool) (rules.Place, bool) {
	cands := b.candidates(picks)
	if !b.picking.keys || b.picking.cursor >= len(cands) {
		return rules.Place{}, false
	}
	return cands[b.picking.cursor], true
}

// candidates returns the places the keyboard goes through before the
// buttons while a person picks a move (picks): the sources, or the
// destinations of the chosen source; none otherwise.
func (b *boardPart) candidates(picks bool) []rules.Place {
	if !picks || b.picking.ambiguous != nil {
		return nil
	}
	if b.picking.selected == nil {
		return rules.Sources(b.choices)
	}
	var out []rules.Place
	for _, c := range b.choices {
		if c.Moves && sprites.SameSource(*b.picking.selected, c.From) {
			out = append(out, c.To)
		}
	}
	return out
}

// keyboard handles the keys while a person picks (picks; else only the
// buttons take them): the arrows and Tab go round one ring, the board's
// candidates (pieces, or the chosen piece's destinations) and then the
// buttons of menu, and Enter or Space acts on the one under the cursor;
// Escape lets go of a chosen piece. It returns the first pick that acts.
func (b *boardPart) keyboard(in *ui.Input, picks bool, menu *ui.Menu) pick {
	pk := &b.picking
	for _, a := range in.Actions {
		cands := b.candidates(picks)
		n := len(cands) + len(menu.Buttons)
		switch a {
		case ui.ActionNext, ui.ActionRight, ui.ActionDown:
			pk.keys = true
			pk.cursor = ringStep(menu, pk.cursor, +1, len(cands), n)
		case ui.ActionPrev, ui.ActionLeft, ui.ActionUp:
			pk.keys = true
			pk.cursor = ringStep(menu, pk.cursor, -1, len(cands), n)
		case ui.ActionBack:
			cancel := pk.ambiguous != nil
			pk.selected, pk.cursor = nil, 0
			if cancel {
				return pick{kind: pickCancel}
			}
		case ui.ActionConfirm:
			pk.keys = true
			switch c := pk.cursor % n; {
			case c >= len(cands):
				if i := c - len(cands); !menu.Buttons[i].Disabled {
					return pick{kind: pickButton, button: i}
				}
			case pk.selected == nil:
				if pc := b.pickSource(cands[c]); pc.kind != pickNone {
					return pc
				}
			default:
				if pc, _ := b.pickTarget(cands[c].Cell); pc.kind != pickNone {
					return pc
				}
			}
		}
	}
	return pick{}
}

// showCursor shows the keyboard's cursor on the board or on menu's
// buttons, as it was used last; a mouse moving hides it, as in the menu.
func (b *boardPart) showCursor(in *ui.Input, picks bool, menu *ui.Menu) {
	pk := &b.picking
	if in.Pointer.Moved && !in.Pointer.Released && !in.Pointer.Down {
		pk.keys = false
	}
	// The menu shows the focus when the cursor is on one of its buttons.
	menu.Keys = false
	if pk.keys {
		cands := len(b.candidates(picks))
		menu.Keys = pk.cursor >= cands
		if menu.Keys {
			menu.Focus = min(pk.cursor-cands, len(menu.Buttons)-1)
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
func (b *boardPart) Update(in *ui.Input, st rules.State) pick {
	if b.picking.ambiguous != nil || !in.Pointer.Released {
		return pick{} // the menu lists the moves to pick from
	}
	b.picking.keys = false
	bp := b.frame.ToBoard(sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y})
	if st.ToMove() == rules.Chance {
		// A piece tapped before the throw: the rules say what comes first.
		if src, ok := b.view.SourceAt(st, bp); ok {
			return pick{kind: pickRefuse, from: src, to: help.NoCell}
		}
		return pick{}
	}
	if b.picking.selected != nil {
		cell, ok := b.view.TargetAt(st, bp)
		if ok {
			if pc, isTarget := b.pickTarget(cell); isTarget {
				return pc
			}
		}
		if src, isSource := b.view.SourceAt(st, bp); ok && (!isSource || !b.movable(src)) {
			// A cell the chosen piece cannot reach: say why, and keep
			// the piece chosen for another try.
			return pick{kind: pickRefuse, from: *b.picking.selected, to: cell}
		}
	}
	if src, ok := b.view.SourceAt(st, bp); ok {
		return b.pickSource(src)
	}
	if cell, ok := b.view.TargetAt(st, bp); ok && b.picking.selected == nil {
		// One tap on a destination suffices when a single piece can go there.
		var only []rules.Choice
		for _, c := range b.choices {
			if c.Moves && c.To.Cell == cell {
				only = append(only, c)
			}
		}
		if len(only) == 1 {
			return pick{kind: pickPlay, choice: only[0]}
		}
	}
	if other, ok := b.pieceUnder(bp); ok && b.picking.selected == nil && !b.isDestination(st, bp) {
		// A piece the person may not choose (the other side's, a
		// partner's reserve): the board takes no tap on it, but the
		// rules' words say why.
		return pick{kind: pickRefuse, from: other, to: help.NoCell}
	}
	b.picking.selected = nil
	return pick{}
}

// otherPiece returns the piece under a tap on the board that the player
// cannot choose: another side's piece, or a partner's reserve.
func (b *boardPart) otherPiece(in *ui.Input, st rules.State) (rules.Place, bool) {
	if !in.Pointer.Released {
		return rules.Place{}, false
	}
	bp := b.frame.ToBoard(sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y})
	if _, mine := b.view.SourceAt(st, bp); mine {
		return rules.Place{}, false
	}
	return b.pieceUnder(bp)
}

// isDestination reports whether bp, a point of the board, lies on a cell
// where a move of the person's may land.
func (b *boardPart) isDestination(st rules.State, bp sprites.Point) bool {
	cell, ok := b.view.TargetAt(st, bp)
	return ok && slices.ContainsFunc(b.choices, func(c rules.Choice) bool { return c.Moves && c.To.Cell == cell })
}

// pieceUnder returns the place of the topmost piece of the position shown
// under bp, a point of the board, whoever owns it.
func (b *boardPart) pieceUnder(bp sprites.Point) (rules.Place, bool) {
	found, top, layer := false, rules.Place{}, 0
	for _, pc := range b.pieces {
		if pc.At.Sub(bp).Len() <= pc.R && (!found || pc.Layer >= layer) {
			found, top, layer = true, pc.Place, pc.Layer
		}
	}
	return top, found
}

// movable reports whether a piece at src has a legal move.
func (b *boardPart) movable(src rules.Place) bool {
	for _, c := range b.choices {
		if c.Moves && sprites.SameSource(src, c.From) {
			return true
		}
	}
	return false
}

// pickSource chooses a piece, or picks its move when it has only one.
func (b *boardPart) pickSource(src rules.Place) pick {
	var mine []rules.Choice
	for _, c := range b.choices {
		if c.Moves && sprites.SameSource(src, c.From) {
			mine = append(mine, c)
		}
	}
	switch len(mine) {
	case 0:
		b.picking.selected = nil
		return pick{kind: pickRefuse, from: src, to: help.NoCell}
	case 1:
		return pick{kind: pickPlay, choice: mine[0]}
	}
	// Keep the place picked, not one choice's: pawns sharing a cell are
	// all chosen, and each shows its destinations.
	b.picking.selected, b.picking.cursor = &src, 0
	return pick{kind: pickChosen}
}

// pickTarget picks the move of the chosen piece to cell; when several
// moves lead there (different throws of a pool), the buttons ask which. It
// reports whether cell was a destination.
func (b *boardPart) pickTarget(cell int) (pick, bool) {
	var to []rules.Choice
	for _, c := range b.choices {
		if c.Moves && sprites.SameSource(*b.picking.selected, c.From) && c.To.Cell == cell {
			to = append(to, c)
		}
	}
	switch len(to) {
	case 0:
		return pick{}, false
	case 1:
		return pick{kind: pickPlay, choice: to[0]}, true
	}
	b.picking.ambiguous = to
	return pick{kind: pickAmbiguous}, true
}

// joined reports whether another move joins the same places as c, so that
// after the two taps the person picks c by its button.
func (b *boardPart) joined(c rules.Choice) bool {
	for _, o := range b.choices {
		if o.Moves && o.Action != c.Action && sprites.SameSource(o.From, c.From) && o.To.Cell == c.To.Cell {
			return true
		}
	}
	return false
}

// offers returns the moves the buttons offer while a person picks: those
// joining the places tapped, to pick among, or else the moves that move
// nothing (a pass, Thayyam's bearing off).
func (b *boardPart) offers() (ambiguous, unmoving []rules.Choice) {
	if b.picking.ambiguous != nil {
		return b.picking.ambiguous, nil
	}
	for _, c := range b.choices {
		if !c.Moves {
			unmoving = append(unmoving, c)
		}
	}
	return nil, unmoving
}

// keyFocus says what the keyboard's cursor is on, on the board, for a
// person who cannot see it ("South's pawn a on 14: it can go to 17 or
// 19"); "" when the keyboard is not in use or its cursor is on a button.
func (b *boardPart) keyFocus(g *help.Game, l lang.Lang, st rules.State, picks bool) string {
	at, ok := b.keyPlace(picks)
	if !ok {
		return ""
	}
	return help.Focus(g, l, st, b.choices, at, b.picking.selected)
}

// A boardDrawing is what the board shows besides its pieces at rest.
type boardDrawing struct {
	state     rules.State                                   // the position shown
	picks     bool                                          // a person picks a move: the choice and the movable pieces show
	animating bool                                          // a step plays: the pieces' letters wait
	moving    map[int]*pieceMotion                          // the pieces an animation places
	marks     *moveMarks                                    // the last move's marks, or nil
	hint      *rules.Choice                                 // the move hinted, or nil
	labels    bool                                          // the cells' names show
	letters   func(rules.State, rules.Place) (string, bool) // the pieces' letters, or nil
	textSize  float64
}

// Draw draws the board and what lies on it: the pieces where the rules or
// the animations put them, the marks of the moves (the piece chosen and
// its destinations, the movable pieces, the last move, the hint), and the
// cells' and pieces' names.
func (b *boardPart) Draw(screen *ebiten.Image, d boardDrawing) {
	v, st := b.frame, d.state
	if size := int(math.Round(v.Size)); size > 0 {
		img := b.baked.Image(size, size, b.view.DrawBoard)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(v.Origin.X, v.Origin.Y)
		screen.DrawImage(img, op)
	}
	for _, pl := range b.highlights(d.picks) {
		b.view.Highlight(screen, v, st, pl)
	}
	for _, pc := range b.pieces {
		if _, moving := d.moving[pc.ID]; !moving {
			b.view.DrawPiece(screen, st, pc, v.ToScreen(pc.At), pc.R*v.Size, 1)
		}
	}
	b.drawMovable(screen, st, d.picks)
	if d.marks != nil {
		d.marks.draw(screen)
	}
	if d.hint != nil && d.picks {
		b.drawMoveMark(screen, st, *d.hint, hintColour)
	}
	if sel := b.picking.selected; sel != nil && d.picks {
		// The chosen piece is marked over the pieces, so that a mark on a
		// pawn (or on a pile) shows.
		b.view.Highlight(screen, v, st, *sel)
		// All its destinations are lit: a ring marks the keyboard's.
		if pl, ok := b.keyPlace(d.picks); ok {
			if at, ok := b.view.PointOf(st, pl); ok {
				sprites.EdgedRing(screen, v.ToScreen(at), v.Size*0.05, math.Max(2, v.Size*0.008), sprites.Paper)
			}
		}
	}
	// The cells' names over the marks of a move, whose yellow would hide
	// their words (see TestTextContrast), and under the moving pieces.
	if lb, ok := b.view.(sprites.Labeler); ok && d.labels {
		b.labels = lb.Labels(st, b.labels[:0])
		sprites.DrawLabels(screen, v, b.labels, d.textSize)
	}
	if !d.animating {
		b.letters = b.letters[:0]
		if d.letters != nil {
			b.letters = b.pieceLetters(st, d.letters, b.letters)
		}
		sprites.DrawLabels(screen, v, b.letters, d.textSize*0.75)
	}
	for _, pc := range b.pieces {
		if pm, moving := d.moving[pc.ID]; moving {
			at := v.ToScreen(sprites.Point{X: pm.at.X, Y: pm.at.Y - pm.lift})
			b.view.DrawPiece(screen, st, pc, at, pc.R*v.Size*(1+pm.lift), pm.squash)
		}
	}
}

// pieceLetters appends to buf the letters that name the pieces of st in
// the words (Daryon's and Thayyam's "pawn a"), each beside its piece
// where it hides least of the pieces around; a Daryon pawn that may go
// home has its letter lit.
func (b *boardPart) pieceLetters(st rules.State, name func(rules.State, rules.Place) (string, bool), buf []sprites.Label) []sprites.Label {
	for _, pc := range b.pieces {
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
		buf = append(buf, sprites.Label{At: sprites.PlaceLabel(text, beside, b.pieces), Text: text, Lit: entitled})
	}
	return buf
}

// drawMovable rings the pieces the person to act may move (see
// movableSources): a thin ring, lighter than a chosen piece's mark.
func (b *boardPart) drawMovable(screen *ebiten.Image, st rules.State, picks bool) {
	v := b.frame
	for _, src := range b.movableSources(picks) {
		at, ok := b.view.PointOf(st, src)
		if !ok {
			continue
		}
		q, r := b.pieceNear(v.ToScreen(at))
		w := math.Max(1.5, v.Size*0.005)
		// Light on dark: it shows on a light board and on a dark one.
		sprites.Ring(screen, q, r*1.22, w*2.6, sprites.Ink)
		sprites.EdgedRing(screen, q, r*1.22, w, movableColour)
	}
}

// movableColour rings the pieces that may move.
var movableColour = sprites.Paper

// pieceNear returns the centre and radius, on the screen, of the piece of
// the position shown nearest to q (a stack's lower pawn is tapped below
// its centre), or q itself and a pawn's usual radius when none is near.
func (b *boardPart) pieceNear(q sprites.Point) (sprites.Point, float64) {
	v := b.frame
	best, centre, radius := math.Inf(1), q, v.Size*0.03
	for _, pc := range b.pieces {
		at, r := v.ToScreen(pc.At), pc.R*v.Size
		if d := at.Sub(q).Len(); d < 2*r && d < best {
			best, centre, radius = d, at, r
		}
	}
	return centre, radius
}

// drawMoveMark shows a move on the board, the hint's: a ring round the
// piece and an arrow to its destination, ringed too. A move that moves
// nothing is said in words only.
func (b *boardPart) drawMoveMark(screen *ebiten.Image, st rules.State, c rules.Choice, clr color.Color) {
	if !c.Moves {
		return
	}
	v := b.frame
	from, okFrom := b.view.PointOf(st, c.From)
	to, okTo := b.view.PointOf(st, c.To)
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

// probePoint returns where a place of st is on the screen, or nil.
func (b *boardPart) probePoint(st rules.State, pl rules.Place) *ui.ProbePoint {
	at, ok := b.view.PointOf(st, pl)
	if !ok {
		return nil
	}
	q := b.frame.ToScreen(at)
	return &ui.ProbePoint{X: q.X, Y: q.Y}
}
