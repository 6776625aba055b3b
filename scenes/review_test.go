package scenes

import (
	"strings"
	"testing"

	"tabula/anim"
	"tabula/rules"
	"tabula/rules/dejarik/solve"
	"tabula/rules/games"
	"tabula/save"
	"tabula/session"
)

// finishedDejarik plays a whole game of Dejarik between the level perfect
// (White) and the level random (Black), and returns the play screen with
// its result over it.
func finishedDejarik(t *testing.T, seed uint64) (*Play, *Result) {
	t.Helper()
	g := games.Find("dejarik")
	opts, _ := g.ParseOptions(nil)
	s, err := session.New(g, opts, []save.Seat{{Computer: true, Level: "perfect"}, {Computer: true, Level: "random"}}, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; s.State().ToMove() != rules.Over; i++ {
		if i > 500 {
			t.Fatal("no end")
		}
		if _, err := s.ComputerStep(); err != nil {
			t.Fatal(err)
		}
	}
	env := &Env{Games: games.All, Settings: save.DefaultSettings, Speed: anim.Instant, Seed: func() uint64 { return 1 }, NewView: NewView}
	p := NewPlay(env, s, env.ViewFor(s))
	tr := p.Update(&Input{Width: 1024, Height: 720})
	r, ok := tr.Scene.(*Result)
	if !ok {
		t.Fatalf("the end opened %+v", tr)
	}
	r.Update(&Input{Width: 1024, Height: 720})
	return p, r
}

// pressResult taps the result's button with the label.
func pressResult(t *testing.T, r *Result, label string) {
	t.Helper()
	for _, b := range r.menu.Buttons {
		if b.Label == label {
			c := b.Rect.Center()
			r.Update(&Input{Width: 1024, Height: 720, Pointer: Pointer{X: c.X, Y: c.Y, Released: true}})
			return
		}
	}
	t.Fatalf("no button %q among %v", label, r.menu.Buttons)
}

// TestResultReplaysDejarik steps through a finished game on the result
// screen and checks each position shown against the rules' own replay of
// the record, and the first mistakes against package solve.
func TestResultReplaysDejarik(t *testing.T) {
	tb := loadSolution(t)
	p, r := finishedDejarik(t, 4)
	rec := p.Session().Record()
	n := len(rec.Steps)
	replayed := func(k int) string {
		sub := &rules.Record{Game: rec.Game, Options: rec.Options, Steps: rec.Steps[:k]}
		st, err := sub.Replay()
		if err != nil {
			t.Fatal(err)
		}
		return st.Key()
	}
	shown := func() (int, string) {
		var pr Probe
		r.probe(&pr)
		if pr.Game.Review == nil {
			t.Fatal("no replay in the result's probe")
		}
		if p.review.Key() != pr.Game.Review.Position {
			t.Fatalf("the board shows %q, the probe says %q", p.review.Key(), pr.Game.Review.Position)
		}
		return pr.Game.Review.Step, pr.Game.Review.Position
	}
	if k, pos := shown(); k != n || pos != p.Session().State().Key() {
		t.Fatalf("the replay starts at step %d of %d, %q", k, n, pos)
	}
	if !r.menu.Buttons[r.reviewFirst+1].Disabled {
		t.Error("Next move is enabled at the end")
	}
	for k := n - 1; k >= n-4; k-- {
		pressResult(t, r, labelPrevious)
		if got, pos := shown(); got != k || pos != replayed(k) {
			t.Fatalf("after Previous: step %d %q, want %d %q", got, pos, k, replayed(k))
		}
		if len(p.reviewPieces) == 0 || p.reviewMove == nil || p.reviewMove.Note != rec.Steps[k-1] {
			t.Fatalf("step %d: %d pieces, the move marked %v, want %s", k, len(p.reviewPieces), p.reviewMove, rec.Steps[k-1])
		}
	}
	pressResult(t, r, labelNext)
	if got, pos := shown(); got != n-3 || pos != replayed(n-3) {
		t.Fatalf("after Next: step %d, want %d", got, n-3)
	}

	want, err := solve.FirstMistakes(tb, rec)
	if err != nil {
		t.Fatal(err)
	}
	var pr Probe
	r.probe(&pr)
	if pr.Game.Review.Mistakes[0] != "none" {
		t.Errorf("perfect play made a mistake: %q", pr.Game.Review.Mistakes[0])
	}
	res := p.Session().State().Result()
	if res.Status == rules.Win && res.Winners.Has(0) && want[1] == nil {
		t.Fatal("White won from a draw, yet Black made no mistake")
	}
	t.Logf("%s in %d steps; first mistakes %v, %v", res, n, want[0], want[1])
	if want[1] != nil {
		if pr.Game.Review.Mistakes[1] != want[1].String() {
			t.Errorf("Black's mistake %q, want %q", pr.Game.Review.Mistakes[1], want[1])
		}
		pressResult(t, r, labelMistakeBlack)
		if got, _ := shown(); got != want[1].Ply+1 {
			t.Errorf("Black's mistake shows step %d, want %d", got, want[1].Ply+1)
		}
		name := func(p rules.Player) string { return seatName("dejarik", 2, p) }
		if line := r.review.line(name); !strings.Contains(line, "Black's first mistake") {
			t.Errorf("the replay's line %q does not mark the mistake", line)
		}
		if text := r.review.mistakeText(name); !strings.Contains(text, "White: no mistake.") || !strings.Contains(text, "Black's first mistake, move") {
			t.Errorf("mistakes text %q", text)
		}
	}
	if !r.menu.Buttons[r.reviewFirst+2].Disabled {
		t.Error("White's mistake can be pressed without a mistake")
	}
	// The way on still works.
	pressResult(t, r, "Back to the title")
	if _, ok := p.next.(*Title); !ok {
		t.Errorf("Back to the title chose %T", p.next)
	}
}

// TestResultWithoutReplay checks that the other games' results have no
// replay buttons.
func TestResultWithoutReplay(t *testing.T) {
	p := toyPlay(t, []save.Seat{{Computer: true, Level: "random"}, {Computer: true, Level: "random"}}, anim.Instant)
	for i := 0; p.Phase() != PhaseOver && i < 10000; i++ {
		idle(p)
	}
	r := NewResult(p.env, p)
	if r.review != nil || len(r.menu.Buttons) != 2 {
		t.Errorf("a toy game's result has %v", r.menu.Buttons)
	}
}
