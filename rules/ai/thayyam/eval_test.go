package thayyam

import "testing"

// TestSeriesTables checks the chances of Thayyam's series at a few
// distances worked out by hand: a series always ends with a 2 or a 3, so
// twins one cell behind (needing 2 or 3 points) always can hit; a single
// piece one cell behind needs a 1 among the throws, which comes with
// probability 1 - (sum over series without a 1), about 28.5 %.
func TestSeriesTables(t *testing.T) {
	if got := twinSeries[1]; got < 998 {
		t.Errorf("twins one behind: %d‰, want 1000‰ (cut series aside)", got)
	}
	// P(no 1) = P(series of 4s and 8s then 2 or 3) = (10/16) / (1 - 2/16) = 5/7.
	if got := series[1]; got < 283 || got > 287 {
		t.Errorf("one cell behind: %d‰, want about 286‰ (2/7)", got)
	}
	for d := 1; d < 24; d++ {
		if entrySeries[d] > series[d+1] {
			t.Errorf("entering and hitting %d cells on (%d‰) is likelier than hitting %d behind (%d‰)",
				d, entrySeries[d], d+1, series[d+1])
		}
	}
}
