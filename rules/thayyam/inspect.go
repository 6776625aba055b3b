package thayyam

import "tabula/rules"

// Turn returns the player whose turn it is, throwing or moving; when the game
// is over, the winner.
func (s *State) Turn() rules.Player { return rules.Player(s.turn) }

// KeepTwins reports whether captured twins stay twins (twins=keep).
func (s *State) KeepTwins() bool { return s.keep }

// Owed returns the number of bonus series still owed to the player whose
// turn it is, not counting the series being thrown.
func (s *State) Owed() int { return int(s.owed) }

// Progress returns where piece (0..3 for a..d) of player p stands: its
// progress t on its circuit (0..24, see [CellOf]), [Waiting] or [Out].
func (s *State) Progress(p rules.Player, piece int) int { return int(s.pos[p][piece]) }

// Twin returns the piece paired with piece (0..3) of player p, or -1 if the
// piece is single.
func (s *State) Twin(p rules.Player, piece int) int { return int(s.mate[p][piece]) }

// Pool appends the throws of the pool, in points, largest first.
func (s *State) Pool(buf []int) []int {
	for v := 4; v >= 0; v-- {
		for range s.pool[v] {
			buf = append(buf, values[v])
		}
	}
	return buf
}

// Hash returns a 64-bit hash of everything [State.Key] holds: each piece's
// place and twin, the pool, the series owed, whose turn it is and who is to
// step. Equal positions have equal hashes; different positions almost
// always differ, which is what a search's transposition table needs, at a
// small fraction of the cost of Key.
func (s *State) Hash() uint64 {
	h := uint64(0x9e3779b97f4a7c15)
	mix := func(x uint64) {
		h ^= x
		h *= 0xbf58476d1ce4e5b9
		h ^= h >> 31
	}
	for p := range 4 {
		var w uint64
		for i := range 4 {
			w = w<<16 | uint64(uint8(s.pos[p][i]))<<8 | uint64(uint8(s.mate[p][i]))
		}
		mix(w)
	}
	mix(uint64(uint32(s.pool[0])) | uint64(uint32(s.pool[1]))<<32)
	mix(uint64(uint32(s.pool[2])) | uint64(uint32(s.pool[3]))<<32)
	mix(uint64(uint32(s.pool[4])) | uint64(uint32(s.owed))<<32)
	mix(uint64(uint8(s.turn)) | uint64(uint8(s.toMove))<<8 | uint64(uint8(s.winner))<<16 | uint64(uint8(s.players))<<24)
	return h
}
