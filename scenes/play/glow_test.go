package play

import (
	"image/color"
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

// TestTurnGlows: the mark of the seat whose turn it is glows beside the
// turn line, in every game; the glow grows in when the turn passes, at
// once at the speed instant (issue 31, what to build 5).
func TestTurnGlows(t *testing.T) {
	for _, mod := range games.All {
		p := hotSeat(t, mod.Rules.Name)
		w, h := 1000, 700
		img := spritestest.Render(t, w, h, func(dst *ebiten.Image) { p.Draw(dst) })
		m := p.layout.metrics
		r := m.Text * 0.42
		above := sprites.Point{X: p.layout.hud.Min.X + r, Y: p.layout.hud.Min.Y + m.Text*0.72 - r*1.3}
		if c := img.RGBAAt(int(above.X), int(above.Y)); differs(c, sprites.Table) < 20 {
			t.Errorf("%s: no glow above the mark of the seat to act at %v: %v", mod.Rules.Name, above, c)
		}
	}
	p := hotSeat(t, "dejarik")
	p.env.Speed = anim.Normal
	before := p.status.actor
	playSteps(t, p, 1)
	for range 3 {
		idle(p)
	}
	if p.status.actor == before || p.sess.State().ToMove() == rules.Over {
		t.Fatalf("the turn did not pass: %d to %d", before, p.status.actor)
	}
	if k := p.status.glowing(anim.Normal); k <= 0 || k >= 1 {
		t.Errorf("the glow is %.2f grown just after the turn passed, want it growing", k)
	}
	for range glowTicks {
		idle(p)
	}
	if k := p.status.glowing(anim.Normal); k != 1 {
		t.Errorf("the glow is %.2f grown %d ticks after the turn passed", k, glowTicks+3)
	}
}

// TestComputerGlowsApart: the glow around the mark of a computer's seat
// is not a person's: a family sees whose turn it is without reading
// (issue 42, item 8).
func TestComputerGlowsApart(t *testing.T) {
	sample := func(seats []save.Seat) color.RGBA {
		g := games.Find("dejarik")
		opts, _ := g.Rules.ParseOptions(nil)
		s, err := session.New(g, opts, seats, 9, nil)
		if err != nil {
			t.Fatal(err)
		}
		env := scenestest.Env(anim.Normal, 1)
		env.Attach(s)
		p := NewPlay(env, s)
		for range glowTicks * 2 {
			p.status.follow(p.status.actor)
		}
		p.Update(&ui.Input{Width: 1000, Height: 700})
		img := spritestest.Render(t, 1000, 700, func(dst *ebiten.Image) { p.Draw(dst) })
		m := p.layout.metrics
		r := m.Text * 0.42
		at := sprites.Point{X: p.layout.hud.Min.X + r, Y: p.layout.hud.Min.Y + m.Text*0.72 - r*1.3}
		return img.RGBAAt(int(at.X), int(at.Y))
	}
	person := sample([]save.Seat{{}, {Computer: true, Level: "random"}})
	computer := sample([]save.Seat{{Computer: true, Level: "random"}, {}})
	if d := differs(person, computer); d < 30 {
		t.Errorf("the computer's glow %v is the person's %v (%d apart)", computer, person, d)
	}
}
