package diam

import (
	"bytes"
	"flag"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/sprites"
)

var update = flag.Bool("update", false, "rewrite testdata/preview.png")

// TestPreview renders the board with a position of the middle of a game at
// 600×600 and, with -update, writes it to testdata/preview.png for people
// to look at.
func TestPreview(t *testing.T) {
	s := midGame(t)
	b := New(2)
	const n = 600
	img := render(t, n, func(dst *ebiten.Image, v sprites.View) {
		b.Draw(dst)
		b.HighlightCell(dst, v, 1)
		b.DrawPieces(dst, v, s)
	})
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if buf.Len() > 150<<10 {
		t.Errorf("the preview takes %d bytes, want under 150 KB", buf.Len())
	}
	if *update {
		if err := os.WriteFile(filepath.Join("testdata", "preview.png"), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
