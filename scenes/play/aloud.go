package play

import (
	"strings"

	"tabula/lang"
	"tabula/rules"
	"tabula/scenes/ui"
)

// aloud is the board read aloud, for a person who cannot see it: what the
// last key that reads the board asked, and how many times one was
// pressed, so that the same answer asked twice is said twice.
type aloud struct {
	answer string
	asked  int
	// page is the page's command (a spot chosen, a move typed) not yet
	// done: one that comes while a step plays waits for the person's
	// turn, and is not lost.
	page *ui.PageCommand
	// grid is the grid of the board last described, kept while what it
	// says cannot have changed (see gridKey): the probe is asked for at
	// every frame, and each cell's words read the rules' moves.
	grid    [][]ui.ProbeCell
	gridFor gridKey
}

// gridKey is what the words of the board's grid follow: the position
// shown, the game's present and length, the moves the person has, the
// piece chosen, the language.
type gridKey struct {
	shown, present, steps, choices int
	chosen                         rules.Place
	choosing                       bool
	lang                           lang.Lang
}

// readKeys answers the keys that read the board (L, P, I), from the
// keyboard or from the page's grid.
func (p *Play) readKeys(in *ui.Input) {
	for _, a := range in.Actions {
		p.readAloud(a)
	}
	if c := in.Page; c != nil {
		p.readAloud(c.Action)
	}
}

// readAloud answers one key that reads the board: the last move, the
// whole position, or the score with what the board does not show.
func (p *Play) readAloud(a ui.Action) {
	var text string
	switch a {
	case ui.ActionLastMove:
		text = p.lastMoveWords()
	case ui.ActionPosition:
		text = p.positionWords()
	case ui.ActionScore:
		text = p.status.message
		if c := captionOf(p); c != "" {
			text += ". " + c
		}
	default:
		return
	}
	p.aloud.answer = text
	p.aloud.asked++
}

// lastMoveWords says the last step before the position shown, as the log
// writes it.
func (p *Play) lastMoveWords() string {
	h := p.sess.History()
	shown := p.record.shownAt(h)
	p.record.log.Sync(h, p.env.T("The start"), p.words.step)
	if shown < 1 || shown > h.Len() {
		return p.env.T("No move yet")
	}
	return p.env.F("Last move: %s", p.record.log.Text(shown))
}

// positionWords says the whole position shown, spot by spot, those where
// a piece stands: the cells in the grid's order, then off the board.
func (p *Play) positionWords() string {
	h := p.sess.History()
	st := h.StateAt(p.record.shownAt(h))
	g := p.sess.Game().Help
	var said []string
	for _, row := range p.board.Spots(g, st) {
		for _, s := range row {
			if p.board.Occupied(s) {
				said = append(said, p.board.SpotName(g, p.env.Lang, st, s))
			}
		}
	}
	if len(said) == 0 {
		return p.env.T("The board is empty")
	}
	return p.env.F("The position: %s", strings.Join(said, "; "))
}

// pageCommand does what the page beside the picture asked this tick: a
// spot of the grid chosen (a piece, then its destination), or a move
// typed in the game's notation. picks reports whether a person picks a
// move now.
func (p *Play) pageCommand(c *ui.PageCommand, picks bool) {
	switch {
	case c == nil:
	case c.Move != "":
		p.typed(strings.TrimSpace(c.Move), picks)
	case c.Spot >= 0:
		st := p.sess.State()
		s, ok := p.board.SpotAt(p.sess.Game().Help, st, c.Spot)
		if !ok {
			return
		}
		if !picks && st.ToMove() != rules.Chance {
			p.status.note = p.env.T("Not now: it is not a person's turn to move here")
			return
		}
		p.choose(p.board.PickSpot(st, s))
		if sel := p.board.Picking.Selected; sel != nil {
			p.status.note = p.board.ChosenWords(p.sess.Game().Help, p.env.Lang, st)
		}
	}
}

// typed plays a move typed in the game's notation, or says why it cannot.
func (p *Play) typed(text string, picks bool) {
	st := p.sess.State()
	switch {
	case st.ToMove() == rules.Chance && p.phase == PhaseAwait && p.sess.HumanActs():
		if strings.EqualFold(text, "throw") || strings.EqualFold(text, p.env.T(labelThrow)) {
			p.throw()
			return
		}
		p.status.note = p.env.T("Throw first")
		return
	case !picks:
		p.status.note = p.env.T("Not now: it is not a person's turn to move here")
		return
	}
	a, err := st.ParseAction(text)
	if err != nil {
		p.status.note = p.env.F("“%s” is not a move in this game’s notation (for example %s)", text, st.FormatAction(p.board.Choices[0].Action))
		return
	}
	for _, c := range p.board.Choices {
		if c.Action == a {
			p.play(c)
			return
		}
	}
	p.status.note = p.env.F("“%s” is not a legal move now", text)
}

// probeBoard describes the grid of the position shown, for the page.
func probeBoard(p *Play) *ui.ProbeBoard {
	h := p.sess.History()
	st := h.StateAt(p.record.shownAt(h))
	g := p.sess.Game()
	if g.Help.Grid == nil {
		return nil
	}
	key := gridKey{shown: p.record.shownAt(h), present: h.At(), steps: h.Len(), choices: len(p.board.Choices), lang: p.env.Lang}
	if sel := p.board.Picking.Selected; sel != nil {
		key.chosen, key.choosing = *sel, true
	}
	if p.aloud.grid == nil || key != p.aloud.gridFor {
		p.aloud.grid, p.aloud.gridFor = p.board.ProbeBoard(g.Help, p.env.Lang, st), key
	}
	b := &ui.ProbeBoard{
		Name:   p.env.F("The board of %s", g.Rules.Title),
		Rows:   p.aloud.grid,
		Move:   p.env.T("Type a move"),
		Beside: captionOf(p),
		Names:  [2]string{p.env.T("Beside the board"), p.env.T("Keys of the board")},
		Keys:   p.env.T("G brings the keyboard onto the board, Escape back to the game's buttons; arrows go from cell to cell; Enter chooses a piece, then where it goes, and Enter again on a chosen piece chooses the next one there; L says the last move, P the whole position, I the score and what the board does not show."),
	}
	if p.record.shownAt(h) == h.At() && len(p.board.Choices) > 0 {
		b.Example = st.FormatAction(p.board.Choices[0].Action)
	}
	return b
}
