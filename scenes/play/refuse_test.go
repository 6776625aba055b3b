package play

import (
	"strings"
	"testing"

	"tabula/anim"
	"tabula/lang"
	"tabula/rules"
	thayyamrules "tabula/rules/thayyam"
	"tabula/save"
	"tabula/scenes/board"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
	thayyamsprites "tabula/sprites/thayyam"
)

// TestTapOnAnotherPiece: a tap on a piece the person may not choose (the
// other side's pawn in Dejarik, a partner's or the other side's reserve
// in Diam) says why, as a tap on one's own piece does; it said nothing
// (issue 24's eighth defect). In Diam a tap on the other side's pawn over
// one's own chooses one's own (see TestDiamPawnUnderAnother).
func TestTapOnAnotherPiece(t *testing.T) {
	const w, h = 1024, 720
	for _, game := range []string{"dejarik", "diam", "daryon", "thayyam"} {
		t.Run(game, func(t *testing.T) {
			env := scenestest.Env(0, 1)
			env.Settings.ForcedMoves = false // a tap on the board would play the only move
			p := scenestest.Updated(NewPlay(env, scenestest.Session(t, env, game, nil, 9, 0)), w, h, 3)
			settle(p, w, h)
			st := p.Session().State()
			me := st.ToMove()
			tapped := 0
			for _, pc := range p.board.Pieces {
				if pc.Place.Player == me || pc.Place.Player < 0 || p.board.IsDestination(st, pc.At) {
					continue
				}
				if under, ok := p.board.PieceUnder(pc.At); !ok || under != pc.Place {
					continue // covered by another piece
				}
				p.status.note = ""
				steps := p.sess.History().Len()
				tapAt(p, p.board.Frame.ToScreen(pc.At), w, h)
				tapped++
				if p.sess.History().Len() != steps {
					t.Fatalf("a tap on %v played a step", pc.Place)
				}
				if p.status.note == "" && p.board.Picking.Selected == nil {
					t.Errorf("a tap on %v (%s's) said nothing", pc.Place, p.words.seat(pc.Place.Player))
				}
				p.board.Picking = board.Picking{}
			}
			if tapped == 0 {
				t.Fatal("no piece of another seat to tap")
			}
		})
	}
}

// TestThayyamSquaresKeepTheirNumbers: the squares' names count from the
// side of the person at the screen, North when the computer plays South,
// and do not change with the turn: they switched to the mover's after
// each move, so that a text said "share 11" of a square marked 3 (issue
// 24's fifth defect). The log names the square where each piece went,
// the computer's too, by the number its label shows.
func TestThayyamSquaresKeepTheirNumbers(t *testing.T) {
	for _, c := range []struct {
		seats []save.Seat
		want  thayyamrules.Seat
	}{
		{[]save.Seat{{}, {Computer: true, Level: "random"}}, thayyamrules.SeatSouth},
		{[]save.Seat{{Computer: true, Level: "random"}, {}}, thayyamrules.SeatNorth},
	} {
		p := realPlay(t, "thayyam", nil, c.seats, anim.Instant, 1024, 720)
		v := p.board.View.(*thayyamsprites.View)
		checked := map[bool]int{} // the squares named of moves, by whether a computer made them
		read := 0                 // the steps whose words were checked
		for range 80 {
			for ; read < p.sess.History().Len(); read++ {
				if named, byComputer := squareNamed(t, p, v, read); named {
					checked[byComputer]++
				}
			}
			if got := v.LabelSeat(); got != c.want {
				t.Fatalf("seats %v, %s to act: the squares count from seat %v, want %v", c.seats, p.words.seat(p.Session().Actor()), got, c.want)
			}
			settle(p, 1024, 720)
			if p.Session().State().ToMove() == rules.Over {
				break
			}
			st := p.Session().State()
			if st.ToMove() == rules.Chance {
				pressLabel(p, labelThrow, 1024, 720)
			} else {
				p.play(rules.Choices(st, nil)[0])
			}
		}
		if checked[true] == 0 || checked[false] == 0 {
			t.Errorf("seats %v: no square named of a move by the computer and by the person: %v", c.seats, checked)
		}
	}
}

// squareNamed checks step i of p's game, when it is a move to a numbered
// square: the log's words name it "to N", and the label nearest the
// square's middle reads N. It reports whether the step was one, and
// whether a computer made it.
func squareNamed(t *testing.T, p *Play, v *thayyamsprites.View, i int) (named, byComputer bool) {
	t.Helper()
	h := p.sess.History()
	text := p.words.step(i)
	_, number, ok := strings.Cut(text, " to ")
	if ok {
		number, _, _ = strings.Cut(number, " ")
	}
	if !ok || number == "" || number[0] < '0' || number[0] > '9' {
		return false, false
	}
	after := h.StateAt(i + 1).(*thayyamrules.State)
	cell := -1
	for _, e := range h.Step(i).Events {
		if e.Kind == rules.EventMove && e.Player == h.Step(i).Actor && cell < 0 {
			seat := thayyamrules.SeatOf(after.Players(), e.Player)
			cell = thayyamrules.CellOf(seat, after.Progress(e.Player, int(e.Piece)))
		}
	}
	middle, found := v.PointOf(after, rules.Place{Cell: cell})
	if !found {
		t.Fatalf("%q: no square for cell %d", text, cell)
	}
	nearest, label := 1e9, ""
	for _, l := range v.Labels(after, nil) {
		if d := l.At.Sub(middle).Len(); d < nearest {
			nearest, label = d, l.Text
		}
	}
	if label != number {
		t.Errorf("the log says %q, the square's label reads %q", text, label)
	}
	return true, p.Session().Seats()[h.Step(i).Actor].Computer
}

// TestNoteWords: the log's notation column speaks the screens' language
// ("throw 3" stayed English in French; issue 24's ninth defect), its
// letters, numbers and cells unchanged.
func TestNoteWords(t *testing.T) {
	env := scenestest.Env(0, 1)
	env.Lang = lang.French
	for note, want := range map[string]string{
		"throw 3": "lancer 3", "pass": "passe", "end": "fin", "a:in": "a:entre",
		"a:4+2": "a:4+2", "b": "b", "O3-I2": "O3-I2", "C-O4": "C-O4", "1.1+": "1.1+", "O@2": "O@2", "throw 0": "lancer 0",
	} {
		if got := (speaker{env: env}).note(note); got != want {
			t.Errorf("%q in French: %q, want %q", note, got, want)
		}
	}
	env.Lang = lang.English
	if got := (speaker{env: env}).note("a:in"); got != "a:in" {
		t.Errorf("a:in in English: %q", got)
	}
}

// TestOpeningSaid: before the first step, the note under the turn line
// says what the first turns ask (Daryon: a pawn leaves home only on a 1);
// a newcomer learnt it from a pass, after it happened (issue 24's eighth
// defect).
func TestOpeningSaid(t *testing.T) {
	for game, want := range map[string]string{"daryon": "only on a 1", "thayyam": "only on a 1", "dejarik": "", "diam": "drop a pawn"} {
		p := realPlay(t, game, nil, nil, anim.Instant, 1024, 720)
		if p.record.shownAt(p.sess.History()) != 0 {
			t.Fatalf("%s: %d steps at the start", game, p.record.shownAt(p.sess.History()))
		}
		if got := noteOf(p); !strings.Contains(got, want) || want == "" && got != "" {
			t.Errorf("%s at its start: the note says %q, want it to say %q", game, got, want)
		}
	}
}

// TestLogEntriesWhole: as the game goes on, the log keeps its newest
// entries in view, each whole: none cut by its top edge or its bottom
// (issue 24's fourth defect).
func TestLogEntriesWhole(t *testing.T) {
	for _, size := range [][2]int{{1024, 720}, {1280, 800}, {844, 390}} {
		p := hotSeat(t, "thayyam")
		w, h := size[0], size[1]
		for i := range 60 {
			playSteps(t, p, 1)
			p.Update(&ui.Input{Width: w, Height: h})
			if !p.record.log.Visible(p.layout.metrics) {
				continue
			}
			inner := p.record.log.Inner(p.layout.metrics)
			scroll, spans := p.record.log.Spans()
			top, bottom := scroll, scroll+inner.H()
			for j, e := range spans {
				start, end := e[0], e[1]
				if start < top-0.5 && end > top+0.5 || start < bottom-0.5 && end > bottom+0.5 {
					t.Fatalf("%d×%d after %d steps: entry %d (%.0f to %.0f) is cut by the log's edges (%.0f to %.0f)", w, h, i+1, j, start, end, top, bottom)
				}
			}
		}
	}
}

// TestDiamPawnUnderAnother: in Diam, a tap on the other side's pawn
// standing on the mover's chooses the mover's, whose band under it was too
// thin for a finger (issue 24's eighth defect).
func TestDiamPawnUnderAnother(t *testing.T) {
	const w, h = 1024, 720
	env := scenestest.Env(0, 1)
	env.Settings.ForcedMoves = false
	// Red (South's) on cell 2 under brown (North's); South to move.
	s := scenestest.Session(t, env, "diam", nil, 0, 0)
	for _, note := range []string{"R@2", "B@2"} {
		a, err := s.State().ParseAction(note)
		if err == nil {
			_, err = s.Play(a)
		}
		if err != nil {
			t.Fatalf("%s: %v", note, err)
		}
	}
	p := scenestest.Updated(NewPlay(env, s), w, h, 3)
	settle(p, w, h)
	st := p.Session().State()
	var top sprites.Piece
	for _, pc := range p.board.Pieces {
		if pc.Place.Cell == 2 && pc.Layer >= top.Layer && pc.Place.Player != st.ToMove() {
			top = pc
		}
	}
	tapAt(p, p.board.Frame.ToScreen(top.At), w, h)
	sel := p.board.Picking.Selected
	if sel == nil || sel.Cell != 2 || sel.Level != 1 || sel.Player != st.ToMove() {
		t.Fatalf("a tap on the brown pawn over red chose %+v (note %q), want the red pawn of cell 2, level 1", sel, p.status.note)
	}
}

// TestRefusalCallsSeatsByName: once people typed names for the seats in
// the set-up, a tap on the other seat's piece says why by those names
// ("this pawn is Ben's, not yours: you play Ana"), in both languages,
// never by the seats' own names ("North", "White"), which the turn line
// and the log no longer use.
func TestRefusalCallsSeatsByName(t *testing.T) {
	const w, h = 1024, 720
	names := []string{"Ana", "Ben"}
	for _, game := range []string{"dejarik", "daryon", "thayyam"} {
		for _, l := range lang.All {
			t.Run(game+" "+l.Code(), func(t *testing.T) {
				p := realPlay(t, game, nil, []save.Seat{{Name: names[0]}, {Name: names[1]}}, anim.Instant, w, h)
				p.env.Lang = l
				settle(p, w, h)
				st := p.Session().State()
				me := p.Session().Actor()
				other := 1 - me
				for _, pc := range p.board.Pieces {
					if pc.Place.Player != other {
						continue
					}
					if under, ok := p.board.PieceUnder(pc.At); !ok || under != pc.Place || p.board.IsDestination(st, pc.At) {
						continue
					}
					p.status.note = ""
					tapAt(p, p.board.Frame.ToScreen(pc.At), w, h)
					note := p.status.note
					if !strings.Contains(note, names[me]) || !strings.Contains(note, names[other]) {
						t.Errorf("a tap on %v: %q, without the names %q and %q", pc.Place, note, names[me], names[other])
					}
					for q := range rules.Player(2) {
						if seat := p.sess.Game().Help.SeatName(l, 2, q); strings.Contains(note, seat) {
							t.Errorf("a tap on %v: %q calls seat %d %q, not by its name %q", pc.Place, note, q, seat, names[q])
						}
					}
					return
				}
				t.Fatal("no piece of the other seat to tap")
			})
		}
	}
}
