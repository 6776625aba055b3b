// Package movelog is the move log beside the play screen's board: every
// step of the game, throws included, numbered, in words and in notation,
// the position shown lit and the steps taken back dim; it scrolls, opens
// as a drawer on an upright phone, and says which entry a tap chose.
package movelog
