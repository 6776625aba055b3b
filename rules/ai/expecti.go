package ai

import (
	"slices"

	"tabula/rules"
)

// vec holds a score per seat: how well each player stands, in the units of
// the game's evaluation (about a cell of progress).
type vec [4]int32

// exGame is what the expectimax search needs of a race game.
type exGame[S any, P copier[S]] struct {
	hash func(P) uint64 // nil: no transposition table
	eval func(P) vec    // static scores of every seat
}

// exConfig is how far one level of a race game searches.
type exConfig struct {
	depth  int  // chance steps looked through, at most
	nodes  int  // node budget
	noise  int  // amplitude of the noise added to each root move's value
	greedy bool // judge a move by the position right after it, not at the next throw
}

// winValue is the score of a player who has won.
const winValue = 1 << 20

// utility is what seat p wants of the scores v: to be ahead of the best of
// the others, since only the first home wins.
func utility(v *vec, p rules.Player, players int) int32 {
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
type ex[S any, P copier[S]] struct {
	plies[S, P]
	s       *Search
	g       exGame[S, P]
	cfg     exConfig
	players int
	outs    [][]rules.Outcome
	memo    map[memoKey]vec
	abort   bool
}

type memoKey struct {
	hash  uint64
	depth int
}

// maxPly bounds the plies of a race search: a Thayyam phase with a huge
// pool is the longest chain of decisions.
const maxPly = 96

func newEx[S any, P copier[S]](s *Search, g exGame[S, P], cfg exConfig) *ex[S, P] {
	e := &ex[S, P]{plies: newPlies[S, P](s.st, maxPly+1), s: s, g: g, cfg: cfg, players: s.st.Players()}
	e.outs = make([][]rules.Outcome, maxPly+1)
	if g.hash != nil {
		e.memo = make(map[memoKey]vec)
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
	e.s.shuffle(moves)
	quick := make([]int32, len(moves))
	for i, m := range moves {
		e.s.tick()
		v := e.g.eval(e.play(0, m))
		quick[i] = utility(&v, me, e.players)
		if e.cfg.greedy && e.cfg.noise > 0 {
			quick[i] += int32(e.s.rng.IntN(e.cfg.noise + 1))
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
	if e.cfg.greedy {
		return
	}
	for depth := 1; depth <= e.cfg.depth; depth++ {
		best, bestU, complete := order[0], int32(0), 0
		for _, m := range order {
			e.play(0, m)
			v := e.value(1, depth)
			if e.abort {
				break
			}
			u := utility(&v, me, e.players)
			if e.cfg.noise > 0 && u > -winValue/2 && u < winValue/2 {
				u += int32(e.s.rng.IntN(e.cfg.noise + 1))
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

// value returns the scores of the position at ply, looking through depth
// more chance steps.
func (e *ex[S, P]) value(ply, depth int) vec {
	st := e.at(ply)
	e.s.tick()
	if e.s.nodes >= e.cfg.nodes {
		e.abort = true
	}
	if e.abort {
		return vec{}
	}
	switch p := st.ToMove(); {
	case p == rules.Over:
		var v vec
		w := st.Result().Winners
		for q := range e.players {
			if w.Has(rules.Player(q)) {
				v[q] = winValue
			}
		}
		return v
	case p == rules.Chance:
		if depth == 0 || ply >= maxPly {
			return e.g.eval(st)
		}
		outs := st.Outcomes(e.outs[ply][:0])
		e.outs[ply] = outs
		var sum [4]int64
		total := int64(0)
		for _, o := range outs {
			e.play(ply, o.Action)
			v := e.value(ply+1, depth-1)
			if e.abort {
				return vec{}
			}
			for q := range e.players {
				sum[q] += int64(o.Weight) * int64(v[q])
			}
			total += int64(o.Weight)
		}
		var v vec
		for q := range e.players {
			v[q] = int32(sum[q] / total)
		}
		return v
	default:
		if ply >= maxPly {
			return e.g.eval(st)
		}
		var key memoKey
		if e.memo != nil {
			key = memoKey{e.g.hash(st), depth}
			if v, ok := e.memo[key]; ok {
				return v
			}
		}
		moves := st.Legal(e.moves[ply][:0])
		e.moves[ply] = moves
		var best vec
		bestU := int32(-1 << 30)
		for _, m := range moves {
			e.play(ply, m)
			v := e.value(ply+1, depth)
			if e.abort {
				return vec{}
			}
			if u := utility(&v, p, e.players); u > bestU {
				best, bestU = v, u
			}
		}
		if e.memo != nil {
			e.memo[key] = best
		}
		return best
	}
}
