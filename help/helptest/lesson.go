package helptest

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"tabula/help"
	"tabula/rules"
)

// lessonTexts are the texts of a lesson with the most characters and
// sentences the tutorial's narrow panel beside the board takes.
var lessonTexts = []struct {
	name      string
	text      func(l *help.Lesson) *[help.Langs]string
	max, sent int
}{
	{"Title", func(l *help.Lesson) *[help.Langs]string { return &l.Title }, 32, 1},
	{"Say", func(l *help.Lesson) *[help.Langs]string { return &l.Say }, 320, 3},
	{"Ask", func(l *help.Lesson) *[help.Langs]string { return &l.Ask }, 100, 1},
	{"Done", func(l *help.Lesson) *[help.Langs]string { return &l.Done }, 190, 2},
	{"Wrong", func(l *help.Lesson) *[help.Langs]string { return &l.Wrong }, 170, 2},
}

// number matches a number in a text: a cell, a throw, a count.
var number = regexp.MustCompile(`\d+`)

// LessonProblems checks a tutorial lesson's words: every text set in
// every language, short enough and of few enough sentences for the panel
// beside the board; a title without a full stop and every other text
// ending with one, as a sentence does; each passing [Problems] once that
// full stop is set aside (a lesson's texts are sentences, the log's lines
// are not); every character in the screens' font; and the French citing
// the same numbers as the English. It returns what is wrong, or nothing.
func LessonProblems(l help.Lesson) []string {
	var probs []string
	for _, f := range lessonTexts {
		text := f.text(&l)
		for lang, s := range text {
			where := fmt.Sprintf("%s in %s (%q)", f.name, help.Lang(lang), s)
			if n := utf8.RuneCountInString(s); n > f.max {
				probs = append(probs, fmt.Sprintf("%s: %d characters, more than %d", where, n, f.max))
			}
			if n := sentences(s); n > f.sent {
				probs = append(probs, fmt.Sprintf("%s: %d sentences, more than %d", where, n, f.sent))
			}
			sentence := s
			if f.name != "Title" {
				var ok bool
				if sentence, ok = strings.CutSuffix(s, "."); !ok {
					probs = append(probs, where+": no final full stop")
				}
			}
			for _, p := range Problems(help.Lang(lang), sentence) {
				probs = append(probs, where+": "+p)
			}
			for _, r := range Missing(s) {
				probs = append(probs, fmt.Sprintf("%s: no glyph for %q in Liberation Sans", where, r))
			}
		}
		en, fr := number.FindAllString(text[help.English], -1), number.FindAllString(text[help.French], -1)
		slices.Sort(en)
		slices.Sort(fr)
		if !slices.Equal(en, fr) {
			probs = append(probs, fmt.Sprintf("%s: the English cites %v, the French %v", f.name, en, fr))
		}
	}
	return probs
}

// sentences counts the sentences of a text: its full stops, question and
// exclamation marks that end it or are followed by a space.
func sentences(text string) int {
	n := 0
	for i, r := range text {
		if r == '.' || r == '?' || r == '!' {
			if next := text[i+1:]; next == "" || strings.HasPrefix(next, " ") {
				n++
			}
		}
	}
	return max(n, 1)
}

// LessonPosition reads the setup of the lesson l of the game g and returns
// its history, at the position where the lesson's move is made. The setup
// must read back as the record's text that the game writes (so that it can
// be pasted into the game as a record), and a person must be to move.
func LessonPosition(t testing.TB, l help.Lesson, g *rules.Game) *rules.History {
	t.Helper()
	h, err := rules.ReadHistory(strings.NewReader(l.Setup), []*rules.Game{g})
	if err != nil {
		t.Fatal(err)
	}
	if text := h.Record().String(); text != l.Setup {
		t.Errorf("the setup is not a record's text: it reads back as\n%s", text)
	}
	if p := h.State().ToMove(); p < 0 {
		t.Fatalf("nobody to move (%v):\n%v", p, h.State())
	}
	return h
}

// LessonMoves plays every legal move of the position h and checks the
// lesson's answers against them. shows says whether a move, played to after
// with events, shows the rule the lesson teaches: "" if so, else what it
// lacks. Each answer is legal and shows the rule; every other legal move
// does not, so that the lesson's Wrong, said of any other move, is true;
// and there is another legal move, so that the lesson asks a question.
// The moves of refused, which the lesson's words say the rules refuse, are
// not legal.
func LessonMoves(t testing.TB, h *rules.History, answers, refused []string, shows func(note string, after *rules.History, events []rules.Event) string) {
	t.Helper()
	st := h.State()
	if len(answers) == 0 {
		t.Fatal("no move asked for")
	}
	choices := rules.Choices(st, nil)
	others := 0
	for _, c := range choices {
		after := h.Clone()
		events, err := after.PlayNotation(c.Note)
		if err != nil {
			t.Fatalf("%s: %v", c.Note, err)
		}
		why := shows(c.Note, after, events)
		switch asked := slices.Contains(answers, c.Note); {
		case asked && why != "":
			t.Errorf("the answer %s: %s", c.Note, why)
		case !asked && why == "":
			t.Errorf("another move, %s, shows the rule too", c.Note)
		case !asked:
			others++
		}
	}
	for _, a := range answers {
		if !slices.ContainsFunc(choices, func(c rules.Choice) bool { return c.Note == a }) {
			t.Errorf("the answer %s is not legal in\n%v", a, st)
		}
	}
	if others == 0 {
		t.Errorf("no other legal move than %v", answers)
	}
	for _, note := range refused {
		a, err := st.ParseAction(note)
		if err != nil {
			t.Errorf("%s: %v", note, err)
		} else if slices.Contains(st.Legal(nil), a) {
			t.Errorf("%s is legal, but the lesson says it is refused", note)
		}
	}
}
