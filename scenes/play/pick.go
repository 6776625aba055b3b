package play

import (
	"slices"
	"tabula/help"
	"tabula/lang"
	"tabula/rules"
	"tabula/scenes/ui"
	"tabula/sprites"
)

// picking is a person's move in the making: the piece chosen, the
// keyboard's cursor, and the moves to pick among when several join the
// same places.
type picking struct {
	selected  *rules.Place   // the chosen source, if any
	cursor    int            // the keyboard's place in the ring of candidates and buttons
	keys      bool           // the keyboard was used last: show its cursor
	ambiguous []rules.Choice // several moves join the same places: the player picks one
}

// highlights returns the places to mark: the chosen piece and its
// destinations, or the place under the keyboard's cursor.
func (p *Play) highlights() []rules.Place {
	if p.phase != PhaseAwait {
		return nil
	}
	if sel := p.board.picking.selected; sel != nil {
		out := []rules.Place{*sel}
		for _, c := range p.board.choices {
			if c.Moves && sprites.SameSource(*sel, c.From) {
				out = append(out, c.To)
			}
		}
		return out
	}
	if pl, ok := p.keyPlace(); ok {
		return []rules.Place{pl}
	}
	return nil
}

// movableSources returns the places of the pieces the person to act may
// move, while none is chosen: each is ringed (see drawMovable), so that a
// newcomer sees what a throw allows.
func (p *Play) movableSources() []rules.Place {
	if p.phase != PhaseAwait || p.board.picking.selected != nil || p.board.picking.ambiguous != nil {
		return nil
	}
	var out []rules.Place
	for _, c := range p.board.choices {
		if c.Moves && !slices.ContainsFunc(out, func(q rules.Place) bool { return sprites.SameSource(q, c.From) }) {
			out = append(out, c.From)
		}
	}
	return out
}

// keyPlace returns the place of the board under the keyboard's cursor, if
// the keyboard is in use and its cursor is on the board, not on a button.
func (p *Play) keyPlace() (rules.Place, bool) {
	cands := p.candidates()
	if !p.board.picking.keys || p.board.picking.cursor >= len(cands) {
		return rules.Place{}, false
	}
	return cands[p.board.picking.cursor], true
}

// candidates returns the places the keyboard goes through before the
// buttons: the sources, or the destinations of the chosen source, while a
// person picks a move; none otherwise.
func (p *Play) candidates() []rules.Place {
	if p.phase != PhaseAwait || p.board.picking.ambiguous != nil || p.sess.State().ToMove() < 0 {
		return nil
	}
	if p.board.picking.selected == nil {
		return rules.Sources(p.board.choices)
	}
	var out []rules.Place
	for _, c := range p.board.choices {
		if c.Moves && sprites.SameSource(*p.board.picking.selected, c.From) {
			out = append(out, c.To)
		}
	}
	return out
}

// keyboard handles the keys: the arrows and Tab go round one ring, the
// board's candidates (pieces, or the chosen piece's destinations) and then
// the buttons, and Enter or Space acts on the one under the cursor; Escape
// lets go of a chosen piece. It reports whether a button acted, with the
// button's transition.
func (p *Play) keyboard(in *ui.Input) (ui.Transition, bool) {
	pk := &p.board.picking
	for _, a := range in.Actions {
		cands := p.candidates()
		n := len(cands) + len(p.buttons.menu.Buttons)
		switch a {
		case ui.ActionNext, ui.ActionRight, ui.ActionDown:
			pk.keys = true
			pk.cursor = p.ringStep(pk.cursor, +1, len(cands), n)
		case ui.ActionPrev, ui.ActionLeft, ui.ActionUp:
			pk.keys = true
			pk.cursor = p.ringStep(pk.cursor, -1, len(cands), n)
		case ui.ActionBack:
			if pk.ambiguous != nil {
				p.refresh() // as Cancel
			}
			pk.selected, pk.cursor = nil, 0
		case ui.ActionConfirm:
			pk.keys = true
			switch c := pk.cursor % n; {
			case c >= len(cands):
				if i := c - len(cands); !p.buttons.menu.Buttons[i].Disabled {
					p.env.Click()
					return p.buttons.acts[i](), true
				}
			case pk.selected == nil:
				p.pickSource(cands[c])
			default:
				p.pickTarget(cands[c].Cell)
			}
		}
	}
	if in.Pointer.Moved && !in.Pointer.Released && !in.Pointer.Down {
		pk.keys = false // a mouse moving hides the cursor, as in the menu
	}
	// The menu shows the focus when the cursor is on one of its buttons.
	p.buttons.menu.Keys = false
	if pk.keys {
		cands := len(p.candidates())
		p.buttons.menu.Keys = pk.cursor >= cands
		if p.buttons.menu.Keys {
			p.buttons.menu.Focus = min(pk.cursor-cands, len(p.buttons.menu.Buttons)-1)
		}
	}
	return ui.Stay(), false
}

// ringStep moves the keyboard's cursor by d round the ring of cands
// candidates and then the buttons, n places in all, over the buttons that
// are disabled.
func (p *Play) ringStep(cursor, d, cands, n int) int {
	for range n {
		cursor = (cursor + d + n) % n
		if cursor < cands || !p.buttons.menu.Buttons[cursor-cands].Disabled {
			break
		}
	}
	return cursor
}

// choose handles the pointer on the board while a person picks a move.
func (p *Play) choose(in *ui.Input) {
	if p.board.picking.ambiguous != nil || !in.Pointer.Released {
		return // the menu lists the moves to pick from
	}
	p.board.picking.keys = false
	st := p.sess.State()
	bp := p.board.frame.ToBoard(sprites.Point{X: in.Pointer.X, Y: in.Pointer.Y})
	if st.ToMove() == rules.Chance {
		// A piece tapped before the throw: the rules say what comes first.
		if src, ok := p.board.view.SourceAt(st, bp); ok {
			p.refuse(src, help.NoCell)
		}
		return
	}
	if p.board.picking.selected != nil {
		cell, ok := p.board.view.TargetAt(st, bp)
		if ok && p.pickTarget(cell) {
			return
		}
		if src, isSource := p.board.view.SourceAt(st, bp); ok && (!isSource || !p.movable(src)) {
			// A cell the chosen piece cannot reach: say why, and keep
			// the piece chosen for another try.
			p.refuse(*p.board.picking.selected, cell)
			return
		}
	}
	if src, ok := p.board.view.SourceAt(st, bp); ok {
		p.pickSource(src)
		return
	}
	if cell, ok := p.board.view.TargetAt(st, bp); ok && p.board.picking.selected == nil {
		// One tap on a destination suffices when a single piece can go there.
		var only []rules.Choice
		for _, c := range p.board.choices {
			if c.Moves && c.To.Cell == cell {
				only = append(only, c)
			}
		}
		if len(only) == 1 {
			p.play(only[0])
			return
		}
	}
	if other, ok := p.pieceUnder(bp); ok && p.board.picking.selected == nil && !p.isDestination(st, bp) {
		// A piece the person may not choose (the other side's, a
		// partner's reserve): the board takes no tap on it, but the
		// rules' words say why.
		p.refuse(other, help.NoCell)
		return
	}
	p.board.picking.selected = nil
}

// isDestination reports whether bp, a point of the board, lies on a cell
// where a move of the person's may land.
func (p *Play) isDestination(st rules.State, bp sprites.Point) bool {
	cell, ok := p.board.view.TargetAt(st, bp)
	return ok && slices.ContainsFunc(p.board.choices, func(c rules.Choice) bool { return c.Moves && c.To.Cell == cell })
}

// pieceUnder returns the place of the topmost piece of the position shown
// under bp, a point of the board, whoever owns it.
func (p *Play) pieceUnder(bp sprites.Point) (rules.Place, bool) {
	found, top, layer := false, rules.Place{}, 0
	for _, pc := range p.board.pieces {
		if pc.At.Sub(bp).Len() <= pc.R && (!found || pc.Layer >= layer) {
			found, top, layer = true, pc.Place, pc.Layer
		}
	}
	return top, found
}

// movable reports whether a piece at src has a legal move.
func (p *Play) movable(src rules.Place) bool {
	for _, c := range p.board.choices {
		if c.Moves && sprites.SameSource(src, c.From) {
			return true
		}
	}
	return false
}

// refuse says on the note line why a tap on from (and then on the cell to,
// or help.NoCell) chose no move, in the game's own words, when the game
// can say more than that it is not a legal move.
func (p *Play) refuse(from rules.Place, to int) {
	why := p.sess.Game().Help.Refusal(p.env.Lang, p.sess.State(), from, to)
	if why == "" {
		why = p.env.T("that is not a legal move")
	}
	p.status.note = lang.Sentence(why) + "."
}

// pickSource selects a piece, or plays its move at once when it has only one.
func (p *Play) pickSource(src rules.Place) {
	var mine []rules.Choice
	for _, c := range p.board.choices {
		if c.Moves && sprites.SameSource(src, c.From) {
			mine = append(mine, c)
		}
	}
	switch len(mine) {
	case 0:
		p.board.picking.selected = nil
		p.refuse(src, help.NoCell)
	case 1:
		p.play(mine[0])
	default:
		// Keep the place picked, not one choice's: pawns sharing a cell are
		// all chosen, and each shows its destinations.
		p.board.picking.selected, p.board.picking.cursor = &src, 0
		p.env.Click()
	}
}

// pickTarget plays the move of the chosen piece to cell; when several moves
// lead there (different throws of a pool), it asks which. It reports whether
// cell was a destination.
func (p *Play) pickTarget(cell int) bool {
	var to []rules.Choice
	for _, c := range p.board.choices {
		if c.Moves && sprites.SameSource(*p.board.picking.selected, c.From) && c.To.Cell == cell {
			to = append(to, c)
		}
	}
	switch len(to) {
	case 0:
		return false
	case 1:
		p.play(to[0])
	default:
		p.board.picking.ambiguous = to
		p.buildMenu()
	}
	return true
}

// joined reports whether another move joins the same places as c, so that
// after the two taps the person picks c by its button.
func (p *Play) joined(c rules.Choice) bool {
	for _, o := range p.board.choices {
		if o.Moves && o.Action != c.Action && sprites.SameSource(o.From, c.From) && o.To.Cell == c.To.Cell {
			return true
		}
	}
	return false
}

// keyFocus says what the keyboard's cursor is on, on the board, for a
// person who cannot see it ("South's pawn a on 14: it can go to 17 or
// 19"); "" when the keyboard is not in use or its cursor is on a button.
func (p *Play) keyFocus() string {
	at, ok := p.keyPlace()
	if !ok {
		return ""
	}
	return help.Focus(p.sess.Game().Help, p.env.Lang, p.sess.State(), p.board.choices, at, p.board.picking.selected)
}
