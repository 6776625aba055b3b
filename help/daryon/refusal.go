package daryon

import (
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
func refusal(l help.Lang, st rules.State, from rules.Place, to int) string {
	s, ok := st.(*daryon.State)
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
	turn := rules.Player(s.Turn())
	name := seatName(l, s.Players(), turn)
	switch {
	case s.ToMove() == rules.Over:
		return say("the game is over", "la partie est finie")
	case from.Player != turn:
		owner := seatName(l, s.Players(), from.Player)
		return say("this pawn is "+owner+"'s, not yours: you play "+name, "ce pion est à "+owner+", pas à vous\u00a0: vous jouez "+name)
	case s.ToMove() == rules.Chance:
		return say("throw the seeds first", "lancez d’abord les graines")
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
	seat := int(turn)
	side := s.Side(seat)
	_, points := s.Thrown()
	pts := strconv.Itoa(points)
	multi, shared := rulesOf(s)
	if len(mine) == 0 {
		if daryon.Cell(from.Cell) == daryon.Centre {
			waiting := false
			for j := range daryon.Pawns {
				waiting = waiting || s.Progress(seat, j) == daryon.TStart
			}
			switch {
			case !waiting:
				return say("no pawn of yours waits at home", "aucun de vos pions n’attend à la maison")
			case multi:
				return say("a "+pts+" brings no pawn out: pawns leave home only on a 1, a 5 or a 6",
					"un "+pts+" ne sort aucun pion\u00a0: on ne sort de la maison que sur un 1, un 5 ou un 6")
			}
			return say("a "+pts+" brings no pawn out: a pawn leaves home only on a 1",
				"un "+pts+" ne sort aucun pion\u00a0: un pion ne sort de la maison que sur un 1")
		}
		here := false
		for j := range daryon.Pawns {
			t := s.Progress(seat, j)
			if t <= daryon.TStart || t >= daryon.THome || int(s.PawnCell(seat, j)) != from.Cell {
				continue
			}
			here = true
			// A pawn that may go home, or is already in its corridor on
			// the way home, needs the exact count; any other pawn on the
			// board can always move (a pawn without the right goes round).
			left := daryon.THome - t
			if (t > daryon.TTour || s.MayGoHome(seat, j)) && points > left {
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
				return say("pawn "+letter(j)+" is "+cells+" from home: it needs "+need+", not a "+pts,
					"le pion "+letter(j)+" est à "+cellsFr+" de la maison\u00a0: il lui faut "+needFr+", pas un "+pts)
			}
			break
		}
		if !here {
			return ""
		}
		return say("no pawn here can move "+pts+" cells", "aucun pion ici ne peut avancer de "+pts+" cases")
	}
	if to == help.NoCell {
		return ""
	}
	// A destination refused: the choices from here all go elsewhere.
	if mine[0].Note == "out" {
		return say("a pawn leaving home goes to corridor 1, just in front of it",
			"un pion qui sort de la maison va au couloir 1, juste devant elle")
	}
	if d, ok := corridorSide(daryon.Cell(to)); ok && d != side {
		sideEn, sideFr := strings.ToLower(sideNames[help.English][d]), strings.ToLower(sideNames[help.French][d])
		return say("this is the "+sideEn+" corridor: only its own pawns go there",
			"c’est le couloir "+sideFr+"\u00a0: seuls ses propres pions y vont")
	}
	if d, ok := corridorSide(daryon.Cell(to)); (ok && d == side) || daryon.Cell(to) == daryon.Centre {
		// The way home: say what keeps each pawn here from it.
		for _, c := range mine {
			j := int(c.Note[0] - 'a')
			t := s.Progress(seat, j)
			switch {
			case t < daryon.TJunction:
				return say("pawn "+c.Note+" goes round the square before it goes home",
					"le pion "+c.Note+" fait le tour du carré avant de rentrer")
			case t <= daryon.TTour && !s.MayGoHome(seat, j) && shared:
				return say("your pawns cannot go home yet: none has sent a pawn home",
					"vos pions ne peuvent pas encore rentrer\u00a0: aucun n’a renvoyé de pion à la maison")
			case t <= daryon.TTour && !s.MayGoHome(seat, j):
				return say("pawn "+c.Note+" cannot go home yet: it has sent no pawn home",
					"le pion "+c.Note+" ne peut pas encore rentrer\u00a0: il n’a renvoyé aucun pion à la maison")
			}
		}
	}
	// Where the throw takes the pawns here, pawns going to one cell
	// together.
	var goes, goesFr []string
	for k, c := range mine {
		var pawns []string
		for _, o := range mine[k:] {
			if o.To.Cell == c.To.Cell {
				pawns = append(pawns, o.Note)
			}
		}
		first := true
		for _, o := range mine[:k] {
			first = first && o.To.Cell != c.To.Cell
		}
		if !first {
			continue
		}
		en, fr := cellName(help.English, side, daryon.Cell(c.To.Cell)), toFr(cellName(help.French, side, daryon.Cell(c.To.Cell)))
		if len(pawns) > 1 {
			goes = append(goes, "pawns "+help.List(help.English, pawns)+" to "+en)
			goesFr = append(goesFr, "les pions "+help.List(help.French, pawns)+" vont "+fr)
		} else {
			goes = append(goes, "pawn "+c.Note+" to "+en)
			goesFr = append(goesFr, "le pion "+c.Note+" va "+fr)
		}
	}
	return say("a "+pts+" takes "+help.List(help.English, goes)+", not there",
		"avec un "+pts+", "+help.List(help.French, goesFr)+", pas sur cette case")
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
