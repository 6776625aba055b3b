package play

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/games"
	"tabula/help"
	"tabula/rules"
	"tabula/rules/rulestest/toygame"
	"tabula/save"
	"tabula/scenes/board"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// toyView shows the toy race: cell i of the track is at x = 0.1 + 0.1·i on
// the middle line; player 0's counter is above it, player 1's below.
type toyView struct{}

func toyAt(cell int, p rules.Player) sprites.Point {
	return sprites.Point{X: 0.1 + 0.1*float64(cell), Y: 0.45 + 0.1*float64(p)}
}

func toyCells(s rules.State) [2]int {
	// The toy's Key starts with the two counters' cells.
	var cells [2]int
	fmt.Sscan(s.Key(), &cells[0], &cells[1])
	return cells
}

func (toyView) DrawBoard(*ebiten.Image) {}

func (toyView) Pieces(s rules.State, buf []sprites.Piece) []sprites.Piece {
	c := toyCells(s)
	for p := range 2 {
		buf = append(buf, sprites.Piece{ID: p, At: toyAt(c[p], rules.Player(p)), R: 0.03,
			Place: rules.Place{Cell: c[p], Player: rules.Player(p)}})
	}
	return buf
}

func (toyView) DrawPiece(*ebiten.Image, rules.State, sprites.Piece, sprites.Point, float64, float64) {
}

func (toyView) Motions(before, after rules.State, events []rules.Event) [][]sprites.Motion {
	var out [][]sprites.Motion
	for _, e := range events {
		if e.Kind == rules.EventMove {
			var path []sprites.Point
			for c := int(e.From); c < int(e.To); c++ {
				path = append(path, toyAt(c, e.Player))
			}
			out = append(out, []sprites.Motion{{ID: int(e.Player), Path: path}})
		}
	}
	return out
}

func (toyView) SourceAt(s rules.State, p sprites.Point) (rules.Place, bool) {
	c := toyCells(s)
	for pl := range 2 {
		if p.Sub(toyAt(c[pl], rules.Player(pl))).Len() < 0.04 {
			return rules.Place{Cell: c[pl], Player: rules.Player(pl), Piece: -1}, true
		}
	}
	return rules.Place{}, false
}

func (toyView) TargetAt(s rules.State, p sprites.Point) (int, bool) {
	for cell := 0; cell <= toygame.Goal; cell++ {
		for pl := range 2 {
			if p.Sub(toyAt(cell, rules.Player(pl))).Len() < 0.04 {
				return cell, true
			}
		}
	}
	return 0, false
}

func (toyView) PointOf(s rules.State, pl rules.Place) (sprites.Point, bool) {
	return toyAt(pl.Cell, pl.Player), true
}

func (toyView) Highlight(*ebiten.Image, sprites.View, rules.State, rules.Place) {}

// toyGame is the toy race as a game of the lists: its rules, no computer
// player of its own, plain words.
func toyGame() (*games.Game, *sprites.Look) {
	g := toygame.New(toygame.Faults{})
	words := &help.Game{
		Blurb:    [help.Langs]string{"A toy race", "Une course jouet"},
		SeatName: func(_ help.Lang, _ int, p rules.Player) string { return "Player " + p.String() },
		Label:    func(_ help.Lang, c rules.Choice) string { return c.Note },
		Describe: func(_ help.Lang, _, _ rules.State, s rules.Step, name func(rules.Player) string, _ rules.Player) string {
			return name(s.Actor) + " plays " + s.Note
		},
	}
	look := &sprites.Look{Rules: g, NewView: func(rules.State) sprites.GameView { return toyView{} }}
	return &games.Game{Rules: g, Help: words}, look
}

func toyPlay(t *testing.T, seats []save.Seat, speed anim.Speed) *Play {
	t.Helper()
	g, look := toyGame()
	opts, _ := g.Rules.ParseOptions(nil)
	s, err := session.New(g, opts, seats, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	env := scenestest.Env(speed, 2)
	env.Games, env.Looks = []*games.Game{g}, []*sprites.Look{look}
	p := NewPlay(env, s)
	p.Update(&ui.Input{Width: 1000, Height: 700})
	return p
}

// tapBoard taps a board point of the play screen.
func tapBoard(p *Play, at sprites.Point) *ui.Input {
	q := p.board.Frame.ToScreen(at)
	return &ui.Input{Width: 1000, Height: 700, Pointer: ui.Pointer{X: q.X, Y: q.Y, Released: true, Moved: true}}
}

// pressButton confirms the menu button with the label.
func pressButton(t *testing.T, p *Play, label string) {
	t.Helper()
	if !pressLabel(p, label, 1000, 700) {
		t.Fatalf("no button %q among %v", label, p.buttons.menu.Buttons)
	}
}

func idle(p *Play) { p.Update(&ui.Input{Width: 1000, Height: 700}) }

func TestPlayThrowSelectAndMove(t *testing.T) {
	p := toyPlay(t, []save.Seat{{}, {}}, anim.Normal)
	if p.Phase() != PhaseAwait {
		t.Fatalf("phase %d at the start", p.Phase())
	}
	pressButton(t, p, "Throw")
	for i := 0; p.Phase() == PhaseAnimating && i < 100; i++ {
		idle(p)
	}
	st := p.Session().State()
	if st.ToMove() != 0 {
		t.Fatalf("after the throw: to move %v", st.ToMove())
	}
	legal := st.Legal(nil)
	// Tap the counter, then the farthest destination.
	p.Update(tapBoard(p, toyAt(0, 0)))
	far := int(legal[len(legal)-1])
	if len(legal) > 1 && p.board.Picking.Selected == nil {
		t.Fatal("tapping the counter did not select it")
	}
	if len(legal) > 1 {
		p.Update(tapBoard(p, toyAt(far, 0)))
	}
	if p.Phase() != PhaseAnimating {
		t.Fatalf("the move did not start an animation (phase %d)", p.Phase())
	}
	if _, moving := p.motion.Moving[0]; !moving {
		t.Error("the counter is not animated")
	}
	ticks := 0
	for p.Phase() == PhaseAnimating && ticks < 1000 {
		idle(p)
		ticks++
	}
	if want := far * board.HopTicks; ticks < want {
		t.Errorf("animation of %d hops took %d ticks, want at least %d", far, ticks, want)
	}
	if got := toyCells(p.Session().State())[0]; got != far {
		t.Errorf("counter on %d, want %d", got, far)
	}
}

func TestPlayComputerWaitsThenActs(t *testing.T) {
	p := toyPlay(t, []save.Seat{{Computer: true, Level: "random"}, {Computer: true, Level: "random"}}, anim.Normal)
	if p.Phase() != PhaseThinking {
		t.Fatalf("phase %d, want thinking", p.Phase())
	}
	for range thinkTicks - 2 {
		idle(p)
	}
	if len(p.Session().Record().Steps) != 0 {
		t.Fatal("the computer acted before its pause")
	}
	for i := 0; len(p.Session().Record().Steps) == 0 && i < 10; i++ {
		idle(p)
	}
	if len(p.Session().Record().Steps) != 1 {
		t.Fatal("the computer did not act after its pause")
	}
	for i := 0; p.Phase() != PhaseOver && i < 10000; i++ {
		idle(p)
	}
	if p.Phase() != PhaseOver || p.Session().State().ToMove() != rules.Over {
		t.Fatal("two computers did not finish the game")
	}
	tr := p.Update(&ui.Input{Width: 1000, Height: 700})
	res, ok := tr.Scene.(*Result)
	if tr.Kind != ui.TransitionPush || !ok {
		t.Fatalf("the end did not open the result over the game: %+v", tr)
	}
	if tr := p.Update(&ui.Input{Width: 1000, Height: 700}); tr.Kind != ui.TransitionStay {
		t.Errorf("the result opened twice: %+v", tr)
	}
	res.Update(&ui.Input{Width: 1000, Height: 700})
	again := res.menu.Buttons[0].Rect.Center()
	if tr := res.Update(&ui.Input{Width: 1000, Height: 700, Pointer: ui.Pointer{X: again.X, Y: again.Y, Released: true}}); tr.Kind != ui.TransitionPop {
		t.Fatalf("Play again did not close the result: %+v", tr)
	}
	if tr := p.Update(&ui.Input{Width: 1000, Height: 700}); tr.Kind != ui.TransitionReplace {
		t.Errorf("the game did not make way for the next one: %+v", tr)
	} else if next, ok := tr.Scene.(*Play); !ok || next.Session().State().ToMove() == rules.Over {
		t.Errorf("the next scene is not a new game: %T", tr.Scene)
	}
}

func TestPlayInstantAndSkip(t *testing.T) {
	p := toyPlay(t, []save.Seat{{}, {}}, anim.Instant)
	pressButton(t, p, "Throw")
	if p.Phase() == PhaseAnimating {
		idle(p)
	}
	if p.Phase() != PhaseAwait {
		t.Fatalf("instant speed still animating (phase %d)", p.Phase())
	}
	q := toyPlay(t, []save.Seat{{}, {}}, anim.Slow)
	pressButton(t, q, "Throw")
	idle(q)
	st := q.Session().State()
	if st.ToMove() == 0 {
		q.Update(tapBoard(q, toyAt(int(st.Legal(nil)[0]), 0)))
		// A tap during the animation finishes it.
		q.Update(&ui.Input{Width: 1000, Height: 700, Pointer: ui.Pointer{Released: true}})
		idle(q)
		if q.Phase() == PhaseAnimating {
			t.Error("a tap did not skip the animation")
		}
	}
}

func TestPlayUndoButton(t *testing.T) {
	p := toyPlay(t, []save.Seat{{}, {Computer: true, Level: "random"}}, anim.Instant)
	pressButton(t, p, "Throw")
	idle(p)
	legal := p.Session().State().Legal(nil)
	p.Update(tapBoard(p, toyAt(int(legal[0]), 0)))
	for i := 0; i < 200 && !(p.Session().HumanActs() && p.Phase() == PhaseAwait); i++ {
		idle(p)
	}
	before := len(p.Session().Record().Steps)
	pressButton(t, p, "Undo")
	if got := len(p.Session().Record().Steps); got != 1 || got >= before {
		t.Errorf("after undo %d steps (from %d), want 1: back to just after the throw", got, before)
	}
}

// TestBoardTakesMostOfTheScreen: on every shape of screen, from a small
// phone held either way to a desktop window, the board's side is at least
// 60 % of the screen's short side, lies on the screen, and the panel of
// words and buttons does not cover it.
func TestBoardTakesMostOfTheScreen(t *testing.T) {
	sizes := [][2]int{{360, 640}, {390, 844}, {844, 390}, {768, 1024}, {800, 600}, {1024, 720}, {1920, 1080}}
	for _, mod := range games.All {
		for _, size := range sizes {
			w, h := size[0], size[1]
			p := realPlay(t, mod.Rules.Name, nil, nil, anim.Instant, w, h)
			v, hud := p.board.Frame, p.layout.hud
			board := sprites.Rect{Min: v.Origin, Max: v.Origin.Add(sprites.Point{X: v.Size, Y: v.Size})}
			switch {
			case v.Size < 0.6*float64(min(w, h)):
				t.Errorf("%s at %d×%d: a board of %.0f pixels, under 60 %% of %d", mod.Rules.Name, w, h, v.Size, min(w, h))
			case board.Min.X < 0 || board.Min.Y < 0 || board.Max.X > float64(w) || board.Max.Y > float64(h):
				t.Errorf("%s at %d×%d: the board %v leaves the screen", mod.Rules.Name, w, h, board)
			case hud.Min.X < board.Max.X && hud.Min.Y < board.Max.Y:
				t.Errorf("%s at %d×%d: the panel %v covers the board %v", mod.Rules.Name, w, h, hud, board)
			}
		}
	}
}

// TestTinyWindowsKeepTheGame shrinks the play screen of every game to 1×1
// and other slivers, updating and drawing it there, then brings it back:
// nothing panics, the game is the one a screen that never shrank plays
// (the same steps, the same position), and the board and the buttons are
// laid out on the screen again.
func TestTinyWindowsKeepTheGame(t *testing.T) {
	const w, h = 800, 600
	cpu := []save.Seat{{Computer: true, Level: "easy"}, {Computer: true, Level: "easy"}}
	for _, mod := range games.All {
		name := mod.Rules.Name
		shrunk := realPlay(t, name, nil, cpu, anim.Instant, w, h)
		steady := realPlay(t, name, nil, cpu, anim.Instant, w, h)
		for _, size := range [][2]int{{1, 1}, {1, 600}, {800, 1}, {2, 3}, {319, 2}} {
			for range 20 {
				shrunk.Update(&ui.Input{Width: size[0], Height: size[1]})
				steady.Update(&ui.Input{Width: w, Height: h})
			}
			spritestest.Render(t, size[0], size[1], func(dst *ebiten.Image) { shrunk.Draw(dst) })
		}
		shrunk.Update(&ui.Input{Width: w, Height: h})
		steady.Update(&ui.Input{Width: w, Height: h})
		a, b := shrunk.sess.History(), steady.sess.History()
		if a.Len() != b.Len() || a.At() != b.At() || a.State().String() != b.State().String() {
			t.Errorf("%s: after the slivers, step %d of %d (%s); a steady window plays step %d of %d (%s)",
				name, a.At(), a.Len(), a.State(), b.At(), b.Len(), b.State())
		}
		if a.Len() < 10 {
			t.Errorf("%s: %d steps in 100 updates: the computer did not play", name, a.Len())
		}
		v := shrunk.board.Frame
		if v.Size < 0.6*h || v.Origin.X < 0 || v.Origin.Y < 0 || v.Origin.X+v.Size > w || v.Origin.Y+v.Size > h {
			t.Errorf("%s: back at %d×%d, the board is %.0f pixels at %v", name, w, h, v.Size, v.Origin)
		}
		for _, btn := range shrunk.buttons.menu.Buttons {
			if r := btn.Rect; r.Min.X < 0 || r.Min.Y < 0 || r.Max.X > w || r.Max.Y > h || r.W() < 1 {
				t.Errorf("%s: back at %d×%d, the button %q is at %v", name, w, h, btn.Label, r)
			}
		}
		spritestest.Render(t, w, h, func(dst *ebiten.Image) { shrunk.Draw(dst) })
	}
}
