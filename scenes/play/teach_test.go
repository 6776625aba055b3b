package play

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/games"
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/dejarik"
	"tabula/save"
	"tabula/scenes/board"
	"tabula/scenes/scenestest"
	"tabula/scenes/solved"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites/spritestest"
)

// teachPlay starts a game on the play screen with the seats and seed, its
// settings kept in store.
func teachPlay(t *testing.T, game string, seats []save.Seat, seed uint64, store save.Store) *Play {
	t.Helper()
	g := games.Find(game)
	opts, _ := g.Rules.ParseOptions(nil)
	s, err := session.New(g, opts, seats, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	env := scenestest.Env(anim.Instant, 1)
	env.Store = store
	env.Settings.Speed = "instant"
	env.ApplySettings()
	env.Attach(s)
	p := NewPlay(env, s)
	idleAt(p, 1024, 720)
	return p
}

// waitHint presses Hint and runs the screen until the hint shows; it
// returns the number of Updates that took.
func waitHint(t *testing.T, p *Play) int {
	t.Helper()
	if !pressLabel(p, "Hint", 1024, 720) {
		t.Fatalf("no Hint button among %v", p.buttons.menu.Buttons)
	}
	for i := 1; i < 10000; i++ {
		if p.advice.hint.found != nil {
			return i
		}
		s := p.advice.hint.search
		before := 0
		if s != nil {
			before = s.Nodes()
		}
		idleAt(p, 1024, 720)
		if s != nil && s.Nodes()-before > searchSlice {
			t.Fatalf("one Update spent %d nodes of the hint's search", s.Nodes()-before)
		}
	}
	t.Fatal("no hint came")
	return 0
}

// TestHintDejarik checks that the hint in Dejarik is a perfect move, found
// in slices, shown without being played, and the one the session's hint
// search gives.
func TestHintDejarik(t *testing.T) {
	tb := scenestest.WaitSolution(t, scenestest.Env(anim.Instant, 1), "dejarik")
	p := teachPlay(t, "dejarik", []save.Seat{{}, {}}, 7, nil)
	// Past the first moves, into the table.
	for _, m := range []string{"O4-C", "O6-I6", "C-O3"} {
		st := p.Session().State()
		a, err := st.ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.sess.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	p.refresh()
	key, steps := p.Session().State().Key(), len(p.Session().Record().Steps)
	if p.Session().HintLevel().String() != "perfect" {
		t.Fatalf("the hint's level is %v with the solution loaded", p.Session().HintLevel())
	}
	waitHint(t, p)
	if p.Session().State().Key() != key || len(p.Session().Record().Steps) != steps {
		t.Fatal("the hint changed the game")
	}
	st := p.Session().State()
	moves, err := tb.MoveValues(st)
	if err != nil {
		t.Fatal(err)
	}
	best := ai.Best(moves)
	hinted := p.advice.hint.found
	for _, mv := range moves {
		if mv.Action == hinted.Action && mv.Value != best {
			t.Errorf("the hint %s is worth %v, the best %v", hinted.Note, mv.Value, best)
		}
	}
	again, err := p.Session().HintSearch()
	if err != nil {
		t.Fatal(err)
	}
	for !again.Step(1 << 20) {
	}
	if again.Best() != hinted.Action {
		t.Errorf("the screen hints %s, the session's hint search %s", hinted.Note, st.FormatAction(again.Best()))
	}
	if want := "Hint: " + p.words.move(*hinted) + " (perfect play)"; p.status.note != want {
		t.Errorf("note %q, want %q", p.status.note, want)
	}
	var pr ui.Probe
	p.Probe(&pr)
	if pr.Game.Hint != hinted.Note {
		t.Errorf("the probe's hint %q, want %q", pr.Game.Hint, hinted.Note)
	}
	// Playing a move clears the hint.
	p.play(p.board.Choices[0])
	idleAt(p, 1024, 720)
	if p.advice.hint.found != nil {
		t.Error("the hint stayed after a move")
	}
}

// TestHintLeavesTheGame checks in a race game that asking for a hint (the
// hard level's move) changes nothing: the same moves and throws follow with
// and without it, since a hint draws nothing from the session's source.
func TestHintLeavesTheGame(t *testing.T) {
	run := func(hint bool) ([]string, string) {
		p := teachPlay(t, "daryon", []save.Seat{{}, {Computer: true, Level: "easy"}}, 21, nil)
		var hinted string
		for turn := 0; turn < 40 && p.Session().State().ToMove() != rules.Over; turn++ {
			settle(p, 1024, 720)
			if p.Session().State().ToMove() == rules.Chance {
				pressLabel(p, "Throw", 1024, 720)
				settle(p, 1024, 720)
			}
			if p.Session().State().ToMove() < 0 {
				continue
			}
			if hint && hinted == "" && len(p.board.Choices) > 1 {
				waitHint(t, p)
				hinted = p.advice.hint.found.Note
				if !strings.HasPrefix(p.status.note, "Hint: ") || !strings.HasSuffix(p.status.note, "(the hard level's choice)") {
					t.Errorf("note %q", p.status.note)
				}
				again, _ := p.Session().HintSearch()
				for !again.Step(1 << 20) {
				}
				if again.Best() != p.advice.hint.found.Action {
					t.Errorf("the screen hints %s, the hard level's search %s", hinted, p.Session().State().FormatAction(again.Best()))
				}
			}
			p.play(p.board.Choices[len(p.board.Choices)-1])
		}
		settle(p, 1024, 720)
		return append([]string(nil), p.Session().Record().Steps...), hinted
	}
	without, _ := run(false)
	with, hinted := run(true)
	if hinted == "" {
		t.Fatal("no hint was asked")
	}
	if !slices.Equal(with, without) {
		t.Errorf("a hint changed the game:\n%v\n%v", with, without)
	}
}

// TestAnalysisBadges turns the analysis on in Dejarik and checks the marks
// of the start's moves and of the position after White's losing first move
// against the table, in the probe and on the screen; and that the setting
// is kept.
func TestAnalysisBadges(t *testing.T) {
	tb := scenestest.WaitSolution(t, scenestest.Env(anim.Instant, 1), "dejarik")
	store := save.Memory{}
	p := teachPlay(t, "dejarik", []save.Seat{{}, {}}, 7, store)
	if !pressLabel(p, "Analysis: off", 1024, 720) {
		t.Fatalf("no Analysis button among %v", p.buttons.menu.Buttons)
	}
	idleAt(p, 1024, 720)
	if !p.env.Settings.Analysis || !slices.ContainsFunc(p.buttons.menu.Buttons, func(b ui.Button) bool { return b.Label == "Analysis: on" }) {
		t.Fatalf("the analysis did not turn on: %v", p.buttons.menu.Buttons)
	}
	var kept save.Settings
	if data, err := store.Read(save.SettingsFile); err != nil || json.Unmarshal(data, &kept) != nil || !kept.Analysis {
		t.Errorf("the analysis setting was not kept: %s %v", data, err)
	}

	check := func(wantSome map[string]string) {
		t.Helper()
		st := p.Session().State()
		moves, err := tb.MoveValues(st)
		if err != nil {
			t.Fatal(err)
		}
		var pr ui.Probe
		p.Probe(&pr)
		for i, m := range pr.Game.Moves {
			want, _ := solved.Badge(moves[i].Value)
			if m.Note != st.FormatAction(moves[i].Action) || m.Analysis != want {
				t.Errorf("%s: mark %q, the table says %s (%s)", m.Note, m.Analysis, moves[i].Value, want)
			}
			if w, ok := wantSome[m.Note]; ok && m.Analysis != w {
				t.Errorf("%s: mark %q, want %q", m.Note, m.Analysis, w)
			}
		}
	}
	// Example in package solve: O1-I1 loses by 1 in 40, O1-C draws.
	check(map[string]string{"O1-I1": "L40", "O1-C": "=", "O0-C": "="})

	// Choose the pawn on O1: its two destinations carry the marks.
	st := p.Session().State()
	from, _ := p.board.View.PointOf(st, rules.Place{Cell: int(dejarik.O1)})
	tapAt(p, p.board.Frame.ToScreen(from), 1024, 720)
	if p.board.Picking.Selected == nil {
		t.Fatal("tapping O1 chose nothing")
	}
	img := spritestest.Render(t, 1024, 720, func(dst *ebiten.Image) { p.Draw(dst) })
	for _, dest := range []struct {
		cell dejarik.Cell
		clr  [3]uint8
	}{{dejarik.I1, [3]uint8{board.LossColour.R, board.LossColour.G, board.LossColour.B}}, {dejarik.C, [3]uint8{solved.DrawColour.R, solved.DrawColour.G, solved.DrawColour.B}}} {
		at, _ := p.board.View.PointOf(st, rules.Place{Cell: int(dest.cell)})
		q := p.board.Frame.ToScreen(at)
		v := p.board.Frame.Size
		found := 0
		for y := int(q.Y - v*0.06); y < int(q.Y); y++ {
			for x := int(q.X); x < int(q.X+v*0.07); x++ {
				c := img.RGBAAt(x, y)
				if c.R == dest.clr[0] && c.G == dest.clr[1] && c.B == dest.clr[2] {
					found++
				}
			}
		}
		if found < 20 {
			t.Errorf("no badge of colour %v by cell %d (%d pixels)", dest.clr, dest.cell, found)
		}
	}

	// After White's losing first move, Black can force a win by 1.
	p.board.Picking.Selected = nil
	a, _ := st.ParseAction("O1-I1")
	if _, err := p.sess.Play(a); err != nil {
		t.Fatal(err)
	}
	p.refresh()
	idleAt(p, 1024, 720)
	check(nil)
	wins := 0
	for _, mv := range p.advice.solved.Values() {
		if mv.Value.Points > 0 {
			wins++
		}
	}
	if wins == 0 {
		t.Error("Black has no winning move after White's mistake")
	}
	if line := captionOf(p); !strings.Contains(line, "Best play: you win 1 point in 39 moves (both sides').") {
		t.Errorf("analysis line %q", line)
	}

	// Off again: no marks.
	pressLabel(p, "Analysis: on", 1024, 720)
	var pr ui.Probe
	p.Probe(&pr)
	for _, m := range pr.Game.Moves {
		if m.Analysis != "" {
			t.Fatalf("%s marked %q with the analysis off", m.Note, m.Analysis)
		}
	}
}

// TestAnalysisOnlyInDejarik checks that the other games, unsolved, have no
// Analysis button, and that a hint is offered only to a person deciding a
// move.
func TestAnalysisOnlyInDejarik(t *testing.T) {
	p := teachPlay(t, "diam", []save.Seat{{}, {}}, 7, nil)
	for _, b := range p.buttons.menu.Buttons {
		if strings.HasPrefix(b.Label, "Analysis") {
			t.Errorf("Diam has a button %q", b.Label)
		}
	}
	if !slices.ContainsFunc(p.buttons.menu.Buttons, func(b ui.Button) bool { return b.Label == "Hint" && !b.Disabled }) {
		t.Error("no Hint for a person to move in Diam")
	}
	r := teachPlay(t, "thayyam", []save.Seat{{}, {}}, 7, nil)
	if slices.ContainsFunc(r.buttons.menu.Buttons, func(b ui.Button) bool { return b.Label == "Hint" && !b.Disabled }) {
		t.Error("a Hint at a throw")
	}
}

// keys sends keyboard actions to the play screen, one Update each.
func keysTo(p *Play, actions ...ui.Action) ui.Transition {
	var tr ui.Transition
	for _, a := range actions {
		tr = p.Update(&ui.Input{Width: 1024, Height: 720, Actions: []ui.Action{a}})
	}
	return tr
}

// TestKeyboardReachesBoardAndButtons checks that the keys go round the
// pieces, then the buttons (Hint, Analysis, Menu), and that Enter acts on
// the one under the cursor: a move on the board, or a button.
func TestKeyboardReachesBoardAndButtons(t *testing.T) {
	scenestest.WaitSolution(t, scenestest.Env(anim.Instant, 1), "dejarik")
	p := teachPlay(t, "dejarik", []save.Seat{{}, {}}, 7, nil)
	sources := len(p.board.Candidates(picks(p)))
	if sources == 0 {
		t.Fatal("no pieces to go through")
	}
	keysTo(p, ui.ActionNext)
	if pl, ok := p.board.KeyPlace(picks(p)); !ok || pl != p.board.Candidates(picks(p))[1] || p.buttons.menu.Keys {
		t.Fatalf("after one Tab the cursor is on %v (ok %v), the menu focused %v", pl, ok, p.buttons.menu.Keys)
	}
	for range sources - 1 {
		keysTo(p, ui.ActionNext)
	}
	if _, ok := p.board.KeyPlace(picks(p)); ok || !p.buttons.menu.Keys || p.buttons.menu.Buttons[p.buttons.menu.Focus].Label != "Hint" {
		t.Fatalf("after %d Tabs the focus is not on Hint: menu %v focus %d", sources, p.buttons.menu.Keys, p.buttons.menu.Focus)
	}
	keysTo(p, ui.ActionConfirm)
	if p.advice.hint.search == nil && p.advice.hint.found == nil {
		t.Fatal("Enter on Hint asked for no hint")
	}
	keysTo(p, ui.ActionNext, ui.ActionConfirm)
	if !p.env.Settings.Analysis {
		t.Error("Enter on Analysis did not turn it on")
	}
	// Round to the first piece: choose it, then its first destination.
	keysTo(p, ui.ActionNext, ui.ActionNext)
	if pl, ok := p.board.KeyPlace(picks(p)); !ok || pl != p.board.Candidates(picks(p))[0] {
		t.Fatalf("the cursor did not come round to the first piece: %v %v", pl, ok)
	}
	keysTo(p, ui.ActionConfirm)
	if p.board.Picking.Selected == nil {
		t.Fatal("Enter on a piece did not choose it")
	}
	keysTo(p, ui.ActionConfirm)
	if n := len(p.Session().Record().Steps); n != 1 {
		t.Fatalf("%d steps after choosing a destination by keyboard", n)
	}
	// Escape with nothing chosen opens the pause menu.
	idleAt(p, 1024, 720)
	if tr := keysTo(p, ui.ActionBack); tr.Kind != ui.TransitionPush {
		t.Errorf("Escape gave %+v, want the pause menu", tr)
	}
}
