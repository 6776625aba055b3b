package scenes

import (
	"image"
	"image/color"
	"math"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/anim"
	"tabula/games"
	"tabula/lang"
	"tabula/save"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// TestSettingsHighContrast turns the high contrast on in the settings, in
// French: the boards follow at once, and the setting is kept.
func TestSettingsHighContrast(t *testing.T) {
	defer restoreLook()
	store := save.Memory{}
	env := testEnv(anim.Instant, 1)
	env.Store, env.Lang = store, lang.French
	s := NewSettings(env)
	s.Update(&Input{Width: 900, Height: 700})
	row := s.form.Rows[rowContrast]
	if row.Label != "Contraste élevé" || row.Choices[0] != "Oui" || row.Chosen != 1 {
		t.Fatalf("the row: %+v, want Contraste élevé, off", row)
	}
	c := s.form.choices[rowContrast][0].Rect.Center()
	s.Update(&Input{Width: 900, Height: 700, Pointer: Pointer{X: c.X, Y: c.Y, Released: true}})
	if !env.Settings.HighContrast || !sprites.HighContrast() {
		t.Fatalf("after On: the setting %v, the boards %v", env.Settings.HighContrast, sprites.HighContrast())
	}
	kept, err := save.LoadSettings(store)
	if err != nil || !kept.HighContrast {
		t.Errorf("kept %+v, %v", kept, err)
	}
	if save.DefaultSettings.HighContrast {
		t.Error("the high contrast is on by default")
	}
}

// TestSettingsFitTheWindow: at every text size, in a window as short as a
// laptop's or a phone held sideways, the settings keep their words at
// least nine tenths of their size and scroll rather than shrink further,
// under a Done that stays in sight above the sound's line; a drag that
// scrolls chooses nothing.
func TestSettingsFitTheWindow(t *testing.T) {
	defer restoreLook()
	for _, win := range [][2]int{{1024, 600}, {844, 390}} {
		w, h := win[0], win[1]
		for _, size := range textSizes {
			env := testEnv(anim.Instant, 1)
			env.Settings.TextSize = size
			env.ApplySettings()
			s := NewSettings(env)
			s.Update(&Input{Width: w, Height: h})
			if full := MetricsFor(w, h).Text; s.m.Text < full*0.9-0.01 {
				t.Errorf("%d×%d, %s text: the words shrank to %.1f px of %.1f", w, h, size, s.m.Text, full)
			}
			if bottom := s.form.Action.Rect.Max.Y; bottom > float64(h)-s.m.Text*1.4 {
				t.Errorf("%d×%d, %s text: Done ends at %.0f of %d, out of sight or over the sound's line", w, h, size, bottom, h)
			}
			before := *s.env
			// A finger drags the form up, from its middle, all the way.
			x, y := float64(w)/2, float64(h)/2
			s.Update(&Input{Width: w, Height: h, Pointer: Pointer{X: x, Y: y, Down: true, Pressed: true}})
			for range 20 {
				y -= 40
				s.Update(&Input{Width: w, Height: h, Pointer: Pointer{X: x, Y: y, Down: true, Moved: true}})
			}
			s.Update(&Input{Width: w, Height: h, Pointer: Pointer{X: x, Y: y, Released: true, Moved: true}})
			if s.env.Settings != before.Settings {
				t.Errorf("%d×%d, %s text: the drag changed the settings", w, h, size)
			}
			if bottom := s.form.Action.Rect.Max.Y; bottom > float64(h)-s.m.Text*1.4 {
				t.Errorf("%d×%d, %s text: scrolled to the end, Done ends at %.0f of %d, over the sound's line", w, h, size, bottom, h)
			}
		}
	}
}

// TestHighContrastBoards draws the play screen of every game, a piece
// chosen, in the usual look and in the high-contrast one, and checks real
// pixels: the boards differ; the high-contrast board is drawn in black
// lines and frames and in white and light grey cells; every piece at rest
// is rimmed in black; and each destination lit is edged in black and
// yellow.
func TestHighContrastBoards(t *testing.T) {
	defer restoreLook()
	const w, h = 1024, 720
	for _, g := range games.All {
		name := g.Rules.Name
		t.Run(name, func(t *testing.T) {
			var imgs [2]*image.RGBA
			var p *Play
			for i, hc := range []bool{false, true} {
				env := contrastEnv(contrastLook{highContrast: hc, textSize: "normal"})
				p = contrastPlay(t, env, name, 14, 0, w, h)
				chooseOne(p)
				if p.board.picking.selected == nil {
					t.Fatal("no piece was chosen")
				}
				imgs[i] = spritestest.Render(t, w, h, func(dst *ebiten.Image) { p.Draw(dst) })
			}
			usual, high := imgs[0], imgs[1]
			v := p.board.frame
			board := image.Rect(int(v.Origin.X), int(v.Origin.Y), int(v.Origin.X+v.Size), int(v.Origin.Y+v.Size))
			var all, changed, black, light int
			for y := board.Min.Y; y < board.Max.Y; y++ {
				for x := board.Min.X; x < board.Max.X; x++ {
					all++
					a, b := usual.RGBAAt(x, y), high.RGBAAt(x, y)
					if differs(a, b) > 24 {
						changed++
					}
					switch {
					case b.R < 8 && b.G < 8 && b.B < 8:
						black++
					case differs(b, sprites.ContrastCell) < 6 || differs(b, sprites.ContrastMarked) < 6:
						light++
					}
				}
			}
			share := func(n int) float64 { return float64(n) / float64(all) }
			if share(changed) < 0.3 {
				t.Errorf("the high contrast changed %.0f%% of the board", 100*share(changed))
			}
			if share(black) < 0.05 || share(light) < 0.2 {
				t.Errorf("the high-contrast board is %.0f%% black and %.0f%% white or light grey, want 5%% and 20%% at least", 100*share(black), 100*share(light))
			}
			st := p.shownState()
			// The pieces in view: no piece drawn after them (higher in a
			// stack) covers their rim, nor the chosen place's highlight,
			// drawn over the pieces. Thayyam's twins, two pawns in one
			// piece's circle, leave a little of it to the cell.
			rimmed, seen := 0, 0
			sel := *p.board.picking.selected
			for i, pc := range p.board.pieces {
				covered := slices.ContainsFunc(p.board.pieces[i+1:], func(o sprites.Piece) bool {
					return o.At.Sub(pc.At).Len() < (o.R+pc.R)*1.05
				})
				if covered || pc.Place.Cell == sel.Cell && pc.Place.Player == sel.Player {
					continue
				}
				seen++
				if hits, n := ringOf(high, v.ToScreen(pc.At), pc.R*v.Size*0.91, isBlack); hits*3 >= n*2 {
					rimmed++
				}
			}
			if seen == 0 || rimmed < seen*9/10 {
				t.Errorf("%d of %d pieces in view are rimmed in black", rimmed, seen)
			}
			lit := 0
			for _, c := range p.board.choices {
				if !c.Moves || !sprites.SameSource(*p.board.picking.selected, c.From) {
					continue
				}
				at, ok := p.board.view.PointOf(st, c.To)
				if !ok {
					continue
				}
				// The yellow line, drawn over a wider black one, round the
				// destination (Dejarik's centre is wide): the usual look
				// has none of its yellow.
				q := v.ToScreen(at)
				d := v.Size * 0.17
				box := image.Rect(int(q.X-d), int(q.Y-d), int(q.X+d), int(q.Y+d))
				var yellow, before int
				for y := box.Min.Y; y < box.Max.Y; y++ {
					for x := box.Min.X; x < box.Max.X; x++ {
						if differs(high.RGBAAt(x, y), sprites.ContrastGlow) < 30 {
							yellow++
						}
						if differs(usual.RGBAAt(x, y), sprites.ContrastGlow) < 30 {
							before++
						}
					}
				}
				if yellow < 40 || before > 10 {
					t.Errorf("the destination %v at %v: %d pixels of the high contrast's yellow round it, %d in the usual look", c.To, q, yellow, before)
				}
				lit++
			}
			if lit == 0 {
				t.Error("no destination was lit")
			}
		})
	}
}

func isBlack(c color.RGBA) bool { return c.R < 24 && c.G < 24 && c.B < 24 }

// ringOf counts the points of the circle of centre c and radius r, every
// 5°, whose pixel passes ok.
func ringOf(img *image.RGBA, c sprites.Point, r float64, ok func(color.RGBA) bool) (hits, n int) {
	for a := 0.0; a < 2*math.Pi; a += math.Pi / 36 {
		n++
		if ok(img.RGBAAt(int(math.Round(c.X+r*math.Cos(a))), int(math.Round(c.Y+r*math.Sin(a))))) {
			hits++
		}
	}
	return hits, n
}

// chooseOne chooses, when no piece is, the first piece that can move, as
// a tap would if it had several moves: a tap on a piece with one move
// plays it.
func chooseOne(p *Play) {
	if p.board.picking.selected != nil {
		return
	}
	for _, c := range p.board.choices {
		if c.Moves {
			p.board.picking.selected = &c.From
			return
		}
	}
}
