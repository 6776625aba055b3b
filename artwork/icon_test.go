package artwork

import (
	"image"
	"math"
	"testing"
)

// TestIconDrawsABoard checks the picture itself: the table in the corner,
// the board's wood between the rings, a pawn's colour where a pawn stands.
func TestIconDrawsABoard(t *testing.T) {
	img := Icon(512)
	if img.RGBAAt(2, 2) != iconTable {
		t.Errorf("corner %v, want the table %v", img.RGBAAt(2, 2), iconTable)
	}
	c := 256.0
	// Between the middle and the outer ring, halfway between two spokes
	// (every 30°) and away from the pawns (at 15° + 90°·k).
	d := 0.3 * 512 * math.Sqrt2 / 2
	if p := img.RGBAAt(int(c+d), int(c+d)); p != iconWood {
		t.Errorf("the board's wood is %v, want %v", p, iconWood)
	}
	found := 0
	for _, col := range iconPawns {
		for y := 0; y < 512 && found >= 0; y += 2 {
			for x := 0; x < 512; x += 2 {
				if img.RGBAAt(x, y) == col {
					found++
					y = 512
					break
				}
			}
		}
	}
	if found != len(iconPawns) {
		t.Errorf("%d of the %d pawn colours drawn", found, len(iconPawns))
	}
}

// TestIcons checks that each icon is the size asked, square.
func TestIcons(t *testing.T) {
	for i, img := range Icons(Sizes...) {
		if want := image.Rect(0, 0, Sizes[i], Sizes[i]); img.Bounds() != want {
			t.Errorf("icon %d is %v, want %v", i, img.Bounds(), want)
		}
	}
}
