package play

import (
	"image/color"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/rules/daryon"
	"tabula/scenes/board"
	"tabula/scenes/scenestest"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// TestMovablePiecesRinged: once the person to act has thrown (or at once
// in the games without chance), each piece that may move wears a light
// ring, and a piece that may not wears none: after a throw nothing showed
// which pawns the throw allowed (issue 24's third defect).
func TestMovablePiecesRinged(t *testing.T) {
	const w, h = 1024, 720
	for _, game := range []string{"daryon", "dejarik", "thayyam", "diam"} {
		t.Run(game, func(t *testing.T) {
			env := scenestest.LookEnv(false, "normal")
			defer scenestest.RestoreLook()
			p := scenestest.Updated(NewPlay(env, scenestest.Session(t, env, game, nil, 17, 0)), w, h, 3)
			settle(p, w, h)
			sources := p.board.MovableSources(picks(p))
			if len(sources) == 0 {
				t.Fatalf("no movable piece among %d choices", len(p.board.Choices))
			}
			img := spritestest.Render(t, w, h, func(dst *ebiten.Image) { p.Draw(dst) })
			v, st := p.board.Frame, p.Session().State()
			ringed := func(q sprites.Point, r float64) int {
				n := 0
				for i := range 36 {
					a := float64(i) * math.Pi / 18
					x, y := q.X+r*1.22*math.Cos(a), q.Y+r*1.22*math.Sin(a)
					if near(img.At(int(math.Round(x)), int(math.Round(y))), board.MovableColour) {
						n++
					}
				}
				return n
			}
			movable := map[sprites.Point]bool{}
			for _, src := range sources {
				at, ok := p.board.View.PointOf(st, src)
				if !ok {
					t.Fatalf("no point for %v", src)
				}
				q, r := p.board.PieceNear(v.ToScreen(at))
				movable[q] = true
				if n := ringed(q, r); n < 12 {
					t.Errorf("the movable piece at %v (%v) is not ringed: %d of 36 points", q, src, n)
				}
			}
			for _, pc := range p.board.Pieces {
				q := v.ToScreen(pc.At)
				if !movable[q] && pieceMayMove(p, pc.Place) == false && ringed(q, pc.R*v.Size) >= 12 {
					t.Errorf("the piece at %v (%v), which may not move, is ringed", q, pc.Place)
				}
			}
		})
	}
}

// pieceMayMove reports whether a choice moves the piece at pl.
func pieceMayMove(p *Play, pl rules.Place) bool {
	for _, c := range p.board.Choices {
		if c.Moves && sprites.SameSource(c.From, pl) {
			return true
		}
	}
	return false
}

// near reports whether two colours are alike, channel by channel.
func near(a, b color.Color) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	d := func(x, y uint32) float64 { return math.Abs(float64(x>>8) - float64(y>>8)) }
	return d(r1, r2) < 30 && d(g1, g2) < 30 && d(b1, b2) < 30
}

// TestCrowdedHomeGroupsItsLetters: four players' pawns at home in Daryon
// have one badge a seat, "a b c", and no badge meets another, there nor
// among Thayyam's waiting pieces: twelve letters lay in a pile on Daryon's home (issue 42,
// item 8).
func TestCrowdedHomeGroupsItsLetters(t *testing.T) {
	const w, h = 1024, 720
	for _, game := range []string{"daryon", "thayyam"} {
		env := scenestest.Env(0, 1)
		p := scenestest.Updated(NewPlay(env, scenestest.Session(t, env, game, []string{"players=4"}, 0, 0)), w, h, 3)
		settle(p, w, h)
		letters := p.board.PieceLetters(p.Session().State(), p.sess.Game().Help.PieceName, nil, nil)
		if game == "daryon" && len(letters) > 4 { // Thayyam's wait in rows, a letter each
			t.Errorf("%s, four players at the start: %d badges, want one a seat: %+v", game, len(letters), letters)
		}
		for i, a := range letters {
			for _, b := range letters[i+1:] {
				if sprites.LabelsMeet(a, b) {
					t.Errorf("%s: the badge %q at %v meets %q at %v", game, a.Text, a.At, b.Text, b.At)
				}
			}
		}
	}
}

// TestPieceLetters: in the games whose words name pieces by letter
// ("South's pawn a"), each piece on the board has its letter beside it,
// and a Daryon pawn that may go home has it lit: the board showed neither
// (issue 24's third defect).
func TestPieceLetters(t *testing.T) {
	const w, h = 1024, 720
	for _, game := range []string{"daryon", "thayyam"} {
		for _, steps := range []int{0, 40, 120} {
			env := scenestest.Env(0, 1)
			p := scenestest.Updated(NewPlay(env, scenestest.Session(t, env, game, nil, steps, 0)), w, h, 3)
			settle(p, w, h)
			st := p.Session().State()
			letters := p.board.PieceLetters(st, p.sess.Game().Help.PieceName, nil, nil)
			lit := 0
			for _, pc := range p.board.Pieces {
				want := string(rune('a' + pc.Place.Piece))
				// Its letter, alone beside it or in the badge of its
				// seat's pieces gathered there.
				i := slices.IndexFunc(letters, func(l sprites.Label) bool {
					words := strings.Fields(l.Text)
					return slices.Contains(words, want) && l.At.Sub(pc.At).Len() <= pc.R*1.6*float64(len(words))
				})
				if i < 0 {
					t.Errorf("%s after %d steps: the piece %v at %v has no letter %q beside it in %+v", game, steps, pc.Place, pc.At, want, letters)
					continue
				}
				l := letters[i]
				if d, ok := st.(*daryon.State); ok && l.Lit != d.MayGoHome(int(pc.Place.Player), pc.Place.Piece) {
					t.Errorf("daryon after %d steps: the letter of %v lit %v, but the pawn may go home: %v", steps, pc.Place, l.Lit, !l.Lit)
				}
				if l.Lit {
					lit++
				}
			}
			if game == "daryon" && steps == 120 && lit == 0 {
				t.Errorf("daryon after %d steps: no pawn may go home, the test sees no lit letter", steps)
			}
		}
	}
}
