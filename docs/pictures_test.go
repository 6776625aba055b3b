// Package docs holds the tests of the project's documents: the pictures
// of the rules documents under docs/rules, drawn by the game's own board
// packages, and the links of every Markdown file. It has no code outside
// its tests.
//
// The pictures are made with
//
//	xvfb-run -a -s "-screen 0 1280x1024x24" go test ./docs/ -update
//
// and checked without -update: each is drawn again and must exist with
// the same dimensions (the pixels themselves vary with the graphics
// driver).
package docs

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/games"
	"tabula/games/boards"
	"tabula/rules"
	"tabula/rules/daryon"
	"tabula/rules/thayyam"
	"tabula/sprites"
	daryonview "tabula/sprites/daryon"
	"tabula/sprites/spritestest"
	thayyamview "tabula/sprites/thayyam"
)

var update = flag.Bool("update", false, "rewrite the pictures of docs/rules/pictures")

func TestMain(m *testing.M) { spritestest.Main(m) }

// pictureDir is where the pictures go, from this package's folder.
const pictureDir = "rules/pictures"

// maxPictureBytes bounds the size of a picture's file.
const maxPictureBytes = 100 << 10

// A picture is one diagram of the rules documents: a position of a game,
// reached by playing a record, drawn by the game's board.
type picture struct {
	name   string // the file's name in pictureDir; it starts with the game's name
	record string // the game line and the steps, as a record's text
	size   int    // the side of the square picture, in pixels
	labels bool   // write the cells' names, as the screen's "Show the cells' names"
	mark   bool   // mark the last step's move, as the screen marks the last move
	// over draws more over the pieces: a track, for instance.
	over func(dst *ebiten.Image, v sprites.View, view sprites.GameView, st rules.State)
	// draw, for a picture that shows no board, draws it all.
	draw func(dst *ebiten.Image)
	w, h int // the size of a picture that draw makes
}

// pictures are the diagrams of docs/rules, each explained where the
// documents show it.
var pictures = []picture{
	// Daryon.
	{name: "daryon-board.png", record: "daryon players=4", size: 480, labels: true},
	{name: "daryon-track.png", record: "daryon players=2", size: 420, over: daryonTrack},
	{
		name: "daryon-capture.png", size: 480, labels: true, mark: true,
		// South brings a pawn out on a 1 and on to the south junction;
		// North likewise to the north junction; South throws 12 to the
		// north-west corner, North moves on 2 to 18, and South's 6 lands
		// there: North's pawn goes home.
		record: `daryon players=2
			throw 1
			out
			throw 3
			a
			throw 1
			out
			throw 3
			a
			throw 6
			a
			throw 2
			a
			throw 0
			a`,
	},
	{name: "daryon-throws.png", draw: drawSeeds, w: 380, h: 330},

	// Dejarik.
	{name: "dejarik-board.png", record: "dejarik players=2", size: 480, labels: true},
	{
		name: "dejarik-capture.png", size: 440, labels: true, mark: true,
		// White's diagonal exit from O4 lands on I5, beside Black's pawn
		// on I6, which leaves the game.
		record: "dejarik players=2\nO0-I0\nO6-I6\nO4-I5",
	},
	{
		name: "dejarik-augmented.png", size: 440, labels: true, mark: true,
		// White's diagonal exit from O4 lands on I5, in front of White's
		// own pawn on O5: it goes on two cells, to I7.
		record: "dejarik players=2\nO0-I0\nO6-C\nO4-I5",
	},
	{
		name: "dejarik-line.png", size: 440, labels: true, mark: true,
		// White's fourth pawn comes out to I2: four side by side on I2 to
		// I5, 3 points.
		record: "dejarik players=2\nO4-I4\nO10-I10\nO5-I5\nO11-I11\nO1-I3\nI10-O10\nO0-I2",
	},

	// Thayyam.
	{name: "thayyam-board.png", record: "thayyam players=4", size: 480, labels: true, over: thayyamTrack},
	{
		name: "thayyam-capture.png", size: 440, labels: true, mark: true,
		// South's piece a moves 8+1 onto North's piece on South's 11.
		record: `thayyam players=2
			throw 1
			throw 2
			a:in
			a:2
			throw 1
			throw 3
			a:in
			a:3
			throw 0
			throw 1
			throw 3
			a:8+1`,
	},
	{
		name: "thayyam-twins.png", size: 440, labels: true, mark: true,
		// South pairs a and b on the opposite castle, then moves them
		// 4+2, three cells, onto North's single piece: both stay.
		record: `thayyam players=2
			throw 1
			throw 1
			throw 2
			a:in
			b:in
			a:2
			throw 2
			throw 0
			throw 4
			throw 2
			b:8
			a:4+2
			throw 1
			throw 3
			a:in
			a:3
			throw 4
			throw 2
			ab:pair
			ab:4+2`,
	},
	{name: "thayyam-throws.png", draw: drawCowries, w: 320, h: 290},

	// Diam.
	{name: "diam-board.png", record: "diam players=2\nR@2\nB@6\nO@2", size: 420, labels: true},
	{
		name: "diam-shift.png", size: 420, labels: true, mark: true,
		// Red shifts its pawn on cell 1, and the brown one on it, onto
		// the black pawn of cell 2.
		record: "diam players=2\nR@1\nB@1\nO@5\nK@2\n1.1+",
	},
	{
		name: "diam-highest.png", size: 420, labels: true, mark: true,
		// Cells 0 and 5 hold red, orange, brown. Red shifts the pile of
		// cell 5 to cell 4: an orange diam at level 2 and a brown one at
		// level 3, the highest, so brown and black win.
		record: "diam players=2\nR@0\nK@2\nO@0\nB@0\nR@5\nK@6\nO@5\nB@5\n5.1-",
	},
}

// TestPictures draws every picture and checks it against its file: with
// -update it writes the file; without, the file must exist with the same
// dimensions. Every picture must be small, every file of pictureDir must
// be one of the pictures, and the rules documents of its game must show
// it, in both languages.
func TestPictures(t *testing.T) {
	names := map[string]bool{}
	for _, p := range pictures {
		names[p.name] = true
		t.Run(strings.TrimSuffix(p.name, ".png"), func(t *testing.T) {
			img := p.render(t)
			var buf bytes.Buffer
			if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img); err != nil {
				t.Fatal(err)
			}
			if buf.Len() > maxPictureBytes {
				t.Errorf("%s takes %d KB, want at most %d", p.name, buf.Len()>>10, maxPictureBytes>>10)
			}
			file := filepath.Join(pictureDir, p.name)
			if *update {
				if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			f, err := os.Open(file)
			if err != nil {
				t.Fatalf("%v: make the pictures with go test ./docs/ -update", err)
			}
			defer f.Close()
			cfg, err := png.DecodeConfig(f)
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			if b := img.Bounds(); cfg.Width != b.Dx() || cfg.Height != b.Dy() {
				t.Errorf("%s is %d×%d, the picture is drawn %d×%d: make it again with -update", file, cfg.Width, cfg.Height, b.Dx(), b.Dy())
			}
		})
		game, _, _ := strings.Cut(p.name, "-")
		for _, l := range []string{"en", "fr"} {
			doc := filepath.Join("rules", game+"."+l+".md")
			text, err := os.ReadFile(doc)
			if err != nil {
				t.Errorf("%s: %v", p.name, err)
				continue
			}
			if !bytes.Contains(text, []byte("pictures/"+p.name)) {
				t.Errorf("%s does not show %s", doc, p.name)
			}
		}
	}
	files, err := os.ReadDir(pictureDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if !names[f.Name()] {
			t.Errorf("%s/%s is no picture of this test: remove it", pictureDir, f.Name())
		}
	}
}

// render draws the picture.
func (p picture) render(t *testing.T) *image.RGBA {
	t.Helper()
	if p.draw != nil {
		return spritestest.Render(t, p.w, p.h, func(dst *ebiten.Image) {
			dst.Fill(sprites.WoodDark)
			p.draw(dst)
		})
	}
	h := history(t, p.record)
	st := h.State()
	g := games.Find(h.Game().Name)
	look := boards.Of(g)
	if look == nil {
		t.Fatalf("%s: no board for %s", p.name, h.Game().Name)
	}
	var last *rules.Step
	var before rules.State
	if p.mark {
		if h.Len() == 0 {
			t.Fatalf("%s: no step to mark", p.name)
		}
		step := h.Step(h.Len() - 1)
		last, before = &step, h.StateAt(h.Len()-1)
	}
	return spritestest.Render(t, p.size, p.size, func(dst *ebiten.Image) {
		view := look.NewView(st)
		v := sprites.View{Size: float64(p.size)}
		dst.Fill(sprites.Table)
		board := ebiten.NewImage(p.size, p.size)
		view.DrawBoard(board)
		dst.DrawImage(board, nil)
		board.Deallocate()
		for _, pc := range view.Pieces(st, nil) {
			view.DrawPiece(dst, st, pc, v.ToScreen(pc.At), pc.R*v.Size, 1)
		}
		if last != nil {
			markStep(dst, v, view, before, st, *last)
		}
		if p.over != nil {
			p.over(dst, v, view, st)
		}
		// The labels go over the marks, unlike the screen's: here they
		// are what the text names. They name the cells as the player who
		// made the marked move counts them (Thayyam's count the way of the
		// seat to move).
		if lb, ok := view.(sprites.Labeler); ok && p.labels {
			named := st
			if before != nil {
				named = before
			}
			sprites.DrawLabels(dst, v, lb.Labels(named, nil), 100, 0)
		}
	})
}

// history plays a record's text.
func history(t *testing.T, record string) *rules.History {
	t.Helper()
	var lines []string
	for _, l := range strings.Split(record, "\n") {
		lines = append(lines, strings.TrimSpace(l))
	}
	r, err := rules.ParseRecord(strings.NewReader(strings.Join(lines, "\n")), games.Rules())
	if err != nil {
		t.Fatal(err)
	}
	h, err := r.History()
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// The marks' colours: the screen's highlight for a move, red for a piece
// taken, each edged with ink so that it reads on light wood and dark alike.
var (
	markColour = sprites.Highlight
	lossColour = color.RGBA{0xc0, 0x39, 0x2b, 0xff}
	edgeColour = sprites.Ink
)

// line, ring and disc draw as sprites.Line, sprites.Ring and sprites.Disc
// do, over an edge of ink.
func line(dst *ebiten.Image, a, b sprites.Point, w float64, clr color.Color) {
	sprites.Line(dst, a, b, w+3, edgeColour)
	sprites.Disc(dst, a, (w+3)/2, edgeColour)
	sprites.Disc(dst, b, (w+3)/2, edgeColour)
	sprites.Line(dst, a, b, w, clr)
	sprites.Disc(dst, a, w/2, clr)
	sprites.Disc(dst, b, w/2, clr)
}

func ring(dst *ebiten.Image, c sprites.Point, r, w float64, clr color.Color) {
	sprites.Ring(dst, c, r, w+3, edgeColour)
	sprites.Ring(dst, c, r, w, clr)
}

func disc(dst *ebiten.Image, c sprites.Point, r float64, clr color.Color) {
	sprites.Disc(dst, c, r+1.5, edgeColour)
	sprites.Disc(dst, c, r, clr)
}

// markStep marks the move of step, from before to after, as the play
// screen marks the last move: a ring where the piece came from, a dot on
// each cell it passed, a thick ring where it landed, and a cross where it
// took a piece. A move that jumps (Dejarik, Diam) gets an arrow through
// the cells it lands on, as the hint draws one.
func markStep(dst *ebiten.Image, v sprites.View, view sprites.GameView, before, after rules.State, step rules.Step) {
	var choice *rules.Choice
	for _, c := range rules.Choices(before, nil) {
		if c.Action == step.Action {
			choice = &c
			break
		}
	}
	if choice == nil || !choice.Moves {
		return
	}
	r, w := v.Size*0.045, math.Max(2, v.Size*0.007)
	from, okFrom := view.PointOf(before, choice.From)
	to, okTo := view.PointOf(after, choice.To)
	if okFrom {
		ring(dst, v.ToScreen(from), r, w, markColour)
	}
	for _, cell := range choice.Path[:max(0, len(choice.Path)-1)] {
		if at, ok := view.PointOf(before, rules.Place{Cell: cell, Player: choice.From.Player}); ok {
			disc(dst, v.ToScreen(at), r*0.22, markColour)
		}
	}
	if okTo {
		ring(dst, v.ToScreen(to), r*1.1, w*1.8, markColour)
	}
	if len(choice.Path) == 0 && okFrom && okTo {
		// The cells an augmented exit lands on, one after the other.
		pts := []sprites.Point{v.ToScreen(from)}
		for _, e := range step.Events {
			if e.Kind == rules.EventAugment {
				if at, ok := view.PointOf(before, rules.Place{Cell: int(e.From)}); ok {
					pts = append(pts, v.ToScreen(at))
				}
			}
		}
		pts = append(pts, v.ToScreen(to))
		for _, p := range pts[1 : len(pts)-1] {
			disc(dst, p, r*0.22, markColour)
		}
		arrow(dst, pts, r, w, markColour)
	}
	for _, e := range step.Events {
		if e.Kind != rules.EventCapture || e.From < 0 {
			continue
		}
		at, ok := view.PointOf(before, rules.Place{Cell: int(e.From), Player: e.Player, Piece: int(e.Piece)})
		if !ok {
			continue
		}
		q, d := v.ToScreen(at), r*0.7
		line(dst, q.Add(sprites.Point{X: -d, Y: -d}), q.Add(sprites.Point{X: d, Y: d}), w*1.6, lossColour)
		line(dst, q.Add(sprites.Point{X: -d, Y: d}), q.Add(sprites.Point{X: d, Y: -d}), w*1.6, lossColour)
	}
}

// arrow draws a line through pts (pixels), kept r clear of its ends,
// with a head at the last.
func arrow(dst *ebiten.Image, pts []sprites.Point, r, w float64, clr color.Color) {
	if len(pts) < 2 {
		return
	}
	a, b := pts[0], pts[len(pts)-1]
	if d := pts[1].Sub(a); d.Len() > 2*r {
		pts[0] = a.Add(d.Scale(r / d.Len()))
	}
	d := b.Sub(pts[len(pts)-2])
	n := d.Len()
	if n < 2*r {
		return
	}
	u := d.Scale(1 / n)
	tip := b.Sub(u.Scale(r * 1.2))
	pts[len(pts)-1] = tip
	for i := 1; i < len(pts); i++ {
		line(dst, pts[i-1], pts[i], w, clr)
	}
	side := sprites.Point{X: -u.Y, Y: u.X}
	head := r * 0.7
	line(dst, tip, tip.Sub(u.Scale(head)).Add(side.Scale(head*0.6)), w, clr)
	line(dst, tip, tip.Sub(u.Scale(head)).Sub(side.Scale(head*0.6)), w, clr)
}

// track draws the way of a piece through pts (pixels): a line with a head
// every few cells and at the end, in a colour of its own (no mark of a
// move) edged with ink.
func track(dst *ebiten.Image, v sprites.View, pts []sprites.Point) {
	w := math.Max(2, v.Size*0.008)
	k := v.Size * 0.024
	var heads [][2]sprites.Point // each head's tip and direction
	addHead := func(a, b sprites.Point, at float64) {
		if d := b.Sub(a); d.Len() > 0 {
			heads = append(heads, [2]sprites.Point{a.Lerp(b, at), d.Scale(1 / d.Len())})
		}
	}
	for i := 1; i < len(pts); i += 3 {
		addHead(pts[i-1], pts[i], 0.65)
	}
	addHead(pts[len(pts)-2], pts[len(pts)-1], 1)
	// The ink under everything first, then the colour: a line's edge
	// never crosses another's colour.
	for pass, clr := range []color.Color{edgeColour, trackColour} {
		lw := w + 3*float64(1-pass)
		for i := 1; i < len(pts); i++ {
			sprites.Line(dst, pts[i-1], pts[i], lw, clr)
			sprites.Disc(dst, pts[i-1], lw/2, clr)
		}
		sprites.Disc(dst, pts[len(pts)-1], lw/2, clr)
		for _, h := range heads {
			tip, u := h[0], h[1]
			side := sprites.Point{X: -u.Y, Y: u.X}
			for _, s := range []float64{0.7, -0.7} {
				end := tip.Sub(u.Scale(k)).Add(side.Scale(k * s))
				sprites.Line(dst, tip, end, lw, clr)
				sprites.Disc(dst, end, lw/2, clr)
			}
			sprites.Disc(dst, tip, lw/2, clr)
		}
	}
	disc(dst, pts[0], w*1.6, trackColour)
}

// trackColour draws a piece's way.
var trackColour = color.RGBA{0x8e, 0x44, 0xad, 0xff}

// daryonTrack draws the way of South's pawns: out of home through the
// corridor, once round the loop clockwise and back in. The corridor's two
// ways are drawn side by side, out on the left, in on the right.
func daryonTrack(dst *ebiten.Image, v sprites.View, view sprites.GameView, _ rules.State) {
	b := view.(*daryonview.View).Board()
	home := b.HomeOutline(daryon.South)
	var c sprites.Point
	for _, p := range home {
		c = c.Add(p.Scale(1 / float64(len(home))))
	}
	off := b.PieceRadius() * 0.75
	var pts []sprites.Point
	for t := daryon.TStart; t <= daryon.THome; t++ {
		at := c
		if cell := daryon.PathCell(daryon.South, t); cell != daryon.Centre {
			at = b.Center(int(cell))
		}
		switch {
		case t < daryon.TJunction:
			at.X -= off
		case t > daryon.TTour:
			at.X += off
		}
		pts = append(pts, v.ToScreen(at))
	}
	track(dst, v, pts)
}

// thayyamTrack draws the circuit of South's pieces, from South's castle
// round the outer cells anticlockwise, then round the inner cells
// clockwise to the centre.
func thayyamTrack(dst *ebiten.Image, v sprites.View, view sprites.GameView, _ rules.State) {
	b := view.(*thayyamview.View).Board()
	var pts []sprites.Point
	for t := 0; t <= thayyam.Centre; t++ {
		pts = append(pts, v.ToScreen(b.Center(thayyam.CellOf(0, t))))
	}
	track(dst, v, pts)
}

// drawLots draws a table of throws, a row each from the top: the lots
// (marked ones first) and the points the throw is worth.
func drawLots(dst *ebiten.Image, lots int, rows []int, points func(int) int, cowry bool) {
	b := dst.Bounds()
	W, H := float64(b.Dx()), float64(b.Dy())
	rowH := H / float64(len(rows))
	r := rowH * 0.34
	aspect := 0.62
	if cowry {
		aspect = 0.7
	}
	for i, marked := range rows {
		y := rowH * (float64(i) + 0.5)
		for j := range lots {
			flip := 0.5
			if j < marked {
				flip = 0
			}
			x := W*0.06 + r + float64(j)*2.3*r
			sprites.Lot(dst, sprites.Point{X: x, Y: y}, r, aspect, 0, flip, 0, cowry)
		}
		sprites.Text(dst, strconv.Itoa(points(marked)), sprites.Point{X: W * 0.94, Y: y}, rowH*0.55, true, sprites.AlignRight, sprites.Ink)
	}
}

// drawSeeds draws Daryon's throws: six seeds, dark sides first, from
// none dark (6 points) to all six dark (12).
func drawSeeds(dst *ebiten.Image) {
	drawLots(dst, 6, []int{0, 1, 2, 3, 4, 5, 6}, daryon.ThrowPoints, false)
}

// drawCowries draws Thayyam's throws: four cowries, slits first, from
// none showing (8 points) to four (4).
func drawCowries(dst *ebiten.Image) {
	drawLots(dst, 4, []int{0, 1, 2, 3, 4}, thayyam.Points, true)
}

// TestPictureNames checks that the pictures have different names, each
// of a game.
func TestPictureNames(t *testing.T) {
	var names []string
	for _, p := range pictures {
		game, _, _ := strings.Cut(p.name, "-")
		if games.Find(game) == nil || !strings.HasSuffix(p.name, ".png") {
			t.Errorf("%s: a picture's name is GAME-WHAT.png", p.name)
		}
		names = append(names, p.name)
	}
	slices.Sort(names)
	if len(slices.Compact(names)) != len(pictures) {
		t.Error("two pictures have the same name")
	}
}
