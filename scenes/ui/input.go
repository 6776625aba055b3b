package ui

import "io/fs"

// Action is a keyboard command: everything a pointer can do can also be
// done with these keys.
type Action uint8

// The actions, with their default keys.
const (
	ActionNone    Action = iota
	ActionUp             // arrow up, W
	ActionDown           // arrow down, S
	ActionLeft           // arrow left, A
	ActionRight          // arrow right, D
	ActionNext           // Tab: the next choice
	ActionPrev           // Shift+Tab: the previous choice
	ActionConfirm        // Enter, Space
	ActionBack           // Escape, Backspace: back, or the pause menu
	ActionUndo           // U, Ctrl+Z
	// The board read aloud, on demand, for a person who cannot see it:
	ActionLastMove // L: the last move
	ActionPosition // P: the whole position, cell by cell
	ActionScore    // I: the score, and what the board does not show (a throw, the reserves)
)

// Pointer is the one pointer of the game: the mouse, or the first finger
// on a touch screen, in layout pixels.
type Pointer struct {
	X, Y     float64
	Down     bool // pressed now
	Pressed  bool // went down this tick
	Released bool // went up this tick: a tap or a click ends here
	// Moved reports that the pointer moved or was used this tick; a mouse
	// at rest does not steal the keyboard's focus.
	Moved bool
}

// Input is what the player did during one tick, and the size of the layout.
type Input struct {
	Pointer Pointer
	Actions []Action // the actions whose key went down this tick, in order
	Wheel   float64  // the mouse wheel's vertical turn this tick, up positive
	Width   int      // the layout's size in pixels
	Height  int
	// Dropped holds the files dropped on the window this tick, or nil.
	Dropped fs.FS
	// Chars are the characters typed this tick, for a text field (a
	// letter's key may also be an action's: the field ignores those).
	Chars []rune
	// Erase reports that Backspace went down this tick: a text field
	// erases its last character rather than going back.
	Erase bool
	// Page is what the page beside the picture asked this tick, for a
	// screen reader (the board's grid, the move typed), or nil.
	Page *PageCommand
}

// A PageCommand is what the page beside the picture asks of the game: a
// cell of the board's grid chosen (Enter on it), a move typed in the
// game's notation, an action of the keys that read the board, or the name
// typed in the page's text field of the name screen (by a phone's own
// keyboard, with its accents).
type PageCommand struct {
	Spot   int     // the grid's spot chosen (see ProbeBoard), or -1
	Move   string  // a move typed, or ""
	Action Action  // ActionLastMove, ActionPosition or ActionScore, ActionConfirm or ActionBack (the name field's Enter, Escape), or ActionNone
	Name   *string // the whole of the name field, as typed there, or nil
}

// Has reports whether a went down this tick.
func (in *Input) Has(a Action) bool {
	for _, b := range in.Actions {
		if a == b {
			return true
		}
	}
	return false
}

// Tapped reports whether the pointer was released this tick inside the
// rectangle [x0, x1) × [y0, y1).
func (in *Input) Tapped(x0, y0, x1, y1 float64) bool {
	p := in.Pointer
	return p.Released && p.X >= x0 && p.X < x1 && p.Y >= y0 && p.Y < y1
}

// PointerTracker turns raw samples of the mouse and of touches into the one
// Pointer: a touch, while there is one, wins over the mouse.
type PointerTracker struct {
	p       Pointer
	touchID int
	touched bool // the pointer is a finger
}

// Touch is one finger on the screen.
type Touch struct {
	ID   int
	X, Y float64
}

// Sample is the raw state of the devices at one tick.
type Sample struct {
	MouseX, MouseY float64
	MouseDown      bool
	Touches        []Touch // fingers on the screen now
}

// Update reads one tick's sample and returns the pointer.
func (pt *PointerTracker) Update(s Sample) Pointer {
	prev := pt.p
	next := Pointer{X: prev.X, Y: prev.Y}
	switch {
	case pt.touched:
		next.Down = false
		for _, t := range s.Touches {
			if t.ID == pt.touchID {
				next.X, next.Y, next.Down = t.X, t.Y, true
			}
		}
		if !next.Down {
			pt.touched = false // the finger lifted: Released below
		}
	case len(s.Touches) > 0 && !prev.Down:
		t := s.Touches[0]
		pt.touched, pt.touchID = true, t.ID
		next.X, next.Y, next.Down = t.X, t.Y, true
	default:
		next.X, next.Y, next.Down = s.MouseX, s.MouseY, s.MouseDown
	}
	next.Pressed = next.Down && !prev.Down
	next.Released = !next.Down && prev.Down
	next.Moved = next.X != prev.X || next.Y != prev.Y || next.Down || next.Released
	pt.p = next
	return next
}
