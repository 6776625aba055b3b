package dejarik

// Code returns the position as the repetition rule sees it, packed exactly
// into 53 bits: the cells of each colour, the player to move and the
// first-move status. Two states have equal codes if and only if they hold the
// same position, so a search can key a transposition table by it without
// building [State.Key]'s string. The repetition history is not part of it.
func (s *State) Code() uint64 { return s.code() }

// Occupied returns the cells of player p as a bitboard: bit c is set when a
// pawn of p stands on cell c. It lets an evaluation count and place pawns
// without a call per cell.
func (s *State) Occupied(p int) uint32 { return s.occ[p&1] }
