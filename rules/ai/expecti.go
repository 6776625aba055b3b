package ai

import (
	"slices"

	"tabula/rules"
)

// Scores holds a score per seat: how well each player stands, in the units
// of the game's evaluation (about a cell of progress).
type Scores [4]int32

// Race is what [Expectimax] needs of a race game.
type Race[S any, P Copier[S]] struct {
	Hash func(P) uint64 // nil: no transposition table
	Eval func(P) Scores // the static scores of every seat
	// GivesUp reports whether an action gives up the rest of a turn,
	// such as Thayyam's end, which loses the throws left in the pool
	// (nil: the game has none). A level's noise is never added to it: a
	// noisy level misjudges its moves, but gives up only when its
	// evaluation finds every move worse, not on a bad draw of the noise.
	GivesUp func(P, rules.Action) bool
	// Own makes each player maximise his own score rather than his lead
	// over the best of the others: for scores that are chances to win
	// (see [ChanceScores]), where a lead means nothing more.
	Own bool
}

// ExpectimaxConfig is how far one level of a race game searches with
// [Expectimax].
type ExpectimaxConfig struct {
	Depth  int  // the chance steps looked through, at most
	Nodes  int  // the node budget
	Noise  int  // the amplitude of the noise added to each root move's value
	Greedy bool // judge a move by the position right after it, not at the next throw
}

// WinValue is the score of a player who has won, in [Scores].
const WinValue = 1 << 20

// utility is what seat p wants of the scores v: to be ahead of the best of
// the others, since only the first home wins; or, when v are chances
// (own), its own chance.
func utility(v *Scores, p rules.Player, players int, own bool) int32 {
	if own {
		return v[p]
	}
	best := int32(-1 << 30)
	for q := range players {
		if rules.Player(q) != p {
			best = max(best, v[q])
		}
	}
	return v[p] - best
}

// ex is an expectimax search with a score per seat (max-n at decisions):
// each player maximises his own utility; chance steps average over every
// throw with the rules' exact weights. Depth counts chance steps, so a
// player's whole turn (Thayyam's moves one after another with one pool) is
// one layer.
type ex[S any, P Copier[S]] struct {
	plies[S, P]
	s       *Search
	g       Race[S, P]
	cfg     ExpectimaxConfig
	players int
	outs    [][]rules.Outcome
	memo    map[memoKey]Scores
	abort   bool
}

type memoKey struct {
	hash  uint64
	depth int
}

// maxPly bounds the plies of a race search: a Thayyam phase with a huge
// pool is the longest chain of decisions.
const maxPly = 96

// Expectimax chooses s's move by expectimax search with a score per seat
// (max-n at decisions), averaging over every throw with the rules' exact
// weights, within cfg's depth in chance steps and node budget.
func Expectimax[S any, P Copier[S]](s *Search, g Race[S, P], cfg ExpectimaxConfig) {
	newEx(s, g, cfg).run()
}

func newEx[S any, P Copier[S]](s *Search, g Race[S, P], cfg ExpectimaxConfig) *ex[S, P] {
	e := &ex[S, P]{plies: newPlies[S, P](s.st, maxPly+1), s: s, g: g, cfg: cfg, players: s.st.Players()}
	e.outs = make([][]rules.Outcome, maxPly+1)
	if g.Hash != nil {
		e.memo = make(map[memoKey]Scores)
	}
	return e
}

// run chooses the root move. Root moves are first ordered by the position
// right after them, which is the whole choice of a greedy level; then each
// iteration looks one chance step further, and an iteration cut short by
// the budget keeps the moves it judged in full.
func (e *ex[S, P]) run() {
	root := e.at(0)
	me := root.ToMove()
	moves := root.Legal(nil)
	e.s.Shuffle(moves)
	quick := make([]int32, len(moves))
	for i, m := range moves {
		e.s.Tick()
		v := e.g.Eval(e.play(0, m))
		quick[i] = utility(&v, me, e.players, e.g.Own)
		if e.cfg.Greedy && e.cfg.Noise > 0 {
			quick[i] += e.noise(root, m)
		}
	}
	idx := make([]int, len(moves))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return int(quick[b] - quick[a]) })
	order := make([]rules.Action, len(moves))
	for i, j := range idx {
		order[i] = moves[j]
	}
	e.s.best = order[0]
	if e.cfg.Greedy {
		return
	}
	for depth := 1; depth <= e.cfg.Depth; depth++ {
		best, bestU, complete := order[0], int32(0), 0
		for _, m := range order {
			e.play(0, m)
			v := e.value(1, depth)
			if e.abort {
				break
			}
			u := utility(&v, me, e.players, e.g.Own)
			if e.cfg.Noise > 0 && u > -WinValue/2 && u < WinValue/2 {
				u += e.noise(root, m)
			}
			complete++
			if complete == 1 || u > bestU {
				best, bestU = m, u
			}
		}
		if complete > 0 {
			e.s.best = best
			i := slices.Index(order, best)
			copy(order[1:i+1], order[:i])
			order[0] = best
		}
		if e.abort {
			return
		}
	}
}

// noise returns the level's error in judging the root move m: a draw of
// the noise, or nothing for a move that gives up the turn. The noise is
// drawn for every move, so that the other moves get the same noise
// whatever the game says of giving up.
func (e *ex[S, P]) noise(root P, m rules.Action) int32 {
	n := int32(e.s.rng.IntN(e.cfg.Noise + 1))
	if e.g.GivesUp != nil && e.g.GivesUp(root, m) {
		return 0
	}
	return n
}

// value returns the scores of the position at ply, looking through depth
// more chance steps.
func (e *ex[S, P]) value(ply, depth int) Scores {
	st := e.at(ply)
	e.s.Tick()
	if e.s.nodes >= e.cfg.Nodes {
		e.abort = true
	}
	if e.abort {
		return Scores{}
	}
	switch p := st.ToMove(); {
	case p == rules.Over:
		return WinnerScores(st.Result(), e.players)
	case p == rules.Chance:
		if depth == 0 || ply >= maxPly {
			return e.g.Eval(st)
		}
		outs := st.Outcomes(e.outs[ply][:0])
		e.outs[ply] = outs
		var sum [4]int64
		total := int64(0)
		for _, o := range outs {
			e.play(ply, o.Action)
			v := e.value(ply+1, depth-1)
			if e.abort {
				return Scores{}
			}
			for q := range e.players {
				sum[q] += int64(o.Weight) * int64(v[q])
			}
			total += int64(o.Weight)
		}
		var v Scores
		for q := range e.players {
			v[q] = int32(sum[q] / total)
		}
		return v
	default:
		if ply >= maxPly {
			return e.g.Eval(st)
		}
		var key memoKey
		if e.memo != nil {
			key = memoKey{e.g.Hash(st), depth}
			if v, ok := e.memo[key]; ok {
				return v
			}
		}
		moves := st.Legal(e.moves[ply][:0])
		e.moves[ply] = moves
		var best Scores
		bestU := int32(-1 << 30)
		for _, m := range moves {
			e.play(ply, m)
			v := e.value(ply+1, depth)
			if e.abort {
				return Scores{}
			}
			if u := utility(&v, p, e.players, e.g.Own); u > bestU {
				best, bestU = v, u
			}
		}
		if e.memo != nil {
			e.memo[key] = best
		}
		return best
	}
}

// ChanceScores returns each seat's chance to win, in units of 1/65536
// (package tabula/rules/ai/nn's One), as scores: a chance of 1 is
// [WinValue], as a win is.
func ChanceScores(c [4]int32) (v Scores) {
	for p, x := range c {
		v[p] = x * (WinValue >> 16)
	}
	return v
}

// WinnerScores scores a finished race: each winner has WinValue, the
// others nothing.
func WinnerScores(r rules.Result, players int) Scores {
	var v Scores
	for p := range players {
		if r.Winners.Has(rules.Player(p)) {
			v[p] = WinValue
		}
	}
	return v
}

// DangerWeight scales the chance w that the enemy seat q hits a piece of
// seat p by when q moves, turn being the seat to play now: in full if q
// plays now; if p plays first, it may run away, and the enemy just after it
// is the one to fear; others move later, when much will have changed.
func DangerWeight(w int32, p, q, turn, players int) int32 {
	switch {
	case q == turn:
		return w
	case p == turn && q == (turn+1)%players:
		return w / 2
	case p == turn:
		return w / 4
	}
	return w / 2
}
