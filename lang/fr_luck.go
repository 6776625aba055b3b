package lang

// luckWords are the French words of the "Luck or skill?" screen (package
// tabula/scenes/luck): what moved each seat's chance to win, in points of
// chance, its worst mistake in the log's words, and the marks of the
// graph.
var luckWords = map[string]string{
	"the seeds":   "les graines",
	"the cowries": "les cauris",
	"%s's chance to win stayed at %d %% all game.":                                          "Les chances de gagner de %s sont restées à %d\u00a0%% toute la partie.",
	"%s's chance to win went from %d %% to %d %%. Of every 100 points it rose or fell: %s.": "Les chances de gagner de %s sont passées de %d\u00a0%% à %d\u00a0%%. Sur 100 points de hausse ou de baisse\u00a0: %s.",
	"%s gave %d more than they took":                                                        "%s ont plus donné que pris, %d de plus",
	"%s took %d more than they gave":                                                        "%s ont plus pris que donné, %d de plus",
	"%s gave as much as they took":                                                          "%s ont autant donné que pris",
	"%s made no mistake":                                                                    "%s n’a fait aucune erreur",
	"%s made no big mistake, small slips cost %d":                                           "%s n’a fait aucune grosse erreur, de petites ont coûté %d",
	"%s's one mistake cost %d":                                                              "%s a fait une erreur, qui a coûté %d",
	"%s's %d mistakes cost %d":                                                              "%s a fait %d erreurs, qui ont coûté %d",
	"the others' mistakes gave %d":                                                          "les erreurs des autres ont donné %d",
	"%s; %s":                                                                                "%s\u00a0; %s",
	"%s's worst mistake, move %d: %s (%s), where %s (%s) was better; it cost %s %d points of chance.": "La pire erreur de %s, au coup %d\u00a0: %s (%s), alors que %s (%s) valait mieux\u00a0; elle a coûté à %s %d points de chance.",
	"Move %d, %s: a lucky throw, +%d points of chance":                                                "Coup %d, %s\u00a0: un lancer heureux, +%d points de chance",
	"Move %d, %s: an unlucky throw, -%d points of chance":                                             "Coup %d, %s\u00a0: un lancer malheureux, -%d points de chance",
	"Move %d, %s: a mistake, -%d points of chance":                                                    "Coup %d, %s\u00a0: une erreur, -%d points de chance",
	"A point of chance is one in a hundred; a game won is a chance to win of 100 %.":                  "Un point de chance, c’est un sur cent\u00a0; une partie gagnée, ce sont des chances de gagner de 100\u00a0%.",
}
