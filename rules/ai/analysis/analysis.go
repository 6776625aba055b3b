// Package analysis judges a game once played, for every game of tabula:
// each seat's chance to win after every step, the luck of every throw, the
// cost of every decision, and each seat's largest mistakes with the move
// that was better. The chances come from the game's judge ([ai.Judge]):
// the solved table for Dejarik, a search for Diam, the learned value for
// Daryon and Thayyam.
//
// # Definitions
//
// A position's chances are the judge's: at a decision, those of the best
// move for the seat deciding. The luck of a throw, for a seat, is its
// chance after the throw less the mean of its chances after every throw
// that could have come, weighed as the rules weigh them; a seat's luck is
// the sum over every throw of the game, its own and the others' (a bad
// throw of the other player is good luck for you), so that with two seats
// the two lucks add up to zero. The cost of a decision is the chance its
// seat lost against the best move; a seat's cost is the sum over its
// decisions, and its mistakes are its costliest decisions, at least
// [MistakeMin] each.
//
// # Use
//
// A screen must not wait: [New] starts an analysis, [Analysis.Step]
// advances it by a budget of work (nodes of the judge, as an [ai.Search]
// counts them) and reports when it is done, [Analysis.Progress] says how
// far it is, and [Analysis.Report] returns the figures of the steps judged
// so far. [Of] runs one to its end, for a tool. Everything is in integers
// until the report, so a game gets the same analysis on every processor
// and in the browser.
package analysis

import (
	"slices"

	"tabula/rules"
	"tabula/rules/ai"
)

// MistakeMin is the least cost of a decision counted as a mistake: two
// chances in a hundred.
const MistakeMin = ai.ChanceOne / 50

// MaxMistakes is the number of a seat's mistakes a report names, the
// costliest.
const MaxMistakes = 3

// Step is what the analysis found of one step of the game.
type Step struct {
	// Seat is the seat that decided, or whose lots were thrown.
	Seat rules.Player
	// Throw tells a throw of the lots from a decision.
	Throw bool
	// Note is the step in the game's notation.
	Note string
	// Luck is, for a throw, each seat's luck: its chance after the throw
	// less the mean over the throws that could have come, in units of
	// 1/(65536·Weight) (see [Step.LuckOf]).
	Luck   [4]int64
	Weight int64 // the sum of the throws' weights
	// Cost is, for a decision, the chance its seat lost against the best
	// move (0 for the best move, or a forced one), in units of 1/65536.
	Cost int32
	// Best is, for a decision that cost something, a best move, in the
	// game's notation; the first best move in legal order.
	Best string
	// Choices is, for a decision, the number of legal moves.
	Choices int
}

// LuckOf returns seat p's luck in the step, a chance from -1 to 1 (0 for a
// decision).
func (s *Step) LuckOf(p int) float64 {
	if s.Weight == 0 {
		return 0
	}
	return float64(s.Luck[p]) / float64(s.Weight) / ai.ChanceOne
}

// CostOf returns the step's cost, a chance from 0 to 1.
func (s *Step) CostOf() float64 { return float64(s.Cost) / ai.ChanceOne }

// Analysis is the analysis of a game in the making.
type Analysis struct {
	h       *rules.History
	judge   ai.Judge
	task    *ai.Search
	chances []ai.Chances // the positions judged, from the start
	steps   []Step       // the steps judged
	total   int          // the steps to judge
}

// New starts the analysis of the game h up to its present, judged by j
// (see [ai.JudgeOf]). h is cloned: the caller may go on with it.
func New(h *rules.History, j ai.Judge) *Analysis {
	a := &Analysis{h: h.Clone(), judge: j, total: h.At()}
	a.task = ai.NewTask(a.run)
	return a
}

// Of returns the analysis of the game h up to its present, judged by j.
func Of(h *rules.History, j ai.Judge) *Report {
	a := New(h, j)
	for !a.Step(1 << 30) {
	}
	return a.Report()
}

// Chances returns each seat's chances at st, judged by j at once: for a
// screen that shows them beside the turn line, where a position costs at
// most some thousands of nodes.
func Chances(j ai.Judge, st rules.State) ai.Chances {
	var c ai.Chances
	t := ai.NewTask(func(t *ai.Search) { c = j.Chances(t, st) })
	t.Step(1 << 30)
	return c
}

// Step spends about budget nodes of work and reports whether the analysis
// is done. Once done, further calls do nothing.
func (a *Analysis) Step(budget int) bool { return a.task.Step(budget) }

// Done reports whether the analysis is done.
func (a *Analysis) Done() bool { return a.task.Done() }

// Stop abandons an analysis not done, releasing what it holds; Report
// still gives what was judged.
func (a *Analysis) Stop() { a.task.Stop() }

// Progress returns the positions judged and the positions to judge (the
// steps and the start), for a progress bar.
func (a *Analysis) Progress() (done, total int) { return len(a.chances), a.total + 1 }

// Work returns the nodes spent so far.
func (a *Analysis) Work() int { return a.task.Nodes() }

// run judges every position and step.
func (a *Analysis) run(t *ai.Search) {
	var moves []ai.Chances
	var outs []rules.Outcome
	for i := range a.total + 1 {
		st := a.h.StateAt(i)
		if i == a.total || st.ToMove() == rules.Over {
			a.chances = append(a.chances, a.judge.Chances(t, st))
			continue
		}
		step := a.h.Step(i)
		s := Step{Seat: step.Actor, Throw: step.Throw(), Note: step.Note}
		if s.Throw {
			a.chances = append(a.chances, a.judge.Chances(t, st))
			outs = st.Outcomes(outs[:0])
			s.Luck, s.Weight = a.luck(t, st, outs, step.Action)
		} else {
			moves = a.judge.MoveChances(t, st, moves[:0])
			c, best, played := a.decision(st, moves, step.Action)
			a.chances = append(a.chances, c)
			s.Cost, s.Choices = c[st.ToMove()]-played[st.ToMove()], len(moves)
			if s.Cost > 0 {
				s.Best = st.FormatAction(best)
			}
		}
		a.steps = append(a.steps, s)
	}
}

// luck returns each seat's luck in the throw a at st, among outs, and the
// sum of the weights: W·c(a) − Σ w·c(o) for each seat, c(o) the chances
// after the throw o.
func (a *Analysis) luck(t *ai.Search, st rules.State, outs []rules.Outcome, thrown rules.Action) (luck [4]int64, weight int64) {
	var sum, got [4]int64
	for _, o := range outs {
		c := st.Clone()
		if _, err := c.Apply(o.Action, nil); err != nil {
			panic("analysis: a throw of the rules failed: " + err.Error())
		}
		ch := a.judge.Chances(t, c)
		for q := range st.Players() {
			sum[q] += int64(o.Weight) * int64(ch[q])
			if o.Action == thrown {
				got[q] = int64(ch[q])
			}
		}
		weight += int64(o.Weight)
	}
	for q := range st.Players() {
		luck[q] = weight*got[q] - sum[q]
	}
	return luck, weight
}

// decision returns the chances of the decision st (those of its best
// move), its best move, the first in legal order, and the chances after
// the move played.
func (a *Analysis) decision(st rules.State, moves []ai.Chances, played rules.Action) (c ai.Chances, best rules.Action, after ai.Chances) {
	p := st.ToMove()
	legal := st.Legal(nil)
	at := 0
	for i, m := range legal {
		if moves[i][p] > moves[at][p] {
			at = i
		}
		if m == played {
			after = moves[i]
		}
	}
	return moves[at], legal[at], after
}

// Report is the analysis of a game, or of the steps judged so far.
type Report struct {
	Players int
	// Over reports whether the game analysed was over (else Result means
	// nothing).
	Over bool
	// Chances holds each seat's chances at every position judged, from
	// the start: Chances[i] is the position after i steps.
	Chances []ai.Chances
	// Steps holds what was found of every step judged.
	Steps []Step
	// Seats sums it up for each seat.
	Seats []Seat
}

// Seat is what the analysis says of one seat.
type Seat struct {
	// Result is 1 for a seat that won, 0 for one that lost, ½ for a draw.
	Result float64
	// Luck is the sum of the seat's luck over every throw: what the lots
	// gave it, in chances to win.
	Luck float64
	// Cost is the sum of the chances its decisions lost.
	Cost float64
	// Decisions counts its decisions with more than one move, Mistakes its
	// decisions that cost at least MistakeMin.
	Decisions, Errors int
	// Mistakes are its costliest decisions, at most MaxMistakes, the
	// costliest first.
	Mistakes []Mistake
}

// Mistake is a decision that cost its seat at least MistakeMin.
type Mistake struct {
	Step   int     // the step's index in the game, from 0: the position before it is Chances[Step]
	Cost   float64 // the chance lost
	Played string  // the move played
	Best   string  // a best move
}

// Report returns the figures of the steps judged so far, all of them once
// the analysis is done. The report is the caller's.
func (a *Analysis) Report() *Report {
	n := a.h.StateAt(0).Players()
	r := &Report{Players: n, Chances: slices.Clone(a.chances), Steps: slices.Clone(a.steps), Seats: make([]Seat, n)}
	last := a.h.StateAt(a.total)
	r.Over = last.ToMove() == rules.Over
	if r.Over {
		res := last.Result()
		for p := range n {
			switch {
			case res.Status == rules.Draw:
				r.Seats[p].Result = 0.5
			case res.Winners.Has(rules.Player(p)):
				r.Seats[p].Result = 1
			}
		}
	}
	var luck [4]float64
	var cost [4]int64
	for i := range r.Steps {
		s := &r.Steps[i]
		if s.Throw {
			for p := range n {
				luck[p] += s.LuckOf(p)
			}
			continue
		}
		seat := &r.Seats[s.Seat]
		if s.Choices > 1 {
			seat.Decisions++
		}
		cost[s.Seat] += int64(s.Cost)
		if s.Cost >= MistakeMin {
			seat.Errors++
			seat.Mistakes = append(seat.Mistakes, Mistake{Step: i, Cost: s.CostOf(), Played: s.Note, Best: s.Best})
		}
	}
	for p := range n {
		seat := &r.Seats[p]
		seat.Luck = luck[p]
		seat.Cost = float64(cost[p]) / ai.ChanceOne
		slices.SortStableFunc(seat.Mistakes, func(x, y Mistake) int {
			switch {
			case x.Cost > y.Cost:
				return -1
			case x.Cost < y.Cost:
				return 1
			}
			return 0
		})
		seat.Mistakes = seat.Mistakes[:min(len(seat.Mistakes), MaxMistakes)]
	}
	return r
}

// ChanceOf returns seat p's chance at position i, from 0 to 1.
func (r *Report) ChanceOf(i, p int) float64 { return float64(r.Chances[i][p]) / ai.ChanceOne }

// Mark is a step worth showing on the graph of the chances: a throw whose
// luck for its thrower, or a decision whose cost, is at least the least
// asked of [Report.Marks].
type Mark struct {
	Step  int          // the step's index: it leads from Chances[Step] to Chances[Step+1]
	Seat  rules.Player // the thrower, or the seat that decided
	Throw bool         // a throw (luck), or a mistake (cost)
	Value float64      // the thrower's luck (negative: bad luck), or the cost
}

// Marks returns the throws whose luck for their thrower is at least least
// in size, good or bad, and the decisions that cost at least least, in the
// order of the game: the marks of the graph, each one a step a tap jumps
// to.
func (r *Report) Marks(least float64) []Mark {
	var marks []Mark
	for i := range r.Steps {
		s := &r.Steps[i]
		if s.Throw {
			if s.Seat >= 0 {
				if l := s.LuckOf(int(s.Seat)); l >= least || l <= -least {
					marks = append(marks, Mark{Step: i, Seat: s.Seat, Throw: true, Value: l})
				}
			}
			continue
		}
		if c := s.CostOf(); c >= least && c > 0 {
			marks = append(marks, Mark{Step: i, Seat: s.Seat, Value: c})
		}
	}
	return marks
}
