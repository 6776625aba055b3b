// Package menus is the screens that lead to the others: the title, the
// online menu, the set-up of a game (its options and who plays each seat),
// of a room on the server, or of a record continued from one of its steps,
// and the records kept on this device.
package menus
