package play

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/save"
	"tabula/scenes/ui"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// TestThrowShownLarge: once a person's seeds or cowries land, their result
// shows large over the board for a moment, at every speed (at the speed
// instant without growing, at once), so that on a phone held sideways,
// whose tray is some 90 px wide, the lots are read at 24 px across or
// more (issue 31, newcomer item 2); it goes away by itself, or at a tap.
func TestThrowShownLarge(t *testing.T) {
	for _, c := range []struct {
		game  string
		w, h  int
		speed anim.Speed
		after int // ticks after the landing when the pixels are read
	}{
		{"daryon", 844, 390, anim.Normal, 20},
		{"daryon", 844, 390, anim.Instant, 0},
		{"thayyam", 844, 390, anim.Normal, 20},
		{"daryon", 390, 844, anim.Fast, 10},
		{"thayyam", 960, 600, anim.Instant, 0},
	} {
		t.Run(fmt.Sprintf("%s %dx%d %v", c.game, c.w, c.h, c.speed), func(t *testing.T) {
			p := realPlay(t, c.game, nil, []save.Seat{{}, {Computer: true, Level: "easy"}}, c.speed, c.w, c.h)
			settle(p, c.w, c.h)
			if !pressLabel(p, labelThrow, c.w, c.h) {
				t.Fatal("no Throw button")
			}
			idle := &ui.Input{Width: c.w, Height: c.h}
			for i := 0; i < 1000 && p.lots.Throwing; i++ {
				p.Update(idle)
			}
			for range c.after {
				p.Update(idle)
			}
			if !p.Changing() {
				t.Error("the screen is not drawn again while the throw shows")
			}
			img := spritestest.Render(t, c.w, c.h, func(dst *ebiten.Image) { p.Draw(dst) })
			if run := widestLot(img); run < 24 {
				t.Errorf("the lots are %d px across at their result, want 24 or more", run)
			}
			for i := 0; i < 200 && p.lots.Shown.Visible(); i++ {
				p.Update(idle)
			}
			if p.lots.Shown.Visible() {
				t.Error("the throw is still shown 200 ticks after it landed")
			}
		})
	}
}

// TestThrowShownGoesAtATap: a tap takes the throw shown away at once.
func TestThrowShownGoesAtATap(t *testing.T) {
	w, h := 844, 390
	p := realPlay(t, "daryon", nil, []save.Seat{{}, {Computer: true, Level: "easy"}}, anim.Instant, w, h)
	settle(p, w, h)
	pressLabel(p, labelThrow, w, h)
	if !p.lots.Shown.Visible() {
		t.Fatal("the throw is not shown once landed")
	}
	tapAt(p, sprites.Point{X: 1, Y: 1}, w, h)
	if p.lots.Shown.Visible() {
		t.Error("the throw is still shown after a tap")
	}
}

// widestLot returns the widest horizontal run of pixels of a light lot's
// colours in img: a seed's light face, a cowry's slit side and its slit.
// The dark faces are left out: the boards' lines and wood are of their
// colours. (The seeded throws of the test show a light face.)
func widestLot(img *image.RGBA) int {
	lots := []color.RGBA{sprites.SeedLight, sprites.CowryShell, {0x4a, 0x2c, 0x1a, 0xff}}
	widest := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		start, last := -1, -10 // the run's first and last lot pixels
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			lot := false
			for _, l := range lots {
				lot = lot || differs(c, l) <= 6
			}
			if !lot {
				continue
			}
			if x-last > 3 { // the slit's anti-aliased edges break no run
				start = x
			}
			last = x
			widest = max(widest, last-start+1)
		}
	}
	return widest
}
