package scenes

import (
	"strconv"

	"tabula/rules"
	"tabula/rules/dejarik/solve"
)

// gameReview steps through the record of a finished game: the rules replay
// it once, keeping the position after every number of steps and each
// step's move as the screen shows one; the screen only picks which to
// show. For Dejarik it also holds the first mistake of each side, judged by
// the solved game once it is loaded.
type gameReview struct {
	rec    *rules.Record
	states []rules.State  // states[i] is the position after i steps
	moves  []rules.Choice // moves[i] is step i as a choice (a throw: Moves false)
	at     int            // the number of steps of the position shown

	judged   bool // the mistakes are known (or could not be)
	mistakes [2]*solve.Mistake
	judgeErr error
}

// newReview replays rec with the rules, or returns the error of a record
// that does not replay.
func newReview(rec *rules.Record) (*gameReview, error) {
	st, err := rec.Game.New(rec.Options)
	if err != nil {
		return nil, err
	}
	r := &gameReview{rec: rec, states: []rules.State{st.Clone()}}
	var choices []rules.Choice
	for _, step := range rec.Steps {
		a, err := st.ParseAction(step)
		if err != nil {
			return nil, err
		}
		c := rules.Choice{Action: a, Note: step}
		choices = rules.Choices(st, choices[:0])
		for _, ch := range choices {
			if ch.Action == a {
				c = ch
			}
		}
		if _, err := st.Apply(a, nil); err != nil {
			return nil, err
		}
		r.moves = append(r.moves, c)
		r.states = append(r.states, st.Clone())
	}
	r.at = len(rec.Steps)
	return r, nil
}

// state returns the position shown.
func (r *gameReview) state() rules.State { return r.states[r.at] }

// lastMove returns the move that led to the position shown, or nil at the
// start.
func (r *gameReview) lastMove() *rules.Choice {
	if r.at == 0 {
		return nil
	}
	return &r.moves[r.at-1]
}

// step moves the position shown by d steps, within the record.
func (r *gameReview) step(d int) { r.at = min(max(r.at+d, 0), len(r.moves)) }

// judge finds the first mistakes with the table t, once.
func (r *gameReview) judge(t *solve.Table) {
	if r.judged {
		return
	}
	r.judged = true
	r.mistakes, r.judgeErr = solve.FirstMistakes(t, r.rec)
}

// line says which position is shown: "The start: 40 moves to replay", or
// "Move 12 of 40: White O3-I3", marked when it is a side's first mistake.
func (r *gameReview) line(name func(rules.Player) string) string {
	n := len(r.moves)
	if r.at == 0 {
		return "The start: " + strconv.Itoa(n) + " moves to replay"
	}
	m := r.moves[r.at-1]
	before := r.states[r.at-1]
	who := before.ToMove()
	text := "Move " + strconv.Itoa(r.at) + " of " + strconv.Itoa(n) + ": "
	if who >= 0 {
		text += name(who) + " "
	}
	text += m.Note
	for p, mk := range r.mistakes {
		if mk != nil && mk.Ply == r.at-1 {
			text += ", " + name(rules.Player(p)) + "'s first mistake"
		}
	}
	return text
}

// mistakeText says each side's first mistake, or that there was none.
func (r *gameReview) mistakeText(name func(rules.Player) string) string {
	switch {
	case !r.judged:
		return "The mistakes are found once the solved game is loaded…"
	case r.judgeErr != nil:
		return "No mistakes can be found here: " + r.judgeErr.Error()
	}
	text := ""
	for p, mk := range r.mistakes {
		who := name(rules.Player(p))
		if mk == nil {
			text += who + ": no mistake. "
			continue
		}
		text += who + "'s first mistake, move " + strconv.Itoa(mk.Ply+1) + ": " + mk.Move + " turned " +
			valueWords(mk.Before) + " into " + valueWords(mk.After) + "; " + mk.Best + " would have kept it. "
	}
	return text[:len(text)-1]
}

// valueWords says a value in words: "a win of 2 points in 3 plies", "a
// draw", "a loss of 1 point in 40 plies".
func valueWords(v solve.Value) string {
	plies := " in " + strconv.Itoa(int(v.Plies)) + " plies"
	switch {
	case v.Points > 0:
		return "a win of" + pointsText(int(v.Points)) + plies
	case v.Points < 0:
		return "a loss of" + pointsText(int(-v.Points)) + plies
	}
	return "a draw"
}
