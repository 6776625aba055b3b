package spritestest_test

import (
	"fmt"
	"testing"

	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// recorder is a testing.TB that keeps the errors reported to it.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// TestCheckLabels checks that CheckLabels passes labels apart on the board
// and fails each fault once.
func TestCheckLabels(t *testing.T) {
	at := func(x, y float64, text string) sprites.Label {
		return sprites.Label{At: sprites.Point{X: x, Y: y}, Text: text}
	}
	tests := []struct {
		name   string
		labels []sprites.Label
		errs   int
	}{
		{"apart", []sprites.Label{at(0.2, 0.2, "1"), at(0.5, 0.2, "2"), at(0.2, 0.5, "31")}, 0},
		{"none", nil, 0},
		{"no text", []sprites.Label{at(0.5, 0.5, "")}, 1},
		{"off the board", []sprites.Label{at(0.005, 0.5, "7")}, 1},
		{"beyond the board", []sprites.Label{at(1.2, 0.5, "7")}, 1},
		{"overlapping", []sprites.Label{at(0.5, 0.5, "12"), at(0.52, 0.51, "13")}, 1},
		{"at the same point", []sprites.Label{at(0.5, 0.5, "1"), at(0.3, 0.3, "2"), at(0.5, 0.5, "3")}, 1},
	}
	for _, tt := range tests {
		r := &recorder{TB: t}
		spritestest.CheckLabels(r, tt.labels)
		if len(r.errs) != tt.errs {
			t.Errorf("%s: %d errors %q, want %d", tt.name, len(r.errs), r.errs, tt.errs)
		}
	}
}
