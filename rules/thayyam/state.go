package thayyam

import (
	"fmt"

	"tabula/rules"
)

// State is a position of Thayyam: where every piece stands, which pieces are
// twins, the pool of throws, the bonus series owed, and who is to throw or
// move. It holds no pointers: copying the value copies the position.
type State struct {
	players int8
	keep    bool // twins=keep: captured twins stay twins
	turn    int8 // the player whose turn it is, throwing or moving
	toMove  rules.Player
	winner  int8
	owed    int32    // bonus series still owed to the player whose turn it is
	pool    [5]int32 // kept throws of 1, 2, 3, 4 and 8 points
	npool   int32    // the number of throws in the pool
	pos     [4][4]int8
	mate    [4][4]int8 // the twin of a piece, or -1 for a single piece
}

var _ rules.State = (*State)(nil)

// CopyFrom makes s a copy of src without allocating.
func (s *State) CopyFrom(src *State) { *s = *src }

// Clone returns an independent copy of the state.
func (s *State) Clone() rules.State {
	c := *s
	return &c
}

// Players returns the number of players.
func (s *State) Players() int { return int(s.players) }

// ToMove returns the player to move, rules.Chance while a series of throws
// goes on, or rules.Over.
func (s *State) ToMove() rules.Player { return s.toMove }

// Thrower returns the seat whose turn it is, who throws at a chance step.
func (s *State) Thrower() rules.Player { return rules.Player(s.turn) }

// Result returns the winner once a player has borne off all four pieces.
func (s *State) Result() rules.Result {
	if s.winner < 0 {
		return rules.Result{}
	}
	return rules.Result{Status: rules.Win, Winners: rules.SeatsOf(rules.Player(s.winner))}
}

// seat returns the seat of player p.
func (s *State) seat(p int8) Seat {
	if s.players == 2 {
		return Seat(2 * p)
	}
	return Seat(p)
}

// points[K] is the value of a throw with K slits showing.
var points = [8]int{8, 1, 2, 3, 4}

// Points returns what a throw with k slits showing is worth: k for 1..4, 8
// for none. It returns 0 for k out of range.
func Points(k int) int {
	if k < 0 || k > 4 {
		return 0
	}
	return points[k]
}

// outcomes are the throws K = 0..4 with the number of ways in 16 of showing
// K slits with 4 fair cowries: B(4, ½).
var outcomes = [5]rules.Outcome{{Action: 0, Weight: 1}, {Action: 1, Weight: 4}, {Action: 2, Weight: 6}, {Action: 3, Weight: 4}, {Action: 4, Weight: 1}}

// Outcomes appends the five throws with their weights in 16ths at a throw.
func (s *State) Outcomes(buf []rules.Outcome) []rules.Outcome {
	if s.toMove != rules.Chance {
		return buf
	}
	return append(buf, outcomes[:]...)
}

// Legal appends the legal actions in increasing order: the throws 0..4 at a
// throw; in a moving phase the moves of each unit (pieces a..d, then the
// pairs ab..cd), each distinct move once, then end.
func (s *State) Legal(buf []rules.Action) []rules.Action {
	switch s.toMove {
	case rules.Over:
		return buf
	case rules.Chance:
		return append(buf, 0, 1, 2, 3, 4)
	}
	subs := poolSubsets(&s.pool)
	buf = s.appendSingleMoves(buf, subs)
	if s.mayMoveTwins() {
		buf = s.appendTwinMoves(buf, subs)
	}
	return append(buf, actEnd)
}

// appendSingleMoves appends the moves of the mover's single pieces, each
// the lowest letter of its kind: entering on a 1, moving by throws up to
// the centre, bearing off from the centre with a 1 once all are home. subs
// are the pool's sub-multisets, or nil.
func (s *State) appendSingleMoves(buf []rules.Action, subs []subset) []rules.Action {
	p := s.turn & 3
	pos, mate := &s.pos[p], &s.mate[p]
	ones := s.pool[0]
	for i := range 4 {
		if mate[i] >= 0 || !lowestSingle(pos, mate, i) {
			continue
		}
		switch t := int(pos[i]); {
		case t == Waiting:
			if ones > 0 {
				buf = append(buf, decision(i, opIn, 0))
			}
		case t < Centre:
			buf = s.appendMoves(buf, subs, decision(i, opMove, 0), 1, Centre-t)
		case t == Centre:
			if ones > 0 && allHome(pos) {
				buf = append(buf, decision(i, opOff, 0))
			}
		}
	}
	return buf
}

// mayMoveTwins reports whether the mover has twins or pieces that could
// pair: if not, no pair unit has a move.
func (s *State) mayMoveTwins() bool {
	p := s.turn & 3
	pos, mate := &s.pos[p], &s.mate[p]
	return !(mate[0] < 0 && mate[1] < 0 && mate[2] < 0 && pos[0] != 8 && pos[1] != 8 && pos[2] != 8)
}

// appendTwinMoves appends the moves of the mover's pair units, ab to cd:
// twins, the lowest of their kind, coming back with two 1s or moving by
// half the throws, and two single pieces on the same cell 8 pairing. subs
// are the pool's sub-multisets, or nil.
func (s *State) appendTwinMoves(buf []rules.Action, subs []subset) []rules.Action {
	p := s.turn & 3
	pos, mate := &s.pos[p], &s.mate[p]
	for u := 4; u < numUnits; u++ {
		i, j := pairOf[u-4][0], pairOf[u-4][1]
		switch {
		case mate[i] == j && lowestTwins(pos, mate, i):
			buf = s.appendTwinsMoves(buf, subs, u, int(pos[i]))
		case mate[i] == j:
		case pos[i] == 8 && pos[j] == 8 && firstSingles(pos, mate, i, j):
			buf = append(buf, decision(u, opPair, 0))
		}
	}
	return buf
}

// appendTwinsMoves appends the moves of the twins u at progress t: coming
// back with two 1s, or moving by half the throws to the centre.
func (s *State) appendTwinsMoves(buf []rules.Action, subs []subset, u, t int) []rules.Action {
	if t != Waiting {
		return s.appendMoves(buf, subs, decision(u, opMove, 0), 2, 2*(Centre-t)+1)
	}
	if s.pool[0] >= 2 {
		buf = append(buf, decision(u, opIn, 0))
	}
	return buf
}

// subset is a non-empty sub-multiset of a pool: its code and its sum.
type subset struct {
	code uint16
	sum  int8
}

// Pools of at most three 1s, 4s and 8s and one 2 and one 3 have their
// sub-multisets listed in subsetTable, by increasing code, at the index
// 1s + 2s<<2 + 3s<<3 + 4s<<4 + 8s<<6.
var subsetTable = func() (table [256][]subset) {
	for key := range table {
		c := [5]int{key & 3, key >> 2 & 1, key >> 3 & 1, key >> 4 & 3, key >> 6 & 3}
		for n8 := 0; n8 <= c[4]; n8++ {
			for n4 := 0; n4 <= c[3]; n4++ {
				for n3 := 0; n3 <= c[2]; n3++ {
					for n2 := 0; n2 <= c[1]; n2++ {
						for n1 := 0; n1 <= c[0]; n1++ {
							code := n8<<msShift[4] | n4<<msShift[3] | n3<<msShift[2] | n2<<msShift[1] | n1
							if sum := 8*n8 + 4*n4 + 3*n3 + 2*n2 + n1; sum > 0 {
								table[key] = append(table[key], subset{uint16(code), int8(sum)})
							}
						}
					}
				}
			}
		}
	}
	return table
}()

// poolSubsets returns the sub-multisets of the pool from subsetTable, or nil
// if the pool is too large for the table.
func poolSubsets(pool *[5]int32) []subset {
	if pool[0] > 3 || pool[1] > 1 || pool[2] > 1 || pool[3] > 3 || pool[4] > 3 {
		return nil
	}
	return subsetTable[pool[0]|pool[1]<<2|pool[2]<<3|pool[3]<<4|pool[4]<<6]
}

// appendMoves appends base with each sub-multiset of the pool whose sum is in
// [lo, hi], by increasing code; subs are the pool's sub-multisets, or nil to
// enumerate them.
func (s *State) appendMoves(buf []rules.Action, subs []subset, base rules.Action, lo, hi int) []rules.Action {
	if subs == nil {
		return appendAllMoves(buf, &s.pool, base, lo, hi)
	}
	return appendSubsets(buf, subs, base, lo, hi)
}

// appendSubsets appends base with each of subs whose sum is in [lo, hi].
func appendSubsets(buf []rules.Action, subs []subset, base rules.Action, lo, hi int) []rules.Action {
	for _, x := range subs {
		if n := int(x.sum); n >= lo && n <= hi {
			buf = append(buf, base|rules.Action(x.code))
		}
	}
	return buf
}

// appendAllMoves appends base with every sub-multiset of the pool whose sum
// is in [lo, hi], by increasing code: 8s, then 4s, 3s, 2s and 1s.
func appendAllMoves(buf []rules.Action, pool *[5]int32, base rules.Action, lo, hi int) []rules.Action {
	var c [5]int
	for v := range c {
		c[v] = min(int(pool[v]), maxUse[v])
	}
	for n8 := 0; n8 <= c[4] && 8*n8 <= hi; n8++ {
		s8 := 8 * n8
		for n4 := 0; n4 <= c[3] && s8+4*n4 <= hi; n4++ {
			s4 := s8 + 4*n4
			for n3 := 0; n3 <= c[2] && s4+3*n3 <= hi; n3++ {
				s3 := s4 + 3*n3
				for n2 := 0; n2 <= c[1] && s3+2*n2 <= hi; n2++ {
					s2 := s3 + 2*n2
					first, last := max(lo-s2, 0), min(c[0], hi-s2)
					if s2 == 0 && first == 0 {
						first = 1
					}
					code := base | rules.Action(n8<<msShift[4]|n4<<msShift[3]|n3<<msShift[2]|n2<<msShift[1])
					for n1 := first; n1 <= last; n1++ {
						buf = append(buf, code|rules.Action(n1))
					}
				}
			}
		}
	}
	return buf
}

// lowestSingle reports whether single piece i is the lowest letter among the
// single pieces at its place.
func lowestSingle(pos, mate *[4]int8, i int) bool {
	for j := range i {
		if mate[j] < 0 && pos[j] == pos[i] {
			return false
		}
	}
	return true
}

// lowestTwins reports whether the twins holding piece i are the lowest twins
// at their place: the twins holding piece a are, and other twins are unless
// the twins holding a stand with them.
func lowestTwins(pos, mate *[4]int8, i int8) bool {
	return i == 0 || mate[0] < 0 || pos[0] != pos[i]
}

// firstSingles reports whether i < j are single and the two lowest letters
// among the single pieces at their place.
func firstSingles(pos, mate *[4]int8, i, j int8) bool {
	if mate[i] >= 0 || mate[j] >= 0 {
		return false
	}
	for k := range j {
		if k != i && mate[k] < 0 && pos[k] == pos[i] {
			return false
		}
	}
	return true
}

// allHome reports whether every piece is on the centre or out.
func allHome(pos *[4]int8) bool {
	for _, t := range pos {
		if t != Centre && t != Out {
			return false
		}
	}
	return true
}

// whyIllegal returns why the decoded decision is not legal, or "" if it is.
func (s *State) whyIllegal(u, op int, ms uint32) string {
	switch {
	case u == 15:
		return ""
	case u < 4:
		return s.whySingleIllegal(u, op, ms)
	case op == opPair:
		return s.whyPairIllegal(pairOf[u-4][0], pairOf[u-4][1])
	}
	return s.whyTwinsIllegal(pairOf[u-4][0], pairOf[u-4][1], op, ms)
}

// whySingleIllegal returns why the decision op (with the throws ms) of
// the mover's single piece i is not legal, or "" if it is: it must be the
// lowest letter of its place, enter waiting with a 1, bear off from the
// centre with a 1 once all are home, or move by throws of the pool to the
// centre at most.
func (s *State) whySingleIllegal(i, op int, ms uint32) string {
	pos, mate := &s.pos[s.turn], &s.mate[s.turn]
	if mate[i] >= 0 {
		return "the piece is one of twins"
	}
	if !lowestSingle(pos, mate, i) {
		return "name the lowest letter of the pieces in the same place"
	}
	t := int(pos[i])
	switch op {
	case opIn:
		if t != Waiting {
			return "the piece is not waiting"
		}
		if s.pool[0] < 1 {
			return "entering needs a 1"
		}
	case opOff:
		switch {
		case t != Centre:
			return "the piece is not on the centre"
		case !allHome(pos):
			return "all pieces must be on the centre or out first"
		case s.pool[0] < 1:
			return "bearing off needs a 1"
		}
	case opMove:
		if t < 0 || t >= Centre {
			return "the piece cannot move"
		}
		return s.whyNotMove(ms, 1, Centre-t)
	}
	return ""
}

// whyPairIllegal returns why the mover's pieces i and j may not pair, or
// "" if they may: both on the opposite palace, the two lowest letters of
// the single pieces there.
func (s *State) whyPairIllegal(i, j int8) string {
	pos, mate := &s.pos[s.turn], &s.mate[s.turn]
	switch {
	case pos[i] != 8 || pos[j] != 8:
		return "pairs form on the opposite palace"
	case !firstSingles(pos, mate, i, j):
		return "pair the two lowest letters of the single pieces there"
	}
	return ""
}

// whyTwinsIllegal returns why the decision op (with the throws ms) of the
// mover's pieces i and j as twins is not legal, or "" if it is: they must
// be twins, the lowest letters of their place, and enter waiting with two
// 1s or move by throws of the pool to the centre at most.
func (s *State) whyTwinsIllegal(i, j int8, op int, ms uint32) string {
	pos, mate := &s.pos[s.turn], &s.mate[s.turn]
	if mate[i] != j {
		return "the pieces are not twins"
	}
	if !lowestTwins(pos, mate, i) {
		return "name the lowest letters of the twins in the same place"
	}
	switch t := int(pos[i]); {
	case op == opIn && t != Waiting:
		return "the twins are not waiting"
	case op == opIn && s.pool[0] < 2:
		return "entering twins needs two 1s"
	case op == opIn:
		return ""
	case op == opMove:
		return s.whyNotMove(ms, 2, 2*(Centre-t)+1)
	}
	return "no such move"
}

// whyNotMove checks that the pool holds the multiset and that its sum is in
// [lo, hi].
func (s *State) whyNotMove(ms uint32, lo, hi int) string {
	c := counts(ms)
	if c[0] > s.pool[0] || c[1] > s.pool[1] || c[2] > s.pool[2] || c[3] > s.pool[3] || c[4] > s.pool[4] {
		return "the pool does not hold these throws"
	}
	switch n := sum(ms); {
	case n < lo:
		return "a lone 1 cannot move twins"
	case n > hi:
		return "the centre needs the exact count"
	}
	return ""
}

// Apply plays a throw or a move and appends what happened. An illegal action
// returns an error wrapping rules.ErrIllegal and changes nothing.
func (s *State) Apply(a rules.Action, ev []rules.Event) ([]rules.Event, error) {
	switch s.toMove {
	case rules.Over:
		return ev, fmt.Errorf("thayyam: %s: %w: the game is over", s.describe(a), rules.ErrIllegal)
	case rules.Chance:
		if a > 4 {
			return ev, fmt.Errorf("thayyam: %s: %w: the player must throw", s.describe(a), rules.ErrIllegal)
		}
		return s.throw(int(a), ev), nil
	}
	if a == actEnd {
		return s.endPhase(ev), nil
	}
	u, op, ms, ok := decode(a)
	why := "no such move"
	if ok {
		why = s.whyIllegal(u, op, ms)
	}
	if why != "" {
		return ev, fmt.Errorf("thayyam: %s: %w: %s", s.describe(a), rules.ErrIllegal, why)
	}
	i, j := int8(u), int8(-1)
	if u >= 4 {
		i, j = pairOf[u-4][0], pairOf[u-4][1]
	}
	switch op {
	case opIn:
		ev = s.enter(i, j, ev)
	case opMove:
		ev = s.move(i, j, ms, ev)
	case opPair:
		s.mate[s.turn][i], s.mate[s.turn][j] = j, i
		c := circuit[s.seat(s.turn)][8]
		ev = add(ev, rules.EventPair, rules.Player(s.turn), i, j, c, c)
		return ev, nil // it uses no throw: the pool is not empty
	case opOff:
		ev = s.bearOff(i, ev)
		if s.toMove == rules.Over {
			return ev, nil
		}
	}
	if s.npool == 0 {
		ev = s.endPhase(ev)
	}
	return ev, nil
}

// poolSlot[K] is the index in the pool of a throw of K: 8 points for K = 0,
// else K points.
var poolSlot = [8]int8{4, 0, 1, 2, 3}

// add appends an event. It writes the fields in place: an Event built aside
// and copied would be read back as a whole just after its bytes were
// written one by one, which stalls the processor.
func add(ev []rules.Event, kind rules.EventKind, p rules.Player, piece, value, from, to int8) []rules.Event {
	ev = append(ev, rules.Event{})
	e := &ev[len(ev)-1]
	e.Kind, e.Player, e.Piece, e.Value, e.From, e.To = kind, p, piece, value, from, to
	return ev
}

// throw adds a throw with k slits showing to the series.
func (s *State) throw(k int, ev []rules.Event) []rules.Event {
	p := rules.Player(s.turn)
	pts := int8(points[k&7])
	ev = add(ev, rules.EventThrow, p, -1, int8(k), -1, -1)
	// The rules draw nothing: the cowries showing a slit are the first K.
	ev[len(ev)-1].Points, ev[len(ev)-1].Mask = pts, uint8(1<<k-1)
	if k != 1 && s.npool == 0 && !onBoard(&s.pos[s.turn&3]) {
		ev = add(ev, rules.EventVoid, p, -1, int8(k), -1, -1)
		ev[len(ev)-1].Points = pts
	} else {
		s.pool[poolSlot[k&7]]++
		s.npool++
	}
	if k == 2 || k == 3 { // 2 or 3 points: the series ends
		if s.npool == 0 {
			return s.endPhase(ev)
		}
		s.toMove = p
	}
	return ev
}

// onBoard reports whether a piece stands on a cell of the board.
func onBoard(pos *[4]int8) bool {
	for _, t := range pos {
		if t >= 0 && t <= Centre {
			return true
		}
	}
	return false
}

// endPhase ends a moving phase, or a series with nothing kept: unused throws
// are lost; the player throws a bonus series if one is owed, else the turn
// passes.
func (s *State) endPhase(ev []rules.Event) []rules.Event {
	s.pool, s.npool = [5]int32{}, 0
	s.toMove = rules.Chance
	if s.owed > 0 {
		s.owed--
		return ev
	}
	if s.turn++; s.turn == s.players {
		s.turn = 0
	}
	return add(ev, rules.EventTurn, rules.Player(s.turn), -1, -1, -1, -1)
}

// enter puts a waiting piece (j < 0) or waiting twins on the palace.
func (s *State) enter(i, j int8, ev []rules.Event) []rules.Event {
	p := s.turn
	s.pos[p][i] = 0
	s.pool[0]--
	s.npool--
	if j >= 0 {
		s.pos[p][j] = 0
		s.pool[0]--
		s.npool--
	}
	return add(ev, rules.EventEnter, rules.Player(p), i, j, -1, circuit[s.seat(p)][0])
}

// move moves a single piece i (j < 0) or twins i, j with the throws of ms.
func (s *State) move(i, j int8, ms uint32, ev []rules.Event) []rules.Event {
	p := s.turn
	c := counts(ms)
	s.pool[0] -= c[0]
	s.pool[1] -= c[1]
	s.pool[2] -= c[2]
	s.pool[3] -= c[3]
	s.pool[4] -= c[4]
	s.npool -= c[0] + c[1] + c[2] + c[3] + c[4]
	n := sum(ms)
	d := n
	if j >= 0 {
		d = n / 2
	}
	path := &circuit[s.seat(p)]
	from := int(s.pos[p][i])
	to := from + d
	s.pos[p][i] = int8(to)
	if j >= 0 {
		s.pos[p][j] = int8(to)
	}
	cell := path[to]
	for t := from; t < to; t++ {
		ev = add(ev, rules.EventHop, rules.Player(p), i, j, path[t], path[t+1])
	}
	ev = add(ev, rules.EventMove, rules.Player(p), i, j, path[from], cell)
	ev[len(ev)-1].Points = int8(n)
	switch {
	case to == Centre:
		if j >= 0 {
			s.mate[p][i], s.mate[p][j] = -1, -1
			ev = add(ev, rules.EventSplit, rules.Player(p), i, j, cell, cell)
		}
	case !marked[cell]:
		var hit bool
		if ev, hit = s.capture(cell, j >= 0, ev); hit {
			s.owed++
		}
	}
	return ev
}

// capture sends off the enemy units on an ordinary cell that a unit landed
// on: single pieces if it is a single piece, twins if it is twins. It
// reports whether anything was sent off.
func (s *State) capture(cell int8, twins bool, ev []rules.Event) ([]rules.Event, bool) {
	hit := false
	for q := range s.players {
		if q == s.turn {
			continue
		}
		t := progressAt[s.seat(q)&3][cell]
		pos, mate := &s.pos[q&3], &s.mate[q&3]
		for i := range int8(4) {
			if pos[i] != t || (mate[i] >= 0) != twins {
				continue
			}
			hit = true
			pos[i] = Waiting
			ev = add(ev, rules.EventCapture, rules.Player(q), i, -1, cell, -1)
			if !twins {
				continue
			}
			m := mate[i] & 3
			pos[m] = Waiting
			ev = add(ev, rules.EventCapture, rules.Player(q), m, -1, cell, -1)
			if !s.keep {
				mate[i], mate[m] = -1, -1
				ev = add(ev, rules.EventSplit, rules.Player(q), i, m, -1, -1)
			}
		}
	}
	return ev, hit
}

// bearOff takes piece i off the centre with a 1; the fourth piece out wins.
func (s *State) bearOff(i int8, ev []rules.Event) []rules.Event {
	p := s.turn
	s.pos[p][i] = Out
	s.pool[0]--
	s.npool--
	ev = add(ev, rules.EventFinish, rules.Player(p), i, -1, circuit[s.seat(p)][Centre], -1)
	for _, t := range s.pos[p] {
		if t != Out {
			return ev
		}
	}
	s.winner = p
	s.toMove = rules.Over
	s.pool, s.npool = [5]int32{}, 0
	s.owed = 0
	return add(ev, rules.EventEnd, rules.Player(p), -1, -1, -1, -1)
}
