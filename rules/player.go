package rules

import "strconv"

// Player is a seat index (0, 1, ...) or one of the pseudo-players [Chance] and
// [Over].
type Player int8

const (
	// Chance is the pseudo-player of a step where the lots are thrown.
	Chance Player = -1
	// Over is the pseudo-player of a game that has ended.
	Over Player = -2
)

// String returns the seat index in decimal, "chance" or "over", as the
// referee protocol writes them.
func (p Player) String() string {
	switch p {
	case Chance:
		return "chance"
	case Over:
		return "over"
	}
	return strconv.Itoa(int(p))
}

// Seats is a set of seats, one bit per seat index.
type Seats uint8

// SeatsOf returns the set holding the given seats.
func SeatsOf(ps ...Player) Seats {
	var s Seats
	for _, p := range ps {
		s |= 1 << uint(p)
	}
	return s
}

// Has reports whether p is in the set.
func (s Seats) Has(p Player) bool { return p >= 0 && s&(1<<uint(p)) != 0 }

// String lists the seats in increasing order, separated by spaces.
func (s Seats) String() string {
	var b []byte
	for p := Player(0); p < 8; p++ {
		if s.Has(p) {
			if len(b) > 0 {
				b = append(b, ' ')
			}
			b = strconv.AppendInt(b, int64(p), 10)
		}
	}
	return string(b)
}
