package daryon

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"tabula/help"
	"tabula/help/helptest"
	"tabula/rules"
	"tabula/rules/daryon"
)

// shows says whether a move of South, from before to after with events,
// shows the rule its lesson teaches; it returns "" if so, else what it
// lacks.
type shows func(before, after *daryon.State, events []rules.Event) string

// lessonShows holds, per lesson in order, what its answer must show.
// Every other legal move must not show it, so that the lesson's Wrong, said
// of every other move, is true.
var lessonShows = []struct {
	title string // the English title, to keep the table in step
	shows shows
}{
	{"Leaving home", func(b, a *daryon.State, ev []rules.Event) string {
		if !has(ev, rules.EventEnter, 0) {
			return "no pawn of South came out"
		}
		if a.ToMove() != rules.Chance || a.Thrower() != 0 {
			return "South does not throw again"
		}
		return ""
	}},
	{"Sending a pawn home", func(b, a *daryon.State, ev []rules.Event) string {
		if !has(ev, rules.EventCapture, 1) {
			return "no pawn of North sent home"
		}
		if b.MayGoHome(0, 0) || !a.MayGoHome(0, 0) {
			return "pawn a did not earn the right to go home"
		}
		return ""
	}},
	{"Safe corners", func(b, a *daryon.State, ev []rules.Event) string {
		if !has(ev, rules.EventCapture, 1) {
			return "no pawn of North sent home"
		}
		// North's pawn a is on the north-east corner, before and after.
		if l := daryon.LoopIndex(a.Side(1), a.Progress(1, 0)); l != 20 || b.Progress(1, 0) != a.Progress(1, 0) {
			return fmt.Sprintf("North's pawn a is on loop cell %d, not on the north-east corner", l)
		}
		return ""
	}},
	{"Going home", func(b, a *daryon.State, ev []rules.Event) string {
		moved := slices.IndexFunc(ev, func(e rules.Event) bool { return e.Kind == rules.EventMove })
		if moved < 0 {
			return "no move"
		}
		i := int(ev[moved].Piece)
		if t := a.Progress(0, i); t <= daryon.TTour || !b.MayGoHome(0, i) {
			return fmt.Sprintf("pawn %c is at %d, not in its corridor towards home", 'a'+i, t)
		}
		// And the other pawn on the loop may not go home: it is the one
		// that would go round.
		for j := range daryon.Pawns {
			if t := b.Progress(0, j); j != i && t >= daryon.TJunction && t <= daryon.TTour && b.MayGoHome(0, j) {
				return fmt.Sprintf("pawn %c may go home too", 'a'+j)
			}
		}
		return ""
	}},
	{"The exact count", func(b, a *daryon.State, ev []rules.Event) string {
		if !has(ev, rules.EventFinish, 0) {
			return "no pawn of South came home"
		}
		// Pawn b, one cell from home, cannot use the 2.
		if t := b.Progress(0, 1); t != daryon.THome-1 {
			return fmt.Sprintf("pawn b is at %d, not on c1", t)
		}
		if slices.ContainsFunc(rules.Choices(b, nil), func(c rules.Choice) bool { return c.Note == "b" }) {
			return "pawn b may move"
		}
		return ""
	}},
}

// has reports whether events hold one of kind for player p.
func has(events []rules.Event, kind rules.EventKind, p rules.Player) bool {
	return slices.ContainsFunc(events, func(e rules.Event) bool { return e.Kind == kind && e.Player == p })
}

// TestLessons replays every lesson and checks it: its setup is a real game
// read as a record; South, a person, is to move; the answers are legal and
// show the lesson's rule; another legal move exists and does not show it;
// its texts are set in both languages, short, and pass helptest.Problems.
func TestLessons(t *testing.T) {
	if n := len(lessons); n < 5 || n > 7 || n != len(lessonShows) {
		t.Fatalf("%d lessons, %d expectations: want 5 to 7 of each", n, len(lessonShows))
	}
	if len(Help.Lessons) != len(lessons) || &Help.Lessons[0] != &lessons[0] {
		t.Error("Help.Lessons is not the lessons")
	}
	for i, l := range lessons {
		want := lessonShows[i]
		t.Run(l.Title[help.English], func(t *testing.T) {
			if l.Title[help.English] != want.title {
				t.Fatalf("the expectation is for %q", want.title)
			}
			for _, p := range textProblems(l) {
				t.Error(p)
			}
			h, err := rules.ReadHistory(strings.NewReader(l.Setup), []*rules.Game{daryon.Game})
			if err != nil {
				t.Fatal(err)
			}
			st := h.State().(*daryon.State)
			if st.ToMove() != 0 || st.Players() != 2 {
				t.Fatalf("to move %d of %d players, want South (0) of 2:\n%v", st.ToMove(), st.Players(), st)
			}
			if len(l.Moves) == 0 {
				t.Fatal("no move asked for")
			}
			choices := rules.Choices(st, nil)
			others := 0
			for _, c := range choices {
				g := h.Clone()
				events, err := g.PlayNotation(c.Note)
				if err != nil {
					t.Fatalf("%s: %v", c.Note, err)
				}
				why := want.shows(st, g.State().(*daryon.State), events)
				switch asked := slices.Contains(l.Moves, c.Note); {
				case asked && why != "":
					t.Errorf("the answer %s: %s", c.Note, why)
				case !asked && why == "":
					t.Errorf("another move, %s, shows the rule too", c.Note)
				case !asked:
					others++
				}
			}
			for _, m := range l.Moves {
				if !slices.ContainsFunc(choices, func(c rules.Choice) bool { return c.Note == m }) {
					t.Errorf("the answer %s is not legal in\n%v", m, st)
				}
			}
			if others == 0 {
				t.Errorf("no other legal move than %v", l.Moves)
			}
		})
	}
}

// The lengths the narrow panel beside the board allows, in characters.
const (
	maxTitle = 32
	maxSay   = 320
	maxAsk   = 90
	maxDone  = 170
	maxWrong = 170
)

// number matches a number in a text: a cell, a throw, a count.
var number = regexp.MustCompile(`\d+`)

// textProblems checks a lesson's words: every text set in both languages,
// short enough, of at most three sentences for Say, one for Ask and two
// for Done and Wrong, passing helptest.Problems once its final full stop is
// set aside (a lesson's texts are paragraphs, not the log's lines), and
// the French citing the same numbers as the English.
func textProblems(l help.Lesson) []string {
	var probs []string
	for _, f := range []struct {
		name      string
		text      [help.Langs]string
		max, sent int
	}{
		{"Title", l.Title, maxTitle, 1},
		{"Say", l.Say, maxSay, 3},
		{"Ask", l.Ask, maxAsk, 1},
		{"Done", l.Done, maxDone, 2},
		{"Wrong", l.Wrong, maxWrong, 2},
	} {
		for lang, text := range f.text {
			where := fmt.Sprintf("%s in %s (%q)", f.name, help.Lang(lang), text)
			if n := utf8.RuneCountInString(text); n > f.max {
				probs = append(probs, fmt.Sprintf("%s: %d characters, more than %d", where, n, f.max))
			}
			if n := sentences(text); n > f.sent {
				probs = append(probs, fmt.Sprintf("%s: %d sentences, more than %d", where, n, f.sent))
			}
			for _, p := range helptest.Problems(help.Lang(lang), strings.TrimSuffix(text, ".")) {
				probs = append(probs, where+": "+p)
			}
		}
		en, fr := number.FindAllString(f.text[help.English], -1), number.FindAllString(f.text[help.French], -1)
		slices.Sort(en)
		slices.Sort(fr)
		if !slices.Equal(en, fr) {
			probs = append(probs, fmt.Sprintf("%s: the English cites %v, the French %v", f.name, en, fr))
		}
	}
	return probs
}

// sentences counts the sentences of a text: its full stops, question and
// exclamation marks followed by a space or ending it.
func sentences(text string) int {
	n := 0
	for i, r := range text {
		if r == '.' || r == '?' || r == '!' {
			if next := text[i+1:]; next == "" || strings.HasPrefix(next, " ") {
				n++
			}
		}
	}
	if n == 0 && text != "" {
		n = 1
	}
	return n
}

// TestLessonTextChecks makes sure the checks of the lessons' words can
// fail.
func TestLessonTextChecks(t *testing.T) {
	good := lessons[0]
	if probs := textProblems(good); len(probs) > 0 {
		t.Fatalf("the first lesson: %v", probs)
	}
	for _, c := range []struct {
		name string
		edit func(l *help.Lesson)
	}{
		{"no French title", func(l *help.Lesson) { l.Title[help.French] = "" }},
		{"a plain space before a colon", func(l *help.Lesson) { l.Ask[help.French] = "Vous avez fait 1 : sortez un pion" }},
		{"a straight apostrophe in French", func(l *help.Lesson) { l.Done[help.French] = "Le pion b sort de l'ombre." }},
		{"too long", func(l *help.Lesson) { l.Say[help.English] = strings.Repeat("Long words. ", 40) }},
		{"four sentences", func(l *help.Lesson) { l.Say[help.English] = "One 1. Two. Three. Four." }},
		{"two questions", func(l *help.Lesson) { l.Ask[help.English] = "Why? Because 1." }},
		{"numbers that differ", func(l *help.Lesson) { l.Wrong[help.French] = "Cela avance le pion a de 2 cases." }},
	} {
		l := good
		c.edit(&l)
		if probs := textProblems(l); len(probs) == 0 {
			t.Errorf("%s: no problem found", c.name)
		}
	}
}
