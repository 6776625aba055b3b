// Package odds is the arithmetic of the lots: the exact chance of each
// throw of a game with chance, read from its rules alone, the throws
// observed in a game, on a device or in an experiment, and the facts a
// teacher draws from them — the mean, the chance of each value, the throws
// to wait for a value, the chance of a throw that gives another.
//
// A throw's law comes from the rules, never from a list kept here: the
// outcomes of a chance position ([rules.State.Outcomes], exact integer
// weights) are applied one by one to a copy of the position, and the
// [rules.EventThrow] each reports says what it is worth; whether it gives
// another throw is whether the same seat is to throw again right after it.
// Nothing in this package names a game.
//
// The facts are exact fractions ([Fraction]); floats appear only to show
// them. The package uses the standard library and tabula/rules only: no
// engine, so that the referee, the arena or a test can use it too.
package odds

import (
	"fmt"
	"slices"

	"tabula/rules"
)

// Row is one value a throw can be worth: Points, which come Ways times in
// Of (the sum of the weights of the outcomes worth Points, over the sum of
// all the weights).
type Row struct {
	Points int `json:"points"`
	Ways   int `json:"ways"`
	Of     int `json:"of"`
}

// Chance returns the row's chance, Ways/Of, reduced.
func (r Row) Chance() Fraction { return NewFraction(int64(r.Ways), int64(r.Of)) }

// Outcome is one outcome of the rules' throw with what it is worth.
type Outcome struct {
	Action rules.Action
	Note   string // as a record writes it: "throw 3"
	Weight int
	Points int
	// Again reports that the same seat throws again at once after it: the
	// throw goes on a series.
	Again bool
}

// Table is the exact law of a game's throw.
type Table struct {
	// Game is the game whose throw it is.
	Game *rules.Game
	// Rows are the values a throw can be worth, in increasing points.
	Rows []Row
	// Of is the sum of the weights: every row's Of.
	Of int
	// Outcomes are the rules' outcomes in their order, each with its worth.
	Outcomes []Outcome

	start rules.State // the chance position the outcomes were read at
}

// maxWalk bounds the steps followed from the start to a game's first
// throw.
const maxWalk = 1000

// New returns the table of the throw of g, with opts as
// [rules.Game.ParseOptions] returns them (nil: the defaults). A game
// without chance has no table: an error says so.
func New(g *rules.Game, opts rules.Options) (*Table, error) {
	if opts == nil {
		var err error
		if opts, err = g.ParseOptions(nil); err != nil {
			return nil, err
		}
	}
	st, err := firstThrow(g, opts)
	if err != nil {
		return nil, err
	}
	t := &Table{Game: g, start: st}
	outcomes := st.Outcomes(nil)
	thrower, _ := st.(rules.Thrower)
	var events []rules.Event
	for _, o := range outcomes {
		if o.Weight <= 0 {
			return nil, fmt.Errorf("odds: %s: %s has weight %d", g.Name, st.FormatAction(o.Action), o.Weight)
		}
		after := st.Clone()
		events, err = after.Apply(o.Action, events[:0])
		if err != nil {
			return nil, fmt.Errorf("odds: %s: %s: %w", g.Name, st.FormatAction(o.Action), err)
		}
		i := slices.IndexFunc(events, func(e rules.Event) bool { return e.Kind == rules.EventThrow })
		if i < 0 {
			return nil, fmt.Errorf("odds: %s: %s reports no throw", g.Name, st.FormatAction(o.Action))
		}
		again := false
		if th, ok := after.(rules.Thrower); ok && thrower != nil && after.ToMove() == rules.Chance {
			again = th.Thrower() == thrower.Thrower()
		}
		t.Outcomes = append(t.Outcomes, Outcome{Action: o.Action, Note: st.FormatAction(o.Action), Weight: o.Weight, Points: int(events[i].Points), Again: again})
		t.Of += o.Weight
	}
	if t.Of == 0 {
		return nil, fmt.Errorf("odds: %s: a throw with no outcome", g.Name)
	}
	for _, o := range t.Outcomes {
		j := slices.IndexFunc(t.Rows, func(r Row) bool { return r.Points == o.Points })
		if j < 0 {
			t.Rows = append(t.Rows, Row{Points: o.Points, Of: t.Of})
			j = len(t.Rows) - 1
		}
		t.Rows[j].Ways += o.Weight
	}
	slices.SortFunc(t.Rows, func(a, b Row) int { return a.Points - b.Points })
	return t, nil
}

// firstThrow returns the first chance position of a game: its start, or
// the first one reached by following the first legal decision. A game
// whose positions are not [rules.Thrower]s has no throw.
func firstThrow(g *rules.Game, opts rules.Options) (rules.State, error) {
	st, err := g.New(opts)
	if err != nil {
		return nil, err
	}
	if _, ok := st.(rules.Thrower); !ok {
		return nil, fmt.Errorf("odds: %s has no throw: chance plays no part in it", g.Name)
	}
	var legal []rules.Action
	var events []rules.Event
	for range maxWalk {
		switch st.ToMove() {
		case rules.Chance:
			return st, nil
		case rules.Over:
			return nil, fmt.Errorf("odds: %s ended before any throw", g.Name)
		}
		legal = st.Legal(legal[:0])
		if len(legal) == 0 {
			return nil, fmt.Errorf("odds: %s: a position with no legal step", g.Name)
		}
		if events, err = st.Apply(legal[0], events[:0]); err != nil {
			return nil, err
		}
	}
	return nil, fmt.Errorf("odds: %s: no throw in its first %d steps", g.Name, maxWalk)
}

// Row returns the row of a points value, and whether a throw can be worth
// it.
func (t *Table) Row(points int) (Row, bool) {
	for _, r := range t.Rows {
		if r.Points == points {
			return r, true
		}
	}
	return Row{Points: points, Of: t.Of}, false
}

// PointsOf returns what the throw a is worth, and whether a is one of the
// table's outcomes.
func (t *Table) PointsOf(a rules.Action) (int, bool) {
	for _, o := range t.Outcomes {
		if o.Action == a {
			return o.Points, true
		}
	}
	return 0, false
}

// Chance returns the exact chance that a throw is worth points (0 when it
// never is).
func (t *Table) Chance(points int) Fraction {
	r, _ := t.Row(points)
	return NewFraction(int64(r.Ways), int64(t.Of))
}

// Mean returns the mean worth of a throw: the sum of points × ways, over
// the total weight.
func (t *Table) Mean() Fraction {
	var sum int64
	for _, r := range t.Rows {
		sum += int64(r.Points) * int64(r.Ways)
	}
	return NewFraction(sum, int64(t.Of))
}

// Wait returns the mean number of throws until the first one worth points,
// that one included: 1/p for a chance p (a geometric law). ok is false for
// a value no throw is worth.
func (t *Table) Wait(points int) (wait Fraction, ok bool) {
	r, ok := t.Row(points)
	if !ok {
		return Fraction{}, false
	}
	return NewFraction(int64(r.Of), int64(r.Ways)), true
}

// Again returns the exact chance that a throw gives another throw at once
// (the same seat throws again), and the points values that do, in
// increasing order. ok is false when no throw gives another.
func (t *Table) Again() (chance Fraction, points []int, ok bool) {
	ways := 0
	for _, o := range t.Outcomes {
		if o.Again {
			ways += o.Weight
			if !slices.Contains(points, o.Points) {
				points = append(points, o.Points)
			}
		}
	}
	slices.Sort(points)
	return NewFraction(int64(ways), int64(t.Of)), points, ways > 0
}

// Series returns the mean number of throws of a series, when throws that
// give another throw make series: 1/(1 − q) for q the chance of another
// throw (ending with the first throw that does not give one). ok is false
// when no throw gives another (a series is then one throw), or when every
// throw does (a series never ends).
func (t *Table) Series() (throws Fraction, ok bool) {
	q, _, ok := t.Again()
	if !ok || q.Num == q.Den {
		return Fraction{}, false
	}
	return NewFraction(q.Den, q.Den-q.Num), true
}

// Experiment throws the lots n times at the table's chance position with
// the game's own random source, [rules.Throw] drawing from
// [rules.NewRand](seed), and counts the throws by points. The same seed
// and n give the same counts.
func (t *Table) Experiment(seed uint64, n int) Counts {
	rng := rules.NewRand(seed)
	var buf []rules.Outcome
	c := Counts{}
	for range n {
		a := rules.Throw(t.start, rng, &buf)
		p, ok := t.PointsOf(a)
		if !ok {
			panic("odds: rules.Throw drew an action that is not an outcome") // the rules' outcomes changed under the table
		}
		c[p]++
	}
	return c
}

// Gap returns the largest difference, over the table's values, between
// the share of c's throws worth a value and its exact chance: how far an
// observation is from the law, for display. It is 0 when c holds no
// throw.
func (t *Table) Gap(c Counts) float64 {
	n := c.Total()
	if n == 0 {
		return 0
	}
	gap := 0.0
	for _, r := range t.Rows {
		d := float64(c[r.Points])/float64(n) - float64(r.Ways)/float64(r.Of)
		gap = max(gap, d, -d)
	}
	return gap
}

// Fraction is an exact rational number Num/Den, reduced, Den > 0.
type Fraction struct {
	Num, Den int64
}

// NewFraction returns num/den reduced, with a positive denominator. It
// panics when den is 0.
func NewFraction(num, den int64) Fraction {
	if den == 0 {
		panic("odds: a fraction over 0")
	}
	if den < 0 {
		num, den = -num, -den
	}
	g := gcd(num, den)
	return Fraction{num / g, den / g}
}

func gcd(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 1
	}
	return a
}

// Float returns the fraction's value as a float, to show it.
func (f Fraction) Float() float64 {
	if f.Den == 0 {
		return 0
	}
	return float64(f.Num) / float64(f.Den)
}

// String writes the fraction "51/16", or "3" when it is whole (the zero
// Fraction is "0").
func (f Fraction) String() string {
	if f.Den <= 1 {
		return fmt.Sprint(f.Num)
	}
	return fmt.Sprintf("%d/%d", f.Num, f.Den)
}
