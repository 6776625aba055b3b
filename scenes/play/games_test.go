package play

import (
	"image/color"
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/games"
	"tabula/rules"
	"tabula/save"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/session"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

func realPlay(t *testing.T, game string, args []string, seats []save.Seat, speed anim.Speed, w, h int) *Play {
	t.Helper()
	g := games.Find(game)
	opts, err := g.Rules.ParseOptions(args)
	if err != nil {
		t.Fatal(err)
	}
	if seats == nil {
		seats = make([]save.Seat, int(opts["players"][0]-'0'))
	}
	s, err := session.New(g, opts, seats, 11, nil)
	if err != nil {
		t.Fatal(err)
	}
	env := scenestest.Env(speed, 5)
	env.Attach(s)
	p := NewPlay(env, s)
	p.Update(&ui.Input{Width: w, Height: h})
	return p
}

// tapAt taps a screen point.
func tapAt(p *Play, at sprites.Point, w, h int) {
	p.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: at.X, Y: at.Y, Released: true, Moved: true}})
}

// settle lets animations and computer seats run until a person acts or the
// game ends.
func settle(p *Play, w, h int) {
	for i := 0; i < 100000 && p.Phase() != PhaseAwait && p.Phase() != PhaseOver; i++ {
		p.Update(&ui.Input{Width: w, Height: h})
	}
}

// pressLabel taps the button with the label and reports whether there
// was one, once the buttons that took another's place come alive; a
// question asked before the step (Thayyam's "End the turn" while a piece
// could move) is answered yes.
func pressLabel(p *Play, label string, w, h int) bool {
	tr, ok := tapLabel(p, label, w, h)
	if c, asks := tr.Scene.(*ui.Confirm); asks && tr.Kind == ui.TransitionPush {
		scenestest.Click(c, label, w, h)
	}
	return ok
}

// tapLabel taps the button with the label, once the buttons that took
// another's place come alive, and returns what the tap did and whether
// there was such a button.
func tapLabel(p *Play, label string, w, h int) (ui.Transition, bool) {
	for p.buttons.inert > 0 {
		p.Update(&ui.Input{Width: w, Height: h})
	}
	for _, b := range p.buttons.menu.Buttons {
		if b.Label == label {
			at := b.Rect.Center()
			return p.Update(&ui.Input{Width: w, Height: h, Pointer: ui.Pointer{X: at.X, Y: at.Y, Released: true, Moved: true}}), true
		}
	}
	return ui.Stay(), false
}

// TestPlayWholeGamesByPointer plays seeded games of every game and option
// set through the input layer only — taps on the lots' button, on pieces,
// on destinations and on buttons — and checks that every intended move was
// played, in order, and that the rules' own replay of the record reaches
// the same position.
func TestPlayWholeGamesByPointer(t *testing.T) {
	const w, h = 1024, 720
	sets := []struct {
		game string
		args []string
	}{
		{"daryon", nil}, {"daryon", []string{"players=4", "exits=multi", "credit=player", "grey=on"}},
		{"dejarik", nil},
		{"thayyam", nil}, {"thayyam", []string{"players=3", "twins=split"}},
		{"diam", nil}, {"diam", []string{"players=3", "rules=prototype"}}, {"diam", []string{"players=4"}},
	}
	for _, set := range sets {
		t.Run(set.game+" "+joinArgs(set.args), func(t *testing.T) {
			p := realPlay(t, set.game, set.args, nil, anim.Fast, w, h)
			rng := rand.New(rand.NewPCG(3, 4))
			var intended []string
			for steps := 0; p.Session().State().ToMove() != rules.Over; steps++ {
				if steps > 3000 {
					t.Fatal("no end after 3000 steps")
				}
				settle(p, w, h)
				st := p.Session().State()
				if st.ToMove() == rules.Over {
					break
				}
				before := len(p.Session().Record().Steps)
				if st.ToMove() == rules.Chance {
					if !pressLabel(p, "Throw", w, h) {
						t.Fatalf("no Throw button at a chance step: %v", p.buttons.menu.Buttons)
					}
					intended = append(intended, p.Session().Record().Steps[before:]...)
					continue
				}
				cs := rules.Choices(st, nil)
				c := cs[rng.IntN(len(cs))]
				intended = append(intended, c.Note)
				playByPointer(t, p, st, c, w, h)
			}
			got := p.Session().Record().Steps
			if len(got) != len(intended) {
				t.Fatalf("%d steps played, %d intended", len(got), len(intended))
			}
			for i := range got {
				if got[i] != intended[i] {
					t.Fatalf("step %d: played %q, intended %q", i+1, got[i], intended[i])
				}
			}
			replayed, err := p.Session().Record().Replay()
			if err != nil {
				t.Fatal(err)
			}
			if replayed.Key() != p.Session().State().Key() || replayed.Result() != p.Session().State().Result() {
				t.Errorf("the rules' replay ends at %q, the screen at %q", replayed.Key(), p.Session().State().Key())
			}
		})
	}
}

// playByPointer makes choice c with taps only: on a button for a move that
// moves nothing; otherwise on the piece, then on its destination, then, if
// several moves join the same places, on the button naming c.
func playByPointer(t *testing.T, p *Play, st rules.State, c rules.Choice, w, h int) {
	t.Helper()
	n := len(p.Session().Record().Steps)
	played := func() bool { return len(p.Session().Record().Steps) > n }
	label := p.env.MoveLabel(p.sess, c)
	if !c.Moves {
		if !pressLabel(p, label, w, h) {
			t.Fatalf("no button %q for %s among %v", label, c.Note, p.buttons.menu.Buttons)
		}
		return
	}
	from, ok := p.board.View.PointOf(st, c.From)
	if !ok {
		t.Fatalf("%s: no point for its piece %+v", c.Note, c.From)
	}
	tapAt(p, p.board.Frame.ToScreen(from), w, h)
	if played() {
		return
	}
	if p.board.Picking.Selected == nil {
		t.Fatalf("%s: tapping its piece at %v chose nothing", c.Note, from)
	}
	to, ok := p.board.View.PointOf(st, c.To)
	if !ok {
		t.Fatalf("%s: no point for its destination %+v", c.Note, c.To)
	}
	tapAt(p, p.board.Frame.ToScreen(to), w, h)
	if played() {
		return
	}
	if p.board.Picking.Ambiguous == nil || !pressLabel(p, label, w, h) || !played() {
		t.Fatalf("%s: tapping %v then %v did not play it (buttons %v)", c.Note, from, to, p.buttons.menu.Buttons)
	}
}

func joinArgs(a []string) string {
	s := ""
	for i, x := range a {
		if i > 0 {
			s += ","
		}
		s += x
	}
	return s
}

// TestPlayScreenPixels draws the play screen of each game at the start, in
// landscape and upright, and checks real pixels: the table around, a piece
// drawn at every piece's place (the pixel differs from the bare board's),
// and the turn line's text.
func TestPlayScreenPixels(t *testing.T) {
	for _, mod := range games.All {
		g := mod.Rules
		for _, size := range [][2]int{{800, 600}, {390, 844}} {
			w, h := size[0], size[1]
			p := realPlay(t, g.Name, nil, nil, anim.Normal, w, h)
			img := spritestest.Render(t, w, h, func(dst *ebiten.Image) { p.Draw(dst) })
			boardOnly := spritestest.Render(t, w, h, func(dst *ebiten.Image) {
				dst.Fill(sprites.Table)
				v := p.board.Frame
				b := ebiten.NewImage(int(v.Size+0.5), int(v.Size+0.5))
				p.board.View.DrawBoard(b)
				op := &ebiten.DrawImageOptions{}
				op.GeoM.Translate(v.Origin.X, v.Origin.Y)
				dst.DrawImage(b, op)
			})
			if c := img.RGBAAt(w-2, h-2); c != sprites.Table {
				t.Errorf("%s %dx%d: corner %v, want the table %v", g.Name, w, h, c, sprites.Table)
			}
			for _, pc := range p.board.Pieces {
				at := p.board.Frame.ToScreen(pc.At)
				x, y := int(at.X), int(at.Y)
				if differs(img.RGBAAt(x, y), boardOnly.RGBAAt(x, y)) < 40 {
					t.Errorf("%s %dx%d: no piece drawn at %v (piece %d)", g.Name, w, h, at, pc.ID)
				}
			}
			text := 0
			for y := int(p.layout.hud.Min.Y); y < int(p.layout.hud.Min.Y+p.layout.metrics.Text*2); y++ {
				for x := int(p.layout.hud.Min.X); x < int(p.layout.hud.Max.X); x++ {
					if differs(img.RGBAAt(x, y), sprites.Paper) < 30 {
						text++
					}
				}
			}
			if text < 20 {
				t.Errorf("%s %dx%d: the turn line shows no text", g.Name, w, h)
			}
		}
	}
}

// differs returns the largest difference of two colours' channels.
func differs(a, b color.RGBA) int {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return max(d(a.R, b.R), d(a.G, b.G), d(a.B, b.B))
}
