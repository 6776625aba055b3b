package thayyam

import (
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
func refusal(l help.Lang, st rules.State, from rules.Place, to int) string {
	s, ok := st.(*thayyam.State)
	if !ok {
		return ""
	}
	fr := l == help.French
	say := func(en, frText string) string {
		if fr {
			return frText
		}
		return en
	}
	turn := s.Turn()
	name := seatName(l, s.Players(), turn)
	switch {
	case s.ToMove() == rules.Over:
		return say("the game is over", "la partie est finie")
	case from.Player != turn:
		owner := seatName(l, s.Players(), from.Player)
		return say("this piece is "+owner+"'s, not yours: you play "+name, "ce pion est à "+owner+", pas à vous\u00a0: vous jouez "+name)
	case s.ToMove() == rules.Chance:
		return say("throw the cowries first", "lancez d’abord les cauris")
	}
	var mine []rules.Choice
	for _, c := range rules.Choices(s, nil) {
		if c.Moves && c.From.Cell == from.Cell && c.From.Player == from.Player {
			if to == help.NoCell || c.To.Cell == to {
				return ""
			}
			mine = append(mine, c)
		}
	}
	seat := thayyam.SeatOf(s.Players(), turn)
	pool := s.Pool(nil)
	ones := 0
	for _, v := range pool {
		if v == 1 {
			ones++
		}
	}
	throws := poolText(l, pool)
	// The units of the mover at the place tapped: single pieces and twins
	// (by their lower letter).
	var singles, twins []int
	for i := range 4 {
		t := s.Progress(turn, i)
		at := from.Cell == -1 && t == thayyam.Waiting || t >= 0 && t <= thayyam.Centre && thayyam.CellOf(seat, t) == from.Cell
		switch m := s.Twin(turn, i); {
		case !at:
		case m < 0:
			singles = append(singles, i)
		case m > i:
			twins = append(twins, i)
		}
	}
	if len(singles)+len(twins) == 0 {
		return ""
	}
	if len(mine) == 0 {
		return refusePiece(l, s, singles, twins, ones, pool, throws)
	}
	if to == help.NoCell {
		return ""
	}
	if to == -1 {
		return say("a piece leaves the board from the centre, with a 1, once all four are on the centre or out",
			"un pion ne sort du jeu que depuis le centre, avec un 1, une fois ses quatre pions au centre ou sortis")
	}
	if from.Cell == -1 {
		return say("a piece enters on your castle", "un pion entre sur votre château")
	}
	// How far the tapped cell is on the piece's circuit.
	at := -1
	for t := 0; t <= thayyam.Centre; t++ {
		if thayyam.CellOf(seat, t) == to {
			at = t
		}
	}
	unit := mine[0].From.Piece
	t0 := s.Progress(turn, unit)
	d := at - t0
	sums := subsetSums(pool)
	switch {
	case d <= 0:
		return say("pieces only go forward along their circuit", "les pions n’avancent que dans le sens de leur circuit")
	case s.Twin(turn, unit) >= 0 && !has(sums, 2*d) && !has(sums, 2*d+1):
		return say("twins move half the throws: "+cellsText(help.English, d)+" need "+strconv.Itoa(2*d)+" or "+strconv.Itoa(2*d+1)+" points, and you have "+throws,
			"les jumeaux avancent de la moitié des jets\u00a0: "+cellsText(help.French, d)+" demandent "+strconv.Itoa(2*d)+" ou "+strconv.Itoa(2*d+1)+" points, et vous avez "+throws)
	case s.Twin(turn, unit) < 0 && !has(sums, d):
		return say("no throws of yours add up to "+strconv.Itoa(d)+": you have "+throws,
			"aucun de vos jets, seul ou additionné, ne fait "+strconv.Itoa(d)+"\u00a0: vous avez "+throws)
	}
	return say("no move of this piece goes there with your throws", "aucun coup de ce pion ne va là avec vos jets")
}

// refusePiece says why the mover's units at a place, single pieces and
// twins by their lower letter, have no move with the pool.
func refusePiece(l help.Lang, s *thayyam.State, singles, twins []int, ones int, pool []int, throws string) string {
	fr := l == help.French
	say := func(en, frText string) string {
		if fr {
			return frText
		}
		return en
	}
	turn := s.Turn()
	unit, isTwins := -1, false
	if len(singles) > 0 {
		unit = singles[0]
	} else {
		unit, isTwins = twins[0], true
	}
	t := s.Progress(turn, unit)
	switch {
	case t == thayyam.Waiting && isTwins:
		return say("twins come back only with two 1s of one turn", "des jumeaux ne rentrent qu’avec deux 1 du même tour")
	case t == thayyam.Waiting:
		return say("a piece enters only on a 1", "un pion n’entre que sur un 1")
	case t == thayyam.Centre:
		for i := range 4 {
			if p := s.Progress(turn, i); p != thayyam.Centre && p != thayyam.Out {
				return say("a piece leaves the centre only once all four are on the centre or out",
					"un pion ne quitte le centre qu’une fois ses quatre pions au centre ou sortis")
			}
		}
		if ones == 0 {
			return say("a piece leaves the centre only with a 1", "un pion ne quitte le centre qu’avec un 1")
		}
		off, offFr := label(help.English, rules.Choice{Note: letter(unit) + ":off"}), label(help.French, rules.Choice{Note: letter(unit) + ":off"})
		return say("a piece leaves the centre by its button, “"+off+"”", "un pion quitte le centre par son bouton, «\u00a0"+offFr+"\u00a0»")
	}
	left := thayyam.Centre - t
	smallest := 0
	if len(pool) > 0 {
		smallest = pool[len(pool)-1]
	}
	switch {
	case isTwins && len(pool) == 1 && pool[0] == 1:
		return say("a lone 1 cannot move twins", "un 1 seul ne fait pas avancer des jumeaux")
	case isTwins:
		return say("twins move half the throws, and the centre needs the exact count: twins "+letter(unit)+" and "+letter(s.Twin(turn, unit))+" are "+cellsText(help.English, left)+" from it, and you have "+throws,
			"les jumeaux avancent de la moitié des jets, et le centre demande le compte exact\u00a0: les jumeaux "+letter(unit)+" et "+letter(s.Twin(turn, unit))+" en sont à "+cellsText(help.French, left)+", et vous avez "+throws)
	case smallest > left && !isTwins:
		return say("the centre needs the exact count: piece "+letter(unit)+" is "+cellsText(help.English, left)+" from it, and your smallest throw is "+withThrows(help.English, strconv.Itoa(smallest)),
			"le centre demande le compte exact\u00a0: le pion "+letter(unit)+" en est à "+cellsText(help.French, left)+", et votre plus petit jet est "+withThrows(help.French, strconv.Itoa(smallest)))
	}
	return say("no throw of yours moves this piece: you have "+throws, "aucun de vos jets ne fait avancer ce pion\u00a0: vous avez "+throws)
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
