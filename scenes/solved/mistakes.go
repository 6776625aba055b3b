package solved

import (
	"strings"

	"tabula/lang"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/scenes/ui"
)

// Mistakes are the first mistake of each seat of a finished solved game,
// judged by its solution once it is loaded.
type Mistakes struct {
	judged bool          // known, or could not be
	first  []*ai.Mistake // by seat; nil for a seat that made none
	err    error
	// words are text's words once judged, in the language wordsIn: the
	// result screen draws them at every frame, and each move said in
	// words replays a position.
	words   string
	wordsIn lang.Lang
}

// Judged reports whether the mistakes are known, or could not be.
func (m *Mistakes) Judged() bool { return m.judged }

// Err returns why the mistakes could not be found, or nil.
func (m *Mistakes) Err() error { return m.err }

// Fail says that the mistakes cannot be found, for err: the solution
// did not load.
func (m *Mistakes) Fail(err error) { m.judged, m.err = true, err }

// Judge finds the first mistakes of h's steps with the analyst a, once.
func (m *Mistakes) Judge(a ai.Analyst, h *rules.History) {
	if m.judged {
		return
	}
	m.judged = true
	m.first, m.err = ai.FirstMistakes(a, h)
}

// Of returns the first mistake of seat p, or nil.
func (m *Mistakes) Of(p rules.Player) *ai.Mistake {
	if int(p) < len(m.first) {
		return m.first[p]
	}
	return nil
}

// At returns the seats whose first mistake is step i.
func (m *Mistakes) At(i int) []rules.Player {
	var out []rules.Player
	for p, mk := range m.first {
		if mk != nil && mk.Step == i {
			out = append(out, rules.Player(p))
		}
	}
	return out
}

// Text says each seat's first mistake, or that there was none: the moves
// in words, as move says the move of a notation from the position after
// a number of steps, their notation after them.
func (m *Mistakes) Text(e *ui.Env, players int, name func(rules.Player) string, move func(at int, note string) string) string {
	switch {
	case !m.judged:
		return e.T("The mistakes are found once the solved game is loaded…")
	case m.err != nil:
		return e.F("No mistakes can be found here: %s", m.err.Error())
	case m.words != "" && m.wordsIn == e.Lang:
		return m.words
	}
	var parts []string
	for p := range rules.Player(players) {
		mk := m.Of(p)
		if mk == nil {
			parts = append(parts, e.F("%s: no mistake.", name(p)))
			continue
		}
		parts = append(parts, e.F("%s's first mistake, move %d: %s (%s) turned %s into %s; %s (%s) would have kept it.",
			name(p), mk.Step+1, move(mk.Step, mk.Move), mk.Move, valueWords(e, mk.Before), valueWords(e, mk.After), move(mk.Step, mk.Best), mk.Best))
	}
	m.words, m.wordsIn = strings.Join(parts, " "), e.Lang
	return m.words
}

// valueWords says a value in words: "a win of 2 points in 3 moves (both
// sides')", "a draw", "a loss of 1 point in 40 moves (both sides')": a
// newcomer does not know "plies".
func valueWords(e *ui.Env, v ai.Value) string {
	switch {
	case v.Points > 0:
		return e.F("a win of %s in %d moves (both sides')", e.Points(int(v.Points)), v.Plies)
	case v.Points < 0:
		return e.F("a loss of %s in %d moves (both sides')", e.Points(int(-v.Points)), v.Plies)
	}
	return e.T("a draw")
}
