package scenes

import (
	"strconv"

	"tabula/rules"
	"tabula/rules/ai"
)

// mistakes are the first mistake of each seat of a finished solved game,
// judged by its solution once it is loaded.
type mistakes struct {
	judged bool          // known, or could not be
	first  []*ai.Mistake // by seat; nil for a seat that made none
	err    error
}

// judge finds the first mistakes of h's steps with the analyst a, once.
func (m *mistakes) judge(a ai.Analyst, h *rules.History) {
	if m.judged {
		return
	}
	m.judged = true
	m.first, m.err = ai.FirstMistakes(a, h)
}

// of returns the first mistake of seat p, or nil.
func (m *mistakes) of(p rules.Player) *ai.Mistake {
	if int(p) < len(m.first) {
		return m.first[p]
	}
	return nil
}

// at returns the seats whose first mistake is step i.
func (m *mistakes) at(i int) []rules.Player {
	var out []rules.Player
	for p, mk := range m.first {
		if mk != nil && mk.Step == i {
			out = append(out, rules.Player(p))
		}
	}
	return out
}

// text says each seat's first mistake, or that there was none.
func (m *mistakes) text(players int, name func(rules.Player) string) string {
	switch {
	case !m.judged:
		return "The mistakes are found once the solved game is loaded…"
	case m.err != nil:
		return "No mistakes can be found here: " + m.err.Error()
	}
	text := ""
	for p := range rules.Player(players) {
		who := name(p)
		mk := m.of(p)
		if mk == nil {
			text += who + ": no mistake. "
			continue
		}
		text += who + "'s first mistake, move " + strconv.Itoa(mk.Step+1) + ": " + mk.Move + " turned " +
			valueWords(mk.Before) + " into " + valueWords(mk.After) + "; " + mk.Best + " would have kept it. "
	}
	return text[:len(text)-1]
}

// valueWords says a value in words: "a win of 2 points in 3 plies", "a
// draw", "a loss of 1 point in 40 plies".
func valueWords(v ai.Value) string {
	plies := " in " + strconv.Itoa(int(v.Plies)) + " plies"
	switch {
	case v.Points > 0:
		return "a win of" + pointsText(int(v.Points)) + plies
	case v.Points < 0:
		return "a loss of" + pointsText(int(-v.Points)) + plies
	}
	return "a draw"
}
