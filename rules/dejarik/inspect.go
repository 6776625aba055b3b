package dejarik

import (
	"math/bits"

	"tabula/rules"
)

// At returns the owner of the pawn on c, or -1 if c is empty or not a cell.
func (s *State) At(c Cell) rules.Player {
	if !c.Valid() {
		return -1
	}
	switch {
	case s.occ[0]&(1<<c) != 0:
		return White
	case s.occ[1]&(1<<c) != 0:
		return Black
	}
	return -1
}

// PieceAt returns the id of the pawn on c (0..3 White, 4..7 Black), or -1 if
// c is empty or not a cell. Ids only help screens follow pawns; the rules
// never tell two pawns of one colour apart.
func (s *State) PieceAt(c Cell) int {
	if !c.Valid() {
		return -1
	}
	return int(s.board[c])
}

// OnBoard returns how many pawns of p are still on the board.
func (s *State) OnBoard(p rules.Player) int { return bits.OnesCount32(s.occ[p&1]) }

// Lost returns how many pawns of p have been removed from the game.
func (s *State) Lost(p rules.Player) int { return Pawns - s.OnBoard(p) }

// FirstMove reports whether p has not made his first move yet, so that his
// diagonal and double-diagonal exits are still forbidden.
func (s *State) FirstMove(p rules.Player) bool { return s.moved&(1<<(p&1)) == 0 }

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
