package daryon

// Turn returns the seat whose turn it is (the winner once the game is over).
func (s *State) Turn() int { return int(s.turn) }

// Side returns the side of seat.
func (s *State) Side(seat int) Side { return s.side[seat] }

// Progress returns the progress t (0..40) of pawn (0..2) of seat.
func (s *State) Progress(seat, pawn int) int { return int(s.t[seat][pawn]) }

// PawnCell returns the cell of pawn (0..2) of seat.
func (s *State) PawnCell(seat, pawn int) Cell {
	return pathCell[s.side[seat]][s.t[seat][pawn]]
}

// CellOf returns the cell of a pawn of seat at progress t (0..40).
func (s *State) CellOf(seat, t int) Cell { return PathCell(s.side[seat], t) }

// MayGoHome reports whether pawn (0..2) of seat has credit: with credit=pawn,
// whether that pawn has sent an opposing pawn home since it last left home;
// with credit=player, whether any pawn of the seat ever has.
func (s *State) MayGoHome(seat, pawn int) bool { return s.mayHome(int8(seat), pawn) }

// MultiExits reports whether the game is played with exits=multi: a 5
// brings two pawns out of home and a 6 three, as well as a 1 one.
func (s *State) MultiExits() bool { return s.multi }

// Thrown returns the number of dark seeds K and the points of the throw the
// player to decide must use, or -1, 0 at a chance step or after the end.
func (s *State) Thrown() (k, points int) { return int(s.k), int(s.points) }

// SharedCredit reports whether the game is played with credit=player: the
// credit belongs to the player, not to each pawn.
func (s *State) SharedCredit() bool { return s.shared }

// GreyJunctions reports whether the game is played with grey=on: the
// junctions are safe.
func (s *State) GreyJunctions() bool { return s.grey }
