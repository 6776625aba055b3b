package pages

import (
	"tabula/save"
	"testing"
)

// TestParseSeat checks the words of the -seats flag.
func TestParseSeat(t *testing.T) {
	tests := []struct {
		word string
		want save.Seat
		ok   bool
	}{
		{"human", save.Seat{}, true},
		{"cpu", save.Seat{Computer: true, Level: "medium"}, true},
		{"hard", save.Seat{Computer: true, Level: "hard"}, true},
		{"cpu:easy", save.Seat{Computer: true, Level: "easy"}, true},
		{"cpu:perfect", save.Seat{Computer: true, Level: "perfect"}, true},
		{"random", save.Seat{Computer: true, Level: "random"}, true},
		{"cpu:", save.Seat{}, false},
		{"Hard", save.Seat{}, false},
		{"robot", save.Seat{}, false},
	}
	for _, tt := range tests {
		got, err := ParseSeat(tt.word)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseSeat(%q) = %+v, %v; want %+v, ok %v", tt.word, got, err, tt.want, tt.ok)
		}
	}
}
