package dejarik

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	game "tabula/rules/dejarik"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

var update = flag.Bool("update", false, "rewrite testdata/preview.png")

func TestMain(m *testing.M) { spritestest.Main(m) }

// near reports whether two colours are within tol on every channel.
func near(c, want color.RGBA, tol int) bool {
	d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
	return d(c.R, want.R) <= tol && d(c.G, want.G) <= tol && d(c.B, want.B) <= tol
}

// A panel is one board drawn in a shared rendering: the pixels and the
// view that drew the board there.
type panel struct {
	img *image.RGBA
	v   sprites.View
}

// at returns the colour at the board point p.
func (pn panel) at(p sprites.Point) color.RGBA {
	q := pn.v.ToScreen(p)
	return pn.img.RGBAAt(int(q.X), int(q.Y))
}

// The panels of the shared rendering, side by side at 480 px: the bare
// board, the start, the mid-game position, the start with I2 and C
// highlighted, a set-up position with three pawns lost on each side.
const (
	panelBoard = iota
	panelStart
	panelMid
	panelHighlight
	panelSetUp
	panels
)

const side = 480

// setUp is a set-up position in which each side has lost three pawns.
const setUp = "W:I3 B:O8 to=W first=-"

var shared struct {
	once sync.Once
	img  *image.RGBA
}

// shot returns a panel of the shared rendering. Rendering is slow under a
// software GL, so the board is drawn once, as the play screen does, and
// copied under each position. It skips the test without a display.
func shot(t *testing.T, k int) panel {
	t.Helper()
	shared.once.Do(func() {
		b := New()
		states := make([]*game.State, panels)
		states[panelStart], states[panelHighlight] = game.New(), game.New()
		states[panelMid] = play(t, midGame)
		var err error
		if states[panelSetUp], err = game.Parse(setUp); err != nil {
			t.Fatal(err)
		}
		shared.img = spritestest.Render(t, side*panels, side, func(dst *ebiten.Image) {
			baked := ebiten.NewImage(side, side)
			defer baked.Deallocate()
			b.Draw(baked)
			for k, s := range states {
				op := &ebiten.DrawImageOptions{}
				op.GeoM.Translate(float64(k*side), 0)
				dst.DrawImage(baked, op)
				v := sprites.View{Origin: sprites.Point{X: float64(k * side)}, Size: side}
				if k == panelHighlight {
					b.HighlightCell(dst, v, int(game.I2))
					b.HighlightCell(dst, v, int(game.C))
				}
				if s != nil {
					b.DrawPieces(dst, v, s)
				}
			}
		})
	})
	if shared.img == nil {
		t.Skip("the shared rendering failed or was skipped")
	}
	return panel{shared.img, sprites.View{Origin: sprites.Point{X: float64(k * side)}, Size: side}}
}

// inCell returns a point of a ring cell away from its lines: a third of
// the way across its ring, a quarter turn into its sector.
func inCell(c game.Cell) sprites.Point {
	r0, r1, a0, a1 := cellShape(int(c))
	return polar(r0+(r1-r0)/3, a0+(a1-a0)/4)
}

// TestBoardPixels checks known points of the board drawn at 480×480.
func TestBoardPixels(t *testing.T) {
	pn := shot(t, panelBoard)
	tests := []struct {
		name string
		p    sprites.Point
		want color.RGBA
		tol  int
	}{
		{"plank, top-right corner", sprites.Point{X: 0.95, Y: 0.06}, sprites.WoodDark, 16},
		{"plank, bottom-left corner", sprites.Point{X: 0.06, Y: 0.95}, sprites.WoodDark, 16},
		{"White's tray", sprites.Point{X: 0.9, Y: 0.9}, trayTone, 8},
		{"Black's tray", sprites.Point{X: 0.1, Y: 0.1}, trayTone, 8},
		{"rim", polar((playR+rimR)/2, 0), rimTone, 8},
		{"I0, light", inCell(game.I0), sprites.WoodLight, 4},
		{"I1", inCell(game.I1), sprites.Wood, 4},
		{"I7", inCell(game.I7), sprites.Wood, 4},
		{"O0, home", inCell(game.O0), sprites.WoodDark, 4},
		{"O1, home (safe)", inCell(game.O1), sprites.Safe, 4},
		{"O10, home", inCell(game.O10), sprites.WoodDark, 4},
		{"centre, between the star's rays", polar(0.12, 7.5), centreTone, 8},
		{"centre, a ray of the star", polar(0.06, 30), sprites.Mix(centreTone, inlayTone, float64(0x90)/255), 12},
		{"line between the rings", polar(innerR, 90+7), sprites.Ink, 12},
		{"spoke", polar(0.38, 90), sprites.Ink, 12},
		{"spoke", polar(0.25, 180), sprites.Ink, 12},
		{"outer circle", polar(playR, 180+7), sprites.Ink, 12},
		{"square's corner, outside the rounding", sprites.Point{X: 0.001, Y: 0.001}, color.RGBA{}, 0},
	}
	for _, tt := range tests {
		if got := pn.at(tt.p); !near(got, tt.want, tt.tol) {
			t.Errorf("%s: pixel at %v = %v, want about %v", tt.name, pn.v.ToScreen(tt.p), got, tt.want)
		}
	}
}

// TestDrawMatchesPick samples the bare board on a grid and checks that
// every point away from the lines shows the fill of the cell Pick finds
// there: the drawing and the picking are the same shapes.
func TestDrawMatchesPick(t *testing.T) {
	pn := shot(t, panelBoard)
	b := New()
	bad := 0
	for y := 2; y < side; y += 5 {
		for x := 2; x < side; x += 5 {
			p := pn.v.ToBoard(sprites.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5})
			c, ok := b.Pick(p)
			if !ok || c == int(game.C) || nearLine(p, 0.012) {
				continue
			}
			if got := pn.img.RGBAAt(x, y); !near(got, cellTone(c), 6) && bad < 10 {
				bad++
				t.Errorf("pixel (%d,%d) = %v, but Pick says %v (%v)", x, y, got, game.Cell(c), cellTone(c))
			}
		}
	}
}

// checkPieces checks that each pawn of s shows at its cell's centre (its
// body or its mark), each lost pawn in its tray's slot, and every empty
// cell and slot its own colour.
func checkPieces(t *testing.T, pn panel, s *game.State) {
	t.Helper()
	b := New()
	isPawn := func(got color.RGBA, p rules.Player) bool {
		st := sprites.DejarikStyles[p]
		return near(got, st.Fill, 16) || near(got, st.Sign, 16)
	}
	for c := range game.NumCells {
		got := pn.at(b.Center(c))
		p := s.At(game.Cell(c))
		switch {
		case p >= 0 && !isPawn(got, p):
			t.Errorf("%v holds a pawn of player %d, but shows %v", game.Cell(c), p, got)
		case p < 0 && c != int(game.C) && !near(got, cellTone(c), 6):
			t.Errorf("%v is empty, but shows %v, not its colour %v", game.Cell(c), got, cellTone(c))
		case p < 0 && (isPawn(got, game.White) || isPawn(got, game.Black)):
			t.Errorf("%v is empty, but shows a pawn's colour %v", game.Cell(c), got)
		}
	}
	for _, p := range []rules.Player{game.White, game.Black} {
		for k := range game.Pawns {
			got := pn.at(b.LostSlot(p, k))
			lost := k < s.Lost(p)
			if lost && !isPawn(got, p) {
				t.Errorf("lost pawn %d of player %d: its slot shows %v", k, p, got)
			}
			if !lost && !near(got, trayTone, 8) {
				t.Errorf("slot %d of player %d should be the empty tray, shows %v", k, p, got)
			}
		}
	}
}

// TestStartPixels checks the pawns of the start position.
func TestStartPixels(t *testing.T) {
	checkPieces(t, shot(t, panelStart), game.New())
}

// TestMidGamePixels checks a position played from the start, with pawns on
// the centre, on both rings and in both trays.
func TestMidGamePixels(t *testing.T) {
	s := play(t, midGame)
	if s.Lost(game.White) != 1 || s.Lost(game.Black) != 1 || s.At(game.C) < 0 {
		t.Fatalf("the mid-game position is not the one expected:\n%v", s)
	}
	checkPieces(t, shot(t, panelMid), s)
}

// TestSetUpPixels checks a set-up position where each side has lost three
// pawns, so that three slots of each tray are in use.
func TestSetUpPixels(t *testing.T) {
	s, err := game.Parse(setUp)
	if err != nil {
		t.Fatal(err)
	}
	checkPieces(t, shot(t, panelSetUp), s)
}

// TestHighlight checks that a highlighted cell is tinted towards the
// highlight colour and outlined, and that the cells around it are not.
func TestHighlight(t *testing.T) {
	pn := shot(t, panelHighlight)
	b := New()
	for c, p := range map[game.Cell]sprites.Point{game.I2: inCell(game.I2), game.C: polar(0.125, 7.5)} {
		got := pn.at(p)
		hl := sprites.Mix(cellTone(int(c)), sprites.Highlight, float64(highlightAlpha)/255)
		if !near(got, hl, 12) {
			t.Errorf("highlighted %v shows %v at %v, want about %v", c, got, p, hl)
		}
	}
	// The outline, just inside the line between I2 and O2.
	w := lineWidth(0.0045, side)/side/2 + lineWidth(0.007, side)/side/2
	if got := pn.at(polar(innerR-w, float64(game.Angle(2))+5)); !near(got, sprites.Highlight, 12) {
		t.Errorf("I2's outline shows %v, want %v", got, sprites.Highlight)
	}
	for _, c := range []game.Cell{game.I1, game.I3, game.O2} {
		if got := pn.at(b.Center(int(c))); !near(got, cellTone(int(c)), 6) {
			t.Errorf("%v next to the highlight shows %v, want %v", c, got, cellTone(int(c)))
		}
	}
}

// TestSizes draws the board at the smallest and a large size, each in a
// part of one image (so Draw must follow dst's bounds), and checks a few
// cells and the plank.
func TestSizes(t *testing.T) {
	b := New()
	rects := []image.Rectangle{image.Rect(0, 0, 300, 300), image.Rect(300, 0, 1300, 1000)}
	img := spritestest.Render(t, 1300, 1000, func(dst *ebiten.Image) {
		for _, r := range rects {
			b.Draw(dst.SubImage(r).(*ebiten.Image))
		}
	})
	for _, r := range rects {
		pn := panel{img, sprites.View{Origin: sprites.Point{X: float64(r.Min.X), Y: float64(r.Min.Y)}, Size: float64(r.Dx())}}
		for _, c := range []game.Cell{game.I4, game.O9, game.O2} {
			if got := pn.at(b.Center(int(c))); !near(got, cellTone(int(c)), 6) {
				t.Errorf("%d px: %v shows %v, want %v", r.Dx(), c, got, cellTone(int(c)))
			}
		}
		if got := pn.at(sprites.Point{X: 0.95, Y: 0.06}); !near(got, sprites.WoodDark, 16) {
			t.Errorf("%d px: the plank shows %v", r.Dx(), got)
		}
		if got := pn.at(polar(innerR, 97)); !near(got, sprites.Ink, 16) {
			t.Errorf("%d px: the line between the rings shows %v", r.Dx(), got)
		}
	}
}

// TestPreview renders the board with the mid-game position and a
// highlighted destination at 600×600 and, with -update, writes it to
// testdata/preview.png for people to look at. Without -update it does
// nothing, to keep the tests fast.
func TestPreview(t *testing.T) {
	if !*update {
		return
	}
	const n = 600
	b := New()
	s := play(t, midGame)
	img := spritestest.Render(t, n, n, func(dst *ebiten.Image) {
		v := square(n)
		b.Draw(dst)
		b.HighlightCell(dst, v, int(game.O9))
		b.DrawPieces(dst, v, s)
	})
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if buf.Len() > 150<<10 {
		t.Errorf("the preview is %d bytes, more than 150 KB", buf.Len())
	}
	if err := os.WriteFile(filepath.Join("testdata", "preview.png"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func square(n int) sprites.View {
	return sprites.Fit(sprites.Rect{Max: sprites.Point{X: float64(n), Y: float64(n)}})
}
