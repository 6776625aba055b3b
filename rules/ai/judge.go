package ai

import (
	"errors"

	"tabula/rules"
	"tabula/rules/ai/nn"
)

// Chances are each seat's chance to win a position, in units of 1/65536
// ([ChanceOne]): a seat that has won has ChanceOne, the seats of a team
// win together (each has its side's chance), and a draw counts half a win
// for every seat.
type Chances [4]int32

// ChanceOne is a chance of 1 in [Chances].
const ChanceOne = nn.One

// Judge values the positions of a game for the analysis of a finished
// game (package tabula/rules/ai/analysis). Its methods count their work with
// the Tick of the task they are given, which pauses a task run in slices
// (see [NewTask]).
type Judge interface {
	// Chances returns each seat's chance to win at st.
	Chances(t *Search, st rules.State) Chances
	// MoveChances appends to buf, for every legal move of st, a position
	// where a seat is to decide, in the order of st.Legal, the chances
	// after it, and returns the extended slice.
	MoveChances(t *Search, st rules.State, buf []Chances) []Chances
}

// Judged is implemented by the engines that can judge positions: every
// game's. o is the game's solution where the judge needs it (Dejarik's).
type Judged interface {
	Judge(o Oracle) (Judge, error)
}

// JudgeOf returns the judge of the game that e plays.
func JudgeOf(e Engine, o Oracle) (Judge, error) {
	if j, ok := e.(Judged); ok {
		return j.Judge(o)
	}
	return nil, errors.New("ai: this game's positions cannot be judged")
}

// NewTask returns a task that runs run in slices, as a search does: call
// [Search.Step] with a budget of nodes until it reports done; run counts
// its nodes with [Search.Tick], where it pauses when the slice is spent.
// The task has no position, level or move: [Search.State] is nil and
// [Search.Best] means nothing.
func NewTask(run func(t *Search)) *Search {
	return &Search{run: run, rng: rules.NewRand(0)}
}

// RaceJudge judges a race game by its learned value: a chance step or a
// finished position by the value itself, a decision by the best of the
// positions its moves lead to, for the seat deciding. With Turn, a
// decision's move leads on to the end of the turn: the rest of the turn is
// searched, every series of moves to the next throw (as the level hard
// plays Thayyam, and as its value was learned), within TurnBudget
// positions a call, past which a position is judged where it stands.
// A RaceJudge is not safe for concurrent use.
type RaceJudge struct {
	Value func(rules.State) [4]int32
	Turn  bool
	Hash  func(rules.State) uint64 // identifies a position for the table of a turn's search
	memo  map[uint64]Chances
	nodes int
}

// TurnBudget bounds the positions of one call of a [RaceJudge] with Turn.
const TurnBudget = 30_000

// Chances returns each seat's chance to win at st.
func (j *RaceJudge) Chances(t *Search, st rules.State) Chances {
	j.start()
	return j.value(t, st)
}

// MoveChances appends the chances after each legal move of st.
func (j *RaceJudge) MoveChances(t *Search, st rules.State, buf []Chances) []Chances {
	j.start()
	for _, a := range st.Legal(nil) {
		buf = append(buf, j.value(t, j.after(st, a)))
	}
	return buf
}

// start readies the judge for a call.
func (j *RaceJudge) start() {
	j.nodes = 0
	if j.memo == nil {
		j.memo = make(map[uint64]Chances)
	}
	clear(j.memo)
}

// after returns the position after a at st.
func (j *RaceJudge) after(st rules.State, a rules.Action) rules.State {
	c := st.Clone()
	if _, err := c.Apply(a, nil); err != nil {
		panic("ai: a legal move failed: " + err.Error())
	}
	return c
}

// value returns the chances at st: a decision by its best move, which
// with Turn leads on to the end of the turn.
func (j *RaceJudge) value(t *Search, st rules.State) Chances {
	t.Tick()
	p := st.ToMove()
	if p < 0 || j.nodes >= TurnBudget {
		return j.Value(st)
	}
	j.nodes++
	var key uint64
	if j.Turn && j.Hash != nil {
		key = j.Hash(st)
		if c, ok := j.memo[key]; ok {
			return c
		}
	}
	var best Chances
	first := true
	for _, a := range st.Legal(nil) {
		c := j.after(st, a)
		var v Chances
		if j.Turn {
			v = j.value(t, c)
		} else {
			t.Tick()
			v = j.Value(c)
		}
		if first || v[p] > best[p] {
			best, first = v, false
		}
	}
	if j.Turn && j.Hash != nil {
		j.memo[key] = best
	}
	return best
}

// AnalystJudge judges a solved game by its table: a won position is a
// chance of 1 for the side that wins it, a drawn one a half for everyone.
type AnalystJudge struct {
	Analyst Analyst
	// Side returns the side (0 or 1) of a seat.
	Side func(st rules.State, p rules.Player) int
}

// Chances returns each seat's chance to win at st.
func (j AnalystJudge) Chances(t *Search, st rules.State) Chances {
	t.Tick()
	if st.ToMove() == rules.Over {
		return Chances(nn.Final(st.Result(), st.Players()))
	}
	moves, err := j.Analyst.MoveValues(st)
	if err != nil || len(moves) == 0 {
		return j.even(st)
	}
	return j.of(st, st.ToMove(), Best(moves))
}

// MoveChances appends the chances after each legal move of st.
func (j AnalystJudge) MoveChances(t *Search, st rules.State, buf []Chances) []Chances {
	t.Tick()
	moves, err := j.Analyst.MoveValues(st)
	if err != nil {
		for range st.Legal(nil) {
			buf = append(buf, j.even(st))
		}
		return buf
	}
	for _, mv := range moves {
		buf = append(buf, j.of(st, st.ToMove(), mv.Value))
	}
	return buf
}

// of returns the chances of a position worth v to seat p.
func (j AnalystJudge) of(st rules.State, p rules.Player, v Value) Chances {
	mine := int32(ChanceOne / 2)
	switch {
	case v.Points > 0:
		mine = ChanceOne
	case v.Points < 0:
		mine = 0
	}
	var c Chances
	for q := range st.Players() {
		c[q] = mine
		if j.Side(st, rules.Player(q)) != j.Side(st, p) {
			c[q] = ChanceOne - mine
		}
	}
	return c
}

// even returns the chances of a position the table does not know: even.
func (j AnalystJudge) even(st rules.State) Chances {
	var c Chances
	for q := range st.Players() {
		c[q] = ChanceOne / 2
	}
	return c
}
