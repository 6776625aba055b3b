package diam

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
