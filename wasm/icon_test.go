package wasm

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"math"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "write the icons from Icon")

// iconFiles are the icons the page and the manifest name, by size.
var iconFiles = map[string]int{"favicon.png": 32, "icon-192.png": 192, "icon-512.png": 512}

// TestIcons checks that the checked-in icons are what Icon draws (go test
// -update rewrites them), and that they are what the manifest says.
func TestIcons(t *testing.T) {
	for name, size := range iconFiles {
		var buf bytes.Buffer
		enc := png.Encoder{CompressionLevel: png.BestCompression}
		if err := enc.Encode(&buf, Icon(size)); err != nil {
			t.Fatal(err)
		}
		if *update {
			if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			t.Fatalf("%v (go test ./wasm -run TestIcons -update writes it)", err)
		}
		got, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got.Bounds() != image.Rect(0, 0, size, size) {
			t.Fatalf("%s is %v, want %d×%d", name, got.Bounds(), size, size)
		}
		want := Icon(size)
		for y := range size {
			for x := range size {
				r0, g0, b0, a0 := got.At(x, y).RGBA()
				r1, g1, b1, a1 := want.At(x, y).RGBA()
				if r0 != r1 || g0 != g1 || b0 != b1 || a0 != a1 {
					t.Fatalf("%s differs from Icon(%d) at (%d, %d): run go test ./wasm -run TestIcons -update", name, size, x, y)
				}
			}
		}
	}
}

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
