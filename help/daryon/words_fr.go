package daryon

import (
	"strconv"
	"strings"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/daryon"
)

// cornerNamesFr name the corners of the loop in French, as cornerNames.
var cornerNamesFr = [4]string{"sud-ouest", "nord-ouest", "nord-est", "sud-est"}

// levelsFr says levels in French.
var levelsFr = [5]string{
	ai.Random: "L’ordinateur joue un coup permis quelconque, tiré au hasard\u00a0: un adversaire pour une première partie.",
	ai.Easy:   "Un débutant\u00a0: l’ordinateur fonce sans voir le danger, et se trompe de temps en temps.",
	ai.Medium: "Un joueur moyen\u00a0: l’ordinateur pèse ce que chaque coup fait avancer et ce qu’il risque.",
	ai.Hard:   "Un bon joueur\u00a0: l’ordinateur examine les lancers à venir — celui du joueur suivant, puis le sien.",
}

// optionsFr names the rule options in French, as options.
var optionsFr = []help.Option{
	{Name: "Joueurs", Values: []string{"2", "3", "4"}, Explain: []string{
		"Deux joueurs, au sud et au nord.",
		"Trois joueurs, au sud, à l’ouest et au nord.",
		"Quatre joueurs, un de chaque côté.",
	}},
	{Name: "Sortie de la maison", Values: []string{"Un", "Plusieurs"}, Explain: []string{
		"Un pion ne sort de la maison que sur un 1.",
		"Un 5 sort aussi deux pions, et un 6 trois.",
	}},
	{Name: "Droit de rentrer", Values: []string{"Pion", "Joueur"}, Explain: []string{
		"Un pion ne peut rentrer qu’après avoir lui-même renvoyé un pion adverse à la maison.",
		"Dès qu’un de vos pions a renvoyé un pion adverse à la maison, tous les vôtres peuvent rentrer.",
	}},
	{Name: "Jonctions protégées", Values: []string{"Non", "Oui"}, Explain: []string{
		"Seuls les quatre coins sont protégés.",
		"Les quatre jonctions sont protégées aussi.",
	}},
}

// labelFr names a move for its button in French: "Passer", "Sortir" for an
// exit, "Avancer le pion a" for a move.
func labelFr(c rules.Choice) string {
	switch c.Note {
	case "pass":
		return "Passer"
	case "out":
		return "Sortir"
	case "a", "b", "c":
		return "Avancer le pion " + c.Note
	}
	return c.Note
}

// describeFr says one step in French, for the move log:
//
//	Sud fait 3
//	Sud fait 12 : six côtés foncés
//	Sud sort le pion a de la maison et rejoue
//	Sud : pion b de 14 à 17, renvoie le pion a de Nord à la maison ; le pion b de Sud peut désormais rentrer
//	Sud : pion a de 30 à 2, refait un tour car il ne peut pas encore rentrer
//	Sud : pion a de 15 au coin nord-est, case protégée qu'il partage avec le pion b de Nord
//	Sud rentre le pion c à la maison depuis le couloir 1 — ses trois pions sont à la maison : Sud gagne
//	Sud passe : aucun pion ne peut avancer de 12 cases
func describeFr(b, a *daryon.State, step rules.Step, name func(rules.Player) string) string {
	for _, e := range step.Events {
		switch e.Kind {
		case rules.EventThrow:
			text := name(e.Player) + " fait " + strconv.Itoa(int(e.Points))
			switch e.Value {
			case 0:
				text += "\u00a0: six côtés clairs"
			case 6:
				text += "\u00a0: six côtés foncés"
			}
			return text
		case rules.EventEnter:
			var pawns []string
			for _, e := range step.Events {
				if e.Kind == rules.EventEnter {
					pawns = append(pawns, letter(int(e.Piece)))
				}
			}
			what := "le pion "
			if len(pawns) > 1 {
				what = "les pions "
			}
			return name(e.Player) + " sort " + what + help.List(help.French, pawns) + " de la maison et rejoue"
		case rules.EventMove:
			return moveTextFr(readMove(help.French, b, a, e, step.Events), name)
		case rules.EventPass:
			_, points := b.Thrown()
			pts := strconv.Itoa(points)
			for j := range daryon.Pawns {
				if t := b.Progress(int(e.Player), j); t > 0 && t < daryon.THome {
					return name(e.Player) + " passe\u00a0: aucun pion ne peut avancer de " + pts + " cases"
				}
			}
			return name(e.Player) + " passe\u00a0: aucun pion sur le plateau, et un " + pts + " n’en sort aucun\u00a0: " + leavesHome(help.French, b)
		}
	}
	return name(step.Actor) + "\u00a0: " + step.Note
}

// moveTextFr tells a move in French.
func moveTextFr(m move, name func(rules.Player) string) string {
	if m.home {
		return name(m.who) + " rentre le pion " + letter(m.pawn) + " à la maison depuis " + m.from + moveTailFr(m, name)
	}
	return name(m.who) + "\u00a0: pion " + letter(m.pawn) + " " + fromFr(m.from) + " " + toFr(m.to) + moveTailFr(m, name)
}

// moveTailFr tells in French what a move did beyond going from one cell to
// another, as moveTail does in English.
func moveTailFr(m move, name func(rules.Player) string) string {
	if m.home {
		switch {
		case m.win:
			return " — ses trois pions sont à la maison\u00a0: " + name(m.who) + " gagne"
		case m.homeCount == 1:
			return " — 1 pion sur 3 à la maison"
		}
		return " — " + strconv.Itoa(m.homeCount) + " pions sur 3 à la maison"
	}
	var s strings.Builder
	switch m.round {
	case 1:
		s.WriteString(", refait un tour car il ne peut pas encore rentrer")
	case 2:
		s.WriteString(", refait un tour car il ne pouvait pas encore rentrer")
	}
	if len(m.shares) > 0 {
		s.WriteString(", case protégée qu’il partage avec " + listPawnsFr(m.shares, name))
	}
	if len(m.sent) > 0 {
		s.WriteString(", renvoie à la maison " + listPawnsFr(m.sent, name))
	}
	switch {
	case len(m.lost) == 0:
	case len(m.lost) == len(m.sent) && len(m.lost) == 1:
		s.WriteString(", qui perd son droit de rentrer")
	case len(m.lost) == len(m.sent):
		s.WriteString(", qui perdent leur droit de rentrer")
	case len(m.lost) == 1:
		s.WriteString(", et " + listPawnsFr(m.lost, name) + " perd son droit de rentrer")
	default:
		s.WriteString(", et " + listPawnsFr(m.lost, name) + " perdent leur droit de rentrer")
	}
	switch {
	case m.wonAll:
		s.WriteString("\u00a0; tous les pions " + help.Of(name(m.who)) + " peuvent désormais rentrer")
	case m.wonOne:
		s.WriteString("\u00a0; le pion " + letter(m.pawn) + " " + help.Of(name(m.who)) + " peut désormais rentrer")
	}
	return s.String()
}

// listPawnsFr names pawns grouped by owner in French, in the order given:
// "le pion a de Nord", "les pions a et b de Nord et le pion c d’Ouest".
func listPawnsFr(ps []pawn, name func(rules.Player) string) string {
	var groups []string
	for k := 0; k < len(ps); {
		var letters []string
		n := k
		for ; n < len(ps) && ps[n].seat == ps[k].seat; n++ {
			letters = append(letters, letter(ps[n].i))
		}
		what := "le pion "
		if len(letters) > 1 {
			what = "les pions "
		}
		groups = append(groups, what+help.List(help.French, letters)+" "+help.Of(name(ps[k].seat)))
		k = n
	}
	return help.List(help.French, groups)
}

// fromFr writes "de" before a French cell name as cellName gives it,
// contracted with its article: "de 14", "du coin nord-est", "de la
// maison".
func fromFr(cell string) string {
	if rest, ok := strings.CutPrefix(cell, "le "); ok {
		return "du " + rest
	}
	return "de " + cell
}

// toFr writes "à" before a French cell name as cellName gives it, contracted
// with its article: "à 14", "au couloir 1", "à la jonction nord".
func toFr(cell string) string {
	if rest, ok := strings.CutPrefix(cell, "le "); ok {
		return "au " + rest
	}
	return "à " + cell
}

// pawnPlaceFr says in French pawn j of seat and where it stands: "le pion
// a de Sud sur la case 14", "le pion b de Sud à la maison", "le pion a de
// Nord au couloir 1".
func pawnPlaceFr(s *daryon.State, seat, j int, name func(rules.Player) string) string {
	text := "le pion " + letter(j) + " " + help.Of(name(rules.Player(seat))) + " "
	cell := cellName(help.French, s.Side(seat), s.PawnCell(seat, j))
	if _, err := strconv.Atoi(cell); err == nil {
		return text + "sur la case " + cell
	}
	return text + toFr(cell)
}
