package dejarik_test

import (
	"fmt"
	"regexp"
	"slices"
	"testing"

	"tabula/help"
	"tabula/help/dejarik"
	"tabula/help/helptest"
	"tabula/rules"
	rules_dejarik "tabula/rules/dejarik"
)

// A move, as a lesson's checks see it: the state before and after it, and
// the events it reported.
type move struct {
	note          string
	before, after *rules_dejarik.State
	events        []rules.Event
}

// kinds returns the kinds of m's events, in order.
func (m move) kinds() []rules.EventKind {
	var ks []rules.EventKind
	for _, e := range m.events {
		ks = append(ks, e.Kind)
	}
	return ks
}

// first returns m's first event of kind k, and whether there is one.
func (m move) first(k rules.EventKind) (rules.Event, bool) {
	i := slices.IndexFunc(m.events, func(e rules.Event) bool { return e.Kind == k })
	if i < 0 {
		return rules.Event{}, false
	}
	return m.events[i], true
}

// cells returns where m's pawn came from and where it first landed.
func (m move) cells() (from, to rules_dejarik.Cell) {
	e, _ := m.first(rules.EventMove)
	return rules_dejarik.Cell(e.From), rules_dejarik.Cell(e.To)
}

// spokes returns how many spokes apart two ring cells are, 0 to 6.
func spokes(a, b rules_dejarik.Cell) int {
	d := (b.Index() - a.Index() + rules_dejarik.Ring) % rules_dejarik.Ring
	return min(d, rules_dejarik.Ring-d)
}

// lessonChecks holds, lesson by lesson, what the answers must show: shows
// returns "" for a move that shows the lesson's rule, else what it lacks.
// The answers must be exactly the legal moves that show it, so that the
// lesson's Wrong, said of every other move, is true. other, if set, checks
// what Wrong says of every other move besides; refused lists moves the
// lesson's words say the rules refuse there.
var lessonChecks = []struct {
	title   string // the English title, to keep the table in step
	shows   func(m move) string
	other   func(m move) string
	refused []string
}{
	{
		title: "Leaving home",
		shows: func(m move) string {
			if from, to := m.cells(); !from.IsOuter() || !to.IsInner() || from.Index() != to.Index() {
				return fmt.Sprintf("from %v to %v: not a straight exit", from, to)
			}
			return ""
		},
		other: func(m move) string {
			if _, to := m.cells(); to != rules_dejarik.C {
				return fmt.Sprintf("goes to %v, not to the centre as Wrong says", to)
			}
			return ""
		},
		// No diagonal exit on a player's first move.
		refused: []string{"O0-I1", "O1-I0", "O4-I5", "O5-I3"},
	},
	{
		title: "The centre",
		shows: func(m move) string {
			if from, to := m.cells(); from != rules_dejarik.C || !to.IsOuter() {
				return fmt.Sprintf("from %v to %v: not from the centre to the outer ring", from, to)
			}
			return ""
		},
		// Not O6: Black stands on I6.
		refused: []string{"C-O6"},
	},
	{
		title: "Diagonal exits",
		shows: func(m move) string {
			from, to := m.cells()
			if !from.IsOuter() || !to.IsInner() || spokes(from, to) != 2 {
				return fmt.Sprintf("from %v to %v: not a double diagonal exit", from, to)
			}
			if ks := m.kinds(); slices.Contains(ks, rules.EventAugment) || slices.Contains(ks, rules.EventCapture) {
				return fmt.Sprintf("more than an exit: %v", ks)
			}
			return ""
		},
	},
	{
		title: "Along the inner ring",
		shows: func(m move) string {
			a, ok := m.first(rules.EventAugment)
			if !ok {
				return "no augmented exit"
			}
			// It landed in front of its partner, who stays at home.
			if p := m.after.At(rules_dejarik.Outer(rules_dejarik.Cell(a.From).Index())); p != 0 {
				return fmt.Sprintf("landed on %v, in front of no pawn of White", rules_dejarik.Cell(a.From))
			}
			return ""
		},
	},
	{
		title: "Killing a pawn",
		shows: func(m move) string {
			c, ok := m.first(rules.EventCapture)
			if !ok || c.Player != 1 || rules_dejarik.Cell(c.From) != rules_dejarik.I6 {
				return "Black's pawn on I6 is not killed"
			}
			if m.after.Lost(1) != 1 || m.after.ToMove() != 1 {
				return fmt.Sprintf("Black has lost %d pawns, %d to move", m.after.Lost(1), m.after.ToMove())
			}
			// The kill ended the move, in front of White's own pawn.
			_, to := m.cells()
			if slices.Contains(m.kinds(), rules.EventAugment) || m.after.At(rules_dejarik.Outer(to.Index())) != 0 {
				return "the kill is not the one that stops an augmented exit"
			}
			return ""
		},
	},
	{
		title: "Four in a row",
		shows: func(m move) string {
			l, ok := m.first(rules.EventLine)
			if !ok || l.Value != 4 {
				return "no line of four"
			}
			if r := m.after.Result(); r.Status != rules.Win || !r.Winners.Has(0) || r.Points != 3 {
				return fmt.Sprintf("the result is %v, not White winning 3 points", r)
			}
			return ""
		},
	},
	{
		title: "Going back, and repetition",
		shows: func(m move) string {
			from, to := m.cells()
			if !from.IsInner() || to != rules_dejarik.Outer(from.Index()) {
				return fmt.Sprintf("from %v to %v: not a return", from, to)
			}
			if r := m.after.Result(); r.Status != rules.Draw || r.Points != 1 {
				return fmt.Sprintf("the result is %v, not a draw by repetition", r)
			}
			return ""
		},
		other: func(m move) string {
			if m.after.ToMove() < 0 {
				return "ends the game"
			}
			return ""
		},
	},
}

// TestLessons replays every lesson and checks it: its setup is a record's
// text of a real game, as rules.Record writes it; White, a person, is to
// move; the answers are legal and are exactly the moves that show the
// lesson's rule; another legal move exists; the moves the words say are
// refused are refused.
func TestLessons(t *testing.T) {
	lessons := dejarik.Help.Lessons
	if n := len(lessons); n < 5 || n > 7 || n != len(lessonChecks) {
		t.Fatalf("%d lessons, %d checks: want 5 to 7 of each", n, len(lessonChecks))
	}
	for i, l := range lessons {
		want := lessonChecks[i]
		t.Run(l.Title[help.English], func(t *testing.T) {
			if l.Title[help.English] != want.title {
				t.Fatalf("the checks are for %q", want.title)
			}
			h := helptest.LessonPosition(t, l, game)
			st := h.State().(*rules_dejarik.State)
			if st.ToMove() != 0 {
				t.Fatalf("%v to move, not White:\n%v", st.ToMove(), st)
			}
			helptest.LessonMoves(t, h, l.Moves, want.refused, func(note string, after *rules.History, events []rules.Event) string {
				m := move{note: note, before: st, after: after.State().(*rules_dejarik.State), events: events}
				if want.other != nil && !slices.Contains(l.Moves, note) {
					if why := want.other(m); why != "" {
						t.Errorf("another move, %s: %s", note, why)
					}
				}
				return want.shows(m)
			})
		})
	}
}

// TestLessonsNameLabels checks that the cells a lesson's words name are
// written as the board's labels write them: O5, I3, C, the notation's
// names, never in the move log's words ("outer 5"), which the board does
// not show.
func TestLessonsNameLabels(t *testing.T) {
	logWords := regexp.MustCompile(`(?i)\b(outer|inner|extérieure|intérieure) \d`)
	cell := regexp.MustCompile(`\b[OI]\d+\b`)
	for _, l := range dejarik.Help.Lessons {
		for _, text := range texts(l) {
			if m := logWords.FindString(text); m != "" {
				t.Errorf("%q names a cell %q, not as the board's label", text, m)
			}
			for _, name := range cell.FindAllString(text, -1) {
				if _, err := rules_dejarik.ParseCell(name); err != nil {
					t.Errorf("%q names %s, no cell of the board", text, name)
				}
			}
		}
	}
}

// texts returns every text of l, in both languages.
func texts(l help.Lesson) []string {
	var out []string
	for _, f := range [][help.Langs]string{l.Title, l.Say, l.Ask, l.Done, l.Wrong} {
		out = append(out, f[:]...)
	}
	return out
}

// TestLessonTexts checks the words of every lesson (see
// helptest.LessonProblems).
func TestLessonTexts(t *testing.T) {
	for _, l := range dejarik.Help.Lessons {
		for _, p := range helptest.LessonProblems(l) {
			t.Errorf("%s: %s", l.Title[help.English], p)
		}
	}
}
