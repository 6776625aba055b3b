package diam

import (
	"strconv"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/diam"
)

// refusal says why a tap chose nothing (see [help.Game.Refusal]):
//
//	this brown pawn is not yours: your side plays red and orange
//	you never drop from your partner's reserve
//	a pawn moves one cell, to the left or the right
//	this pawn moves with the 2 pawns above it: cell 4 would hold 6 pawns, more than 4
//	with the prototype rules, a pawn is dropped only on an empty cell
//
// and the same in French. A board pawn is known by its colour, whatever
// the tap's Player: a partner's colour on the board is the mover's to
// shift. Each reason is one of the rules file's conditions, read through
// package diam's inspectors, and only said of a tap that chooses none of
// rules.Choices.
func refusal(l help.Lang, st rules.State, from rules.Place, to int) string {
	s, ok := st.(*diam.State)
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
	if mover == rules.Over {
		return say("the game is over", "la partie est finie")
	}
	side := s.Side(int(mover))
	reserve := from.Cell < 0
	colour := from.Piece
	if !reserve {
		if from.Cell >= diam.Cells {
			return ""
		}
		colour = s.Pawn(from.Cell, from.Level)
	}
	if colour < 0 || colour > 3 {
		return ""
	}
	owner := s.Owner(colour)
	switch {
	case s.Side(int(owner)) != side:
		sideEn, sideFr := "red and orange", "le rouge et l’orange"
		if side == 1 {
			sideEn, sideFr = "brown and black", "le marron et le noir"
		}
		return say("this "+colourNames[colour]+" pawn is not yours: your side plays "+sideEn,
			"ce pion "+colourNamesFr[colour]+" n’est pas à vous\u00a0: votre camp joue "+sideFr)
	case reserve && owner != mover:
		return say("you never drop from your partner's reserve", "on ne pose jamais un pion de la réserve de son partenaire")
	case reserve && s.Reserve(colour) == 0:
		return say("no "+colourNames[colour]+" pawn is left in your reserve", "il ne reste aucun pion "+colourNamesFr[colour]+" dans votre réserve")
	}
	var mine []rules.Choice
	for _, c := range rules.Choices(s, nil) {
		if !c.Moves || c.From.Cell != from.Cell || (reserve && c.From.Piece != colour) || (!reserve && c.From.Level != from.Level) {
			continue
		}
		if to == help.NoCell || c.To.Cell == to {
			return ""
		}
		mine = append(mine, c)
	}
	// What keeps the announcement rule from a move the board allows.
	announce := say("with the prototype rules, a diam for your side needs “Diam!” announced with your previous move",
		"avec les règles prototype, un diam pour votre camp demande d’avoir annoncé «\u00a0Diam\u00a0!\u00a0» au coup précédent")
	restricted := s.Prototype() && !s.Announced(int(mover))
	if reserve {
		switch {
		case to == help.NoCell && len(mine) == 0 && restricted:
			return announce
		case to == help.NoCell && len(mine) == 0:
			return say("no "+colourNames[colour]+" pawn can be dropped now", "aucun pion "+colourNamesFr[colour]+" ne peut être posé maintenant")
		case to == help.NoCell:
			return ""
		case to < 0 || to >= diam.Cells:
			return say("drop the pawn on a cell of the ring", "posez le pion sur une case de l’anneau")
		case s.Height(to) == diam.MaxHeight:
			return say("cell "+strconv.Itoa(to)+" already holds 4 pawns", "la case "+strconv.Itoa(to)+" contient déjà 4 pions")
		case s.Prototype() && s.Height(to) > 0:
			return say("with the prototype rules, a pawn is dropped only on an empty cell",
				"avec les règles prototype, on ne pose un pion que sur une case vide")
		case restricted:
			return announce
		}
		return say("this drop is not allowed now", "ce pion ne peut pas être posé là maintenant")
	}
	// A pawn on the board shifts with the pile above it to a neighbour.
	pile := s.Height(from.Cell) - from.Level + 1
	left, right := (from.Cell+diam.Cells-1)%diam.Cells, (from.Cell+1)%diam.Cells
	over := func(cell int) bool { return s.Height(cell)+pile > diam.MaxHeight }
	tooHigh := func(cell int) string {
		if pile == 1 {
			return say("cell "+strconv.Itoa(cell)+" already holds 4 pawns", "la case "+strconv.Itoa(cell)+" contient déjà 4 pions")
		}
		n, total := strconv.Itoa(pile-1), strconv.Itoa(s.Height(cell)+pile)
		above, aboveFr := "the "+n+" pawns above it", "les "+n+" pions au-dessus de lui"
		if pile == 2 {
			above, aboveFr = "the pawn above it", "le pion au-dessus de lui"
		}
		return say("this pawn moves with "+above+": cell "+strconv.Itoa(cell)+" would hold "+total+" pawns, more than 4",
			"ce pion se déplace avec "+aboveFr+"\u00a0: la case "+strconv.Itoa(cell)+" en contiendrait "+total+", plus de 4")
	}
	switch {
	case to == help.NoCell && len(mine) > 0:
		return ""
	case to == help.NoCell && over(left) && over(right) && pile == 1:
		return say("both neighbouring cells already hold 4 pawns", "les deux cases voisines contiennent déjà 4 pions")
	case to == help.NoCell && over(left) && over(right):
		return say("this pawn moves with the pawns above it, and a pile of "+strconv.Itoa(pile)+" would make more than 4 on either side",
			"ce pion se déplace avec les pions au-dessus de lui, et une pile de "+strconv.Itoa(pile)+" en ferait plus de 4 de chaque côté")
	case to == help.NoCell && restricted:
		return announce
	case to == help.NoCell:
		return say("this pawn cannot be shifted now", "ce pion ne peut pas être déplacé maintenant")
	case to == from.Cell:
		return say("the pawn is already there", "le pion y est déjà")
	case to != left && to != right:
		return say("a pawn moves one cell, to the left or the right", "un pion se déplace d’une case, à gauche ou à droite")
	case over(to):
		return tooHigh(to)
	case restricted:
		return announce
	}
	return say("this shift is not allowed now", "ce déplacement n’est pas permis maintenant")
}
