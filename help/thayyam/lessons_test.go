package thayyam

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tabula/help"
	"tabula/help/helptest"
	"tabula/rules"
	"tabula/rules/thayyam"
)

// shows says whether a move of South, from before to after with events,
// shows the rule its lesson teaches; it returns "" if so, else what it
// lacks.
type shows func(before, after *thayyam.State, events []rules.Event) string

// lessonShows holds, per lesson in order, what its answer must show.
// Every other legal move must not show it, so that the lesson's Wrong, said
// of every other move, is true.
var lessonShows = []struct {
	title string // the English title, to keep the table in step
	shows shows
}{
	{"Entering on a 1", func(b, a *thayyam.State, ev []rules.Event) string {
		if !happened(ev, rules.EventEnter, 0) {
			return "no piece of South entered"
		}
		if a.Progress(0, 0) != 0 {
			return fmt.Sprintf("piece a is at %d, not on South's castle", a.Progress(0, 0))
		}
		// The 2 is left to play: South is still to move.
		if a.ToMove() != 0 || !slices.Equal(a.Pool(nil), []int{2}) {
			return fmt.Sprintf("South does not have the 2 left to play: to move %d, pool %v", a.ToMove(), a.Pool(nil))
		}
		return ""
	}},
	{"A series of throws", func(b, a *thayyam.State, ev []rules.Event) string {
		m, ok := moved(ev)
		if !ok || m.Value >= 0 {
			return "no single piece of South moved"
		}
		if t := a.Progress(0, int(m.Piece)); t != 8 {
			return fmt.Sprintf("piece %c is at %d, not on the opposite castle", 'a'+m.Piece, t)
		}
		if used := len(b.Pool(nil)) - len(a.Pool(nil)); used < 2 {
			return fmt.Sprintf("the move used %d throw, not several", used)
		}
		return ""
	}},
	{"Sending a piece off", func(b, a *thayyam.State, ev []rules.Event) string {
		if !happened(ev, rules.EventCapture, 1) {
			return "no piece of North sent off"
		}
		if a.Progress(1, 0) != thayyam.Waiting {
			return "North's piece a does not wait again"
		}
		if a.Owed() != b.Owed()+1 {
			return fmt.Sprintf("%d bonus series owed, want %d", a.Owed(), b.Owed()+1)
		}
		return ""
	}},
	{"Pairing twins", func(b, a *thayyam.State, ev []rules.Event) string {
		if !happened(ev, rules.EventPair, 0) {
			return "no twins paired"
		}
		if a.Twin(0, 0) != 1 || a.Progress(0, 0) != 8 {
			return "pieces a and b are not twins on the opposite castle"
		}
		// Pairing uses no throw.
		if !slices.Equal(a.Pool(nil), b.Pool(nil)) {
			return fmt.Sprintf("the pool went from %v to %v", b.Pool(nil), a.Pool(nil))
		}
		return ""
	}},
	{"Moving twins", func(b, a *thayyam.State, ev []rules.Event) string {
		m, ok := moved(ev)
		if !ok || m.Value < 0 {
			return "no twins of South moved"
		}
		from, to := b.Progress(0, int(m.Piece)), a.Progress(0, int(m.Piece))
		if to != 11 || a.Progress(0, int(m.Value)) != 11 || to-from != int(m.Points)/2 {
			return fmt.Sprintf("the twins went from %d to %d with %d points, not to 11 by half the points", from, to, m.Points)
		}
		// North's single piece stays there with them.
		if happened(ev, rules.EventCapture, 1) || a.Progress(1, 0) != 3 || thayyam.CellOf(thayyam.SeatNorth, 3) != thayyam.CellOf(thayyam.SeatSouth, 11) {
			return "North's piece a is not on South's 11 with the twins"
		}
		return ""
	}},
	{"The centre and bearing off", func(b, a *thayyam.State, ev []rules.Event) string {
		m, ok := moved(ev)
		if !ok || m.Piece != 3 || a.Progress(0, 3) != thayyam.Centre {
			return "piece d did not reach the centre"
		}
		// No piece may bear off before, one may after.
		if bearsOff(b) || !bearsOff(a) {
			return fmt.Sprintf("a piece may bear off before (%v) or not after (%v)", bearsOff(b), bearsOff(a))
		}
		return ""
	}},
}

// happened reports whether events hold one of kind for player p.
func happened(events []rules.Event, kind rules.EventKind, p rules.Player) bool {
	return slices.ContainsFunc(events, func(e rules.Event) bool { return e.Kind == kind && e.Player == p })
}

// moved returns the summary of a move of South among events: Piece the
// piece moved, Value its twin or -1.
func moved(events []rules.Event) (rules.Event, bool) {
	i := slices.IndexFunc(events, func(e rules.Event) bool { return e.Kind == rules.EventMove && e.Player == 0 })
	if i < 0 {
		return rules.Event{}, false
	}
	return events[i], true
}

// bearsOff reports whether a piece of South may bear off in s.
func bearsOff(s *thayyam.State) bool {
	return slices.ContainsFunc(rules.Choices(s, nil), func(c rules.Choice) bool { return strings.HasSuffix(c.Note, ":off") })
}

// TestLessons replays every lesson and checks it: its setup is a real game
// read as a record; South, a person, is to move with throws in the pool;
// the answers are legal and show the lesson's rule; another legal move
// exists and does not show it; its texts are set in both languages, short,
// and pass helptest.Problems.
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
			h := helptest.LessonPosition(t, l, thayyam.Game)
			st := h.State().(*thayyam.State)
			if st.ToMove() != 0 || st.Players() != 2 || !st.KeepTwins() {
				t.Fatalf("to move %d of %d players, want South (0) of 2 with the default options:\n%v", st.ToMove(), st.Players(), st)
			}
			if len(st.Pool(nil)) == 0 {
				t.Fatalf("no throw in South's pool:\n%v", st)
			}
			helptest.LessonMoves(t, h, l.Moves, nil, func(_ string, after *rules.History, events []rules.Event) string {
				return want.shows(st, after.State().(*thayyam.State), events)
			})
		})
	}
}

// TestLessonPools checks that each lesson's Ask names South's pool as the
// move log writes it ("4+3+1"), when it names one.
func TestLessonPools(t *testing.T) {
	for _, l := range lessons {
		h, err := rules.ReadHistory(strings.NewReader(l.Setup), []*rules.Game{thayyam.Game})
		if err != nil {
			t.Fatalf("%s: %v", l.Title[help.English], err)
		}
		have := pool(h.State().(*thayyam.State))
		for lang, ask := range l.Ask {
			if strings.Contains(ask, "+") && !strings.Contains(ask, " "+have+"\u00a0:") && !strings.Contains(ask, " "+have+":") {
				t.Errorf("%s in %s: %q does not name the pool %s", l.Title[help.English], help.Lang(lang), ask, have)
			}
		}
	}
}

// TestLessonThrowsOnScreen checks that a throw a lesson's explanation or
// question calls the player's ("your 4", "votre 4") is in South's pool,
// which the screen shows: lesson 1 said "like your 4" of a 4 lost before
// it began (issue 31, newcomer item 8).
func TestLessonThrowsOnScreen(t *testing.T) {
	yours := regexp.MustCompile(`(?i)\b(?:your|votre) ([0-9]+)\b`)
	for _, l := range lessons {
		h, err := rules.ReadHistory(strings.NewReader(l.Setup), []*rules.Game{thayyam.Game})
		if err != nil {
			t.Fatalf("%s: %v", l.Title[help.English], err)
		}
		have := h.State().(*thayyam.State).Pool(nil)
		for lang := range help.Langs {
			for _, text := range []string{l.Say[lang], l.Ask[lang]} {
				for _, m := range yours.FindAllStringSubmatch(text, -1) {
					if n, _ := strconv.Atoi(m[1]); !slices.Contains(have, n) {
						t.Errorf("%s in %s: %q names %q, not in the pool %v", l.Title[help.English], help.Lang(lang), text, m[0], have)
					}
				}
			}
		}
	}
}
