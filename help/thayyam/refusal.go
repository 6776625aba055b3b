package thayyam

import (
	"slices"
	"strconv"
	"strings"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/thayyam"
)

// refusal says why a tap chose nothing (see [help.Game.Refusal]):
//
//	it is South's turn
//	throw the cowries first
//	a piece enters only on a 1
//	twins come back only with two 1s
//	a lone 1 cannot move twins
//	the centre needs the exact count: piece a is 3 cells from it, and your smallest throw is a 4
//	twins move half the throws: 3 cells need 6 or 7 points, and you have 4+1
//	no throws of yours add up to 5: you have 4+2
//
// and the same in French. It reads the position through package thayyam's
// inspectors (each piece's progress and twin, the pool) and the legal
// moves, and only says something of a tap that chooses none of
// rules.Choices.
func refusal(l help.Lang, st rules.State, from rules.Place, to int, name func(rules.Player) string) string {
	s, ok := st.(*thayyam.State)
	if !ok {
		return ""
	}
	t := newTap(l, s, from, to, name)
	if why := t.notYourMove(); why != "" {
		return why
	}
	mine, chosen := help.TappedMoves(t.s, t.from, t.to)
	singles, twins := t.unitsHere()
	switch {
	case chosen || len(singles)+len(twins) == 0:
		return ""
	case len(mine) == 0 && len(singles) > 0:
		return t.stuck(singles[0], false)
	case len(mine) == 0:
		return t.stuck(twins[0], true)
	case to == help.NoCell:
		return ""
	case to == -1:
		return t.say("a piece leaves the board from the centre, with a 1, once all four are on the centre or out",
			"un pion ne sort du jeu que depuis le centre, avec un 1, une fois ses quatre pions au centre ou sortis")
	case from.Cell == -1:
		return t.say("a piece enters on your castle", "un pion entre sur votre château")
	}
	return t.notThere(mine[0].From.Piece)
}

// A tap is a tapped place (a cell, or -1 for the pieces waiting off the
// board) and the place it is taken to (help.NoCell for none yet), with
// what refusal reads of the position.
type tap struct {
	l      help.Lang
	s      *thayyam.State
	from   rules.Place
	to     int
	name   func(rules.Player) string // names a seat
	turn   rules.Player
	seat   thayyam.Seat // the seat of the player whose turn it is
	pool   []int        // the throws to play, largest first
	throws string       // the pool as the sentences write it
}

// newTap reads the tap of from, then to, in s.
func newTap(l help.Lang, s *thayyam.State, from rules.Place, to int, name func(rules.Player) string) *tap {
	turn := s.Turn()
	pool := s.Pool(nil)
	return &tap{l: l, s: s, from: from, to: to, name: name, turn: turn, seat: thayyam.SeatOf(s.Players(), turn), pool: pool, throws: poolText(l, pool)}
}

// say returns en or fr, in the tap's language.
func (t *tap) say(en, fr string) string {
	if t.l == help.French {
		return fr
	}
	return en
}

// notYourMove says why the tap moves nothing whatever the piece: the game
// is over, the piece is another player's, or the cowries are not thrown
// yet. It returns "" if the tapped piece is the mover's to move.
func (t *tap) notYourMove() string {
	name := t.name(t.turn)
	switch {
	case t.s.ToMove() == rules.Over:
		return t.say("the game is over", "la partie est finie")
	case t.from.Player != t.turn:
		owner := t.name(t.from.Player)
		return t.say("this piece is "+owner+"'s, not yours: you play "+name, "ce pion est à "+owner+", pas à vous\u00a0: vous jouez "+name)
	case t.s.ToMove() == rules.Chance:
		return t.say("throw the cowries first", "lancez d’abord les cauris")
	}
	return ""
}

// unitsHere returns the units of the mover at the tapped place: single
// pieces, and twins by their lower letter.
func (t *tap) unitsHere() (singles, twins []int) {
	for i := range 4 {
		if !t.isHere(t.s.Progress(t.turn, i)) {
			continue
		}
		switch m := t.s.Twin(t.turn, i); {
		case m < 0:
			singles = append(singles, i)
		case m > i:
			twins = append(twins, i)
		}
	}
	return singles, twins
}

// isHere reports whether a piece of the mover with the progress p is at
// the tapped place: waiting off the board, or on the tapped cell of its
// circuit, the centre included.
func (t *tap) isHere(p int) bool {
	if t.from.Cell == -1 && p == thayyam.Waiting {
		return true
	}
	return p >= 0 && p <= thayyam.Centre && thayyam.CellOf(t.seat, p) == t.from.Cell
}

// stuck says why the mover's unit (a single piece, or twins by their lower
// letter) at the tapped place has no move with the pool: as it waits to
// enter, stands on the centre, or is on its way.
func (t *tap) stuck(unit int, isTwins bool) string {
	switch p := t.s.Progress(t.turn, unit); {
	case p == thayyam.Waiting && isTwins:
		return t.say("twins come back only with two 1s of one turn", "des jumeaux ne rentrent qu’avec deux 1 du même tour")
	case p == thayyam.Waiting:
		return t.say("a piece enters only on a 1", "un pion n’entre que sur un 1")
	case p == thayyam.Centre:
		return t.stuckOnCentre(unit)
	}
	return t.stuckOnTheWay(unit, isTwins)
}

// stuckOnCentre says why a piece on the centre cannot leave the board: not
// all four are on the centre or out, or no throw is a 1, or it leaves by
// its button rather than a tap.
func (t *tap) stuckOnCentre(unit int) string {
	if !t.allOnCentreOrOut() {
		return t.say("a piece leaves the centre only once all four are on the centre or out",
			"un pion ne quitte le centre qu’une fois ses quatre pions au centre ou sortis")
	}
	if !slices.Contains(t.pool, 1) {
		return t.say("a piece leaves the centre only with a 1", "un pion ne quitte le centre qu’avec un 1")
	}
	off, offFr := label(help.English, rules.Choice{Note: letter(unit) + ":off"}), label(help.French, rules.Choice{Note: letter(unit) + ":off"})
	return t.say("a piece leaves the centre by its button, “"+off+"”", "un pion quitte le centre par son bouton, «\u00a0"+offFr+"\u00a0»")
}

// allOnCentreOrOut reports whether each of the mover's four pieces is on
// the centre or out of the game.
func (t *tap) allOnCentreOrOut() bool {
	for i := range 4 {
		if p := t.s.Progress(t.turn, i); p != thayyam.Centre && p != thayyam.Out {
			return false
		}
	}
	return true
}

// stuckOnTheWay says why a unit on its circuit has no move with the pool:
// a lone 1 does not move twins, twins move half the throws, and the centre
// needs the exact count.
func (t *tap) stuckOnTheWay(unit int, isTwins bool) string {
	left := thayyam.Centre - t.s.Progress(t.turn, unit)
	smallest := 0
	if len(t.pool) > 0 {
		smallest = t.pool[len(t.pool)-1]
	}
	switch {
	case isTwins && len(t.pool) == 1 && t.pool[0] == 1:
		return t.say("a lone 1 cannot move twins", "un 1 seul ne fait pas avancer des jumeaux")
	case isTwins:
		mate := letter(t.s.Twin(t.turn, unit))
		return t.say("twins move half the throws, and the centre needs the exact count: twins "+letter(unit)+" and "+mate+" are "+cellsText(help.English, left)+" from it, and you have "+t.throws,
			"les jumeaux avancent de la moitié des jets, et le centre demande le compte exact\u00a0: les jumeaux "+letter(unit)+" et "+mate+" en sont à "+cellsText(help.French, left)+", et vous avez "+t.throws)
	case smallest > left:
		return t.say("the centre needs the exact count: piece "+letter(unit)+" is "+cellsText(help.English, left)+" from it, and your smallest throw is "+withThrows(help.English, strconv.Itoa(smallest)),
			"le centre demande le compte exact\u00a0: le pion "+letter(unit)+" en est à "+cellsText(help.French, left)+", et votre plus petit jet est "+withThrows(help.French, strconv.Itoa(smallest)))
	}
	return t.say("no throw of yours moves this piece: you have "+t.throws, "aucun de vos jets ne fait avancer ce pion\u00a0: vous avez "+t.throws)
}

// notThere says why unit, on the board with moves, cannot go to the tapped
// cell: it is behind it on its circuit, or no throws of the pool add up to
// the distance (twice it for twins, which move half the throws).
func (t *tap) notThere(unit int) string {
	d := t.circuitStep(t.to) - t.s.Progress(t.turn, unit)
	sums := subsetSums(t.pool)
	twin := t.s.Twin(t.turn, unit) >= 0
	switch {
	case d <= 0:
		return t.say("pieces only go forward along their circuit", "les pions n’avancent que dans le sens de leur circuit")
	case twin && !has(sums, 2*d) && !has(sums, 2*d+1):
		return t.say("twins move half the throws: "+cellsText(help.English, d)+" need "+strconv.Itoa(2*d)+" or "+strconv.Itoa(2*d+1)+" points, and you have "+t.throws,
			"les jumeaux avancent de la moitié des jets\u00a0: "+cellsText(help.French, d)+" demandent "+strconv.Itoa(2*d)+" ou "+strconv.Itoa(2*d+1)+" points, et vous avez "+t.throws)
	case !twin && !has(sums, d):
		return t.say("no throws of yours add up to "+strconv.Itoa(d)+": you have "+t.throws,
			"aucun de vos jets, seul ou additionné, ne fait "+strconv.Itoa(d)+"\u00a0: vous avez "+t.throws)
	}
	return t.say("no move of this piece goes there with your throws", "aucun coup de ce pion ne va là avec vos jets")
}

// circuitStep returns how far cell is along the mover's circuit, its last
// step if the circuit passes it more than once, or -1 if it is not on it.
func (t *tap) circuitStep(cell int) int {
	at := -1
	for step := 0; step <= thayyam.Centre; step++ {
		if thayyam.CellOf(t.seat, step) == cell {
			at = step
		}
	}
	return at
}

// subsetSums reports, for each total up to the pool's sum, whether some of
// the throws of the pool add up to it.
func subsetSums(pool []int) []bool {
	total := 0
	for _, v := range pool {
		total += v
	}
	sums := make([]bool, total+1)
	sums[0] = true
	for _, v := range pool {
		for n := total; n >= v; n-- {
			sums[n] = sums[n] || sums[n-v]
		}
	}
	return sums
}

// has reports whether sums, as subsetSums returns them, holds the total n.
func has(sums []bool, n int) bool { return n >= 0 && n < len(sums) && sums[n] }

// poolText writes the throws of a pool, largest first, as a move's throws
// are written: "4+2+1", or one throw with its article, "a 3", "un 3".
func poolText(l help.Lang, pool []int) string {
	var b strings.Builder
	for i, v := range pool {
		if i > 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(v))
	}
	return withThrows(l, b.String())
}

// cellsText writes a number of cells in l: "1 cell", "3 cells", "3 cases".
func cellsText(l help.Lang, n int) string {
	switch {
	case l == help.French && n == 1:
		return "1 case"
	case l == help.French:
		return strconv.Itoa(n) + " cases"
	case n == 1:
		return "1 cell"
	}
	return strconv.Itoa(n) + " cells"
}
