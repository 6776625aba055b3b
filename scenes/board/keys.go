package board

import (
	"tabula/help"
	"tabula/lang"
	"tabula/rules"
	"tabula/scenes/ui"
	"tabula/sprites"
)

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
