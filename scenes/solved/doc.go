// Package solved is what a solved game's perfect play says on the
// screens: during a game, the value of each move of the piece chosen
// (Dejarik's analysis, "W7", "=", "L12") and what the position is worth;
// after it, each seat's first mistake, in the log's words.
package solved
