package help_test

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"tabula/help"
	"tabula/help/daryon"
	"tabula/help/dejarik"
	"tabula/help/diam"
	"tabula/help/helptest"
	"tabula/help/thayyam"
	"tabula/rules"
	"tabula/rules/ai"
	rules_daryon "tabula/rules/daryon"
	rules_dejarik "tabula/rules/dejarik"
	rules_diam "tabula/rules/diam"
	rules_thayyam "tabula/rules/thayyam"
)

// game pairs a game's words with its rules.
type game struct {
	help  *help.Game
	rules *rules.Game
}

// games lists every game's words, with the rules they speak of (package
// tabula/games, above this one, checks it against games.All in
// TestListsOfGames).
var games = []game{
	{daryon.Help, rules_daryon.Game},
	{dejarik.Help, rules_dejarik.Game},
	{thayyam.Help, rules_thayyam.Game},
	{diam.Help, rules_diam.Game},
}

// gameNamed returns the game called name.
func gameNamed(t *testing.T, name string) game {
	t.Helper()
	for _, g := range games {
		if g.rules.Name == name {
			return g
		}
	}
	t.Fatalf("no game %q", name)
	return game{}
}

var langs = []help.Lang{help.English, help.French}

const (
	// maxParagraph is the longest paragraph, in characters, that stays
	// readable on a phone screen without scrolling inside it.
	maxParagraph = 600
	// minWords and maxWords bound a summary's length, headings included:
	// about 200 to 350 words is a read for a pause, but French runs about a
	// tenth longer than English, and Dejarik and Thayyam need more words to
	// state every rule and option.
	minWords = 200
	maxWords = 420
	// optionsHeading is the heading of the options section in every language.
	optionsHeading = "Options"
)

// defaultMarker follows the default value of an option, in each language.
var defaultMarker = map[help.Lang]string{help.English: "(the default)", help.French: "(par défaut)"}

// summary returns the summary of the game called name in lang, failing the
// test if there is none.
func summary(t *testing.T, name string, lang help.Lang) (string, []help.Section) {
	t.Helper()
	s := gameNamed(t, name).help.Summary(lang)
	if s.Title == "" || len(s.Sections) == 0 {
		t.Fatalf("%s: no summary in %v", name, lang)
	}
	return s.Title, s.Sections
}

// norm prepares text for matching: lower case, and no-break spaces read as
// spaces.
func norm(s string) string {
	return strings.ToLower(strings.ReplaceAll(s, "\u00a0", " "))
}

// joined returns the paragraphs of the sections, or of the section headed
// heading if it is not empty, as one normalised text.
func joined(sections []help.Section, heading string) string {
	var b strings.Builder
	for _, s := range sections {
		if heading != "" && s.Heading != heading {
			continue
		}
		for _, p := range s.Paragraphs {
			b.WriteString(norm(p))
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// find returns the index in s of the first occurrence of sub that is not
// part of a longer word or number, or -1.
func find(s, sub string) int {
	for from := 0; from <= len(s); {
		i := strings.Index(s[from:], sub)
		if i < 0 {
			return -1
		}
		i += from
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[i+len(sub):])
		if !isWordRune(before) && !isWordRune(after) {
			return i
		}
		from = i + 1
	}
	return -1
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// words counts the words of s: runs between spaces holding a letter or a
// digit, so that "Diam !" is one word, as in English.
func words(s string) int {
	n := 0
	for _, f := range strings.Fields(s) {
		if strings.IndexFunc(f, isWordRune) >= 0 {
			n++
		}
	}
	return n
}

// lengthProblems reports a summary too short to explain the game or too
// long to read in a pause, counting the words of headings and paragraphs.
func lengthProblems(sections []help.Section) []string {
	n := 0
	for _, s := range sections {
		n += words(s.Heading)
		for _, p := range s.Paragraphs {
			n += words(p)
		}
	}
	if n < minWords || n > maxWords {
		return []string{fmt.Sprintf("%d words, want %d to %d", n, minWords, maxWords)}
	}
	return nil
}

// shapeProblems reports what would not show well on screen: a missing
// title, heading or paragraph, a blank or multi-line paragraph, stray
// spaces, an unfinished sentence, a paragraph too long to read.
func shapeProblems(title string, sections []help.Section) []string {
	var probs []string
	add := func(format string, args ...any) { probs = append(probs, fmt.Sprintf(format, args...)) }
	if strings.TrimSpace(title) == "" {
		add("empty title")
	}
	if len(sections) == 0 {
		add("no sections")
	}
	seen := map[string]bool{}
	for i, s := range sections {
		switch {
		case strings.TrimSpace(s.Heading) == "":
			add("section %d: empty heading", i)
		case strings.TrimSpace(s.Heading) != s.Heading || strings.ContainsAny(s.Heading, "\n\r\t"):
			add("section %d: heading %q has stray spaces", i, s.Heading)
		case seen[s.Heading]:
			add("section %d: heading %q twice", i, s.Heading)
		}
		seen[s.Heading] = true
		if len(s.Paragraphs) == 0 {
			add("section %q: no paragraphs", s.Heading)
		}
		for j, p := range s.Paragraphs {
			where := fmt.Sprintf("section %q, paragraph %d", s.Heading, j)
			switch {
			case strings.TrimSpace(p) == "":
				add("%s: empty line", where)
				continue
			case strings.ContainsAny(p, "\n\r\t"):
				add("%s: a line break or tab inside", where)
			case strings.TrimSpace(p) != p || strings.Contains(p, "  "):
				add("%s: stray spaces", where)
			}
			if n := utf8.RuneCountInString(p); n > maxParagraph {
				add("%s: %d characters, more than %d", where, n, maxParagraph)
			}
			if !strings.HasSuffix(p, ".") {
				add("%s: does not end with a full stop", where)
			}
		}
	}
	return probs
}

// jargon lists the internal notations a player must never meet.
var jargon = []struct {
	what string
	re   *regexp.Regexp
}{
	{"a progress value such as t = 36", regexp.MustCompile(`\bt\s*[=<>≤≥]`)},
	{"an option setting such as key=value", regexp.MustCompile(`=`)},
	{"a cell code such as L0, I3 or O11", regexp.MustCompile(`\b[LIO]\d{1,2}\b`)},
	{"a move code such as a:in or ab:4+4", regexp.MustCompile(`\b[a-d]{1,2}:\S`)},
	{"a drop code such as R@3", regexp.MustCompile(`@`)},
	{"a shift code such as 3.2-", regexp.MustCompile(`\b\d\.\d[+-]`)},
	{"a referee command such as throw 3", regexp.MustCompile(`\bthrow [0-6K]\b`)},
	{"code quotes", regexp.MustCompile("`")},
	{"the internal word credit", regexp.MustCompile(`(?i)\bcr[eé]dit\b`)},
	{"seat numbers", regexp.MustCompile(`(?i)\b(seat|siège) \d`)},
}

// jargonProblems reports internal notation in the paragraphs.
func jargonProblems(sections []help.Section) []string {
	var probs []string
	for _, s := range sections {
		for _, p := range s.Paragraphs {
			for _, j := range jargon {
				if m := j.re.FindString(p); m != "" {
					probs = append(probs, fmt.Sprintf("section %q: %q is %s", s.Heading, m, j.what))
				}
			}
		}
	}
	return probs
}

// typography lists, per language, what the text must not contain. French
// puts a no-break space before : ; ! ? and inside « », so that the screen's
// word wrap never strands the mark; English has neither.
var typography = map[help.Lang][]struct {
	what string
	re   *regexp.Regexp
}{
	help.English: {
		{"a no-break space", regexp.MustCompile("\u00a0")},
		{"French quotes", regexp.MustCompile(`[«»]`)},
		{"a space before punctuation", regexp.MustCompile(`\s[:;!?,.)]`)},
		{"straight double quotes", regexp.MustCompile(`"`)},
	},
	help.French: {
		{"a plain space before : ; ! ? or »", regexp.MustCompile(`[ \t][:;!?»]`)},
		{"no space before : ; ! ? or »", regexp.MustCompile("[^ \u00a0][:;!?»]")},
		{"a plain space after «", regexp.MustCompile(`«[ \t]`)},
		{"no space after «", regexp.MustCompile("«[^ \u00a0]")},
		{"English quotes", regexp.MustCompile(`[“”"]`)},
		{"a space before , . or )", regexp.MustCompile("[ \u00a0][,.)]")},
	},
}

// typographyProblems reports typography that does not fit lang.
func typographyProblems(lang help.Lang, title string, sections []help.Section) []string {
	var probs []string
	texts := []string{title}
	for _, s := range sections {
		texts = append(texts, s.Heading)
		texts = append(texts, s.Paragraphs...)
	}
	for _, text := range texts {
		for _, c := range typography[lang] {
			if m := c.re.FindString(text); m != "" {
				probs = append(probs, fmt.Sprintf("%s (%q) in %q", c.what, m, text))
			}
		}
	}
	return probs
}

// A fact is one rule a summary must state.
type fact struct {
	section string // the heading of the section that states it, or "" for any
	what    string // the rule, for the failure message
	re      string // a regular expression over the normalised text
}

// facts lists, per game and language, the key rules a summary must state.
var facts = map[string]map[help.Lang][]fact{
	"daryon": {
		help.English: {
			{"", "six seeds are thrown", `six seeds`},
			{"", "one to five dark sides score 1 to 5", `one to five dark sides score 1 to 5 points`},
			{"", "all light scores 6", `six light score 6\b`},
			{"", "all dark scores 12", `six dark 12\b`},
			{"", "three pawns each", `three pawns`},
			{"", "a 1 brings a pawn out, and the player throws again", `with a 1, bring a pawn out.*throw again`},
			{"", "a pawn moves exactly the points", `exactly that many cells`},
			{"", "a pawn must send an opposing pawn home before going home", `only after it has sent an opposing pawn home`},
			{"", "until then it goes round again", `until then, it goes round again`},
			{"", "then the exact count, and no further tour", `cannot go round again and needs the exact count`},
			{"", "leaving the corridor onto the junction starts the tour", `stepping from its corridor onto its junction is only starting its tour`},
			{"", "every opposing pawn on the cell goes home", `sends them all home`},
			{"", "the corners are safe", `four corners are safe for everybody`},
			{"", "play is compulsory, else the throw is lost", `if you can play, you must; otherwise the throw is lost`},
			{"", "the winner", `first player to bring all three pawns home wins`},
			{optionsHeading, "multi: two pawns on a 5, three on a 6", `a 5 also brings out two pawns, and a 6 three`},
			{optionsHeading, "player credit lasts", `one capture lets all your pawns go home, for the rest of the game`},
			{optionsHeading, "grey: safe junctions", `four junctions are safe too`},
		},
		help.French: {
			{"", "six graines", `six graines`},
			{"", "1 à 5 points", `un à cinq côtés foncés valent de 1 à 5 points`},
			{"", "tout clair vaut 6", `six côtés clairs valent 6 points`},
			{"", "tout foncé vaut 12", `six foncés 12\b`},
			{"", "trois pions", `trois pions`},
			{"", "sortie sur un 1, et l’on rejoue", `avec un 1, sortir un pion.*puis rejouer`},
			{"", "on avance exactement des points", `exactement autant de cases`},
			{"", "renvoyer un pion avant de rentrer", `qu’après avoir renvoyé un pion adverse à la maison`},
			{"", "jusque-là, un autre tour", `jusque-là, il refait un tour`},
			{"", "compte exact, plus de tour", `ne peut plus refaire de tour : il lui faut le nombre exact`},
			{"", "sortir du couloir sur la jonction commence le tour", `sort de son couloir sur sa jonction ne fait que commencer son tour`},
			{"", "tous les pions adverses de la case rentrent", `les renvoie tous à la maison`},
			{"", "les coins protègent", `quatre coins protègent tout le monde`},
			{"", "jeu obligatoire, sinon lancer perdu", `on doit jouer si on le peut ; sinon, le lancer est perdu`},
			{"", "le gagnant", `premier qui a ramené ses trois pions à la maison a gagné`},
			{optionsHeading, "multi : deux pions sur un 5, trois sur un 6", `un 5 sort aussi deux pions, et un 6 trois`},
			{optionsHeading, "droit du joueur pour toute la partie", `une seule prise permet à tous les pions du joueur de rentrer, jusqu’à la fin de la partie`},
			{optionsHeading, "jonctions protégées", `les quatre jonctions le sont aussi`},
		},
	},
	"dejarik": {
		help.English: {
			{"", "3 points for four in a row", `3 points if your four pawns stand side by side on the inner ring`},
			{"", "2 points for two captures", `2 if your opponent has lost two pawns`},
			{"", "1 point for three in a row", `1 if you have exactly three pawns left, side by side`},
			{"", "the highest win counts", `only the highest counts`},
			{"", "the 12-point match", `first to 12 points wins the match`},
			{"", "25 cells", `25 cells`},
			{"", "outer ring and centre are safe", `outer ring or the centre can never be removed`},
			{"", "White moves first", `white moves first`},
			{"", "colours swap in a match", `colours swap`},
			{"", "one pawn per cell, no jumping", `a cell never holds two pawns, and no pawn jumps over another`},
			{"", "no diagonal exit on the first move", `diagonal exits are not allowed on a player's first move`},
			{"", "an inner pawn only returns", `can only go back to the outer cell behind it`},
			{"", "only diagonal exits capture", `only diagonal exits capture`},
			{"", "the augmented exit", `two cells further the same way`},
			{"", "third repetition: 1 point each", `third time a position occurs, the game is drawn: 1 point each`},
			{"", "blocked: nobody scores", `cannot move, the game is null: nobody scores`},
			{optionsHeading, "always two players", `always 2`},
		},
		help.French: {
			{"", "3 points pour quatre alignés", `3 points si ses quatre pions se touchent sur la couronne intérieure`},
			{"", "2 points pour deux pions pris", `2 si l’adversaire a perdu deux pions`},
			{"", "1 point pour trois alignés", `1 s’il lui reste exactement trois pions`},
			{"", "le plus fort compte", `seul le plus fort compte`},
			{"", "le match en 12 points", `premier à 12 points gagne le match`},
			{"", "25 cases", `25 cases`},
			{"", "couronne extérieure et centre à l’abri", `ne peut pas être tué`},
			{"", "les Blancs commencent", `les blancs commencent`},
			{"", "changement de couleur", `on change de couleur`},
			{"", "un pion par case, pas de saut", `une case ne contient jamais deux pions, et un pion ne passe jamais par-dessus un autre`},
			{"", "pas de sortie en diagonale au premier coup", `aucune sortie en diagonale au premier coup de chaque joueur`},
			{"", "un pion intérieur ne fait que rentrer", `ne peut que rentrer sur la case extérieure derrière lui`},
			{"", "seules les diagonales tuent", `seules les sorties en diagonale tuent`},
			{"", "la sortie augmentée", `deux cases de plus dans le même sens.*sortie augmentée`},
			{"", "troisième répétition : 1 point chacun", `troisième fois.*nulle : 1 point chacun`},
			{"", "blocage : personne ne marque", `bloqué, la partie est nulle et personne ne marque`},
			{optionsHeading, "toujours deux joueurs", `toujours 2`},
		},
	},
	"thayyam": {
		help.English: {
			{"", "four cowries", `four cowries`},
			{"", "no slit counts 8", `no slit at all counts 8`},
			{"", "1, 4 and 8 throw again", `after a 1, a 4 or an 8 you throw again`},
			{"", "2 and 3 end the series", `a 2 or a 3 ends the series`},
			{"", "start only with a 1", `you can only start with a 1`},
			{"", "entering with a 1", `a 1 brings a waiting piece onto your castle`},
			{"", "a throw is never split", `never split between pieces`},
			{"", "exact count to the centre", `the centre needs the exact count`},
			{"", "throws may be given up", `give up the rest`},
			{"", "bearing off with a 1", `a 1 bears a piece off`},
			{"", "twins form on the opposite castle", `castle opposite yours may be paired into twins`},
			{"", "twins move half", `half the points used, rounded down`},
			{"", "twins split on the centre", `split again on the centre`},
			{"", "marked cells are safe", `nobody is ever captured there`},
			{"", "a single piece sends off every enemy single", `sends off every enemy single piece there`},
			{"", "only twins send off twins", `twins can only be sent off by enemy twins`},
			{"", "twins never attack singles", `never attack single pieces`},
			{"", "one bonus series per capturing move, after the moves", `each capturing move, however many pieces it sends off, earns one more series of throws, after your current moves`},
			{"", "the winner", `first player to bear off all four pieces wins`},
			{optionsHeading, "keep: two 1s of one turn", `two 1s of the same turn`},
			{optionsHeading, "split: a 1 each", `each entering with its own 1`},
		},
		help.French: {
			{"", "quatre cauris", `quatre cauris`},
			{"", "aucune fente vaut 8", `sans aucune fente vaut 8`},
			{"", "1, 4 et 8 font relancer", `après un 1, un 4 ou un 8, on relance`},
			{"", "2 et 3 terminent la série", `un 2 ou un 3 termine la série`},
			{"", "commencer avec un 1", `il faut un 1 pour commencer`},
			{"", "entrer avec un 1", `un 1 fait entrer un pion sur son château`},
			{"", "un jet ne se partage pas", `un jet ne se partage pas entre deux pions`},
			{"", "compte exact au centre", `le centre demande le compte exact`},
			{"", "on peut renoncer", `renoncer aux jets restants`},
			{"", "sortir avec un 1", `un 1 sort un pion du jeu`},
			{"", "jumeler sur le château opposé", `jumeler deux de ses pions arrivés sur le château opposé`},
			{"", "les jumeaux avancent de moitié", `moitié des points utilisés, arrondie vers le bas`},
			{"", "séparation au centre", `se séparent au centre`},
			{"", "cases marquées sûres", `personne n’y est jamais pris`},
			{"", "un pion seul chasse tous les ennemis seuls", `chasse du jeu tous les pions ennemis seuls`},
			{"", "seuls des jumeaux chassent des jumeaux", `jumeaux ne sont chassés que par des jumeaux ennemis`},
			{"", "les jumeaux n’attaquent pas les pions seuls", `n’attaquent jamais les pions seuls`},
			{"", "une série par coup qui prend, après les coups", `qu’il chasse un pion ou plusieurs, donne droit à une nouvelle série de jets, après les coups en cours`},
			{"", "le gagnant", `premier joueur qui a sorti ses quatre pions a gagné`},
			{optionsHeading, "keep : deux 1 d’un tour", `deux 1 du même tour`},
			{optionsHeading, "split : un 1 chacun", `chacun avec son propre 1`},
		},
	},
	"diam": {
		help.English: {
			{"", "a ring of 8 cells", `ring of 8 cells`},
			{"", "a diam is on level 2 or higher", `level 2 or higher`},
			{"", "level 1 is no diam", `two pawns on level 1 are not a diam`},
			{"", "same colour on opposite cells", `same colour on opposite cells`},
			{"", "the highest diam wins, whoever made it", `highest diam on the board wins, even when the other side's move made it`},
			{"", "piles of 4 at most", `up to 4 pawns`},
			{"", "never from the partner's reserve", `never your partner's`},
			{"", "the pile above moves along", `every pawn above it, of any colour, moves with it`},
			{"", "no shift beyond 4", `never hold more than 4 pawns`},
			{"", "third repetition draws", `third time`},
			{"", "two passes draw", `two passes in a row`},
			{"", "the two sides", `red and orange against brown and black`},
			{"", "the lone player of three plays every other turn", `plays every other turn`},
			{"", "pass only when stuck", `if you cannot move, you pass`},
			{optionsHeading, "the prototype announcement", `announced “diam!” with your previous move`},
			{optionsHeading, "prototype drops on empty cells", `drop only on an empty cell`},
			{optionsHeading, "a diam for the other side always counts", `a diam made for the other side alone always counts`},
		},
		help.French: {
			{"", "un anneau de 8 cases", `anneau de 8 cases`},
			{"", "un diam au niveau 2 ou plus", `niveau 2 ou plus haut`},
			{"", "pas de diam au niveau 1", `deux pions au niveau 1 ne forment pas un diam`},
			{"", "même couleur, cases opposées", `même couleur sur deux cases diamétralement opposées`},
			{"", "le diam le plus haut gagne, qui que ce soit qui l’ait créé", `le diam le plus haut du plateau gagne, même si c’est l’autre camp qui l’a créé`},
			{"", "piles de 4 au plus", `4 pions au plus`},
			{"", "jamais la réserve du partenaire", `jamais de celle de son partenaire`},
			{"", "la pile au-dessus suit", `tous les pions au-dessus de lui, de toute couleur, le suivent`},
			{"", "pas plus de 4", `jamais plus de 4 pions`},
			{"", "troisième répétition", `troisième fois`},
			{"", "deux passes", `deux passes de suite`},
			{"", "les deux camps", `rouge et orange contre marron et noir`},
			{"", "le joueur seul joue un tour sur deux", `un tour sur deux`},
			{"", "passer seulement si bloqué", `ne peut pas jouer passe son tour`},
			{optionsHeading, "l’annonce du prototype", `annoncé « diam ! » au coup précédent`},
			{optionsHeading, "prototype : poser sur une case vide", `on ne pose que sur une case vide`},
			{optionsHeading, "un diam pour l’autre camp compte toujours", `un diam créé pour l’autre camp seul compte toujours`},
		},
	},
}

// factProblems reports the facts the sections do not state.
func factProblems(sections []help.Section, want []fact) []string {
	var probs []string
	for _, f := range want {
		if !regexp.MustCompile(f.re).MatchString(joined(sections, f.section)) {
			where := "the summary"
			if f.section != "" {
				where = "section " + f.section
			}
			probs = append(probs, fmt.Sprintf("%s does not say: %s (/%s/)", where, f.what, f.re))
		}
	}
	return probs
}

// valueForm is how an option value's label appears in a normalised
// summary: numbers as they are, words quoted, in lower case.
func valueForm(lang help.Lang, label string) string {
	if strings.IndexFunc(label, func(r rune) bool { return !unicode.IsDigit(r) }) < 0 {
		return label
	}
	if lang == help.French {
		return "« " + norm(label) + " »" // normalised: the no-break spaces read as spaces
	}
	return "“" + norm(label) + "”"
}

// labelled reports whether the normalised paragraph p opens with the
// option's name as the set-up screen shows it: "Name: ..." in English,
// "Nom : ..." in French.
func labelled(lang help.Lang, p, name string) bool {
	if lang == help.French {
		return strings.HasPrefix(p, norm(name)+" :")
	}
	return strings.HasPrefix(p, norm(name)+":")
}

// optionProblems reports how the options section fails to explain g's
// options in lang as the set-up screen names them in opts (the game's
// help.Game.Options[lang]). It must hold one paragraph per option, in the
// descriptor's order; the paragraph opens with the option's name (see
// labelled) and mentions each value by its label, the default one first
// and marked as such, and each word label is followed by a few words that
// describe it.
func optionProblems(g *rules.Game, opts []help.Option, lang help.Lang, sections []help.Section) []string {
	var probs []string
	add := func(format string, args ...any) { probs = append(probs, fmt.Sprintf(format, args...)) }
	if len(opts) != len(g.Options) {
		return []string{fmt.Sprintf("%d options in words for %d in the rules", len(opts), len(g.Options))}
	}
	i := slices.IndexFunc(sections, func(s help.Section) bool { return s.Heading == optionsHeading })
	if i < 0 {
		return []string{"no section headed " + optionsHeading}
	}
	paras := sections[i].Paragraphs
	if len(paras) != len(g.Options) {
		add("%d option paragraphs for %d options", len(paras), len(g.Options))
		return probs
	}
	for j, o := range g.Options {
		p := norm(paras[j])
		w := opts[j]
		if len(w.Values) != len(o.Values) {
			add("option %s: %d labels for %d values", o.Key, len(w.Values), len(o.Values))
			continue
		}
		if !labelled(lang, p, w.Name) {
			add("option %s: paragraph %d does not open with its name %q", o.Key, j, w.Name)
		}
		at := make([]int, len(o.Values))
		for k, v := range w.Values {
			if at[k] = find(p, valueForm(lang, v)); at[k] < 0 {
				add("option %s: value %s is not mentioned as %s", o.Key, o.Values[k], valueForm(lang, v))
			}
		}
		if slices.Contains(at, -1) {
			continue
		}
		if len(o.Values) > 1 {
			marker := defaultMarker[lang]
			def := w.Values[slices.Index(o.Values, o.Default())]
			if !strings.Contains(p, valueForm(lang, def)+" "+marker) {
				add("option %s: the default %s is not marked %q", o.Key, o.Default(), marker)
			}
			if n := strings.Count(p, marker); n != 1 {
				add("option %s: %q appears %d times", o.Key, marker, n)
			}
			if slices.Min(at) != at[0] {
				add("option %s: the default %s is not mentioned first", o.Key, o.Default())
			}
		}
		for k, v := range w.Values {
			if valueForm(lang, v) == v {
				continue // a number, such as a count of players, says itself
			}
			end := len(p)
			for _, a := range at {
				if a > at[k] && a < end {
					end = a
				}
			}
			about := strings.Replace(p[at[k]+len(valueForm(lang, v)):end], defaultMarker[lang], "", 1)
			if n := words(about); n < 4 {
				add("option %s: value %s is described in %d words", o.Key, o.Values[k], n)
			}
		}
	}
	return probs
}

func TestEveryGameHasBothLanguages(t *testing.T) {
	if len(langs) != help.Langs {
		t.Fatalf("the tests know %d languages, the package %d", len(langs), help.Langs)
	}
	for _, g := range games {
		for _, lang := range langs {
			s := g.help.Summary(lang)
			if s.Title != g.rules.Title {
				t.Errorf("%s.Summary(%v): title %q, want the game's title %q", g.rules.Name, lang, s.Title, g.rules.Title)
			}
			if len(s.Sections) == 0 {
				t.Errorf("%s.Summary(%v): no sections", g.rules.Name, lang)
			}
		}
		if _, ok := facts[g.rules.Name]; !ok {
			t.Errorf("%s: no key facts to check", g.rules.Name)
		}
	}
}

func TestSummaryOtherLanguage(t *testing.T) {
	for _, lang := range []help.Lang{help.French + 1, 255} {
		for _, g := range games {
			if s := g.help.Summary(lang); s.Title != "" || s.Sections != nil {
				t.Errorf("%s.Summary(%v) = %q, %d sections; want nothing", g.rules.Name, lang, s.Title, len(s.Sections))
			}
		}
	}
}

func TestSummaryReturnsACopy(t *testing.T) {
	_, a := summary(t, "thayyam", help.English)
	want := a[0].Paragraphs[0]
	a[0].Paragraphs[0] = "changed."
	a[0].Heading = "changed"
	a[1].Paragraphs = append(a[1].Paragraphs[:0], "changed.")
	_, b := summary(t, "thayyam", help.English)
	if b[0].Paragraphs[0] != want || b[0].Heading == "changed" || b[1].Paragraphs[0] == "changed." {
		t.Error("changing a returned summary changed the next one")
	}
}

func TestLangString(t *testing.T) {
	for lang, want := range map[help.Lang]string{help.English: "English", help.French: "Français", 7: "Lang(7)"} {
		if got := lang.String(); got != want {
			t.Errorf("Lang(%d).String() = %q, want %q", lang, got, want)
		}
	}
}

// TestShape checks what the screen needs: headings, paragraphs, one line
// each, none too long, and summaries of a readable length.
func TestShape(t *testing.T) {
	for _, g := range games {
		for _, lang := range langs {
			title, sections := summary(t, g.rules.Name, lang)
			for _, p := range append(shapeProblems(title, sections), lengthProblems(sections)...) {
				t.Errorf("%s (%v): %s", g.rules.Name, lang, p)
			}
		}
	}
}

// TestLanguagesMatch checks that the translations are parallel: the same
// number of sections, each with the same number of paragraphs.
func TestLanguagesMatch(t *testing.T) {
	for _, g := range games {
		_, en := summary(t, g.rules.Name, help.English)
		_, fr := summary(t, g.rules.Name, help.French)
		if len(en) != len(fr) {
			t.Errorf("%s: %d sections in English, %d in French", g.rules.Name, len(en), len(fr))
			continue
		}
		for i := range en {
			if len(en[i].Paragraphs) != len(fr[i].Paragraphs) {
				t.Errorf("%s: section %q has %d paragraphs, %q has %d", g.rules.Name,
					en[i].Heading, len(en[i].Paragraphs), fr[i].Heading, len(fr[i].Paragraphs))
			}
		}
	}
}

func TestNoJargon(t *testing.T) {
	for _, g := range games {
		for _, lang := range langs {
			_, sections := summary(t, g.rules.Name, lang)
			for _, p := range jargonProblems(sections) {
				t.Errorf("%s (%v): %s", g.rules.Name, lang, p)
			}
		}
	}
}

func TestTypography(t *testing.T) {
	for _, g := range games {
		for _, lang := range langs {
			title, sections := summary(t, g.rules.Name, lang)
			for _, p := range typographyProblems(lang, title, sections) {
				t.Errorf("%s (%v): %s", g.rules.Name, lang, p)
			}
		}
	}
}

// TestGlyphs checks that Tabula Sans, the screens' font, has a glyph
// for every character of the summaries, blurbs, level explanations,
// options and seat names, in every language.
func TestGlyphs(t *testing.T) {
	for _, g := range games {
		var text string
		for _, lang := range langs {
			text += g.help.Blurb[lang] + strings.Join(g.help.Levels[lang][:], "")
			title, sections := summary(t, g.rules.Name, lang)
			text += title
			for _, s := range sections {
				text += s.Heading + strings.Join(s.Paragraphs, "")
			}
			for _, o := range g.help.Options[lang] {
				text += o.Name + strings.Join(o.Values, "") + strings.Join(o.Explain, "")
			}
			for _, n := range playerCounts(g.rules) {
				for p := range rules.Player(n) {
					text += g.help.SeatName(lang, n, p)
				}
			}
		}
		for _, r := range helptest.Missing(text) {
			t.Errorf("%s: no glyph for %q (%U) in Tabula Sans", g.rules.Name, r, r)
		}
	}
}

func TestKeyFacts(t *testing.T) {
	for _, g := range games {
		for _, lang := range langs {
			t.Run(fmt.Sprintf("%s/%v", g.rules.Name, lang), func(t *testing.T) {
				want := facts[g.rules.Name][lang]
				if len(want) == 0 {
					t.Fatal("no key facts listed")
				}
				_, sections := summary(t, g.rules.Name, lang)
				for _, p := range factProblems(sections, want) {
					t.Error(p)
				}
			})
		}
	}
}

// TestOptionsExplained checks every option of every game's descriptor
// against the options section, so that an option or a value added to the
// rules without its explanation fails here.
func TestOptionsExplained(t *testing.T) {
	for _, g := range games {
		for _, lang := range langs {
			_, sections := summary(t, g.rules.Name, lang)
			for _, p := range optionProblems(g.rules, g.help.Options[lang], lang, sections) {
				t.Errorf("%s (%v): %s", g.rules.Name, lang, p)
			}
		}
	}
}

// TestChecksCatchFaults shows that each check above fails on a summary
// with the fault it looks for.
func TestChecksCatchFaults(t *testing.T) {
	// base returns a fresh, valid summary to spoil.
	base := func(game string, lang help.Lang) (string, []help.Section) { return summary(t, game, lang) }
	para := func(text string) []help.Section {
		return []help.Section{{Heading: "Goal", Paragraphs: []string{text}}}
	}
	// withOptions returns diam's English summary with its options section
	// replaced by paras.
	withOptions := func(paras ...string) []help.Section {
		_, s := base("diam", help.English)
		s[len(s)-1].Paragraphs = paras
		return s
	}
	diam := gameNamed(t, "diam").rules
	diamWords := gameNamed(t, "diam").help.Options[help.English]
	cases := []struct {
		name  string
		check func() []string
	}{
		{"empty title", func() []string { _, s := base("diam", help.English); return shapeProblems("", s) }},
		{"no sections", func() []string { return shapeProblems("Diam", nil) }},
		{"empty heading", func() []string {
			return shapeProblems("Diam", []help.Section{{Paragraphs: []string{"A line."}}})
		}},
		{"duplicate heading", func() []string {
			_, s := base("diam", help.English)
			s[1].Heading = s[0].Heading
			return shapeProblems("Diam", s)
		}},
		{"no paragraphs", func() []string {
			return shapeProblems("Diam", []help.Section{{Heading: "Goal"}})
		}},
		{"empty line", func() []string { return shapeProblems("Diam", para(" ")) }},
		{"line break", func() []string { return shapeProblems("Diam", para("One.\n\nTwo.")) }},
		{"double space", func() []string { return shapeProblems("Diam", para("One.  Two.")) }},
		{"no full stop", func() []string { return shapeProblems("Diam", para("One")) }},
		{"paragraph too long", func() []string {
			return shapeProblems("Diam", para(strings.Repeat("word ", maxParagraph/5)+"end."))
		}},
		{"too few words", func() []string { _, s := base("diam", help.English); return lengthProblems(s[:2]) }},
		{"too many words", func() []string { _, s := base("thayyam", help.French); return lengthProblems(append(s, s...)) }},
		{"progress value", func() []string { return jargonProblems(para("A pawn at t = 36.")) }},
		{"option setting", func() []string { return jargonProblems(para("With credit=player.")) }},
		{"cell code", func() []string { return jargonProblems(para("Move O2 to I3.")) }},
		{"move code", func() []string { return jargonProblems(para("Play ab:4+4 now.")) }},
		{"drop code", func() []string { return jargonProblems(para("Play R@3.")) }},
		{"shift code", func() []string { return jargonProblems(para("Play 3.2- now.")) }},
		{"French plain space", func() []string { return typographyProblems(help.French, "Diam", para("Annoncez « Diam !».")) }},
		{"French missing space", func() []string { return typographyProblems(help.French, "Diam", para("Annoncez:\u00a0diam.")) }},
		{"English no-break space", func() []string { return typographyProblems(help.English, "Diam", para("Say “Diam\u00a0!”.")) }},
		{"English French quotes", func() []string { return typographyProblems(help.English, "Diam", para("Say «Diam!».")) }},
		{"missing fact", func() []string {
			_, s := base("daryon", help.English)
			s = slices.DeleteFunc(s, func(sec help.Section) bool { return sec.Heading == "Going home" })
			return factProblems(s, facts["daryon"][help.English])
		}},
		{"fact in the wrong section", func() []string {
			_, s := base("diam", help.English)
			s[0].Paragraphs = append(s[0].Paragraphs, s[len(s)-1].Paragraphs...)
			s[len(s)-1].Paragraphs = s[len(s)-1].Paragraphs[:1]
			return factProblems(s, facts["diam"][help.English])
		}},
		{"no options section", func() []string {
			_, s := base("diam", help.English)
			return optionProblems(diam, diamWords, help.English, s[:len(s)-1])
		}},
		{"an option missing", func() []string {
			return optionProblems(diam, diamWords, help.English, withOptions("Players: 2 (the default), 3 or 4."))
		}},
		{"option not named", func() []string {
			return optionProblems(diam, diamWords, help.English, withOptions(
				"Players: 2 (the default), 3 or 4.",
				"With “Ferti” (the default), the published rules apply. With “Prototype”, the authors' first rules apply."))
		}},
		{"value not mentioned", func() []string {
			return optionProblems(diam, diamWords, help.English, withOptions(
				"Players: 2 (the default) or 3.",
				"Rules: with “Ferti” (the default), the published rules. With “Prototype”, the authors' first rules."))
		}},
		{"wrong default", func() []string {
			return optionProblems(diam, diamWords, help.English, withOptions(
				"Players: 2 (the default), 3 or 4.",
				"Rules: with “Ferti”, the published rules. With “Prototype” (the default), the authors' first rules."))
		}},
		{"default not first", func() []string {
			return optionProblems(diam, diamWords, help.English, withOptions(
				"Players: 3, 4 or 2 (the default).",
				"Rules: with “Ferti” (the default), the published rules. With “Prototype”, the authors' first rules."))
		}},
		{"value not described", func() []string {
			return optionProblems(diam, diamWords, help.English, withOptions(
				"Players: 2 (the default), 3 or 4.",
				"Rules: with “Ferti” (the default), the published rules, or “Prototype”."))
		}},
		{"an option added to the rules", func() []string {
			g := *diam
			g.Options = append(slices.Clone(g.Options), rules.OptionSpec{Key: "board", Values: []string{"8", "10"}, Name: "Board"})
			_, s := base("diam", help.English)
			return optionProblems(&g, diamWords, help.English, s)
		}},
		{"a value added to an option", func() []string {
			g := *diam
			g.Options = slices.Clone(g.Options)
			g.Options[1].Values = append(slices.Clone(g.Options[1].Values), "tournament")
			_, s := base("diam", help.English)
			return optionProblems(&g, diamWords, help.English, s)
		}},
		{"an option in the summary, not in words", func() []string {
			_, s := base("diam", help.English)
			return optionProblems(diam, diamWords[:1], help.English, s)
		}},
		{"a label the summary does not use", func() []string {
			words := slices.Clone(diamWords)
			words[1].Values = []string{"Ferti", "First"}
			_, s := base("diam", help.English)
			return optionProblems(diam, words, help.English, s)
		}},
		{"French value in English quotes", func() []string {
			_, s := base("diam", help.French)
			s[len(s)-1].Paragraphs[1] = strings.ReplaceAll(s[len(s)-1].Paragraphs[1], "«\u00a0Prototype\u00a0»", "“Prototype”")
			return optionProblems(diam, gameNamed(t, "diam").help.Options[help.French], help.French, s)
		}},
	}
	for _, c := range cases {
		if probs := c.check(); len(probs) == 0 {
			t.Errorf("%s: the check found nothing wrong", c.name)
		} else {
			t.Logf("%s: %s", c.name, probs[0])
		}
	}
}

// playerCounts returns the numbers of players a game allows, from its
// "players" option.
func playerCounts(g *rules.Game) []int {
	var out []int
	for _, o := range g.Options {
		if o.Key != "players" {
			continue
		}
		for _, v := range o.Values {
			n, err := strconv.Atoi(v)
			if err == nil {
				out = append(out, n)
			}
		}
	}
	return out
}

// TestEveryGameIsComplete checks that every game's words have every part:
// a blurb, the rules in each language (above), a name for every seat of
// every number of players in each language, the computer's levels, the
// options, labels, sentences and refusals.
func TestEveryGameIsComplete(t *testing.T) {
	for _, g := range games {
		h := g.help
		if h.SeatName == nil || h.Label == nil || h.Describe == nil || h.Refusal == nil || h.Place == nil {
			t.Errorf("%s: a function is missing: SeatName %t, Label %t, Describe %t, Refusal %t, Place %t", g.rules.Name,
				h.SeatName != nil, h.Label != nil, h.Describe != nil, h.Refusal != nil, h.Place != nil)
			continue
		}
		counts := playerCounts(g.rules)
		if len(counts) == 0 {
			t.Errorf("%s: no number of players", g.rules.Name)
		}
		for _, lang := range langs {
			if h.Blurb[lang] == "" {
				t.Errorf("%s: no blurb in %v", g.rules.Name, lang)
			}
			if len(h.Options[lang]) != len(g.rules.Options) {
				t.Errorf("%s: %d options in %v, %d in the rules", g.rules.Name, len(h.Options[lang]), lang, len(g.rules.Options))
			}
			for _, n := range counts {
				seen := map[string]bool{}
				for p := range rules.Player(n) {
					name := h.SeatName(lang, n, p)
					if name == "" || seen[name] {
						t.Errorf("%s: seat %d of %d players is named %q in %v", g.rules.Name, p, n, name, lang)
					}
					seen[name] = true
				}
				if name := h.SeatName(lang, n, rules.Player(n)); name != "" {
					t.Errorf("%s: seat %d of %d players, which does not exist, is named %q in %v", g.rules.Name, n, n, name, lang)
				}
			}
		}
	}
}

// solved lists the games whose computer plays perfectly, from the exact
// solution of the game; races, the race games, whose computer thinks in
// throws to come.
var (
	solved = map[string]bool{"dejarik": true}
	races  = map[string]bool{"daryon": true, "thayyam": true}
)

// levelWords lists, per language, the words that say what each level does:
// the race games in their words, the others in theirs.
var levelWords = map[help.Lang]struct{ race, board map[ai.Level]string }{
	help.English: {
		race:  map[ai.Level]string{ai.Random: "random", ai.Easy: "runs ahead", ai.Medium: "progress", ai.Hard: "throws to come"},
		board: map[ai.Level]string{ai.Random: "random", ai.Easy: "takes a win", ai.Medium: "ahead", ai.Hard: "searches deep", ai.Perfect: "solved"},
	},
	help.French: {
		race:  map[ai.Level]string{ai.Random: "hasard", ai.Easy: "fonce", ai.Medium: "avancer", ai.Hard: "à venir"},
		board: map[ai.Level]string{ai.Random: "hasard", ai.Easy: "gagne", ai.Medium: "d’avance", ai.Hard: "cherche loin", ai.Perfect: "résolu"},
	},
}

// notIn lists, per game and language, words its level texts must not use:
// what the game does not have.
var notIn = map[string]map[help.Lang][]string{
	"diam":    {help.English: {"capture", "throw"}, help.French: {"prise", "prend", "lance"}},
	"dejarik": {help.English: {"throw"}, help.French: {"lance"}},
}

// TestLevels checks that every game explains each level its computer plays,
// in every language, and the perfect one only when the game is solved: the
// race games in their words, the others in theirs, and never with what the
// game does not have.
func TestLevels(t *testing.T) {
	for _, g := range games {
		for _, lang := range langs {
			levels := g.help.Levels[lang]
			for l := ai.Random; l <= ai.Perfect; l++ {
				text := levels[l]
				if want := l != ai.Perfect || solved[g.rules.Name]; (text != "") != want {
					t.Errorf("%s: level %v explained in %v as %q", g.rules.Name, l, lang, text)
					continue
				}
				if text == "" {
					continue
				}
				if !strings.HasSuffix(text, ".") || strings.ContainsAny(text, "\n\t") {
					t.Errorf("%s: level %v: %q is not one sentence", g.rules.Name, l, text)
				}
				for _, p := range typographyProblems(lang, "", []help.Section{{Paragraphs: []string{text}}}) {
					t.Errorf("%s: level %v: %s", g.rules.Name, l, p)
				}
				words := levelWords[lang].board
				if races[g.rules.Name] {
					words = levelWords[lang].race
				}
				if w, ok := words[l]; ok && !strings.Contains(text, w) {
					t.Errorf("%s: level %v: %q does not say %q", g.rules.Name, l, text, w)
				}
				for _, w := range notIn[g.rules.Name][lang] {
					if strings.Contains(strings.ToLower(text), w) {
						t.Errorf("%s: level %v: %q speaks of %q, which the game does not have", g.rules.Name, l, text, w)
					}
				}
				if lang != help.English && text == g.help.Levels[help.English][l] {
					t.Errorf("%s: level %v in %v is the English: %q", g.rules.Name, l, lang, text)
				}
			}
		}
	}
}

// TestBlurbs checks the chooser's lines: one short line each, in the
// screens' typography, in every language.
func TestBlurbs(t *testing.T) {
	for _, g := range games {
		for _, lang := range langs {
			b := g.help.Blurb[lang]
			if n := utf8.RuneCountInString(b); n > 60 {
				t.Errorf("%s: the blurb %q has %d characters, more than fit under a board", g.rules.Name, b, n)
			}
			for _, p := range helptest.Problems(lang, b) {
				t.Errorf("%s: the blurb %q: %s", g.rules.Name, b, p)
			}
			if lang != help.English && b == g.help.Blurb[help.English] {
				t.Errorf("%s: the blurb in %v is the English: %q", g.rules.Name, lang, b)
			}
		}
	}
}

// sameInBoth lists the words that are the same in English and French: names
// and numbers, which need no translation.
var sameInBoth = map[string]bool{"Orange": true, "Ferti": true, "Prototype": true}

// translated reports whether fr is a translation of en: another text, or the
// same name or number.
func translated(en, fr string) bool {
	return fr != en || sameInBoth[fr] || strings.IndexFunc(fr, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

// TestOptions checks the options as the set-up screen shows them, in every
// language: one per option of the rules, in their order, with a label and
// an explanation per value; labels short, capitalised and distinct;
// explanations one sentence each; all in the language's typography, and the
// French translated.
func TestOptions(t *testing.T) {
	for _, g := range games {
		for _, lang := range langs {
			opts := g.help.Options[lang]
			if len(opts) != len(g.rules.Options) {
				t.Errorf("%s: %d options in %v, %d in the rules", g.rules.Name, len(opts), lang, len(g.rules.Options))
				continue
			}
			for i, o := range opts {
				spec := g.rules.Options[i]
				where := fmt.Sprintf("%s: option %s in %v", g.rules.Name, spec.Key, lang)
				if len(o.Values) != len(spec.Values) || len(o.Explain) != len(spec.Values) {
					t.Errorf("%s: %d labels and %d explanations for %d values", where, len(o.Values), len(o.Explain), len(spec.Values))
					continue
				}
				en := g.help.Options[help.English][i]
				for _, p := range helptest.Problems(lang, o.Name) {
					t.Errorf("%s: the name %q: %s", where, o.Name, p)
				}
				if lang != help.English && !translated(en.Name, o.Name) {
					t.Errorf("%s: the name %q is the English", where, o.Name)
				}
				seen := map[string]bool{}
				for k, v := range o.Values {
					if n := utf8.RuneCountInString(v); n == 0 || n > 12 || seen[v] || lang.T(v) == "" || !unicode.IsUpper([]rune(v)[0]) && !unicode.IsDigit([]rune(v)[0]) {
						t.Errorf("%s: the label %q of %s is not a short capitalised word of its own", where, v, spec.Values[k])
					}
					seen[v] = true
					for _, p := range helptest.Problems(lang, v) {
						t.Errorf("%s: the label %q: %s", where, v, p)
					}
					x := o.Explain[k]
					if !strings.HasSuffix(x, ".") || !unicode.IsUpper([]rune(x)[0]) {
						t.Errorf("%s: the explanation %q is not a sentence", where, x)
					}
					for _, p := range typographyProblems(lang, "", []help.Section{{Paragraphs: []string{x}}}) {
						t.Errorf("%s: the explanation %q: %s", where, x, p)
					}
					if lang != help.English && !translated(en.Values[k], v) {
						t.Errorf("%s: the label %q is the English", where, v)
					}
					if lang != help.English && !translated(en.Explain[k], x) {
						t.Errorf("%s: the explanation %q is the English", where, x)
					}
				}
			}
		}
	}
}

// TestSeatNamesTranslated checks that the seats have French names: each
// another word than the English, but for a name the same in both.
func TestSeatNamesTranslated(t *testing.T) {
	for _, g := range games {
		for _, n := range playerCounts(g.rules) {
			for p := range rules.Player(n) {
				en, fr := g.help.SeatName(help.English, n, p), g.help.SeatName(help.French, n, p)
				if !translated(en, fr) {
					t.Errorf("%s: seat %d of %d is %q in French, as in English", g.rules.Name, p, n, fr)
				}
				for _, lang := range langs {
					name := g.help.SeatName(lang, n, p)
					for _, pr := range helptest.Problems(lang, name) {
						t.Errorf("%s: seat %d of %d in %v, %q: %s", g.rules.Name, p, n, lang, name, pr)
					}
				}
			}
		}
	}
}

// everyOption returns the option sets of g that play each value of each
// option once: the defaults, then each other value on its own.
func everyOption(g *rules.Game) []string {
	sets := []string{""}
	for _, o := range g.Options {
		for _, v := range o.Values[1:] {
			sets = append(sets, o.Key+"="+v)
		}
	}
	return sets
}

// TestLabels checks the label of every kind of move the games offer along
// random games with every option: a line in each language, in its
// typography, and in French other words than the English — unless the
// label is the move's notation, which the board shows.
func TestLabels(t *testing.T) {
	for _, g := range games {
		kinds := map[string]bool{}
		for _, opts := range everyOption(g.rules) {
			o, err := g.rules.ParseOptions(strings.Fields(opts))
			if err != nil {
				t.Fatal(err)
			}
			for seed := range uint64(3) {
				h := helptest.Random(t, g.rules, o, seed)
				for i := range h.Len() {
					st := h.StateAt(i)
					if st.ToMove() < 0 {
						continue
					}
					for _, c := range rules.Choices(st, nil) {
						en, fr := g.help.Label(help.English, c), g.help.Label(help.French, c)
						// One move of each kind: its notation with digits and
						// letters replaced.
						kind := regexp.MustCompile(`[0-9]+`).ReplaceAllString(c.Note, "N")
						if kinds[kind] {
							continue
						}
						kinds[kind] = true
						for _, p := range helptest.Problems(help.English, en) {
							t.Errorf("%s: the label of %s, %q: %s", g.rules.Name, c.Note, en, p)
						}
						for _, p := range helptest.Problems(help.French, fr) {
							t.Errorf("%s: the label of %s, %q: %s", g.rules.Name, c.Note, fr, p)
						}
						if fr == en && en != c.Note {
							t.Errorf("%s: the label of %s is %q in French, as in English", g.rules.Name, c.Note, fr)
						}
					}
				}
			}
		}
		t.Logf("%s: %d kinds of move labelled", g.rules.Name, len(kinds))
	}
}

// TestRefusalChecksCatchFaults shows that helptest.Disagreements, which
// every game's tests run, fails a Refusal that says nothing of a refused
// tap, or something of a tap that chooses a move, or the English in
// French.
func TestRefusalChecksCatchFaults(t *testing.T) {
	g := gameNamed(t, "daryon")
	h := helptest.Random(t, g.rules, nil, 1)
	sources := func(st rules.State) []rules.Place {
		// The pieces that can move, and the same places as another
		// player's, whose turn it is not.
		var out []rules.Place
		for _, c := range rules.Choices(st, nil) {
			if c.Moves {
				other := c.From
				other.Player = 1 - other.Player
				out = append(out, c.From, other)
			}
		}
		return out
	}
	for _, c := range []struct {
		name    string
		refusal func(help.Lang, rules.State, rules.Place, int, func(rules.Player) string) string
		want    string // in the first problem found
	}{
		{"silent", func(help.Lang, rules.State, rules.Place, int, func(rules.Player) string) string { return "" }, "the refusal says nothing"},
		{"talkative", func(l help.Lang, st rules.State, from rules.Place, to int, _ func(rules.Player) string) string {
			return [...]string{"no", "non"}[l]
		}, "chooses a move, but"},
		{"English only", func(l help.Lang, st rules.State, from rules.Place, to int, name func(rules.Player) string) string {
			return g.help.Refusal(help.English, st, from, to, name)
		}, "the French is the English"},
		{"bad typography", func(l help.Lang, st rules.State, from rules.Place, to int, name func(rules.Player) string) string {
			if r := g.help.Refusal(l, st, from, to, name); r != "" {
				return r + "."
			}
			return ""
		}, "a final full stop"},
	} {
		broken := *g.help
		broken.Refusal = c.refusal
		if _, probs := helptest.Disagreements(&broken, []*rules.History{h}, 7, sources, []int{0, 4, 36, 40}); len(probs) == 0 || !strings.Contains(probs[0], c.want) {
			t.Errorf("%s: Disagreements found %q, want %q", c.name, probs, c.want)
		} else {
			t.Logf("%s: %s", c.name, probs[0])
		}
	}
	if n, probs := helptest.Disagreements(g.help, []*rules.History{h}, 7, sources, []int{0, 4, 36, 40}); len(probs) > 0 || n == 0 {
		t.Errorf("the game's own Refusal: %d checked, %v", n, probs)
	}
}

func TestList(t *testing.T) {
	for _, c := range []struct {
		words  []string
		en, fr string
	}{
		{nil, "", ""},
		{[]string{"a"}, "a", "a"},
		{[]string{"a", "b"}, "a and b", "a et b"},
		{[]string{"a", "b", "c"}, "a, b and c", "a, b et c"},
	} {
		if got := help.List(help.English, c.words); got != c.en {
			t.Errorf("List(English, %q) = %q, want %q", c.words, got, c.en)
		}
		if got := help.List(help.French, c.words); got != c.fr {
			t.Errorf("List(French, %q) = %q, want %q", c.words, got, c.fr)
		}
	}
}

func TestOf(t *testing.T) {
	for name, want := range map[string]string{
		"Sud": "de Sud", "Est": "d’Est", "Ouest": "d’Ouest", "Orange": "d’Orange", "Ana (ordinateur)": "d’Ana (ordinateur)",
		"Éva": "d’Éva", "Hugo": "de Hugo", "Noir": "de Noir", "": "de ",
	} {
		if got := help.Of(name); got != want {
			t.Errorf("Of(%q) = %q, want %q", name, got, want)
		}
	}
}
