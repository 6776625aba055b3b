package ai

import (
	"slices"

	"tabula/rules"
	"tabula/rules/ai/nn"
)

// Copier is a game state that copies itself into another without
// allocating: the searches keep one state per ply and copy down.
type Copier[S any] interface {
	*S
	rules.State
	CopyFrom(*S)
}

// plies is the search's stack of states, one per ply from the root, with
// the buffers of legal moves of each ply: a move is played by copying a
// ply's state down to the next, so nothing is allocated or undone.
type plies[S any, P Copier[S]] struct {
	stack []S
	moves [][]rules.Action
	ev    []rules.Event
}

// newPlies returns a stack of n plies with root copied at ply 0.
func newPlies[S any, P Copier[S]](root rules.State, n int) plies[S, P] {
	ps := plies[S, P]{stack: make([]S, n), moves: make([][]rules.Action, n)}
	P(&ps.stack[0]).CopyFrom(root.(P))
	return ps
}

// at returns the state at ply.
func (ps *plies[S, P]) at(ply int) P { return P(&ps.stack[ply]) }

// play copies the state at ply to ply+1 and plays a there.
func (ps *plies[S, P]) play(ply int, a rules.Action) P {
	c := ps.at(ply + 1)
	c.CopyFrom(&ps.stack[ply])
	ps.ev, _ = c.Apply(a, ps.ev[:0])
	return c
}

// WinScore is the score of a won game in [AlphaBeta], before the bonus
// that a game's Score may add for the points won (a sooner win is worth a
// little more, the search adds that). Evaluations of unfinished positions
// stay well below WinScore/2.
const WinScore = 1_000_000

// Scores of the alpha-beta search, from side 0's point of view.
const (
	infinity = 2 * WinScore
	mateZone = WinScore / 2 // scores beyond are won or lost games
)

// TwoSided is what [AlphaBeta] needs of a game whose seats make two sides
// that alternate (Dejarik; Diam with any number of seats, whose teams make
// two sides). Every score is from side 0's point of view.
type TwoSided[S any, P Copier[S]] struct {
	Hash  func(P) uint64            // a hash of the position, for the transposition table
	Side  func(P, rules.Player) int // the side (0 or 1) of a seat
	Eval  func(P) int               // the static score of an unfinished position
	Score func(P) int               // the score of a finished game: ±WinScore and more for a bigger win, 0 for a draw
}

// AlphaBetaConfig is how far one level searches with [AlphaBeta].
type AlphaBetaConfig struct {
	Depth int // the deepest iteration, in plies
	Nodes int // the node budget; 0 for none
	Noise int // the amplitude of the noise added to each root move's score (a level that errs)
}

// ttEntry is one slot of the transposition table.
type ttEntry struct {
	key   uint64
	move  rules.Action
	value int32
	depth int8
	flag  int8
}

// Bound kinds of a transposition entry.
const (
	flagExact = iota + 1
	flagLower
	flagUpper
)

const ttBits = 17

// histSize bounds the action numbers of the history heuristic: Dejarik's
// are below 800, Diam's below 256.
const histSize = 1024

// ab is an alpha-beta search with iterative deepening, a transposition
// table and the history heuristic, over a game where two sides alternate
// (Dejarik; Diam with any number of seats, whose teams make two sides).
type ab[S any, P Copier[S]] struct {
	plies[S, P]
	s     *Search
	g     TwoSided[S, P]
	cfg   AlphaBetaConfig
	tt    []ttEntry
	hist  []int32 // cut-offs caused by each action, by action number mod histSize
	abort bool
}

// AlphaBeta chooses s's move by alpha-beta search with iterative
// deepening, a transposition table and the history heuristic, within cfg's
// depth and node budget; the seed of s orders the root moves at random, so
// that equally good moves are chosen fairly.
func AlphaBeta[S any, P Copier[S]](s *Search, g TwoSided[S, P], cfg AlphaBetaConfig) {
	newAB(s, g, cfg).run()
}

func newAB[S any, P Copier[S]](s *Search, g TwoSided[S, P], cfg AlphaBetaConfig) *ab[S, P] {
	e := &ab[S, P]{plies: newPlies[S, P](s.st, cfg.Depth+2), s: s, g: g, cfg: cfg, hist: make([]int32, histSize)}
	if cfg.Depth > 2 {
		e.tt = make([]ttEntry, 1<<ttBits)
	}
	return e
}

// run chooses the move at the root: iterative deepening, each iteration
// searching the previous best first; an iteration cut short by the node
// budget counts only if its first move was searched in full.
func (e *ab[S, P]) run() {
	root := e.at(0)
	moves := root.Legal(nil)
	e.s.Shuffle(moves)
	maximize := e.g.Side(root, root.ToMove()) == 0
	sign := 1
	if !maximize {
		sign = -1
	}
	if e.cfg.Noise > 0 {
		e.runNoisy(moves, sign)
		return
	}
	for depth := 1; depth <= e.cfg.Depth; depth++ {
		alpha, beta := -infinity, infinity
		best, bestV, complete := rules.Action(0), 0, 0
		for _, m := range moves {
			e.play(0, m)
			v := e.search(1, depth-1, alpha, beta)
			if e.abort {
				break
			}
			complete++
			if complete == 1 || sign*v > sign*bestV {
				best, bestV = m, v
			}
			if maximize {
				alpha = max(alpha, v)
			} else {
				beta = min(beta, v)
			}
		}
		if complete > 0 {
			e.s.best = best
			// The best first in the next iteration, the rest in their order.
			i := slices.Index(moves, best)
			copy(moves[1:i+1], moves[:i])
			moves[0] = best
		}
		if e.abort || sign*bestV > mateZone {
			return // out of budget, or a forced win found
		}
	}
}

// runNoisy searches every root move with a full window to the level's
// depth, adds noise to their scores and keeps the best: a player who sees
// as far but judges less sharply.
func (e *ab[S, P]) runNoisy(moves []rules.Action, sign int) {
	best, bestV := moves[0], -infinity
	for _, m := range moves {
		e.play(0, m)
		v := sign * e.search(1, e.cfg.Depth-1, -infinity, infinity)
		if v < mateZone && v > -mateZone {
			v += e.s.rng.IntN(e.cfg.Noise + 1)
		}
		if v > bestV {
			best, bestV = m, v
		}
	}
	e.s.best = best
}

// search returns the score of the position at ply searched depth plies
// deeper, side 0's point of view, within the window (alpha, beta).
func (e *ab[S, P]) search(ply, depth, alpha, beta int) int {
	st := e.at(ply)
	e.s.Tick()
	if e.cfg.Nodes > 0 && e.s.nodes >= e.cfg.Nodes {
		e.abort = true
	}
	if e.abort {
		return 0
	}
	if st.ToMove() == rules.Over {
		return e.final(st, ply)
	}
	if depth == 0 {
		return e.g.Eval(st)
	}
	var ent *ttEntry
	var key uint64
	ttMove := rules.Action(1<<32 - 1)
	if e.tt != nil {
		key = e.g.Hash(st)
		ent = &e.tt[key&(1<<ttBits-1)]
		if ent.key == key {
			ttMove = ent.move
			if v, ok := probe(ent, ply, depth, &alpha, &beta); ok {
				return v
			}
		}
	}
	a0, b0 := alpha, beta
	best, bestMove := e.searchMoves(st, ply, depth, alpha, beta, ttMove)
	if e.abort {
		return 0
	}
	if ent != nil {
		*ent = ttEntry{key: key, move: bestMove, value: int32(toTT(best, ply)), depth: int8(depth), flag: boundOf(best, a0, b0)}
	}
	return best
}

// final returns the score of the finished game st reached at ply: a sooner
// win is better, a later loss less bad.
func (e *ab[S, P]) final(st P, ply int) int {
	v := e.g.Score(st)
	switch {
	case v > mateZone:
		v -= ply
	case v < -mateZone:
		v += ply
	}
	return v
}

// probe reads a transposition entry of the position at ply, stored by a
// search at least depth plies deep: it returns its score and true when the
// entry settles the position, and otherwise narrows the window (alpha,
// beta) by the bound it holds.
func probe(ent *ttEntry, ply, depth int, alpha, beta *int) (int, bool) {
	if int(ent.depth) < depth {
		return 0, false
	}
	v := fromTT(int(ent.value), ply)
	switch ent.flag {
	case flagExact:
		return v, true
	case flagLower:
		*alpha = max(*alpha, v)
	case flagUpper:
		*beta = min(*beta, v)
	}
	return v, *alpha >= *beta
}

// searchMoves searches every move of st, the position at ply, depth-1
// plies deeper within the window (alpha, beta), ttMove first, until one
// cuts off; it returns the best score and its move, the side to move's
// best.
func (e *ab[S, P]) searchMoves(st P, ply, depth, alpha, beta int, ttMove rules.Action) (int, rules.Action) {
	moves := st.Legal(e.moves[ply][:0])
	e.moves[ply] = moves
	e.order(moves, ttMove)
	maximize := e.g.Side(st, st.ToMove()) == 0
	best, bestMove := infinity, moves[0]
	if maximize {
		best = -infinity
	}
	for _, m := range moves {
		e.play(ply, m)
		v := e.search(ply+1, depth-1, alpha, beta)
		if e.abort {
			return 0, bestMove
		}
		if maximize && v > best || !maximize && v < best {
			best, bestMove = v, m
		}
		if maximize {
			alpha = max(alpha, v)
		} else {
			beta = min(beta, v)
		}
		if alpha >= beta {
			e.hist[m%histSize] += int32(depth * depth)
			break
		}
	}
	return best, bestMove
}

// boundOf returns the kind of bound that best is, searched within the
// window (a0, b0): an upper bound when it failed low, a lower bound when it
// failed high, else exact.
func boundOf(best, a0, b0 int) int8 {
	switch {
	case best <= a0:
		return flagUpper
	case best >= b0:
		return flagLower
	}
	return flagExact
}

// order puts the transposition table's move first, then the moves that
// caused cut-offs most, keeping the generator's order among equals.
func (e *ab[S, P]) order(moves []rules.Action, first rules.Action) {
	if i := slices.Index(moves, first); i > 0 {
		copy(moves[1:i+1], moves[:i])
		moves[0] = first
	}
	rest := moves
	if len(moves) > 0 && moves[0] == first {
		rest = moves[1:]
	}
	slices.SortStableFunc(rest, func(a, b rules.Action) int { return int(e.hist[b%histSize] - e.hist[a%histSize]) })
}

// toTT and fromTT store won and lost scores relative to the node, so that
// an entry reached at another depth keeps the distance to the end right.
func toTT(v, ply int) int {
	switch {
	case v > mateZone:
		return v + ply
	case v < -mateZone:
		return v - ply
	}
	return v
}

func fromTT(v, ply int) int {
	switch {
	case v > mateZone:
		return v - ply
	case v < -mateZone:
		return v + ply
	}
	return v
}

// Mix64 spreads the bits of a position's code over the whole word
// (splitmix64's finaliser), so that an engine's Hash indexes the
// transposition table well.
func Mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// ScoreMoves returns the score of every legal move of root, in the order
// of root.Legal, each by a full-window alpha-beta search of depth plies in
// all (the move and depth-1 after it), side 0's point of view, counting its
// nodes with t's Tick: what the analysis of a finished game asks of a
// game without chance.
func ScoreMoves[S any, P Copier[S]](t *Search, root P, g TwoSided[S, P], depth int) []int {
	e := &ab[S, P]{plies: newPlies[S, P](root, depth+2), s: t, g: g, cfg: AlphaBetaConfig{Depth: depth}, hist: make([]int32, histSize)}
	if depth > 2 {
		e.tt = make([]ttEntry, 1<<ttBits)
	}
	moves := root.Legal(nil)
	scores := make([]int, len(moves))
	for i, m := range moves {
		e.play(0, m)
		scores[i] = e.search(1, depth-1, -infinity, infinity)
	}
	return scores
}

// ScoreChances returns the chances of a position whose score is v, side 0's
// point of view (see [TwoSided]): a won game is a chance of 1, a score of
// scale about three chances in four (a logistic curve), for side 0 and the
// rest for side 1.
func ScoreChances(v, scale int) (side0, side1 int32) {
	switch {
	case v > mateZone:
		return ChanceOne, 0
	case v < -mateZone:
		return 0, ChanceOne
	}
	v = min(max(v, -30*scale), 30*scale)
	var c [2]int32
	nn.Softmax([]int32{int32(int64(v) * nn.QA * nn.QB / int64(scale)), 0}, c[:])
	return c[0], c[1]
}
