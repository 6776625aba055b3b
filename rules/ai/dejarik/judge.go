package dejarik

import (
	"tabula/rules"
	"tabula/rules/ai"
)

// Judge returns the judge of Dejarik's positions for the analysis of a
// game: the solved table o (see [Solution]), a won position a chance of 1
// for its winner, a drawn one a half for each.
func (engine) Judge(o ai.Oracle) (ai.Judge, error) {
	a, err := ai.AnalystOf(o)
	if err != nil {
		return nil, err
	}
	return ai.AnalystJudge{Analyst: a, Side: func(_ rules.State, p rules.Player) int { return int(p) }}, nil
}
