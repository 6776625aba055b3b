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
func refusal(l help.Lang, st rules.State, from rules.Place, to int) string {
	s, ok := st.(*dejarik.State)
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
	mover := s.ToMove()
	switch {
	case mover == rules.Over:
		return say("the game is over", "la partie est finie")
	case from.Player != mover:
		name, owner := seatName(l, 2, mover), seatName(l, 2, from.Player)
		return say("this pawn is "+owner+"'s, not yours: you play "+name, "ce pion est à "+owner+", pas à vous\u00a0: vous jouez "+name)
	}
	src := dejarik.Cell(from.Cell)
	if s.At(src) != mover {
		return ""
	}
	var mine []rules.Choice
	for _, c := range rules.Choices(s, nil) {
		if c.Moves && c.From.Cell == from.Cell {
			if to == help.NoCell || c.To.Cell == to {
				return ""
			}
			mine = append(mine, c)
		}
	}
	if len(mine) == 0 {
		// The pawn has no move at all: what every move of it needs.
		switch {
		case src.IsCentre():
			return say("every way out of the centre is blocked: each outer cell, or the inner cell in front of it, is taken",
				"toutes les sorties du centre sont bloquées\u00a0: chaque case extérieure, ou la case intérieure devant elle, est prise")
		case src.IsInner():
			return say("a pawn on the inner ring only goes back to the outer cell behind it, and "+cellName(dejarik.Outer(src.Index()))+" is taken",
				"un pion de la couronne intérieure ne fait que rentrer sur la case extérieure derrière lui, et "+cellNameFr(dejarik.Outer(src.Index()))+" est prise")
		}
		return say("the inner cell in front of this pawn is taken: it cannot move",
			"la case intérieure devant ce pion est prise\u00a0: il ne peut pas bouger")
	}
	if to == help.NoCell {
		return ""
	}
	dst := dejarik.Cell(to)
	if !dst.Valid() {
		return ""
	}
	// An exit that lands on dst but goes on: its choice ends further.
	for _, c := range mine {
		if _, first, ok := dejarik.ActionCells(c.Action); ok && first == dst {
			end := dejarik.Cell(c.To.Cell)
			outer := dejarik.Outer(dst.Index())
			return say("this exit goes on to "+cellName(end)+": it lands in front of your pawn on "+cellName(outer),
				"cette sortie continue jusqu’"+toFr(end)+"\u00a0: elle arrive devant votre pion "+fromFr(outer))
		}
	}
	switch owner := s.At(dst); {
	case dst == src:
		return say("the pawn is already there", "le pion y est déjà")
	case owner == mover:
		return say("the cell is taken by your own pawn", "la case est prise par un de vos pions")
	case owner >= 0:
		name := seatName(l, 2, owner)
		return say("the cell is taken by "+name+"'s pawn", "la case est prise par un pion "+help.Of(name))
	}
	switch {
	case src.IsCentre() && !dst.IsOuter():
		return say("from the centre, a pawn goes back to an outer cell", "du centre, un pion repart vers une case extérieure")
	case src.IsCentre():
		return say("the inner cell in front of "+cellName(dst)+" is taken", "la case intérieure devant "+cellNameFr(dst)+" est prise")
	case src.IsInner():
		return say("a pawn on the inner ring only goes back to the outer cell behind it",
			"un pion de la couronne intérieure ne fait que rentrer sur la case extérieure derrière lui")
	case dst.IsOuter():
		return say("a pawn never moves along the outer ring", "un pion ne se déplace jamais le long de la couronne extérieure")
	case dst.IsCentre():
		return say("no move of this pawn goes to the centre now", "aucun coup de ce pion ne va au centre maintenant")
	}
	// An outer pawn whose inner cell in front is empty (it has moves),
	// exiting to an empty inner cell.
	d := spokes(src, dst)
	side := 1 // the way of a double diagonal exit along the ring
	if (src.Index()-2+dejarik.Ring)%dejarik.Ring == dst.Index() {
		side = -1
	}
	switch {
	case d > 2:
		return say("an exit goes at most two cells to the side", "une sortie va au plus à deux cases sur le côté")
	case s.FirstMove(mover):
		return say("no diagonal exit on your first move", "pas de sortie en diagonale à votre premier coup")
	case d == 2 && s.At(dejarik.Inner(src.Index()+side)) >= 0:
		return say("no pawn passes over another: "+cellName(dejarik.Inner(src.Index()+side))+" is taken",
			"un pion ne passe jamais par-dessus un autre\u00a0: "+cellNameFr(dejarik.Inner(src.Index()+side))+" est prise")
	case d == 2 && s.At(dejarik.Outer(src.Index()+side)) >= 0:
		return say("a double diagonal exit needs the outer cell beside it empty: "+cellName(dejarik.Outer(src.Index()+side))+" is taken",
			"une sortie en double diagonale demande la case extérieure voisine vide\u00a0: "+cellNameFr(dejarik.Outer(src.Index()+side))+" est prise")
	}
	return say("an outer pawn goes straight out, diagonally one or two cells to the side, or to the centre, when the cells on its way are empty",
		"un pion extérieur sort tout droit, en diagonale d’une ou deux cases, ou va au centre, si les cases sur son chemin sont vides")
}
