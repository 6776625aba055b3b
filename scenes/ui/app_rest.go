package ui

// How the app rests when nothing moves: what it draws, and how long its
// ticks wait in the browser.

import (
	"bytes"
	"encoding/json"
	"hash/fnv"
	"time"
)

// rest is how the app rests when nothing moves: a frame is drawn only when
// something it shows changed (the screen is not cleared between frames,
// so the last one stays), and a game waiting for a person to think costs
// next to nothing.
type rest struct {
	sum     uint64 // the hash of the screen's last Probe
	size    [2]int // the layout's size at the last tick
	pending int    // frames to draw still
	drawn   int    // frames drawn, for the tests
	ticks   int    // ticks counted, to read the screen every few at rest
	quiet   int    // ticks since the last change
	waited  bool   // the last tick waited (see App.IdleWait)
	waits   int    // ticks that waited, for the tests
	framed  bool   // a frame came since the last wait
	drew    bool   // the last frame was drawn
	still   bool   // the screen on top changes but held still at the last tick (see Stiller)
	buf     bytes.Buffer
}

// restFrames is how many frames are drawn after the last change: one
// would do; a second costs nothing and covers a driver that presents the
// frame before the last.
const restFrames = 2

// A Changer is a scene that changes by itself, with no one touching it:
// an animation, the computer's turn, words in view before the game goes
// on.
type Changer interface{ Changing() bool }

// A Stiller is a Changer whose picture may stay the same while it changes:
// the throw held large over the board counts its ticks with nothing
// moving. Still reports whether the next frame would draw what the last
// one did. Its ticks never wait, but they draw nothing until it moves
// again or is gone.
type Stiller interface{ Still() bool }

// noteChanges decides, after a tick, whether the next frames are drawn:
// when the person did something, the screens fade, the window changed
// size, the scene on top moves by itself, or what the screen shows (its
// Probe: the scene, its buttons, its words, the game) changed.
func (a *App) noteChanges() {
	in := &a.input
	changed := in.Pointer.Moved || in.Pointer.Down || in.Pointer.Released || len(in.Actions) > 0 || in.Wheel != 0 ||
		len(in.Chars) > 0 || in.Erase || in.Dropped != nil || a.stack.Fading() || a.rest.size != [2]int{a.w, a.h}
	still := false
	if c, ok := a.stack.Top().(Changer); ok && c.Changing() {
		s, ok := c.(Stiller)
		still = ok && s.Still()
		changed = changed || !still
	}
	changed = changed || a.rest.still && !still // what held still moves again, or is gone
	a.rest.still = still
	a.rest.size = [2]int{a.w, a.h}
	// What the screen shows, read every tick while it changes, and every
	// few ticks at rest (a room's news, a fetch that ended): a person's
	// action is seen at once above.
	if a.rest.ticks++; changed || a.rest.pending > 0 || a.rest.waited || a.rest.ticks%restProbeTicks == 0 {
		var pr Probe
		if s, ok := a.stack.Top().(Prober); ok {
			s.Probe(&pr)
		}
		a.rest.buf.Reset()
		json.NewEncoder(&a.rest.buf).Encode(pr) // a Probe always encodes
		h := fnv.New64a()
		h.Write(a.rest.buf.Bytes())
		if sum := h.Sum64(); sum != a.rest.sum {
			a.rest.sum, changed = sum, true
		}
	}
	a.rest.quiet++
	if changed || still { // a still screen's ticks count: they never wait
		a.rest.quiet = 0
	}
	if changed {
		a.rest.pending = restFrames
	}
}

// restProbeTicks is how often a screen at rest is read for a change that
// no one's action made: 15 times a second.
const restProbeTicks = 4

// Resting reports whether the screen is at rest: the last frame drew
// nothing, since nothing it shows changed. The browser's page then has
// nothing new to publish either.
func (a *App) Resting() bool { return !a.rest.drew }

// Drawn returns the number of frames drawn: those of a screen at rest are
// not (see [App.Draw]).
func (a *App) Drawn() int { return a.rest.drawn }

// Ticks returns the number of ticks run: the input read and the scenes
// updated. A browser draws frames without a tick between them when it
// draws faster than the ticks come, so a test that waits for the game to
// see a key waits for a tick, not a frame.
func (a *App) Ticks() int { return a.rest.ticks }

// Waits returns the number of ticks that waited at rest (see
// [App.IdleWait]).
func (a *App) Waits() int { return a.rest.waits }

// idleTicks is how long a screen stays at rest before its ticks wait (see
// [App.IdleWait]): a quarter of a second, so that a pointer moving from
// one button to the next never waits.
const idleTicks = 15

// idle waits, at the end of a tick of a screen at rest for idleTicks, for
// [App.Wake] or IdleWait, whichever comes first. Only one tick of a frame
// waits: the engine runs the ticks a wait made it miss after it, at once,
// and each of those must not wait again.
func (a *App) idle() {
	a.rest.waited = false
	if a.IdleWait <= 0 || a.rest.pending > 0 || a.rest.quiet < idleTicks || !a.rest.framed {
		return
	}
	a.pressMu.Lock()
	pressed := len(a.presses) > 0 || a.tap != nil
	a.pressMu.Unlock()
	if pressed {
		return
	}
	t := time.NewTimer(a.IdleWait)
	defer t.Stop()
	select {
	case <-a.wake:
	case <-t.C:
	}
	a.rest.waited, a.rest.framed = true, false
	a.rest.waits++
}

// Wake ends at once the wait of a tick at rest (see [App.IdleWait]), or
// the next one: something came that the next tick must read. It is safe
// from any goroutine and never blocks.
func (a *App) Wake() {
	select {
	case a.wake <- struct{}{}:
	default:
	}
}
