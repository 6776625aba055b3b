package sprites

import "testing"

// TestFaceCache checks that faces are shared by size to a quarter of a
// pixel and by weight, that a size below a pixel draws at one pixel, and
// that the cache stays bounded however many sizes a resized window asks for.
func TestFaceCache(t *testing.T) {
	if Face(12, false) != Face(12.1, false) {
		t.Error("12 and 12.1 pixels are not the same face")
	}
	if Face(12, false) == Face(12.25, false) {
		t.Error("12 and 12.25 pixels share a face")
	}
	if Face(12, false) == Face(12, true) {
		t.Error("regular and bold share a face")
	}
	if Face(0, false) != Face(-3, false) || Face(0, false) != Face(1, false) {
		t.Error("sizes below a pixel are not drawn at one pixel")
	}
	for i := range 500 {
		Face(8+float64(i)/4, i%2 == 0)
	}
	if n := len(faces); n > maxFaces {
		t.Errorf("%d faces kept, at most %d wanted", n, maxFaces)
	}
	// The metrics follow the size.
	small, large := Face(10, false).Metrics(), Face(20, false).Metrics()
	if r := (large.HAscent + large.HDescent) / (small.HAscent + small.HDescent); r < 1.9 || r > 2.1 {
		t.Errorf("a 20-pixel line is %.2f times a 10-pixel one, want 2", r)
	}
	if w := TextWidth("Diam", 20, false); w <= 0 || w >= 80 {
		t.Errorf("Diam at 20 pixels is %.1f wide", w)
	}
}
