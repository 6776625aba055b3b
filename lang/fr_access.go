package lang

// access holds the French of what the page says aloud for a screen reader
// (package scenes' Access, and the page's own words).
var access = map[string]string{
	"Taken back: %s":                                      "Repris\u00a0: %s",
	"What happens":                                        "Ce qui se passe",
	"The screen's buttons":                                "Les boutons de l’écran",
	"The game, played with the keys":                      "Le jeu, qui se joue au clavier",
	"Every seat is taken: the game begins.":               "Toutes les places sont prises\u00a0: la partie commence.",
	"Every seat is taken: the game goes on from step %d.": "Toutes les places sont prises\u00a0: la partie reprend à l’étape %d.",
}
