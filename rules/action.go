package rules

// Action is one step of a game: a decision of a seat or the outcome of a
// throw. Its encoding belongs to each game; the notation of the game (see
// [State.FormatAction]) is the only public spelling.
type Action uint32

// Outcome is one possible result of a throw with its exact weight. The
// probability of an outcome is its weight divided by the sum of the weights
// of all the outcomes of the step.
type Outcome struct {
	Action Action
	Weight int
}

// TotalWeight returns the sum of the weights.
func TotalWeight(outcomes []Outcome) int {
	n := 0
	for _, o := range outcomes {
		n += o.Weight
	}
	return n
}

// Pick returns the outcome that the number x selects, for x in
// [0, TotalWeight(outcomes)): outcomes take consecutive ranges of x in
// their listed order, each as wide as its weight. Pick panics if x is out of
// range, since a driver that draws outside the range is broken.
func Pick(outcomes []Outcome, x int) Action {
	if x >= 0 {
		for _, o := range outcomes {
			if x < o.Weight {
				return o.Action
			}
			x -= o.Weight
		}
	}
	panic("rules: Pick out of range")
}
