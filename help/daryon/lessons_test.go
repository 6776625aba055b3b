package daryon

import (
	"fmt"
	"slices"
	"testing"

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
