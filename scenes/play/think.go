package play

import (
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/scenes/luck"
	"tabula/scenes/solved"
	"tabula/scenes/ui"
	"tabula/session"
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
	solved   solved.Analysis
	odds     luck.ChanceLine
}

// stop abandons the searches under way, the computer's and the hint's:
// the position they were made for has changed, or the game is left.
func (a *advice) stop() {
	a.computer.stop()
	if s := a.hint.search; s != nil {
		s.Stop()
		a.hint.search = nil
	}
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

// stop abandons the search under way.
func (c *computerTurn) stop() {
	if c.search != nil {
		c.search.Stop()
		c.search = nil
	}
}

// Update runs one tick of the computer's turn in sess: it returns its
// step once the pause is over, the throw or the move searched a slice a
// tick; while a file it plays with is loading (see awaits), it waits. An
// error starting the search is returned, to be said.
func (c *computerTurn) Update(env *ui.Env, sess *session.Session) (step func() ([]rules.Event, error), err error) {
	c.pause--
	c.thought++
	if !sess.ComputerDecides() {
		if c.pause <= 0 {
			return sess.ComputerStep, nil // a throw
		}
		return nil, nil
	}
	if c.search == nil {
		if awaits(env, sess) != "" {
			return nil, nil
		}
		s, err := sess.ComputerSearch()
		if err != nil {
			return nil, err
		}
		c.search = s
	}
	if c.search.Step(searchSlice) && c.pause <= 0 {
		search := c.search
		return func() ([]rules.Event, error) { return sess.PlayComputer(search) }, nil
	}
	return nil, nil
}

// awaits names what the computer to move waits for, or returns "": a
// seat of the level perfect, its game's solution; a seat of the level
// hard, its game's learned value (in the browser, both are fetched when
// a game first needs them). When loading failed it waits no more: perfect
// then plays as hard, and hard as classic.
func awaits(env *ui.Env, sess *session.Session) string {
	if !sess.ComputerDecides() {
		return ""
	}
	g := sess.Game()
	switch sess.Level(sess.Actor()) {
	case ai.Perfect:
		if l := env.Oracle(g); l != nil && l.Oracle() == nil && l.Err() == nil {
			return env.T("(loading the solved game)")
		}
	case ai.Hard:
		if l := env.Table(g); l != nil && l.Waits() {
			return env.T("(loading what it learned)")
		}
	}
	return ""
}

// hint is the move suggested to the person to move: the search that looks
// for it, then the move found; ticks counts the search's ticks, for its
// indicator.
type hint struct {
	search *ai.Search
	found  *rules.Choice
	ticks  int
}

// ask starts looking for the move to hint in sess, unless it is found or
// being looked for, and says so; an error is said instead.
func (h *hint) ask(sess *session.Session, env *ui.Env) (note string) {
	if h.found != nil || h.search != nil {
		return ""
	}
	s, err := sess.HintSearch()
	if err != nil {
		return err.Error()
	}
	*h = hint{search: s}
	return env.T("Looking for a good move")
}

// show shows the move c on the board, as a hint found.
func (h *hint) show(c rules.Choice) { *h = hint{found: &c} }

// Update spends one slice of the hint's search; once it is done, the move
// found among choices shows on the board, and Update returns it.
func (h *hint) Update(choices []rules.Choice) (found *rules.Choice) {
	if h.search == nil {
		return nil
	}
	h.ticks++
	if !h.search.Step(searchSlice) {
		return nil
	}
	best := h.search.Best()
	h.search = nil
	for _, c := range choices {
		if c.Action == best {
			h.found = &c
			return h.found
		}
	}
	return nil
}

// hintWords says a hint found: "Hint: South: pawn a from 14 to 17 (the
// hard level's choice)".
func hintWords(env *ui.Env, sess *session.Session, words speaker, c rules.Choice) string {
	how := env.T("the hard level's choice")
	if sess.HintLevel() == ai.Perfect {
		how = env.T("perfect play")
	}
	return env.F("Hint: %s (%s)", words.move(c), how)
}
