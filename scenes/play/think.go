package play

import (
	"strings"

	"tabula/rules"
	"tabula/rules/ai"
)

// searchSlice is the number of nodes a search of the computer (or of a
// hint) may spend in one Update: a few milliseconds at most of the
// slowest game's nodes natively, and still well inside a frame in the
// browser, where the search shares the one thread with the animations.
// The hard level's longest search (Dejarik's 400,000 nodes) takes some 80
// frames.
const searchSlice = 5000

// advice is what the computer says or does on the board: a computer
// seat's thinking, the hint asked for, and Dejarik's analysis.
type advice struct {
	computer computerTurn
	hint     hint
	solved   analysis
}

// computerTurn is a computer seat's step in the making: pause counts down
// the least pause before it acts, thought counts up the ticks of thinking
// (for the indicator), and search is its move, advanced a slice per Update
// (nil until it starts).
type computerTurn struct {
	pause   int
	thought int
	search  *ai.Search
}

// wait starts a computer's turn with a pause of ticks.
func (c *computerTurn) wait(ticks int) { *c = computerTurn{pause: ticks} }

// hint is the move suggested to the person to move: the search that looks
// for it, then the move found; ticks counts the search's ticks, for its
// indicator.
type hint struct {
	search *ai.Search
	found  *rules.Choice
	ticks  int
}

// think runs one tick of a computer's turn: its throw after the pause, or
// its search and then its move.
func (p *Play) think() {
	c := &p.advice.computer
	c.pause--
	c.thought++
	switch {
	case p.sess.ComputerDecides():
		if p.advanceSearch() && c.pause <= 0 {
			p.step(func() ([]rules.Event, error) { return p.sess.PlayComputer(c.search) })
		}
	case c.pause <= 0:
		p.step(p.sess.ComputerStep) // a throw
	}
}

// advanceSearch spends one slice of the computer's search, starting it
// first, and reports whether its move is ready. A seat of the level perfect
// waits for its game's solution to load, unless loading failed (it then
// plays the hard level's move).
func (p *Play) advanceSearch() bool {
	c := &p.advice.computer
	if c.search == nil {
		if p.awaitsSolution() {
			return false
		}
		s, err := p.sess.ComputerSearch()
		if err != nil {
			p.status.note = err.Error()
			return false
		}
		c.search = s
	}
	return c.search.Step(searchSlice)
}

// awaitsSolution reports whether the computer to move plays perfectly and
// its game's solution is still loading.
func (p *Play) awaitsSolution() bool {
	l := p.env.Oracle(p.sess.Game())
	return l != nil && p.level() == ai.Perfect && l.Oracle() == nil && l.Err() == nil
}

// stopSearches abandons the searches under way, the computer's and the
// hint's: the position they were made for has changed, or the game is left.
func (p *Play) stopSearches() {
	if s := p.advice.computer.search; s != nil {
		s.Stop()
		p.advice.computer.search = nil
	}
	if s := p.advice.hint.search; s != nil {
		s.Stop()
		p.advice.hint.search = nil
	}
}

// askHint starts looking for the move to hint, unless it is found or being
// looked for.
func (p *Play) askHint() {
	if p.advice.hint.found != nil || p.advice.hint.search != nil {
		return
	}
	s, err := p.sess.HintSearch()
	if err != nil {
		p.status.note = err.Error()
		return
	}
	p.advice.hint = hint{search: s}
	p.status.note = p.env.T("Looking for a good move")
}

// advanceHint spends one slice of the hint's search; when it is done, the
// move shows on the board (and in the message line).
func (p *Play) advanceHint() {
	h := &p.advice.hint
	if h.search == nil {
		return
	}
	h.ticks++
	if !h.search.Step(searchSlice) {
		return
	}
	best := h.search.Best()
	h.search = nil
	for _, c := range p.board.choices {
		if c.Action == best {
			h.found = &c
			how := p.env.T("the hard level's choice")
			if p.sess.HintLevel() == ai.Perfect {
				how = p.env.T("perfect play")
			}
			p.status.note = p.env.F("Hint: %s (%s)", p.moveWords(c), how)
			return
		}
	}
}

// messageNow returns the message line as it shows this tick: while the
// computer or a hint searches, with dots that come and go, counted in
// ticks.
func (p *Play) messageNow() string {
	if p.phase != PhaseThinking || !p.sess.ComputerDecides() || len(p.sess.State().Legal(nil)) == 1 {
		return p.status.message
	}
	msg := p.status.message + strings.Repeat(".", 1+(p.advice.computer.thought/dotTicks)%3)
	if p.advice.computer.search == nil && p.awaitsSolution() {
		msg += " " + p.env.T("(loading the solved game)")
	}
	return msg
}

// noteNow returns the note under the turn line as it shows this tick: what
// the last tap did, or the last step in words; while a hint is looked for,
// with dots that come and go.
func (p *Play) noteNow() string {
	if problem := p.roomProblem(); problem != "" {
		return problem
	}
	if p.advice.hint.search != nil {
		return p.status.note + strings.Repeat(".", 1+(p.advice.hint.ticks/dotTicks)%3)
	}
	if p.status.note != "" {
		return p.status.note
	}
	if text := p.eventText(); text != "" || p.shownAt() > 0 {
		return text
	}
	// Before the first step: what the first turns ask (a pawn leaves home
	// only on a 1), before a pass says it.
	if opening := p.sess.Game().Help.Opening; opening != nil {
		return opening(p.env.Lang, p.shownState())
	}
	return ""
}
