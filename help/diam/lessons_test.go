package diam_test

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tabula/help"
	"tabula/help/diam"
	"tabula/help/helptest"
	"tabula/rules"
	rules_diam "tabula/rules/diam"
)

// A move, as a lesson's checks see it: its notation, the history after
// it, and the events it reported.
type move struct {
	note   string
	after  *rules.History
	events []rules.Event
}

// state returns the position after m.
func (m move) state() *rules_diam.State { return m.after.State().(*rules_diam.State) }

// first returns m's first event of kind k, and whether there is one.
func (m move) first(k rules.EventKind) (rules.Event, bool) {
	i := slices.IndexFunc(m.events, func(e rules.Event) bool { return e.Kind == k })
	if i < 0 {
		return rules.Event{}, false
	}
	return m.events[i], true
}

// lands returns the cell and level where m's pawn (the one dropped, or
// the one shifted) lands, and how many pawns it carries, itself included.
func (m move) lands() (cell, level, pile int) {
	if e, ok := m.first(rules.EventDrop); ok {
		return int(e.To), int(e.ToLevel), 1
	}
	if e, ok := m.first(rules.EventShift); ok {
		return int(e.To), int(e.ToLevel), int(e.Value)
	}
	return -1, 0, 0
}

// wins says whether the game is over after m, won by red and orange, with
// a diam of colour at level.
func (m move) wins(colour, level int) string {
	st := m.state()
	if r := st.Result(); r.Status != rules.Win || !r.Winners.Has(0) || r.Winners.Has(1) {
		return fmt.Sprintf("the result is %v, not a win for red and orange", r)
	}
	l, ok := m.first(rules.EventLine)
	if !ok || int(l.Piece) != colour || int(l.Level) != level {
		return fmt.Sprintf("the diam that wins is %+v, not colour %d at level %d", l, colour, level)
	}
	if st.Pawn(int(l.From), level) != colour || st.Pawn(int(l.To), level) != colour || (int(l.From)+4)%rules_diam.Cells != int(l.To) {
		return fmt.Sprintf("no diam on cells %d and %d at level %d", l.From, l.To, level)
	}
	return ""
}

// goesOn says whether the game goes on after m.
func (m move) goesOn() string {
	if st := m.state(); st.ToMove() < 0 {
		return fmt.Sprintf("ends the game: %v", st.Result())
	}
	return ""
}

// winsNext returns the moves of the brown and black side, to move after
// m, that win at once.
func (m move) winsNext() []string {
	var out []string
	for _, c := range rules.Choices(m.state(), nil) {
		h := m.after.Clone()
		if _, err := h.PlayNotation(c.Note); err == nil {
			if r := h.State().Result(); r.Status == rules.Win && r.Winners.Has(1) {
				out = append(out, c.Note)
			}
		}
	}
	return out
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
		title: "Dropping a pawn",
		shows: func(m move) string {
			if e, ok := m.first(rules.EventDrop); !ok || e.Piece != rules_diam.Orange {
				return "no drop of an orange pawn"
			}
			if cell, level, _ := m.lands(); cell != 2 || level != 2 {
				return fmt.Sprintf("lands on cell %d at level %d, not on the red pawn of cell 2", cell, level)
			}
			return ""
		},
	},
	{
		title: "Shifting a pile",
		shows: func(m move) string {
			cell, level, pile := m.lands()
			if _, ok := m.first(rules.EventShift); !ok || pile != 2 || cell != 2 {
				return fmt.Sprintf("no shift of a pawn and the one above it to cell 2 (%v)", m.events)
			}
			if m.state().Pawn(cell, level) != rules_diam.Red || m.state().Pawn(cell, level+1) != rules_diam.Brown {
				return fmt.Sprintf("cell %d does not hold red then brown from level %d", cell, level)
			}
			return ""
		},
	},
	{
		title: "Four at most",
		shows: func(m move) string {
			if cell, _, pile := m.lands(); pile != 2 || cell != 5 || m.state().Height(5) != 3 {
				return fmt.Sprintf("not the pile of 2 of cell 4 shifted to cell 5 (%v)", m.events)
			}
			return ""
		},
		// Towards cell 3, which holds 3 pawns, the pile of 2 would make 5.
		refused: []string{"4.1-"},
	},
	{
		title: "The diam",
		shows: func(m move) string { return m.wins(rules_diam.Red, 2) },
		other: func(m move) string { return m.goesOn() },
	},
	{
		title: "The highest diam wins",
		shows: func(m move) string {
			if why := m.wins(rules_diam.Orange, 3); why != "" {
				return why
			}
			if cell, _, _ := m.lands(); cell != 0 {
				return fmt.Sprintf("the pile lands on cell %d, not on cell 0 as Ask says", cell)
			}
			// And black, below, makes a diam too.
			l, _ := m.first(rules.EventLine)
			if st := m.state(); st.Pawn(int(l.From), 2) != rules_diam.Black || st.Pawn(int(l.To), 2) != rules_diam.Black {
				return "no black diam at level 2 below the orange one"
			}
			return ""
		},
	},
	{
		title: "Mind their diam",
		shows: func(m move) string {
			if why := m.goesOn(); why != "" {
				return why
			}
			if w := m.winsNext(); len(w) > 0 {
				return fmt.Sprintf("brown and black then win with %v", w)
			}
			return ""
		},
		other: func(m move) string {
			if !slices.Contains(m.winsNext(), "K@7") {
				return "K@7 does not win after it, though Wrong says so"
			}
			return ""
		},
	},
}

// TestLessons replays every lesson and checks it: its setup is a record's
// text of a real game, as rules.Record writes it; red and orange, a
// person, are to move; the answers are legal and are exactly the moves
// that show the lesson's rule; another legal move exists; the moves the
// words say are refused are refused.
func TestLessons(t *testing.T) {
	lessons := diam.Help.Lessons
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
			st := h.State().(*rules_diam.State)
			if st.ToMove() != 0 || st.Players() != 2 || st.Prototype() {
				t.Fatalf("seat %v of %d to move (prototype %v), not red and orange of 2 with the published rules:\n%v", st.ToMove(), st.Players(), st.Prototype(), st)
			}
			helptest.LessonMoves(t, h, l.Moves, want.refused, func(note string, after *rules.History, events []rules.Event) string {
				m := move{note: note, after: after, events: events}
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

// TestLessonsNameCells checks that the cells and levels a lesson's words
// name exist: "cell 3" one of the cells 0 to 7 the board's labels write,
// "level 2" one of the levels 1 to 4.
func TestLessonsNameCells(t *testing.T) {
	cell := regexp.MustCompile(`\b(?:cell|case) (\d+)`)
	level := regexp.MustCompile(`\b(?:level|niveau) (\d+)`)
	for _, l := range diam.Help.Lessons {
		for _, text := range texts(l) {
			for _, m := range cell.FindAllStringSubmatch(text, -1) {
				if n, _ := strconv.Atoi(m[1]); n >= rules_diam.Cells {
					t.Errorf("%q names %q, no cell of the board", text, m[0])
				}
			}
			for _, m := range level.FindAllStringSubmatch(text, -1) {
				if n, _ := strconv.Atoi(m[1]); n < 1 || n > 4 {
					t.Errorf("%q names %q, no level of a pile", text, m[0])
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
	for _, l := range diam.Help.Lessons {
		for _, p := range helptest.LessonProblems(l) {
			t.Errorf("%s: %s", l.Title[help.English], p)
		}
	}
}

// askedCell finds the cells an Ask names: "cell 2".
var askedCell = regexp.MustCompile(`\bcell (\d)\b`)

// askedTo finds the cell an Ask shifts a pawn to: "to cell 0".
var askedTo = regexp.MustCompile(`\bto cell (\d)\b`)

// askedColour finds the colour of the pawn an Ask names, the first colour
// it says: "an orange pawn", "the red pawn".
var askedColour = regexp.MustCompile(`\b(red|orange|brown|black)\b`)

// TestLessonsAnswerTheAsk checks that every answer of a lesson is the move
// its Ask says, in English, unless the Ask gives its move "for instance":
// a drop of the colour it names on the cell it names, or a shift of a pawn
// of that colour from the first cell it names (to the cell after "to", if
// it names one). The tutorial lets through exactly the answers, so an
// answer of another colour or cell would let a move pass that the lesson
// did not ask for.
func TestLessonsAnswerTheAsk(t *testing.T) {
	colours := map[string]int8{"red": rules_diam.Red, "orange": rules_diam.Orange, "brown": rules_diam.Brown, "black": rules_diam.Black}
	for _, l := range diam.Help.Lessons {
		ask := l.Ask[help.English]
		if strings.Contains(ask, "for instance") {
			continue
		}
		t.Run(l.Title[help.English], func(t *testing.T) {
			colour, cells := askedColour.FindStringSubmatch(ask), askedCell.FindStringSubmatch(ask)
			if colour == nil || cells == nil {
				t.Fatalf("the Ask %q names no colour or no cell", ask)
			}
			kind, cell := rules.EventShift, cells[1]
			if strings.HasPrefix(ask, "Drop") || strings.Contains(ask, "drop a") {
				kind = rules.EventDrop
			}
			h := helptest.LessonPosition(t, l, game)
			for _, note := range l.Moves {
				events, err := h.Clone().PlayNotation(note)
				if err != nil {
					t.Fatalf("%s: %v", note, err)
				}
				i := slices.IndexFunc(events, func(e rules.Event) bool { return e.Kind == kind })
				if i < 0 {
					t.Errorf("the answer %s is no %v, as %q asks", note, kind, ask)
					continue
				}
				e := events[i]
				from := e.To // a drop names the cell it lands on
				if kind == rules.EventShift {
					from = e.From
				}
				if e.Piece != colours[colour[1]] || strconv.Itoa(int(from)) != cell {
					t.Errorf("the answer %s moves colour %d on cell %d; %q asks for %s on cell %s", note, e.Piece, from, ask, colour[1], cell)
				}
				if to := askedTo.FindStringSubmatch(ask); kind == rules.EventShift && to != nil && strconv.Itoa(int(e.To)) != to[1] {
					t.Errorf("the answer %s shifts to cell %d; %q asks for cell %s", note, e.To, ask, to[1])
				}
			}
		})
	}
}
