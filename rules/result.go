package rules

import "strconv"

// Status says whether a game goes on, was won, or was drawn.
type Status uint8

const (
	// Ongoing is the status of a game that has not ended.
	Ongoing Status = iota
	// Win is the status of a game won by the seats of [Result.Winners].
	Win
	// Draw is the status of a game that ended without a winner.
	Draw
)

// Result is the outcome of a game. The zero Result is an ongoing game.
type Result struct {
	Status  Status
	Winners Seats // every winning seat (a team lists all its members)
	// Points is what the winner scores, or each player in a draw, in a
	// game that counts points (Scored).
	Points int
	Scored bool
}

// String writes the result as the referee protocol's `result` answer:
// "ongoing", "winner 0 2", "winner 1 points=3", "draw" or "draw points=1".
func (r Result) String() string {
	var s string
	switch r.Status {
	case Win:
		s = "winner " + r.Winners.String()
	case Draw:
		s = "draw"
	default:
		return "ongoing"
	}
	if r.Scored {
		s += " points=" + strconv.Itoa(r.Points)
	}
	return s
}
