package scenes

import (
	"strings"
	"testing"

	"tabula/anim"
	"tabula/lang"
	"tabula/rules"
	thayyamrules "tabula/rules/thayyam"
	"tabula/save"
	thayyamsprites "tabula/sprites/thayyam"
)

// TestTapOnAnotherPiece: a tap on a piece the person may not choose (the
// other side's pawn in Dejarik, a partner's or the other side's reserve
// in Diam) says why, as a tap on one's own piece does; it said nothing
// (issue 24's eighth defect).
func TestTapOnAnotherPiece(t *testing.T) {
	const w, h = 1024, 720
	for _, game := range []string{"dejarik", "diam", "daryon", "thayyam"} {
		t.Run(game, func(t *testing.T) {
			env := testEnv(0, 1)
			env.Settings.ForcedMoves = false // a tap on the board would play the only move
			p := updated(NewPlay(env, contrastSession(t, env, game, nil, 9, 0)), w, h, 3)
			settle(p, w, h)
			st := p.Session().State()
			me := st.ToMove()
			tapped := 0
			for _, pc := range p.board.pieces {
				if pc.Place.Player == me || pc.Place.Player < 0 || p.isDestination(st, pc.At) {
					continue
				}
				if under, ok := p.pieceUnder(pc.At); !ok || under != pc.Place {
					continue // covered by another piece
				}
				p.status.note = ""
				steps := p.history().Len()
				tapAt(p, p.board.frame.ToScreen(pc.At), w, h)
				tapped++
				if p.history().Len() != steps {
					t.Fatalf("a tap on %v played a step", pc.Place)
				}
				if p.status.note == "" {
					t.Errorf("a tap on %v (%s's) said nothing", pc.Place, p.seatWords(pc.Place.Player))
				}
				p.board.picking = picking{}
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
// 24's fifth defect).
func TestThayyamSquaresKeepTheirNumbers(t *testing.T) {
	for _, c := range []struct {
		seats []save.Seat
		want  thayyamrules.Seat
	}{
		{[]save.Seat{{}, {Computer: true, Level: "random"}}, thayyamrules.SeatSouth},
		{[]save.Seat{{Computer: true, Level: "random"}, {}}, thayyamrules.SeatNorth},
	} {
		p := realPlay(t, "thayyam", nil, c.seats, anim.Instant, 1024, 720)
		v := p.board.view.(*thayyamsprites.View)
		for range 30 {
			if got := v.LabelSeat(); got != c.want {
				t.Fatalf("seats %v, %s to act: the squares count from seat %v, want %v", c.seats, p.seatWords(p.Session().Actor()), got, c.want)
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
	}
}

// TestNoteWords: the log's notation column speaks the screens' language
// ("throw 3" stayed English in French; issue 24's ninth defect), its
// letters, numbers and cells unchanged.
func TestNoteWords(t *testing.T) {
	env := testEnv(0, 1)
	env.Lang = lang.French
	for note, want := range map[string]string{
		"throw 3": "lancer 3", "pass": "passe", "end": "fin", "a:in": "a:entre",
		"a:4+2": "a:4+2", "b": "b", "O3-I2": "O3-I2", "C-O4": "C-O4", "1.1+": "1.1+", "O@2": "O@2", "throw 0": "lancer 0",
	} {
		if got := env.noteWords(note); got != want {
			t.Errorf("%q in French: %q, want %q", note, got, want)
		}
	}
	env.Lang = lang.English
	if got := env.noteWords("a:in"); got != "a:in" {
		t.Errorf("a:in in English: %q", got)
	}
}

// TestOpeningSaid: before the first step, the note under the turn line
// says what the first turns ask (Daryon: a pawn leaves home only on a 1);
// a newcomer learnt it from a pass, after it happened (issue 24's eighth
// defect).
func TestOpeningSaid(t *testing.T) {
	for game, want := range map[string]string{"daryon": "only on a 1", "thayyam": "only on a 1", "dejarik": "", "diam": ""} {
		p := realPlay(t, game, nil, nil, anim.Instant, 1024, 720)
		if p.shownAt() != 0 {
			t.Fatalf("%s: %d steps at the start", game, p.shownAt())
		}
		if got := p.noteNow(); !strings.Contains(got, want) || want == "" && got != "" {
			t.Errorf("%s at its start: the note says %q, want it to say %q", game, got, want)
		}
	}
}
