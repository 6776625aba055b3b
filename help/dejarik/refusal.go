package dejarik

import (
	"tabula/help"
	"tabula/rules"
	"tabula/rules/dejarik"
)

// refusal says why a tap chose nothing (see [help.Game.Refusal]):
//
//	it is White's turn
//	the inner cell in front of this pawn is taken: it cannot move
//	a pawn on the inner ring only goes back to the outer cell behind it
//	the cell is taken by your own pawn
//	no diagonal exit on your first move
//	this exit goes on to inner 3: it lands in front of your pawn on outer 1
//
// and the same in French. Each reason is one of the conditions of the rules
// file's moves, read through package dejarik's inspectors, and only said of
// a tap that chooses none of rules.Choices.
func refusal(l help.Lang, st rules.State, from rules.Place, to int, name func(rules.Player) string) string {
	s, ok := st.(*dejarik.State)
	if !ok {
		return ""
	}
	t := &tap{l: l, s: s, name: name, src: dejarik.Cell(from.Cell), mover: s.ToMove()}
	if why := t.notYourPawn(from.Player); why != "" {
		return why
	}
	if s.At(t.src) != t.mover {
		return ""
	}
	mine, chosen := t.moves(to)
	switch {
	case chosen:
		return ""
	case len(mine) == 0:
		return t.stuck()
	case to == help.NoCell || !dejarik.Cell(to).Valid():
		return ""
	}
	dst := dejarik.Cell(to)
	if why := t.exitGoesOn(mine, dst); why != "" {
		return why
	}
	if why := t.taken(dst); why != "" {
		return why
	}
	if why := t.wrongWay(dst); why != "" {
		return why
	}
	return t.noSuchExit(dst)
}

// A tap is a tapped pawn of the player to move, with what refusal reads of
// the position.
type tap struct {
	l     help.Lang
	s     *dejarik.State
	name  func(rules.Player) string // names a seat
	src   dejarik.Cell              // the tapped pawn's cell
	mover rules.Player
}

// say returns en or fr, in the tap's language.
func (t *tap) say(en, fr string) string {
	if t.l == help.French {
		return fr
	}
	return en
}

// notYourPawn says why a pawn of owner is not the tap's to move: the game
// is over, or the pawn is the other player's. It returns "" for a pawn of
// the player to move.
func (t *tap) notYourPawn(owner rules.Player) string {
	switch {
	case t.mover == rules.Over:
		return t.say("the game is over", "la partie est finie")
	case owner != t.mover:
		name, ownerName := t.name(t.mover), t.name(owner)
		return t.say("this pawn is "+ownerName+"'s, not yours: you play "+name, "ce pion est à "+ownerName+", pas à vous\u00a0: vous jouez "+name)
	}
	return ""
}

// moves returns the legal moves of the tapped pawn, and reports whether
// the tap chooses one: any of them if no cell is tapped yet (to is
// help.NoCell), or one that ends on to.
func (t *tap) moves(to int) (mine []rules.Choice, chosen bool) {
	for _, c := range rules.Choices(t.s, nil) {
		if !c.Moves || c.From.Cell != int(t.src) {
			continue
		}
		if to == help.NoCell || c.To.Cell == to {
			return nil, true
		}
		mine = append(mine, c)
	}
	return mine, false
}

// stuck says why the tapped pawn has no move at all: what every move of it
// needs is taken.
func (t *tap) stuck() string {
	switch {
	case t.src.IsCentre():
		return t.say("every way out of the centre is blocked: each outer cell, or the inner cell in front of it, is taken",
			"toutes les sorties du centre sont bloquées\u00a0: chaque case extérieure, ou la case intérieure devant elle, est prise")
	case t.src.IsInner():
		return t.say("a pawn on the inner ring only goes back to the outer cell behind it, and "+cellName(dejarik.Outer(t.src.Index()))+" is taken",
			"un pion de la couronne intérieure ne fait que rentrer sur la case extérieure derrière lui, et "+cellNameFr(dejarik.Outer(t.src.Index()))+" est prise")
	}
	return t.say("the inner cell in front of this pawn is taken: it cannot move",
		"la case intérieure devant ce pion est prise\u00a0: il ne peut pas bouger")
}

// exitGoesOn says why a tap on dst chooses nothing when one of the moves
// in mine is an exit that lands on dst but goes on, as its choice ends
// further. It returns "" if none is.
func (t *tap) exitGoesOn(mine []rules.Choice, dst dejarik.Cell) string {
	for _, c := range mine {
		if _, first, ok := dejarik.ActionCells(c.Action); ok && first == dst {
			end := dejarik.Cell(c.To.Cell)
			outer := dejarik.Outer(dst.Index())
			return t.say("this exit goes on to "+cellName(end)+": it lands in front of your pawn on "+cellName(outer),
				"cette sortie continue jusqu’"+toFr(end)+"\u00a0: elle arrive devant votre pion "+fromFr(outer))
		}
	}
	return ""
}

// taken says why the tapped pawn cannot go to dst because of who is
// there: itself, another pawn of its own, or the other player's pawn. It
// returns "" for an empty cell.
func (t *tap) taken(dst dejarik.Cell) string {
	switch owner := t.s.At(dst); {
	case dst == t.src:
		return t.say("the pawn is already there", "le pion y est déjà")
	case owner == t.mover:
		return t.say("the cell is taken by your own pawn", "la case est prise par un de vos pions")
	case owner >= 0:
		name := t.name(owner)
		return t.say("the cell is taken by "+name+"'s pawn", "la case est prise par un pion "+help.Of(name))
	}
	return ""
}

// wrongWay says why the tapped pawn never goes to the empty cell dst, as
// the rings go: from the centre only back to an outer cell whose inner
// cell is free, from the inner ring only back behind it, never along the
// outer ring, and to the centre only when it is a move. It returns "" for
// an exit of an outer pawn to the inner ring.
func (t *tap) wrongWay(dst dejarik.Cell) string {
	switch {
	case t.src.IsCentre() && !dst.IsOuter():
		return t.say("from the centre, a pawn goes back to an outer cell", "du centre, un pion repart vers une case extérieure")
	case t.src.IsCentre():
		return t.say("the inner cell in front of "+cellName(dst)+" is taken", "la case intérieure devant "+cellNameFr(dst)+" est prise")
	case t.src.IsInner():
		return t.say("a pawn on the inner ring only goes back to the outer cell behind it",
			"un pion de la couronne intérieure ne fait que rentrer sur la case extérieure derrière lui")
	case dst.IsOuter():
		return t.say("a pawn never moves along the outer ring", "un pion ne se déplace jamais le long de la couronne extérieure")
	case dst.IsCentre():
		return t.say("no move of this pawn goes to the centre now", "aucun coup de ce pion ne va au centre maintenant")
	}
	return ""
}

// noSuchExit says why an outer pawn whose inner cell in front is empty
// (it has moves) cannot exit to the empty inner cell dst: too far to the
// side, a diagonal on the first move, or a double diagonal whose way is
// not free.
func (t *tap) noSuchExit(dst dejarik.Cell) string {
	d := spokes(t.src, dst)
	side := 1 // the way of a double diagonal exit along the ring
	if (t.src.Index()-2+dejarik.Ring)%dejarik.Ring == dst.Index() {
		side = -1
	}
	passed, beside := dejarik.Inner(t.src.Index()+side), dejarik.Outer(t.src.Index()+side)
	switch {
	case d > 2:
		return t.say("an exit goes at most two cells to the side", "une sortie va au plus à deux cases sur le côté")
	case t.s.FirstMove(t.mover):
		return t.say("no diagonal exit on your first move", "pas de sortie en diagonale à votre premier coup")
	case d == 2 && t.s.At(passed) >= 0:
		return t.say("no pawn passes over another: "+cellName(passed)+" is taken",
			"un pion ne passe jamais par-dessus un autre\u00a0: "+cellNameFr(passed)+" est prise")
	case d == 2 && t.s.At(beside) >= 0:
		return t.say("a double diagonal exit needs the outer cell beside it empty: "+cellName(beside)+" is taken",
			"une sortie en double diagonale demande la case extérieure voisine vide\u00a0: "+cellNameFr(beside)+" est prise")
	}
	return t.say("an outer pawn goes straight out, diagonally one or two cells to the side, or to the centre, when the cells on its way are empty",
		"un pion extérieur sort tout droit, en diagonale d’une ou deux cases, ou va au centre, si les cases sur son chemin sont vides")
}
