package thayyam

import (
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	game "tabula/rules/thayyam"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

var update = flag.Bool("update", false, "rewrite testdata/preview.png")

func TestMain(m *testing.M) { spritestest.Main(m) }

// midgame replays testdata/midgame.record, a 4-player game in progress.
func midgame(t *testing.T) *game.State {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "midgame.record"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := rules.ParseRecord(f, []*rules.Game{game.Game})
	if err != nil {
		t.Fatal(err)
	}
	s, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return s.(*game.State)
}

func savePNG(t *testing.T, img image.Image, name string) {
	t.Helper()
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// near reports whether two colours differ by less than tol in each channel.
func near(c, want color.RGBA, tol int) bool {
	d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
	return d(c.R, want.R) < tol && d(c.G, want.G) < tol && d(c.B, want.B) < tol && d(c.A, want.A) < tol
}

// at returns the pixel under a board point in a view.
func at(img *image.RGBA, v sprites.View, p sprites.Point) color.RGBA {
	q := v.ToScreen(p)
	return img.RGBAAt(int(q.X), int(q.Y))
}

const side = 480

var view = sprites.Fit(sprites.Rect{Max: sprites.Point{X: side, Y: side}})

func TestBoardPixels(t *testing.T) {
	cs := cellSize
	right := sprites.Point{X: 0.25 * cs}
	for _, players := range []int{2, 4} {
		b := NewBoard(players)
		img := spritestest.Render(t, side, side, b.Draw)
		centre := game.Cell(2, 2)
		south, west := game.Palace(game.SeatSouth), game.Palace(game.SeatWest)
		tests := []struct {
			name string
			p    sprites.Point
			want color.RGBA
		}{
			{"an ordinary cell", b.Center(game.Cell(1, 1)), cellColour},
			{"another ordinary cell, off its centre", b.Center(game.Cell(4, 3)).Add(sprites.Point{X: 0.3 * cs, Y: -0.2 * cs}), cellColour},
			{"the line between (0,1) and (1,1)", b.CellRect(game.Cell(1, 1)).Min.Add(sprites.Point{Y: 0.5 * cs}), lineColour},
			{"the line between (3,3) and (3,2)", b.CellRect(game.Cell(3, 2)).Min.Add(sprites.Point{X: 0.5 * cs}), lineColour},
			{"the centre's fill", b.Center(centre).Add(right), centreColour},
			{"the centre's cross", b.Center(centre).Add(sprites.Point{X: 0.3 * cs, Y: 0.3 * cs}), lineColour},
			{"S's palace, tinted", b.Center(south).Add(right), b.CellColour(south)},
			{"S's palace's cross", b.Center(south).Add(sprites.Point{X: -0.3 * cs, Y: 0.3 * cs}), lineColour},
			{"W's palace", b.Center(west).Add(right), b.CellColour(west)},
			{"the surface between the trays", sprites.Point{X: 0.23, Y: 0.1}, sprites.Wood},
			{"the rim", sprites.Point{X: 0.5, Y: 0.018}, sprites.WoodDark},
			{"the panel around the grid", sprites.Point{X: 0.5, Y: gridMin - panelPad*0.25}, panelColour},
			{"outside the rounded corner", sprites.Point{X: 0.0005, Y: 0.0005}, color.RGBA{}},
		}
		if players == 2 {
			tests = append(tests, struct {
				name string
				p    sprites.Point
				want color.RGBA
			}{"no cups on the unused W side", b.WaitingSlot(game.SeatWest, 1).At, sprites.Wood})
		}
		for _, tt := range tests {
			if got := at(img, view, tt.p); !near(got, tt.want, 24) {
				t.Errorf("%d players: %s: pixel at %v = %v, want about %v", players, tt.name, tt.p, got, tt.want)
			}
		}
		// The palaces of the seats in play are tinted, visibly.
		for seat := range game.Seat(4) {
			c := game.Palace(seat)
			if got := at(img, view, b.Center(c).Add(right)); b.InPlay(seat) == near(got, centreColour, 16) || near(got, cellColour, 16) {
				t.Errorf("%d players: %v's palace drawn %v (in play: %v)", players, seat, got, b.InPlay(seat))
			}
		}
		// The cups of the seats in play are hollows, darker than the wood.
		for seat := range game.Seat(4) {
			got := at(img, view, b.WaitingSlot(seat, 0).At)
			if dark := int(got.R)+int(got.G)+int(got.B) < int(sprites.Wood.R)+int(sprites.Wood.G)+int(sprites.Wood.B)-30; dark != b.InPlay(seat) {
				t.Errorf("%d players: %v's first cup drawn %v (in play: %v)", players, seat, got, b.InPlay(seat))
			}
		}
	}
}

// checkPieces checks that each unit of s shows its seat's colours at its
// centre and that every empty cell shows the board's fill.
func checkPieces(t *testing.T, name string, s *game.State) {
	t.Helper()
	b := NewBoard(s.Players())
	img := spritestest.Render(t, side, side, func(dst *ebiten.Image) {
		b.Draw(dst)
		b.DrawPieces(dst, view, s)
	})
	occupied := map[int]bool{}
	for _, u := range b.Units(s) {
		st := StyleOf(u.Seat)
		got := at(img, view, u.At)
		if !near(got, st.Fill, 24) && !near(got, st.Sign, 24) && !near(got, st.Edge, 24) {
			t.Errorf("%s: %v's piece %c at %v shows %v, not %s", name, u.Seat, 'a'+u.Piece, u.At, got, st.Name)
		}
		if u.Twin >= 0 {
			// Twins are a stack, narrower than a single pawn of their slot.
			got := at(img, view, u.At.Add(sprites.Point{X: 0.82 * u.R}))
			if near(got, st.Fill, 24) || near(got, st.Edge, 24) {
				t.Errorf("%s: %v's twins %c%c at %v drawn as one pawn", name, u.Seat, 'a'+u.Piece, 'a'+u.Twin, u.At)
			}
		}
		if u.Cell >= 0 {
			occupied[u.Cell] = true
		}
	}
	for c := range game.NumCells {
		if occupied[c] {
			continue
		}
		p := b.Center(c).Add(sprites.Point{X: 0.25 * cellSize})
		if got := at(img, view, p); !near(got, b.CellColour(c), 24) {
			t.Errorf("%s: empty cell %d shows %v, want about %v", name, c, got, b.CellColour(c))
		}
	}
}

func TestStartPieces(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		s, err := game.New(players, true)
		if err != nil {
			t.Fatal(err)
		}
		checkPieces(t, "start", s)
	}
}

func TestMidgamePieces(t *testing.T) {
	s := midgame(t)
	// The record must still give a position worth drawing: pieces on
	// cells, sharing cells, twins, waiting and borne off.
	b := NewBoard(s.Players())
	cells := map[int]int{}
	var twins, waiting, out int
	for _, u := range b.Units(s) {
		switch {
		case u.Place == game.Waiting:
			waiting++
		case u.Place == game.Out:
			out++
		default:
			cells[u.Cell]++
			if u.Twin >= 0 {
				twins++
			}
		}
	}
	shared := 0
	for _, n := range cells {
		if n > 1 {
			shared++
		}
	}
	if twins == 0 || waiting == 0 || out == 0 || shared == 0 || len(cells) < 4 {
		t.Fatalf("the mid-game position is too plain: %d twins, %d waiting, %d out, %d shared cells, %d cells\n%v",
			twins, waiting, out, shared, len(cells), s)
	}
	checkPieces(t, "mid-game", s)
}

// TestTwinsDrawnAsPair checks that twins are drawn as two stacked pawns:
// narrower than a single pawn of the same slot, the lower one showing below.
func TestTwinsDrawnAsPair(t *testing.T) {
	const r = 30
	c := sprites.Point{X: 50, Y: 50}
	st := StyleOf(game.SeatNorth)
	for _, twins := range []bool{false, true} {
		img := spritestest.Render(t, 100, 100, func(dst *ebiten.Image) {
			dst.Fill(sprites.Table)
			DrawPiece(dst, c, r, game.SeatNorth, twins, 1)
		})
		side := img.RGBAAt(int(c.X+0.8*r), int(c.Y))
		if onPawn := !near(side, sprites.Table, 24); onPawn == twins {
			t.Errorf("twins %v: the pawn's side at 0.8r shows %v", twins, side)
		}
		if twins {
			if got := img.RGBAAt(int(c.X), int(c.Y+0.8*r)); !near(got, st.Fill, 24) {
				t.Errorf("the lower twin does not show below the upper one: %v", got)
			}
			if got := img.RGBAAt(int(c.X), int(c.Y+0.44*r)); !near(got, st.Edge, 30) {
				t.Errorf("no rim between the twins: %v", got)
			}
		}
	}
}

func TestHighlightCell(t *testing.T) {
	b := NewBoard(2)
	c := game.Cell(3, 1)
	img := spritestest.Render(t, side, side, func(dst *ebiten.Image) {
		b.Draw(dst)
		b.HighlightCell(dst, view, c)
	})
	r := b.CellRect(c)
	outline := sprites.Point{X: r.Min.X + 0.07*cellSize, Y: r.Center().Y}
	if got := at(img, view, outline); !near(got, sprites.Highlight, 24) {
		t.Errorf("the highlight's outline shows %v", got)
	}
	// The wash turns the cell yellower: less blue, as much red.
	got := at(img, view, r.Center().Add(sprites.Point{X: 0.2 * cellSize}))
	if int(got.B) > int(cellColour.B)-20 || int(got.R) < int(cellColour.R)-10 {
		t.Errorf("the highlighted cell shows %v, the plain one %v", got, cellColour)
	}
	// The neighbouring cell is untouched.
	if got := at(img, view, b.Center(game.Cell(4, 1)).Add(sprites.Point{X: 0.2 * cellSize})); !near(got, cellColour, 24) {
		t.Errorf("the next cell shows %v", got)
	}
}

// TestPreview renders the board with the mid-game position at 600×600; with
// -update it writes testdata/preview.png, to look at.
func TestPreview(t *testing.T) {
	s := midgame(t)
	b := NewBoard(s.Players())
	img := spritestest.Render(t, 600, 600, func(dst *ebiten.Image) {
		dst.Fill(sprites.Table)
		b.Draw(dst)
		v := sprites.Fit(sprites.Rect{Max: sprites.Point{X: 600, Y: 600}})
		b.DrawPieces(dst, v, s)
	})
	if !*update {
		return
	}
	name := filepath.Join("testdata", "preview.png")
	savePNG(t, img, name)
	fi, err := os.Stat(name)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Size() >= 150<<10 {
		t.Errorf("%s: %d bytes, want less than 150 KB", name, fi.Size())
	}
}
