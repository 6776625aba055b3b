package diam

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	game "tabula/rules/diam"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

func TestMain(m *testing.M) { spritestest.Main(m) }

// play returns the position after moves, from the start for players.
func play(t *testing.T, players int, moves ...string) *game.State {
	t.Helper()
	s := game.New(players, false)
	for _, m := range moves {
		a, err := s.ParseAction(m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		if _, err := s.Apply(a, nil); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return s
}

// midGame is a two-player position of the middle of a game: a full stack
// on cell 0, stacks of 3, 2 and 1, empty cells, and reserves of 0 to 3.
func midGame(t *testing.T) *game.State {
	return play(t, 2,
		"R@0", "B@0", "O@0", "K@0", // cell 0: R B O K
		"R@4", "K@4", // cell 4: R K
		"O@2", "B@3", "R@3", "K@6", "O@7", "B@7",
		"2.1+", // the orange pawn climbs on cell 3: B R O
		"6.1-", // the black pawn goes to cell 5
		"R@1",
	)
}

// render draws with draw into an n×n image and returns its pixels.
func render(t *testing.T, n int, draw func(dst *ebiten.Image, v sprites.View)) *image.RGBA {
	t.Helper()
	return spritestest.Render(t, n, n, func(dst *ebiten.Image) {
		draw(dst, sprites.View{Size: float64(n)})
	})
}
