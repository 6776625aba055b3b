// Package lots is the tray of the games with chance on the play screen:
// the seeds or cowries thrown and landing (their physics is package
// tray), the throw shown large over the board once landed, the seeds'
// flight along the path a pawn will take, and the device's count of the
// throws for the odds.
package lots
