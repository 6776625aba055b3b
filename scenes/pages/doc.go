// Package pages is the leaf screens, which lead nowhere but back: the
// settings, the nickname, a game's rules in either language, the odds of a
// game's lots with their experiment, and the chooser of a game; and what
// the set-up of seats shares (the computer's levels, a seat read from the
// command line).
package pages
