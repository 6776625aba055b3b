package diam

import (
	"strconv"
	"strings"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/diam"
)

// levelsFr says levels in French.
var levelsFr = [5]string{
	ai.Random: "L’ordinateur joue un coup permis quelconque, tiré au hasard\u00a0: un adversaire pour une première partie.",
	ai.Easy:   "Un débutant\u00a0: l’ordinateur gagne dès qu’il le voit, et juge mal le reste.",
	ai.Medium: "Un joueur moyen\u00a0: l’ordinateur prévoit une réponse d’avance et surveille les diams que chaque camp menace.",
	ai.Hard:   "Un bon joueur\u00a0: l’ordinateur cherche loin avant de jouer.",
}

// optionsFr names the rule options in French, as options.
var optionsFr = []help.Option{
	{Name: "Joueurs", Values: []string{"2", "3", "4"}, Explain: []string{
		"Deux joueurs\u00a0: rouge et orange contre marron et noir.",
		"Trois joueurs\u00a0: l’un avec le rouge et l’orange, contre une équipe de deux, l’un marron, l’autre noir.",
		"Quatre joueurs en deux équipes\u00a0: rouge et orange contre marron et noir, une couleur chacun.",
	}},
	{Name: "Règles", Values: []string{"Ferti", "Prototype"}, Explain: []string{
		"Les règles publiées\u00a0: on peut poser un pion sur toute case qui en contient moins de quatre.",
		"Les premières règles des auteurs\u00a0: on ne pose que sur une case vide, et un diam doit être annoncé au coup précédent.",
	}},
}

// colourNamesFr name the colours in French, in the order of the notation's
// letters R, O, B, K, as [diam.Red] to [diam.Black] number them: rouge,
// orange, marron, noir (orange and marron are the same for a pawn and for
// pawns).
var colourNamesFr = [4]string{diam.Red: "rouge", diam.Orange: "orange", diam.Brown: "marron", diam.Black: "noir"}

// describeFr says one step of a Diam game in French, for the move log:
//
//	Rouge et orange : un pion rouge posé sur la case 3, niveau 1
//	Marron : un pion noir et le pion au-dessus de lui déplacés de la case 3, niveau 1, à la case 4, niveau 2
//	Orange : un pion orange posé sur la case 6, niveau 2, en annonçant « Diam ! »
//	Rouge : un pion rouge déplacé de la case 1, niveau 1, à la case 2, niveau 2 — un diam rouge sur les cases 2 et 6 au niveau 2 : victoire pour Rouge et Orange
//	Marron : passe, faute de coup permis — deux passes de suite : partie nulle
func describeFr(after rules.State, step rules.Step, name func(rules.Player) string) string {
	var text string
	mover := step.Actor
	for _, e := range step.Events {
		switch e.Kind {
		case rules.EventDrop:
			mover = e.Player
			text = name(e.Player) + "\u00a0: un pion " + colourFr(e.Piece) + " posé sur " + atFr(e.To, e.ToLevel) + announceFr(step.Note)
		case rules.EventShift:
			mover = e.Player
			what := "déplacé"
			switch e.Value {
			case 1:
			case 2:
				what = "et le pion au-dessus de lui déplacés"
			default:
				what = "et les " + numberFr(int(e.Value)-1) + " pions au-dessus de lui déplacés"
			}
			text = name(e.Player) + "\u00a0: un pion " + colourFr(e.Piece) + " " + what + " de " + atFr(e.From, e.Level) + ", à " + atFr(e.To, e.ToLevel) + announceFr(step.Note)
		case rules.EventPass:
			mover = e.Player
			text = name(e.Player) + "\u00a0: passe, faute de coup permis"
		}
	}
	if text == "" {
		return name(step.Actor) + "\u00a0: " + step.Note
	}
	return text + endingFr(after, step, mover, name)
}

// endingFr tells in French how step, played by mover, ended the game, as
// ending does in English.
func endingFr(after rules.State, step rules.Step, mover rules.Player, name func(rules.Player) string) string {
	var lines []string
	for _, e := range step.Events {
		switch e.Kind {
		case rules.EventLine:
			lines = append(lines, "un diam "+colourFr(e.Piece)+" sur les cases "+strconv.Itoa(int(e.From))+" et "+strconv.Itoa(int(e.To))+" au niveau "+strconv.Itoa(int(e.Level)))
		case rules.EventEnd:
			switch {
			case len(lines) > 0:
				return " — " + help.List(help.French, lines) + winTextFr(after, mover, len(lines), name)
			case step.Note == "pass":
				return " — deux passes de suite\u00a0: partie nulle"
			}
			return " — la même position pour la troisième fois\u00a0: partie nulle"
		}
	}
	return ""
}

// announceFr says the announcement of the prototype rules, for a move whose
// notation ends with "!".
func announceFr(note string) string {
	if strings.HasSuffix(note, "!") {
		return ", en annonçant «\u00a0Diam\u00a0!\u00a0»"
	}
	return ""
}

// winTextFr names the winners, and says when the n diams were made for
// the other side than the mover's.
func winTextFr(after rules.State, mover rules.Player, n int, name func(rules.Player) string) string {
	r := after.Result()
	var names []string
	for p := range rules.Player(after.Players()) {
		if r.Winners.Has(p) {
			names = append(names, name(p))
		}
	}
	text := "\u00a0: victoire pour " + help.List(help.French, names)
	switch {
	case r.Winners.Has(mover):
	case n > 1:
		text = ", faits pour l’autre camp" + text
	default:
		text = ", fait pour l’autre camp" + text
	}
	return text
}

// numberFr writes a small count in French words: "deux", "trois".
func numberFr(n int) string {
	if n >= 2 && n <= 3 {
		return [...]string{2: "deux", 3: "trois"}[n]
	}
	return strconv.Itoa(n)
}

// atFr names a cell and a level in French, with the article: "la case 3,
// niveau 2".
func atFr(cell, level int8) string {
	return "la case " + strconv.Itoa(int(cell)) + ", niveau " + strconv.Itoa(int(level))
}

// colourFr names colour c in French: "rouge", "orange".
func colourFr(c int8) string {
	if c < 0 || int(c) >= len(colourNamesFr) {
		return "?"
	}
	return colourNamesFr[c]
}

// colourPluralsFr name the colours of several pawns in French: "rouges",
// "orange", "marron", "noirs".
var colourPluralsFr = [4]string{diam.Red: "rouges", diam.Orange: "orange", diam.Brown: "marron", diam.Black: "noirs"}

// placeTextFr says what is at a place in French, as placeText does in
// English:
//
//	un pion rouge sur la case 5, niveau 1
//	un pion noir sur la case 3, niveau 1, sous le pion rouge
//	un des 4 pions rouges de la réserve
//	le dernier pion orange de la réserve
//	la case 3, niveau 2
//	la case 3, niveau 2 — un diam rouge sur les cases 3 et 7 au niveau 2 : victoire pour Rouge et orange
//	la case 3, niveau 2 : vide
func placeTextFr(s *diam.State, pl rules.Place) string {
	if pl.Cell < 0 {
		if pl.Piece < 0 || pl.Piece >= len(colourNamesFr) {
			return "la réserve"
		}
		switch n := s.Reserve(pl.Piece); n {
		case 0:
			return "plus aucun pion " + colourNamesFr[pl.Piece] + " dans la réserve"
		case 1:
			return "le dernier pion " + colourNamesFr[pl.Piece] + " de la réserve"
		default:
			return "un des " + strconv.Itoa(n) + " pions " + colourPluralsFr[pl.Piece] + " de la réserve"
		}
	}
	if pl.Level < 1 {
		switch h := s.Height(pl.Cell); h {
		case 0:
			return "la case " + strconv.Itoa(pl.Cell) + "\u00a0: vide"
		case 1:
			return "la case " + strconv.Itoa(pl.Cell) + "\u00a0: 1 pion"
		default:
			return "la case " + strconv.Itoa(pl.Cell) + "\u00a0: " + strconv.Itoa(h) + " pions"
		}
	}
	where := atFr(int8(pl.Cell), int8(pl.Level))
	if pawn := s.Pawn(pl.Cell, pl.Level); pawn >= 0 {
		text := "un pion " + colourFr(int8(pawn)) + " sur " + where
		var above []string // les couleurs au-dessus, en montant
		for level := pl.Level + 1; level <= s.Height(pl.Cell); level++ {
			above = append(above, colourNamesFr[s.Pawn(pl.Cell, level)&3])
		}
		switch len(above) {
		case 0:
			return text
		case 1:
			return text + ", sous le pion " + above[0]
		default:
			return text + ", sous les pions " + help.List(help.French, above)
		}
	}
	if tail, ok := arrival(s, pl, func(step rules.Step, after rules.State) string {
		return endingFr(after, step, pl.Player, func(p rules.Player) string { return seatName(help.French, s.Players(), p) })
	}, [2]string{"s’il y est posé, ", "s’il y est déplacé, "}); ok {
		return where + tail
	}
	return where + "\u00a0: vide"
}
