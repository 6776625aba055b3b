package diam

import "tabula/rules"

// Code returns the position as the draw by repetition sees it: col holds the
// colour of every pawn (two bits per field, field 8n+2(l-1) for cell n,
// level l), occ the low bit of every occupied field, and meta the place in
// the turn order and the announcement flags (place | ann<<2). Equal codes
// are equal positions; a search hashes them for its transposition table
// without building [State.Key]'s string. The repetition history and the
// passes just played are not part of it.
func (s *State) Code() (col, occ uint64, meta uint8) {
	p := s.position()
	return p.col, p.occ, p.meta
}

// Side returns the side of seat: 0 for the red/orange side, 1 for the
// brown/black side.
func (s *State) Side(seat int) int { return int(s.cfg.side[seat&3]) }

// Prototype reports whether the state follows the prototype rules.
func (s *State) Prototype() bool { return s.cfg.proto }

// Height returns the number of pawns on cell (0..7).
func (s *State) Height(cell int) int { return int(s.height(cell & 7)) }

// Pawn returns the colour of the pawn on cell (0..7) at level (1..4), or -1
// if there is none.
func (s *State) Pawn(cell, level int) int {
	cell &= 7
	if level < 1 || level > s.Height(cell) {
		return -1
	}
	return int(s.col>>(8*cell+2*(level-1))) & 3
}

// Reserve returns the number of pawns of colour (Red..Black) in its owner's
// reserve.
func (s *State) Reserve(colour int) int { return int(s.res[colour&3]) }

// Owner returns the seat whose reserve holds colour (Red..Black).
func (s *State) Owner(colour int) rules.Player { return rules.Player(s.cfg.owner[colour&3]) }

// Announced reports whether seat's previous move was announced (always false
// with the published rules).
func (s *State) Announced(seat int) bool { return s.ann>>uint(seat)&1 != 0 }
