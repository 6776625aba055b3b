// Package scenes is the game's screens and the machinery that moves between
// them. A [Scene] updates itself a tick at a time from the player's [Input]
// and returns a [Transition] — stay, push a scene over it, replace it, or
// pop it — rather than calling a manager; the [Stack] applies transitions
// and cross-fades replacements. The screens follow the rules core and never
// decide a rule: a move is applied to the rules at once, and its events
// become animations (package tabula/anim) that the screen plays. The
// computer's moves and the hints are searched by package tabula/rules/ai a
// slice of nodes per Update, never in a goroutine the frame waits for (in
// the browser every goroutine shares one thread), and Dejarik's solved game
// (package tabula/rules/dejarik/solve), which the browser fetches, loads in
// the background while the screens ask each frame whether it has arrived.
package scenes
