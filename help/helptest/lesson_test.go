package helptest

import (
	"strings"
	"testing"

	"tabula/help"
)

// TestLessonProblems makes sure each check of a lesson's words can fail,
// from a lesson that passes them all.
func TestLessonProblems(t *testing.T) {
	good := help.Lesson{
		Title: [help.Langs]string{help.English: "Leaving home", help.French: "Sortir de la maison"},
		Say: [help.Langs]string{
			help.English: "Only a 1 brings a pawn out. Then you throw again.",
			help.French:  "Seul un 1 fait sortir un pion. Vous rejouez ensuite.",
		},
		Ask:   [help.Langs]string{help.English: "You threw a 1: bring a pawn out.", help.French: "Vous avez fait 1\u00a0: sortez un pion."},
		Moves: []string{"out"},
		Done:  [help.Langs]string{help.English: "Pawn b is out, on c1.", help.French: "Le pion b est sorti sur c1."},
		Wrong: [help.Langs]string{help.English: "That moves pawn a one cell.", help.French: "Cela avance le pion a d’une case."},
	}
	if probs := LessonProblems(good); len(probs) > 0 {
		t.Fatalf("the good lesson: %v", probs)
	}
	for _, c := range []struct {
		name string
		edit func(l *help.Lesson)
	}{
		{"no French title", func(l *help.Lesson) { l.Title[help.French] = "" }},
		{"a plain space before a colon", func(l *help.Lesson) { l.Ask[help.French] = "Vous avez fait 1 : sortez un pion." }},
		{"a straight apostrophe in French", func(l *help.Lesson) { l.Done[help.French] = "Le pion b sort de l'ombre sur c1." }},
		{"a no-break space in English", func(l *help.Lesson) { l.Done[help.English] = "Pawn b is out,\u00a0on c1." }},
		{"no final full stop", func(l *help.Lesson) { l.Wrong[help.English] = "That moves pawn a one cell" }},
		{"a title's full stop", func(l *help.Lesson) { l.Title[help.English] = "Leaving home." }},
		{"too long", func(l *help.Lesson) { l.Say[help.English] = strings.Repeat("Long words. ", 40) }},
		{"four sentences", func(l *help.Lesson) { l.Say[help.English] = "One 1. Two. Three. Four." }},
		{"two sentences to ask", func(l *help.Lesson) { l.Ask[help.English] = "Why? You threw a 1." }},
		{"numbers that differ", func(l *help.Lesson) { l.Wrong[help.French] = "Cela avance le pion a de 2 cases." }},
		{"a character the font lacks", func(l *help.Lesson) { l.Done[help.English] = "Pawn b is out, on c1 ☃." }},
	} {
		l := good
		c.edit(&l)
		if probs := LessonProblems(l); len(probs) == 0 {
			t.Errorf("%s: no problem found", c.name)
		}
	}
}
