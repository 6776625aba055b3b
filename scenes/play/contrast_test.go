package play

import (
	"image"
	"image/color"
	"math"
	"slices"
	"tabula/games"
	"tabula/rules"
	"tabula/scenes/scenestest"
	"tabula/scenes/ui"
	"tabula/sprites"
	"tabula/sprites/spritestest"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestHighContrastBoards draws the play screen of every game, a piece
// chosen, in the usual look and in the high-contrast one, and checks real
// pixels: the boards differ; the high-contrast board is drawn in black
// lines and frames and in white and light grey cells; every piece at rest
// is rimmed in black; and each destination lit is edged in black and
// yellow.
func TestHighContrastBoards(t *testing.T) {
	defer scenestest.RestoreLook()
	const w, h = 1024, 720
	for _, g := range games.All {
		name := g.Rules.Name
		t.Run(name, func(t *testing.T) {
			var imgs [2]*image.RGBA
			var p *Play
			for i, hc := range []bool{false, true} {
				env := scenestest.LookEnv(hc, "normal")
				p = lookPlay(t, env, name, 14, 0, w, h)
				chooseOne(p)
				if p.board.Picking.Selected == nil {
					t.Fatal("no piece was chosen")
				}
				imgs[i] = spritestest.Render(t, w, h, func(dst *ebiten.Image) { p.Draw(dst) })
			}
			usual, high := imgs[0], imgs[1]
			v := p.board.Frame
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
			st := p.sess.History().StateAt(p.record.shownAt(p.sess.History()))
			// The pieces in view: no piece drawn after them (higher in a
			// stack) covers their rim, nor the chosen place's highlight,
			// drawn over the pieces. Thayyam's twins, two pawns in one
			// piece's circle, leave a little of it to the cell.
			rimmed, seen := 0, 0
			sel := *p.board.Picking.Selected
			for i, pc := range p.board.Pieces {
				covered := slices.ContainsFunc(p.board.Pieces[i+1:], func(o sprites.Piece) bool {
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
			for _, c := range p.board.Choices {
				if !c.Moves || !sprites.SameSource(*p.board.Picking.Selected, c.From) {
					continue
				}
				at, ok := p.board.View.PointOf(st, c.To)
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
	if p.board.Picking.Selected != nil {
		return
	}
	for _, c := range p.board.Choices {
		if c.Moves {
			p.board.Picking.Selected = &c.From
			return
		}
	}
}

// lookPlay returns the play screen of a game after n steps, undo of them
// taken back, its log in view, and a piece chosen when one can be.
func lookPlay(t *testing.T, env *ui.Env, game string, n, undo int, w, h int) *Play {
	t.Helper()
	p := scenestest.Updated(NewPlay(env, scenestest.Session(t, env, game, nil, n, undo)), w, h, 3)
	settle(p, w, h)
	if n > 0 {
		pressLabel(p, env.T(labelMoves), w, h) // an upright phone's log is a drawer
		chooseMost(p, w, h)
	}
	return p
}

// chooseMost taps the piece with the most moves, so that it and its
// destinations are lit, when one has several.
func chooseMost(p *Play, w, h int) {
	st := p.Session().State()
	var best rules.Choice
	most := 0
	for _, c := range p.board.Choices {
		if !c.Moves {
			continue
		}
		n := 0
		for _, o := range p.board.Choices {
			if o.Moves && o.From == c.From {
				n++
			}
		}
		if n > most {
			best, most = c, n
		}
	}
	if at, ok := p.board.View.PointOf(st, best.From); ok && most > 1 {
		tapAt(p, p.board.Frame.ToScreen(at), w, h)
	}
}
