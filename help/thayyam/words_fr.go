package thayyam

import (
	"strconv"
	"strings"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/thayyam"
)

// levelsFr says levels in French.
var levelsFr = [5]string{
	ai.Random: "L’ordinateur joue un coup permis quelconque, tiré au hasard\u00a0: un adversaire pour une première partie.",
	ai.Easy:   "Un débutant\u00a0: l’ordinateur fonce sans voir le danger, et se trompe de temps en temps.",
	ai.Medium: "Un joueur moyen\u00a0: l’ordinateur pèse ce que chaque coup fait avancer et ce qu’il risque, mais tranche mal entre des choix proches.",
	ai.Hard:   "Un bon joueur\u00a0: l’ordinateur prévoit tout son tour et pèse le danger des jets à venir.",
}

// optionsFr names the rule options in French, as options.
var optionsFr = []help.Option{
	{Name: "Joueurs", Values: []string{"2", "3", "4"}, Explain: []string{
		"Deux joueurs, Sud contre Nord.",
		"Trois joueurs\u00a0: Sud, Ouest et Nord.",
		"Quatre joueurs\u00a0: Sud, Ouest, Nord et Est.",
	}},
	{Name: "Jumeaux pris", Values: []string{"Unis", "Séparés"}, Explain: []string{
		"Des jumeaux chassés restent jumeaux et rentrent ensemble avec deux 1 du même tour.",
		"Des jumeaux chassés redeviennent deux pions seuls, qui entrent chacun avec son propre 1.",
	}},
}

// castleOf completes the French name of each seat's castle, "le château
// du sud".
var castleOf = [4]string{thayyam.SeatSouth: "du sud", thayyam.SeatWest: "de l’ouest", thayyam.SeatNorth: "du nord", thayyam.SeatEast: "de l’est"}

// sayFrench tells what a step did in French:
//
//	Sud fait 4 et relance
//	Sud fait 8 (aucune fente visible), jet perdu : aucun pion sur le plateau et pas encore de 1 ; Sud relance
//	Sud fait 2 et a 4+2+1 à jouer
//	Sud fait entrer le pion a sur son château avec un 1
//	Sud : pion a de 2 à 10 avec 8+2, chasse du jeu le pion b de Nord ; la prise vaut à Sud une nouvelle série de jets après les coups de ce tour
//	Sud jumelle les pions a et b sur le château opposé
//	Sud : jumeaux a et b du château opposé à 11 avec 4+2 (3 cases : les jumeaux avancent de moitié)
//	Sud finit son tour et renonce à 3+1
//	Sud sort le pion d du jeu avec un 1 — ses quatre pions sont sortis : Sud gagne
func sayFrench(d did, name func(rules.Player) string) string {
	who := name(d.who)
	switch d.kind {
	case stepThrow:
		text := who + " fait " + strconv.Itoa(d.points)
		if d.none {
			text += " (aucune fente visible)"
		}
		if d.void {
			text += ", jet perdu\u00a0: aucun pion sur le plateau et pas encore de 1\u00a0; "
			switch d.next {
			case nextAgain:
				return text + who + " relance"
			case nextPass:
				return text + "c’est au tour " + help.Of(name(d.nextWho))
			}
			return text + "la partie continue"
		}
		switch d.next {
		case nextAgain:
			return text + " et relance"
		case nextPlay:
			return text + " et a " + withThrows(help.French, d.pool) + " à jouer"
		case nextPass:
			return text + "\u00a0; c’est au tour " + help.Of(name(d.nextWho))
		}
		return text
	case stepPair:
		return who + " jumelle les pions " + letter(d.pieces[0]) + " et " + letter(d.pieces[1]) + " sur le château opposé"
	case stepEnd:
		if d.next == nextEarlier {
			return who + " s’arrête, renonce à " + withThrows(help.French, d.pool) + " et relance pour la prise précédente"
		}
		return who + " finit son tour et renonce à " + withThrows(help.French, d.pool)
	}
	var s strings.Builder
	switch d.kind {
	case stepEnter:
		if d.pieces[1] >= 0 {
			s.WriteString(who + " fait entrer les jumeaux " + letter(d.pieces[0]) + " et " + letter(d.pieces[1]) + " sur son château avec deux 1")
		} else {
			s.WriteString(who + " fait entrer le pion " + letter(d.pieces[0]) + " sur son château avec un 1")
		}
	case stepFinish:
		s.WriteString(who + " sort le pion " + letter(d.pieces[0]) + " du jeu avec un 1")
		switch {
		case d.won:
			return s.String() + " — ses quatre pions sont sortis\u00a0: " + who + " gagne"
		case d.out == 1:
			s.WriteString(" — 1 pion sur 4 sorti")
		default:
			s.WriteString(" — " + strconv.Itoa(d.out) + " pions sur 4 sortis")
		}
	default:
		sayMoveFr(&s, d, name)
	}
	switch d.next {
	case nextCapture:
		s.WriteString("\u00a0; " + who + " relance pour la prise")
	case nextCaptureLater:
		s.WriteString("\u00a0; la prise vaut à " + who + " une nouvelle série de jets après les coups de ce tour")
	case nextEarlier:
		s.WriteString("\u00a0; " + who + " relance pour la prise précédente")
	}
	return s.String()
}

// sayMoveFr tells a move of a single piece or twins in French.
func sayMoveFr(s *strings.Builder, d did, name func(rules.Player) string) {
	s.WriteString(name(d.who) + "\u00a0: ")
	if d.pieces[1] >= 0 {
		s.WriteString("jumeaux " + letter(d.pieces[0]) + " et " + letter(d.pieces[1]))
	} else {
		s.WriteString("pion " + letter(d.pieces[0]))
	}
	s.WriteString(" " + fromFr(d.from) + " " + toFr(d.to) + " avec " + withThrows(help.French, d.throws))
	if d.pieces[1] >= 0 {
		cells := "1 case"
		if d.cells > 1 {
			cells = strconv.Itoa(d.cells) + " cases"
		}
		s.WriteString(" (" + cells + "\u00a0: les jumeaux avancent de moitié)")
	}
	s.WriteString(moveTailFr(d, name))
}

// moveTailFr tells in French what a move did beyond going from one place to
// another, as moveTail does in English.
func moveTailFr(d did, name func(rules.Player) string) string {
	var s strings.Builder
	if d.split {
		s.WriteString(", où ils se séparent")
	}
	if len(d.sent) > 0 {
		var units []string
		for _, u := range d.sent {
			switch {
			case u.twins:
				units = append(units, "les jumeaux "+help.List(help.French, u.pieces)+" "+help.Of(name(u.owner)))
			case len(u.pieces) > 1:
				units = append(units, "les pions "+help.List(help.French, u.pieces)+" "+help.Of(name(u.owner)))
			default:
				units = append(units, "le pion "+u.pieces[0]+" "+help.Of(name(u.owner)))
			}
		}
		s.WriteString(", chasse du jeu " + help.List(help.French, units))
		if d.sentBack {
			s.WriteString(", qui reviendront en pions seuls")
		}
	}
	return s.String()
}

// fromFr writes "de" before a French place as place names it, contracted
// with its article: "de 10", "de son château", "du château opposé".
func fromFr(p string) string {
	if rest, ok := strings.CutPrefix(p, "le "); ok {
		return "du " + rest
	}
	return "de " + p
}

// toFr writes "à" before a French place as place names it, contracted with
// its article: "à 10", "à son château", "au centre".
func toFr(p string) string {
	if rest, ok := strings.CutPrefix(p, "le "); ok {
		return "au " + rest
	}
	return "à " + p
}

// unitNameFr names in French piece i of p, or the twins it belongs to, with
// its owner: "le pion a de Sud", "les jumeaux a et b de Sud".
func unitNameFr(s *thayyam.State, p rules.Player, i int, name func(rules.Player) string) string {
	if m := s.Twin(p, i); m >= 0 {
		return "les jumeaux " + help.List(help.French, []string{letter(min(i, m)), letter(max(i, m))}) + " " + help.Of(name(p))
	}
	return "le pion " + letter(i) + " " + help.Of(name(p))
}

// unitPlaceFr says in French piece i of p, or its twins, and where it
// stands: "le pion a de Sud sur la case 10", "les jumeaux a et b de Sud sur
// le château opposé", "le pion c de Nord au centre", "le pion c de Nord, en
// attente hors du plateau", "le pion d de Sud, sorti du jeu".
func unitPlaceFr(s *thayyam.State, p rules.Player, i int, name func(rules.Player) string) string {
	unit := unitNameFr(s, p, i, name)
	t := s.Progress(p, i)
	switch t {
	case thayyam.Waiting:
		return unit + ", en attente hors du plateau"
	case thayyam.Out:
		return unit + ", sorti du jeu"
	case thayyam.Centre:
		return unit + " au centre"
	}
	where := place(help.French, thayyam.SeatOf(s.Players(), p), t)
	if _, err := strconv.Atoi(where); err == nil {
		return unit + " sur la case " + where
	}
	return unit + " sur " + where
}
