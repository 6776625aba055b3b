package play

import (
	"fmt"
	"strings"
	"testing"

	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/save"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
)

// finishedDejarik plays a whole game of Dejarik between the level perfect
// (White) and the level random (Black), and returns the play screen with
// its result over it.
func finishedDejarik(t *testing.T, seed uint64) (*Play, *Result, ai.Analyst) {
	t.Helper()
	r := finishedGame(t, "dejarik", lang.English, seed, "perfect", "random")
	a := scenestest.WaitSolution(t, r.env, "dejarik")
	r.Update(&ui.Input{Width: 1024, Height: 720})
	return r.play, r, a
}

// pressResult taps the result's button with the label.
func pressResult(t *testing.T, r *Result, label string) {
	t.Helper()
	for _, b := range r.menu.Buttons {
		if b.Label == label {
			c := b.Rect.Center()
			r.Update(&ui.Input{Width: 1024, Height: 720, Pointer: ui.Pointer{X: c.X, Y: c.Y, Released: true}})
			return
		}
	}
	t.Fatalf("no button %q among %v", label, r.menu.Buttons)
}

// TestResultReplaysDejarik steps through a finished game on the result
// screen and checks each position shown against the rules' own replay of
// the record, the last move marked, and the first mistakes against package
// ai's with the solution.
func TestResultReplaysDejarik(t *testing.T) {
	p, r, analyst := finishedDejarik(t, 4)
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
		var pr ui.Probe
		r.Probe(&pr)
		return pr.Game.Step, pr.Game.State
	}
	if k, pos := shown(); k != n || pos != p.Session().State().Key() {
		t.Fatalf("the replay starts at step %d of %d, %q", k, n, pos)
	}
	if !r.menu.Buttons[r.replayFirst+1].Disabled {
		t.Error("Next move is enabled at the end")
	}
	for k := n - 1; k >= n-4; k-- {
		pressResult(t, r, labelPrevious+" move")
		if got, pos := shown(); got != k || pos != replayed(k) {
			t.Fatalf("after Previous: step %d %q, want %d %q", got, pos, k, replayed(k))
		}
		var pr ui.Probe
		r.Probe(&pr)
		if len(p.board.Pieces) == 0 || pr.Game.LastMove == nil || pr.Game.LastMove.Notation != rec.Steps[k-1] {
			t.Fatalf("step %d: %d pieces, the move marked %+v, want %s", k, len(p.board.Pieces), pr.Game.LastMove, rec.Steps[k-1])
		}
	}
	pressResult(t, r, labelNext+" move")
	if got, pos := shown(); got != n-3 || pos != replayed(n-3) {
		t.Fatalf("after Next: step %d, want %d", got, n-3)
	}

	want, err := ai.FirstMistakes(analyst, p.sess.History())
	if err != nil {
		t.Fatal(err)
	}
	var pr ui.Probe
	r.Probe(&pr)
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
		pressResult(t, r, "Black's mistake")
		if got, _ := shown(); got != want[1].Step+1 {
			t.Errorf("Black's mistake shows step %d, want %d", got, want[1].Step+1)
		}
		name := func(p rules.Player) string { return games.Find("dejarik").Help.SeatName(lang.English, 2, p) }
		if line := r.replayLine(name); !strings.Contains(line, "Black's first mistake") {
			t.Errorf("the replay's line %q does not mark the mistake", line)
		}
		// The moves in words (a teacher reads them), their notation after.
		played, best := p.words.moveAt(want[1].Step, want[1].Move), p.words.moveAt(want[1].Step, want[1].Best)
		if !strings.HasPrefix(played, "from ") || !strings.HasPrefix(best, "from ") {
			t.Errorf("the mistake %s and the move that keeps %s, in words: %q, %q", want[1].Move, want[1].Best, played, best)
		}
		text := r.mistakes.Text(r.env, 2, name, p.words.moveAt)
		if !strings.Contains(text, "White: no mistake.") || !strings.Contains(text, fmt.Sprintf("Black's first mistake, move %d: %s (%s) turned", want[1].Step+1, played, want[1].Move)) ||
			!strings.Contains(text, fmt.Sprintf("; %s (%s) would have kept it.", best, want[1].Best)) {
			t.Errorf("mistakes text %q", text)
		}
	}
	if !r.menu.Buttons[r.replayFirst+2].Disabled {
		t.Error("White's mistake can be pressed without a mistake")
	}
	// The way on still works.
	pressResult(t, r, "Back to the title")
	if p.ending.then.Kind != ui.TransitionHome {
		t.Errorf("Back to the title chose %+v", p.ending.then)
	}
}

// TestResultOfAnUnsolvedGame: a game without a solution replays its steps
// but judges no mistakes.
func TestResultOfAnUnsolvedGame(t *testing.T) {
	p := toyPlay(t, []save.Seat{{Computer: true, Level: "random"}, {Computer: true, Level: "random"}}, anim.Instant)
	for i := 0; p.Phase() != PhaseOver && i < 10000; i++ {
		idle(p)
	}
	r := NewResult(p.env, p)
	var labels []string
	for _, b := range r.menu.Buttons {
		labels = append(labels, b.Label)
	}
	if r.solved || strings.Join(labels, "|") != "Play again|Back to the title|Previous move|Next move" {
		t.Errorf("a toy game's result has %q", labels)
	}
}
