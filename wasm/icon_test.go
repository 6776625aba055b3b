package wasm

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"testing"

	"tabula/artwork"
)

var update = flag.Bool("update", false, "write the icons from artwork.Icon")

// iconFiles are the icons the page and the manifest name, by size.
var iconFiles = map[string]int{"favicon.png": 32, "icon-192.png": 192, "icon-512.png": 512}

// TestIcons checks that the checked-in icons are what artwork.Icon draws (go test
// -update rewrites them), and that they are what the manifest says.
func TestIcons(t *testing.T) {
	for name, size := range iconFiles {
		var buf bytes.Buffer
		enc := png.Encoder{CompressionLevel: png.BestCompression}
		if err := enc.Encode(&buf, artwork.Icon(size)); err != nil {
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
		want := artwork.Icon(size)
		for y := range size {
			for x := range size {
				r0, g0, b0, a0 := got.At(x, y).RGBA()
				r1, g1, b1, a1 := want.At(x, y).RGBA()
				if r0 != r1 || g0 != g1 || b0 != b1 || a0 != a1 {
					t.Fatalf("%s differs from artwork.Icon(%d) at (%d, %d): run go test ./wasm -run TestIcons -update", name, size, x, y)
				}
			}
		}
	}
}
