package daryon

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"tabula/help"
	"tabula/help/helptest"
	"tabula/lang"
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
			for _, p := range helptest.LessonProblems(l) {
				t.Error(p)
			}
			h := helptest.LessonPosition(t, l, daryon.Game)
			st := h.State().(*daryon.State)
			if st.ToMove() != 0 || st.Players() != 2 {
				t.Fatalf("to move %d of %d players, want South (0) of 2:\n%v", st.ToMove(), st.Players(), st)
			}
			helptest.LessonMoves(t, h, l.Moves, nil, func(_ string, after *rules.History, events []rules.Event) string {
				return want.shows(st, after.State().(*daryon.State), events)
			})
		})
	}
}

// TestLessonsSayThePosition checks what the lessons' words say of their
// positions: each claim is said in both languages, and the position
// shows it.
func TestLessonsSayThePosition(t *testing.T) {
	// atHome counts South's pawns at home, not yet out.
	atHome := func(st *daryon.State) int {
		n := 0
		for pawn := range daryon.Pawns {
			if st.Progress(0, pawn) == daryon.TStart {
				n++
			}
		}
		return n
	}
	claims := []struct {
		title string                   // the lesson's English title
		says  [help.Langs]string       // what its Say says, in each language
		holds func(*daryon.State) bool // whether the position shows it
	}{
		{"Leaving home", [help.Langs]string{
			help.English: "here pawn a is already out, on the south junction, and two are at home",
			help.French:  "ici le pion a est déjà sorti, sur la jonction sud, et deux sont à la maison",
		}, func(st *daryon.State) bool { return st.Progress(0, 0) == daryon.TJunction && atHome(st) == 2 }},
	}
	for _, c := range claims {
		i := slices.IndexFunc(lessons, func(l help.Lesson) bool { return l.Title[help.English] == c.title })
		if i < 0 {
			t.Fatalf("no lesson %q", c.title)
		}
		for lang, says := range c.says {
			if !strings.Contains(lessons[i].Say[lang], says) {
				t.Errorf("%s: the Say in %s does not say %q: %q", c.title, help.Lang(lang), says, lessons[i].Say[lang])
			}
		}
		st := helptest.LessonPosition(t, lessons[i], daryon.Game).State().(*daryon.State)
		if !c.holds(st) {
			t.Errorf("%s: the position does not show %q:\n%v", c.title, c.says[help.English], st)
		}
	}
}

// TestLessonsSayCredit checks that the lessons call the right to go home
// by the game's word, as the play screen's caption does ("credit (right
// to go home): South a"): the first text that says the word explains it, once, and the
// lessons never say "the right to go home" otherwise.
func TestLessonsSayCredit(t *testing.T) {
	words := []struct {
		lang        lang.Lang
		word, right string // the game's word, and the words it stands for
		explained   string // the one explanation
	}{
		{lang.English, "credit", "right to go home", "credit: the right to go home"},
		{lang.French, "crédit", "droit de rentrer", "crédit\u00a0: le droit de rentrer"},
	}
	for _, w := range words {
		if caption := strings.ToLower(w.lang.T("Credit (right to go home): %s")); !strings.Contains(caption, w.word) {
			t.Errorf("the game's caption %q does not say %q", caption, w.word)
		}
		var first string
		explained := 0
		for _, l := range lessons {
			for _, text := range []string{l.Title[w.lang], l.Say[w.lang], l.Ask[w.lang], l.Done[w.lang], l.Wrong[w.lang]} {
				lower := strings.ToLower(text)
				if first == "" && strings.Contains(lower, w.word) {
					first = text
				}
				explained += strings.Count(text, w.explained)
				if strings.Count(text, w.right) > strings.Count(text, w.explained) {
					t.Errorf("%q says %q, not the game's %q", text, w.right, w.word)
				}
			}
		}
		switch {
		case first == "":
			t.Errorf("no lesson says %q", w.word)
		case !strings.Contains(first, w.explained):
			t.Errorf("the first text to say %q does not explain it (%q): %q", w.word, w.explained, first)
		case explained != 1:
			t.Errorf("%q is explained %d times, want once", w.word, explained)
		}
	}
}
