package online

import (
	"strings"
	"testing"
)

// TestCleanName: a nickname kept in the settings, edited by hand, is taken
// as a room takes it.
func TestCleanName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Ana", "Ana"},
		{"  Ana  ", "Ana"},
		{"A\u202eB\u0000C\r\n", "ABC"},
		{strings.Repeat("é", 30), strings.Repeat("é", 24)},
		{"\xff\xfeAna", "Ana"},
	} {
		if got := CleanName(c.in); got != c.want {
			t.Errorf("CleanName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
