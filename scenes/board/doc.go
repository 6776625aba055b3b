// Package board is the board of the play screen: its picture, the pieces
// of the position shown and their animations, the marks of the moves (the
// piece chosen and its destinations, the movable pieces, the last move, a
// hint), the cells' and pieces' names, and the picker that turns a
// person's taps and keys into a Pick — a piece chosen, a move to play, a
// reason to give why none was. It decides nothing: the screen plays the
// move picked, or says why none was, in the rules' words.
package board
