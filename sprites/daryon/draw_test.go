package daryon_test

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/rules/daryon"
	"tabula/sprites"
	board "tabula/sprites/daryon"
	"tabula/sprites/spritestest"
)

var update = flag.Bool("update", false, "rewrite testdata/preview.png")

func TestMain(m *testing.M) { spritestest.Main(m) }

// midGame plays a game of players with random throws and moves from seed,
// for at most steps steps (a throw or a move each).
func midGame(t testing.TB, players, steps int, seed uint64) *daryon.State {
	t.Helper()
	g, err := daryon.Game.Start(fmt.Sprintf("players=%d", players))
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*daryon.State)
	rng := rand.New(rand.NewPCG(seed, 7))
	var buf []rules.Action
	var outs []rules.Outcome
	for range steps {
		if s.Result().Status != rules.Ongoing {
			break
		}
		var a rules.Action
		if s.ToMove() == rules.Chance {
			outs = s.Outcomes(outs[:0])
			n := rng.IntN(64)
			for _, o := range outs {
				if n -= o.Weight; n < 0 {
					a = o.Action
					break
				}
			}
		} else {
			buf = s.Legal(buf[:0])
			a = buf[rng.IntN(len(buf))]
		}
		if _, err := s.Apply(a, nil); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// near reports whether two colours differ by less than tol in every channel.
func near(c, want color.RGBA, tol int) bool {
	d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
	return d(c.R, want.R) < tol && d(c.G, want.G) < tol && d(c.B, want.B) < tol && d(c.A, want.A) < tol
}

// median returns the per-channel median of the pixels within k of (x, y):
// the board's colour there, whatever thin grain line crosses it.
func median(img *image.RGBA, x, y, k int) color.RGBA {
	var r, g, b, a []uint8
	for i := x - k; i <= x+k; i++ {
		for j := y - k; j <= y+k; j++ {
			c := img.RGBAAt(i, j)
			r, g, b, a = append(r, c.R), append(g, c.G), append(b, c.B), append(a, c.A)
		}
	}
	m := func(s []uint8) uint8 { slices.Sort(s); return s[len(s)/2] }
	return color.RGBA{m(r), m(g), m(b), m(a)}
}

func pixel(v sprites.View, p sprites.Point) (int, int) {
	q := v.ToScreen(p)
	return int(q.X), int(q.Y)
}

// boardPoint returns a board point given in fractions of the cell c's
// outline's bounding box (0, 0 its top-left corner).
func boardPoint(b *board.Board, c int, fx, fy float64) sprites.Point {
	poly := b.Outline(c)
	lo, hi := poly[0], poly[0]
	for _, p := range poly {
		lo = sprites.Point{X: min(lo.X, p.X), Y: min(lo.Y, p.Y)}
		hi = sprites.Point{X: max(hi.X, p.X), Y: max(hi.Y, p.Y)}
	}
	return sprites.Point{X: lo.X + fx*(hi.X-lo.X), Y: lo.Y + fy*(hi.Y-lo.Y)}
}

// TestBoardPixels draws empty boards and checks the colours at known
// points, the same at several sizes.
func TestBoardPixels(t *testing.T) {
	ink := sprites.Ink
	for _, tt := range []struct {
		size, players int
		grey          bool
	}{{480, 4, false}, {300, 2, true}, {1000, 3, false}} {
		b := board.New(tt.players, tt.grey)
		img := spritestest.Render(t, tt.size, tt.size, b.Draw)
		v := sprites.View{Size: float64(tt.size)}
		l2, l1, l4 := int(daryon.Loop[2]), int(daryon.Loop[1]), int(daryon.Loop[4])
		l1c, l2c := b.Center(l1), b.Center(l2)
		checks := []struct {
			name string
			at   sprites.Point
			want color.RGBA
			tol  int
		}{
			{"a plain loop cell", l2c, sprites.WoodLight, 12},
			{"the line between L1 and L2", l1c.Lerp(l2c, 0.5), ink, 60},
			{"the safe corner L4, off its star", boardPoint(b, l4, 0.12, 0.4), sprites.Safe, 12},
			{"the corner's star", b.Center(l4).Add(sprites.Point{Y: -0.25 * unit(b)}), color.RGBA{0xf6, 0xe6, 0xc4, 0xff}, 30},
			{"the S junction", boardPoint(b, int(daryon.Loop[0]), 0.5, 0.2), b.JunctionColour(), 12},
			{"the S corridor", b.Center(int(daryon.Corridors[daryon.South][1])), b.CorridorColour(daryon.South), 12},
			{"the N home", boardPoint(b, int(daryon.Centre), 0.5, 0.12), b.HomeColour(daryon.North), 12},
			{"the W home", boardPoint(b, int(daryon.Centre), 0.12, 0.5), b.HomeColour(daryon.West), 12},
			{"the wood of a quadrant", quadrant(b), sprites.Wood, 20},
			{"the dark rim", sprites.Point{X: 0.5, Y: 0.005}, sprites.WoodDark, 48},
			{"outside the rounded corner", sprites.Point{X: 0.001, Y: 0.001}, color.RGBA{}, 8},
		}
		for _, c := range checks {
			x, y := pixel(v, c.at)
			got := img.RGBAAt(x, y)
			if c.name == "the wood of a quadrant" {
				got = median(img, x, y, 3)
			}
			if !near(got, c.want, c.tol) {
				t.Errorf("%d px, %d players: %s at (%d,%d) = %v, want about %v", tt.size, tt.players, c.name, x, y, got, c.want)
			}
		}
		// Played sides' corridors and homes are tinted towards their colour;
		// the others stay woody (red > green > blue).
		for d := range daryon.Side(4) {
			played := d == daryon.South || d == daryon.North || tt.players > 2 && d == daryon.West || tt.players == 4
			if b.Used(d) != played {
				t.Errorf("%d players: side %c used = %v", tt.players, d.Letter(), b.Used(d))
			}
			fill := sprites.RaceStyles[d].Fill
			for _, at := range []sprites.Point{b.Center(int(daryon.Corridors[d][1])), centroid(b.HomeOutline(d))} {
				x, y := pixel(v, at)
				got := img.RGBAAt(x, y)
				if tinted := dist(got, fill) < min(dist(sprites.WoodLight, fill), dist(sprites.Wood, fill))-40; played != tinted {
					t.Errorf("%d players: side %c (played %v) is %v at (%d,%d)", tt.players, d.Letter(), played, got, x, y)
				}
			}
		}
		if tt.grey == near(b.JunctionColour(), sprites.WoodLight, 8) {
			t.Errorf("grey=%v: junctions are %v", tt.grey, b.JunctionColour())
		}
	}
}

// drawPosition draws the board and the pieces of s at size px.
func drawPosition(t *testing.T, b *board.Board, s *daryon.State, size int) *image.RGBA {
	return spritestest.Render(t, size, size, func(dst *ebiten.Image) {
		dst.Fill(sprites.Table)
		bi := ebiten.NewImage(size, size)
		b.Draw(bi)
		dst.DrawImage(bi, nil)
		bi.Deallocate()
		b.DrawPieces(dst, sprites.View{Size: float64(size)}, s)
	})
}

// markAt reports whether a pixel within one of (x, y) shows the body or
// the mark of the style st: a thin mark may straddle two pixels.
func markAt(img *image.RGBA, x, y int, st sprites.PieceStyle) bool {
	for i := x - 1; i <= x+1; i++ {
		for j := y - 1; j <= y+1; j++ {
			if c := img.RGBAAt(i, j); near(c, st.Fill, 24) || near(c, st.Sign, 24) {
				return true
			}
		}
	}
	return false
}

// TestPiecesPixels draws the start and mid-game positions and checks each
// pawn's colour (its body or its mark) at its centre, and the board's
// colour at the centre of the empty plain cells.
func TestPiecesPixels(t *testing.T) {
	for _, tt := range []struct {
		players, steps int
		seed           uint64
	}{{4, 0, 1}, {2, 0, 1}, {4, 400, 219}, {3, 300, 5}} {
		s := midGame(t, tt.players, tt.steps, tt.seed)
		b := board.New(tt.players, false)
		const size = 480
		img := drawPosition(t, b, s, size)
		v := sprites.View{Size: size}
		occupied := map[daryon.Cell]bool{}
		for _, p := range b.Place(s) {
			st := sprites.RaceStyles[p.Side]
			x, y := pixel(v, p.At)
			if !markAt(img, x, y, st) {
				t.Errorf("%d players, step %d: seat %d pawn %c (t=%d) at (%d,%d) is %v, want %s",
					tt.players, tt.steps, p.Seat, 'a'+p.Pawn, p.T, x, y, img.RGBAAt(x, y), st.Name)
			}
			occupied[s.PawnCell(p.Seat, p.Pawn)] = true
		}
		empty := 0
		for i, c := range daryon.Loop {
			if occupied[c] || daryon.IsCorner(i) {
				continue
			}
			empty++
			x, y := pixel(v, b.Center(int(c)))
			if got := img.RGBAAt(x, y); !near(got, sprites.WoodLight, 12) {
				t.Errorf("%d players, step %d: the empty L%d is %v", tt.players, tt.steps, i, got)
			}
		}
		if empty < 20 {
			t.Errorf("only %d empty plain loop cells", empty)
		}
	}
}

// TestDrawPiece draws a moving pawn, squashed, on the baize.
func TestDrawPiece(t *testing.T) {
	img := spritestest.Render(t, 100, 100, func(dst *ebiten.Image) {
		dst.Fill(sprites.Table)
		board.DrawPiece(dst, sprites.Point{X: 50, Y: 50}, 20, daryon.West, 1.3)
	})
	blue := sprites.RaceStyles[daryon.West]
	for _, c := range []struct {
		name string
		x, y int
		want color.RGBA
	}{
		{"the body inside its ring mark", 50, 50, blue.Fill},
		{"the ring mark", 50 + 6, 50, blue.Sign},
		{"the squashed side", 50 + 19, 50, blue.Fill},
		{"above the squashed pawn", 50, 50 - 19, sprites.Table},
		{"left of the pawn", 50 - 29, 50, sprites.Table},
	} {
		if got := img.RGBAAt(c.x, c.y); !near(got, c.want, 30) {
			t.Errorf("%s at (%d,%d) = %v, want about %v", c.name, c.x, c.y, got, c.want)
		}
	}
}

// TestHighlight checks the highlight of a cell and of a home, and that it
// stays in them.
func TestHighlight(t *testing.T) {
	b := board.New(4, false)
	const size = 400
	v := sprites.View{Size: size}
	cell := int(daryon.Loop[2])
	img := spritestest.Render(t, size, size, func(dst *ebiten.Image) {
		b.Draw(dst)
		b.HighlightCell(dst, v, cell)
		b.HighlightHome(dst, v, daryon.East)
	})
	for _, c := range []struct {
		name string
		at   sprites.Point
		want color.RGBA
	}{
		{"the highlighted cell", b.Center(cell), blend(sprites.WoodLight, sprites.Highlight, 0x70)},
		{"its neighbour", b.Center(int(daryon.Loop[1])), sprites.WoodLight},
		{"the highlighted E home", boardPoint(b, int(daryon.Centre), 0.85, 0.5), blend(b.HomeColour(daryon.East), sprites.Highlight, 0x70)},
		{"the N home beside it", boardPoint(b, int(daryon.Centre), 0.5, 0.15), b.HomeColour(daryon.North)},
	} {
		x, y := pixel(v, c.at)
		if got := img.RGBAAt(x, y); !near(got, c.want, 16) {
			t.Errorf("%s at (%d,%d) = %v, want about %v", c.name, x, y, got, c.want)
		}
	}
}

// quadrant returns a point of the bare wood in the top-left quadrant,
// between its carved seeds, the N corridor and the centre square: a cell
// left of the corridor's first cell.
func quadrant(b *board.Board) sprites.Point {
	return b.Center(int(daryon.Corridors[daryon.North][0])).Sub(sprites.Point{X: unit(b)})
}

// centroid returns the mean of the vertices of poly.
func centroid(poly []sprites.Point) sprites.Point {
	var c sprites.Point
	for _, p := range poly {
		c = c.Add(p.Scale(1 / float64(len(poly))))
	}
	return c
}

// dist returns the sum of the channel differences of two colours.
func dist(a, b color.RGBA) int {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}

// blend returns top at opacity a over the opaque bottom.
func blend(bottom, top color.RGBA, a uint8) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8((int(x)*(255-int(a)) + int(y)*int(a)) / 255) }
	return color.RGBA{f(bottom.R, top.R), f(bottom.G, top.G), f(bottom.B, top.B), 0xff}
}

// TestPreview draws a four-player game in progress at 600 × 600 and, with
// -update, writes it to testdata/preview.png, to be looked at.
func TestPreview(t *testing.T) {
	s := midGame(t, 4, 400, 219)
	img := drawPosition(t, board.New(4, false), s, 600)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if buf.Len() > 150<<10 {
		t.Errorf("the preview takes %d KB, want < 150", buf.Len()>>10)
	}
	if *update {
		if err := os.WriteFile(filepath.Join("testdata", "preview.png"), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
