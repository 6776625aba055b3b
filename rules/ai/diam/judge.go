package diam

import (
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/diam"
)

// judgeDepth is how deep the analysis searches after each move, in plies,
// and judgeScale the score that the analysis reads as three chances in four
// (a threat of the side to move is about 750, nearly a win).
const (
	judgeDepth = 3
	judgeScale = 300
)

// Judge returns the judge of Diam's positions for the analysis of a game:
// each move scored by a search of three plies with the hard level's
// evaluation, the scores read as chances through a logistic curve.
func (engine) Judge(ai.Oracle) (ai.Judge, error) { return judge{}, nil }

type judge struct{}

// game is what the alpha-beta search needs of Diam.
var game = ai.TwoSided[diam.State, *diam.State]{
	Hash: func(st *diam.State) uint64 {
		col, occ, meta := st.Code()
		return ai.Mix64(col ^ ai.Mix64(occ^uint64(meta)<<56))
	},
	Side:  func(st *diam.State, p rules.Player) int { return st.Side(int(p)) },
	Eval:  evaluate,
	Score: score,
}

// Chances returns each seat's chance to win at st: its side's.
func (j judge) Chances(t *ai.Search, s rules.State) ai.Chances {
	st := s.(*diam.State)
	if st.ToMove() == rules.Over {
		t.Tick()
		return j.of(st, score(st))
	}
	scores := ai.ScoreMoves(t, st, game, judgeDepth)
	best := scores[0]
	for _, v := range scores[1:] {
		if st.Side(int(st.ToMove())) == 0 {
			best = max(best, v)
		} else {
			best = min(best, v)
		}
	}
	return j.of(st, best)
}

// MoveChances appends the chances after each legal move of st.
func (j judge) MoveChances(t *ai.Search, s rules.State, buf []ai.Chances) []ai.Chances {
	st := s.(*diam.State)
	for _, v := range ai.ScoreMoves(t, st, game, judgeDepth) {
		buf = append(buf, j.of(st, v))
	}
	return buf
}

// of returns each seat's chances when side 0's score is v; a draw is half
// a win for everyone.
func (judge) of(st *diam.State, v int) ai.Chances {
	var c ai.Chances
	if st.ToMove() == rules.Over && st.Result().Status == rules.Draw {
		for p := range st.Players() {
			c[p] = ai.ChanceOne / 2
		}
		return c
	}
	c0, c1 := ai.ScoreChances(v, judgeScale)
	for p := range st.Players() {
		c[p] = c0
		if st.Side(p) == 1 {
			c[p] = c1
		}
	}
	return c
}
