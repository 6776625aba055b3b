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
func refusal(l help.Lang, st rules.State, from rules.Place, to int, _ func(rules.Player) string) string {
	s, ok := st.(*diam.State)
	if !ok {
		return ""
	}
	if s.ToMove() == rules.Over {
		return say(l, "the game is over", "la partie est finie")
	}
	t, ok := newTap(l, s, from, to)
	if !ok {
		return ""
	}
	if why := t.notTheMovers(); why != "" {
		return why
	}
	if t.choosesAMove() {
		return ""
	}
	switch {
	case t.reserve && to == help.NoCell:
		return t.noDrop()
	case t.reserve:
		return t.noDropThere()
	case to == help.NoCell:
		return t.noShift()
	}
	return t.noShiftThere()
}

// say returns en in English and fr in French.
func say(l help.Lang, en, fr string) string {
	if l == help.French {
		return fr
	}
	return en
}

// A tap is a tapped pawn of a game that is not over, on the board or in a
// reserve, and the cell it is taken to (help.NoCell for none yet), as
// refusal reads them.
type tap struct {
	l       help.Lang
	s       *diam.State
	from    rules.Place
	to      int
	mover   rules.Player
	reserve bool         // the pawn is in a reserve, not on the board
	colour  int          // the pawn's colour, 0 to 3
	owner   rules.Player // the seat whose colour the pawn is
}

// newTap reads the tap of from, then to, in s, where someone is to move. It
// reports false for a place that holds no pawn: a board cell beyond the
// ring, or a colour that is none of the four.
func newTap(l help.Lang, s *diam.State, from rules.Place, to int) (*tap, bool) {
	t := &tap{l: l, s: s, from: from, to: to, mover: s.ToMove(), reserve: from.Cell < 0, colour: from.Piece}
	if !t.reserve {
		if from.Cell >= diam.Cells {
			return nil, false
		}
		t.colour = s.Pawn(from.Cell, from.Level)
	}
	if t.colour < 0 || t.colour > 3 {
		return nil, false
	}
	t.owner = s.Owner(t.colour)
	return t, true
}

// say returns en or fr, in the tap's language.
func (t *tap) say(en, fr string) string {
	return say(t.l, en, fr)
}

// notTheMovers says why the mover may not play the tapped pawn at all: it
// is of the other side, or in the partner's reserve, or the mover's
// reserve has none of its colour left. It returns "" for a pawn the mover
// may play.
func (t *tap) notTheMovers() string {
	side := t.s.Side(int(t.mover))
	switch {
	case t.s.Side(int(t.owner)) != side:
		sideEn, sideFr := "red and orange", "le rouge et l’orange"
		if side == 1 {
			sideEn, sideFr = "brown and black", "le marron et le noir"
		}
		return t.say("this "+colourNames[t.colour]+" pawn is not yours: your side plays "+sideEn,
			"ce pion "+colourNamesFr[t.colour]+" n’est pas à vous\u00a0: votre camp joue "+sideFr)
	case t.reserve && t.owner != t.mover:
		return t.say("you never drop from your partner's reserve", "on ne pose jamais un pion de la réserve de son partenaire")
	case t.reserve && t.s.Reserve(t.colour) == 0:
		return t.say("no "+colourNames[t.colour]+" pawn is left in your reserve", "il ne reste aucun pion "+colourNamesFr[t.colour]+" dans votre réserve")
	}
	return ""
}

// choosesAMove reports whether the tap chooses one of rules.Choices: a
// move of the tapped pawn (a drop of its colour from its reserve, or a
// shift from its cell and level) that ends on the tapped cell, or any
// move of it if no cell is tapped yet.
func (t *tap) choosesAMove() bool {
	for _, c := range rules.Choices(t.s, nil) {
		if c.Moves && t.isThePawnOf(c) && (t.to == help.NoCell || c.To.Cell == t.to) {
			return true
		}
	}
	return false
}

// isThePawnOf reports whether c moves the tapped pawn.
func (t *tap) isThePawnOf(c rules.Choice) bool {
	if c.From.Cell != t.from.Cell {
		return false
	}
	if t.reserve {
		return c.From.Piece == t.colour
	}
	return c.From.Level == t.from.Level
}

// restricted reports whether the prototype rules keep the mover from
// making a diam for his side, as he did not announce one with his
// previous move.
func (t *tap) restricted() bool {
	return t.s.Prototype() && !t.s.Announced(int(t.mover))
}

// announce says that the announcement rule keeps the mover from a move
// the board allows.
func (t *tap) announce() string {
	return t.say("with the prototype rules, a diam for your side needs “Diam!” announced with your previous move",
		"avec les règles prototype, un diam pour votre camp demande d’avoir annoncé «\u00a0Diam\u00a0!\u00a0» au coup précédent")
}

// noDrop says why the tapped pawn of a reserve cannot be dropped anywhere.
func (t *tap) noDrop() string {
	if t.restricted() {
		return t.announce()
	}
	return t.say("no "+colourNames[t.colour]+" pawn can be dropped now", "aucun pion "+colourNamesFr[t.colour]+" ne peut être posé maintenant")
}

// noDropThere says why the tapped pawn of a reserve cannot be dropped on
// the tapped cell: it is off the ring, or full, or, with the prototype
// rules, not empty or a diam not announced.
func (t *tap) noDropThere() string {
	switch {
	case t.to < 0 || t.to >= diam.Cells:
		return t.say("drop the pawn on a cell of the ring", "posez le pion sur une case de l’anneau")
	case t.s.Height(t.to) == diam.MaxHeight:
		return t.say("cell "+strconv.Itoa(t.to)+" already holds 4 pawns", "la case "+strconv.Itoa(t.to)+" contient déjà 4 pions")
	case t.s.Prototype() && t.s.Height(t.to) > 0:
		return t.say("with the prototype rules, a pawn is dropped only on an empty cell",
			"avec les règles prototype, on ne pose un pion que sur une case vide")
	case t.restricted():
		return t.announce()
	}
	return t.say("this drop is not allowed now", "ce pion ne peut pas être posé là maintenant")
}

// pile returns the number of pawns that shift together with the tapped
// pawn on the board: itself and those above it.
func (t *tap) pile() int {
	return t.s.Height(t.from.Cell) - t.from.Level + 1
}

// neighbours returns the cells to the left and the right of the tapped
// pawn's, the only two it may shift to.
func (t *tap) neighbours() (left, right int) {
	return (t.from.Cell + diam.Cells - 1) % diam.Cells, (t.from.Cell + 1) % diam.Cells
}

// overflows reports whether the tapped pawn's pile would make more than
// four pawns on cell.
func (t *tap) overflows(cell int) bool {
	return t.s.Height(cell)+t.pile() > diam.MaxHeight
}

// noShift says why the tapped pawn on the board cannot shift anywhere:
// both neighbouring cells are too high for its pile, or a diam is not
// announced.
func (t *tap) noShift() string {
	left, right := t.neighbours()
	pile := t.pile()
	switch {
	case t.overflows(left) && t.overflows(right) && pile == 1:
		return t.say("both neighbouring cells already hold 4 pawns", "les deux cases voisines contiennent déjà 4 pions")
	case t.overflows(left) && t.overflows(right):
		return t.say("this pawn moves with the pawns above it, and a pile of "+strconv.Itoa(pile)+" would make more than 4 on either side",
			"ce pion se déplace avec les pions au-dessus de lui, et une pile de "+strconv.Itoa(pile)+" en ferait plus de 4 de chaque côté")
	case t.restricted():
		return t.announce()
	}
	return t.say("this pawn cannot be shifted now", "ce pion ne peut pas être déplacé maintenant")
}

// noShiftThere says why the tapped pawn on the board cannot shift to the
// tapped cell: it is its own, or not a neighbour, or too high for its
// pile, or a diam is not announced.
func (t *tap) noShiftThere() string {
	left, right := t.neighbours()
	switch {
	case t.to == t.from.Cell:
		return t.say("the pawn is already there", "le pion y est déjà")
	case t.to != left && t.to != right:
		return t.say("a pawn moves one cell, to the left or the right", "un pion se déplace d’une case, à gauche ou à droite")
	case t.overflows(t.to):
		return t.tooHigh()
	case t.restricted():
		return t.announce()
	}
	return t.say("this shift is not allowed now", "ce déplacement n’est pas permis maintenant")
}

// tooHigh says that the tapped cell cannot take the tapped pawn's pile:
// it already holds four pawns, or the pawns above the tapped one would
// make more than four.
func (t *tap) tooHigh() string {
	pile, cell := t.pile(), strconv.Itoa(t.to)
	if pile == 1 {
		return t.say("cell "+cell+" already holds 4 pawns", "la case "+cell+" contient déjà 4 pions")
	}
	n, total := strconv.Itoa(pile-1), strconv.Itoa(t.s.Height(t.to)+pile)
	above, aboveFr := "the "+n+" pawns above it", "les "+n+" pions au-dessus de lui"
	if pile == 2 {
		above, aboveFr = "the pawn above it", "le pion au-dessus de lui"
	}
	return t.say("this pawn moves with "+above+": cell "+cell+" would hold "+total+" pawns, more than 4",
		"ce pion se déplace avec "+aboveFr+"\u00a0: la case "+cell+" en contiendrait "+total+", plus de 4")
}
