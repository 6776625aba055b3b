// Package ui is the machinery of the screens: a [Scene] updates itself a
// tick at a time from the player's [Input] and returns a [Transition] —
// stay, push a scene over it, replace it, pop it, or go home — rather than
// calling a manager; the [Stack] applies transitions and cross-fades
// replacements, and the [App] adapts the stack to Ebitengine, reading the
// devices into one Input a tick and drawing nothing while nothing moves.
//
// It holds what every screen uses: the widgets (a [Menu] of buttons, a
// [Form] of choices, the [Confirm] question), the text's helpers (wrapped,
// fitted, centred), the [Metrics] of a screen, the [Probe] that describes
// a screen for tests and screen readers, [Access], which follows the probe
// for a screen reader, and [Env], what the screens share: the games, the
// settings, the store, the sound, and the routes to the screens above.
package ui
