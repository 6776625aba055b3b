package daryon

import (
	"slices"
	"strconv"
	"strings"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/daryon"
)

// refusal says why a tap chose nothing (see [help.Game.Refusal]):
//
//	it is South's turn
//	throw the seeds first
//	a 3 brings no pawn out: a pawn leaves home only on a 1
//	pawn a is 2 cells from home: it needs a 2 or a 1, not a 5
//	pawn a cannot go home yet: it has sent no pawn home
//	this is the west corridor: only West's pawns go there
//	a 3 takes pawn b to 17, not there
//
// and the same in French. It reads the position through package daryon's
// inspectors and decides nothing the legal moves do not: a tap that
// chooses one of rules.Choices is said nothing.
func refusal(l help.Lang, st rules.State, from rules.Place, to int, name func(rules.Player) string) string {
	s, ok := st.(*daryon.State)
	if !ok {
		return ""
	}
	t := newTap(l, s, from, to, name)
	if why := t.notYourMove(); why != "" {
		return why
	}
	mine, chosen := help.TappedMoves(t.s, t.from, t.to)
	switch {
	case chosen:
		return ""
	case len(mine) == 0 && daryon.Cell(from.Cell) == daryon.Centre:
		return t.noneLeavesHome()
	case len(mine) == 0:
		return t.noneMovesHere()
	case to == help.NoCell:
		return ""
	}
	return t.notThere(mine)
}

// A tap is a tapped place (a pawn's cell, or the centre for the pawns
// waiting at home) and the cell it is taken to (help.NoCell for none yet),
// with what refusal reads of the position.
type tap struct {
	l      help.Lang
	s      *daryon.State
	from   rules.Place
	to     int
	name   func(rules.Player) string // names a seat
	seat   int                       // the seat whose turn it is
	side   daryon.Side               // the side of that seat
	points int                       // the throw
}

// newTap reads the tap of from, then to, in s.
func newTap(l help.Lang, s *daryon.State, from rules.Place, to int, name func(rules.Player) string) *tap {
	_, points := s.Thrown()
	return &tap{l: l, s: s, from: from, to: to, name: name, seat: s.Turn(), side: s.Side(s.Turn()), points: points}
}

// say returns en or fr, in the tap's language.
func (t *tap) say(en, fr string) string {
	if t.l == help.French {
		return fr
	}
	return en
}

// pts returns the throw, in digits.
func (t *tap) pts() string {
	return strconv.Itoa(t.points)
}

// notYourMove says why the tap moves nothing whatever the pawn: the game
// is over, the pawn is another player's, or the seeds are not thrown yet.
// It returns "" if the tapped pawn is the mover's to move.
func (t *tap) notYourMove() string {
	turn := rules.Player(t.seat)
	name := t.name(turn)
	switch {
	case t.s.ToMove() == rules.Over:
		return t.say("the game is over", "la partie est finie")
	case t.from.Player != turn:
		owner := t.name(t.from.Player)
		return t.say("this pawn is "+owner+"'s, not yours: you play "+name, "ce pion est à "+owner+", pas à vous\u00a0: vous jouez "+name)
	case t.s.ToMove() == rules.Chance:
		return t.say("throw the seeds first", "lancez d’abord les graines")
	}
	return ""
}

// noneLeavesHome says why no pawn leaves home with the throw: none waits
// there, or the throw is not one that brings a pawn out.
func (t *tap) noneLeavesHome() string {
	multi, _ := rulesOf(t.s)
	switch {
	case !t.waitingAtHome():
		return t.say("no pawn of yours waits at home", "aucun de vos pions n’attend à la maison")
	case multi:
		return t.say("a "+t.pts()+" brings no pawn out: pawns leave home only on a 1, a 5 or a 6",
			"un "+t.pts()+" ne sort aucun pion\u00a0: on ne sort de la maison que sur un 1, un 5 ou un 6")
	}
	return t.say("a "+t.pts()+" brings no pawn out: a pawn leaves home only on a 1",
		"un "+t.pts()+" ne sort aucun pion\u00a0: un pion ne sort de la maison que sur un 1")
}

// waitingAtHome reports whether a pawn of the mover waits at home.
func (t *tap) waitingAtHome() bool {
	for j := range daryon.Pawns {
		if t.s.Progress(t.seat, j) == daryon.TStart {
			return true
		}
	}
	return false
}

// noneMovesHere says why no pawn of the mover on the tapped cell moves with
// the throw: the first of them must go home by the exact count, and the
// throw is more; or else none can move that far. It returns "" if no pawn
// of the mover is on the tapped cell.
func (t *tap) noneMovesHere() string {
	j, ok := t.pawnHere()
	if !ok {
		return ""
	}
	if why := t.tooFarForHome(j); why != "" {
		return why
	}
	return t.say("no pawn here can move "+t.pts()+" cells", "aucun pion ici ne peut avancer de "+t.pts()+" cases")
}

// pawnHere returns the first pawn of the mover on the board, and not yet
// home, whose cell is the tapped one.
func (t *tap) pawnHere() (int, bool) {
	for j := range daryon.Pawns {
		p := t.s.Progress(t.seat, j)
		if p > daryon.TStart && p < daryon.THome && int(t.s.PawnCell(t.seat, j)) == t.from.Cell {
			return j, true
		}
	}
	return 0, false
}

// tooFarForHome says that pawn j needs a smaller throw to go home. A pawn
// that may go home, or is already in its corridor on the way home, needs
// the exact count; any other pawn on the board can always move (a pawn
// without the right goes round). It returns "" if the throw does not take
// j past home.
func (t *tap) tooFarForHome(j int) string {
	p := t.s.Progress(t.seat, j)
	left := daryon.THome - p
	if (p <= daryon.TTour && !t.s.MayGoHome(t.seat, j)) || t.points <= left {
		return ""
	}
	need := "a " + strconv.Itoa(left)
	needFr := "un " + strconv.Itoa(left)
	if left > 1 {
		need += " or less"
		needFr += " ou moins"
	}
	cells, cellsFr := strconv.Itoa(left)+" cells", strconv.Itoa(left)+" cases"
	if left == 1 {
		cells, cellsFr = "1 cell", "1 case"
	}
	return t.say("pawn "+letter(j)+" is "+cells+" from home: it needs "+need+", not a "+t.pts(),
		"le pion "+letter(j)+" est à "+cellsFr+" de la maison\u00a0: il lui faut "+needFr+", pas un "+t.pts())
}

// notThere says why the pawns of the tapped place, which have moves, go
// to none of them on the tapped cell: a pawn leaving home goes to corridor
// 1, another side's corridor is not theirs, the way home is closed to
// them, or else where the throw takes them.
func (t *tap) notThere(mine []rules.Choice) string {
	if mine[0].Note == "out" {
		return t.say("a pawn leaving home goes to corridor 1, just in front of it",
			"un pion qui sort de la maison va au couloir 1, juste devant elle")
	}
	d, corridor := corridorSide(daryon.Cell(t.to))
	if corridor && d != t.side {
		sideEn, sideFr := strings.ToLower(sideNames[help.English][d]), strings.ToLower(sideNames[help.French][d])
		return t.say("this is the "+sideEn+" corridor: only its own pawns go there",
			"c’est le couloir "+sideFr+"\u00a0: seuls ses propres pions y vont")
	}
	if corridor || daryon.Cell(t.to) == daryon.Centre {
		if why := t.notYetHome(mine); why != "" {
			return why
		}
	}
	return t.whereTheThrowTakes(mine)
}

// notYetHome says what keeps the first of the pawns moving in mine that
// may not go home from the way home: it has not been round the square yet,
// or (its, or its player's) pawns have sent no pawn home. It returns "" if
// each may go home.
func (t *tap) notYetHome(mine []rules.Choice) string {
	_, shared := rulesOf(t.s)
	for _, c := range mine {
		j := int(c.Note[0] - 'a')
		p := t.s.Progress(t.seat, j)
		switch {
		case p < daryon.TJunction:
			return t.say("pawn "+c.Note+" goes round the square before it goes home",
				"le pion "+c.Note+" fait le tour du carré avant de rentrer")
		case p <= daryon.TTour && !t.s.MayGoHome(t.seat, j) && shared:
			return t.say("your pawns cannot go home yet: none has sent a pawn home",
				"vos pions ne peuvent pas encore rentrer\u00a0: aucun n’a renvoyé de pion à la maison")
		case p <= daryon.TTour && !t.s.MayGoHome(t.seat, j):
			return t.say("pawn "+c.Note+" cannot go home yet: it has sent no pawn home",
				"le pion "+c.Note+" ne peut pas encore rentrer\u00a0: il n’a renvoyé aucun pion à la maison")
		}
	}
	return ""
}

// whereTheThrowTakes says where the throw takes the pawns of the tapped
// place instead, pawns going to one cell together.
func (t *tap) whereTheThrowTakes(mine []rules.Choice) string {
	var goes, goesFr []string
	cells, pawns := destinations(mine)
	for k, cell := range cells {
		en, fr := cellName(help.English, t.side, daryon.Cell(cell)), toFr(cellName(help.French, t.side, daryon.Cell(cell)))
		if len(pawns[k]) > 1 {
			goes = append(goes, "pawns "+help.List(help.English, pawns[k])+" to "+en)
			goesFr = append(goesFr, "les pions "+help.List(help.French, pawns[k])+" vont "+fr)
		} else {
			goes = append(goes, "pawn "+pawns[k][0]+" to "+en)
			goesFr = append(goesFr, "le pion "+pawns[k][0]+" va "+fr)
		}
	}
	return t.say("a "+t.pts()+" takes "+help.List(help.English, goes)+", not there",
		"avec un "+t.pts()+", "+help.List(help.French, goesFr)+", pas sur cette case")
}

// destinations returns the cells that moves go to, in the order of the
// moves, each once, and the pawns (their Note) that go to each.
func destinations(moves []rules.Choice) (cells []int, pawns [][]string) {
	for _, c := range moves {
		k := slices.Index(cells, c.To.Cell)
		if k < 0 {
			k = len(cells)
			cells = append(cells, c.To.Cell)
			pawns = append(pawns, nil)
		}
		pawns[k] = append(pawns[k], c.Note)
	}
	return cells, pawns
}

// corridorSide returns the side whose corridor holds c.
func corridorSide(c daryon.Cell) (daryon.Side, bool) {
	for d, cells := range daryon.Corridors {
		for _, k := range cells {
			if k == c {
				return daryon.Side(d), true
			}
		}
	}
	return 0, false
}

// rulesOf returns the options of s that the sentences need, as its Key
// writes them first ("2 one pawn off; ..."): whether a 5 and a 6 bring out
// several pawns (exits=multi), and whether the right to go home is the
// player's (credit=player).
func rulesOf(s *daryon.State) (multi, shared bool) {
	f := strings.Fields(s.Key())
	return len(f) > 2 && f[1] == "multi", len(f) > 2 && f[2] == "player"
}
