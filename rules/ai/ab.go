package ai

import (
	"slices"

	"tabula/rules"
)

// copier is a game state that copies itself into another without
// allocating: the search keeps one state per ply and copies down.
type copier[S any] interface {
	*S
	rules.State
	CopyFrom(*S)
}

// plies is the search's stack of states, one per ply from the root, with
// the buffers of legal moves of each ply: a move is played by copying a
// ply's state down to the next, so nothing is allocated or undone.
type plies[S any, P copier[S]] struct {
	stack []S
	moves [][]rules.Action
	ev    []rules.Event
}

// newPlies returns a stack of n plies with root copied at ply 0.
func newPlies[S any, P copier[S]](root rules.State, n int) plies[S, P] {
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

// Scores of the alpha-beta search, from side 0's point of view.
const (
	winScore = 1_000_000 // a won game, before the bonus for points and speed
	infinity = 2 * winScore
	mateZone = winScore / 2 // scores beyond are won or lost games
)

// abGame is what the alpha-beta search needs of a two-sided game.
type abGame[S any, P copier[S]] struct {
	hash  func(P) uint64
	side  func(P, rules.Player) int // the side (0 or 1) of a seat
	eval  func(P) int               // static score, side 0's point of view
	score func(P) int               // score of a finished game, side 0's point of view, before the speed bonus
}

// abConfig is how far one level searches.
type abConfig struct {
	depth int // deepest iteration, in plies
	nodes int // node budget; 0 for none
	noise int // amplitude of the noise added to each root move's score
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
type ab[S any, P copier[S]] struct {
	plies[S, P]
	s     *Search
	g     abGame[S, P]
	cfg   abConfig
	tt    []ttEntry
	hist  []int32 // cut-offs caused by each action, by action number mod histSize
	abort bool
}

func newAB[S any, P copier[S]](s *Search, g abGame[S, P], cfg abConfig) *ab[S, P] {
	e := &ab[S, P]{plies: newPlies[S, P](s.st, cfg.depth+2), s: s, g: g, cfg: cfg, hist: make([]int32, histSize)}
	if cfg.depth > 2 {
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
	e.s.shuffle(moves)
	maximize := e.g.side(root, root.ToMove()) == 0
	sign := 1
	if !maximize {
		sign = -1
	}
	if e.cfg.noise > 0 {
		e.runNoisy(moves, sign)
		return
	}
	for depth := 1; depth <= e.cfg.depth; depth++ {
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
		v := sign * e.search(1, e.cfg.depth-1, -infinity, infinity)
		if v < mateZone && v > -mateZone {
			v += e.s.rng.IntN(e.cfg.noise + 1)
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
	e.s.tick()
	if e.cfg.nodes > 0 && e.s.nodes >= e.cfg.nodes {
		e.abort = true
	}
	if e.abort {
		return 0
	}
	if st.ToMove() == rules.Over {
		v := e.g.score(st)
		switch {
		case v > mateZone:
			v -= ply // a sooner win is better
		case v < -mateZone:
			v += ply
		}
		return v
	}
	if depth == 0 {
		return e.g.eval(st)
	}
	var ent *ttEntry
	var key uint64
	ttMove := rules.Action(1<<32 - 1)
	if e.tt != nil {
		key = e.g.hash(st)
		ent = &e.tt[key&(1<<ttBits-1)]
		if ent.key == key {
			ttMove = ent.move
			if int(ent.depth) >= depth {
				v := fromTT(int(ent.value), ply)
				switch ent.flag {
				case flagExact:
					return v
				case flagLower:
					alpha = max(alpha, v)
				case flagUpper:
					beta = min(beta, v)
				}
				if alpha >= beta {
					return v
				}
			}
		}
	}
	moves := st.Legal(e.moves[ply][:0])
	e.moves[ply] = moves
	e.order(moves, ttMove)
	maximize := e.g.side(st, st.ToMove()) == 0
	a0, b0 := alpha, beta
	best, bestMove := infinity, moves[0]
	if maximize {
		best = -infinity
	}
	for _, m := range moves {
		e.play(ply, m)
		v := e.search(ply+1, depth-1, alpha, beta)
		if e.abort {
			return 0
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
	if ent != nil {
		flag := int8(flagExact)
		switch {
		case best <= a0:
			flag = flagUpper
		case best >= b0:
			flag = flagLower
		}
		*ent = ttEntry{key: key, move: bestMove, value: int32(toTT(best, ply)), depth: int8(depth), flag: flag}
	}
	return best
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
