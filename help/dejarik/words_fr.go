package dejarik

import (
	"strconv"
	"strings"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/dejarik"
)

// levelsFr says levels in French.
var levelsFr = [5]string{
	ai.Random:  "L’ordinateur joue un coup permis quelconque, tiré au hasard\u00a0: un adversaire pour une première partie.",
	ai.Easy:    "Un débutant\u00a0: l’ordinateur gagne ou tue dès qu’il le voit, et juge mal le reste.",
	ai.Medium:  "Un joueur moyen\u00a0: l’ordinateur prévoit quelques coups d’avance.",
	ai.Hard:    "Un bon joueur\u00a0: l’ordinateur cherche loin avant de jouer.",
	ai.Perfect: "Le jeu parfait du jeu résolu\u00a0: l’ordinateur ne laisse jamais échapper un gain ni une nulle.",
}

// optionsFr names the rule options in French, as options.
var optionsFr = []help.Option{
	{Name: "Joueurs", Values: []string{"2"}, Explain: []string{
		"Deux joueurs, les Blancs et les Noirs, avec quatre pions chacun\u00a0; les Blancs commencent.",
	}},
}

// wordsFr are the phrases of the move log in French:
//
//	Blanc : de la case extérieure 0 à la case intérieure 0, sortie droite
//	Blanc : de la case extérieure 5 à la case intérieure 3, sortie en double diagonale, tue le pion de Noir sur la case intérieure 2
//	Blanc : de la case extérieure 0 à la case intérieure 1, sortie en diagonale, arrive devant son pion de la case extérieure 1 et continue jusqu'à la case intérieure 3
//	Blanc : de la case extérieure 1 au centre
//	Noir : rentrée de la case intérieure 7 à la case extérieure 7 — la même position pour la troisième fois : partie nulle, 1 point chacun
var wordsFr = words{
	colon: "\u00a0: ",
	move: func(from, to dejarik.Cell) string {
		if from.IsInner() {
			return "rentrée " + fromFr(from) + " " + toFr(to)
		}
		return fromFr(from) + " " + toFr(to) + kind(from, to, ", sortie droite", ", sortie en diagonale", ", sortie en double diagonale")
	},
	augment: func(outer, to dejarik.Cell) string {
		return ", arrive devant son pion " + fromFr(outer) + " et continue jusqu’" + toFr(to)
	},
	capture: func(owner string, cell dejarik.Cell) string {
		return ", tue le pion " + help.Of(owner) + " sur " + cellNameFr(cell)
	},
	line: func(n int, spokes string) string {
		if n == 3 {
			return " — ses trois derniers pions côte à côte sur les cases intérieures " + spokes
		}
		return " — ses quatre pions côte à côte sur les cases intérieures " + spokes
	},
	end: func(r rules.Result, winner, other string) string {
		switch {
		case r.Status == rules.Win && r.Points == 2:
			return " — " + other + " a perdu deux pions\u00a0: " + winner + " gagne 2 points"
		case r.Status == rules.Win && r.Points == 1:
			return "\u00a0: " + winner + " gagne 1 point"
		case r.Status == rules.Win:
			return "\u00a0: " + winner + " gagne " + strconv.Itoa(r.Points) + " points"
		case r.Points == 1:
			return " — la même position pour la troisième fois\u00a0: partie nulle, 1 point chacun"
		}
		return " — " + other + " ne peut plus jouer\u00a0: partie nulle, personne ne marque"
	},
}

// cellNameFr names a cell in French, with its article: "la case extérieure
// 5", "la case intérieure 3", "le centre".
func cellNameFr(c dejarik.Cell) string {
	switch {
	case c.IsCentre():
		return "le centre"
	case c.IsInner():
		return "la case intérieure " + strconv.Itoa(c.Index())
	case c.IsOuter():
		return "la case extérieure " + strconv.Itoa(c.Index())
	}
	return c.String()
}

// fromFr writes "de" and a cell's French name: "du centre", "de la case
// intérieure 3".
func fromFr(c dejarik.Cell) string {
	if rest, ok := strings.CutPrefix(cellNameFr(c), "le "); ok {
		return "du " + rest
	}
	return "de " + cellNameFr(c)
}

// toFr writes "à" and a cell's French name: "au centre", "à la case
// extérieure 5".
func toFr(c dejarik.Cell) string {
	if rest, ok := strings.CutPrefix(cellNameFr(c), "le "); ok {
		return "au " + rest
	}
	return "à " + cellNameFr(c)
}
