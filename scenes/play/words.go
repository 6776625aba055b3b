package play

import (
	"strings"

	"tabula/anim"
	"tabula/lang"
	"tabula/rules"
	"tabula/scenes/ui"
	"tabula/session"
)

// speaker says the game on the screen in the screens' language: its
// seats, its steps as the log writes them, a move before it is played,
// whose turn it is, why a tap chose no move.
type speaker struct {
	env  *ui.Env
	sess *session.Session
	// viewer is the seat from whose side the board's cells' names count
	// (the board's; see boardPart.labelFor), -1 for none.
	viewer *rules.Player
}

// seat names a seat of the game, in the screens' language.
func (s speaker) seat(q rules.Player) string {
	return s.env.Called(s.sess, q)
}

// step says step i of the history in words, as the log writes it.
func (s speaker) step(i int) string {
	h := s.sess.History()
	g := s.sess.Game()
	return g.Help.Describe(s.env.Lang, h.StateAt(i), h.StateAt(i+1), h.Step(i), s.seat, *s.viewer)
}

// move says a move of the person to move in words, as the log will once
// it is played: "South: pawn a from 14 to 17", "White: from outer 5 to
// inner 4".
func (s speaker) move(c rules.Choice) string {
	if text, ok := s.choice(s.sess.State(), c); ok {
		return text
	}
	return s.env.MoveLabel(s.sess, c)
}

// choice says the choice c of the seat to move in st in words, as the log
// would, and reports whether c could be played there.
func (s speaker) choice(st rules.State, c rules.Choice) (string, bool) {
	after := st.Clone()
	ev, err := after.Apply(c.Action, nil)
	if err != nil {
		return "", false
	}
	who := st.ToMove()
	step := rules.Step{Action: c.Action, Note: c.Note, ToMove: who, Actor: who, Events: ev}
	return s.sess.Game().Help.Describe(s.env.Lang, st, after, step, s.seat, *s.viewer), true
}

// moveAt says in words, without the seat's name the log puts first, the
// move of notation note from the position after at steps: "from outer 5
// to the centre" for O5-C. It returns the notation itself where no move
// of the position has it.
func (s speaker) moveAt(at int, note string) string {
	st := s.sess.History().StateAt(at)
	for _, c := range rules.Choices(st, nil) {
		if c.Note != note {
			continue
		}
		text, ok := s.choice(st, c)
		if !ok {
			break
		}
		if rest, cut := strings.CutPrefix(text, s.env.F("%s: %s", s.seat(st.ToMove()), "")); cut {
			return rest
		}
		return text
	}
	return note
}

// turn says who acts, to the person whose turn it is: "South, your
// throw", "South, your move"; else "North throws", "North is thinking",
// or "North to move" for a person of a room (online) or a move that plays
// itself.
func (s speaker) turn(online bool) string {
	st := s.sess.State()
	who := s.sess.Actor()
	if st.ToMove() == rules.Over {
		return s.env.F("Game over: %s", s.env.ResultText(s.sess))
	}
	name := s.env.SeatName(s.sess, who)
	switch {
	case st.ToMove() == rules.Chance && s.sess.HumanActs():
		return s.env.F("%s, your throw", name)
	case st.ToMove() == rules.Chance:
		return s.env.F("%s throws", name)
	case s.sess.HumanActs():
		return s.env.F("%s, your move", name)
	case len(st.Legal(nil)) == 1 || online && !s.sess.Seats()[who].Computer:
		return s.env.F("%s to move", name)
	}
	return s.env.F("%s is thinking", name)
}

// reading says which step is shown, at shown steps of the history: "The
// start: 40 steps", "Step 12 of 40", marked "(taken back)" in a game
// (not a record read) past its present.
func (s speaker) reading(shown int, record bool) string {
	h := s.sess.History()
	n := h.Len()
	if shown == 0 {
		return s.env.N(n, "The start: %d step", "The start: %d steps")
	}
	text := s.env.F("Step %d of %d", shown, n)
	if !record && shown > h.At() {
		text = s.env.F("%s (taken back)", text)
	}
	return text
}

// refusal says why a tap on from (and then on the cell to, or
// help.NoCell) chose no move, in the game's own words when the game can
// say more than that it is not a legal move, the seats called as the
// screens call them (a person's name typed in the set-up).
func (s speaker) refusal(from rules.Place, to int) string {
	why := s.sess.Game().Help.Refusal(s.env.Lang, s.sess.State(), from, to, s.seat)
	if why == "" {
		why = s.env.T("that is not a legal move")
	}
	return lang.Sentence(why) + "."
}

// note writes a step's note for the log in the screens' language: the
// notation's words translated ("throw 3", "lancer 3"; "a:in",
// "a:entre"), its letters, numbers and cells as they are. The record keeps
// the notation itself.
func (s speaker) note(note string) string {
	var b strings.Builder
	word := func(w string) string {
		switch w {
		case "throw":
			return s.env.T("throw")
		case "pass":
			return s.env.T("pass")
		case "end":
			return s.env.T("end")
		case "in":
			return s.env.T("in")
		}
		return w
	}
	start := -1
	for i, r := range note + " " {
		letter := r >= 'a' && r <= 'z'
		switch {
		case letter && start < 0:
			start = i
		case !letter && start >= 0:
			b.WriteString(word(note[start:i]))
			start = -1
		}
		if !letter && i < len(note) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// lastText returns the words of the last step before the position shown,
// as the log writes them, or "" at the start. While the lots are in the
// air (throwing), it is the step before the throw: the throw's points show
// when the lots land.
func (r *record) lastText(s speaker, throwing bool) string {
	h := s.sess.History()
	at := r.shownAt(h)
	if throwing && r.shown < 0 {
		at--
	}
	if at <= 0 {
		return ""
	}
	r.log.Sync(h, s.env.T("The start"), s.step)
	return r.log.Text(at)
}

// readTicks returns the ticks that the words text stay in view before the
// game plays on by itself: the time to read them (about five words a
// second), at the animations' speed.
func readTicks(speed anim.Speed, text string) int {
	return speed.Scale(len(strings.Fields(text)) * 12)
}
